// mosaic serve's page: the browser is the collection view, the server is its
// layout object. This module wires the parts together and keeps the state;
// window.mosaic is a small hook for tests and the benchmark.

import { Connection } from './connection.js';
import { ScrollMap } from './scrollmap.js';
import { Renderer, MAX_DRAWN } from './renderer.js';
import { Scroller } from './scroller.js';
import { Controls } from './controls.js';
import { Inspector } from './inspector.js';
import { animateChanges } from './animator.js';
import { PRESETS, presetFor } from './presets.js';
import * as check from './validate.js';
import { layoutCommand } from './command.js';

const $ = (id) => document.getElementById(id);
const ui = {
  viewport: $('viewport'), extent: $('extent'), layer: $('layer'), elements: $('elements'),
  device: $('device'), banner: $('banner'), caption: $('caption'), status: $('status'),
  name: $('layout-name'), preset: $('preset'), vw: $('vw'), vh: $('vh'), items: $('items'),
  readout: $('offset-readout'), target: $('update-target'), stage: $('stage'), zoom: $('zoom'),
};

const state = {
  layout: null,          // the last good layout message
  drawnSeq: 0,           // seq of the reply last drawn
  drawnOffset: null,     // the offset of the elements drawn
  rect: null,            // the rect the server queried for them
  loadError: null,       // the message of a broken save, while it lasts
  aim: null,             // the cell the update buttons act on (last hovered)
  latencies: [],         // scroll -> drawn, ms (performance measures)
  animating: false,
  itemsChanged: false,   // the page changed the items (a count, a batch update): "Copy as command" gives counts
  zoom: 1,               // client pixels per point of the device (the Zoom menu; Fit by default)
  odd: [],               // what the server sent that the page could not use
};

const map = new ScrollMap();
const renderer = new Renderer(ui.elements);
const inspector = new Inspector($('inspector'));
const controls = new Controls($('params'), (name, value) => request({ type: 'set', parameter: name, value }));
const waiters = [];       // {test(), resolve} checked after every draw

// MARK: - The connection

const socketURL = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
const connection = new Connection(socketURL, onMessage, (s) => {
  ui.status.dataset.state = s;
  ui.status.textContent = s === 'open' ? '' : s === 'closed' ? 'disconnected — retrying' : 'connecting…';
  if (s === 'open' && connection.opened > 1) resendSections();
});
// After a reconnect, the server picks up the viewport and offset the page has
// then, and the orthogonal sections' offsets right after.
connection.greet(() => {
  const hello = { type: 'hello' };
  if (state.layout) hello.viewport = { ...state.layout.viewport };
  if (state.layout) hello.offset = { ...scroller.offset };
  return hello;
});

function request(message) {
  return connection.request(message).reply;
}

/**
 * Every message from the server. What it holds is checked first
 * (validate.js); a handler that throws all the same is reported in the
 * banner, and the next message is handled as usual.
 */
function onMessage(m) {
  // A seq the page never sent (or none) is an unasked message's: a reply is
  // only ever matched to a request the page made.
  if (!Number.isSafeInteger(m.seq) || m.seq < 1 || m.seq > connection.seq) m.seq = null;
  try {
    switch (m.type) {
      case 'layout': applyLayout(m); break;
      case 'elements': onElements(m); break;
      case 'animate': onAnimate(m); break;
      case 'reloaded':
        // The `elements` that follow are at the offset the server keeps (the
        // page's, or the REPL's when it scrolled): no scroll is sent here.
        if (m.layout === undefined || applyLayout(m.layout)) hideBanner();
        break;
      case 'loadError': showBanner(check.message(m.message)); break;
      case 'error':
        if (m.seq === null) showBanner(check.message(m.message), 'error');
        break;
    }
  } catch (error) {
    console.error(error);
    showBanner(`The page could not handle a ${String(m.type).slice(0, 40)} message: ${error.message}`, 'error');
  }
}

