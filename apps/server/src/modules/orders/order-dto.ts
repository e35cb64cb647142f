import { isAddressVisibleToShop, orderNumber, refuseReasonLabel, toRupees, type OrderDto, type ShopperHistory } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { selectOrderPage, selectOrders, selectShopperHistories, type OrderFilter, type OrderItemRow, type OrderRow } from './orders.repo.js';

/** Who is looking: a shop admin does not receive the address until the order is Confirmed (or later). */
export type OrderViewer = 'customer' | 'shopAdmin';

/** A 10-digit Indian mobile number written in a plain address (the spec's checkout has no phone field). */
export function phoneIn(address: string): string | null {
  const m = /(?:^|[^\d])(?:\+?91[\s-]?|0)?([6-9]\d{4})[\s-]?(\d{5})(?!\d)/.exec(address);
  return m ? m[1]! + m[2]! : null;
}

/**
 * `history` is the shopper's platform-wide counts; it is put on the DTO only for the shop's admin looking at a
 * Pending order (the signal to call before confirming), never for the shopper and never on other statuses.
 */
export function toOrderDto(o: OrderRow, items: readonly OrderItemRow[], viewer: OrderViewer, history?: ShopperHistory): OrderDto {
  const showAddress = viewer === 'customer' || isAddressVisibleToShop(o.status);
  const withHistory = viewer === 'shopAdmin' && o.status === 'Pending';
  return {
    _id: o.id,
    orderNumber: orderNumber(o.id),
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
      // The spec's item keeps its shape: the variant's fields come only with options chosen.
      ...(i.options && Object.keys(i.options).length ? { variantId: i.variantId, options: i.options, sku: i.sku } : {}),
      // Likewise `returnable` only on a line sold as not returnable (issue 26 #1).
      ...(i.returnable === false ? { returnable: false as const } : {}),
    })),
    address: showAddress ? o.address : null,
    customerPhone: showAddress ? (o.deliveryPhone ?? phoneIn(o.address)) : null,
    shopIds: [o.shopId],
    shop: { _id: o.shopId, name: o.shopName, address: o.shopAddress, phone: o.shopPhone, gstnumber: o.shopGstnumber },
    paymentMethod: 'COD',
    source: o.ondcBapId ? { channel: 'ondc', buyerApp: o.ondcBapId } : { channel: 'bazaar', buyerApp: null },
    status: o.status,
    subtotal: toRupees(o.subtotalPaise),
    deliveryCharge: toRupees(o.deliveryPaise),
    codFee: toRupees(o.codFeePaise),
    totalAmount: toRupees(o.totalPaise),
    createdAt: o.createdAt.toISOString(),
    confirmedAt: o.confirmedAt ? o.confirmedAt.toISOString() : null,
    packedAt: o.packedAt ? o.packedAt.toISOString() : null,
    shippedAt: o.shippedAt ? o.shippedAt.toISOString() : null,
    deliveredAt: o.deliveredAt ? o.deliveredAt.toISOString() : null,
    cancelledAt: o.cancelledAt ? o.cancelledAt.toISOString() : null,
    cancellation: o.status === 'Cancelled' ? { by: o.cancelledBy, reason: o.cancelReason, note: o.cancelNote } : null,
    refusedAt: o.refusedAt ? o.refusedAt.toISOString() : null,
    refusal: o.status === 'Refused' ? { reason: o.refuseReason, label: refuseReasonLabel(o.refuseReason) } : null,
    ...(withHistory ? { shopperHistory: history ?? { delivered: 0, refused: 0 } } : {}),
    returnPolicy: o.returnPolicy ?? null,
    invoiceNumber: o.invoiceNumber,
    creditNoteNumber: o.creditNoteNumber,
    creditNotes: (o.creditNotes ?? []).map((n) => ({ _id: n.id, number: n.number, amount: toRupees(Number(n.totalPaise)), date: n.date })),
    codConfirmation: o.codConfirmBy
      ? {
          status: o.codConfirmedAt ? 'confirmed' : 'awaiting',
          confirmBy: o.codConfirmBy.toISOString(),
          confirmedAt: o.codConfirmedAt ? o.codConfirmedAt.toISOString() : null,
        }
      : null,
  };
}

/**
 * Orders with their items in two queries: the orders, then all their items at once; for a shop's admin with
 * Pending orders on the page, a third: the shoppers' histories, grouped (never one query per order).
 */
export async function loadOrders(db: Db, filter: OrderFilter, viewer: OrderViewer, page?: { limit: number; offset: number }): Promise<OrderDto[]> {
  return toDtos(db, await selectOrders(db, filter, page), viewer);
}

/** One page of orders as the viewer sees them and how many the filter matches (one query, plus shoppers' histories for an owner). */
export async function loadOrderPage(
  db: Db,
  filter: OrderFilter,
  viewer: OrderViewer,
  page: { limit: number; offset: number },
): Promise<{ items: OrderDto[]; total: number }> {
  const { rows, total } = await selectOrderPage(db, filter, page);
  return { items: await toDtos(db, rows, viewer), total };
}

/** Each row carries its items (orders.repo.ts); an owner also sees the history of the shoppers of Pending orders. */
async function toDtos(db: Db, rows: OrderRow[], viewer: OrderViewer): Promise<OrderDto[]> {
  const pendingShoppers = viewer === 'shopAdmin' ? rows.filter((r) => r.status === 'Pending').map((r) => r.userId) : [];
  const histories = await selectShopperHistories(db, pendingShoppers);
  return rows.map((r) => toOrderDto(r, r.items, viewer, histories.get(r.userId)));
}
