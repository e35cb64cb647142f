import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { shopListQuery } from '@bazaar/shared';
import { paged, shopDto, shopFacetsDto, shopIdParams } from '@bazaar/shared/responses';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.js';
import { shopProjection } from '../../plugins/catalog-cache.js';
import { doc } from '../../plugins/contracts.js';
import { getShop, listAllShops, listShops, shopFacets } from './shops.service.js';

const PRIVATE = 'pan, gstnumber, razorpayAccountId and the admin’s email only for the superadmin and the shop’s own admin';

/**
 * The shops as the catalog shows them, to everyone. The platform owner's changes are shop-management.routes.ts; a
 * shop admin's own shop (delivery area, hours, details) own-shop.routes.ts.
 */
export async function shopsRoutes(app: FastifyInstance): Promise<void> {
  const { database, catalog, search } = app.ctx;
  const db = database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Public catalog reads: served from the catalog cache (plugins/catalog-cache.ts), keyed by what the viewer may see.
  r.get('/api/shops/all', { schema: { ...doc('Shops', 'all', 'Every shop', `${PRIVATE}.`), response: { 200: z.array(shopDto) } } }, async (req, reply) => {
    const viewer = await currentUser(req);
    return catalog.serve(req, reply, { projection: shopProjection(viewer) }, () => listAllShops(db, viewer));
  });

  r.get(
    '/api/shops',
    {
      schema: {
        ...doc(
          'Shops',
          'all',
          'A page of shops',
          `Search over shop name, owner name, category, location and the names of the shop's products (case-insensitive; a city's other name, e.g. Bangalore for Bengaluru, also matches). ${PRIVATE}.`,
        ),
        querystring: shopListQuery,
        response: { 200: paged(shopDto) },
      },
    },
    async (req, reply) => {
      const viewer = await currentUser(req);
      const q = req.query;
      return catalog.serve(req, reply, { projection: shopProjection(viewer) }, () =>
        q.search ? search.run((tx) => listShops(tx, q, viewer, { now: app.ctx.clock() })) : listShops(db, q, viewer, { now: app.ctx.clock() }),
      );
    },
  );

  r.get(
    '/api/shops/facets',
    { schema: { ...doc('Shops', 'all', 'The distinct shop categories and locations'), response: { 200: shopFacetsDto } } },
    async (req, reply) => catalog.serve(req, reply, {}, () => shopFacets(db)),
  );

  r.get(
    '/api/shops/:shopId',
    { schema: { ...doc('Shops', 'all', 'One shop', `404 when unknown. ${PRIVATE}.`), params: shopIdParams, response: { 200: shopDto } } },
    async (req, reply) => {
      const viewer = await currentUser(req);
      return catalog.serve(req, reply, { projection: shopProjection(viewer) }, () => getShop(db, req.params.shopId, viewer, app.ctx.clock()));
    },
  );
}
