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
  let flinging = 0;
  let animating = null;  // what the animation moves: an orthogonal section, or null for the content

  const axisOf = (target) => (target === null
    ? model.describe.scrollDirection : (model.describe.scrollDirection === 'vertical' ? 'horizontal' : 'vertical'));

  // A section's offset is logical, as in the engine: 0 shows its first item at the leading
  // edge and it grows toward later items. Right to left a horizontal row starts at the right
  // and its later items lie to the left, so a screen movement to the right is a growing offset
  // (this sign turns screen distances into offset changes: −1 left to right, +1 mirrored).
  const mirrored = (s) => axisOf(s) === 'horizontal' && model.describe.layoutDirection === 'rightToLeft';
  const offsetSign = (s) => (mirrored(s) ? 1 : -1);

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

  // The point under the pointer in content coordinates, measured on the phone's screen (the
  // viewport), not inside whichever box the pointer pressed (`offsetX` would be that).
  function contentPoint(event) {
    const zoom = model.zoom || 1;
    const box = viewport.getBoundingClientRect();
    return { x: (event.clientX - box.left - viewport.clientLeft) / zoom + model.offset.x,
             y: (event.clientY - box.top - viewport.clientTop) / zoom + model.offset.y };
  }

  // As on a phone, a drag moves nothing until the pointer has gone this far (CSS px); then its
  // direction picks what scrolls: a pan mostly along a sideways row's axis scrolls the row,
  // any other the page.
  const AXIS_LOCK_DISTANCE = 8;

  viewport.addEventListener('pointerdown', (event) => {
    if (!model.describe || event.button !== 0) return;
    // What this press stops (a fling on its way, a wheel not yet snapped), to settle it again
    // should the press turn out to be a tap.
    const interrupted = animation ? animating : wheel ? wheel.section : undefined;
    stopAnimation();
    stopWheel();
    viewport.setPointerCapture(event.pointerId);
    const origin = { x: event.clientX, y: event.clientY };
    drag = { candidate: sectionAt(contentPoint(event)), section: undefined, interrupted, origin, last: origin,
             samples: [{ t: event.timeStamp, x: event.clientX, y: event.clientY }] };
  });

  viewport.addEventListener('pointermove', (event) => {
    if (!drag) return;
    if (drag.section === undefined) {
      const mx = event.clientX - drag.origin.x;
      const my = event.clientY - drag.origin.y;
      if (Math.hypot(mx, my) < AXIS_LOCK_DISTANCE) return;
      const c = drag.candidate;
      const alongRow = c && (axisOf(c) === 'horizontal' ? Math.abs(mx) >= Math.abs(my) : Math.abs(my) >= Math.abs(mx));
      drag.section = alongRow ? c : null;
      model.lastDragTarget = drag.section ? drag.section.section : 'content';
    }
    const zoom = model.zoom || 1;
    const dx = (event.clientX - drag.last.x) / zoom;
    const dy = (event.clientY - drag.last.y) / zoom;
    drag.last = { x: event.clientX, y: event.clientY };
    drag.samples.push({ t: event.timeStamp, x: event.clientX, y: event.clientY });
    while (drag.samples.length > 2 && event.timeStamp - drag.samples[0].t > 100) drag.samples.shift();
    if (drag.section) {
      const s = drag.section;
      const along = axisOf(s) === 'horizontal' ? dx : dy;
      model.orthogonal[s.section] = clampSection(s, (model.orthogonal[s.section] ?? s.offset) + offsetSign(s) * along);
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
    if (d.section === undefined) {  // a tap: nothing moved; what it stopped comes to rest
      if (d.interrupted !== undefined) await flingFrom(d.interrupted, { x: 0, y: 0 });
      return;
    }
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

  // Wheel and trackpad: a wheel turned along a sideways row's axis over that row scrolls the
  // row, any other the page. When the wheel has been quiet for WHEEL_QUIET ms, the target is
  // let go with no speed, so the layout's snapping brings it to rest as after a fling.
  const WHEEL_QUIET = 160;
  let wheel = null;
  function stopWheel() {
    if (wheel) clearTimeout(wheel.timer);
    wheel = null;
  }

  viewport.addEventListener('wheel', (event) => {
    if (!model.describe) return;
    event.preventDefault();
    stopAnimation();
    // Lines and pages → pixels, as browsers scroll a page.
    const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? viewport.clientHeight : 1;
    const zoom = model.zoom || 1;
    let dx = event.deltaX * unit / zoom;
    let dy = event.deltaY * unit / zoom;
    if (event.shiftKey && dx === 0) { dx = dy; dy = 0; }  // shift turns a wheel sideways
    if (!wheel) {
      // One gesture, one target: picked by the first event, kept until the wheel is quiet.
      const candidate = sectionAt(contentPoint(event));
      const alongRow = candidate && (axisOf(candidate) === 'horizontal' ? Math.abs(dx) > Math.abs(dy) : Math.abs(dy) > Math.abs(dx));
      wheel = { section: alongRow ? candidate : null, timer: 0 };
      model.lastDragTarget = wheel.section ? wheel.section.section : 'content';
    }
    const s = wheel.section;
    if (s) {
      const along = axisOf(s) === 'horizontal' ? (dx || dy) : (dy || dx);
      // A wheel's delta shows what lies right (down) as the page scrolls: the opposite of a drag.
      model.orthogonal[s.section] = clampSection(s, (model.orthogonal[s.section] ?? s.offset) - offsetSign(s) * along);
    } else {
      const axis = axisOf(null);
      const delta = axis === 'vertical' ? dy : (dx || dy);
      model.offset = clampMain({ x: model.offset.x + (axis === 'horizontal' ? delta : 0), y: model.offset.y + (axis === 'vertical' ? delta : 0) });
    }
    onScroll();
    clearTimeout(wheel.timer);
    const target = wheel;
    wheel.timer = setTimeout(() => {
      if (wheel !== target) return;
      wheel = null;
      flingFrom(target.section, { x: 0, y: 0 });
    }, WHEEL_QUIET);
  }, { passive: false });

  /** Flings the content (section null) or an orthogonal section with `velocity` {x, y}. */
  async function flingFrom(section, velocity) {
    const spec = model.spec;
    let request;
    if (section) {
      // `velocity` is the content's (against the finger); mirrored, the offset grows with the finger.
      const along = axisOf(section) === 'horizontal' ? velocity.x : velocity.y;
      const v = mirrored(section) ? -along : along;
      request = { velocity: [v], from: [model.orthogonal[section.section] ?? section.offset], section: section.section, frames: FLING_FRAMES };
    } else {
      request = { velocity: [velocity.x, velocity.y], from: [model.offset.x, model.offset.y], frames: FLING_FRAMES };
    }
    let answer;
    flinging++;  // the page is not idle while the server is asked
    try { answer = await fling(spec, request); } catch { return null; } finally { flinging--; }
    if (!answer.ok || spec !== model.spec) return null;
    const { frames, duration, targetOffset } = answer.json;
    model.lastFling = answer.json;
    const apply = (p) => {
      if (section) model.orthogonal[section.section] = axisOf(section) === 'horizontal' ? p.x : p.y;
      else model.offset = { x: p.x, y: p.y };
      onScroll();
    };
    if (!frames.length || duration <= 0) { apply(targetOffset); return answer.json; }
    animating = section;
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

  return { flingFrom, isAnimating: () => animation !== null || drag !== null || wheel !== null || flinging > 0 };
}
