import { and, asc, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { codConfirmationCodes, orders, shops, users } from '../../db/schema.js';

/** What confirming or re-sending needs: the order's state and its current code. */
export async function findCodState(db: Db, orderId: string, lock = false) {
  const q = db
    .select({
      orderId: orders.id,
      userId: orders.userId,
      status: orders.status,
      codConfirmBy: orders.codConfirmBy,
      codConfirmedAt: orders.codConfirmedAt,
      deliveryPhone: sql<string | null>`${orders.deliveryAddress} ->> 'phone'`,
      address: orders.address,
      totalPaise: orders.totalPaise,
      shopName: shops.name,
      userName: users.name,
      userEmail: users.email,
      codeHash: codConfirmationCodes.codeHash,
      expiresAt: codConfirmationCodes.expiresAt,
      attempts: codConfirmationCodes.attempts,
      sends: codConfirmationCodes.sends,
      sentAt: codConfirmationCodes.sentAt,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .leftJoin(codConfirmationCodes, eq(codConfirmationCodes.orderId, orders.id))
    .where(eq(orders.id, orderId))
    .limit(1);
  const rows = lock ? await q.for('update', { of: orders }) : await q;
  return rows[0];
}

/** The first code of an order, written with the order. */
export async function insertCodCodes(db: Db, rows: Array<typeof codConfirmationCodes.$inferInsert>): Promise<void> {
  if (rows.length) await db.insert(codConfirmationCodes).values(rows);
}

/** A new code replaces the old one: its tries start again, and the order's sends go up by one. */
export async function replaceCodCode(db: Db, orderId: string, codeHash: string, expiresAt: Date, sentAt: Date): Promise<void> {
  await db
    .update(codConfirmationCodes)
    .set({ codeHash, expiresAt, sentAt, attempts: 0, sends: sql`${codConfirmationCodes.sends} + 1` })
    .where(eq(codConfirmationCodes.orderId, orderId));
}

/** Counts a wrong try; returns the tries used. */
export async function countWrongCode(db: Db, orderId: string): Promise<number> {
  const rows = await db
    .update(codConfirmationCodes)
    .set({ attempts: sql`${codConfirmationCodes.attempts} + 1` })
    .where(eq(codConfirmationCodes.orderId, orderId))
    .returning({ attempts: codConfirmationCodes.attempts });
  return rows[0]?.attempts ?? 0;
}

/**
 * Marks the order confirmed by its shopper, only while it is still Pending, unconfirmed and before its deadline
 * (so a confirmation and the sweep that cancels can never both win); the code is spent. False when it did not match.
 */
export async function markCodConfirmed(db: Db, orderId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ codConfirmedAt: at })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'Pending'), isNull(orders.codConfirmedAt), gt(orders.codConfirmBy, at)))
    .returning({ id: orders.id });
  if (rows.length === 0) return false;
  await db.delete(codConfirmationCodes).where(eq(codConfirmationCodes.orderId, orderId));
  return true;
}

/** Orders whose shopper never gave the code and whose time is up, oldest deadline first (a partial index). */
export async function selectUnconfirmedDue(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(isNotNull(orders.codConfirmBy), isNull(orders.codConfirmedAt), eq(orders.status, 'Pending'), lte(orders.codConfirmBy, now)))
    .orderBy(asc(orders.codConfirmBy))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Cancels one such order, by the platform: only if it is still Pending, unconfirmed and past its deadline, so of
 * two instances sweeping at once, or a sweep and the shopper's own cancel, exactly one wins. False otherwise.
 */
export async function cancelUnconfirmed(db: Db, orderId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ status: 'Cancelled', cancelledAt: at, cancelledBy: 'platform', cancelReason: null, cancelNote: null })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'Pending'), isNull(orders.codConfirmedAt), lte(orders.codConfirmBy, at)))
    .returning({ id: orders.id });
  if (rows.length === 0) return false;
  await db.delete(codConfirmationCodes).where(eq(codConfirmationCodes.orderId, orderId));
  return true;
}
