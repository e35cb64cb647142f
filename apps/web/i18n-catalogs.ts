import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/**
 * The web app's message catalogs (decision 090): `src/i18n/locales/<language>/<part>.json` holds ICU MessageFormat
 * texts by key, one part per lazily loaded feature (`core` is the first page's: the shell and the home page).
 * `virtual:bazaar-catalog/<language>/<part>` answers a part compiled to Lingui's runtime form, so the page never
 * ships a message parser (it would add about 7 KB gzipped); `virtual:bazaar-catalog-loaders` answers a map
 * `"<language>/<part>" → () => import(...)` of every part, each its own lazy chunk. `en-XA` is the pseudo-locale:
 * the English catalog with every letter accented and each text about 40 % longer.
 * Used by vite.config.ts and by the component tests (vitest.config.ts), which ask for `everyPartInCore`: the tests
 * draw a feature's components without its route, so each language's `core` holds every part there.
 */
const PREFIX = 'virtual:bazaar-catalog/';
const RESOLVED = '\0' + PREFIX;
const LOADERS = 'virtual:bazaar-catalog-loaders';
const RESOLVED_LOADERS = '\0' + LOADERS;
const localesDir = fileURLToPath(new URL('./src/i18n/locales/', import.meta.url));

export const PSEUDO = 'en-XA';

const ACCENTS: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** "Add to cart" → "Áðð ţö çáŕţ·····": accented letters, and 40 % more length to find clipped layouts. */
export function pseudoText(text: string): string {
  const accented = text.replace(/[A-Za-z]/g, (c) => ACCENTS[c] ?? c);
  const letters = text.replace(/[^A-Za-z]/g, '').length;
  return letters ? accented + '·'.repeat(Math.ceil(letters * 0.4)) : accented;
}

/** The languages with a catalog folder (the pseudo-locale has none: it is made from English). */
export function catalogLanguages(): string[] {
  return fs
    .readdirSync(localesDir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

/** The parts of a language's catalog (the file names in its folder, without `.json`). */
export function catalogParts(language = 'en'): string[] {
  return fs
    .readdirSync(`${localesDir}${language}`)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
}

/** One part of a language's catalog, or (without `part`) every part of it in one object. */
export function readCatalog(language: string, part?: string): Record<string, string> {
  if (part === undefined) return Object.assign({}, ...catalogParts(language).map((p) => readCatalog(language, p))) as Record<string, string>;
  return JSON.parse(fs.readFileSync(`${localesDir}${language}/${part}.json`, 'utf8')) as Record<string, string>;
}

export function compileCatalog(language: string, part?: string): Record<string, CompiledMessage> {
  const pseudo = language === PSEUDO;
  const source = readCatalog(pseudo ? 'en' : language, part);
  const out: Record<string, CompiledMessage> = {};
  for (const [key, text] of Object.entries(source)) {
    try {
      out[key] = compileMessageOrThrow(text, pseudo ? pseudoText : undefined);
    } catch (e) {
      throw new Error(`${language}/${part ?? '*'}.json, "${key}": ${(e as Error).message}`);
    }
  }
  return out;
}

/** The map of lazy loaders, one per language and part (English's `core` is in the first page, so not in it). */
function loadersModule(): string {
  const ids = [...catalogLanguages(), PSEUDO].flatMap((language) =>
    catalogParts(language === PSEUDO ? 'en' : language)
      .map((part) => `${language}/${part}`)
      .filter((id) => id !== 'en/core'),
  );
  return `export default {\n${ids.map((id) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(PREFIX + id)}),`).join('\n')}\n};`;
}

export function i18nCatalogs({ everyPartInCore = false } = {}): Plugin {
  return {
    name: 'bazaar-i18n-catalogs',
    resolveId(id) {
      if (id === LOADERS) return RESOLVED_LOADERS;
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : null;
    },
    load(id) {
      if (id === RESOLVED_LOADERS) {
        for (const language of catalogLanguages()) for (const part of catalogParts(language)) this.addWatchFile(`${localesDir}${language}/${part}.json`);
        return loadersModule();
      }
      if (!id.startsWith(RESOLVED)) return null;
      const [language = '', part = '', ...rest] = id.slice(RESOLVED.length).split('/');
      if (!/^[a-z]{2,3}(-[A-Z]{2})?$/.test(language) || !/^[a-z][a-z-]*$/.test(part) || rest.length)
        throw new Error(`No catalog "${id.slice(RESOLVED.length)}"`);
      const folder = language === PSEUDO ? 'en' : language;
      if (!catalogParts(folder).includes(part)) throw new Error(`No catalog "${language}/${part}"`);
      const whole = everyPartInCore && part === 'core';
      for (const p of whole ? catalogParts(folder) : [part]) this.addWatchFile(`${localesDir}${folder}/${p}.json`);
      return `export default ${JSON.stringify(compileCatalog(language, whole ? undefined : part))};`;
    },
  };
}
