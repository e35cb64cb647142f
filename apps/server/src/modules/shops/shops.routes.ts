import type { FastifyInstance } from 'fastify';
import { shopListQuery } from '@bazaar/shared';
import { readForm } from '../../lib/multipart.js';
import { parse } from '../../lib/validate.js';
import { currentUser, requireRole } from '../../plugins/auth.js';
import { adminDetails, createShop, getShop, listAllShops, listShops, shopFacets } from './shops.service.js';

export async function shopsRoutes(app: FastifyInstance): Promise<void> {
  const { database, images } = app.ctx;
  const db = database.db;

  app.get('/api/shops/all', async (req) => listAllShops(db, await currentUser(req)));

  app.get('/api/shops', async (req) => listShops(db, parse(shopListQuery, req.query), await currentUser(req)));

  app.get('/api/shops/facets', async () => shopFacets(db));

  app.get<{ Params: { shopId: string } }>('/api/shops/:shopId', async (req) => getShop(db, req.params.shopId, await currentUser(req)));

  app.post('/api/shops', async (req, reply) => {
    const user = await requireRole(req, 'superadmin');
    const shop = await createShop(db, images, await readForm(req), user);
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
