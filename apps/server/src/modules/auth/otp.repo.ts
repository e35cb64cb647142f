import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { otpCodes, otpSends, users } from '../../db/schema.js';

export type OtpRow = typeof otpCodes.$inferSelect;

/**
 * The number's code row, locked until the transaction ends: every send and every try of one number runs one after
 * the other, on every instance (decision 078). A send makes the row first when the number has none.
 */
export async function lockOtpRow(tx: Db, phone: string): Promise<OtpRow> {
  await tx.insert(otpCodes).values({ phone }).onConflictDoNothing();
  const row = await lockExistingOtpRow(tx, phone);
  if (!row) throw new Error('otp_codes row vanished under its lock');
  return row;
}

/** The same lock for a try: a number that was never sent a code has no row, and none is made. */
export async function lockExistingOtpRow(tx: Db, phone: string): Promise<OtpRow | undefined> {
  const rows = await tx.select().from(otpCodes).where(eq(otpCodes.phone, phone)).for('update');
  return rows[0];
}

/** How many codes went to the number since `since`. */
export async function countOtpSends(tx: Db, phone: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(otpSends)
    .where(and(eq(otpSends.phone, phone), gt(otpSends.sentAt, since)));
  return Number(row?.n ?? 0);
}

/** Records a send, and forgets the number's sends older than `pruneBefore` (no cap looks that far back). */
export async function recordOtpSend(tx: Db, row: { id: string; phone: string; sentAt: Date }, pruneBefore: Date): Promise<void> {
  await tx.delete(otpSends).where(and(eq(otpSends.phone, row.phone), lt(otpSends.sentAt, pruneBefore)));
  await tx.insert(otpSends).values(row);
}

export async function updateOtpRow(tx: Db, phone: string, patch: Partial<Omit<OtpRow, 'phone'>>): Promise<void> {
  await tx.update(otpCodes).set(patch).where(eq(otpCodes.phone, phone));
}

export type UserRow = typeof users.$inferSelect;

export async function findUserByMobile(db: Db, mobile: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  return rows[0];
}

/** Sets the account's proven mobile number; false when another account has it (its unique index). */
export async function setUserMobile(db: Db, userId: string, mobile: string): Promise<boolean> {
  const taken = await findUserByMobile(db, mobile);
  if (taken && taken.id !== userId) return false;
  await db.update(users).set({ mobile }).where(eq(users.id, userId));
  return true;
}
