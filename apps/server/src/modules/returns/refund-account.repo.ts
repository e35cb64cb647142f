import { and, asc, desc, eq, gt, isNotNull, not, like } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { refundAccountViews, returns, users } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

/** Appends "this account was shown the whole number now" (the table refuses UPDATE and DELETE, migration 0062). */
export async function insertAccountView(db: Db, returnId: string, viewerId: string, at: Date): Promise<void> {
  await db.insert(refundAccountViews).values({ id: newId(), returnId, viewerId, viewedAt: at });
}

/** A return's views, newest first, with the viewer's name and e-mail as the account has them now. */
export async function selectAccountViews(db: Db, returnId: string) {
  return db
    .select({ viewerId: refundAccountViews.viewerId, viewerName: users.name, viewerEmail: users.email, viewedAt: refundAccountViews.viewedAt })
    .from(refundAccountViews)
    .leftJoin(users, eq(users.id, refundAccountViews.viewerId))
    .where(eq(refundAccountViews.returnId, returnId))
    .orderBy(desc(refundAccountViews.viewedAt), desc(refundAccountViews.id));
}

/** A page of sealed numbers not sealed under the key `keyId` (ids ascending after `after`), for re-sealing. */
export async function selectSealedNotUnder(db: Db, keyId: string, after: string | null, limit: number) {
  return db
    .select({ id: returns.id, sealed: returns.refundAccountSealed })
    .from(returns)
    .where(and(isNotNull(returns.refundAccountSealed), not(like(returns.refundAccountSealed, `d1.${keyId}.%`)), after ? gt(returns.id, after) : undefined))
    .orderBy(asc(returns.id))
    .limit(limit);
}

/** Replaces a sealed number only if it is still the one read (a shopper giving a new account meanwhile wins). */
export async function updateSealedIf(db: Db, id: string, from: string, to: string): Promise<boolean> {
  const rows = await db
    .update(returns)
    .set({ refundAccountSealed: to })
    .where(and(eq(returns.id, id), eq(returns.refundAccountSealed, from)))
    .returning({ id: returns.id });
  return rows.length > 0;
}
