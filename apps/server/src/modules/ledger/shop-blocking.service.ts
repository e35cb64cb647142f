import { blockedMessage, isBlocked } from './domain/ledger-maths.js';
import type { Db } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';
import { getPlatformSettings } from '../settings/settings.service.js';
import { selectOverdue } from './dues.repo.js';

/**
 * Refuses (409) when a shop among `shopIds` is blocked for overdue dues: the message names the shop and says what
 * the shopper can do. One balance row per shop plus the entries of the last grace period: cheap on the checkout.
 */
export async function assertShopsTakingOrders(db: Db, shops: ReadonlyArray<{ shopId: string; shopName: string }>, now: Date, suffix = ''): Promise<void> {
  if (shops.length === 0) return;
  const overdue = await selectOverdue(
    db,
    shops.map((s) => s.shopId),
    now,
  );
  if (overdue.size === 0) return;
  const { duesBlockThresholdPaise } = await getPlatformSettings(db);
  for (const s of shops) {
    const o = overdue.get(s.shopId) ?? 0;
    if (isBlocked(o, duesBlockThresholdPaise)) throw conflict(blockedMessage(s.shopName) + suffix, { shopId: s.shopId, shopName: s.shopName });
  }
}

/** Which of `shopIds` are blocked now (the shop page's and the cart's notice). */
export async function blockedShops(db: Db, shopIds: string[], now: Date): Promise<Set<string>> {
  const overdue = await selectOverdue(db, shopIds, now);
  if (overdue.size === 0) return new Set();
  const { duesBlockThresholdPaise } = await getPlatformSettings(db);
  return new Set([...overdue].filter(([, o]) => isBlocked(o, duesBlockThresholdPaise)).map(([id]) => id));
}
