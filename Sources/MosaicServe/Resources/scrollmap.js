// Maps a content offset to the viewport's scrollTop/scrollLeft and back.
//
// Chromium caps an element's size at about 33.5 million px, and a 1,000,000-item
// waterfall is taller. Along an axis whose content is longer than `cap`, the
// scroll extent is `cap` and scroll positions are scaled:
//   offset = scroll * (content - view) / (cap - view).
// The page keeps the exact content offset as its own state (wheel, drag and
// glides move it point by point); only the scrollbar, which the user can drag
// to anywhere, goes through the scale. Elements are placed from the exact
// offset, so they are exact at every offset.

export const SAFE_CAP = 10_000_000;

export class ScrollMap {
  constructor(cap = SAFE_CAP) {
    this.cap = cap;
    this.axes = { x: axis(0, 0, cap), y: axis(0, 0, cap) };
  }

  /** Sets the content and viewport sizes (points). */
  configure(contentSize, viewport) {
    this.axes.x = axis(contentSize.width, viewport.width, this.cap);
    this.axes.y = axis(contentSize.height, viewport.height, this.cap);
  }

  /** The size of the scrolling element's content, in px. */
  get extent() {
    return { width: this.axes.x.scrollExtent, height: this.axes.y.scrollExtent };
  }

  /** The largest content offset along each axis. */
  get maxOffset() {
    return { x: this.axes.x.maxOffset, y: this.axes.y.maxOffset };
  }

  /** Whether an axis is scaled (content longer than the cap). */
  scaled(name) { return this.axes[name].scale !== 1; }

  toScroll(name, offset) {
    const a = this.axes[name];
    return a.scale === 1 ? offset : offset / a.scale;
  }

  toOffset(name, scroll) {
    const a = this.axes[name];
    if (a.scale === 1) return scroll;
    // The last scroll position maps to the exact end.
    if (scroll >= a.maxScroll - 0.5) return a.maxOffset;
    return Math.min(a.maxOffset, scroll * a.scale);
  }

  clamp(name, offset) {
    return Math.max(0, Math.min(this.axes[name].maxOffset, offset));
  }
}

function axis(content, view, cap) {
  const length = Math.max(content, view);
  const maxOffset = Math.max(0, content - view);
  if (length <= cap || view >= cap) {
    return { scrollExtent: length, maxOffset, maxScroll: maxOffset, scale: 1 };
  }
  const maxScroll = cap - view;
  return { scrollExtent: cap, maxOffset, maxScroll, scale: maxOffset / maxScroll };
}
