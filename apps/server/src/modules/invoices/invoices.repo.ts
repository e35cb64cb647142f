import { and, asc, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { InvoiceSnapshot } from './domain/invoice.js';
import type { Db } from '../../db/client.js';
import { documentSeries, orderItems, orders, products, shops, taxDocumentPdfs, taxDocuments, users } from '../../db/schema.js';

export type Series = 'invoice' | 'credit_note';
export type DocumentKind = 'invoice' | 'bill_of_supply' | 'credit_note';

/** The series a document is numbered in: its seller's GSTIN, or the shop itself when it has none (decision 036). */
export function seriesKeyOf(gstin: string | null | undefined, shopId: string): string {
  return gstin ? `gstin:${gstin}` : `shop:${shopId}`;
}

/**
 * The next number of a series for a financial year, in the caller's transaction, with the series' prefix for the
 * year. The row is created at 1 with `prefix` or incremented in one statement (the prefix then stays what the
 * year's first document set); its row lock holds until the transaction ends, so concurrent confirmations (of one
 * shop or of every shop of a GSTIN, on any number of instances) take numbers one after the other, and a rollback
 * gives the number back.
 */
export async function takeNextNumber(tx: Db, seriesKey: string, fy: string, series: Series, prefix: string): Promise<{ seq: number; prefix: string }> {
  const rows = await tx
    .insert(documentSeries)
    .values({ seriesKey, fy, series, prefix, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentSeries.seriesKey, documentSeries.fy, documentSeries.series],
      set: { lastNumber: sql`${documentSeries.lastNumber} + 1` },
    })
    .returning({ seq: documentSeries.lastNumber, prefix: documentSeries.prefix });
  return rows[0]!;
}

/** The prefix a series has for a year, if it has issued a document in it. */
export async function seriesPrefix(tx: Db, seriesKey: string, fy: string, series: Series): Promise<string | undefined> {
  const rows = await tx
    .select({ prefix: documentSeries.prefix })
    .from(documentSeries)
    .where(and(eq(documentSeries.seriesKey, seriesKey), eq(documentSeries.fy, fy), eq(documentSeries.series, series)))
    .limit(1);
  return rows[0]?.prefix;
}

export interface TaxDocumentRow {
  id: string;
  orderId: string;
  shopId: string;
  kind: DocumentKind;
  series: Series;
  fy: string;
  seq: number;
  number: string;
  issuedAt: Date;
  refersTo: string | null;
  snapshot: InvoiceSnapshot;
  /** The series it was numbered in; null for documents issued before series were per GSTIN. */
  seriesKey: string | null;
  /** The return a partial credit note credits (issue 26 #4); absent for invoices and whole-order notes. */
  returnId?: string | null;
}

/**
 * Inserts a document. The same statement writes its GST register rows from the snapshot (migration 0069's trigger,
 * decision 113), so they are in the document's transaction whoever inserts it.
 */
export async function insertTaxDocument(tx: Db, row: TaxDocumentRow): Promise<void> {
  await tx.insert(taxDocuments).values(row);
}

const documentColumns = {
  id: taxDocuments.id,
  orderId: taxDocuments.orderId,
  shopId: taxDocuments.shopId,
  kind: taxDocuments.kind,
  series: taxDocuments.series,
  fy: taxDocuments.fy,
  seq: taxDocuments.seq,
  number: taxDocuments.number,
  issuedAt: taxDocuments.issuedAt,
  refersTo: taxDocuments.refersTo,
  snapshot: taxDocuments.snapshot,
  seriesKey: taxDocuments.seriesKey,
};

/** The order's invoice, or its whole-order credit note (a cancel or a refusal), never a return's. */
export async function selectDocumentOf(db: Db, orderId: string, series: Series): Promise<TaxDocumentRow | undefined> {
  const rows = await db
    .select(documentColumns)
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.series, series), isNull(taxDocuments.returnId)))
    .limit(1);
  return rows[0] as TaxDocumentRow | undefined;
}

/** A credit note by its id (whole-order or a return's). */
export async function selectCreditNoteById(db: Db, id: string): Promise<TaxDocumentRow | undefined> {
  const rows = await db
    .select(documentColumns)
    .from(taxDocuments)
    .where(and(eq(taxDocuments.id, id), eq(taxDocuments.series, 'credit_note')))
    .limit(1);
  return rows[0] as TaxDocumentRow | undefined;
}

/** The credit note of a return, if issued. */
export async function selectCreditNoteOfReturn(db: Db, returnId: string): Promise<TaxDocumentRow | undefined> {
  const rows = await db.select(documentColumns).from(taxDocuments).where(eq(taxDocuments.returnId, returnId)).limit(1);
  return rows[0] as TaxDocumentRow | undefined;
}

