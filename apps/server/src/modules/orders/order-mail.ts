import type { OrderDto, OrderStatus } from '@bazaar/shared';
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
import { wantedMail } from '../channels/notifications.service.js';

/**
 * `held`: kept for the Outbox screen, never sent (the demo data's messages).
 * The messages an order sends, queued in the transaction that placed or changed it (decision 028). The shop's
 * owner gets the shopper's name, the items and the total, never the address or phone: the order is Pending.
 * Each mail is written in its recipient's language (decision 091). A person who turned email off for a kind on the Notifications screen gets no mail of it (issue 27 #2).
 */
export async function queueOrderPlacedMail(tx: Db, checkoutId: string, userId: string, totalAmount: number, held = false): Promise<OrderDto[]> {
  const orders = (await loadOrders(tx, { checkoutId, userId }, 'customer')).sort((a, b) => (a._id < b._id ? -1 : 1));
  const first = orders[0];
  if (!first) return orders;
  const owners = await selectShopOwners(
    tx,
    orders.map((o) => o.shop._id),
  );
  const url = appUrl();
  const messages: OutgoingMail[] = [
    { to: first.user.email, kind: 'order-placed', content: (l) => orderPlacedMail(url, first.user.name, orders, totalAmount, l) },
  ];
  for (const o of orders) {
    const owner = owners.get(o.shop._id);
    if (owner) messages.push({ to: owner.email, kind: 'shop-new-order', content: (l) => newOrderForShopMail(url, o, l) });
  }
  await queueMail(tx, await wantedMail(tx, messages), held);
  // The checkout's answer is these orders as the shopper sees them: the caller need not read them again (decision 095).
  return orders;
}

/** After a status change: the shopper hears of every one; the shop's owner of a cancellation by the shopper. */
export async function queueStatusMail(tx: Db, orderId: string, to: OrderStatus, held = false): Promise<void> {
  const [o] = await loadOrders(tx, { ids: [orderId] }, 'customer');
  if (!o) return;
  const url = appUrl();
  const messages: OutgoingMail[] = [];
  if (to === 'Confirmed') messages.push({ to: o.user.email, kind: 'order-confirmed', content: (l) => orderConfirmedMail(url, o, l) });
  if (to === 'Delivered')
    messages.push({
      to: o.user.email,
      kind: 'order-delivered',
      content: (l) => orderDeliveredMail(url, o, !!o.invoiceNumber, l),
      ...(o.invoiceNumber ? { attachment: { kind: 'invoice' as const, orderId } } : {}),
    });
  if (to === 'Refused') messages.push({ to: o.user.email, kind: 'order-refused', content: (l) => orderRefusedMail(url, o, l) });
  if (to === 'Cancelled') {
    messages.push({ to: o.user.email, kind: 'order-cancelled', content: (l) => orderCancelledMail(url, o, l) });
    if (o.cancellation?.by === 'customer') {
      const owner = (await selectShopOwners(tx, [o.shop._id])).get(o.shop._id);
      if (owner) messages.push({ to: owner.email, kind: 'shop-order-cancelled', content: (l) => orderCancelledForShopMail(url, o, l) });
    }
  }
  await queueMail(tx, await wantedMail(tx, messages), held);
}
