// Draws elements as absolutely positioned divs in the element layer, which
// stays over the viewport (position: sticky), placed relative to the viewport
// from the exact content offset. Nodes are reused as elements leave and enter,
// as a collection view reuses cells: the node count follows what is visible.

import { styleOf, labelOf, visualFrame } from './style.js';

const KEEP_FREE = 64;     // free nodes kept hidden in the layer for reuse
export const MAX_DRAWN = 4000; // nodes drawn at most, whatever a reply holds

export class Renderer {
  /** @param {HTMLElement} container the div that holds the element nodes */
  constructor(container) {
    this.container = container;
    this.live = new Map(); // id -> node
    this.free = [];
    this.offset = { x: 0, y: 0 }; // the offset the nodes are placed for
    this.view = { width: 0, height: 0 }; // the viewport's size, points
    // section -> {x, y}: how far an orthogonal section's cells have scrolled
    // since the elements drawn were computed (until the server's reply).
    this.sectionShift = new Map();
  }

  /** Moves an orthogonal section's cells with its scroll before the reply comes. */
  shiftSection(section, shift) {
    if (shift.x || shift.y) this.sectionShift.set(section, shift); else this.sectionShift.delete(section);
    for (const node of this.live.values()) {
      if (node._e && node._e.section === section && node._e.category === 'cell') this.apply(node, node._e);
    }
  }

  /**
   * Whether an element is near enough to be drawn: its visual frame meets the
   * viewport grown by one viewport on every side (the server's margin is half
   * a viewport). Whatever a reply holds, the nodes follow what is visible.
   */
  near(e, offset) {
    const v = visualFrame(e), w = this.view.width, h = this.view.height;
    return v.x < offset.x + 2 * w && v.x + v.width > offset.x - w &&
      v.y < offset.y + 2 * h && v.y + v.height > offset.y - h;
  }

  /**
   * The elements of a reply that the page draws: those near the viewport, at
   * most MAX_DRAWN of them, each id once. `skipped` counts the others.
   */
  pick(elements, offset) {
    const out = [], ids = new Set();
    let skipped = 0;
    for (const e of elements) {
      if (ids.has(e.id) || !this.near(e, offset)) continue;
      if (out.length >= MAX_DRAWN) { skipped++; continue; }
      ids.add(e.id);
      out.push(e);
    }
    return { elements: out, skipped };
  }

  /** Every element drawn now, with its attributes (node._e). */
  get nodes() { return [...this.live.values()]; }

  acquire(id) {
    let node = this.live.get(id);
    if (node) return node;
    node = this.free.pop();
    if (!node) {
      node = document.createElement('div');
      node.appendChild(document.createElement('span'));
      this.container.appendChild(node);
    } else {
      node.style.display = '';
    }
    node.dataset.id = id;
    node._css = null;
    this.live.set(id, node);
    return node;
  }

  release(id) {
    const node = this.live.get(id);
    if (!node) return;
    this.live.delete(id);
    this.park(node);
  }

  park(node) {
    node.getAnimations?.().forEach((a) => a.cancel());
    node._e = null;
    if (this.free.length < KEEP_FREE) {
      node.style.display = 'none';
      delete node.dataset.id;
      this.free.push(node);
    } else {
      node.remove();
    }
  }

  /**
   * Draws exactly `elements` for a viewport at `offset`: new ones take free
   * nodes, gone ones give theirs back.
   */
  draw(elements, offset) {
    this.offset = { x: offset.x, y: offset.y };
    this.container.style.transform = '';
    const picked = this.pick(elements, offset);
    const seen = new Set();
    for (const e of picked.elements) {
      seen.add(e.id);
      this.apply(this.acquire(e.id), e);
    }
    for (const [id, node] of this.live) {
      if (!seen.has(id)) { this.live.delete(id); this.park(node); }
    }
    return picked.skipped;
  }

  /** Sets one node's look from its attributes, writing only what changed. */
  apply(node, e) {
    node._e = e;
    const shift = e.category === 'cell' ? this.sectionShift.get(e.section) : undefined;
    const s = styleOf(e, shift ? { x: this.offset.x + shift.x, y: this.offset.y + shift.y } : this.offset);
    const css = `${s.width}|${s.height}|${s.transform}|${s.transformOrigin}|${s.opacity}|${e.zIndex || 0}|${e.hidden ? 1 : 0}`;
    if (node._css !== css) {
      node._css = css;
      const st = node.style;
      st.width = s.width;
      st.height = s.height;
      st.transform = s.transform;
      st.transformOrigin = s.transformOrigin;
      st.opacity = s.opacity;
      st.zIndex = String(e.zIndex || 0);
      st.visibility = e.hidden ? 'hidden' : '';
    }
    const label = labelOf(e);
    if (node._label !== label) { node._label = label; node.firstChild.textContent = label; }
    const cls = `el ${e.category || 'cell'}`;
    if (node.className !== cls) node.className = cls;
    const hue = String(((e.section || 0) * 57 + 205) % 360);
    if (node._hue !== hue) { node._hue = hue; node.style.setProperty('--hue', hue); }
  }

  /**
   * Moves what is drawn with the scroll before the server's reply comes: the
   * whole layer shifts by the difference between `offset` and the offset the
   * nodes were placed for. The reply then places every element exactly.
   */
  follow(offset) {
    const dx = this.offset.x - offset.x, dy = this.offset.y - offset.y;
    this.container.style.transform = dx || dy ? `translate(${dx}px, ${dy}px)` : '';
  }

  /** How many element nodes the layer holds (drawn and free). */
  get nodeCount() { return this.container.childElementCount; }
}
