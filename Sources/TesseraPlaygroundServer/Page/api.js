// The playground's HTTP API, as the page uses it. Every call resolves to
// {ok: true, json} or {ok: false, error: "error: <json.path>: <problem>"}.

async function post(path, spec, params) {
  const query = params ? '?' + new URLSearchParams(params).toString() : '';
  const response = await fetch(path + query, { method: 'POST', body: spec, headers: { 'Content-Type': 'application/json' } });
  if (!response.ok) return { ok: false, error: (await response.text()).trim() };
  return { ok: true, json: await response.json() };
}

/** What the page needs to scroll a spec (sizes, axis, snapping, orthogonal sections). */
export const describe = (spec) => post('/describe', spec);

/** The elements overlapping `rect` ([x, y, w, h]) at `offset` and orthogonal offsets. */
export function layoutRect(spec, rect, offset, orthogonal) {
  const params = { rect: rect.join(','), offset: `${offset.x},${offset.y}` };
  const pairs = Object.entries(orthogonal || {}).map(([s, o]) => `${s}:${o}`);
  if (pairs.length) params.orthogonal = pairs.join(',');
  return post('/layout', spec, params);
}

/** Where a release at `from` with `velocity` (pt/s) rests and snaps, with offsets on the way. */
export function fling(spec, { velocity, from, section, frames }) {
  const params = { velocity: velocity.join(','), from: from.join(','), frames: String(frames) };
  if (section !== undefined) params.section = String(section);
  return post('/fling', spec, params);
}

/** The example specs' names, and one example's text. */
export async function exampleNames() {
  return (await fetch('/examples')).json();
}
export async function exampleText(name) {
  return (await fetch('/examples/' + name + '.json')).text();
}

/** The spec the server was started with ({name, text}, both null for the gallery). */
export async function initialSpec() {
  return (await fetch('/spec')).json();
}
