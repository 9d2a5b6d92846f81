// The element under the pointer: its index path, frame and every attribute
// that differs from UIKit's default.

export class Inspector {
  constructor(root) { this.root = root; this.current = null; }

  show(e) {
    if (e === this.current) return;
    this.current = e;
    if (!e) return;
    const rows = [];
    rows.push(['element', e.category === 'cell' || !e.category ? 'cell' : `${e.category} ${e.kind || ''}`.trim()]);
    rows.push(['index path', `[${e.section}, ${e.item}]`]);
    const f = e.frame;
    rows.push(['frame', `x ${num(f.x)}  y ${num(f.y)}\nw ${num(f.width)}  h ${num(f.height)}`]);
    const t = e.transform;
    if (t) {
      if (typeof t.a === 'number') rows.push(['transform', `[${[t.a, t.b, t.c, t.d, t.tx, t.ty].map(num).join(', ')}]`]);
      else {
        if (t.rotation) rows.push(['rotation', `${num(t.rotation)} rad (${num(t.rotation * 180 / Math.PI)}°)`]);
        if ((t.scaleX ?? 1) !== 1 || (t.scaleY ?? 1) !== 1) rows.push(['scale', `${num(t.scaleX ?? 1)} × ${num(t.scaleY ?? 1)}`]);
        if (t.translateX || t.translateY) rows.push(['translate', `${num(t.translateX || 0)}, ${num(t.translateY || 0)}`]);
      }
    }
    const a = e.anchor || e.anchorPoint;
    if (a && (a.x !== 0.5 || a.y !== 0.5)) rows.push(['anchor', `${num(a.x)}, ${num(a.y)}`]);
    if (e.zIndex) rows.push(['zIndex', String(e.zIndex)]);
    if (e.alpha !== undefined && e.alpha !== 1) rows.push(['alpha', num(e.alpha)]);
    if (e.hidden) rows.push(['hidden', 'true']);
    for (const [k, v] of Object.entries(e.custom || {})) rows.push([k, typeof v === 'number' ? num(v) : JSON.stringify(v)]);
    const table = document.createElement('dl');
    table.className = 'attributes';
    for (const [k, v] of rows) {
      const dt = document.createElement('dt');
      dt.textContent = k;
      const dd = document.createElement('dd');
      dd.textContent = v;
      table.append(dt, dd);
    }
    this.root.replaceChildren(table);
  }
}

function num(n) {
  if (typeof n !== 'number') return String(n);
  return String(Math.round(n * 1000) / 1000);
}
