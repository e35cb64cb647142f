/**
 * Writes a placed order as checkout does (one checkout, one shop order, its items snapshotted), for an order placed
 * from outside the cart: an ONDC buyer app's confirm (issue 29, decision 087). The caller runs it in the
 * transaction that takes the stock and has checked prices, limits and the shop.
 */
import type { Db } from '../../db/client.js';
import { insertCheckout, insertOrderItems, insertOrders } from './checkout.repo.js';

type Params<F extends (...a: never[]) => unknown> = Parameters<F>[1];

export async function recordPlacedOrder(
  tx: Db,
  checkout: Params<typeof insertCheckout>,
  order: Params<typeof insertOrders>[number],
  items: Params<typeof insertOrderItems>,
): Promise<void> {
  await insertCheckout(tx, checkout);
  await insertOrders(tx, [order]);
  await insertOrderItems(tx, items);
}
