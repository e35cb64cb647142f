import {
  CANCEL_REASONS,
  SHOP_CANCEL_REASONS,
  orderNumber,
  ORDER_TRANSITIONS,
  REFUSE_REASON_LABELS,
  transitionError,
  type CancelOrderBody,
  type OrderDto,
  type OrderStatus,
  type RefuseReason,
} from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import type { SessionUser } from '../../plugins/auth.js';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { loadOrders } from './order-dto.js';
import { postDelivery } from '../ledger/ledger.service.js';
import { returnStock } from '../products/stock.service.js';
import { issueCreditNoteIfInvoiced, issueInvoice } from '../invoices/issue.service.js';
import { selectItemsOf } from './orders.repo.js';
import { deleteCodCode, findOrderParties, findOrderStatus, lockOrderRow, updateOrderStatus } from './order-status.repo.js';
import { withRetry } from '../../lib/tx-retry.js';
import { queueStatusMail } from './order-mail.js';
import { recordEvent, type DomainEvent, type StatusActor } from '../events/events.service.js';

/**
 * The transition table of spec §4 (ORDER_TRANSITIONS: the people's moves) plus the platform's one move: an order
 * awaiting the shopper's COD code whose time ran out is cancelled by the platform (issue 13 #5, decision 055).
 */
export const STATUS_TRANSITIONS: ReadonlyArray<{ from: OrderStatus; to: OrderStatus; by: readonly StatusActor[] }> = [
  ...ORDER_TRANSITIONS,
  { from: 'Pending', to: 'Cancelled', by: ['platform'] },
];

export const canChange = (from: OrderStatus, to: OrderStatus, actor: StatusActor) =>
  STATUS_TRANSITIONS.some((t) => t.from === from && t.to === to && t.by.includes(actor));

/** Who changes an order: a signed-in person (its shopper or its shop's admin), or the platform itself. */
export type StatusChanger = SessionUser | 'platform';

/**
 * How `user` stands towards an order: its customer, or the admin of its shop. Anyone else gets 404: whether
 * someone else's order exists is private.
 */
function actorFor(user: StatusChanger, order: { userId: string; shopAdminId: string }): StatusActor {
  if (user === 'platform') return 'platform';
  if (user.role === 'user' && order.userId === user.id) return 'customer';
  if (user.role === 'admin' && order.shopAdminId === user.id) return 'shopAdmin';
  throw notFound('Order');
}

/**
 * Undoes a placed order inside the status change's transaction `tx`: the items go back on stock (products
 * deleted since are skipped) and an invoiced order gets its credit note (the one credit-note path,
 * issueCreditNoteIfInvoiced). Runs only after the `WHERE status = $from` update matched, so at most once per
 * order whatever the races. `why` is the credit note's reason.
 */
export async function reverseOrder(tx: Db, orderId: string, now: Date, why: string): Promise<void> {
  await returnStock(tx, await selectItemsOf(tx, [orderId]));
  await issueCreditNoteIfInvoiced(tx, orderId, now, why);
}

/**
 * Everything a refused parcel (Confirmed -> Refused, decision 022) sets off, in the status change's
 * transaction: stock back and the invoice's credit note. What else a refusal must reverse goes here.
 */
export async function onRefused(tx: Db, orderId: string, now: Date, reason: RefuseReason | null): Promise<void> {
  await reverseOrder(tx, orderId, now, reason ? `Parcel refused: ${REFUSE_REASON_LABELS[reason]}` : 'Parcel refused');
}

/** A cancel reason must be from the caller's own list: the shopper's (CANCEL_REASONS) or the shop's. */
function checkCancelReason(actor: StatusActor, reason: string): void {
  const list: readonly string[] = actor === 'customer' ? CANCEL_REASONS : SHOP_CANCEL_REASONS;
  if (!list.includes(reason)) throw new AppError('VALIDATION', `reason must be one of: ${list.join(', ')}`, { field: 'reason' });
}

/**
 * Why the shopper's cancel came too late, in words they can act on (issue 22 #5); `details.status` carries the
 * order's status now so the page can show it.
 */
export function tooLateToCancel(status: OrderStatus): string {
  if (status === 'Cancelled') return 'Order is already Cancelled';
  if (status === 'Confirmed' || status === 'Packed' || status === 'Shipped')
    return 'The shop has already confirmed this order, so it can no longer be cancelled here. If you no longer want it, please call the shop.';
  return `This order is already ${status}, so it can no longer be cancelled.`;
}

