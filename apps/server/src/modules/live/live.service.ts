import type { Db } from '../../db/client.js';
import { pendingOrderCount, shopIdOfAdmin } from '../orders/orders.service.js';

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
