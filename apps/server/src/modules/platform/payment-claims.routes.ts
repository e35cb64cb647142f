import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { claimListQuery, payeeReply, paymentClaimBody, paymentClaimList, paymentClaimReply, rejectClaimBody } from '@bazaar/shared';
import { idParams } from '@bazaar/shared/responses';
import { allow, callerOf } from '../../plugins/auth.js';
import { doc } from '../../plugins/contracts.js';
import { claimsForPlatform, claimsOfAdmin, confirmClaim, payeeForAdmin, rejectClaim, reportPayment } from './platform.service.js';
import { TAG } from './platform.routes.js';

/** Issue 22 #8 (decision 051): how a shop pays Bazaar, the payments it reports, and the platform owner's decision. */
export async function paymentClaimsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/payee',
    {
      preValidation: allow('admin'),
      schema: {
        ...doc(TAG, 'admin', 'How to pay Bazaar: UPI ID, bank details, the amount due and a UPI QR code for it', '404 for an admin without a shop.'),
        response: { 200: payeeReply },
      },
    },
    async (req) => payeeForAdmin(db, callerOf(req), app.ctx.clock()),
  );

  r.get(
    '/api/admin/payment-claims',
    {
      preValidation: allow('admin'),
      schema: { ...doc(TAG, 'admin', 'The payments this shop reported, newest first (up to 100)'), response: { 200: paymentClaimList } },
    },
    async (req) => claimsOfAdmin(db, callerOf(req)),
  );

  r.post(
    '/api/admin/payment-claims',
    {
      preValidation: allow('admin'),
      schema: {
        ...doc(
          TAG,
          'admin',
          'Tell Bazaar about a payment the shop made',
          '`amount` (rupees), `method` (UPI, Bank transfer, Cheque), `reference` (the UTR or transaction id, 4–64 characters), `paidOn` (YYYY-MM-DD, IST, not in the future), `note` (optional). ' +
            '201; pending until the platform owner confirms it, which records it in the ledger. 409 when this reference is already reported.',
        ),
        body: paymentClaimBody,
        response: { 201: paymentClaimReply },
      },
    },
    async (req, reply) => reply.status(201).send(await reportPayment(db, callerOf(req), req.body, app.ctx.clock())),
  );

  r.get(
    '/api/superadmin/payment-claims',
    {
      preValidation: allow('superadmin'),
      schema: {
        ...doc(TAG, 'superadmin', 'Payments shops reported', '`status`: pending (default), confirmed, rejected or all; newest first, up to 100.'),
        querystring: claimListQuery,
        response: { 200: paymentClaimList },
      },
    },
    async (req) => claimsForPlatform(db, req.query.status),
  );

  r.post(
    '/api/superadmin/payment-claims/:id/confirm',
    {
      preValidation: allow('superadmin'),
      schema: {
        ...doc(
          TAG,
          'superadmin',
          'Confirm a reported payment: it is recorded in the shop’s ledger',
          '200; 409 when the report was already confirmed or rejected; 404 for an unknown report.',
        ),
        params: idParams('payment report'),
        response: { 200: paymentClaimReply },
      },
    },
    async (req) => {
      const result = await confirmClaim(db, callerOf(req), req.params.id, app.ctx.clock());
      // The payment it records drops the cached catalog after commit (recordPayment records `catalog.changed`).
      return result;
    },
  );

  r.post(
    '/api/superadmin/payment-claims/:id/reject',
    {
      preValidation: allow('superadmin'),
      schema: {
        ...doc(
          TAG,
          'superadmin',
          'Reject a reported payment, with the reason the owner reads',
          '`reason` (3–300 characters). 409 when already decided; 404 for an unknown report.',
        ),
        params: idParams('payment report'),
        body: rejectClaimBody,
        response: { 200: paymentClaimReply },
      },
    },
    async (req) => rejectClaim(db, callerOf(req), req.params.id, req.body.reason, app.ctx.clock()),
  );
}
