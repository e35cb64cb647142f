import type { OrderEventType } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import type { LiveEvents } from '../../plugins/live-events.js';
import type { Delivered, OrderRef, Subscriber } from '../events/events.service.js';
import { drawIssuedDocuments } from '../invoices/documents.service.js';
import { pendingOrderCount } from './orders.service.js';

/**
 * Tells the owners of the orders' shops, live (decision 029). Runs only after the transaction that made the change
 * committed (the dispatcher, decision 054), so a rolled-back order is never announced. The event carries the order's
 * number, the shopper's name and the shop's Pending count after the change: never the address, phone or email.
 */
export async function announceOrders(db: Db, live: LiveEvents, type: OrderEventType, orders: readonly OrderRef[]): Promise<void> {
  const counts = new Map<string, number>();
  for (const o of orders) {
    if (!counts.has(o.shopId)) counts.set(o.shopId, await pendingOrderCount(db, o.shopId));
    await live.publish(o.shopId, {
      type,
      orderId: o.id,
      orderNumber: o.number,
      shopperName: o.shopperName,
      status: o.status,
      pendingCount: counts.get(o.shopId)!,
      at: new Date().toISOString(),
    });
  }
}

/** The `live` subscriber: order events to the shop owners' feed (a shopper's own cancel is `order.cancelled`). */
export function liveSubscriber(db: Db, live: LiveEvents): Subscriber {
  return {
    name: 'live',
    takes: (type) => type === 'order.placed' || type === 'order.status-changed' || type === 'order.cod-confirmed',
    async handle(e: Delivered) {
      if (e.type === 'order.placed') await announceOrders(db, live, 'order.placed', e.orders);
      else if (e.type === 'order.cod-confirmed') await announceOrders(db, live, 'order.cod-confirmed', [e.order]);
      else if (e.type === 'order.status-changed')
        await announceOrders(db, live, e.by === 'customer' && e.to === 'Cancelled' ? 'order.cancelled' : 'order.status', [e.order]);
    },
  };
}

/**
 * The `documents` subscriber: a status change that issued an invoice or credit note has committed, so its PDF is
 * drawn now, off the main thread and without holding anything up (decision 035). If that fails, the first download
 * draws it: nothing to retry here.
 */
export function documentsSubscriber(db: Db, log: { warn: (o: object, m: string) => void }): Subscriber {
  return {
    name: 'documents',
    takes: (type) => type === 'order.status-changed',
    async handle(e: Delivered) {
      if (e.type !== 'order.status-changed' || e.to === 'Cancelled') return;
      drawIssuedDocuments(db, e.order.id, (err) => log.warn({ err, orderId: e.order.id }, 'document PDF not drawn after issue; drawn on first download'));
    },
  };
}
