import { and, asc, eq, gt, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { codConfirmationCodes, orders, shops, users } from '../../db/schema.js';

/**
 * What confirming or re-sending needs: the order's state and its current code. With `lock`, the order row is locked
 * first, by a statement of its own, and the state read after the lock is held: a `SELECT … FOR UPDATE` that also
 * reads the code's row would wait for the lock and then answer the code row as it was *before* the wait (under
 * read committed only the locked row is re-read), so concurrent tries would all see the same count (issue 21 #7).
 */
export async function findCodState(db: Db, orderId: string, lock = false) {
  if (lock) {
    const locked = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
    if (locked.length === 0) return undefined;
  }
  const rows = await db
    .select({
      orderId: orders.id,
      userId: orders.userId,
      shopId: orders.shopId,
      status: orders.status,
      codConfirmBy: orders.codConfirmBy,
      codConfirmedAt: orders.codConfirmedAt,
      deliveryPhone: sql<string | null>`${orders.deliveryAddress} ->> 'phone'`,
      address: orders.address,
      totalPaise: orders.totalPaise,
      shopName: shops.name,
      userName: users.name,
      userEmail: sql<string>`coalesce(${users.email}, '')`, // '' for a phone account: its mail is skipped (decision 078)
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
  return rows[0];
}

/** The first code of an order, written with the order. */
export async function insertCodCodes(db: Db, rows: Array<typeof codConfirmationCodes.$inferInsert>): Promise<void> {
  if (rows.length) await db.insert(codConfirmationCodes).values(rows);
}

/**
 * A new code replaces the old one: its tries start again, and the order's sends go up by one. Only while fewer than
 * `maxSends` codes were sent and the last one is at least `gapMs` old (`now` minus the gap), checked by the update
 * itself, so even without the row lock two resends could not both pass. False when it did not match.
 */
export async function replaceCodCode(
  db: Db,
  orderId: string,
  codeHash: string,
  expiresAt: Date,
  sentAt: Date,
  maxSends: number,
  gapMs: number,
): Promise<boolean> {
  const rows = await db
    .update(codConfirmationCodes)
    .set({ codeHash, expiresAt, sentAt, attempts: 0, sends: sql`${codConfirmationCodes.sends} + 1` })
    .where(
      and(
        eq(codConfirmationCodes.orderId, orderId),
        lt(codConfirmationCodes.sends, maxSends),
        lte(codConfirmationCodes.sentAt, new Date(sentAt.getTime() - gapMs)),
      ),
    )
    .returning({ orderId: codConfirmationCodes.orderId });
  return rows.length > 0;
}

/**
 * Counts a wrong try, only while fewer than `maxTries` were counted (one conditional update); returns the tries
 * used, or null when the code was already used up (no try counted).
 */
export async function countWrongCode(db: Db, orderId: string, maxTries: number): Promise<number | null> {
  const rows = await db
    .update(codConfirmationCodes)
    .set({ attempts: sql`${codConfirmationCodes.attempts} + 1` })
    .where(and(eq(codConfirmationCodes.orderId, orderId), lt(codConfirmationCodes.attempts, maxTries)))
    .returning({ attempts: codConfirmationCodes.attempts });
  return rows[0]?.attempts ?? null;
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