/** Says, once per reply, that the server sent something the page cannot draw. */
function reportOdd(what) {
  state.odd.push(what);
  if (state.odd.length > 100) state.odd.shift();
  console.warn(`mosaic serve: ${what}`);
  showBanner(`The server sent ${what}.`, 'error');
}

// MARK: - Layout

/** Takes a layout message; false (and the last good layout kept) when malformed. */
function applyLayout(raw) {
  let layout;
  try {
    layout = check.layout(raw);
  } catch (error) {
    reportOdd(`a layout the page cannot use (${error.message})`);
    return false;
  }
  const first = !state.layout;
  state.layout = layout;
  state.loadError = null;
  hideBanner();
  const vp = layout.viewport;
  renderer.view = { ...vp };
  ui.layer.style.width = `${vp.width}px`;
  ui.layer.style.height = `${vp.height}px`;
  map.configure(layout.contentSize, vp);
  const extent = map.extent;
  ui.extent.style.width = `${extent.width}px`;
  ui.extent.style.height = `${extent.height}px`;
  fitViewport(vp);
  applyZoom();
  ui.viewport.dataset.direction = layout.scrollDirection || 'vertical';
  ui.name.textContent = layout.name + (layout.source?.file ? ` — ${layout.source.file}` : '');
  document.title = `Mosaic — ${layout.name}`;
  if (document.activeElement !== ui.items) {
    const sections = layout.sections || [layout.items];
    ui.items.value = sections.length > 1 ? sections.join(',') : String(layout.items);
  }
  if (document.activeElement !== ui.vw) ui.vw.value = String(vp.width);
  if (document.activeElement !== ui.vh) ui.vh.value = String(vp.height);
  ui.preset.value = presetFor(vp.width, vp.height);
  controls.update(layout);
  // Keep the offset where it was, within the new content.
  scroller.setOffset(scroller.offset.x, scroller.offset.y);
  // Sections that are gone or no longer orthogonal forget their offsets.
  const orthogonal = new Set((layout.orthogonalSections || []).map((s) => s.section));
  for (const section of [...scroller.sectionOffsets.keys()]) {
    if (!orthogonal.has(section)) scroller.sectionOffsets.delete(section);
  }
  for (const section of [...sectionsDrawn.keys()]) {
    if (!orthogonal.has(section)) sectionsDrawn.delete(section);
  }
  updateCaption();
  if (first) ui.viewport.focus({ preventScroll: true });
  return true;
}

/**
 * Sizes the scrolling element so that its client area is exactly the
 * viewport: the scrollbars sit outside it, in the device frame.
 */
function fitViewport(vp) {
  ui.device.style.zoom = '1';  // measured unzoomed; applyZoom() zooms again
  let w = vp.width, h = vp.height;
  for (let i = 0; i < 3; i++) {
    ui.viewport.style.width = `${w}px`;
    ui.viewport.style.height = `${h}px`;
    const dw = vp.width - ui.viewport.clientWidth, dh = vp.height - ui.viewport.clientHeight;
    if (!dw && !dh) break;
    w += dw; h += dh;
  }
}

/**
 * Zooms the device: by the Zoom menu's factor, or, at Fit, by the largest
 * factor up to 1 at which the device and its caption fit the stage (an
 * 844-point phone in a 760-pixel window, a 932-point landscape one in a
 * 1280-pixel one). Called when the layout, the window or the menu changes.
 */