/**
 * The one way an order's status changes. Checks the transition table, then writes with
 * `WHERE status = $from` so that of two racing changes only one wins; the loser re-reads and gets 409.
 * Cancelling puts the items back on stock in the same transaction (products deleted since are skipped).
 * Confirming issues the invoice (the goods leave after that), and cancelling an invoiced order issues its
 * credit note, in the same transaction: a document exists exactly when the status says it should. A refused
 * parcel (Confirmed -> Refused, by the shop only) does both too (`onRefused`); `refuseReason` is kept on it.
 * Delivering posts the shop's commission (and the tax the platform pays for it) to its ledger, in that transaction.
 * The platform may only cancel an order awaiting its shopper's COD code after that code's time ran out (the row is
 * locked first, so the shopper's code and the platform's cancel never both win). What follows the commit (the shop's
 * catalog, the live feed, PDFs, the mail worker) is recorded as events in the same transaction (decision 054).
 * The only writer of orders.status besides checkout's insert (a test keeps it so).
 */
export async function changeOrderStatus(
  db: Db,
  user: StatusChanger,
  orderId: string,
  to: OrderStatus,
  now: Date = new Date(),
  why: CancelOrderBody = undefined,
  refuseReason: RefuseReason | null = null,
): Promise<OrderDto> {
  if (!isUuid(orderId)) throw notFound('Order');
  const actor = await withRetry(() =>
    db.transaction(
      async (tx) => {
        if (user === 'platform' && !(await lockOrderRow(tx, orderId))) throw notFound('Order');
        const order = await findOrderParties(tx, orderId);
        if (!order) throw notFound('Order');
        const actor = actorFor(user, order);
        const from = order.status;
        if (to === 'Cancelled' && why?.reason) checkCancelReason(actor, why.reason);
        if (actor === 'platform' && !(order.codConfirmBy && !order.codConfirmedAt && order.codConfirmBy <= now))
          throw conflict('Only an order whose COD confirmation time is over is cancelled by the platform', { status: from });
        if (!canChange(from, to, actor)) {
          const someoneElseMay = ORDER_TRANSITIONS.some((t) => t.from === from && t.to === to);
          if (someoneElseMay)
            throw forbidden(actor === 'customer' ? `Only the shop can mark an order as ${to}` : `Only the customer can mark an order as ${to}`);
          throw conflict(actor === 'customer' && to === 'Cancelled' ? tooLateToCancel(from) : transitionError(from, to), { status: from });
        }
        // A COD order above the platform's limit waits for the shopper's code (issue 13 #5): no goods leave before.
        if (to === 'Confirmed' && order.codConfirmBy && !order.codConfirmedAt)
          throw conflict(
            `Order ${orderNumber(orderId)} is awaiting the shopper’s confirmation code. You can confirm it once the shopper has confirmed it; if they do not, it is cancelled by itself.`,
            { status: from, awaitingCodConfirmation: true },
          );
        // Who cancelled, with their reason from their list and note (the shop's are shown to the shopper, and
        // the shopper's to the shop).
        const cancellation =
          actor === 'platform'
            ? { by: 'platform' as const, reason: null, note: null }
            : { by: actor === 'customer' ? ('customer' as const) : ('shop' as const), reason: why?.reason ?? null, note: why?.note ?? null };
        if (!(await updateOrderStatus(tx, orderId, from, to, cancellation, refuseReason, now))) {
          const now = (await findOrderStatus(tx, orderId)) ?? from;
          throw conflict(actor === 'customer' && to === 'Cancelled' ? tooLateToCancel(now) : transitionError(now, to), { status: now });
        }
        if (to === 'Confirmed') await issueInvoice(tx, orderId, now);
        if (to === 'Delivered') await postDelivery(tx, orderId, now);
        if (to === 'Cancelled') await reverseOrder(tx, orderId, now, 'Order cancelled');
        if (to === 'Refused') await onRefused(tx, orderId, now, refuseReason);
        if (actor === 'platform') await deleteCodCode(tx, orderId);
        await queueStatusMail(tx, orderId, to);
        const events: DomainEvent[] = [
          {
            type: 'order.status-changed',
            order: { id: orderId, number: orderNumber(orderId), shopId: order.shopId, shopperName: order.shopperName, status: to },
            from,
            to,
            by: actor,
          },
        ];
        // Stock went back: the shop's pages show it.
        if (to === 'Cancelled' || to === 'Refused') events.push({ type: 'catalog.changed', shopId: order.shopId });
        await recordEvent(tx, ...events);
        return actor;
      },
      { isolationLevel: 'read committed' },
    ),
  );
  const [dto] = await loadOrders(db, { ids: [orderId] }, actor === 'platform' ? 'shopAdmin' : actor);
  return dto!;
}
