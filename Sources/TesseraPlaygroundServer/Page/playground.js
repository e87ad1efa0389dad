// The playground page: a device frame showing the spec's layout, a JSON editor that lays it
// out again on every edit (keeping the last good layout when the spec is bad), toolbar
// toggles, drag and fling scrolling, and a gallery of the examples. Only the visible elements
// are asked for (POST /layout?rect=…) and drawn.

import * as api from './api.js';
import { drawElements, describeElement } from './draw.js';
import { attachScroller } from './scroller.js';
import { showGallery } from './gallery.js';
import { withTopLevelValues } from './spec-text.js';

const $ = (id) => document.getElementById(id);
const viewport = $('viewport');
const editor = $('editor');

/** Page state, also read by the browser test (`window.playground`). */
const model = {
  spec: null,        // the last good spec's text
  describe: null,    // /describe of it
  offset: { x: 0, y: 0 },
  orthogonal: {},
  elements: [],      // what is drawn, as /layout returned it
  zoom: 1,
  pending: 0,        // layout requests in flight
  lastFling: null,
};
window.playground = model;

// --- Drawing: one request in flight at a time; the latest state wins. ---
let inFlight = false;
let dirty = false;
async function redraw() {
  if (!model.describe) return;
  if (inFlight) { dirty = true; return; }
  inFlight = true;
  model.pending++;
  try {
    do {
      dirty = false;
      const { container } = model.describe;
      const offset = { ...model.offset };
      const rect = [offset.x, offset.y, container.width, container.height];
      const answer = await api.layoutRect(model.spec, rect, offset, model.orthogonal);
      if (answer.ok) {
        model.elements = answer.json.elements;
        model.drawnOffset = offset;
        const sections = new Set(model.elements.map((e) => e.indexPath[0]));
        drawElements(viewport, model.elements, { offset, zoom: model.zoom, multipleSections: sections.size > 1 });
        $('offset-readout').textContent = `contentOffset (${fmt(offset.x)}, ${fmt(offset.y)}) · ` +
          `content ${fmt(answer.json.contentSize.width)}×${fmt(answer.json.contentSize.height)} · ${model.elements.length} drawn`;
      }
    } while (dirty);
  } finally {
    // A failed request must not leave the page waiting forever.
    inFlight = false;
    model.pending--;
  }
}
const fmt = (v) => String(Math.round(v * 100) / 100);

const scroller = attachScroller(viewport, model, redraw);
model.flingFrom = scroller.flingFrom;
let applying = 0;  // specs being described, laid out and settled
model.isIdle = () => !inFlight && applying === 0 && editTimer === 0 && !scroller.isAnimating();

// --- The editor: every edit is laid out again; errors show inline, the last good layout stays. ---
let editTimer = 0;
let editSerial = 0;
editor.addEventListener('input', () => {
  clearTimeout(editTimer);
  editTimer = setTimeout(() => { editTimer = 0; applySpec(editor.value); }, 60);
});

async function applySpec(text, options = {}) {
  applying++;
  try { await applySpecNow(text, options); } finally { applying--; }
}

async function applySpecNow(text, { resetOffset = false, offset, orthogonal } = {}) {
  const serial = ++editSerial;
  const started = performance.now();
  // An empty editor is not an error of the spec: say what to do, not what the server answers.
  const answer = text.trim() === ''
    ? { ok: false, error: 'The editor is empty: write a spec, or pick an example in the Gallery.' }
    : await api.describe(text);
  if (serial !== editSerial) return;
  if (!answer.ok) {
    $('error').textContent = answer.error;
    editor.classList.add('bad');
    return;
  }
  $('error').textContent = '';
  editor.classList.remove('bad');
  const first = model.describe === null || resetOffset;
  model.spec = text;
  model.describe = answer.json;
  // A layout that scrolls sideways leaves vertical swipes to the page (on a phone-sized screen
  // the page scrolls past it); any other takes every touch.
  viewport.style.touchAction = answer.json.scrollDirection === 'horizontal' ? 'pan-y' : 'none';
  if (first) {
    model.offset = { ...(offset || answer.json.contentOffset) };
    model.orthogonal = { ...(orthogonal || {}) };
  }
  syncControls();
  sizeDevice();
  await redraw();
  // After an edit the old offset may lie between the new snap points (or past the new end):
  // let go with no speed, so the layout's snapping (and the content's bounds) settle it.
  if (!first && !scroller.isAnimating()) await scroller.flingFrom(null, { x: 0, y: 0 });
  $('status').textContent = `${answer.json.layout} · laid out and drawn in ${Math.round(performance.now() - started)} ms`;
}

