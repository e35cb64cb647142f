import type { OrderStatus } from './order-status.js';

/**
 * The shop owner's live feed (`GET /api/admin/events`, Server-Sent Events, decision 029). Plain types only:
 * the web app reads them without pulling zod into its bundle.
 *
 * - `event: ready` once per connection: `{ pendingCount }`, the shop's Pending orders when the stream opened
 *   (after a reconnect too, so whatever was missed while disconnected is recounted);
 * - `event: order` for each order event of the owner's own shop, after its transaction committed;
 * - `event: bye` just before the server ends the stream: `{ reason }` (`session-ended`: do not reconnect;
 *   `access-changed`: the shop was reassigned or the account changed, reconnect and hear what is yours now);
 * - `: ping` comment lines every ~25 s keep proxies from closing an idle connection.
 */
export const ORDER_EVENT_TYPES = ['order.placed', 'order.cancelled', 'order.status', 'order.cod-confirmed'] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

export interface OrderEvent {
  /**
   * placed by a shopper; cancelled by the shopper; any other status change (the shop's own included);
   * `order.cod-confirmed`: the shopper gave the order's COD code, so the shop may confirm it now (issue 13 #5).
   */
  type: OrderEventType;
  orderId: string;
  orderNumber: string;
  /** The shopper's name as on the order; never the address, phone or email. */
  shopperName: string;
  status: OrderStatus;
  /** The shop's Pending orders just after this event. */
  pendingCount: number;
  /** When the event was published (ISO 8601). */
  at: string;
}

export interface LiveReady {
  pendingCount: number;
}

export type LiveByeReason = 'session-ended' | 'access-changed' | 'server-closing' | 'resync';

export interface LiveBye {
  reason: LiveByeReason;
}
