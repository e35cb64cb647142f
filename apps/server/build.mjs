#!/usr/bin/env node
/**
 * `npm run build -w apps/server`: compiles the server into one ES module, dist/server.js, that plain `node`
 * runs (no TypeScript loader in production), and the backup tool into dist/backup.js. esbuild bundles our code
 * and @bazaar/shared (TypeScript source) and leaves every npm package external, loaded from node_modules at run time: sharp and argon2
 * are native, PGlite loads its own wasm. The migrations are copied beside the bundle, where db/client.ts
 * looks for them (`./migrations` next to the module). See docs/decisions/008-server-build.md.
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
const pkg = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8'));
const sharedRoot = fileURLToPath(new URL('../../packages/shared/', import.meta.url));
const sharedExports = JSON.parse(fs.readFileSync(path.join(sharedRoot, 'package.json'), 'utf8')).exports;

/** The workspace package is TypeScript source: compile it in instead of leaving it to node (each of its `exports`). */
const workspaceSource = {
  name: 'workspace-source',
  setup(b) {
    b.onResolve({ filter: /^@bazaar\/shared(\/.*)?$/ }, (args) => {
      const target = sharedExports['.' + args.path.slice('@bazaar/shared'.length)];
      return target ? { path: path.join(sharedRoot, target) } : { errors: [{ text: `${args.path} is not exported by packages/shared` }] };
    });
  },
};

const started = performance.now();
fs.rmSync(dist, { recursive: true, force: true });
const result = await build({
  // The server, the backup tool (`npm run backup` / `npm run restore`, src/backup-cli.ts), and the embedded
  // database's worker thread, which db/pglite-thread.ts starts from beside the bundle (decision 034).
  entryPoints: {
    server: path.join(here, 'src/server.ts'),
    backup: path.join(here, 'src/backup-cli.ts'),
    // `npm run ondc:keys`: a key pair and the site-verification page for joining ONDC (issue 29, decision 075).
    'ondc-keys': path.join(here, 'src/ondc-keys-cli.ts'),
    // `npm run data-key:rotate`: re-seals refund accounts under a new DATA_KEY (decision 100 addendum).
    'data-key': path.join(here, 'src/data-key-cli.ts'),
    'pglite-worker': path.join(here, 'src/db/pglite-worker.ts'),
    // The thread that draws document PDFs, which modules/invoices/pdf-thread.ts starts from beside the bundle (decision 035).
    'pdf-worker': path.join(here, 'src/modules/invoices/pdf-worker.ts'),
  },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  plugins: [workspaceSource],
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
});

// A package the bundle loads at run time must be a runtime dependency of the server, or a production
// install (`npm ci --omit=dev`) would start a server that cannot load it.
const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
const packageOf = (p) => (p.startsWith('@') ? p.split('/').slice(0, 2).join('/') : p.split('/')[0]);
const missing = new Set(
  Object.values(result.metafile.outputs)
    .flatMap((o) => o.imports)
    .filter((i) => i.external && !builtins.has(i.path))
    .map((i) => packageOf(i.path))
    .filter((name) => !(name in (pkg.dependencies ?? {}))),
);
if (missing.size) {
  console.error(`apps/server/build.mjs: the server imports ${[...missing].join(', ')}, missing from apps/server "dependencies"`);
  process.exit(1);
}

fs.cpSync(path.join(here, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
const size = fs.statSync(path.join(dist, 'server.js')).size;
console.log(`server built: apps/server/dist/server.js (${(size / 1024).toFixed(0)} KB) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
