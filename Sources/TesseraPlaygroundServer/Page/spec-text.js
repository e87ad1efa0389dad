// Edits of a spec's JSON text that keep everything else as the user wrote it: a toolbar control
// (device, scale, right-to-left) replaces the text of one top-level value, not the document.

/** `text` (a JSON object) with the top-level keys of `changes` set to their values, every other
 *  character kept (a key it lacks is added first); null when `text` is not a JSON object. */
export function withTopLevelValues(text, changes) {
  const ranges = topLevelValueRanges(text);
  if (!ranges) return null;
  const replaced = [];
  const added = [];
  for (const [key, value] of Object.entries(changes)) {
    if (ranges.has(key)) replaced.push([...ranges.get(key), inline(value)]);
    else added.push(JSON.stringify(key) + ': ' + inline(value));
  }
  let out = text;
  // From the end, so the ranges before stay where they were.
  for (const [start, end, json] of replaced.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + json + out.slice(end);
  if (added.length) {
    // Before the first key, with the space that precedes it (a new line and its indent).
    const brace = out.indexOf('{') + 1;
    const first = skipSpace(out, brace);
    const space = first > brace ? out.slice(brace, first) : ' ';
    out = out.slice(0, brace) + space + added.join(',' + space) + (ranges.size ? ',' + space : space) + out.slice(first);
  }
  return out;
}

/** A value on one line, as a person writes it: `{"width": 390, "height": 844}`. */
function inline(value) {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return '{' + Object.entries(value).map(([k, v]) => JSON.stringify(k) + ': ' + inline(v)).join(', ') + '}';
  }
  if (Array.isArray(value)) return '[' + value.map(inline).join(', ') + ']';
  return JSON.stringify(value);
}

/** Each top-level key of `text` (a JSON object) → the [start, end) of its value's text; null
 *  when `text` is not one JSON object. */
function topLevelValueRanges(text) {
  const ranges = new Map();
  let i = skipSpace(text, 0);
  if (text[i] !== '{') return null;
  i = skipSpace(text, i + 1);
  if (text[i] === '}') return ranges;
  for (;;) {
    if (text[i] !== '"') return null;
    const keyEnd = skipString(text, i);
    if (keyEnd < 0) return null;
    const key = JSON.parse(text.slice(i, keyEnd));
    i = skipSpace(text, keyEnd);
    if (text[i] !== ':') return null;
    const start = skipSpace(text, i + 1);
    const end = skipValue(text, start);
    if (end < 0) return null;
    ranges.set(key, [start, end]);
    i = skipSpace(text, end);
    if (text[i] === '}') return ranges;
    if (text[i] !== ',') return null;
    i = skipSpace(text, i + 1);
  }
}

function skipSpace(t, i) {
  while (i < t.length && ' \t\n\r'.includes(t[i])) i++;
  return i;
}

/** The index after the string starting at t[i] (a quote), or -1. */
function skipString(t, i) {
  for (let j = i + 1; j < t.length; j++) {
    if (t[j] === '\\') j++;
    else if (t[j] === '"') return j + 1;
  }
  return -1;
}

/** The index after the value starting at t[i], or -1. */
function skipValue(t, i) {
  if (t[i] === '"') return skipString(t, i);
  if (t[i] === '{' || t[i] === '[') {
    let depth = 0;
    for (let j = i; j < t.length; j++) {
      const c = t[j];
      if (c === '"') {
        const after = skipString(t, j);
        if (after < 0) return -1;
        j = after - 1;
      } else if (c === '{' || c === '[') depth++;
      else if (c === '}' || c === ']') {
        depth--;
        if (depth === 0) return j + 1;
      }
    }
    return -1;
  }
  let j = i;
  while (j < t.length && !',}] \t\n\r'.includes(t[j])) j++;
  return j > i ? j : -1;
}
