import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { i18nCatalogs } from './i18n-catalogs.ts';

const api = process.env.BAZAAR_API ?? 'http://localhost:3000';

/**
 * Writes a gzip (.gz) and a Brotli (.br) copy next to every text file of the build, compressed once at the
 * highest levels, for a server to send as they are (@fastify/static's `preCompressed: true`, nginx's
 * `gzip_static`/`brotli_static`) instead of sending the JavaScript and CSS uncompressed.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'bazaar-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      for (const file of walk(outDir)) {
        if (!/\.(js|mjs|css|html|svg|json|txt|webmanifest)$/.test(file)) continue;
        const buf = fs.readFileSync(file);
        if (buf.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(buf, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length } }),
        );
      }
    },
  };
}

/** `@/x` is `apps/web/src/x` (also in tsconfig.json `paths` and the vitest unit project; decision 014). */
const webAlias = [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }];

/**
 * The shipped build runs on Preact's React-compatible layer instead of React DOM (decision 067): React DOM was
 * 202 of the first page's 328 KB, and at 400 kbit/s every 50 KB is a second before the shop page works.
 * The app's code and its libraries (React Router, TanStack Query, React Hook Form) still import `react`; these
 * aliases answer those imports with `preact/compat`; the component tests do the same (vitest.config.ts). The dev
 * server keeps React for its fast refresh and developer tools.
 */
const preactAlias = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), i18nCatalogs(), precompress()],
  resolve: { alias: command === 'build' ? [...webAlias, ...preactAlias] : webAlias },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/uploads', '/admin/details', '/shop/ragister', '/healthz', '/readyz'].map((p) => [p, { target: api, changeOrigin: false }]),
    ),
  },
  build: {
    target: 'es2022',
    // dist/.vite/manifest.json: the server reads it to preload, from the HTML, the shop page's chunk and the
    // home banner (plugins/static.ts, decision 053).
    manifest: true,
    sourcemap: false,
    // No modulepreload polyfill in the first page: every browser the build targets that lacks <link rel=modulepreload>
    // (Firefox before 115, Safari before 17) still loads the same modules through their imports, just without the head start.
    modulePreload: { polyfill: false },
    // The first page's modules (everything the entry imports statically) in one file, the entry's, instead of
    // whichever shared chunks the automatic splitting picks: one request, and gzip sees the code as a whole.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'first-page', tags: ['$initial'] }] } } },
    // SVG artwork stays as hashed, long-cached files instead of base64 inside the JavaScript.
    assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
  },
}));
