export const ORDER_STATUSES = ['Pending', 'Confirmed', 'Packed', 'Shipped', 'Delivered', 'Cancelled', 'Refused'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * What people read for a status (issue 29): `Shipped` is the API's word, "Out for delivery" the shopper's and the
 * owner's. Every other status reads as it is spelled.
 */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  Pending: 'Pending',
  Confirmed: 'Confirmed',
  Packed: 'Packed',
  Shipped: 'Out for delivery',
  Delivered: 'Delivered',
  Cancelled: 'Cancelled',
  Refused: 'Refused',
};
export const orderStatusLabel = (status: OrderStatus): string => ORDER_STATUS_LABELS[status];

/** The statuses between the shop's commitment and the parcel's end: the shop holds the goods or they are on the way. */
export const IN_PROGRESS_STATUSES: readonly OrderStatus[] = ['Confirmed', 'Packed', 'Shipped'];

export type OrderActor = 'customer' | 'shopAdmin';

/**
 * The transition table of spec §4: the only status changes that exist. Issue 29 adds Packed and Shipped ("Out for
 * delivery") between Confirmed and Delivered for every order; a shop that does not use them skips either or both.
 */
export const ORDER_TRANSITIONS: ReadonlyArray<{ from: OrderStatus; to: OrderStatus; by: readonly OrderActor[] }> = [
  { from: 'Pending', to: 'Confirmed', by: ['shopAdmin'] },
  { from: 'Confirmed', to: 'Packed', by: ['shopAdmin'] },
  { from: 'Confirmed', to: 'Shipped', by: ['shopAdmin'] },
  { from: 'Packed', to: 'Shipped', by: ['shopAdmin'] },
  { from: 'Confirmed', to: 'Delivered', by: ['shopAdmin'] },
  { from: 'Packed', to: 'Delivered', by: ['shopAdmin'] },
  { from: 'Shipped', to: 'Delivered', by: ['shopAdmin'] },
  { from: 'Pending', to: 'Cancelled', by: ['customer', 'shopAdmin'] },
  // The parcel went out and came back (refused at the door, nobody home): decision 022.
  { from: 'Confirmed', to: 'Refused', by: ['shopAdmin'] },
  { from: 'Packed', to: 'Refused', by: ['shopAdmin'] },
  { from: 'Shipped', to: 'Refused', by: ['shopAdmin'] },
];

/** The moves the shop's owner may make from `from`, in the table's order (the All Orders screen's buttons). */
export function nextStatuses(from: OrderStatus, actor: OrderActor = 'shopAdmin'): OrderStatus[] {
  return ORDER_TRANSITIONS.filter((t) => t.from === from && t.by.includes(actor)).map((t) => t.to);
}

export function canTransition(from: OrderStatus, to: OrderStatus, actor: OrderActor): boolean {
  return ORDER_TRANSITIONS.some((t) => t.from === from && t.to === to && t.by.includes(actor));
}

export function transitionError(from: OrderStatus, to: OrderStatus): string {
  if (from === to) return `Order is already ${from}`;
  return `Cannot change an order from ${from} to ${to}`;
}

/** A shop admin sees the delivery address only once the order is Confirmed (and after: Packed, Shipped, Delivered, Refused). */
export function isAddressVisibleToShop(status: OrderStatus): boolean {
  return IN_PROGRESS_STATUSES.includes(status) || status === 'Delivered' || status === 'Refused';
}

/**
 * Why a parcel came back (the owner picks one when marking an order Refused; optional). The codes are the
 * API's and never change; the labels are what people read.
 */
export const REFUSE_REASONS = ['refused_at_door', 'not_reachable', 'wrong_address', 'other'] as const;
export type RefuseReason = (typeof REFUSE_REASONS)[number];
export const REFUSE_REASON_LABELS: Record<RefuseReason, string> = {
  refused_at_door: 'Refused at the door',
  not_reachable: 'Shopper not reachable',
  wrong_address: 'Wrong address',
  other: 'Other',
};
export const refuseReasonLabel = (reason: string | null | undefined): string | null =>
  reason && reason in REFUSE_REASON_LABELS ? REFUSE_REASON_LABELS[reason as RefuseReason] : null;

/**
 * RTO ("return to origin") rate of a shop, in percent with one decimal: refused ÷ (delivered + refused), the
 * parcels that went out and came back among all that went out and reached an end. Null when none has.
 */
export function rtoRate(delivered: number, refused: number): number | null {
  const out = delivered + refused;
  return out === 0 ? null : Math.round((refused * 1000) / out) / 10;
}

/**
 * What a shop's money figures mean, on every screen (owner's tiles, dashboard, platform analytics):
 * income is money from Delivered orders only (cash on delivery: nothing is earned before); "expected" is
 * what Pending and Confirmed (Packed, Shipped) orders will bring if delivered. Cancelled and Refused orders count in neither.
 */
export const INCOME_STATUSES: readonly OrderStatus[] = ['Delivered'];
export const EXPECTED_STATUSES: readonly OrderStatus[] = ['Pending', ...IN_PROGRESS_STATUSES];