// --- Toolbar: each control rewrites the spec's JSON, so the editor stays the one source. ---
function editSpec(change, options = {}) {
  let spec, before;
  try { spec = JSON.parse(editor.value); before = JSON.parse(editor.value); } catch { return; }
  change(spec);
  // Only the values the control changed are rewritten; the rest of the text stays as written.
  const changes = {};
  for (const key of Object.keys(spec)) if (JSON.stringify(spec[key]) !== JSON.stringify(before[key])) changes[key] = spec[key];
  editor.value = withTopLevelValues(editor.value, changes) ?? JSON.stringify(spec, null, 2);
  applySpec(editor.value, options);
}

$('device').addEventListener('change', (event) => {
  const value = event.target.value;
  $('device-frame').classList.toggle('free', value === 'free');
  if (!value || value === 'free') return;
  const [width, height] = value.split('x').map(Number);
  editSpec((spec) => { spec.container = { width, height }; });
});
$('scale').addEventListener('change', (event) => {
  if (event.target.value) editSpec((spec) => { spec.displayScale = Number(event.target.value); });
});
// Turning the direction keeps the same content in view, as the adapters' driver does: a layout
// that scrolls sideways is scrolled to the mirrored offset, measured from the other end (from
// where a spec without contentOffset starts, that is where it starts in the other direction).
$('rtl').addEventListener('change', (event) => {
  const d = model.describe;
  const mirrored = d && d.scrollDirection === 'horizontal'
    ? { resetOffset: true, offset: { x: Math.max(0, d.contentSize.width - d.container.width) - model.offset.x, y: model.offset.y } }
    : {};
  editSpec((spec) => { spec.layoutDirection = event.target.checked ? 'rightToLeft' : 'leftToRight'; }, mirrored);
});

// Free resize: the frame's CSS resize handle sets the container size.
new ResizeObserver(() => {
  if (!$('device-frame').classList.contains('free') || !model.describe) return;
  const width = Math.round(viewport.parentElement.clientWidth / model.zoom);
  const height = Math.round(viewport.parentElement.clientHeight / model.zoom);
  const c = model.describe.container;
  if (width > 0 && height > 0 && (width !== c.width || height !== c.height)) editSpec((spec) => { spec.container = { width, height }; });
}).observe($('device-frame'));

function syncControls() {
  const d = model.describe;
  $('rtl').checked = d.layoutDirection === 'rightToLeft';
}

// How many CSS px a point of the screen takes. In a narrow window (a phone) the screen is scaled
// down to the window's width and to 60% of its height, so there is always page above and below
// it to scroll by touch and an iPad-wide spec fits; a small container (a 100×100 view) is
// magnified, up to 3×, to 300 px, so its cells have room for their labels.
function fitZoom({ width, height }) {
  const narrow = window.matchMedia('(max-width: 700px)').matches;
  const fit = narrow ? Math.min(document.documentElement.clientWidth / width, 0.6 * window.innerHeight / height) : Infinity;
  const free = $('device-frame').classList.contains('free');
  const magnify = free ? 1 : Math.max(1, Math.min(3, 300 / Math.max(width, height)));
  return Math.min(fit, magnify);
}

function sizeDevice() {
  const { width, height } = model.describe.container;
  model.zoom = fitZoom(model.describe.container);
  viewport.style.width = width * model.zoom + 'px';
  viewport.style.height = height * model.zoom + 'px';
  if ($('device-frame').classList.contains('free')) return;
  $('device-frame').style.width = '';
  $('device-frame').style.height = '';
}

// --- Hover overlay: category, kind, index path, frame, zIndex. ---
viewport.addEventListener('pointermove', (event) => {
  const tooltip = $('tooltip');
  const box = event.target.closest('.el');
  viewport.querySelectorAll('.el.hover').forEach((b) => b.classList.remove('hover'));
  if (!box || !$('overlay').checked || event.buttons) { tooltip.hidden = true; return; }
  box.classList.add('hover');
  tooltip.textContent = describeElement(box.element);
  tooltip.style.left = event.clientX + 14 + 'px';
  tooltip.style.top = event.clientY + 14 + 'px';
  tooltip.hidden = false;
});
viewport.addEventListener('pointerleave', () => { $('tooltip').hidden = true; });

