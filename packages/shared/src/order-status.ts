export const ORDER_STATUSES = ['Pending', 'Confirmed', 'Delivered', 'Cancelled', 'Refused'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type OrderActor = 'customer' | 'shopAdmin';

/** The transition table of spec §4: the only status changes that exist. */
export const ORDER_TRANSITIONS: ReadonlyArray<{ from: OrderStatus; to: OrderStatus; by: readonly OrderActor[] }> = [
  { from: 'Pending', to: 'Confirmed', by: ['shopAdmin'] },
  { from: 'Confirmed', to: 'Delivered', by: ['shopAdmin'] },
  { from: 'Pending', to: 'Cancelled', by: ['customer', 'shopAdmin'] },
  // The parcel went out and came back (refused at the door, nobody home): decision 022.
  { from: 'Confirmed', to: 'Refused', by: ['shopAdmin'] },
];

export function canTransition(from: OrderStatus, to: OrderStatus, actor: OrderActor): boolean {
  return ORDER_TRANSITIONS.some((t) => t.from === from && t.to === to && t.by.includes(actor));
}

export function transitionError(from: OrderStatus, to: OrderStatus): string {
  if (from === to) return `Order is already ${from}`;
  return `Cannot change an order from ${from} to ${to}`;
}

/** A shop admin sees the delivery address only once the order is Confirmed (and after: Delivered, Refused). */
export function isAddressVisibleToShop(status: OrderStatus): boolean {
  return status === 'Confirmed' || status === 'Delivered' || status === 'Refused';
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
 * what Pending and Confirmed orders will bring if delivered. Cancelled and Refused orders count in neither.
 */
export const INCOME_STATUSES: readonly OrderStatus[] = ['Delivered'];
export const EXPECTED_STATUSES: readonly OrderStatus[] = ['Pending', 'Confirmed'];
