// A batch update's animation: each element goes from its `from` attributes
// (initialAttributes for an appearing one) to its `to` attributes
// (finalAttributes for a disappearing one) with the Web Animations API.

import { styleOf } from './style.js';
import { MAX_DRAWN } from './renderer.js';

export const DURATION = 350;

/**
 * @param {import('./renderer.js').Renderer} renderer
 * @param {{id: string, from: object|null, to: object|null, disappearing?: boolean}[]} changes
 * @param {{x: number, y: number}} offset the viewport's content offset
 * @returns {Promise<void>} when every animation has finished
 */
export function animateChanges(renderer, changes, offset) {
  renderer.offset = { ...offset };
  renderer.container.style.transform = '';
  const stays = new Set();
  const running = [];
  const frames = (e) => {
    const s = styleOf(e, offset);
    return { width: s.width, height: s.height, transform: s.transform, transformOrigin: s.transformOrigin, opacity: s.opacity };
  };
  let count = 0;
  for (const c of changes) {
    // As drawing: only what is near the viewport, at most MAX_DRAWN nodes.
    const near = (c.from && renderer.near(c.from, offset)) || (c.to && renderer.near(c.to, offset));
    if (!near || count >= MAX_DRAWN) continue;
    count++;
    const gone = c.change === 'deleted' || !c.to;
    const from = c.from || { ...c.to, alpha: 0 };
    const to = c.to || { ...c.from, alpha: 0 };
    if (!gone) stays.add(c.id);
    // A disappearing element keeps a node of its own until it has faded out,
    // so that an appearing element with the same id can be drawn meanwhile.
    const node = gone ? renderer.acquire(`gone:${c.id}`) : renderer.acquire(c.id);
    renderer.apply(node, to);
    node.classList.toggle('leaving', gone);
    const animation = node.animate([frames(from), frames(to)], { duration: DURATION, easing: 'ease-in-out' });
    running.push(animation.finished.catch(() => {}).then(() => { if (gone) renderer.release(`gone:${c.id}`); }));
  }
  // Elements the update did not mention are no longer in view.
  for (const id of [...renderer.live.keys()]) {
    if (!stays.has(id) && !id.startsWith('gone:')) renderer.release(id);
  }
  return Promise.all(running).then(() => {});
}
