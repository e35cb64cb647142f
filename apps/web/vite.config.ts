import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const api = process.env.BAZAAR_API ?? 'http://localhost:3000';

/**
 * React Router ships one build for every environment, so the bundler cannot tree-shake parts of it on its own:
 * its components are created with un-annotated `React.forwardRef(...)` calls and given a `displayName` at the
 * top level (side effects as far as the bundler knows), and its development warnings (`warning(...)`, with
 * long messages) are plain calls. Marking those calls pure, dropping the `displayName` assignments and turning
 * its dev-warnings flag off lets unused components (Form, fetchers, RSC helpers…) and the warning strings fall
 * out of the shopper's first page. Behaviour is unchanged: warnings only ever went to the console.
 * `<Link prefetch>` is framework-mode only: without framework mode's context, `usePrefetchBehavior` always
 * answers "no prefetch, no handlers", so Link is given that answer directly and the prefetch code (page-link
 * discovery, RSC prefetching…) falls out as well. The app never passes `prefetch`.
 */
const reactRouterTreeShaking = {
  name: 'bazaar-react-router-tree-shaking',
  transform(code: string, id: string) {
    if (!/\/node_modules\/react-router\/dist\/[^/]+\/[^/]+\.mjs$/.test(id)) return null;
    return {
      code: code
        .replace(/= (React\d*)\.(forwardRef|createContext|memo)\(/g, '= /* @__PURE__ */ $1.$2(')
        .replace(/^(\s*)(warning|warnOnce|warningOnce)\(/gm, '$1/* @__PURE__ */ $2(')
        .replace(/^[ \t]*\w+\.displayName = "[^"]*";[ \t]*$/gm, '')
        .replace(/\bvar ENABLE_DEV_WARNINGS = true;/, 'var ENABLE_DEV_WARNINGS = false;')
        .replace(
          /let \[shouldPrefetch, prefetchRef, prefetchHandlers\] = usePrefetchBehavior\(\s*prefetch,\s*rest\s*\);/,
          'let shouldPrefetch = false, prefetchRef = null, prefetchHandlers = {};',
        ),
      map: null,
    };
  },
};

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

export default defineConfig({
  plugins: [react(), tailwindcss(), reactRouterTreeShaking, precompress()],
  resolve: { alias: webAlias },
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
});
