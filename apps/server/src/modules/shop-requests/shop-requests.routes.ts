import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { declineShopRequestBody, shopFormBody, pageQuery, shopRegistrationBody } from '@bazaar/shared';
import { idParams, messageReply, paged, shopQueryDto } from '@bazaar/shared/responses';
import { z } from 'zod';
import { readForm } from '../../lib/multipart.js';
import { allow, callerOf } from '../../plugins/auth.js';
import { doc, formBody } from '../../plugins/contracts.js';
import { routeLimit } from '../../plugins/rate-limit.js';
import {
  approveShopRequest,
  declineShopRequest,
  listShopRequestPage,
  listShopRequests,
  SHOP_REQUEST_THANKS,
  submitShopRequest,
} from './shop-requests.service.js';

const requestPageQuery = pageQuery.extend({
  status: z.enum(['new', 'approved', 'declined'], { error: 'status must be new, approved or declined' }).optional(),
});

const TAG = 'Contact and shop registration';

export async function shopRequestsRoutes(app: FastifyInstance): Promise<void> {
  const { database, limits, images } = app.ctx;
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
      schema: {
        ...doc(TAG, 'superadmin', 'A page of shop registration requests', '`status` (new, approved, declined) filters; newest first.'),
        querystring: requestPageQuery,
        response: { 200: paged(shopQueryDto) },
      },
    },
    async (req) => listShopRequestPage(db, req.query.page, req.query.limit, req.query.status),
  );

  r.post(
    '/api/shop-queries/:id/approve',
    {
      preValidation: allow('superadmin'),
      schema: {
        ...doc(
          TAG,
          'superadmin',
          'Approve a request: its owner’s account and the shop in one step',
          'A multipart form with the Create Shop fields except `admin`, and the file `image`. Creates an admin account for the request’s email (a password nobody knows), ' +
            'the shop, marks the request approved and mails the owner a link to choose their password (7 days). 201. 409 when the request was already decided or its email has an account; 400 names a bad field.',
        ),
        params: idParams('shop request'),
        consumes: ['multipart/form-data'],
        body: formBody(shopFormBody, 'A multipart form with these fields and the file `image` (required).'),
        response: { 201: z.strictObject({ message: z.string(), request: shopQueryDto, shopId: z.string() }) },
      },
    },
    async (req, reply) => {
      const result = await approveShopRequest(db, images, req.params.id, await readForm(req), callerOf(req), app.ctx.clock());
      return reply.status(201).send({ message: 'Approved: the shop is created and its owner has an email to choose a password', ...result });
    },
  );

  r.post(
    '/api/shop-queries/:id/decline',
    {
      preValidation: allow('superadmin'),
      schema: {
        ...doc(
          TAG,
          'superadmin',
          'Decline a request, with the reason the vendor reads',
          '`reason` (3–500 characters), mailed to the vendor. 409 when already decided.',
        ),
        params: idParams('shop request'),
        body: declineShopRequestBody,
        response: { 200: z.strictObject({ message: z.string(), request: shopQueryDto }) },
      },
    },
    async (req) => ({
      message: 'Declined: the vendor is told why by email',
      request: await declineShopRequest(db, req.params.id, req.body.reason, callerOf(req), app.ctx.clock()),
    }),
  );
}
