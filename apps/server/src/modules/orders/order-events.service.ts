import type { OrderDto, OrderEventType } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import type { LiveEvents } from '../../plugins/live-events.js';
import { pendingOrderCount } from './orders.service.js';

/**
 * Tells the owners of the orders' shops, live (decision 029). Called only after the transaction that made the
 * change committed, so a rolled-back order is never announced. The event carries the order's number, the
 * shopper's name and the shop's Pending count after the change: never the address, phone or email.
 */
export async function announceOrders(db: Db, live: LiveEvents, type: OrderEventType, orders: readonly OrderDto[]): Promise<void> {
  const counts = new Map<string, number>();
  for (const o of orders) {
    const shopId = o.shop._id;
    if (!counts.has(shopId)) counts.set(shopId, await pendingOrderCount(db, shopId));
    await live.publish(shopId, {
      type,
      orderId: o._id,
      orderNumber: o.orderNumber,
      shopperName: o.user.name,
      status: o.status,
      pendingCount: counts.get(shopId)!,
      at: new Date().toISOString(),
    });
  }
}
