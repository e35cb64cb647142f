/**
 * Checkout's writes (issue 23 #5, decision 056 addendum): the checkout row that holds the idempotency key, and the
 * orders and items it places. The orders module reads them back; only checkout writes them.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { checkouts, orderItems, orders } from '../../db/schema.js';

export async function findCheckoutByKey(db: Db, userId: string, key: string) {
  const rows = await db
    .select({ id: checkouts.id, totalPaise: checkouts.totalPaise, requestHash: checkouts.requestHash })
    .from(checkouts)
    .where(and(eq(checkouts.userId, userId), eq(checkouts.idempotencyKey, key)))
    .limit(1);
  return rows[0];
}

/** The lines a checkout ordered (product → quantity), as its orders' items: the cart as it was ordered. */
export async function selectCheckoutLines(db: Db, checkoutId: string): Promise<Array<{ productId: string | null; quantity: number }>> {
  return db
    .select({ productId: orderItems.productId, quantity: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.checkoutId, checkoutId))
    .groupBy(orderItems.productId);
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
