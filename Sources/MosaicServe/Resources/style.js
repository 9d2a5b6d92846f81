// How one element's attributes become CSS: size, a translate to its place
// relative to the viewport, its transform about its anchor point, z-index,
// opacity and visibility. One function, used by drawing and by animations.

/** The anchor point of an element (unit coordinates of its frame). */
export function anchorOf(e) {
  return e.anchor || e.anchorPoint || { x: 0.5, y: 0.5 };
}

/** The CSS transform of the element's own transform (without its position). */
export function ownTransform(t) {
  if (!t) return '';
  if (typeof t.a === 'number') {
    return ` matrix(${t.a}, ${t.b}, ${t.c}, ${t.d}, ${t.tx || 0}, ${t.ty || 0})`;
  }
  let s = '';
  if (t.translateX || t.translateY) s += ` translate(${t.translateX || 0}px, ${t.translateY || 0}px)`;
  if (t.rotation) s += ` rotate(${t.rotation}rad)`;
  const sx = t.scaleX ?? 1, sy = t.scaleY ?? 1;
  if (sx !== 1 || sy !== 1) s += ` scale(${sx}, ${sy})`;
  return s;
}

/**
 * The style of an element drawn with the viewport's top-left at `offset`.
 * @returns {{width: string, height: string, transform: string,
 *   transformOrigin: string, opacity: string}}
 */
export function styleOf(e, offset) {
  const f = e.frame;
  const a = anchorOf(e);
  return {
    width: `${f.width}px`,
    height: `${f.height}px`,
    transformOrigin: `${a.x * f.width}px ${a.y * f.height}px`,
    transform: `translate(${f.x - offset.x}px, ${f.y - offset.y}px)${ownTransform(e.transform)}`,
    opacity: String(e.alpha ?? 1),
  };
}

/** The short label drawn in an element: its index path, or its kind. */
export function labelOf(e) {
  if (e.category === 'cell' || !e.category) return `${e.section}·${e.item}`;
  if (e.category === 'supplementary') return `${e.kind || 'view'} ${e.section}`;
  return e.kind || 'decoration';
}

/**
 * The element's visual frame: the bounding box of its frame under its
 * transform about its anchor point, in content coordinates (as the engine's
 * `visualFrame`).
 */
export function visualFrame(e) {
  const f = e.frame, t = e.transform;
  if (!t) return f;
  const a = anchorOf(e);
  const ax = f.x + a.x * f.width, ay = f.y + a.y * f.height;
  let m; // [a, b, c, d, tx, ty]: p' = anchor + M·(p − anchor) + t
  if (typeof t.a === 'number') m = [t.a, t.b, t.c, t.d, t.tx || 0, t.ty || 0];
  else {
    const cos = Math.cos(t.rotation || 0), sin = Math.sin(t.rotation || 0);
    const sx = t.scaleX ?? 1, sy = t.scaleY ?? 1;
    m = [cos * sx, sin * sx, -sin * sy, cos * sy, t.translateX || 0, t.translateY || 0];
  }
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const [px, py] of [[f.x, f.y], [f.x + f.width, f.y], [f.x, f.y + f.height], [f.x + f.width, f.y + f.height]]) {
    const dx = px - ax, dy = py - ay;
    const x = ax + m[0] * dx + m[2] * dy + m[4], y = ay + m[1] * dx + m[3] * dy + m[5];
    x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y);
  }
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}
