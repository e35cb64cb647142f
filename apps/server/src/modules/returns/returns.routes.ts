// Over 300 lines: every route of returns (policy, request, photos, moves, clocks, refund account) with its contract text.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  escalatedReturnsQuery,
  refundAccountBody,
  refundAccountReply,
  refundAccountViewsReply,
  refundConfirmationBody,
  returnListQuery,
  returnListReply,
  returnMoveBody,
  returnPolicyBody,
  returnReply,
  returnRequestBody,
  returnSettingsBody,
  returnSettingsReply,
  MAX_RETURN_PHOTOS,
  shopReturnPolicyReply,
} from '@bazaar/shared';
import { fileReply, idParams } from '@bazaar/shared/responses';
import { z } from 'zod';
import { readForm } from '../../lib/multipart.js';
import { allow, callerOf } from '../../plugins/auth.js';
import { doc, formBody } from '../../plugins/contracts.js';
import { addReturnPhoto, readReturnPhoto } from './return-photos.service.js';
import {
  answerRefund,
  listEscalatedReturns,
  listOrderReturns,
  listShopReturns,
  moveReturn,
  oneDto,
  requestReturn,
  returnPolicyOfAdmin,
  setReturnPolicy,
} from './returns.service.js';
import { getReturnSettings, setReturnSettings } from './return-settings.service.js';
import { listRefundAccountViews, revealRefundAccount, setRefundAccount } from './refund-account.service.js';

const TAG = 'Returns';

