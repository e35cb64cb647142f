import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

interface Budget {
  entryAssets(html: string): string[];
  staticImports(code: string): string[];
  firstLoadFiles(html: string, read: (f: string) => string): string[];
  checkBudget(dist: string): { first: Array<{ file: string; gzip: number }>; firstGzip: number; problems: string[] };
}
const script = fileURLToPath(new URL('../../../../scripts/check-web-budget.mjs', import.meta.url));
const load = async () => (await import(script)) as Budget;

const html = `<!doctype html><head>
<script type="module" crossorigin src="/assets/index-A.js"></script>
<link rel="modulepreload" crossorigin href="/assets/ui-B.js">
<link rel="stylesheet" href="/assets/index-C.css">
<script src="https://cdn.example.com/x.js" type="module"></script>
</head>`;

describe('web budget check (scripts/check-web-budget.mjs)', () => {
  it('reads the entry script and the modulepreloads of index.html, local files only', async () => {
    expect((await load()).entryAssets(html)).toEqual(['assets/index-A.js', 'assets/ui-B.js']);
  });

  it('follows static imports and never dynamic ones', async () => {
    const b = await load();
    expect(b.staticImports(`import{a as b}from"./ui-B.js";import"./side-D.js";const p=()=>import("./admin-E.js");`)).toEqual(['./ui-B.js', './side-D.js']);
    const files: Record<string, string> = {
      'assets/index-A.js': `import{x}from"./ui-B.js";import"./side-D.js";const l=()=>import("./admin-E.js")`,
      'assets/ui-B.js': `import"./side-D.js";export const x=1`,
      'assets/side-D.js': `console.log(1)`,
    };
    expect(b.firstLoadFiles(html, (f) => files[f]!)).toEqual(['assets/index-A.js', 'assets/ui-B.js', 'assets/side-D.js']);
  });

  it('fails when the first page is over 100 KB gzipped or a chunk is over 500 kB', async () => {
    const b = await load();
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-budget-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), html);
    fs.writeFileSync(path.join(dist, 'assets/index-A.js'), `import"./ui-B.js";${'a'.repeat(1000)}`);
    fs.writeFileSync(path.join(dist, 'assets/ui-B.js'), 'export const x=1');
    fs.writeFileSync(path.join(dist, 'assets/admin-E.js'), 'x'.repeat(10));
    expect(b.checkBudget(dist).problems).toEqual([]);
    // Random bytes do not compress: 170 KB of them (about 128 KB gzipped) in the entry breaks the gzip budget.
    fs.writeFileSync(path.join(dist, 'assets/index-A.js'), `import"./ui-B.js";/*${randomText(170 * 1024)}*/`);
    expect(b.checkBudget(dist).problems).toEqual([expect.stringMatching(/^first page JS is 1[23]\d\.\d KB gzipped \(budget 100\.0 KB\)$/)]);
    // A lazily loaded chunk does not count towards the first page, but is still capped at 500 kB.
    fs.writeFileSync(path.join(dist, 'assets/index-A.js'), 'export{}');
    fs.writeFileSync(path.join(dist, 'assets/admin-E.js'), 'x'.repeat(500_001));
    const r = b.checkBudget(dist);
    expect(r.first.map((f) => f.file)).toEqual(['assets/index-A.js', 'assets/ui-B.js']);
    expect(r.problems).toEqual(['assets/admin-E.js is 500.0 kB minified (limit 500.0 kB)']);
    fs.rmSync(dist, { recursive: true, force: true });
  });
});

function randomText(n: number): string {
  const abc = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  let s = '';
  for (let i = 0; i < n; i++) s += abc[Math.floor(Math.random() * abc.length)];
  return s;
}
