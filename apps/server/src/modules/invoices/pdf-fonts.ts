/**
 * Fonts for the invoice PDF: Noto Sans (Latin, ₹) and Noto Sans for nine Indian scripts, from the
 * @fontsource npm packages (SIL Open Font License 1.1, licence text in each package). Read from node_modules
 * once, never fetched at run time. A text is cut into runs, each printed with the first font that has its
 * characters, so `राजेश किराना` is Devanagari between Latin spaces.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';

const require = createRequire(import.meta.url);

export type Weight = 400 | 700;

/** Font families in fallback order: Latin first, then Latin Extended (₹), then the Indian scripts. */
const FAMILIES = [
  { key: 'latin', pkg: 'noto-sans', subset: 'latin', indic: false },
  { key: 'latin-ext', pkg: 'noto-sans', subset: 'latin-ext', indic: false },
  ...['devanagari', 'bengali', 'gurmukhi', 'gujarati', 'oriya', 'tamil', 'telugu', 'kannada', 'malayalam'].map((script) => ({
    key: script,
    pkg: `noto-sans-${script}`,
    subset: script,
    indic: true,
  })),
];

/** `U+0900-097F,U+20B9` (the package's unicode.json, what each subset file covers) → a membership test. */
function parseRanges(spec: string): (cp: number) => boolean {
  const ranges = spec.split(',').map((part) => {
    const [a, b] = part.trim().replace(/^U\+/, '').split('-');
    return [parseInt(a!, 16), parseInt(b ?? a!, 16)] as const;
  });
  return (cp) => ranges.some(([lo, hi]) => cp >= lo && cp <= hi);
}

/**
 * WOFF 1.0 → the plain TrueType/OpenType font inside, unpacked once with zlib. Left as WOFF, fontkit would
 * inflate every table in JavaScript for each PDF (most of a render's time).
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const e = 44 + i * 20;
    const tag = woff.readUInt32BE(e);
    const offset = woff.readUInt32BE(e + 4);
    const compLength = woff.readUInt32BE(e + 8);
    const origLength = woff.readUInt32BE(e + 12);
    const checksum = woff.readUInt32BE(e + 16);
    const raw = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? zlib.inflateSync(raw) : raw;
    if (data.length !== origLength) throw new Error('WOFF table has the wrong length');
    return { tag, checksum, data };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const headerSize = 12 + numTables * 16;
  const size = headerSize + tables.reduce((n, tb) => n + ((tb.data.length + 3) & ~3), 0);
  const out = Buffer.alloc(size);
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = headerSize;
  tables.forEach((tb, i) => {
    const r = 12 + i * 16;
    out.writeUInt32BE(tb.tag, r);
    out.writeUInt32BE(tb.checksum, r + 4);
    out.writeUInt32BE(offset, r + 8);
    out.writeUInt32BE(tb.data.length, r + 12);
    tb.data.copy(out, offset);
    offset += (tb.data.length + 3) & ~3;
  });
  return out;
}

export interface LoadedFont {
  /** Name registered with PDFKit, e.g. `devanagari-700`. */
  name: string;
  data: Buffer;
  /** An Indian script: its runs get an ActualText so text extraction reads the characters in order. */
  indic: boolean;
  has(codePoint: number): boolean;
}

const cache = new Map<Weight, LoadedFont[]>();

/** The fonts of one weight in fallback order (loaded once per process). */
export function fontsOf(weight: Weight): LoadedFont[] {
  let fonts = cache.get(weight);
  if (!fonts) {
    fonts = FAMILIES.map((f) => {
      const file = require.resolve(`@fontsource/${f.pkg}/files/${f.pkg}-${f.subset}-${weight}-normal.woff`);
      const unicode = JSON.parse(fs.readFileSync(path.join(path.dirname(file), '..', 'unicode.json'), 'utf8')) as Record<string, string>;
      const spec = unicode[f.subset];
      if (!spec) throw new Error(`no unicode range for ${f.pkg} ${f.subset}`);
      return { name: `${f.key}-${weight}`, data: woffToSfnt(fs.readFileSync(file)), indic: f.indic, has: parseRanges(spec) };
    });
    cache.set(weight, fonts);
  }
  return fonts;
}

export interface Run {
  text: string;
  font: LoadedFont;
}

/** Marks, joiners and signs that belong to the run before them (matras, virama, ZWJ/ZWNJ, dandas). */
function attaches(cp: number): boolean {
  return cp === 0x200c || cp === 0x200d || cp === 0x0964 || cp === 0x0965 || /\p{M}/u.test(String.fromCodePoint(cp));
}

/** Cuts `text` into runs of one font each; a character no font has goes to the Latin font. */
export function splitRuns(text: string, weight: Weight): Run[] {
  const fonts = fontsOf(weight);
  const runs: Run[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const last = runs.at(-1);
    if (last && attaches(cp) && last.font.has(cp)) {
      last.text += ch;
      continue;
    }
    const font = fonts.find((f) => f.has(cp)) ?? fonts[0]!;
    if (last && last.font === font) last.text += ch;
    else runs.push({ text: ch, font });
  }
  return runs;
}