function applyZoom() {
  const fit = ui.zoom.value === 'fit';
  ui.stage.classList.toggle('fit', fit);
  let z = Number(ui.zoom.value);
  if (fit) {
    ui.device.style.zoom = '1';
    updateCaption();  // measured with its text
    const cs = getComputedStyle(ui.stage);
    const px = (v) => parseFloat(v) || 0;
    const device = ui.device.getBoundingClientRect();
    const caption = ui.caption.getBoundingClientRect().height + px(getComputedStyle(ui.caption).marginTop);
    const banner = ui.banner.hidden ? 0 : ui.banner.getBoundingClientRect().height +
      px(getComputedStyle(ui.banner).marginTop) + px(getComputedStyle(ui.banner).marginBottom);
    const width = ui.stage.clientWidth - px(cs.paddingLeft) - px(cs.paddingRight);
    const height = ui.stage.clientHeight - px(cs.paddingTop) - px(cs.paddingBottom) - caption - banner;
    z = Math.min(1, width / device.width, height / device.height);
    // Whole percents, rounded down: the device never overflows by a rounding.
    z = Math.max(0.05, Math.floor(z * 100) / 100);
  }
  if (!(z > 0)) z = 1;
  ui.device.style.zoom = String(z);
  state.zoom = z;
  scroller.zoom = z;
  updateCaption();
}
ui.zoom.addEventListener('change', applyZoom);
window.addEventListener('resize', () => { if (ui.zoom.value === 'fit') applyZoom(); });

function updateCaption() {
  const l = state.layout;
  if (!l) return;
  const c = l.contentSize;
  const scaled = map.scaled('x') || map.scaled('y');
  ui.caption.textContent = `${l.viewport.width} × ${l.viewport.height} · content ${fmt(c.width)} × ${fmt(c.height)}` +
    (scaled ? ' · scrollbar scaled' : '') + ` · ${fmt(l.items)} items` +
    (state.zoom !== 1 ? ` · ${Math.round(state.zoom * 100)}%` : '');
  showOffset();
}

/** The offset readout: what the scroller's offset is now, however it got there. */
function showOffset() {
  const o = scroller.offset;
  ui.readout.textContent = `offset ${fmt(o.x)}, ${fmt(o.y)}`;
}

/** The `mosaic layout …` command of what the page shows now. */
function currentCommand() {
  return state.layout ? layoutCommand(state.layout, scroller.offset, scroller.sectionOffsets, state.itemsChanged) : '';
}
$('copy-command').addEventListener('click', () => {
  const text = currentCommand();
  $('command').value = text;
  $('command').select();
  navigator.clipboard?.writeText(text).catch(() => {});  // the field holds it when the clipboard is refused
});

/**
 * Goes to an offset the server chose (the REPL's `:scroll`, a reload, a
 * self-sizing prepare), without sending it back as a scroll; the scrollbar
 * and the readout follow.
 */
function adoptOffset(offset) {
  scroller.offset = { x: map.clamp('x', offset.x), y: map.clamp('y', offset.y) };
  scroller.writeScroll();
  lastSent = { ...scroller.offset };
  showOffset();
}

// MARK: - Scrolling

const scroller = new Scroller(ui.viewport, map, {
  offsetChanged(offset) {
    if (state.scrollStart === undefined || state.scrollStart === null) state.scrollStart = performance.now();
    renderer.follow(offset);
    sendScroll(false);
    showOffset();
  },
  sectionChanged(section, offset) {
    pendingSections.set(section, offset);
    renderer.shiftSection(section, sectionShift(section));
    if (!sectionFrame) sectionFrame = requestAnimationFrame(flushSections);
  },
  async target(offset, velocity) {
    const r = await request({ type: 'target', offset, velocity });
    return r.type === 'target' && r.offset ? r.offset : offset;
  },
  async sectionTarget(section, offset, velocity) {
    const r = await request({ type: 'sectionTarget', section, offset, velocity });
    return r.type === 'sectionTarget' && typeof r.offset === 'number' ? r.offset : offset;
  },
  sections: orthogonalSections,
  direction: () => state.layout?.scrollDirection || 'vertical',
});

/**
 * The orthogonal sections, each with the band it occupies: its `frame` when
 * the server gives one, else the extent of its drawn cells along the scroll
 * axis (the band a sideways drag or wheel over it moves).
 */
