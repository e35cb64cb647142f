import { isAddressVisibleToShop, toRupees, type OrderDto } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { selectItemsOf, selectOrders, type OrderFilter, type OrderItemRow, type OrderRow } from './orders.repo.js';

/** Who is looking: a shop admin does not receive the address until the order is Confirmed or Delivered. */
export type OrderViewer = 'customer' | 'shopAdmin';

export function toOrderDto(o: OrderRow, items: readonly OrderItemRow[], viewer: OrderViewer): OrderDto {
  return {
    _id: o.id,
    checkoutId: o.checkoutId,
    user: { name: o.userName, email: o.userEmail },
    items: items.map((i) => ({
      _id: i.id,
      productId: i.productId,
      name: i.name,
      unit: i.unit,
      subCategory: i.subCategory,
      quantity: i.quantity,
      price: toRupees(i.pricePaise),
      total: toRupees(i.pricePaise * i.quantity),
    })),
    address: viewer === 'customer' || isAddressVisibleToShop(o.status) ? o.address : null,
    shopIds: [o.shopId],
    shop: { _id: o.shopId, name: o.shopName, address: o.shopAddress, phone: o.shopPhone, gstnumber: o.shopGstnumber },
    paymentMethod: 'COD',
    status: o.status,
    subtotal: toRupees(o.subtotalPaise),
    deliveryCharge: toRupees(o.deliveryPaise),
    totalAmount: toRupees(o.totalPaise),
    createdAt: o.createdAt.toISOString(),
    deliveredAt: o.deliveredAt ? o.deliveredAt.toISOString() : null,
  };
}

/** Orders with their items in two queries: the orders, then all their items at once. */
export async function loadOrders(db: Db, filter: OrderFilter, viewer: OrderViewer, page?: { limit: number; offset: number }): Promise<OrderDto[]> {
  const rows = await selectOrders(db, filter, page);
  const items = await selectItemsOf(
    db,
    rows.map((r) => r.id),
  );
  const byOrder = new Map<string, OrderItemRow[]>();
  for (const item of items) {
    const list = byOrder.get(item.orderId);
    if (list) list.push(item);
    else byOrder.set(item.orderId, [item]);
  }
  return rows.map((r) => toOrderDto(r, byOrder.get(r.id) ?? [], viewer));
}
