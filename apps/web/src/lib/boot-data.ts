/**
 * Answers the server put into the page's HTML (plugins/static.ts, decision 053): the catalog reads the first
 * screen of `/` and `/shop/:id` makes, keyed by their URL, in `<script type="application/json"
 * id="bazaar-boot">`. The first GET of one of those URLs takes its answer from here instead of the network (no
 * round trip before the first content); later GETs go to the server as usual. Answers older than a minute are
 * not used: they were read when the page was served.
 */
const MAX_AGE_MS = 60_000;

let answers: Map<string, unknown> | undefined;

/** A URL with its query parameters sorted, so `?page=1&limit=9` and `?limit=9&page=1` are one key. */
export function bootKey(url: string): string {
  const [path = '', query = ''] = url.split('?', 2);
  const params = [...new URLSearchParams(query)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return params.length ? `${path}?${new URLSearchParams(params).toString()}` : path;
}

function load(): Map<string, unknown> {
  const map = new Map<string, unknown>();
  if (typeof document === 'undefined') return map;
  const el = document.getElementById('bazaar-boot');
  if (!el) return map;
  el.remove();
  try {
    const data = JSON.parse(el.textContent ?? '') as { answers?: Record<string, unknown> };
    for (const [url, body] of Object.entries(data.answers ?? {})) map.set(bootKey(url), body);
  } catch {
    // A page without usable answers simply fetches them.
  }
  return map;
}

/** The answer the HTML carried for this GET URL, once; undefined when there is none (or it is too old). */
export function takeBootAnswer(url: string): unknown {
  answers ??= load();
  if (answers.size === 0) return undefined;
  if (typeof performance !== 'undefined' && performance.now() > MAX_AGE_MS) {
    answers.clear();
    return undefined;
  }
  const key = bootKey(url);
  const body = answers.get(key);
  answers.delete(key);
  return body;
}
