// Draws layout elements as absolutely positioned boxes, as the SVG renderer colours them:
// cells blue with their index, supplementaries amber with their kind, decorations dashed
// behind. Each box keeps the API's element (frame, zIndex, …) for the hover overlay and tests.

/** The label the SVG renderer writes: `item` in one section, `section.item` in several. */
function label(element, multipleSections) {
  if (element.category !== 'cell') return element.kind || element.category;
  const [section, item] = element.indexPath;
  return multipleSections ? `${section}.${item}` : String(item);
}

/**
 * Replaces `container`'s children with `elements`, offset by `offset` (content → view) and
 * scaled by `zoom`. Decorations go behind, then by zIndex, as UIKit stacks them.
 */
export function drawElements(container, elements, { offset = { x: 0, y: 0 }, zoom = 1, multipleSections = false } = {}) {
  const ordered = elements
    .map((e, i) => ({ e, i }))
    .sort((a, b) => rank(a.e) - rank(b.e) || a.e.zIndex - b.e.zIndex || a.i - b.i);
  const fragment = document.createDocumentFragment();
  for (const { e } of ordered) {
    if (e.isHidden) continue;
    const [x, y, w, h] = e.frame;
    const box = document.createElement('div');
    box.className = 'el ' + e.category;
    box.style.left = (x - offset.x) * zoom + 'px';
    box.style.top = (y - offset.y) * zoom + 'px';
    box.style.width = w * zoom + 'px';
    box.style.height = h * zoom + 'px';
    box.style.zIndex = String(e.category === 'decoration' ? 0 : 1 + Math.max(0, e.zIndex + 1000));
    if (e.alpha !== undefined) box.style.opacity = String(e.alpha);
    if (e.transform) {
      const t = e.transform;
      box.style.transform = `translate(${t.translateX * zoom}px, ${t.translateY * zoom}px) rotate(${t.rotation}rad) scale(${t.scale})`;
    }
    // A label only where it fits (about 7.5 px a character, 13 px of height): a clipped or
    // overflowing label in a tiny box reads as noise; the hover overlay still names the box.
    const text = label(e, multipleSections);
    if (h * zoom >= 13 && w * zoom >= text.length * 7.5 + 4) box.textContent = text;
    box.element = e;
    box.dataset.category = e.category;
    box.dataset.indexPath = e.indexPath.join('.');
    box.dataset.frame = e.frame.join(',');
    fragment.appendChild(box);
  }
  container.replaceChildren(fragment);
}

function rank(e) {
  return e.category === 'decoration' ? 0 : 1;
}

/** A number as the overlay shows it: at most two decimals, no trailing zeros (0.8117… → 0.81). */
export function round(value) {
  const r = Math.round(value * 100) / 100;
  return String(Object.is(r, -0) ? 0 : r);
}

/** The hover overlay's text for one element, numbers rounded to two decimals. */
export function describeElement(e) {
  const [x, y, w, h] = e.frame.map(round);
  const lines = [`${e.category}${e.kind ? ' · ' + e.kind : ''}`, `indexPath [${e.indexPath.join(', ')}]`,
    `frame (${x}, ${y}) ${w}×${h}`, `zIndex ${e.zIndex}`];
  if (e.alpha !== undefined) lines.push(`alpha ${round(e.alpha)}`);
  if (e.transform) lines.push(`scale ${round(e.transform.scale)}`);
  return lines.join('\n');
}
