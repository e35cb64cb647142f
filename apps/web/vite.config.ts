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

export default defineConfig({
  plugins: [react(), tailwindcss(), sharedIsPure],
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