function orthogonalSections() {
  const vertical = (state.layout?.scrollDirection || 'vertical') === 'vertical';
  const out = [];
  for (const s of state.layout?.orthogonalSections || []) {
    const axis = s.axis || (vertical ? 'horizontal' : 'vertical');
    if (s.frame) { out.push({ ...s, axis }); continue; }
    let lo = Infinity, hi = -Infinity;
    for (const node of renderer.live.values()) {
      const e = node._e;
      if (!e || e.section !== s.section || e.category !== 'cell') continue;
      const a = vertical ? e.frame.y : e.frame.x, b = a + (vertical ? e.frame.height : e.frame.width);
      if (a < lo) lo = a;
      if (b > hi) hi = b;
    }
    if (lo > hi) continue;
    const frame = vertical
      ? { x: -1e12, y: lo, width: 2e12, height: hi - lo }
      : { x: lo, y: -1e12, width: hi - lo, height: 2e12 };
    out.push({ ...s, axis, frame });
  }
  return out;
}

// Scroll messages: the first change goes out at once; while one is in flight,
// later changes wait and only the latest offset is sent, at most once a frame.
let inflight = 0, inflightTimer = 0, lastSent = null, pending = false, frameSent = false, frame = 0;

function sendScroll(force) {
  if (force) lastSent = null;
  if (inflight || frameSent) {
    pending = true;
    if (!frame) frame = requestAnimationFrame(nextFrame);
    return;
  }
  const o = scroller.offset;
  if (lastSent && lastSent.x === o.x && lastSent.y === o.y) return;
  const { seq, reply } = connection.request({ type: 'scroll', offset: { x: o.x, y: o.y } });
  lastSent = { ...o };
  inflight = seq;
  frameSent = true;
  if (!frame) frame = requestAnimationFrame(nextFrame);
  clearTimeout(inflightTimer);
  // A reply that never comes (lost, or the server stalled): ask again for the offset now.
  inflightTimer = setTimeout(() => { if (inflight === seq) { connection.forget(seq); inflight = 0; sendScroll(true); } }, 1000);
  reply.then((m) => {
    if (m.type === 'error' && inflight === seq) { inflight = 0; if (pending) { pending = false; sendScroll(false); } }
  });
}

function nextFrame() {
  frame = 0;
  frameSent = false;
  if (pending && !inflight) { pending = false; sendScroll(false); }
}

const pendingSections = new Map();
const sectionsSent = [];          // {seq, section, offset} of sectionScrolls not yet drawn
const sectionsDrawn = new Map();  // section -> the offset its drawn cells were computed at

/** A new connection's server has every section at 0: tell it where they are. */
function resendSections() {
  sectionsSent.length = 0;
  sectionsDrawn.clear();
  sectionsInFlight.clear();
  for (const [section, offset] of scroller.sectionOffsets) pendingSections.set(section, offset);
  if (pendingSections.size && !sectionFrame) sectionFrame = requestAnimationFrame(flushSections);
}

/** How far a section's cells have to move from where they were drawn. */
function sectionShift(section) {
  const now = scroller.sectionOffsets.get(section);
  if (now === undefined) return { x: 0, y: 0 };
  const s = (state.layout?.orthogonalSections || []).find((q) => q.section === section);
  const drawn = sectionsDrawn.get(section) ?? s?.offset ?? 0;
  const vertical = (state.layout?.scrollDirection || 'vertical') === 'vertical';
  const along = s?.axis ? s.axis === 'horizontal' : vertical;
  return along ? { x: now - drawn, y: 0 } : { x: 0, y: now - drawn };
}

