import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { codConfirmationBody } from '@bazaar/shared';
import { idParams, orderChangeReply } from '@bazaar/shared/responses';
import { confirmWithCode, resendCode } from './cod-confirmation.service.js';
import { allow, callerOf } from '../../plugins/auth.js';
import { doc } from '../../plugins/contracts.js';

// The shopper confirms a COD order with the code sent to them (issue 13 #5; its own module since issue 23 #5).
export async function codConfirmationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // COD confirmation by code (issue 13 #5): only the order's shopper; anyone else's order is 404.
  r.post(
    '/api/orders/:id/cod-confirmation',
    {
      preValidation: allow('user'),
      schema: {
        ...doc(
          'Orders',
          'the ordering user',
          'Confirm a COD order with the 6-digit code sent to the shopper',
          'For an order whose `codConfirmation.status` is `awaiting` (a platform setting: COD orders above `codConfirmAbove`). ' +
            '400 for a wrong code (`details.triesLeft`) or an expired one (codes work for 30 minutes); 429 after 5 wrong tries of one code; ' +
            '409 when the order needs no code, is already confirmed, is no longer Pending or its time is over.',
        ),
        params: idParams('order'),
        body: codConfirmationBody,
        response: { 200: orderChangeReply },
      },
    },
    async (req) => confirmWithCode(db, callerOf(req), req.params.id, req.body.code, app.ctx.clock()),
  );

  r.post(
    '/api/orders/:id/cod-confirmation/resend',
    {
      preValidation: allow('user'),
      schema: {
        ...doc(
          'Orders',
          'the ordering user',
          'Send a new COD confirmation code',
          'Replaces the code (the old one stops working) and sends it by email (and SMS when configured). ' +
            '429 within 60 s of the last code (`details.retryAfterSeconds`) or after 5 codes for the order; 409 as for the confirmation.',
        ),
        params: idParams('order'),
        response: { 200: orderChangeReply },
      },
    },
    async (req) => resendCode(db, callerOf(req), req.params.id, app.ctx.clock()),
  );
}