// --- Sharing: the spec (and where it is scrolled) in the URL's fragment, so a link reopens the
// same screen. `#spec=` is the compact JSON, UTF-8, base64url; `offset=x,y` and
// `orthogonal=section:offset,…` are the scroll positions. ---
function base64url(text) {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
function unbase64url(encoded) {
  const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** The link that reopens this screen: the spec as edited (compact) and the scroll offsets. */
function shareLink() {
  let text = model.spec;
  try { text = JSON.stringify(JSON.parse(model.spec)); } catch { /* keep the text as is */ }
  // Offsets at full precision: the link must reproduce the screen exactly.
  const parts = [`spec=${base64url(text)}`, `offset=${model.offset.x},${model.offset.y}`];
  const orthogonal = Object.entries(model.orthogonal).map(([s, o]) => `${s}:${o}`);
  if (orthogonal.length) parts.push(`orthogonal=${orthogonal.join(',')}`);
  return location.origin + location.pathname + '#' + parts.join('&');
}
model.shareLink = shareLink;

$('share-button').addEventListener('click', async () => {
  if (!model.spec) return;
  const link = shareLink();
  // Replacing the address does not reopen the page (no hashchange), it only makes it shareable.
  history.replaceState(null, '', link);
  let copied = false;
  try { await navigator.clipboard.writeText(link); copied = true; } catch { /* not allowed here */ }
  $('status').textContent = copied ? 'link to this screen copied' : 'link to this screen is in the address bar';
});

// --- Opening a spec, the gallery, and the start. The fragment says what is open:
// `#gallery`, `#example=NAME`, `#spec=…` (a shared link), or nothing (the spec the server was
// started with, else the gallery). ---
async function open(name, text, { offset, orthogonal } = {}) {
  $('gallery').hidden = true;
  $('playground').hidden = false;
  $('spec-name').textContent = name || '';
  editor.value = text;
  model.describe = null;
  await applySpec(text, { resetOffset: true, offset, orthogonal });
}
model.open = open;

// The Gallery button and the cards change the fragment; `start` (on hashchange) opens what it says.
$('gallery-button').addEventListener('click', () => {
  if (location.hash === '#gallery') startGallery(); else location.hash = 'gallery';
});

function startGallery() {
  $('playground').hidden = true;
  $('gallery').hidden = false;
  $('spec-name').textContent = '';
  showGallery($('gallery'), (name) => { location.hash = 'example=' + name; });
}

function parseShared(hash) {
  const fields = Object.fromEntries(hash.replace(/^#/, '').split('&').map((p) => {
    const i = p.indexOf('=');
    return i < 0 ? [p, ''] : [p.slice(0, i), p.slice(i + 1)];
  }));
  const text = unbase64url(fields.spec);
  const [x, y] = (fields.offset || '').split(',').map(Number);
  const offset = Number.isFinite(x) && Number.isFinite(y) ? { x, y } : undefined;
  const orthogonal = {};
  for (const pair of (fields.orthogonal || '').split(',').filter(Boolean)) {
    const [s, o] = pair.split(':').map(Number);
    if (Number.isInteger(s) && Number.isFinite(o)) orthogonal[s] = o;
  }
  return { text, offset, orthogonal };
}

async function start() {
  const hash = location.hash;
  if (hash === '#gallery') return startGallery();
  if (hash.startsWith('#spec=')) {
    let shared;
    try { shared = parseShared(hash); } catch {
      $('status').textContent = 'this link\'s spec could not be read (cut short?)';
      return startGallery();
    }
    return open('shared spec', shared.text, shared);
  }
  const match = /example=([\w\/-]+)/.exec(hash);
  if (match) return open(match[1], await api.exampleText(match[1]));
  const initial = await api.initialSpec();
  if (initial.text) return open(initial.name, initial.text);
  startGallery();
}
model.ready = start();
window.addEventListener('hashchange', () => { model.ready = start(); });
// A window turned or resized: the screen is scaled to it again.
window.addEventListener('resize', () => {
  if (!model.describe || fitZoom(model.describe.container) === model.zoom) return;
  sizeDevice();
  redraw();
});
