// Scrolling as UIScrollView does it: the page owns the exact content offset;
// wheel, drag and glides move it point by point; when a drag or a wheel run
// ends (pointer up, or no wheel event for IDLE_MS) the layout is asked for its
// target content offset with the velocity, and the view glides there with an
// ease-out. Orthogonal sections scroll sideways on their own the same way.

const DECELERATION = 0.998; // UIScrollView.DecelerationRate.normal, per ms
const IDLE_MS = 120;        // a wheel run ends after this long without an event
const SAMPLE_MS = 100;      // velocity from the last 100 ms of movement
const LOCK_PX = 4;          // a drag picks its axis after this much movement

export class Scroller {
  /**
   * @param {HTMLElement} viewport the scrolling element
   * @param {import('./scrollmap.js').ScrollMap} map
   * @param {object} hooks offsetChanged(offset), sectionChanged(section, offset),
   *   target(offset, velocity) -> Promise<{x,y}>, sectionTarget(section, offset, velocity)
   *   -> Promise<number>, sections() -> orthogonal sections, direction() -> "vertical"|"horizontal"
   */
  constructor(viewport, map, hooks) {
    this.viewport = viewport;
    this.map = map;
    this.hooks = hooks;
    this.offset = { x: 0, y: 0 };
    // The device's zoom: client pixels per point, so that a drag moves the
    // content with the pointer and a point is found under it.
    this.zoom = 1;
    this.sectionOffsets = new Map();
    this.samples = [];
    this.sectionSamples = [];
    this.expected = { left: 0, top: 0 };
    this.glides = new Map(); // 'main' or section number -> {cancel}
    this.idle = null;
    this.drag = null;
    this.settling = null;    // promise of the current settle (target + glide)
    viewport.addEventListener('scroll', () => this.onScroll(), { passive: true });
    viewport.addEventListener('wheel', (e) => this.onWheel(e), { passive: false });
    viewport.addEventListener('pointerdown', (e) => this.onPointerDown(e));
    viewport.addEventListener('pointermove', (e) => this.onPointerMove(e));
    viewport.addEventListener('pointerup', (e) => this.onPointerUp(e));
    viewport.addEventListener('pointercancel', (e) => this.onPointerUp(e));
    viewport.addEventListener('keydown', (e) => this.onKey(e));
  }

