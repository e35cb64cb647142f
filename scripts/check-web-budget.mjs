#!/usr/bin/env node
// Web budget (issue 4; issue 15 lowered it from 120 KB): the JavaScript a shopper's first page (home `/`)
// loads — the entry chunk and everything it imports statically (what index.html preloads, plus any static
// import found in those chunks) — must stay ≤ 100 KB gzipped, and no chunk may exceed 500 kB minified. Code
// the page loads later with import() (lazily loaded routes and below-the-fold parts) does not count. Reads
// apps/web/dist (run after `npm run build`); prints the figures; exits 1 when over budget.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

export const FIRST_LOAD_GZIP_LIMIT = 100 * 1024;
export const CHUNK_MINIFIED_LIMIT = 500 * 1000;

/** Script and modulepreload URLs of index.html, in order (only local /assets files). */
export function entryAssets(html) {
  const urls = [];
  for (const m of html.matchAll(/<script\b[^>]*\btype=["']module["'][^>]*\bsrc=["']([^"']+)["']/g)) urls.push(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*\brel=["']modulepreload["'][^>]*\bhref=["']([^"']+)["']/g)) urls.push(m[1]);
  return [...new Set(urls.filter((u) => !/^https?:/.test(u)).map((u) => u.replace(/^\//, '')))];
}

/** Relative static imports of a minified ES module: `import"./a.js"`, `from"./b.js"` (never `import("./c.js")`). */
export function staticImports(code) {
  const out = new Set();
  for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\.?\/[^"']+\.js)["']/g)) out.add(m[1]);
  return [...out];
}

/**
 * The closure of the entry assets over static imports. `read(file)` returns a file's text (paths relative
 * to dist). Returns the files in discovery order.
 */
export function firstLoadFiles(html, read) {
  const seen = new Set();
  const queue = entryAssets(html).filter((f) => f.endsWith('.js'));
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const rel of staticImports(read(file))) queue.push(path.posix.normalize(path.posix.join(path.posix.dirname(file), rel)));
  }
  return [...seen];
}

/** Gzipped size at zlib's default level (what @fastify/compress, nginx and most CDNs send). */
export const gzipSize = (buf) => zlib.gzipSync(buf).length;

/** The budget report for a built dist folder. */
export function checkBudget(dist) {
  const read = (f) => fs.readFileSync(path.join(dist, f), 'utf8');
  const html = read('index.html');
  const first = firstLoadFiles(html, read).map((f) => {
    const buf = fs.readFileSync(path.join(dist, f));
    return { file: f, bytes: buf.length, gzip: gzipSize(buf) };
  });
  const firstGzip = first.reduce((s, f) => s + f.gzip, 0);
  const chunks = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(path.join(dist, dir), { withFileTypes: true })) {
      const rel = path.posix.join(dir, e.name);
      if (e.isDirectory()) walk(rel);
      else if (e.name.endsWith('.js')) chunks.push({ file: rel, bytes: fs.statSync(path.join(dist, rel)).size });
    }
  };
  walk('.');
  const tooBig = chunks.filter((c) => c.bytes > CHUNK_MINIFIED_LIMIT);
  const problems = [];
  if (firstGzip > FIRST_LOAD_GZIP_LIMIT) problems.push(`first page JS is ${kb(firstGzip)} gzipped (budget ${kb(FIRST_LOAD_GZIP_LIMIT)})`);
  for (const c of tooBig) problems.push(`${c.file} is ${kB(c.bytes)} minified (limit ${kB(CHUNK_MINIFIED_LIMIT)})`);
  return { first, firstGzip, chunks, problems };
}

/** KB = 1024 bytes (the gzip budget); kB = 1000 bytes (chunk sizes, as Vite prints them). */
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const kB = (n) => `${(n / 1000).toFixed(1)} kB`;

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dist = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/dist'));
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    console.error(`web budget: ${dist}/index.html not found — run \`npm run build\` first`);
    process.exit(1);
  }
  const r = checkBudget(dist);
  console.log(`web budget: a shopper's first page (/) loads ${r.first.length} JS files:`);
  for (const f of r.first) console.log(`  ${f.file.padEnd(44)} ${kB(f.bytes).padStart(10)} min  ${kb(f.gzip).padStart(9)} gz`);
  console.log(
    `  total ${kb(r.firstGzip)} gzipped (budget ${kb(FIRST_LOAD_GZIP_LIMIT)}); ${r.chunks.length} chunks in all, largest ${kB(Math.max(0, ...r.chunks.map((c) => c.bytes)))} minified (limit ${kB(CHUNK_MINIFIED_LIMIT)})`,
  );
  if (r.problems.length) {
    for (const p of r.problems) console.error(`✗ ${p}`);
    process.exit(1);
  }
  console.log('✓ within budget');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
