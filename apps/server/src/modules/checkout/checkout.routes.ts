import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { placeOrderBody } from '@bazaar/shared';
import { placeOrderReply } from '@bazaar/shared/responses';
import { assertCanOrder, idempotencyKeyOf, placeOrder } from './place-order.service.js';
import { allow, callerOf } from '../../plugins/auth.js';
import { doc } from '../../plugins/contracts.js';

// Placing the cart as orders (issue 23 #5: checkout apart from the orders' status machine and views). HTTP only:
// what placing sets off follows from the events the service records (decision 054).
export async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/orders',
    {
      // A shopper, and a well-formed Idempotency-Key, before the body is looked at.
      preValidation: allow((user, req) => {
        assertCanOrder(user);
        idempotencyKeyOf(req.headers['idempotency-key']);
      }),
      schema: {
        ...doc(
          'Orders',
          'user (shopper)',
          'Place the cart as cash-on-delivery orders',
          'Places the server-side cart: one order per shop in one transaction; stock decremented; cart emptied. ' +
            'Header `Idempotency-Key` (optional, at most 100 characters): a retry with the same key answers the same orders (200). ' +
            '400 empty cart; 409 `{ message, totalAmount }` when the client total differs; 409 when stock is short or `items` no longer match the cart; 409 `{ message, lines, maxOrderLines }` when one shop’s order would list more than 100 products.',
        ),
        body: placeOrderBody,
        response: { 201: placeOrderReply, 200: placeOrderReply },
      },
    },
    async (req, reply) => {
      const key = idempotencyKeyOf(req.headers['idempotency-key']);
      const { created, response } = await placeOrder(db, callerOf(req), req.body, key, app.ctx.clock());
      return reply.status(created ? 201 : 200).send(response);
    },
  );
}
