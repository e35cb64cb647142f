import type { OrderStatus } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { appUrl, queueMail, type OutgoingMail } from '../mail/mail.service.js';
import {
  newOrderForShopMail,
  orderCancelledForShopMail,
  orderCancelledMail,
  orderConfirmedMail,
  orderDeliveredMail,
  orderPlacedMail,
  orderRefusedMail,
} from '../mail/messages.js';
import { loadOrders } from './order-dto.js';
import { selectShopOwners } from './orders.repo.js';

/**
 * `held`: kept for the Outbox screen, never sent (the demo data's messages).
 * The messages an order sends, queued in the transaction that placed or changed it (decision 028). The shop's
 * owner gets the shopper's name, the items and the total, never the address or phone: the order is Pending.
 */
export async function queueOrderPlacedMail(tx: Db, checkoutId: string, userId: string, totalAmount: number, held = false): Promise<void> {
  const orders = (await loadOrders(tx, { checkoutId, userId }, 'customer')).sort((a, b) => (a._id < b._id ? -1 : 1));
  const first = orders[0];
  if (!first) return;
  const owners = await selectShopOwners(
    tx,
    orders.map((o) => o.shop._id),
  );
  const url = appUrl();
  const messages: OutgoingMail[] = [{ to: first.user.email, kind: 'order-placed', content: orderPlacedMail(url, first.user.name, orders, totalAmount) }];
  for (const o of orders) {
    const owner = owners.get(o.shop._id);
    if (owner) messages.push({ to: owner.email, kind: 'shop-new-order', content: newOrderForShopMail(url, o) });
  }
  await queueMail(tx, messages, held);
}

/** After a status change: the shopper hears of every one; the shop's owner of a cancellation by the shopper. */
export async function queueStatusMail(tx: Db, orderId: string, to: OrderStatus, held = false): Promise<void> {
  const [o] = await loadOrders(tx, { ids: [orderId] }, 'customer');
  if (!o) return;
  const url = appUrl();
  const messages: OutgoingMail[] = [];
  if (to === 'Confirmed') messages.push({ to: o.user.email, kind: 'order-confirmed', content: orderConfirmedMail(url, o) });
  if (to === 'Delivered')
    messages.push({
      to: o.user.email,
      kind: 'order-delivered',
      content: orderDeliveredMail(url, o, !!o.invoiceNumber),
      ...(o.invoiceNumber ? { attachment: { kind: 'invoice' as const, orderId } } : {}),
    });
  if (to === 'Refused') messages.push({ to: o.user.email, kind: 'order-refused', content: orderRefusedMail(url, o) });
  if (to === 'Cancelled') {
    messages.push({ to: o.user.email, kind: 'order-cancelled', content: orderCancelledMail(url, o) });
    if (o.cancellation?.by === 'customer') {
      const owner = (await selectShopOwners(tx, [o.shop._id])).get(o.shop._id);
      if (owner) messages.push({ to: owner.email, kind: 'shop-order-cancelled', content: orderCancelledForShopMail(url, o) });
    }
  }
  await queueMail(tx, messages, held);
}
