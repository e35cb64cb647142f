import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Client-side routes of the web app (spec §2, plus the owner's product list). */
const SPA_ROUTES = [
  /^\/$/,
  /^\/(login|register|about|contact|my-orders|ragister-form|superadmincrud|create-shop|checkout-cod|order-success|superadmin|cart|terms|vendor-onboarding-guide|delivery-charges|contact-query|shop-query)\/?$/,
  /^\/admin\/?$/,
  /^\/admin\/(create-product|all-orders|products)\/?$/,
  /^\/shop\/[^/]+\/?$/,
];
const API_PREFIXES = ['/api/', '/uploads/', '/admin/details', '/shop/ragister/', '/healthz', '/readyz'];

export async function registerStatic(app: FastifyInstance, opts: { webDist: string; uploadsDir?: string }): Promise<void> {
  if (opts.uploadsDir) {
    fs.mkdirSync(opts.uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: opts.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      immutable: true,
      maxAge: '365d',
      setHeaders: (res) => {
        res.header('Content-Disposition', 'inline');
        res.header('Cross-Origin-Resource-Policy', 'same-origin');
      },
    });
  }

  const indexFile = path.join(opts.webDist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: '/',
      index: false,
      wildcard: false,
      // The build writes .br and .gz copies of every text asset: serve them to browsers that accept them.
      preCompressed: true,
      setHeaders: (res, file) => {
        res.header('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const indexHtml = hasWeb ? fs.readFileSync(indexFile) : null;
  if (hasWeb && fs.existsSync(path.join(opts.webDist, 'favicon.svg'))) {
    // Browsers ask for /favicon.ico by default; point them at the SVG icon instead of a 404.
    app.get('/favicon.ico', (_req, reply) => reply.redirect('/favicon.svg', 301));
  }

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((p) => url.startsWith(p));
    if (isApi || (req.method !== 'GET' && req.method !== 'HEAD') || !indexHtml) {
      return reply.status(404).send({ message: `Not found: ${req.method} ${url}`, code: 'NOT_FOUND' });
    }
    // Unknown paths still get the app (it shows its Not Found page), with a 404 status.
    const known = SPA_ROUTES.some((r) => r.test(url));
    return reply
      .status(known ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}
