/**
 * The catalog completeness check (issue 28, decision 090): every part of the English catalog is in every other
 * language with the same keys, and no other key is; every text parses as ICU MessageFormat; a translation uses
 * exactly the placeholders of the English text (and every plural keeps an `other`); every key is used by the
 * source, and every key the source asks for exists; a feature's files use only keys of `core` and of the parts
 * its pages load, and `core` (the first page's part) holds only keys the first page's code uses.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { catalogLanguages, catalogParts, compileCatalog, pseudoText, PSEUDO, readCatalog } from '../../i18n-catalogs';
import { LANGUAGES } from '@/i18n/config';
import { FEATURE_PARTS } from '@/i18n/parts';

const web = fileURLToPath(new URL('../../', import.meta.url));
const src = path.join(web, 'src');
const languages = catalogLanguages();
const parts = catalogParts('en');
const en = readCatalog('en');
/** The part of each English key. */
const partOf = new Map(parts.flatMap((part) => Object.keys(readCatalog('en', part)).map((key) => [key, part] as const)));

/** The placeholder names of a text, with the kind of each (`count:plural`, `name`), sorted. */
function placeholders(text: string): string[] {
  const out = new Set<string>();
  const walk = (msg: CompiledMessage) => {
    for (const part of msg) {
      if (typeof part === 'string') continue;
      const [name, type, options] = part;
      out.add(type ? `${name}:${type}` : name);
      if (options && typeof options === 'object')
        for (const [k, v] of Object.entries(options)) if (k !== 'offset' && Array.isArray(v)) walk(v as CompiledMessage);
    }
  };
  walk(compileMessageOrThrow(text));
  return [...out].sort();
}

function pluralsWithoutOther(text: string): number {
  let missing = 0;
  const walk = (msg: CompiledMessage) => {
    for (const part of msg) {
      if (typeof part === 'string') continue;
      const [, type, options] = part;
      if ((type === 'plural' || type === 'select' || type === 'selectordinal') && !(options && typeof options === 'object' && 'other' in options)) missing++;
      if (options && typeof options === 'object') for (const v of Object.values(options)) if (Array.isArray(v)) walk(v as CompiledMessage);
    }
  };
  walk(compileMessageOrThrow(text));
  return missing;
}

/**
 * The files of the first page: `main.tsx` and what it imports statically (not `import()`), followed through the
 * source. A feature's file there (the nav's search box, the shop page's skeleton) uses `core`, as the shell does.
 */
function firstPageFiles(): Set<string> {
  const seen = new Set<string>();
  const resolve = (from: string, spec: string): string | undefined => {
    const base = spec.startsWith('@/') ? path.join(src, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : undefined;
    if (!base) return undefined;
    return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(
      (f) => /\.(ts|tsx)$/.test(f) && fs.existsSync(f) && fs.statSync(f).isFile(),
    );
  };
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    for (const [, spec] of text.matchAll(/^(?:import|export)\s[^;]*?\sfrom\s+'([^']+)'/gm)) {
      const next = resolve(file, spec!);
      if (next) visit(next);
    }
  };
  visit(path.join(src, 'main.tsx'));
  return seen;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'locales' ? [] : sourceFiles(p);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