/** The order's return credit notes (issue 26 #4), oldest first. */
export async function selectReturnCreditNotesOf(db: Db, orderId: string): Promise<TaxDocumentRow[]> {
  const rows = await db
    .select(documentColumns)
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), isNotNull(taxDocuments.returnId)))
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.seq));
  return rows as TaxDocumentRow[];
}

/** The order's item ids in the order its invoice lists its goods lines (`selectOrderForInvoice`). */
export async function selectOrderItemIds(db: Db, orderId: string): Promise<string[]> {
  const rows = await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  return rows.map((r) => r.id);
}

/** A shop's documents issued in [from, to), in issue order (invoices before credit notes of the same instant). */
export async function selectShopDocuments(db: Db, shopId: string, from: Date, to: Date): Promise<TaxDocumentRow[]> {
  const rows = await db
    .select(documentColumns)
    .from(taxDocuments)
    .where(and(eq(taxDocuments.shopId, shopId), gte(taxDocuments.issuedAt, from), lt(taxDocuments.issuedAt, to)))
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.series), asc(taxDocuments.seq));
  return rows as TaxDocumentRow[];
}

/** Who may see an order's documents: its shopper and its shop's admin (the platform owner may see all). */
export async function selectOrderParties(db: Db, orderId: string) {
  const rows = await db
    .select({ id: orders.id, userId: orders.userId, shopId: orders.shopId, shopAdminId: shops.adminId, status: orders.status })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return rows[0];
}

/** Everything an invoice of the order needs: the order, its buyer and its shop (as they are now). */
export async function selectOrderForInvoice(tx: Db, orderId: string) {
  const rows = await tx
    .select({
      id: orders.id,
      shopId: orders.shopId,
      address: orders.address,
      deliveryAddress: orders.deliveryAddress,
      buyerStateCode: orders.buyerStateCode,
      deliveryPaise: orders.deliveryPaise,
      codFeePaise: orders.codFeePaise,
      totalPaise: orders.totalPaise,
      userName: users.name,
      shopName: shops.name,
      shopAddress: shops.address,
      shopGstnumber: shops.gstnumber,
      shopGstRegistration: shops.gstRegistration,
      shopStateCode: shops.stateCode,
      shopTurnoverAbove5Cr: shops.turnoverAbove5Cr,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(eq(orders.id, orderId))
    .limit(1);
  const order = rows[0];
  if (!order) return undefined;
  const items = await tx
    .select({
      name: orderItems.name,
      /** The options chosen (issue 24): the invoice line names the variant. */
      options: orderItems.options,
      unit: orderItems.unit,
      pricePaise: orderItems.pricePaise,
      quantity: orderItems.quantity,
      // An item ordered before its product had tax data takes the product's current HSN code and rate.
      hsnCode: sql<string | null>`coalesce(${orderItems.hsnCode}, ${products.hsnCode})`,
      gstRateBp: sql<number | null>`coalesce(${orderItems.gstRateBp}, ${products.gstRateBp})`.mapWith((v) => (v === null ? null : Number(v))),
      // Where neither gives them, the dated suggestion for the product's category applies (issue.service.ts).
      category: products.category,
      subCategory: orderItems.subCategory,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return { ...order, items };
}

/** The stored PDF of a document, if it has been drawn. */
export async function selectDocumentPdf(db: Db, documentId: string): Promise<Buffer | undefined> {
  const rows = await db.select({ pdf: taxDocumentPdfs.pdf }).from(taxDocumentPdfs).where(eq(taxDocumentPdfs.documentId, documentId)).limit(1);
  return rows[0]?.pdf;
}

/** Keeps a document's PDF; the first one stored wins (the same snapshot draws the same bytes). */
export async function insertDocumentPdf(db: Db, documentId: string, pdf: Buffer): Promise<void> {
  await db.insert(taxDocumentPdfs).values({ documentId, pdf }).onConflictDoNothing();
}

/** The documents of an order not yet drawn. */
export async function selectUndrawnDocumentsOf(db: Db, orderId: string): Promise<TaxDocumentRow[]> {
  const rows = await db
    .select(documentColumns)
    .from(taxDocuments)
    .leftJoin(taxDocumentPdfs, eq(taxDocumentPdfs.documentId, taxDocuments.id))
    .where(and(eq(taxDocuments.orderId, orderId), isNull(taxDocumentPdfs.documentId)));
  return rows as TaxDocumentRow[];
}
