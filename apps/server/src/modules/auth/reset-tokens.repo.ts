import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passwordResetTokens } from '../../db/schema.js';

export async function insertResetToken(db: Db, row: { tokenHash: string; userId: string; expiresAt: Date; createdAt: Date }): Promise<void> {
  await db.insert(passwordResetTokens).values(row);
}

/**
 * Uses a token: marks it used and returns its account, only if it is unused and not expired at `now`. One
 * conditional UPDATE, so of two requests racing with the same link only one gets the account.
 */
export async function takeResetToken(db: Db, tokenHash: string, now: Date): Promise<string | null> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .returning({ userId: passwordResetTokens.userId });
  return rows[0]?.userId ?? null;
}

/** Every unused link of the account stops working (a newer one was sent, or the password was just set). */
export async function retireResetTokens(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