describe('message catalogs', () => {
  it('has a catalog file for every configured language, and a language for every catalog file', () => {
    const configured = Object.keys(LANGUAGES).filter((l) => l !== PSEUDO);
    expect(languages.sort()).toEqual(configured.sort());
  });

  it('gives each English key one part', () => {
    const total = parts.reduce((n, part) => n + Object.keys(readCatalog('en', part)).length, 0);
    expect(total).toBe(Object.keys(en).length);
    expect(parts).toContain('core');
  });

  it.each(languages.filter((l) => l !== 'en'))('%s has every English part and key, in the same part, and no other', (language) => {
    expect(catalogParts(language)).toEqual(parts);
    for (const part of parts) {
      const english = Object.keys(readCatalog('en', part));
      const keys = Object.keys(readCatalog(language, part));
      const missing = english.filter((k) => !keys.includes(k));
      const extra = keys.filter((k) => !english.includes(k));
      expect({ part, missing, extra }).toEqual({ part, missing: [], extra: [] });
    }
  });

  it.each(languages)('every %s text parses, keeps the English placeholders and gives each plural an "other"', (language) => {
    const catalog = readCatalog(language);
    const wrong: string[] = [];
    for (const [key, text] of Object.entries(catalog)) {
      if (typeof text !== 'string' || !text.trim()) {
        wrong.push(`${key}: empty`);
        continue;
      }
      const mine = placeholders(text).join(',');
      const english = placeholders(en[key] ?? '').join(',');
      if (mine !== english) wrong.push(`${key}: {${mine}} instead of {${english}}`);
      if (pluralsWithoutOther(text)) wrong.push(`${key}: a plural or select without "other"`);
    }
    expect(wrong).toEqual([]);
  });

  it('uses every key somewhere in the source (no unused keys), and asks only for keys that exist', () => {
    const source = sourceFiles(path.join(web, 'src'))
      .map((f) => fs.readFileSync(f, 'utf8'))
      .join('\n');
    const unused = Object.keys(en).filter((k) => !source.includes(`'${k}'`) && !source.includes(`"${k}"`));
    expect(unused).toEqual([]);
    const asked = [...source.matchAll(/\b(?:t|rich)\(\s*'([\w.-]+)'/g)].map((m) => m[1]!);
    expect(asked.length).toBeGreaterThan(50);
    expect([...new Set(asked.filter((k) => !(k in en)))]).toEqual([]);
  });

  it("lets a feature use only keys of core and of the parts its pages load; core holds only the first page's keys", () => {
    const wrong: string[] = [];
    const usedByFirstPage = new Set<string>();
    const firstPage = firstPageFiles();
    expect(firstPage.has(path.join(src, 'app/layout.tsx'))).toBe(true);
    for (const file of sourceFiles(src)) {
      const rel = path.relative(src, file).split(path.sep).join('/');
      const feature = /^features\/([\w-]+)\//.exec(rel)?.[1];
      // The home page is the first page: it uses core, as the shell does.
      const allowed = new Set<string>(['core', ...(feature && feature in FEATURE_PARTS ? FEATURE_PARTS[feature as keyof typeof FEATURE_PARTS] : [])]);
      const lazy = feature !== undefined && feature !== 'home' && !firstPage.has(file);
      const text = fs.readFileSync(file, 'utf8');
      for (const [, key] of text.matchAll(/['"]([\w-]+\.[\w.-]+)['"]/g)) {
        const part = partOf.get(key!);
        if (!part) continue;
        if (!allowed.has(part)) wrong.push(`${rel} uses ${key} of part ${part}`);
        if (!lazy) usedByFirstPage.add(key!);
      }
    }
    expect(wrong).toEqual([]);
    const lazyOnly = Object.keys(readCatalog('en', 'core')).filter((k) => !usedByFirstPage.has(k));
    expect(lazyOnly).toEqual([]);
  });

  it("types every English part, and loads each translated feature's parts with all of its pages", () => {
    const typed = fs.readFileSync(path.join(src, 'i18n/parts.ts'), 'utf8');
    expect(parts.filter((part) => !typed.includes(`from './locales/en/${part}.json'`))).toEqual([]);
    expect(
      Object.values(FEATURE_PARTS)
        .flat()
        .filter((part) => !parts.includes(part)),
    ).toEqual([]);
    const router = fs.readFileSync(path.join(src, 'app/router.tsx'), 'utf8');
    for (const feature of Object.keys(FEATURE_PARTS)) {
      const pages = router.split(`import('@/features/${feature}/`).length - 1;
      const wrapped = router.split(`withCatalog('${feature}', () => import('@/features/${feature}/`).length - 1;
      expect({ feature, wrapped }).toEqual({ feature, wrapped: pages });
    }
  });

  it('the pseudo-locale accents every letter, keeps placeholders, and is about 40 % longer', () => {
    expect(pseudoText('Add to cart')).toBe('Áðð ţö çáŕţ····');
    const pseudo = compileCatalog(PSEUDO);
    expect(Object.keys(pseudo)).toEqual(Object.keys(en));
    expect(JSON.stringify(pseudo['nav.cartCount'])).toContain('"count","plural"');
    expect(JSON.stringify(pseudo)).not.toMatch(/"[^"]*\b(Cart|Login|Register)\b[^"]*"/);
  });
});
