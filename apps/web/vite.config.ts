import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const api = process.env.BAZAAR_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(['/api', '/uploads', '/admin/details', '/shop/ragister', '/healthz', '/readyz'].map((p) => [p, { target: api, changeOrigin: false }])),
  },
  build: { target: 'es2022', sourcemap: false },
});