/** Issue 26 #1-#2 (decision 084): shops' return policies and returns of delivered orders. */
export async function returnsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.ctx.database.db;
  const key = app.ctx.dataKey;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/shop/return-policy',
    {
      preValidation: allow('admin'),
      schema: {
        ...doc(
          TAG,
          'admin (its own shop)',
          'The shop’s return policy',
          '`version` 0 and kind `none` until the shop sets one. 404 for an admin without a shop.',
        ),
        response: { 200: shopReturnPolicyReply },
      },
    },
    async (req) => returnPolicyOfAdmin(db, callerOf(req).id),
  );

  r.put(
    '/api/admin/shop/return-policy',
    {
      preValidation: allow('admin'),
      schema: {
        ...doc(
          TAG,
          'admin (its own shop)',
          'Set the shop’s return policy',
          '`{ kind: none|return|replacement, days }`: days 1–30 after delivery for return or replacement (left out or 0 for none). ' +
            'Appends a dated version; orders placed from now on record it, earlier orders keep theirs.',
        ),
        body: returnPolicyBody,
        response: { 200: shopReturnPolicyReply },
      },
    },
    async (req) => setReturnPolicy(db, callerOf(req), req.body),
  );

  r.post(
    '/api/orders/:id/returns',
    {
      preValidation: allow('user'),
      schema: {
        ...doc(
          TAG,
          'user (the order’s shopper)',
          'Ask to return items of a delivered order',
          '`lines: [{ itemId, quantity }]` (the order item’s `_id`), `reason` from the list, optional `note`, `resolution` refund or replacement. ' +
            '409 with a message outside the window of the policy the order was placed under, over the delivered quantity less earlier requests, ' +
            'for an item sold as not returnable, or for a resolution the policy does not offer. The shop must decide by `decideBy`.',
        ),
        params: idParams('order'),
        body: returnRequestBody,
        response: { 201: returnReply },
      },
    },
    async (req, reply) => reply.status(201).send({ return: await requestReturn(db, callerOf(req), req.params.id, req.body, app.ctx.clock()) }),
  );

  r.post(
    '/api/returns/:id/photos',
    {
      preValidation: allow('user'),
      schema: {
        ...doc(
          TAG,
          'user (the return’s shopper)',
          'Attach a photo to a return request',
          `A multipart form with one file \`image\` (JPEG, PNG or WebP, at most 5 MB), re-encoded without its metadata and kept private. ` +
            `At most ${MAX_RETURN_PHOTOS} per return (400), while the return waits for the shop (Requested; 409 after). 404 for anyone else’s return.`,
        ),
        params: idParams('return'),
        consumes: ['multipart/form-data'],
        body: formBody(z.object({}), 'A multipart form with the file `image`.'),
        response: { 201: returnReply },
      },
    },
    async (req, reply) => {
      await addReturnPhoto(db, app.ctx.images, callerOf(req), req.params.id, () => readForm(req), app.ctx.clock());
      return reply.status(201).send({ return: await oneDto(db, req.params.id, app.ctx.clock(), key) });
    },
  );

  r.get(
    '/api/returns/:id/photos/:photoId',
    {
      preValidation: allow('user', 'admin', 'superadmin'),
      schema: {
        ...doc(
          TAG,
          'the return’s shopper, its shop’s owner, superadmin',
          'A return’s photo',
          'The WebP bytes, `Cache-Control: private, no-store`. 404 for anyone else, as for a photo that does not exist.',
        ),
        params: z.object({ id: z.string(), photoId: z.string() }),
        response: { 200: fileReply('image/webp', 'the photo, re-encoded as WebP without its metadata') },
      },
    },
    async (req, reply) => {
      const bytes = await readReturnPhoto(db, app.ctx.images, callerOf(req), req.params.id, req.params.photoId);
      // The bytes as they are (the contract's binary string is for the OpenAPI document).
      return (reply as FastifyReply)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .header('cross-origin-resource-policy', 'same-origin')
        .type('image/webp')
        .send(bytes);
    },
  );

  r.get(
    '/api/orders/:id/returns',
    {
      preValidation: allow('user', 'admin'),
      schema: {
        ...doc(TAG, 'user (its shopper), admin (its shop)', 'The returns of an order', 'Newest first. 404 for anyone else’s order.'),
        params: idParams('order'),
        response: { 200: returnListReply },
      },
    },
    async (req) => ({ returns: await listOrderReturns(db, callerOf(req), req.params.id, app.ctx.clock(), key) }),
  );

  r.get(
    '/api/admin/returns',
    {
      preValidation: allow('admin'),
      schema: {
        ...doc(
          TAG,
          'admin (its own shop)',
          'The shop’s returns',
          'Newest first, at most 500; `status` filters; `overdue=true` lists only refunds not recorded by their `refundDueBy` (each flagged `refundOverdue`).',
        ),
        querystring: returnListQuery,
        response: { 200: returnListReply },
      },
    },
    async (req) => ({ returns: await listShopReturns(db, callerOf(req).id, req.query.status, req.query.overdue, app.ctx.clock(), key) }),
  );

  r.patch(
    '/api/admin/returns/:id',
    {
      preValidation: allow('admin'),
      schema: {
        ...doc(
          TAG,
          'admin (its shop)',
          'Move a return',
          'One transition table: Requested → Accepted or Declined (`reason` required); Accepted → PickedUp → Received (`resellable`, default true, puts the items back on stock) → ' +
            'Refunded (resolution refund, with `refund: { reference, date }`: recorded once; the same call again answers the same refund, another one is 409) or Replaced (resolution replacement). 409 on any other move, or when another move won at the same time.',
        ),
        params: idParams('return'),
        body: returnMoveBody,
        response: { 200: returnReply },
      },
    },
    async (req) => ({ return: await moveReturn(db, callerOf(req), req.params.id, req.body, app.ctx.clock(), key) }),
  );

  r.get(
    '/api/superadmin/returns',
    {
      preValidation: allow('superadmin'),
      schema: {
        ...doc(
          TAG,
          'superadmin',
          'Returns escalated to the platform owner',
          'Requests the shop did not accept or decline by `decideBy`, newest first, at most 500; with `overdue=true`, instead every shop’s refunds not recorded by their `refundDueBy`.',
        ),
        querystring: escalatedReturnsQuery,
        response: { 200: returnListReply },
      },
    },
    async (req) => ({ returns: await listEscalatedReturns(db, req.query.overdue, app.ctx.clock(), key) }),
  );

  r.get(
    '/api/superadmin/return-settings',
    {
      preValidation: allow('superadmin'),
      schema: {
        ...doc(
          TAG,
          'superadmin',
          'The return clocks',
          'The hours a shop has to decide a return and the days to refund after receipt, in force now, with every version.',
        ),
        response: { 200: returnSettingsReply },
      },
    },
    async () => getReturnSettings(db, app.ctx.clock()),
  );

  r.put(
    '/api/superadmin/return-settings',
    {
      preValidation: allow('superadmin'),
      schema: {
        ...doc(
          TAG,
          'superadmin',
          'Change the return clocks',
          '`{ decideHours (1–168), refundDays (1–30) }`: appends a dated version in force from now. Requests made and items received from now on use it; deadlines already set stay.',
        ),
        body: returnSettingsBody,
        response: { 200: returnSettingsReply },
      },
    },
    async (req) => setReturnSettings(db, callerOf(req), req.body, app.ctx.clock()),
  );

  r.post(
    '/api/returns/:id/refund-confirmation',
    {
      preValidation: allow('user'),
      schema: {
        ...doc(
          TAG,
          'user (the return’s shopper)',
          'Confirm or dispute a refund',
          '`{ ok: true }` received, or `{ ok: false, note }` not received (the note says what is wrong). Once, after the shop marked the return Refunded; 409 otherwise.',
        ),
        params: idParams('return'),
        body: refundConfirmationBody,
        response: { 200: returnReply },
      },
    },
    async (req) => ({ return: await answerRefund(db, callerOf(req), req.params.id, req.body, app.ctx.clock()) }),
  );

  r.put(
    '/api/returns/:id/refund-account',
    {
      preValidation: allow('user'),
      schema: {
        ...doc(
          TAG,
          'user (the return’s shopper)',
          'Say where the refund goes',
          '`{ upiId }` or `{ accountNumber, ifsc, holder }` (a cash order’s refund return, from Accepted until the refund is recorded; 409 otherwise). ' +
            'UPI ID and IFSC formats are checked (400 naming the field). The account number is stored sealed (AES-256-GCM under DATA_KEY) with its last four ' +
            'digits beside it; replies show it masked. Given again, it replaces the earlier account.',
        ),
        params: idParams('return'),
        body: refundAccountBody,
        response: { 200: returnReply },
      },
    },
    async (req) => ({ return: await setRefundAccount(db, callerOf(req), req.params.id, req.body, key, app.ctx.clock()) }),
  );

  r.get(
    '/api/admin/returns/:id/refund-account',
    {
      preValidation: allow('admin'),
      schema: {
        ...doc(
          TAG,
          'admin (the return’s shop)',
          'The refund account in full, to pay it',
          'The whole account number, only while the shop has to pay the refund (a refund return that is Received); 409 otherwise or when none was given. ' +
            '`askAgain: true` (and no number) when it was sealed with a key this server does not have: ask the shopper to give it again. ' +
            'Each reply that shows the whole number is logged (who and when; `GET /api/superadmin/returns/:id/refund-account-views`).',
        ),
        params: idParams('return'),
        response: { 200: refundAccountReply },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { refundAccount: await revealRefundAccount(db, callerOf(req), req.params.id, key, app.ctx.clock()) };
    },
  );

  r.get(
    '/api/superadmin/returns/:id/refund-account-views',
    {
      preValidation: allow('superadmin'),
      schema: {
        ...doc(
          TAG,
          'superadmin',
          'Who saw a refund’s whole account number',
          'Every time a shop’s owner was shown the whole number of this return’s refund account, newest first: the account (its name and e-mail now) and when. Append-only; 404 for no such return.',
        ),
        params: idParams('return'),
        response: { 200: refundAccountViewsReply },
      },
    },
    async (req) => listRefundAccountViews(db, req.params.id),
  );
}
