import { and, asc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { InvoiceSnapshot } from '../invoices/domain/invoice.js';
import type { Db } from '../../db/client.js';
import { orders, shops, taxDocuments } from '../../db/schema.js';

/** Where a batched read of the platform's documents stopped: the last row's issue order (instant as text, to the microsecond). */
export interface PlatformDocumentKey {
  issuedAt: string;
  series: string;
  seq: number;
  id: string;
}

/**
 * Up to `limit` of every shop's documents issued in [from, to) after `after`, in issue order (issued_at, series,
 * seq, id; index 0067), with the shop's name and what the order recorded when it was placed (decision 037): its
 * PAN, how it was paid and whether TCS applied to cash on delivery. One batch of the TCS report (issue 30).
 */
export async function selectPlatformDocumentsAfter(db: Db, from: Date, to: Date, after: PlatformDocumentKey | null, limit: number) {
  const rows = await db
    .select({
      id: taxDocuments.id,
      issuedAt: sql<string>`${taxDocuments.issuedAt}::text`,
      series: taxDocuments.series,
      seq: taxDocuments.seq,
      shopId: taxDocuments.shopId,
      shopName: shops.name,
      pan: orders.sellerPan,
      paymentMethod: orders.paymentMethod,
      tcsOnCod: orders.tcsOnCod,
      snapshot: taxDocuments.snapshot,
    })
    .from(taxDocuments)
    .innerJoin(shops, eq(shops.id, taxDocuments.shopId))
    .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
    .where(
      and(
        gte(taxDocuments.issuedAt, from),
        lt(taxDocuments.issuedAt, to),
        after
          ? sql`(${taxDocuments.issuedAt}, ${taxDocuments.series}, ${taxDocuments.seq}, ${taxDocuments.id}) > (${after.issuedAt}::timestamptz, ${after.series}, ${after.seq}, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.series), asc(taxDocuments.seq), asc(taxDocuments.id))
    .limit(limit);
  return rows.map(({ id, issuedAt, series, seq, ...r }) => ({ key: { issuedAt, series, seq, id }, doc: { ...r, snapshot: r.snapshot as InvoiceSnapshot } }));
}

/**
 * Shops enrolled without a GSTIN before `to`, each with the PAN recorded by its last order placed before `to`
 * (its PAN on file when it has none): a PAN edited later does not rewrite the month.
 */
export async function selectUnregisteredShops(db: Db, to: Date) {
  const panThen = sql<string>`coalesce((select o.seller_pan from orders o where o.shop_id = ${shops.id} and o.created_at < ${to.toISOString()} order by o.created_at desc limit 1), ${shops.pan})`;
  return db
    .select({ shopId: shops.id, shopName: shops.name, pan: panThen, stateCode: shops.stateCode })
    .from(shops)
    .where(and(eq(shops.gstRegistration, 'unregistered'), lt(shops.createdAt, to)))
    .orderBy(asc(shops.name), asc(shops.id));
}

/** Orders delivered in [from, to) with the PAN they recorded when placed and their invoice (null without one). */
export async function selectDeliveredOrders(db: Db, from: Date, to: Date) {
  const rows = await db
    .select({
      shopId: orders.shopId,
      shopName: shops.name,
      pan: orders.sellerPan,
      orderId: orders.id,
      deliveredAt: orders.deliveredAt,
      orderTotalPaise: orders.totalPaise,
      invoice: taxDocuments.snapshot,
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .leftJoin(taxDocuments, and(eq(taxDocuments.orderId, orders.id), eq(taxDocuments.series, 'invoice')))
    .where(and(eq(orders.status, 'Delivered'), gte(orders.deliveredAt, from), lt(orders.deliveredAt, to)))
    .orderBy(asc(orders.deliveredAt), asc(orders.id));
  return rows.map((r) => ({ ...r, deliveredAt: r.deliveredAt!, invoice: (r.invoice ?? null) as InvoiceSnapshot | null }));
}

/**
 * Every return credit note (issue 26 #4) of the orders that have one issued in [from, to), with what the order
 * recorded (PAN, delivery): the TDS report counts the month's notes, each on the base of the order's notes before it.
 */
export async function selectReturnNotesOfOrdersWithNotesIn(db: Db, from: Date, to: Date) {
  const inMonth = db
    .selectDistinct({ orderId: taxDocuments.orderId })
    .from(taxDocuments)
    .where(and(isNotNull(taxDocuments.returnId), gte(taxDocuments.issuedAt, from), lt(taxDocuments.issuedAt, to)));
  const rows = await db
    .select({
      shopId: orders.shopId,
      shopName: shops.name,
      pan: orders.sellerPan,
      orderId: orders.id,
      deliveredAt: orders.deliveredAt,
      seq: taxDocuments.seq,
      note: taxDocuments.snapshot,
    })
    .from(taxDocuments)
    .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(and(isNotNull(taxDocuments.returnId), inArray(taxDocuments.orderId, inMonth), isNotNull(orders.deliveredAt)))
    .orderBy(asc(taxDocuments.orderId), asc(taxDocuments.seq));
  return rows.map((r) => ({ ...r, deliveredAt: r.deliveredAt!, note: r.note as InvoiceSnapshot }));
}
