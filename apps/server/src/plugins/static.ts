import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { makePrivateDir } from '../lib/private-files.js';
import { firstScreenTags, readFirstScreenAssets } from './first-screen.js';
import { IMAGE_AREAS, PRIVATE_AREA, IMAGE_CACHE_CONTROL, imageContentType, type ImageArea, type ImageStore } from '../storage/image-store.js';

/**
 * Client-side routes of the web app (spec §2 and the screens added since): served with 200; app.test.ts checks
 * that every path of apps/web/src/app/router.tsx is here.
 */
const SPA_ROUTES = [
  /^\/$/,
  /^\/(login|register|about|contact|my-orders|ragister-form|superadmincrud|create-shop|checkout-cod|order-success|superadmin|cart|terms|vendor-onboarding-guide|delivery-charges|contact-query|shop-query|forgot-password|reset-password|search|privacy|returns-policy|shipping-policy)\/?$/,
  /^\/admin\/?$/,
  /^\/admin\/(create-product|all-orders|products)\/?$/,
  /^\/shop\/[^/]+\/?$/,
  /^\/my-orders\/[^/]+\/?$/,
  /^\/product\/[^/]+\/?$/,
  /^\/account\/password\/?$/,
  /^\/account\/(notifications|deleted)\/?$/,
  /^\/admin\/(gst-register|reviews|payments|delivery-area|bulk-upload|returns)\/?$/,
  /^\/superadmin\/(reviews|ledger|tcs-report|tds-report|settings|outbox|erasure-requests|returns|ondc)\/?$/,
  // Issue 26 #5: complaints and the grievance redressal page.
  /^\/(grievance-redressal|grievances)\/?$/,
  /^\/(admin\/|superadmin\/)?grievances\/[^/]+\/?$/,
  /^\/(admin|superadmin)\/grievances\/?$/,
];
const API_PREFIXES = ['/api/', '/uploads/', '/admin/details', '/shop/ragister/', '/healthz', '/readyz'];

export async function registerStatic(app: FastifyInstance, opts: { webDist: string; images: ImageStore; firstScreen?: boolean }): Promise<void> {
  const uploadsDir = opts.images.localRoot;
  if (uploadsDir) {
    makePrivateDir(uploadsDir); // 0700, as the database's folder (issue 21 #10)
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      // Returns' photos are private (issue 26 #2): never public, read only through GET /api/returns/:id/photos/:photoId.
      allowedPath: (pathName) => !isPrivatePath(pathName),
      immutable: true,
      maxAge: '365d',
      setHeaders: (res) => {
        res.header('Content-Disposition', 'inline');
        res.header('Cross-Origin-Resource-Policy', 'same-origin');
      },
    });
  } else if (opts.images.open) {
    registerStoredImages(app, opts.images);
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
  const indexText = indexHtml?.toString('utf8') ?? '';
  const firstScreen = hasWeb ? readFirstScreenAssets(opts.webDist) : { shopPageLinks: '' };
  if (hasWeb && fs.existsSync(path.join(opts.webDist, 'favicon.svg'))) {
    // Browsers ask for /favicon.ico by default; point them at the SVG icon instead of a 404.
    app.get('/favicon.ico', (_req, reply) => reply.redirect('/favicon.svg', 301));
  }

  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((p) => url.startsWith(p));
    if (isApi || (req.method !== 'GET' && req.method !== 'HEAD') || !indexHtml) {
      return reply.status(404).send({ message: `Not found: ${req.method} ${url}`, code: 'NOT_FOUND' });
    }
    // Unknown paths still get the app (it shows its Not Found page), with a 404 status.
    const known = SPA_ROUTES.some((r) => r.test(url));
    // The home and shop pages carry what their first screen needs (plugins/first-screen.ts, decision 053).
    const tags =
      known && req.method === 'GET' && opts.firstScreen !== false ? await firstScreenTags(app, req, firstScreen) : { head: '', body: '', personal: false };
    // Function replacers: a `$&` in a product's text must stay as it is.
    const html = tags.head || tags.body ? indexText.replace('</head>', () => `${tags.head}</head>`).replace('<body>', () => `<body>${tags.body}`) : indexHtml;
    reply
      .status(known ? 200 : 404)
      // With a session cookie the inlined answers are that viewer's (an owner sees their shop's own fields).
      .header('cache-control', tags.personal ? 'private, no-cache' : 'no-cache')
      .header('vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    // The page with its answers is made per request, so it is compressed here (a few KB: about 0.1 ms), not by the build.
    if (html !== indexHtml && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(html));
    }
    return reply.send(html);
  });
}

/** A path under the private area, however it is spelled (`/returns/…`, `//returns/…`, `/Returns/…` on a folder that ignores case). */
function isPrivatePath(pathName: string): boolean {
  let p: string;
  try {
    p = decodeURIComponent(pathName);
  } catch {
    return true;
  }
  return (
    p
      .replace(/^[/\\.]+/, '')
      .toLowerCase()
      .startsWith(`${PRIVATE_AREA}/`) || p.replace(/^[/\\.]+/, '').toLowerCase() === PRIVATE_AREA
  );
}

/** A stored image's name: a content hash and an extension (never a path, never a dot file). */
const IMAGE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}$/;

/**
 * /uploads/{area}/{name} and /uploads/{area}/thumb/{name} for a store without a local folder (S3): the same URLs,
 * content types and cache headers as the folder's static serving, the bytes streamed from the store, or a redirect
 * to its public URL when one is set (decision 027). An unknown image is the same 404 as from the folder.
 */
function registerStoredImages(app: FastifyInstance, images: ImageStore): void {
  const serve = async (req: FastifyRequest, reply: FastifyReply, area: string, name: string, thumb: boolean) => {
    if (!IMAGE_AREAS.includes(area as ImageArea) || !IMAGE_NAME.test(name)) return reply.callNotFound();
    const key = thumb ? `${area}/thumb/${name}` : `${area}/${name}`;
    if (images.publicUrl) {
      // Not cached for a year like the image itself: the operator may move the bucket or CDN.
      return reply.header('cache-control', 'public, max-age=3600').redirect(`${images.publicUrl}/${key}`, 302);
    }
    const ifNoneMatch = req.headers['if-none-match'];
    const found = await images.open!(key, typeof ifNoneMatch === 'string' ? ifNoneMatch : undefined);
    if (!found) return reply.callNotFound();
    reply.header('cache-control', IMAGE_CACHE_CONTROL);
    if (found.etag) reply.header('etag', found.etag);
    if (found.status === 304) return reply.status(304).send();
    if (found.lastModified) reply.header('last-modified', found.lastModified.toUTCString());
    if (found.length !== undefined) reply.header('content-length', found.length);
    reply.header('content-disposition', 'inline').header('cross-origin-resource-policy', 'same-origin').type(imageContentType(name));
    return reply.send(found.body); // HEAD: Fastify drains the stream and keeps the headers
  };
  const hidden = { schema: { hide: true } };
  app.get<{ Params: { area: string; name: string } }>('/uploads/:area/:name', hidden, (req, reply) =>
    serve(req, reply, req.params.area, req.params.name, false),
  );
  app.get<{ Params: { area: string; name: string } }>('/uploads/:area/thumb/:name', hidden, (req, reply) =>
    serve(req, reply, req.params.area, req.params.name, true),
  );
}
