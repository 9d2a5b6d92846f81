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
