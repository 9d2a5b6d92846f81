// What the page takes from the server, checked before it is used: every
// number finite, sizes not negative, ids and kinds short strings, lists
// lists. A malformed element is dropped (and counted); a malformed layout is
// refused whole and the last good one stays. So no reply, however odd, can
// throw in the middle of a draw or leave the page half updated.

const CATEGORIES = new Set(['cell', 'supplementary', 'decoration']);
const MAX_TEXT = 1000;       // an id or a kind
const MAX_SECTIONS = 100000; // as the server's limit
const Z_LIMIT = 2147483647;  // CSS z-index is a 32-bit integer

export const finite = (n) => typeof n === 'number' && Number.isFinite(n);
const whole = (n) => Number.isSafeInteger(n) && n >= 0;
const text = (s) => typeof s === 'string' && s.length <= MAX_TEXT;
const object = (o) => o !== null && typeof o === 'object' && !Array.isArray(o);

/** {x, y} with finite members, or null. */
export function point(p) {
  return object(p) && finite(p.x) && finite(p.y) ? { x: p.x, y: p.y } : null;
}

/** {width, height} finite and not negative, or null. */
export function size(s) {
  return object(s) && finite(s.width) && finite(s.height) && s.width >= 0 && s.height >= 0
    ? { width: s.width, height: s.height } : null;
}

function frame(f) {
  const p = point(f), s = size(f);
  return p && s ? { ...p, ...s } : null;
}

function transform(t) {
  if (t === undefined || t === null) return undefined;
  if (!object(t)) return null;
  if ('a' in t) {
    const m = { a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx ?? 0, ty: t.ty ?? 0 };
    return Object.values(m).every(finite) ? m : null;
  }
  const out = { rotation: t.rotation ?? 0, scaleX: t.scaleX ?? 1, scaleY: t.scaleY ?? 1,
    translateX: t.translateX ?? 0, translateY: t.translateY ?? 0 };
  return Object.values(out).every(finite) ? out : null;
}

/**
 * One element of an `elements` or `animate` message, cleaned; null when it
 * cannot be drawn as the protocol describes it.
 */
export function element(e) {
  if (!object(e) || !text(e.id) || e.id === '') return null;
  const category = e.category ?? 'cell';
  if (!CATEGORIES.has(category)) return null;
  if (!whole(e.section) || !whole(e.item)) return null;
  const f = frame(e.frame);
  if (!f) return null;
  const out = { id: e.id, category, section: e.section, item: e.item, frame: f };
  if (e.kind !== undefined) { if (!text(e.kind)) return null; out.kind = e.kind; }
  const t = transform(e.transform);
  if (t === null) return null;
  if (t) out.transform = t;
  const anchor = e.anchor ?? e.anchorPoint;
  if (anchor !== undefined) { const a = point(anchor); if (!a) return null; out.anchor = a; }
  if (e.zIndex !== undefined) {
    if (!finite(e.zIndex)) return null;
    out.zIndex = Math.max(-Z_LIMIT, Math.min(Z_LIMIT, Math.round(e.zIndex)));
  }
  if (e.alpha !== undefined) { if (!finite(e.alpha)) return null; out.alpha = Math.max(0, Math.min(1, e.alpha)); }
  if (e.hidden !== undefined) { if (typeof e.hidden !== 'boolean') return null; out.hidden = e.hidden; }
  if (object(e.custom)) out.custom = e.custom;
  return out;
}

/** The elements of a list, cleaned: {elements, dropped}. Not a list: none. */
export function elements(list) {
  if (!Array.isArray(list)) return { elements: [], dropped: list === undefined ? 0 : 1 };
  const out = [];
  let dropped = 0;
  for (const e of list) {
    const c = element(e);
    if (c) out.push(c); else dropped++;
  }
  return { elements: out, dropped };
}

/** The changes of an `animate` message: each with a good `from` or `to`. */
export function changes(list) {
  if (!Array.isArray(list)) return { changes: [], dropped: list === undefined ? 0 : 1 };
  const out = [];
  let dropped = 0;
  for (const c of list) {
    if (!object(c) || !text(c.id)) { dropped++; continue; }
    const from = c.from === null || c.from === undefined ? null : element(c.from);
    const to = c.to === null || c.to === undefined ? null : element(c.to);
    if ((c.from && !from) || (c.to && !to) || (!from && !to)) { dropped++; continue; }
    out.push({ id: c.id, change: typeof c.change === 'string' ? c.change : 'unchanged', from, to });
  }
  return { changes: out, dropped };
}

/**
 * A `layout` message, cleaned; throws an Error saying what is wrong when the
 * page could not draw it (the caller keeps the last good layout).
 */
export function layout(l) {
  if (!object(l)) throw new Error('layout: not an object');
  const viewport = size(l.viewport);
  if (!viewport || viewport.width <= 0 || viewport.height <= 0) throw new Error('layout: bad viewport');
  const contentSize = size(l.contentSize);
  if (!contentSize) throw new Error('layout: bad contentSize');
  let sections = Array.isArray(l.sections) && l.sections.length <= MAX_SECTIONS && l.sections.every(whole)
    ? [...l.sections] : null;
  const items = whole(l.items) ? l.items : sections ? sections.reduce((a, b) => a + b, 0) : 0;
  if (!sections) sections = [items];
  const parameters = Array.isArray(l.parameters)
    ? l.parameters.filter((p) => object(p) && text(p.name) && p.name !== '') : [];
  const orthogonalSections = Array.isArray(l.orthogonalSections)
    ? l.orthogonalSections.filter((s) => object(s) && whole(s.section) &&
      (s.frame === undefined || frame(s.frame)) && (s.offset === undefined || finite(s.offset)))
    : [];
  return {
    ...l,
    name: text(l.name) ? l.name : 'layout',
    source: object(l.source) ? { kind: text(l.source.kind) ? l.source.kind : undefined,
      file: text(l.source.file) ? l.source.file : undefined,
      arguments: Array.isArray(l.source.arguments) ? l.source.arguments.filter(text).slice(0, 64) : [] } : undefined,
    viewport, contentSize, items, sections, parameters, orthogonalSections,
    scrollDirection: l.scrollDirection === 'horizontal' ? 'horizontal' : 'vertical',
  };
}

/** A message's text for the banner: a string, at most 4000 characters. */
export function message(m) {
  const s = typeof m === 'string' ? m : 'the server sent an error without a message';
  return s.length > 4000 ? `${s.slice(0, 4000)}…` : s;
}
