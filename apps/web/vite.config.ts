import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const api = process.env.BAZAAR_API ?? 'http://localhost:3000';

/**
 * The shared package is pure (no import-time effects) but does not say so in its package.json; saying it here
 * lets the bundler skip its zod schemas in chunks that only need a constant or formatRupees, keeping zod out
 * of the shopper's first page.
 */
const sharedIsPure = {
  name: 'bazaar-shared-is-pure',
  transform(code: string, id: string) {
    return id.includes('/packages/shared/src/') ? { code, moduleSideEffects: false } : null;
  },
};

/**
 * React Router ships one build for every environment, so the bundler cannot tree-shake parts of it on its own:
 * its components are created with un-annotated `React.forwardRef(...)` calls and given a `displayName` at the
 * top level (side effects as far as the bundler knows), and its development warnings (`warning(...)`, with
 * long messages) are plain calls. Marking those calls pure, dropping the `displayName` assignments and turning
 * its dev-warnings flag off lets unused components (Form, fetchers, RSC helpers…) and the warning strings fall
 * out of the shopper's first page. Behaviour is unchanged: warnings only ever went to the console.
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
        .replace(/\bvar ENABLE_DEV_WARNINGS = true;/, 'var ENABLE_DEV_WARNINGS = false;'),
      map: null,
    };
  },
};

export default defineConfig({
  plugins: [react(), tailwindcss(), sharedIsPure, reactRouterTreeShaking],
  server: {
    port: 5173,
    proxy: Object.fromEntries(['/api', '/uploads', '/admin/details', '/shop/ragister', '/healthz', '/readyz'].map((p) => [p, { target: api, changeOrigin: false }])),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // SVG artwork stays as hashed, long-cached files instead of base64 inside the JavaScript.
    assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
  },
});