const sectionsInFlight = new Set(); // seqs of sectionScrolls not answered yet
let sectionFrame = 0;
// As scrolls: one sectionScroll in flight, the latest offsets sent when it is answered.
function flushSections() {
  sectionFrame = 0;
  if (sectionsInFlight.size) return;
  for (const [section, offset] of pendingSections) {
    // A superseded sectionScroll gets no reply: stop waiting for it.
    const { seq } = connection.request({ type: 'sectionScroll', section, offset });
    sectionsInFlight.add(seq);
    sectionsSent.push({ seq, section, offset });
    // A reply that never comes (lost, or the server stalled): ask again for
    // the section's offset now.
    setTimeout(() => {
      if (!sectionsInFlight.delete(seq)) return;
      connection.forget(seq);
      const now = scroller.sectionOffsets.get(section);
      if (now !== undefined && !pendingSections.has(section)) pendingSections.set(section, now);
      if (!sectionFrame && pendingSections.size) sectionFrame = requestAnimationFrame(flushSections);
    }, 1000);
  }
  pendingSections.clear();
}

function onElements(raw) {
  const cleaned = check.elements(raw.elements);
  const m = { seq: raw.seq, offset: check.point(raw.offset), contentSize: check.size(raw.contentSize),
    rect: raw.rect, elements: cleaned.elements };
  if (cleaned.dropped) reportOdd(`${cleaned.dropped} malformed element${cleaned.dropped > 1 ? 's' : ''} (not drawn)`);
  if (Number.isSafeInteger(raw.omitted) && raw.omitted > 0) {
    showBanner(`${raw.omitted.toLocaleString('en-US')} elements in view were left out by the server (a reply holds at most 20,000)`, 'error');
  }
  if (!state.layout) return; // elements come after their layout
  if (state.animating && m.seq !== undefined && m.seq < state.animateSeq) return;
  if (typeof m.seq === 'number' && m.seq < state.drawnSeq) return; // an older reply
  if (typeof m.seq === 'number') {
    state.drawnSeq = m.seq;
    // Requests are answered in order: older sectionScrolls were answered or superseded.
    for (const seq of sectionsInFlight) if (seq <= m.seq) sectionsInFlight.delete(seq);
    // This reply was computed with every sectionScroll sent before it (the
    // latest per section wins).
    while (sectionsSent.length && sectionsSent[0].seq <= m.seq) {
      const sent = sectionsSent.shift();
      sectionsDrawn.set(sent.section, sent.offset);
    }
    if (!sectionsInFlight.size && pendingSections.size) flushSections();
  }
  if (m.contentSize && state.layout &&
      (m.contentSize.width !== state.layout.contentSize.width || m.contentSize.height !== state.layout.contentSize.height)) {
    state.layout.contentSize = m.contentSize;
    map.configure(m.contentSize, state.layout.viewport);
    const extent = map.extent;
    ui.extent.style.width = `${extent.width}px`;
    ui.extent.style.height = `${extent.height}px`;
    // Content that shrank: the offset comes back within it (and is sent).
    scroller.setOffset(scroller.offset.x, scroller.offset.y);
    scroller.writeScroll();
    updateCaption();
  }
  const offset = m.offset || scroller.offset;
  if (m.seq === null && m.offset && !inflight && !scroller.drag && !scroller.gliding &&
      (offset.x !== scroller.offset.x || offset.y !== scroller.offset.y)) {
    // Unasked elements (after a reload, or the REPL's :scroll) are at the
    // server's offset: the page goes there, unless the user is scrolling.
    adoptOffset(offset);
  } else if (m.seq === inflight && m.seq !== 0 && lastSent && (offset.x !== lastSent.x || offset.y !== lastSent.y) &&
      scroller.offset.x === lastSent.x && scroller.offset.y === lastSent.y) {
    // The engine settled elsewhere (a self-sizing prepare moved it): adopt it.
    adoptOffset(offset);
  }
  renderer.sectionShift.clear();
  for (const section of scroller.sectionOffsets.keys()) {
    const shift = sectionShift(section);
    if (shift.x || shift.y) renderer.sectionShift.set(section, shift);
  }
  const skipped = renderer.draw(m.elements, offset);
  if (skipped) reportOdd(`${skipped + MAX_DRAWN} elements near the viewport; the page draws ${MAX_DRAWN}`);
  renderer.follow(scroller.offset);
  state.drawnOffset = { ...offset };
  state.rect = m.rect || null;
  if (m.seq === inflight) {
    inflight = 0;
    clearTimeout(inflightTimer);
  }
  const caughtUp = offset.x === scroller.offset.x && offset.y === scroller.offset.y;
  if (caughtUp && state.scrollStart !== null && state.scrollStart !== undefined) {
    // Style and layout now, so that the measure covers them.
    ui.elements.firstElementChild?.getBoundingClientRect();
    const end = performance.now();
    performance.measure('scroll-to-drawn', { start: state.scrollStart, end });
    state.latencies.push(end - state.scrollStart);
    if (state.latencies.length > 10000) state.latencies.shift();
    state.scrollStart = null;
  }
  // Drawn for another offset than the current one and nothing asked: ask
  // (the latest scroll waiting, or an offset the server put out of range).
  if (!caughtUp && !inflight) { pending = false; sendScroll(true); }
  if (inspector.current) {
    const id = inspector.current.id;
    const node = renderer.live.get(id);
    if (node) inspector.show(node._e);
  }
  settleWaiters();
}

