import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileReply, idParams } from '@bazaar/shared/responses';
import { allow, callerOf } from '../../plugins/auth.js';
import { doc } from '../../plugins/contracts.js';
import { userRouteLimit } from '../../plugins/rate-limit.js';
import { creditNotePdf, orderDocumentPdf, type DocumentFile } from './documents.service.js';

const WHO = 'the ordering user, the shop’s admin, or the superadmin';

/** A document is personal and legal: never kept by a shared cache, always saved as a file. */
function sendPdf(reply: FastifyReply, file: DocumentFile) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);
}

export async function invoicesRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Per account (decision 035): a stored PDF costs little to send, but a document not drawn yet is drawn on the PDF thread.
  const limit = userRouteLimit(app.ctx.limits.documentDownloads);

  r.get(
    '/api/orders/:id/invoice',
    {
      preValidation: allow(),
      config: limit,
      schema: {
        ...doc(
          'Orders',
          WHO,
          'The order’s tax invoice (or bill of supply) as a PDF',
          'Drawn once from the snapshot stored when the shop confirmed the order, and served from the stored bytes; `Content-Disposition: attachment; filename="Invoice_{orderId}.pdf"`. ' +
            '409 before the order is invoiced (still Pending, or cancelled before confirmation); anyone else’s order answers 404; 429 past the per-account download limit (30 a minute by default).',
        ),
        params: idParams('order'),
        response: { 200: fileReply('application/pdf', 'the invoice PDF') },
      },
    },
    async (req, reply) => sendPdf(reply, await orderDocumentPdf(db, callerOf(req), req.params.id, 'invoice')),
  );

  r.get(
    '/api/orders/:id/credit-note',
    {
      preValidation: allow(),
      config: limit,
      schema: {
        ...doc(
          'Orders',
          WHO,
          'The order’s credit note as a PDF',
          'Issued when an invoiced order is cancelled or refused; `filename="CreditNote_{orderId}.pdf"`. 409 when the order has none; anyone else’s order answers 404; 429 past the per-account download limit (30 a minute by default).',
        ),
        params: idParams('order'),
        response: { 200: fileReply('application/pdf', 'the credit note PDF') },
      },
    },
    async (req, reply) => sendPdf(reply, await orderDocumentPdf(db, callerOf(req), req.params.id, 'credit_note')),
  );

  r.get(
    '/api/credit-notes/:id',
    {
      preValidation: allow(),
      config: limit,
      schema: {
        ...doc(
          'Orders',
          WHO,
          'A credit note as a PDF, by its id',
          'Any credit note an order lists in `creditNotes`: a cancelled or refused order’s, or a refunded return’s (issued when the shop marks the return Received, for exactly its lines). ' +
            '`filename="CreditNote_{number}.pdf"` (the number with `/` as `-`). Anyone but the order’s shopper, its shop’s admin and the superadmin gets 404, as for an id that is no credit note; 429 past the per-account download limit.',
        ),
        params: idParams('credit note'),
        response: { 200: fileReply('application/pdf', 'the credit note PDF') },
      },
    },
    async (req, reply) => sendPdf(reply, await creditNotePdf(db, callerOf(req), req.params.id)),
  );
}
