import { canTransition, ORDER_TRANSITIONS, transitionError, type OrderActor, type OrderDto, type OrderStatus } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import type { SessionUser } from '../../plugins/auth.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { loadOrders } from './order-dto.js';
import { returnStock } from '../products/stock.service.js';
import { findOrderParties, findOrderStatus, selectItemsOf, updateOrderStatus } from './orders.repo.js';
import { withRetry } from './tx-retry.js';

/**
 * How `user` stands towards an order: its customer, or the admin of its shop. Anyone else gets 404: whether
 * someone else's order exists is private.
 */
function actorFor(user: SessionUser, order: { userId: string; shopAdminId: string }): OrderActor {
  if (user.role === 'user' && order.userId === user.id) return 'customer';
  if (user.role === 'admin' && order.shopAdminId === user.id) return 'shopAdmin';
  throw notFound('Order');
}

/**
 * The one way an order's status changes. Checks the transition table, then writes with
 * `WHERE status = $from` so that of two racing changes only one wins; the loser re-reads and gets 409.
 * Cancelling puts the items back on stock in the same transaction (products deleted since are skipped).
 */
export async function changeOrderStatus(db: Db, user: SessionUser, orderId: string, to: OrderStatus): Promise<OrderDto> {
  if (!isUuid(orderId)) throw notFound('Order');
  const actor = await withRetry(() =>
    db.transaction(
      async (tx) => {
        const order = await findOrderParties(tx, orderId);
        if (!order) throw notFound('Order');
        const actor = actorFor(user, order);
        const from = order.status;
        if (!canTransition(from, to, actor)) {
          const someoneElseMay = ORDER_TRANSITIONS.some((t) => t.from === from && t.to === to);
          if (someoneElseMay)
            throw forbidden(actor === 'customer' ? `Only the shop can mark an order as ${to}` : `Only the customer can mark an order as ${to}`);
          throw conflict(transitionError(from, to), { status: from });
        }
        if (!(await updateOrderStatus(tx, orderId, from, to))) {
          const now = (await findOrderStatus(tx, orderId)) ?? from;
          throw conflict(transitionError(now, to), { status: now });
        }
        if (to === 'Cancelled') await returnStock(tx, await selectItemsOf(tx, [orderId]));
        return actor;
      },
      { isolationLevel: 'read committed' },
    ),
  );
  const [dto] = await loadOrders(db, { ids: [orderId] }, actor);
  return dto!;
}
