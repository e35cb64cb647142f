import type { LiveByeReason } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { pendingOrderCount, shopIdOfAdmin } from '../orders/orders.service.js';
import { selectStreamAccess } from './live.repo.js';

/**
 * The shop whose events an admin's live feed carries: their own. An admin without a shop (yet) gets a feed
 * that carries nothing (null): the nav opens it for every owner, and a 404 would only make the browser retry.
 */
export async function openShopFeed(db: Db, adminId: string): Promise<string | null> {
  return (await shopIdOfAdmin(db, adminId)) ?? null;
}

/** The count the feed's `ready` event starts from (and starts again from after a reconnect). */
export async function shopPendingCount(db: Db, shopId: string | null): Promise<number> {
  return shopId ? pendingOrderCount(db, shopId) : 0;
}

/**
 * Whether a stream opened by `userId` with `sessionHash` for `shopId` may still hear it (null), or why not:
 * the session ended (logout, password change or reset, expiry, account deleted) → `session-ended`; the account
 * is no longer an admin, or no longer owns that shop (reassigned), or now owns one it did not → `access-changed`.
 */
export async function streamRefusal(
  db: Db,
  stream: { sessionHash: string; userId: string; shopId: string | null },
  idleSince: Date,
): Promise<LiveByeReason | null> {
  const access = await selectStreamAccess(db, stream.sessionHash, idleSince);
  if (!access || access.userId !== stream.userId) return 'session-ended';
  if (access.role !== 'admin' || access.shopId !== stream.shopId) return 'access-changed';
  return null;
}
