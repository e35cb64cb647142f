import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  eraseAccountBody,
  eraseAccountReply,
  erasureRequestDto,
  erasureRequestsReply,
  ondcBuyerErasureBody,
  ondcBuyerErasureReply,
  privacyNoticeDto,
} from '@bazaar/shared';
import { idParams } from '@bazaar/shared/responses';
import { allow, callerOf, endSession } from '../../plugins/auth.js';
import { doc } from '../../plugins/contracts.js';
import { loginGuard, routeLimit } from '../../plugins/rate-limit.js';
import { AppError } from '../../lib/errors.js';
import { requestLanguage } from '../../plugins/i18n.js';
import { completeErasure, eraseMyAccount, eraseOndcBuyer, listErasures, WRONG_PASSWORD } from './erasure.service.js';
import { currentPrivacyNotice } from './privacy-notice.service.js';

/** The privacy notice, erasing an account, and the platform owner's erasure requests (issue 26 #6, #7; decision 085). */
export async function erasureRoutes(app: FastifyInstance): Promise<void> {
  const db = app.ctx.database.db;
  const { limits, hits, clock } = app.ctx;
  const throttle = loginGuard(limits, hits);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/privacy-notice',
    {
      schema: {
        ...doc(
          'Platform',
          'all',
          'The privacy notice in force',
          'Its version, the date it took effect and its text, in the language of `Accept-Language` (or the account’s) where the notice has a ' +
            'translation (`language` says which); registration records consent to this version.',
        ),
        response: { 200: privacyNoticeDto },
      },
    },
    async (req) => currentPrivacyNotice(db, clock(), await requestLanguage(req)),
  );

  r.post(
    '/api/account/erase',
    {
      config: routeLimit(limits.login),
      preValidation: allow(),
      schema: {
        ...doc(
          'Auth',
          'logged in',
          'Erase my account',
          '`password`, or for an account without one `code` (a fresh code to its mobile from POST /api/auth/otp). 200 `Completed`: every session ends and ' +
            'everything personal is removed or anonymised, except tax invoices and credit notes (kept 72 months, CGST Act s.36; `kept` says so). ' +
            '202 `Pending`: the account has open orders; the request is recorded for a platform owner. 409 for a shop or platform owner. ' +
            'Wrong passwords count towards the login lockout (429).',
        ),
        body: eraseAccountBody,
        response: { 200: eraseAccountReply, 202: eraseAccountReply },
      },
    },
    async (req, reply) => {
      const user = callerOf(req);
      const account = user.email || user.mobile || user.id;
      await throttle.check(account, req.ip, 'wrong passwords');
      let result;
      try {
        result = await eraseMyAccount(db, app.ctx.images, user.id, req.body, clock());
      } catch (err) {
        if (err instanceof AppError && err.message === WRONG_PASSWORD) await throttle.fail(account, req.ip);
        throw err;
      }
      if (result.status === 'Pending') return reply.status(202).send(result);
      await endSession(req, reply);
      await app.ctx.sessions.forgetUser(user.id);
      await app.ctx.live.recheck({ userIds: [user.id] });
      return result;
    },
  );

  r.get(
    '/api/superadmin/erasure-requests',
    {
      preValidation: allow('superadmin'),
      schema: {
        ...doc('Platform', 'superadmin', 'Erasure requests', 'Accounts that asked to be erased while orders were open: pending first, then completed.'),
        response: { 200: erasureRequestsReply },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listErasures(db);
    },
  );

  r.post(
    '/api/superadmin/erasure-requests/:id/complete',
    {
      preValidation: allow('superadmin'),
      schema: {
        ...doc(
          'Platform',
          'superadmin',
          'Complete an erasure request',
          'Erases the account as the owner’s own request would have. 409 while it still has open orders, or when already completed.',
        ),
        params: idParams('Erasure request'),
        response: { 200: erasureRequestDto },
      },
    },
    async (req) => {
      const done = await completeErasure(db, app.ctx.images, req.params.id, callerOf(req).id, clock());
      await app.ctx.sessions.forgetUser(done.userId);
      await app.ctx.live.recheck({ userIds: [done.userId] });
      return done.dto;
    },
  );

  r.post(
    '/api/superadmin/ondc-buyer-erasure',
    {
      preValidation: allow('superadmin'),
      schema: {
        ...doc(
          'Platform',
          'superadmin',
          'Erase an ONDC buyer’s details',
          'For a person who ordered through an ONDC buyer app and has no Bazaar account (decision 110): their details leave every ONDC order that names their `email` or `phone` (either is enough), and their identifiers the records kept about others; amounts, items, the ONDC ids and the tax documents stay. 404 when no ONDC order names them; 409 while any of those orders is open, or when a Bazaar account has that email or number (erase the account instead).',
        ),
        body: ondcBuyerErasureBody,
        response: { 200: ondcBuyerErasureReply },
      },
    },
    async (req) => eraseOndcBuyer(db, req.body, clock()),
  );
}
