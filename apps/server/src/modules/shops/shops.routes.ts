import type { FastifyInstance } from 'fastify';
import { shopListQuery } from '@bazaar/shared';
import { readForm } from '../../lib/multipart.js';
import { parse } from '../../lib/validate.js';
import { currentUser, requireRole } from '../../plugins/auth.js';
import { shopProjection } from '../../plugins/catalog-cache.js';
import { adminDetails, createShop, getShop, listAllShops, listShops, shopFacets } from './shops.service.js';

export async function shopsRoutes(app: FastifyInstance): Promise<void> {
  const { database, images, catalog } = app.ctx;
  const db = database.db;

  // Public catalog reads: served from the catalog cache (plugins/catalog-cache.ts), keyed by what the viewer may see.
  app.get('/api/shops/all', async (req, reply) => {
    const viewer = await currentUser(req);
    return catalog.serve(req, reply, { projection: shopProjection(viewer) }, () => listAllShops(db, viewer));
  });

  app.get('/api/shops', async (req, reply) => {
    const viewer = await currentUser(req);
    return catalog.serve(req, reply, { projection: shopProjection(viewer) }, () => listShops(db, parse(shopListQuery, req.query), viewer));
  });

  app.get('/api/shops/facets', async (req, reply) => catalog.serve(req, reply, {}, () => shopFacets(db)));

  app.get<{ Params: { shopId: string } }>('/api/shops/:shopId', async (req, reply) => {
    const viewer = await currentUser(req);
    return catalog.serve(req, reply, { projection: shopProjection(viewer) }, () => getShop(db, req.params.shopId, viewer));
  });

  app.post('/api/shops', async (req, reply) => {
    const user = await requireRole(req, 'superadmin');
    const shop = await createShop(db, images, await readForm(req), user);
    await catalog.invalidate();
    return reply.status(201).send({ message: 'Shop created successfully', name: shop.name, shop });
  });

  app.get('/api/superadmin/shops', async (req) => {
    const user = await requireRole(req, 'superadmin');
    return listShops(db, parse(shopListQuery, req.query), user);
  });

  // The spec reads the same details at both paths (with and without /api).
  for (const url of ['/admin/details', '/api/admin/details']) {
    app.get(url, async (req) => adminDetails(db, await requireRole(req, 'admin')));
  }
}
