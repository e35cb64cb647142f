/**
 * The retail 1.2.5 pieces an ONDC order's callbacks are built of (issue 29 #2, decision 087): the quote's breakup,
 * the shop's own delivery as the fulfillment, cash on delivery collected by the seller app as the payment, and
 * Bazaar's statuses as ONDC's order and fulfillment states. Pure.
 */
import { toRupees, type OrderStatus } from '@bazaar/shared';

export const rupees = (paise: number) => toRupees(paise).toFixed(2);

export interface QuoteLine {
  variantId: string;
  name: string;
  pricePaise: number;
  quantity: number;
  /** Stock now: a line quoted above it is flagged (40002) and priced at what is there. */
  available: number;
}

/**
 * The quote's breakup: each item at its quantity (at most what is in stock), the shop's delivery, the COD fee. The
 * item's stock (`item.quantity`) belongs to `on_select` only (`withStock`); later quotes leave it out (retail 1.2.5).
 */
export function breakupOf(lines: readonly QuoteLine[], deliveryPaise: number, codFeePaise: number, withStock = false) {
  const price = (paise: number) => ({ currency: 'INR', value: rupees(paise) });
  return [
    ...lines.map((l) => {
      const count = Math.min(l.quantity, l.available);
      return {
        '@ondc/org/item_id': l.variantId,
        '@ondc/org/item_quantity': { count },
        title: l.name,
        '@ondc/org/title_type': 'item',
        price: price(l.pricePaise * count),
        item: {
          ...(withStock ? { quantity: { available: { count: l.available > 0 ? '99' : '0' }, maximum: { count: String(Math.max(l.available, 0)) } } } : {}),
          price: price(l.pricePaise),
        },
      };
    }),
    { '@ondc/org/item_id': '1', title: 'Delivery charges', '@ondc/org/title_type': 'delivery', price: price(deliveryPaise) },
    ...(codFeePaise > 0 ? [{ '@ondc/org/item_id': '1', title: 'Cash on delivery fee', '@ondc/org/title_type': 'misc', price: price(codFeePaise) }] : []),
  ];
}

/** The shop delivers itself: one fulfillment, from the shop's location, in the state given. */
export function fulfillmentOf(shop: { id: string; name: string; gps: string | null; phone: string }, state: string) {
  return {
    id: '1',
    type: 'Delivery',
    '@ondc/org/provider_name': shop.name,
    '@ondc/org/category': 'Immediate Delivery',
    '@ondc/org/TAT': 'PT60M',
    tracking: true,
    state: { descriptor: { code: state } },
    start: { location: { id: `${shop.id}-L1`, ...(shop.gps ? { gps: shop.gps } : {}) }, contact: { phone: shop.phone } },
  };
}

/** Cash on delivery, collected by the seller app (Bazaar's shop) and settled on delivery. */
export function paymentOf(asked: Record<string, unknown> | undefined, totalPaise: number, status: 'PAID' | 'NOT-PAID', paidAt?: Date) {
  return {
    type: 'ON-FULFILLMENT',
    collected_by: 'BPP',
    status,
    params: { amount: rupees(totalPaise), currency: 'INR', ...(paidAt ? { transaction_id: `COD-${paidAt.getTime()}` } : {}) },
    ...(paidAt ? { time: { timestamp: paidAt.toISOString() } } : {}),
    '@ondc/org/buyer_app_finder_fee_type': asked?.['@ondc/org/buyer_app_finder_fee_type'] ?? 'percent',
    '@ondc/org/buyer_app_finder_fee_amount': asked?.['@ondc/org/buyer_app_finder_fee_amount'] ?? '0',
    '@ondc/org/settlement_basis': 'delivery',
    '@ondc/org/settlement_window': 'PT24H',
    '@ondc/org/withholding_amount': '0.00',
  };
}

/** Bazaar's status as ONDC's order state and fulfillment state. */
export function ondcStateOf(status: OrderStatus): { order: string; fulfillment: string } {
  switch (status) {
    case 'Pending':
      return { order: 'Created', fulfillment: 'Pending' };
    case 'Confirmed':
      return { order: 'Accepted', fulfillment: 'Pending' };
    case 'Packed':
      return { order: 'In-progress', fulfillment: 'Packed' };
    case 'Shipped':
      return { order: 'In-progress', fulfillment: 'Order-picked-up' };
    case 'Delivered':
      return { order: 'Completed', fulfillment: 'Order-delivered' };
    case 'Cancelled':
    case 'Refused':
      return { order: 'Cancelled', fulfillment: 'Cancelled' };
  }
}