function settleWaiters() {
  for (let i = waiters.length - 1; i >= 0; i--) {
    if (waiters[i].test()) { waiters[i].resolve(); waiters.splice(i, 1); }
  }
}

/** Resolves when `test()` holds: checked after every draw and every 20 ms. */
function waitFor(test, timeout = 5000) {
  return new Promise((resolve, reject) => {
    if (test()) { resolve(); return; }
    const w = { test, resolve: () => { clearInterval(poll); clearTimeout(limit); resolve(); } };
    waiters.push(w);
    const poll = setInterval(settleWaiters, 20);
    const limit = setTimeout(() => {
      clearInterval(poll);
      const i = waiters.indexOf(w);
      if (i >= 0) { waiters.splice(i, 1); reject(new Error('timed out waiting for the page')); }
    }, timeout);
  });
}

// MARK: - Updates

async function onAnimate(m) {
  if (m.layout !== undefined && !applyLayout(m.layout)) return;
  const cleaned = check.changes(m.elements);
  if (cleaned.dropped) reportOdd(`${cleaned.dropped} malformed change${cleaned.dropped > 1 ? 's' : ''} (not animated)`);
  state.animating = true;
  state.animateSeq = m.seq || 0;
  if (typeof m.seq === 'number') state.drawnSeq = Math.max(state.drawnSeq, m.seq);
  try {
    await animateChanges(renderer, cleaned.changes, scroller.offset);
  } finally {
    state.animating = false;
    state.drawnOffset = { ...scroller.offset };
    sendScroll(true);
  }
}

function randomCell(count) {
  const sections = state.layout?.sections || [state.layout?.items || 0];
  const nonEmpty = sections.map((n, s) => [s, n]).filter(([, n]) => n + count > 0);
  if (!nonEmpty.length) return null;
  const [s, n] = nonEmpty[Math.floor(Math.random() * nonEmpty.length)];
  return [s, Math.floor(Math.random() * Math.max(1, n + count))];
}

function aimed() {
  const a = state.aim;
  const sections = state.layout?.sections || [];
  if (a && a.section < sections.length && a.item < sections[a.section]) return [a.section, a.item];
  return null;
}

function update(kind) {
  state.itemsChanged = true;
  const sections = state.layout?.sections || [];
  let batch;
  if (kind === 'insert') {
    const at = aimed() || randomCell(1);
    if (!at) return Promise.resolve(null);
    batch = { insertItems: [at] };
  } else if (kind === 'delete') {
    const at = aimed() || randomCell(0);
    if (!at || !sections[at[0]]) return Promise.resolve(null);
    batch = { deleteItems: [at] };
  } else {
    const from = aimed() || randomCell(0);
    if (!from || sections[from[0]] < 2) return Promise.resolve(null);
    let to = Math.floor(Math.random() * sections[from[0]]);
    if (to === from[1]) to = (to + 1) % sections[from[0]];
    batch = { moveItems: [[from, [from[0], to]]] };
  }
  return request({ type: 'update', batch }).then(showRefusal);
}

