import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { checkouts, orderItems, orders, shops, users } from '../../db/schema.js';
import { prepared } from '../../db/prepared.js';

export type OrderItemRow = typeof orderItems.$inferSelect;

/** An order with what its DTO needs from the user and the shop. */
export interface OrderRow {
  id: string;
  checkoutId: string;
  userId: string;
  shopId: string;
  address: string;
  paymentMethod: string;
  status: OrderStatus;
  subtotalPaise: number;
  deliveryPaise: number;
  totalPaise: number;
  createdAt: Date;
  deliveredAt: Date | null;
  userName: string;
  userEmail: string;
  shopName: string;
  shopAddress: string;
  shopPhone: string;
  shopGstnumber: string;
}

const orderColumns = {
  id: orders.id,
  checkoutId: orders.checkoutId,
  userId: orders.userId,
  shopId: orders.shopId,
  address: orders.address,
  paymentMethod: orders.paymentMethod,
  status: orders.status,
  subtotalPaise: orders.subtotalPaise,
  deliveryPaise: orders.deliveryPaise,
  totalPaise: orders.totalPaise,
  createdAt: orders.createdAt,
  deliveredAt: orders.deliveredAt,
  userName: users.name,
  userEmail: users.email,
  shopName: shops.name,
  shopAddress: shops.address,
  shopPhone: shops.phone,
  shopGstnumber: shops.gstnumber,
};

/** Filters over orders that the list, page and summary queries share. */
export interface OrderFilter {
  userId?: string;
  shopId?: string;
  checkoutId?: string;
  ids?: readonly string[];
  status?: OrderStatus;
}

function whereOf(f: OrderFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.userId) parts.push(eq(orders.userId, f.userId));
  if (f.shopId) parts.push(eq(orders.shopId, f.shopId));
  if (f.checkoutId) parts.push(eq(orders.checkoutId, f.checkoutId));
  if (f.ids) parts.push(inArray(orders.id, [...f.ids]));
  if (f.status) parts.push(eq(orders.status, f.status));
  return and(...parts);
}

/** Filters whose queries run on every list view; they get prepared statements (one per shape). */
function hotShape(f: OrderFilter): string | undefined {
  if (f.ids || f.checkoutId) return undefined;
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

function ordersQuery(db: Db, where: SQL | undefined) {
  return db
    .select(orderColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(shops, eq(shops.id, orders.shopId))
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

const summaryColumns = {
  totalOrders: sql<number>`count(*)`.mapWith(Number),
  totalIncomePaise: sql<number>`coalesce(sum(${orders.totalPaise}), 0)`.mapWith(Number),
  cancelledOrders: sql<number>`count(*) filter (where ${orders.status} = 'Cancelled')`.mapWith(Number),
  deliveredOrders: sql<number>`count(*) filter (where ${orders.status} = 'Delivered')`.mapWith(Number),
};

/** Count, income and per-status counts over one filter, in one aggregate query. */
export async function summarizeOrders(db: Db, filter: OrderFilter) {
  const shape = hotShape(filter);
  const rows = shape
    ? await prepared(db, `bazaar_orders_summary_${shape}`, () =>
        db.select(summaryColumns).from(orders).where(wherePlaceholders(filter)).prepare(`bazaar_orders_summary_${shape}`),
      ).execute(valuesOf(filter))
    : await db.select(summaryColumns).from(orders).where(whereOf(filter));
  return rows[0] ?? { totalOrders: 0, totalIncomePaise: 0, cancelledOrders: 0, deliveredOrders: 0 };
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

/** The shop an admin owns (one shop per admin), read from the shops table. */
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

/** What deciding who may change an order needs: its owner, its shop's admin and its status. */
export async function findOrderParties(db: Db, orderId: string) {
  const rows = await db
    .select({ id: orders.id, userId: orders.userId, shopId: orders.shopId, shopAdminId: shops.adminId, status: orders.status })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return rows[0];
}

export async function findOrderStatus(db: Db, orderId: string): Promise<OrderStatus | undefined> {
  const rows = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).limit(1);
  return rows[0]?.status;
}

const STAMP = { Confirmed: 'confirmedAt', Delivered: 'deliveredAt', Cancelled: 'cancelledAt' } as const;

/**
 * The only write of an order's status: `UPDATE ... WHERE id = $1 AND status = $from`, so of two racing
 * changes only one can match. Returns false when the order was no longer in `from`.
 */
export async function updateOrderStatus(db: Db, orderId: string, from: OrderStatus, to: OrderStatus): Promise<boolean> {
  const stamp = to === 'Pending' ? {} : { [STAMP[to]]: sql`now()` };
  const rows = await db
    .update(orders)
    .set({ status: to, ...stamp })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning({ id: orders.id });
  return rows.length > 0;
}

// ---------- checkout ----------

export async function findCheckoutByKey(db: Db, userId: string, key: string) {
  const rows = await db
    .select({ id: checkouts.id, totalPaise: checkouts.totalPaise })
    .from(checkouts)
    .where(and(eq(checkouts.userId, userId), eq(checkouts.idempotencyKey, key)))
    .limit(1);
  return rows[0];
}

export async function findCheckout(db: Db, id: string) {
  const rows = await db
    .select({ id: checkouts.id, userId: checkouts.userId, totalPaise: checkouts.totalPaise })
    .from(checkouts)
    .where(eq(checkouts.id, id))
    .limit(1);
  return rows[0];
}

/** Inserts a checkout; false when the user already used this idempotency key (unique index). */
export async function insertCheckout(db: Db, row: typeof checkouts.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(checkouts)
    .values(row)
    .onConflictDoNothing({ target: [checkouts.userId, checkouts.idempotencyKey] })
    .returning({ id: checkouts.id });
  return rows.length > 0;
}

export async function insertOrders(db: Db, rows: Array<typeof orders.$inferInsert>): Promise<void> {
  if (rows.length) await db.insert(orders).values(rows);
}

export async function insertOrderItems(db: Db, rows: Array<typeof orderItems.$inferInsert>): Promise<void> {
  if (rows.length) await db.insert(orderItems).values(rows);
}
