export const ORDER_STATUSES = ['Pending', 'Confirmed', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type OrderActor = 'customer' | 'shopAdmin';

/** The transition table of spec §4: the only status changes that exist. */
export const ORDER_TRANSITIONS: ReadonlyArray<{ from: OrderStatus; to: OrderStatus; by: readonly OrderActor[] }> = [
  { from: 'Pending', to: 'Confirmed', by: ['shopAdmin'] },
  { from: 'Confirmed', to: 'Delivered', by: ['shopAdmin'] },
  { from: 'Pending', to: 'Cancelled', by: ['customer', 'shopAdmin'] },
];

export function canTransition(from: OrderStatus, to: OrderStatus, actor: OrderActor): boolean {
  return ORDER_TRANSITIONS.some((t) => t.from === from && t.to === to && t.by.includes(actor));
}

export function transitionError(from: OrderStatus, to: OrderStatus): string {
  if (from === to) return `Order is already ${from}`;
  return `Cannot change an order from ${from} to ${to}`;
}

/** A shop admin sees the delivery address only once the order is Confirmed or Delivered. */
export function isAddressVisibleToShop(status: OrderStatus): boolean {
  return status === 'Confirmed' || status === 'Delivered';
}
