// Drag to scroll and release to fling, as on a device. The content (or the orthogonal section
// under the pointer, along its own axis) follows the pointer; on release the server's /fling
// says where the project's deceleration and snap policy bring it to rest, with the offsets on
// the way, and the page plays them back in time.

import { fling } from './api.js';

const FLING_FRAMES = 120;

/**
 * Attaches scrolling to `viewport`. `model` has `describe` (from /describe), `spec` (text),
 * `offset` {x, y}, `orthogonal` {section: offset}; `onScroll()` redraws.
 */
export function attachScroller(viewport, model, onScroll) {
  let drag = null;
  let animation = null;

  const axisOf = (target) => (target === null
    ? model.describe.scrollDirection : (model.describe.scrollDirection === 'vertical' ? 'horizontal' : 'vertical'));

  // The orthogonal section whose viewport holds the point (content coordinates), if any.
  function sectionAt(point) {
    for (const s of model.describe.orthogonalSections) {
      const [x, y, w, h] = s.viewport;
      if (point.x >= x && point.x < x + w && point.y >= y && point.y < y + h) return s;
    }
    return null;
  }

  function clampMain(offset) {
    const d = model.describe;
    const maxX = Math.max(0, d.contentSize.width - d.container.width);
    const maxY = Math.max(0, d.contentSize.height - d.container.height);
    return { x: Math.min(Math.max(offset.x, 0), maxX), y: Math.min(Math.max(offset.y, 0), maxY) };
  }

  function clampSection(s, value) {
    const length = model.describe.scrollDirection === 'vertical' ? s.viewport[2] : s.viewport[3];
    const max = Math.max(s.offset, s.contentLength - length);
    return Math.min(Math.max(value, Math.min(0, s.offset)), max);
  }

  function stopAnimation() {
    if (animation) animation.cancel();
    animation = null;
  }

  viewport.addEventListener('pointerdown', (event) => {
    if (!model.describe) return;
    stopAnimation();
    viewport.setPointerCapture(event.pointerId);
    const zoom = model.zoom || 1;
    const point = { x: event.offsetX / zoom + model.offset.x, y: event.offsetY / zoom + model.offset.y };
    const section = sectionAt(point);
    drag = { section, last: { x: event.clientX, y: event.clientY }, samples: [{ t: event.timeStamp, x: event.clientX, y: event.clientY }] };
  });

  viewport.addEventListener('pointermove', (event) => {
    if (!drag) return;
    const zoom = model.zoom || 1;
    const dx = (event.clientX - drag.last.x) / zoom;
    const dy = (event.clientY - drag.last.y) / zoom;
    drag.last = { x: event.clientX, y: event.clientY };
    drag.samples.push({ t: event.timeStamp, x: event.clientX, y: event.clientY });
    while (drag.samples.length > 2 && event.timeStamp - drag.samples[0].t > 100) drag.samples.shift();
    if (drag.section) {
      const s = drag.section;
      const along = axisOf(s) === 'horizontal' ? dx : dy;
      model.orthogonal[s.section] = clampSection(s, (model.orthogonal[s.section] ?? s.offset) - along);
    } else {
      const axis = axisOf(null);
      model.offset = clampMain({ x: model.offset.x - (axis === 'horizontal' ? dx : 0), y: model.offset.y - (axis === 'vertical' ? dy : 0) });
    }
    onScroll();
  });

  async function release(event) {
    if (!drag) return;
    const d = drag;
    drag = null;
    const zoom = model.zoom || 1;
    const first = d.samples[0];
    const last = d.samples[d.samples.length - 1];
    const dt = (last.t - first.t) / 1000;
    // Pointer velocity (px/s) → content velocity (pt/s): the content moves against the finger.
    const vx = dt > 0 && event.timeStamp - last.t < 80 ? -(last.x - first.x) / dt / zoom : 0;
    const vy = dt > 0 && event.timeStamp - last.t < 80 ? -(last.y - first.y) / dt / zoom : 0;
    await flingFrom(d.section, { x: vx, y: vy });
  }
  viewport.addEventListener('pointerup', release);
  viewport.addEventListener('pointercancel', release);

  viewport.addEventListener('wheel', (event) => {
    if (!model.describe) return;
    event.preventDefault();
    stopAnimation();
    const axis = axisOf(null);
    const delta = axis === 'vertical' ? event.deltaY : (event.deltaX || event.deltaY);
    model.offset = clampMain({ x: model.offset.x + (axis === 'horizontal' ? delta : 0), y: model.offset.y + (axis === 'vertical' ? delta : 0) });
    onScroll();
  }, { passive: false });

  /** Flings the content (section null) or an orthogonal section with `velocity` {x, y}. */
  async function flingFrom(section, velocity) {
    const spec = model.spec;
    let request;
    if (section) {
      const v = axisOf(section) === 'horizontal' ? velocity.x : velocity.y;
      request = { velocity: [v], from: [model.orthogonal[section.section] ?? section.offset], section: section.section, frames: FLING_FRAMES };
    } else {
      request = { velocity: [velocity.x, velocity.y], from: [model.offset.x, model.offset.y], frames: FLING_FRAMES };
    }
    let answer;
    try { answer = await fling(spec, request); } catch { return null; }
    if (!answer.ok || spec !== model.spec) return null;
    const { frames, duration, targetOffset } = answer.json;
    model.lastFling = answer.json;
    const apply = (p) => {
      if (section) model.orthogonal[section.section] = axisOf(section) === 'horizontal' ? p.x : p.y;
      else model.offset = { x: p.x, y: p.y };
      onScroll();
    };
    if (!frames.length || duration <= 0) { apply(targetOffset); return answer.json; }
    return new Promise((resolve) => {
      const start = performance.now();
      const step = (now) => {
        const t = (now - start) / 1000;
        const i = Math.min(frames.length - 1, Math.floor((t / duration) * frames.length));
        apply(frames[i]);
        if (i < frames.length - 1) animation = nextFrame(step);
        else { animation = null; resolve(answer.json); }
      };
      animation = nextFrame(step);
    });
  }

  // The next animation frame, or 50 ms, whichever comes first: a browser pauses
  // requestAnimationFrame for a page it does not paint (a background tab, a busy headless
  // one), and a fling must still come to rest where the server said.
  function nextFrame(callback) {
    let done = false;
    const fire = () => {
      if (done) return;
      done = true;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      callback(performance.now());
    };
    const frame = requestAnimationFrame(fire);
    const timer = setTimeout(fire, 50);
    return { cancel: () => { done = true; cancelAnimationFrame(frame); clearTimeout(timer); } };
  }

  return { flingFrom, isAnimating: () => animation !== null || drag !== null };
}
