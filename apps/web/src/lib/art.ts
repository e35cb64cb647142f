/**
 * Artwork from src/assets/art/index.ts (owned by the art engineer). Loaded through import.meta.glob so the
 * app builds before that module exists; every consumer renders a CSS-gradient fallback when a piece is missing.
 */
const modules = import.meta.glob<Record<string, unknown>>('../assets/art/index.ts', { eager: true });
const artModule: Record<string, unknown> = Object.values(modules)[0] ?? {};

/** Every string export of the art module (an image URL), by export name. */
const urls: Record<string, string> = Object.fromEntries(Object.entries(artModule).filter((e): e is [string, string] => typeof e[1] === 'string'));

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The URL of the art piece whose export name matches `name` (case and separators ignored), if any. */
export function artUrl(name: string): string | undefined {
  const wanted = norm(name);
  const key = Object.keys(urls).find((k) => norm(k) === wanted);
  return key ? urls[key] : undefined;
}

/** URLs whose export names start with a prefix (e.g. 'gallery'), in name order. */
export function artByPrefix(prefix: string): Array<{ name: string; url: string }> {
  const p = norm(prefix);
  return Object.keys(urls)
    .filter((k) => norm(k).startsWith(p))
    .sort()
    .map((k) => ({ name: k, url: urls[k]! }));
}

export const hasArt = Object.keys(urls).length > 0;
