// The gallery: every spec in Examples/, each drawn small from its first screen.

import * as api from './api.js';
import { drawElements } from './draw.js';

/** Fills `container` with one card per example; `onOpen(name)` opens one. */
export async function showGallery(container, onOpen) {
  const names = await api.exampleNames();
  container.replaceChildren();
  if (!names.length) {
    container.textContent = 'No examples found (start the playground in the package folder, or pass --examples DIR).';
    return;
  }
  for (const name of names) {
    const card = document.createElement('div');
    card.className = 'card';
    card.dataset.example = name;
    const thumb = document.createElement('div');
    thumb.className = 'thumb';
    const caption = document.createElement('div');
    caption.className = 'name';
    caption.textContent = name;
    card.append(thumb, caption);
    // The layout opens at the top of the page, however far down the card was.
    card.addEventListener('click', () => { window.scrollTo(0, 0); onOpen(name); });
    container.appendChild(card);
    drawThumbnail(thumb, name);
  }
}

async function drawThumbnail(thumb, name) {
  const text = await api.exampleText(name);
  const described = await api.describe(text);
  if (!described.ok) { thumb.textContent = described.error; return; }
  const { container, contentOffset } = described.json;
  const height = container.height || described.json.contentSize.height;
  const rect = [contentOffset.x, contentOffset.y, container.width, height];
  const answer = await api.layoutRect(text, rect, contentOffset);
  if (!answer.ok) { thumb.textContent = answer.error; return; }
  const zoom = Math.min(thumb.clientWidth / container.width, thumb.clientHeight / Math.max(1, height));
  const sections = new Set(answer.json.elements.map((e) => e.indexPath[0]));
  drawElements(thumb, answer.json.elements, { offset: contentOffset, zoom, multipleSections: sections.size > 1 });
}
