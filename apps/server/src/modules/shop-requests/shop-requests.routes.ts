import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageQuery, shopRegistrationBody } from '@bazaar/shared';
import { messageReply, paged, shopQueryDto } from '@bazaar/shared/responses';
import { z } from 'zod';
import { allow } from '../../plugins/auth.js';
import { doc } from '../../plugins/contracts.js';
import { routeLimit } from '../../plugins/rate-limit.js';
import { listShopRequestPage, listShopRequests, SHOP_REQUEST_THANKS, submitShopRequest } from './shop-requests.service.js';

const TAG = 'Contact and shop registration';

export async function shopRequestsRoutes(app: FastifyInstance): Promise<void> {
  const { database, limits } = app.ctx;
  const db = database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Path spelled as the spec's client calls it.
  r.post(
    '/shop/ragister/shopform',
    {
      config: routeLimit(limits.shopRegistration),
      schema: {
        ...doc(TAG, 'all (rate-limited)', 'Ask to open a shop', `201 \`{ message: '${SHOP_REQUEST_THANKS}' }\`.`),
        body: shopRegistrationBody,
        response: { 201: messageReply },
      },
    },
    async (req, reply) => {
      await submitShopRequest(db, req.body);
      return reply.status(201).send({ message: SHOP_REQUEST_THANKS });
    },
  );

  r.get(
    '/shop/ragister/getshop-query',
    {
      preValidation: allow('superadmin'),
      schema: { ...doc(TAG, 'superadmin', 'Every shop registration request', 'Newest first.'), response: { 200: z.array(shopQueryDto) } },
    },
    async () => listShopRequests(db),
  );

  r.get(
    '/api/shop-queries',
    {
      preValidation: allow('superadmin'),
      schema: { ...doc(TAG, 'superadmin', 'A page of shop registration requests'), querystring: pageQuery, response: { 200: paged(shopQueryDto) } },
    },
    async (req) => listShopRequestPage(db, req.query.page, req.query.limit),
  );
}
