// Over 300 lines: one filter (whereOf, its hot shapes as prepared statements) serves the order lists, the page, the
// counts and the summary; splitting those apart would export the filter's internals.
import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { EXPECTED_STATUSES, INCOME_STATUSES, IN_PROGRESS_STATUSES, type OrderStatus, type RefuseReason } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { alias } from 'drizzle-orm/pg-core';
import { ondcOrders, orderItems, orders, shops, taxDocuments, users } from '../../db/schema.js';
import { prepared } from '../../db/prepared.js';
import { containsPattern } from '../../lib/paging.js';

export type OrderItemRow = typeof orderItems.$inferSelect;

/** An order with what its DTO needs from the user and the shop. */
export interface OrderRow {
  id: string;
  checkoutId: string;
  userId: string;
  shopId: string;
  address: string;
  /** The structured delivery address's phone (null for orders placed with a plain address). */
  deliveryPhone: string | null;
  paymentMethod: string;
  status: OrderStatus;
  subtotalPaise: number;
  deliveryPaise: number;
  codFeePaise: number;
  totalPaise: number;
  createdAt: Date;
  confirmedAt: Date | null;
  packedAt: Date | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  cancelledAt: Date | null;
  cancelledBy: 'customer' | 'shop' | 'platform' | null;
  cancelReason: string | null;
  cancelNote: string | null;
  refusedAt: Date | null;
  refuseReason: RefuseReason | null;
  userName: string;
  userEmail: string;
  shopName: string;
  shopAddress: string;
  shopPhone: string;
  shopGstnumber: string | null;
  /** The ONDC buyer app that placed it (issue 29); null for an order placed on Bazaar. */
  ondcBapId: string | null;
  invoiceNumber: string | null;
  creditNoteNumber: string | null;
  codConfirmBy: Date | null;
  codConfirmedAt: Date | null;
  returnPolicy: { kind: 'none' | 'return' | 'replacement'; days: number } | null;
  items: OrderItemRow[];
  /** Every credit note of the order, whole-order and returns' (issue 26 #4), oldest first. */
  creditNotes: Array<{ id: string; number: string; totalPaise: number; date: string }>;
}

/**
 * The order's invoice (or bill of supply) and its whole-order credit note, at most one each (unique order_id, series
 * where return_id is null); the credit notes of returns are listed apart.
 */
const invoiceDoc = alias(taxDocuments, 'invoice_doc');
const creditDoc = alias(taxDocuments, 'credit_doc');

const orderColumns = {
  id: orders.id,
  checkoutId: orders.checkoutId,
  userId: orders.userId,
  shopId: orders.shopId,
  address: orders.address,
  deliveryPhone: sql<string | null>`${orders.deliveryAddress} ->> 'phone'`,
  paymentMethod: orders.paymentMethod,
  status: orders.status,
  subtotalPaise: orders.subtotalPaise,
  deliveryPaise: orders.deliveryPaise,
  codFeePaise: orders.codFeePaise,
  totalPaise: orders.totalPaise,
  createdAt: orders.createdAt,
  confirmedAt: orders.confirmedAt,
  packedAt: orders.packedAt,
  shippedAt: orders.shippedAt,
  deliveredAt: orders.deliveredAt,
  cancelledAt: orders.cancelledAt,
  cancelledBy: orders.cancelledBy,
  cancelReason: orders.cancelReason,
  cancelNote: orders.cancelNote,
  refusedAt: orders.refusedAt,
  refuseReason: orders.refuseReason,
  userName: users.name,
  userEmail: sql<string>`coalesce(${users.email}, '')`, // '' for a phone account: its mail is skipped (decision 078)
  shopName: shops.name,
  shopAddress: shops.address,
  shopPhone: shops.phone,
  shopGstnumber: shops.gstnumber,
  ondcBapId: ondcOrders.bapId,
  invoiceNumber: invoiceDoc.number,
  creditNoteNumber: creditDoc.number,
  codConfirmBy: orders.codConfirmBy,
  codConfirmedAt: orders.codConfirmedAt,
  returnPolicy: orders.returnPolicy,
  /**
   * The order's items in the same query (issue 15 #3: one query for a page of orders and their items, instead of a
   * second `any(ids)` query): a correlated JSON array over the order_items index, in id order.
   */
  items: sql<
    OrderItemRow[]
  >`(select coalesce(json_agg(json_build_object('id', oi.id, 'orderId', oi.order_id, 'productId', oi.product_id, 'name', oi.name, 'unit', oi.unit, 'subCategory', oi.sub_category, 'pricePaise', oi.price_paise, 'quantity', oi.quantity, 'hsnCode', oi.hsn_code, 'gstRateBp', oi.gst_rate_bp, 'variantId', oi.variant_id, 'sku', oi.sku, 'options', oi.options, 'returnable', oi.returnable) order by oi.id), '[]'::json) from order_items oi where oi.order_id = ${orders.id})`,
  /** Its credit notes in the same query, the same way (over tax_documents_order_idx). */
  creditNotes: sql<
    OrderRow['creditNotes']
  >`(select coalesce(json_agg(json_build_object('id', d.id, 'number', d.number, 'totalPaise', (d.snapshot->'totals'->>'totalPaise')::bigint, 'date', d.snapshot->>'date') order by d.issued_at, d.seq), '[]'::json) from tax_documents d where d.order_id = ${orders.id} and d.series = 'credit_note')`,
};