$('btn-insert').addEventListener('click', () => update('insert'));
$('btn-delete').addEventListener('click', () => update('delete'));
$('btn-move').addEventListener('click', () => update('move'));

// MARK: - Hover: the inspector and the update target

ui.layer.addEventListener('pointerover', (e) => {
  const node = e.target.closest('.el');
  if (!node || !node._e) return;
  ui.layer.querySelector('.el.hovered')?.classList.remove('hovered');
  node.classList.add('hovered');
  inspector.show(node._e);
  if (node._e.category === 'cell' || !node._e.category) {
    state.aim = { section: node._e.section, item: node._e.item };
    ui.target.textContent = `at item [${node._e.section}, ${node._e.item}] (last hovered)`;
  }
});
ui.layer.addEventListener('pointerleave', () => {
  ui.layer.querySelector('.el.hovered')?.classList.remove('hovered');
});

// MARK: - Collection view controls

for (const p of PRESETS) {
  const o = document.createElement('option');
  o.value = p.name;
  o.textContent = p.width ? `${p.name} — ${p.width}×${p.height}` : p.name;
  ui.preset.appendChild(o);
}
// A preset keeps the orientation the viewport has now.
ui.preset.addEventListener('change', () => {
  const p = PRESETS.find((q) => q.name === ui.preset.value);
  if (!p || !p.width) return;
  const vp = state.layout?.viewport;
  const landscape = vp && vp.width > vp.height;
  if (landscape) setViewport(p.height, p.width); else setViewport(p.width, p.height);
});
$('rotate').addEventListener('click', () => {
  const vp = state.layout?.viewport;
  if (vp) setViewport(vp.height, vp.width);
});
for (const f of [ui.vw, ui.vh]) {
  f.addEventListener('change', () => {
    const w = Number(ui.vw.value), h = Number(ui.vh.value);
    if (w > 0 && h > 0 && w <= 100000 && h <= 100000) setViewport(w, h);
    else showBanner('W and H: a size in points, more than 0 and at most 100,000', 'error');
  });
}
// "1000" for one section, "6,10,15" for one count per section.
ui.items.addEventListener('change', () => {
  const counts = ui.items.value.split(',').map((t) => t.trim()).filter((t) => t !== '').map(Number);
  if (!counts.length || !counts.every((n) => Number.isInteger(n) && n >= 0)) {
    showBanner('Items: a whole number, or one per section separated by commas (6,10,15)', 'error');
    return;
  }
  const message = counts.length === 1 ? { type: 'items', count: counts[0] } : { type: 'items', counts };
  state.itemsChanged = true;
  request(message).then(showRefusal);
});

function setViewport(width, height) {
  return request({ type: 'viewport', width, height }).then(showRefusal);
}

function showRefusal(reply) {
  if (reply && reply.type === 'error') showBanner(reply.message, 'error');
  return reply;
}

// MARK: - Banner

function showBanner(message, kind = 'loadError') {
  if (kind === 'loadError') state.loadError = message;
  ui.banner.hidden = false;
  ui.banner.dataset.kind = kind;
  ui.banner.textContent = kind === 'loadError' ? `Not reloaded — ${message}` : message;
  if (kind === 'error') {
    clearTimeout(showBanner.timer);
    showBanner.timer = setTimeout(() => { if (!state.loadError) hideBanner(); }, 4000);
  }
}

function hideBanner() {
  state.loadError = null;
  ui.banner.hidden = true;
  ui.banner.textContent = '';
}

function fmt(n) {
  return Number.isInteger(n) ? n.toLocaleString('en-US') : (Math.round(n * 10) / 10).toLocaleString('en-US');
}

// MARK: - The test hook

