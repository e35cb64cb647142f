import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminLedgerQuery, recordPaymentBody, reverseEntryBody, superadminLedgerQuery } from '@bazaar/shared';
import { idParams, ledgerEntryReply, ledgerOverviewDto, shopIdParams, shopLedgerDto } from '@bazaar/shared/responses';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { allow, callerOf } from '../../plugins/auth.js';
import { doc } from '../../plugins/contracts.js';
import { ledgerCsv, ledgerOfAdmin, ledgerOfShop, ledgerOverview, recordPayment, reverseEntry } from './ledger.service.js';

const MAX_KEY = 100;
const CSV =
  'With `format=csv`: every entry (oldest first, not paged) as `text/csv; charset=utf-8`, rupees with 2 decimals, a last `Balance` line; text cells that a spreadsheet would run as a formula are prefixed with an apostrophe.';
const DUES =
  '`balance` in rupees (positive: the shop owes the platform), `overdue` and `oldestUnpaidDue`, `dues` (unpaid amount per due date: each charge falls due the grace days after it posted, payments settle the oldest first), `blocked`, and `entries` (paged like other lists, newest first, each with the running balance after it).';

/** A CSV streamed line by line (issue 30): the shop was checked before, so an error is still a whole reply. */
function sendCsv(reply: FastifyReply, file: { fileName: string; lines: AsyncIterable<string> }) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(Readable.from(file.lines));
}

export async function ledgerRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/ledger',
    {
      preValidation: allow('admin'),
      schema: {
        ...doc('Ledger', 'admin (its own shop)', 'Payments to Bazaar: the shop’s account with the platform', `${DUES} ${CSV} 404 for an admin without a shop.`),
        querystring: adminLedgerQuery,
        response: { 200: shopLedgerDto },
      },
    },
    async (req, reply) => {
      const q = req.query;
      if (q.format === 'csv') return sendCsv(reply, await ledgerCsv(db, { adminId: callerOf(req).id }));
      reply.header('cache-control', 'private, no-store');
      return ledgerOfAdmin(db, callerOf(req), q.page, q.limit, app.ctx.clock());
    },
  );

  r.get(
    '/api/superadmin/ledger',
    {
      preValidation: allow('superadmin'),
      schema: {
        ...doc(
          'Ledger',
          'superadmin',
          'One shop’s ledger (`shopId`), or every shop’s balance',
          `With \`shopId\`: that shop’s account, as the owner sees it: ${DUES} Without: \`balance\` (all shops), \`shops\` (each shop’s balance, overdue, oldest unpaid due, blocked; largest balance first) and every shop’s \`entries\`. ${CSV} 404 for an unknown shop.`,
        ),
        querystring: superadminLedgerQuery,
        response: { 200: z.union([shopLedgerDto, ledgerOverviewDto]) },
      },
    },
    async (req, reply) => {
      const q = req.query;
      if (q.format === 'csv') return sendCsv(reply, await ledgerCsv(db, { shopId: q.shopId }));
      reply.header('cache-control', 'private, no-store');
      const now = app.ctx.clock();
      return q.shopId !== undefined ? ledgerOfShop(db, q.shopId, q.page, q.limit, now) : ledgerOverview(db, q.page, q.limit, now);
    },
  );

  r.post(
    '/api/superadmin/shops/:shopId/payments',
    {
      preValidation: allow('superadmin'),
      schema: {
        ...doc(
          'Ledger',
          'superadmin',
          'Record a payment received from a shop',
          '`amount` in rupees (> 0, 2 decimals), `method` one of UPI, Bank transfer, Cheque, Cash, Card, `reference` (UTR, cheque number; optional), `date` (YYYY-MM-DD, IST; from 2000-01-01, not in the future; default today). ' +
            '201 with the entry and the new balance. Header `Idempotency-Key` (optional, at most 100 characters): a retry with the same key answers the entry already written (200). 400 names a bad field; 404 for an unknown shop.',
        ),
        params: shopIdParams,
        body: recordPaymentBody,
        response: { 200: ledgerEntryReply, 201: ledgerEntryReply },
      },
    },
    async (req, reply) => {
      const raw = req.headers['idempotency-key'];
      const key = (Array.isArray(raw) ? raw[0] : raw)?.trim() || undefined;
      if (key && key.length > MAX_KEY) throw new AppError('VALIDATION', `Idempotency-Key must be at most ${MAX_KEY} characters`);
      const { created, ...result } = await recordPayment(db, callerOf(req), req.params.shopId, req.body, app.ctx.clock(), key);
      return reply.status(created ? 201 : 200).send(result);
    },
  );

  r.post(
    '/api/superadmin/ledger/:id/reverse',
    {
      preValidation: allow('superadmin'),
      schema: {
        ...doc(
          'Ledger',
          'superadmin',
          'Reverse a mistaken payment or entry',
          '`reason` (3–300 characters). Writes an entry of the opposite amount that points at the original (nothing is edited or deleted); it keeps the original’s due date. 201. ' +
            '409 when the entry was already reversed or is itself a reversal; 404 for an unknown entry.',
        ),
        params: idParams('ledger entry'),
        body: reverseEntryBody,
        response: { 201: ledgerEntryReply },
      },
    },
    async (req, reply) => {
      const result = await reverseEntry(db, callerOf(req), req.params.id, req.body.reason, app.ctx.clock());
      return reply.status(201).send(result);
    },
  );
}