/** Filters over orders that the list, page and summary queries share. */
export interface OrderFilter {
  userId?: string;
  shopId?: string;
  checkoutId?: string;
  ids?: readonly string[];
  status?: OrderStatus;
  /** Delivered at or after this instant (the dashboard's today / this month). */
  deliveredFrom?: Date;
  /** Delivered or refused at or after this instant: parcels that reached an end (the dashboard's RTO this month). */
  endedFrom?: Date;
  /** Placed at or after / before these instants (the lists' date filter). */
  createdFrom?: Date;
  createdBefore?: Date;
  /** Contained in the order number, a product's name, the shop's name (or, with `searchCustomers`, the customer's name). */
  search?: string;
  searchCustomers?: boolean;
}

/** The order number is the id's last 8 hex digits: a hex search term may be (part of) one. */
const HEX = /^[0-9a-f]+$/i;

function searchCondition(term: string, customers: boolean): SQL {
  const pattern = containsPattern(term);
  const hex = term.replace(/^#/, '').replace(/-/g, '');
  const parts: SQL[] = [
    sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.name} ilike ${pattern})`,
    sql`exists (select 1 from ${shops} where ${shops.id} = ${orders.shopId} and ${shops.name} ilike ${pattern})`,
  ];
  if (hex && HEX.test(hex)) parts.push(sql`replace(${orders.id}::text, '-', '') like ${containsPattern(hex.toLowerCase())}`);
  if (customers) parts.push(sql`exists (select 1 from ${users} where ${users.id} = ${orders.userId} and ${users.name} ilike ${pattern})`);
  return or(...parts)!;
}

function whereOf(f: OrderFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.userId) parts.push(eq(orders.userId, f.userId));
  if (f.shopId) parts.push(eq(orders.shopId, f.shopId));
  if (f.checkoutId) parts.push(eq(orders.checkoutId, f.checkoutId));
  if (f.ids) parts.push(inArray(orders.id, [...f.ids]));
  if (f.status) parts.push(eq(orders.status, f.status));
  if (f.deliveredFrom) parts.push(gte(orders.deliveredAt, f.deliveredFrom));
  if (f.endedFrom) parts.push(or(gte(orders.deliveredAt, f.endedFrom), gte(orders.refusedAt, f.endedFrom))!);
  if (f.createdFrom) parts.push(gte(orders.createdAt, f.createdFrom));
  if (f.createdBefore) parts.push(lt(orders.createdAt, f.createdBefore));
  if (f.search) parts.push(searchCondition(f.search, !!f.searchCustomers));
  return and(...parts);
}

/** Filters whose queries run on every list view; they get prepared statements (one per shape). */
function hotShape(f: OrderFilter): string | undefined {
  if (f.ids || f.checkoutId || f.deliveredFrom || f.endedFrom || f.createdFrom || f.createdBefore || f.search) return undefined;
  if (f.userId && !f.shopId && !f.status) return 'user';
  if (f.shopId && !f.userId) return f.status ? 'shop_status' : 'shop';
  return undefined;
}

/** The same conditions as `whereOf`, with placeholders instead of values. */
function wherePlaceholders(f: OrderFilter): SQL | undefined {
  return and(
    ...(f.userId ? [eq(orders.userId, sql.placeholder('userId'))] : []),
    ...(f.shopId ? [eq(orders.shopId, sql.placeholder('shopId'))] : []),
    ...(f.status ? [sql`${orders.status} = ${sql.placeholder('status')}`] : []),
  );
}

const valuesOf = (f: OrderFilter) => ({ userId: f.userId, shopId: f.shopId, status: f.status });

function ordersQuery<Extra extends Record<string, SQL.Aliased | SQL>>(db: Db, where: SQL | undefined, extra?: Extra) {
  return db
    .select({ ...orderColumns, ...(extra ?? ({} as Extra)) })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .leftJoin(ondcOrders, eq(ondcOrders.orderId, orders.id))
    .leftJoin(invoiceDoc, and(eq(invoiceDoc.orderId, orders.id), eq(invoiceDoc.series, 'invoice')))
    .leftJoin(creditDoc, and(eq(creditDoc.orderId, orders.id), eq(creditDoc.series, 'credit_note'), isNull(creditDoc.returnId)))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** Orders newest first (ids are time-ordered, so they break ties within one checkout). */
export async function selectOrders(db: Db, filter: OrderFilter, page?: { limit: number; offset: number }): Promise<OrderRow[]> {
  if (filter.ids && filter.ids.length === 0) return [];
  const shape = hotShape(filter);
  if (shape && page) {
    const q = prepared(db, `bazaar_orders_page_${shape}`, () =>
      ordersQuery(db, wherePlaceholders(filter)).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(`bazaar_orders_page_${shape}`),
    );
    return (await q.execute({ ...valuesOf(filter), limit: page.limit, offset: page.offset })) as OrderRow[];
  }
  if (shape) {
    const q = prepared(db, `bazaar_orders_all_${shape}`, () => ordersQuery(db, wherePlaceholders(filter)).prepare(`bazaar_orders_all_${shape}`));
    return (await q.execute(valuesOf(filter))) as OrderRow[];
  }
  const q = ordersQuery(db, whereOf(filter));
  return page ? q.limit(page.limit).offset(page.offset) : q;
}

/**
 * One page of orders and how many orders the filter matches, in one query: `count(*) over ()` is computed before
 * the limit. A page past the end has no row to carry the count, so only then is it counted apart.
 */
export async function selectOrderPage(db: Db, filter: OrderFilter, page: { limit: number; offset: number }): Promise<{ rows: OrderRow[]; total: number }> {
  const shape = hotShape(filter);
  const withTotal = (where: SQL | undefined) => ordersQuery(db, where, { total: sql<number>`count(*) over ()`.mapWith(Number) });
  const found = shape
    ? ((await prepared(db, `bazaar_orders_page_total_${shape}`, () =>
        withTotal(wherePlaceholders(filter)).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(`bazaar_orders_page_total_${shape}`),
      ).execute({ ...valuesOf(filter), limit: page.limit, offset: page.offset })) as Array<OrderRow & { total: number }>)
    : await withTotal(whereOf(filter)).limit(page.limit).offset(page.offset);
  if (found.length === 0) return { rows: [], total: page.offset === 0 ? 0 : await countOrders(db, filter) };
  return { rows: found, total: Number(found[0]!.total) };
}

/** The items of many orders in one query (never one query per order). */
export async function selectItemsOf(db: Db, orderIds: readonly string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  const q = prepared(db, 'bazaar_order_items_of', () =>
    db
      .select()
      .from(orderItems)
      .where(sql`${orderItems.orderId} = any(${sql.placeholder('ids')}::uuid[])`)
      .orderBy(asc(orderItems.orderId), asc(orderItems.id))
      .prepare('bazaar_order_items_of'),
  );
  // One array parameter whatever the page size (ids are UUIDs: no quoting needed in the array literal).
  return q.execute({ ids: `{${orderIds.join(',')}}` });
}

/** `status in (...)` for a constant list of statuses (the lists are code, never input). */
const statusIn = (statuses: readonly OrderStatus[]) => sql.raw(`${'"orders"."status"'} in (${statuses.map((s) => `'${s}'`).join(',')})`);
const countIn = (statuses: readonly OrderStatus[]) => sql<number>`count(*) filter (where ${statusIn(statuses)})`.mapWith(Number);
const paiseIn = (statuses: readonly OrderStatus[]) => sql<number>`coalesce(sum(${orders.totalPaise}) filter (where ${statusIn(statuses)}), 0)`.mapWith(Number);

/**
 * The one definition of a shop's money figures (shared INCOME_STATUSES / EXPECTED_STATUSES), used by the
 * owner's tiles, the owner's dashboard and the platform owner's analytics alike.
 */
const summaryColumns = {
  totalOrders: sql<number>`count(*)`.mapWith(Number),
  incomePaise: paiseIn(INCOME_STATUSES),
  expectedPaise: paiseIn(EXPECTED_STATUSES),
  cancelledPaise: paiseIn(['Cancelled']),
  pendingOrders: countIn(['Pending']),
  // Confirmed and not yet at an end: Packed and Shipped count with Confirmed (issue 29).
  confirmedOrders: countIn(IN_PROGRESS_STATUSES),
  cancelledOrders: countIn(['Cancelled']),
  deliveredOrders: countIn(['Delivered']),
  refusedOrders: countIn(['Refused']),
  refusedPaise: paiseIn(['Refused']),
};

export type OrderSummaryRow = { [K in keyof typeof summaryColumns]: number };

/** The summary of no orders (a shop admin without a shop, or an empty filter). */
export const EMPTY_SUMMARY_ROW: OrderSummaryRow = {
  totalOrders: 0,
  incomePaise: 0,
  expectedPaise: 0,
  cancelledPaise: 0,
  pendingOrders: 0,
  confirmedOrders: 0,
  cancelledOrders: 0,
  deliveredOrders: 0,
  refusedOrders: 0,
  refusedPaise: 0,
};

/** Counts and money figures over one filter, in one aggregate query. */
export async function summarizeOrders(db: Db, filter: OrderFilter): Promise<OrderSummaryRow> {
  const shape = hotShape(filter);
  const rows = shape
    ? await prepared(db, `bazaar_orders_summary_${shape}`, () =>
        db.select(summaryColumns).from(orders).where(wherePlaceholders(filter)).prepare(`bazaar_orders_summary_${shape}`),
      ).execute(valuesOf(filter))
    : await db.select(summaryColumns).from(orders).where(whereOf(filter));
  return rows[0] ?? EMPTY_SUMMARY_ROW;
}

export async function countOrders(db: Db, filter: OrderFilter): Promise<number> {
  const shape = hotShape(filter);
  const column = { n: sql<number>`count(*)`.mapWith(Number) };
  const rows = shape
    ? await prepared(db, `bazaar_orders_count_${shape}`, () =>
        db.select(column).from(orders).where(wherePlaceholders(filter)).prepare(`bazaar_orders_count_${shape}`),
      ).execute(valuesOf(filter))
    : await db.select(column).from(orders).where(whereOf(filter));
  return rows[0]?.n ?? 0;
}

/**
 * How many Delivered and Refused orders each of `userIds` has across the whole platform, in one grouped query
 * (never one per order). Counts only: no shop, no item. Users without any are absent from the map.
 */
export async function selectShopperHistories(db: Db, userIds: readonly string[]): Promise<Map<string, { delivered: number; refused: number }>> {
  const out = new Map<string, { delivered: number; refused: number }>();
  if (userIds.length === 0) return out;
  const q = prepared(db, 'bazaar_shopper_history', () =>
    db
      .select({ userId: orders.userId, delivered: countIn(['Delivered']), refused: countIn(['Refused']) })
      .from(orders)
      .where(and(sql`${orders.userId} = any(${sql.placeholder('ids')}::uuid[])`, statusIn(['Delivered', 'Refused'])))
      .groupBy(orders.userId)
      .prepare('bazaar_shopper_history'),
  );
  const rows = await q.execute({ ids: `{${[...new Set(userIds)].join(',')}}` });
  for (const r of rows) out.set(r.userId, { delivered: r.delivered, refused: r.refused });
  return out;
}

/** The shop an admin owns (one shop per admin), read from the shops table. */
/** How many products a shop has (trigger-kept, migration 0027). */
export async function selectShopProductCount(db: Db, shopId: string): Promise<number> {
  const rows = await db.select({ n: shops.productCount }).from(shops).where(eq(shops.id, shopId)).limit(1);
  return rows[0]?.n ?? 0;
}

export async function findShopIdOfAdmin(db: Db, adminId: string): Promise<string | undefined> {
  const q = prepared(db, 'bazaar_shop_of_admin', () =>
    db
      .select({ id: shops.id })
      .from(shops)
      .where(eq(shops.adminId, sql.placeholder('adminId')))
      .limit(1)
      .prepare('bazaar_shop_of_admin'),
  );
  const rows = await q.execute({ adminId });
  return rows[0]?.id;
}

/** The owners of these shops (email and name), for the new-order and cancellation messages. */
export async function selectShopOwners(db: Db, shopIds: string[]): Promise<Map<string, { email: string; name: string }>> {
  if (!shopIds.length) return new Map();
  const rows = await db
    .select({ shopId: shops.id, email: sql<string>`coalesce(${users.email}, '')`, name: users.name })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.adminId))
    .where(inArray(shops.id, shopIds));
  return new Map(rows.map((r) => [r.shopId, { email: r.email, name: r.name }]));
}