const drawnAt = (x, y) => () => !state.animating && state.drawnOffset &&
  state.drawnOffset.x === x && state.drawnOffset.y === y && !inflight;

window.mosaic = {
  state,
  get offset() { return { ...scroller.offset }; },
  get sectionOffsets() { return Object.fromEntries(scroller.sectionOffsets); },
  map,
  /** Resolves once the first elements are drawn. */
  ready: () => waitFor(() => state.layout !== null && state.drawnOffset !== null, 10000),
  /** Scrolls to a content offset; resolves when the elements for it are drawn. */
  scrollTo(x, y) {
    scroller.setOffset(x, y);
    const o = scroller.offset;
    return waitFor(drawnAt(o.x, o.y)).then(() => ({ ...scroller.offset }));
  },
  /** Sets the scrollbar itself (as dragging it does); resolves when drawn. */
  scrollbarTo(left, top) {
    ui.viewport.scrollLeft = left;
    ui.viewport.scrollTop = top;
    return new Promise((r) => requestAnimationFrame(r)).then(() => {
      const o = scroller.offset;
      return waitFor(drawnAt(o.x, o.y)).then(() => ({ ...scroller.offset }));
    });
  },
  /** A fling with a velocity in points/ms: target content offset and glide. */
  async fling(vx, vy) {
    const end = await scroller.settle({ x: vx, y: vy }, true);
    await waitFor(drawnAt(scroller.offset.x, scroller.offset.y));
    return end;
  },
  async sectionFling(section, velocity) {
    const s = orthogonalSections().find((q) => q.section === section);
    const end = await scroller.settleSection(s, velocity, true);
    await window.mosaic.waitIdle();
    return end;
  },
  sectionScrollTo(section, offset) {
    const s = orthogonalSections().find((q) => q.section === section);
    scroller.setSectionOffset(s, offset);
    return window.mosaic.waitIdle();
  },
  /** Every drawn element with its attributes and its box relative to the viewport. */
  drawn() {
    const v = ui.viewport.getBoundingClientRect(), z = state.zoom;
    const inner = { x: v.left + ui.viewport.clientLeft * z, y: v.top + ui.viewport.clientTop * z };
    return renderer.nodes.filter((n) => n._e).map((n) => {
      const r = n.getBoundingClientRect();
      return { id: n.dataset.id, e: n._e,
        box: { x: (r.left - inner.x) / z, y: (r.top - inner.y) / z, width: r.width / z, height: r.height / z } };
    });
  },
  /** The `mosaic layout …` command "Copy as command" copies. */
  command: currentCommand,
  /** The device's zoom (client pixels per point); `setZoom('fit' | factor)` as the Zoom menu. */
  get zoom() { return state.zoom; },
  setZoom(value) { ui.zoom.value = String(value); applyZoom(); return state.zoom; },
  nodeCount: () => document.getElementsByTagName('*').length,
  elementNodeCount: () => renderer.nodeCount,
  set: (name, value) => request({ type: 'set', parameter: name, value }),
  items: (count) => { state.itemsChanged = true; return request({ type: 'items', count }); },
  viewport: setViewport,
  update: (batch) => { state.itemsChanged = true; return request({ type: 'update', batch }); },
  updateButton: (kind) => update(kind),
  aim(section, item) { state.aim = { section, item }; },
  waitFor,
  /** Resolves when the last drag's or wheel run's settling (target and glide) is done. */
  settlingDone: () => Promise.resolve(scroller.settling).then(() => null),
  waitDrawn: () => waitFor(drawnAt(scroller.offset.x, scroller.offset.y)),
  waitIdle: () => waitFor(() => !state.animating && !inflight && !pendingSections.size && !sectionsInFlight.size &&
    !scroller.gliding && scroller.idle === null && state.drawnOffset &&
    state.drawnOffset.x === scroller.offset.x && state.drawnOffset.y === scroller.offset.y),
  banner: () => (ui.banner.hidden ? null : ui.banner.textContent),
};
