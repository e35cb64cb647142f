import type { InvoiceSnapshot } from './domain/invoice.js';
import type { Db } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { SessionUser } from '../../plugins/auth.js';
import { drawPdf } from './pdf-thread.js';
import {
  insertDocumentPdf,
  selectDocumentOf,
  selectDocumentPdf,
  selectCreditNoteById,
  selectOrderParties,
  selectShopDocuments,
  selectUndrawnDocumentsOf,
  type Series,
  type TaxDocumentRow,
} from './invoices.repo.js';

export interface DocumentFile {
  number: string;
  fileName: string;
  pdf: Buffer;
}

/** Draws under way in this process, by document id: a download during the draw waits for it instead of drawing again. */
const drawing = new Map<string, Promise<Buffer>>();

/**
 * A document's PDF (decision 035): the bytes stored when it was drawn; a document not drawn yet (issued a moment
 * ago, or before PDFs were kept) is drawn once on the PDF thread, off the main thread, and stored. Instances
 * that race on one document may each draw it once; the first stored wins, and the same snapshot draws the same bytes.
 */
export async function documentPdf(db: Db, doc: Pick<TaxDocumentRow, 'id' | 'snapshot'>): Promise<Buffer> {
  const pending = drawing.get(doc.id);
  if (pending) return pending;
  const stored = await selectDocumentPdf(db, doc.id);
  if (stored) return stored;
  let draw = drawing.get(doc.id);
  if (!draw) {
    draw = drawPdf(doc.snapshot)
      .then(async (pdf) => {
        await insertDocumentPdf(db, doc.id, pdf);
        return pdf;
      })
      .finally(() => drawing.delete(doc.id));
    drawing.set(doc.id, draw);
  }
  return draw;
}

/**
 * Draws and stores the PDFs of an order's documents not drawn yet: called once the transaction that issued them
 * has committed, without waiting (the status change answers at once). A failure is only reported: the document is
 * drawn again on its first download.
 */
export function drawIssuedDocuments(db: Db, orderId: string, onError: (err: unknown) => void): void {
  void (async () => {
    for (const doc of await selectUndrawnDocumentsOf(db, orderId)) await documentPdf(db, doc);
  })().catch(onError);
}

/** Why an order the caller may see has no invoice yet (409): the invoice is issued when the shop confirms. */
function noInvoiceMessage(status: string): string {
  if (status === 'Pending') return 'This order has no invoice yet: the shop issues it when it confirms the order, and the order is still Pending';
  if (status === 'Cancelled') return 'This order was cancelled before the shop confirmed it, so no invoice was issued';
  return `This order has no invoice (status ${status})`;
}

const NO_CREDIT_NOTE = 'This order has no credit note: one is issued only when an invoiced order is cancelled or refused';

/**
 * The PDF of an order's invoice (or bill of supply) or credit note, drawn once from the snapshot stored when the
 * document was issued (never recomputed from the order) and served from the stored bytes. Readers: the order's shopper, the admin of its shop and
 * the platform owner; anyone else gets 404, as for an order that does not exist (its existence is private).
 */
export async function orderDocumentPdf(db: Db, user: SessionUser, orderId: string, series: Series): Promise<DocumentFile> {
  if (!isUuid(orderId)) throw notFound('Order');
  const order = await selectOrderParties(db, orderId);
  if (!order) throw notFound('Order');
  const mayRead = user.role === 'superadmin' || (user.role === 'user' && order.userId === user.id) || (user.role === 'admin' && order.shopAdminId === user.id);
  if (!mayRead) throw notFound('Order');
  const doc = await selectDocumentOf(db, orderId, series);
  if (!doc) throw conflict(series === 'invoice' ? noInvoiceMessage(order.status) : NO_CREDIT_NOTE, { status: order.status });
  // The spec names the invoice file Invoice_{orderId}; the credit note follows the same pattern.
  const fileName = `${series === 'invoice' ? 'Invoice' : 'CreditNote'}_${orderId}.pdf`;
  return { number: doc.number, fileName, pdf: await documentPdf(db, doc) };
}

/**
 * A credit note's PDF by its id (issue 26 #4): a whole-order note or a return's, listed on the order as
 * `creditNotes`. Readers as for the order's documents; anyone else, and an id that is no credit note, get 404.
 */
export async function creditNotePdf(db: Db, user: SessionUser, id: string): Promise<DocumentFile> {
  const doc = isUuid(id) ? await selectCreditNoteById(db, id) : undefined;
  const order = doc ? await selectOrderParties(db, doc.orderId) : undefined;
  const mayRead =
    order && (user.role === 'superadmin' || (user.role === 'user' && order.userId === user.id) || (user.role === 'admin' && order.shopAdminId === user.id));
  if (!doc || !mayRead) throw notFound('Credit note');
  return { number: doc.number, fileName: `CreditNote_${doc.number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`, pdf: await documentPdf(db, doc) };
}

/** The snapshots of the documents a shop issued in [from, to), in issue order (for the GST sales register). */
export async function shopDocumentSnapshots(db: Db, shopId: string, from: Date, to: Date): Promise<InvoiceSnapshot[]> {
  return (await selectShopDocuments(db, shopId, from, to)).map((d) => d.snapshot);
}

/** An order's invoice PDF for a message (the outbox attaches the stored bytes when it sends); null when it has none. */
export async function invoiceAttachment(db: Db, orderId: string): Promise<DocumentFile | null> {
  const doc = isUuid(orderId) ? await selectDocumentOf(db, orderId, 'invoice') : undefined;
  if (!doc) return null;
  return { number: doc.number, fileName: `Invoice_${orderId}.pdf`, pdf: await documentPdf(db, doc) };
}
