import type { Db } from '../../db/client.js';
import { newId } from '../../lib/ids.js';
import { getPlatformSettings } from '../settings/settings.service.js';
import { deliveryCharges, overdueFrom } from './domain/dues.js';
import { insertEntries, selectOrderForPosting } from './ledger.repo.js';

/**
 * Posts what a delivered order costs its shop (`deliveryCharges`), in the transaction `tx` that marks it Delivered
 * (decision 024): the terms recorded on the order, never today's shop row or setting (decision 037). Each entry's
 * idempotency key names the order, so a retried or doubled delivery posts once.
 */
export async function postDelivery(tx: Db, orderId: string, now: Date): Promise<void> {
  const order = await selectOrderForPosting(tx, orderId);
  if (!order) return;
  const settings = await getPlatformSettings(tx);
  const dueAt = overdueFrom(now, settings.duesGraceDays);
  await insertEntries(
    tx,
    deliveryCharges(order, now).map((c) => ({
      ...c,
      id: newId(),
      shopId: order.shopId,
      orderId,
      postedAt: now,
      dueAt,
      idempotencyKey: `order:${orderId}:${c.kind}`,
    })),
  );
}
