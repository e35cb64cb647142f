import type { FastifyInstance } from 'fastify';
import { pageQuery, shopRegistrationBody } from '@bazaar/shared';
import { parse } from '../../lib/validate.js';
import { requireRole } from '../../plugins/auth.js';
import { routeLimit } from '../../plugins/rate-limit.js';
import { listShopRequestPage, listShopRequests, SHOP_REQUEST_THANKS, submitShopRequest } from './shop-requests.service.js';

export async function shopRequestsRoutes(app: FastifyInstance): Promise<void> {
  const { database, limits } = app.ctx;
  const db = database.db;

  // Path spelled as the spec's client calls it.
  app.post('/shop/ragister/shopform', { config: routeLimit(limits.shopRegistration) }, async (req, reply) => {
    await submitShopRequest(db, parse(shopRegistrationBody, req.body));
    return reply.status(201).send({ message: SHOP_REQUEST_THANKS });
  });

  app.get('/shop/ragister/getshop-query', async (req) => {
    await requireRole(req, 'superadmin');
    return listShopRequests(db);
  });

  app.get('/api/shop-queries', async (req) => {
    await requireRole(req, 'superadmin');
    const q = parse(pageQuery, req.query);
    return listShopRequestPage(db, q.page, q.limit);
  });
}