  /** Arrows, Page Up/Down, Home/End and space move the offset in points,
   *  exactly: a key is not a drag, so nothing settles after it. */
  onKey(e) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const horizontal = this.hooks.direction() === 'horizontal';
    const page = (horizontal ? this.viewport.clientWidth : this.viewport.clientHeight) * 0.9;
    const along = { ArrowDown: 40, ArrowUp: -40, PageDown: page, PageUp: -page, ' ': e.shiftKey ? -page : page,
      Home: -Infinity, End: Infinity }[e.key];
    const across = { ArrowRight: 40, ArrowLeft: -40 }[e.key];
    if (along === undefined && across === undefined) return;
    e.preventDefault();
    this.cancelGlide('main');
    let dx = 0, dy = 0;
    if (along !== undefined) { if (horizontal) dx = along; else dy = along; }
    if (across !== undefined) { if (horizontal) dy = across; else dx = across; }
    const clampInf = (v, name) => (v === Infinity ? this.map.maxOffset[name] : v === -Infinity ? 0 : v);
    this.setOffset(clampInf(this.offset.x + dx, 'x'), clampInf(this.offset.y + dy, 'y'));
  }

  // MARK: - The offset

  /** Moves the content offset (clamped) and the scrollbar with it. */
  setOffset(x, y) {
    const nx = this.map.clamp('x', x), ny = this.map.clamp('y', y);
    const changed = nx !== this.offset.x || ny !== this.offset.y;
    this.offset = { x: nx, y: ny };
    this.writeScroll();
    if (changed) this.hooks.offsetChanged(this.offset);
    return changed;
  }

  /** Puts the scrollbar where the offset is (scaled when the content is huge). */
  writeScroll() {
    const v = this.viewport;
    const left = this.map.toScroll('x', this.offset.x), top = this.map.toScroll('y', this.offset.y);
    if (Math.abs(v.scrollLeft - left) >= 0.5) v.scrollLeft = left;
    if (Math.abs(v.scrollTop - top) >= 0.5) v.scrollTop = top;
    this.expected = { left: v.scrollLeft, top: v.scrollTop };
  }

  /** A scroll the page did not make (scrollbar, keyboard): maps it to an offset. */
  onScroll() {
    const v = this.viewport;
    const dl = Math.abs(v.scrollLeft - this.expected.left) >= 1;
    const dt = Math.abs(v.scrollTop - this.expected.top) >= 1;
    if (!dl && !dt) return;
    this.cancelGlide('main');
    const x = dl ? this.map.toOffset('x', v.scrollLeft) : this.offset.x;
    const y = dt ? this.map.toOffset('y', v.scrollTop) : this.offset.y;
    this.expected = { left: v.scrollLeft, top: v.scrollTop };
    this.offset = { x: this.map.clamp('x', x), y: this.map.clamp('y', y) };
    this.sample();
    this.hooks.offsetChanged(this.offset);
    this.restartIdle();
  }

  // MARK: - Wheel

  onWheel(e) {
    if (e.ctrlKey) return; // pinch-zoom: leave it to the browser
    e.preventDefault();
    const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? this.viewport.clientHeight : 1;
    let dx = e.deltaX * unit, dy = e.deltaY * unit;
    if (e.shiftKey && !dx) { dx = dy; dy = 0; }
    const section = this.sectionAt(e.clientX, e.clientY);
    if (section && sideways(section, dx, dy)) {
      this.moveSection(section, section.axis === 'vertical' ? dy : dx);
      this.restartIdle(section);
      return;
    }
    if (this.hooks.direction() === 'horizontal' && !dx) { dx = dy; dy = 0; }
    this.cancelGlide('main');
    this.setOffset(this.offset.x + dx, this.offset.y + dy);
    this.sample();
    this.restartIdle();
  }

  restartIdle(section) {
    clearTimeout(this.idle);
    this.idle = setTimeout(() => {
      this.idle = null;
      if (section) this.settleSection(section, this.sectionVelocity(section.section), false);
      else this.settle(this.velocity(), false);
    }, IDLE_MS);
  }

  // MARK: - Drag

  onPointerDown(e) {
    if (e.button !== 0 || !e.target.closest('.layer')) return; // not on the scrollbar
    this.cancelGlide('main');
    const section = this.sectionAt(e.clientX, e.clientY);
    if (section) this.cancelGlide(section.section);
    this.drag = { id: e.pointerId, x: e.clientX, y: e.clientY, section, lock: null, moved: 0 };
    this.samples = [];
    this.viewport.setPointerCapture(e.pointerId);
    this.viewport.classList.add('dragging');
  }

  onPointerMove(e) {
    const d = this.drag;
    if (!d || d.id !== e.pointerId) return;
    const dx = (d.x - e.clientX) / this.zoom, dy = (d.y - e.clientY) / this.zoom;
    d.moved += Math.abs(dx) + Math.abs(dy);
    if (!d.lock) {
      if (d.moved < LOCK_PX) return;
      d.lock = d.section && sideways(d.section, dx, dy) ? 'section' : 'main';
    }
    d.x = e.clientX; d.y = e.clientY;
    if (d.lock === 'section') {
      this.moveSection(d.section, d.section.axis === 'vertical' ? dy : dx);
    } else {
      this.setOffset(this.offset.x + dx, this.offset.y + dy);
      this.sample();
    }
  }

  onPointerUp(e) {
    const d = this.drag;
    if (!d || d.id !== e.pointerId) return;
    this.drag = null;
    this.viewport.classList.remove('dragging');
    if (!d.lock) return; // a click
    if (d.lock === 'section') this.settleSection(d.section, this.sectionVelocity(d.section.section), true);
    else this.settle(this.velocity(), true);
  }

  // MARK: - Velocity

  sample() {
    const now = performance.now();
    this.samples.push({ t: now, x: this.offset.x, y: this.offset.y });
    while (this.samples.length > 2 && now - this.samples[0].t > SAMPLE_MS) this.samples.shift();
  }

  /** Points per millisecond over the last SAMPLE_MS of movement. */
  velocity() {
    const s = this.samples;
    if (s.length < 2) return { x: 0, y: 0 };
    const a = s[0], b = s[s.length - 1];
    const dt = b.t - a.t;
    if (dt < 8 || performance.now() - b.t > SAMPLE_MS) return { x: 0, y: 0 };
    return { x: (b.x - a.x) / dt, y: (b.y - a.y) / dt };
  }

  // MARK: - Settling: target content offset, then a glide

  /**
   * Asks the layout where to stop and glides there.
   * @param {{x:number,y:number}} velocity points per ms
   * @param {boolean} project whether to coast (a fling) or stop here (a wheel
   *   run, whose momentum the wheel events already carried)
   * @returns {Promise<{x,y}>} the offset the glide ends at
   */
  settle(velocity, project) {
    const coast = DECELERATION / (1 - DECELERATION);
    const proposed = {
      x: this.map.clamp('x', this.offset.x + (project ? velocity.x * coast : 0)),
      y: this.map.clamp('y', this.offset.y + (project ? velocity.y * coast : 0)),
    };
    const start = { ...this.offset };
    const run = this.hooks.target(proposed, velocity).then((target) => {
      if (this.offset.x !== start.x || this.offset.y !== start.y) return this.offset; // moved meanwhile
      const to = { x: this.map.clamp('x', target.x), y: this.map.clamp('y', target.y) };
      const speed = Math.hypot(velocity.x, velocity.y);
      const distance = Math.hypot(to.x - start.x, to.y - start.y);
      const duration = glideDuration(distance, speed);
      return this.glide('main', start, to, duration, (p) => this.setOffset(p.x, p.y));
    });
    this.settling = run;
    return run;
  }

  /** Eases from `from` to `to`; the promise gives the end (or where it stopped). */
  glide(key, from, to, duration, step) {
    this.cancelGlide(key);
    if (duration <= 0 || (from.x === to.x && from.y === to.y)) {
      step(to);
      return Promise.resolve(to);
    }
    return new Promise((resolve) => {
      const begin = performance.now();
      let frame = 0;
      const glide = {
        cancel: () => { cancelAnimationFrame(frame); this.glides.delete(key); resolve(this.where(key)); },
      };
      const tick = (now) => {
        const t = Math.min(1, (now - begin) / duration);
        const k = 1 - Math.pow(1 - t, 3); // ease-out cubic
        step({ x: from.x + (to.x - from.x) * k, y: from.y + (to.y - from.y) * k });
        if (t < 1) frame = requestAnimationFrame(tick);
        else { this.glides.delete(key); resolve(to); }
      };
      this.glides.set(key, glide);
      frame = requestAnimationFrame(tick);
    });
  }

  where(key) {
    return key === 'main' ? this.offset : { x: this.sectionOffsets.get(key) ?? 0, y: 0 };
  }

  cancelGlide(key) {
    const g = this.glides.get(key);
    if (g) g.cancel();
  }

  get gliding() { return this.glides.size > 0; }

  // MARK: - Orthogonal sections

  /** The orthogonal section whose band is under a client point, if any. */
  sectionAt(clientX, clientY) {
    const r = this.viewport.getBoundingClientRect();
    const x = this.offset.x + (clientX - r.left) / this.zoom, y = this.offset.y + (clientY - r.top) / this.zoom;
    for (const s of this.hooks.sections()) {
      const f = s.frame;
      if (!f) continue;
      const inside = s.axis === 'vertical'
        ? x >= f.x && x < f.x + f.width
        : y >= f.y && y < f.y + f.height;
      if (inside) return s;
    }
    return null;
  }

  /**
   * How far a section scrolls: its `range` ({lower, upper}) or `contentWidth`
   * when the server gives them; otherwise unbounded, and the section's
   * target content offset (asked when the movement ends) brings it back.
   */
  sectionRange(s) {
    if (s.range) return { lower: s.range.lower, upper: s.range.upper };
    const length = s.frame ? (s.axis === 'vertical' ? s.frame.height : s.frame.width) : 0;
    const content = s.contentWidth ?? s.contentLength;
    if (typeof content === 'number') return { lower: 0, upper: Math.max(0, content - length) };
    return { lower: -Infinity, upper: Infinity };
  }

  /** The section's offset: what the page set, else what the server said, else 0. */
  sectionOffset(s) {
    return this.sectionOffsets.get(s.section) ?? s.offset ?? 0;
  }

  setSectionOffset(s, value) {
    const r = this.sectionRange(s);
    const v = Math.max(r.lower, Math.min(r.upper, value));
    if (v === this.sectionOffset(s) && this.sectionOffsets.has(s.section)) return;
    this.sectionOffsets.set(s.section, v);
    this.hooks.sectionChanged(s.section, v);
  }

  moveSection(s, delta) {
    this.cancelGlide(s.section);
    this.setSectionOffset(s, this.sectionOffset(s) + delta);
    const now = performance.now();
    this.sectionSamples.push({ t: now, section: s.section, v: this.sectionOffset(s) });
    while (this.sectionSamples.length > 2 && now - this.sectionSamples[0].t > SAMPLE_MS) this.sectionSamples.shift();
  }

  sectionVelocity(section) {
    const s = this.sectionSamples.filter((p) => p.section === section);
    if (s.length < 2) return 0;
    const a = s[0], b = s[s.length - 1];
    const dt = b.t - a.t;
    if (dt < 8 || performance.now() - b.t > SAMPLE_MS) return 0;
    return (b.v - a.v) / dt;
  }

  /** Asks the section's behaviour where to stop and glides the section there. */
  settleSection(s, velocity, project) {
    const coast = DECELERATION / (1 - DECELERATION);
    const start = this.sectionOffset(s);
    const r = this.sectionRange(s);
    const proposed = Math.max(r.lower, Math.min(r.upper, start + (project ? velocity * coast : 0)));
    const run = this.hooks.sectionTarget(s.section, proposed, velocity).then((target) => {
      if (this.sectionOffset(s) !== start) return this.sectionOffset(s);
      const to = Math.max(r.lower, Math.min(r.upper, target));
      const duration = glideDuration(Math.abs(to - start), Math.abs(velocity));
      return this.glide(s.section, { x: start, y: 0 }, { x: to, y: 0 }, duration,
        (p) => this.setSectionOffset(s, p.x)).then((p) => p.x);
    });
    this.settling = run;
    return run;
  }
}

/** Whether a movement over an orthogonal section goes along the section. */
function sideways(section, dx, dy) {
  return section.axis === 'vertical' ? Math.abs(dy) > Math.abs(dx) : Math.abs(dx) > Math.abs(dy);
}

/** An ease-out cubic starts at 3·distance/duration: match the fling's speed. */
function glideDuration(distance, speed) {
  if (distance < 0.5) return 0;
  if (speed < 0.05) return 300;
  return Math.max(250, Math.min(1500, (3 * distance) / speed));
}
