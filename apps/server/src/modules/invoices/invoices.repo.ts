import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { InvoiceSnapshot } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { invoiceCounters, orderItems, orders, products, shops, taxDocuments, users } from '../../db/schema.js';

export type Series = 'invoice' | 'credit_note';
export type DocumentKind = 'invoice' | 'bill_of_supply' | 'credit_note';

/**
 * The next number of a shop's series for a financial year, in the caller's transaction. The counter row is
 * created at 1 or incremented in one statement; its row lock holds until the transaction ends, so concurrent
 * confirmations (on any number of instances) take numbers one after the other, and a rollback gives the number back.
 */
export async function takeNextNumber(tx: Db, shopId: string, fy: string, series: Series): Promise<number> {
  const rows = await tx
    .insert(invoiceCounters)
    .values({ shopId, fy, series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.shopId, invoiceCounters.fy, invoiceCounters.series],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ n: invoiceCounters.lastNumber });
  return rows[0]!.n;
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
}

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
};

export async function selectDocumentOf(db: Db, orderId: string, series: Series): Promise<TaxDocumentRow | undefined> {
  const rows = await db
    .select(documentColumns)
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.series, series)))
    .limit(1);
  return rows[0] as TaxDocumentRow | undefined;
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
