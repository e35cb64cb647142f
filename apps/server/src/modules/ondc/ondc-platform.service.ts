/**
 * The platform owner's view of Bazaar on ONDC (issue 29 #3): whether it is on and as whom, the orders buyer apps
 * placed, and the callbacks to buyer apps not sent yet or given up on. Ids, shops, statuses and sums only: never a
 * buyer's name, phone or address, nor a request's message (decision 094, 2026-11-27 addendum).
 */
import { orderNumber, toRupees, type OndcCallbackDto, type OndcOrderRowDto, type OndcOverviewDto, type OrderStatus, type Paged } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { scrubText } from '../../lib/log-redact.js';
import { offsetOf, toPaged } from '../../lib/paging.js';
import type { OndcConfig } from './ondc-config.js';
import { selectOndcOrderPage, selectUnsentCallbackPage, type CallbackEventRow } from './ondc.repo.js';

export function ondcOverview(config: OndcConfig | undefined): OndcOverviewDto {
  if (!config) return { enabled: false, subscriberId: null, subscriberUrl: null, cities: [] };
  return { enabled: true, subscriberId: config.subscriberId, subscriberUrl: config.subscriberUrl, cities: [...config.cities] };
}

export async function listOndcOrders(db: Db, page: number, limit: number): Promise<Paged<OndcOrderRowDto>> {
  const { items, total } = await selectOndcOrderPage(db, limit, offsetOf(page, limit));
  return toPaged(
    items.map((o) => ({
      _id: o.id,
      orderNumber: orderNumber(o.id),
      buyerApp: o.bapId,
      buyerOrderId: o.buyerOrderId,
      transactionId: o.transactionId,
      shopId: o.shopId,
      shopName: o.shopName,
      status: o.status as OrderStatus,
      total: toRupees(o.totalPaise),
      createdAt: o.createdAt.toISOString(),
    })),
    total,
    page,
    limit,
  );
}

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

/**
 * The `ondc` subscriber's part of an event's last error (the dispatcher joins every failed subscriber's as
 * "name: message; …"), with any email or phone number masked, as the logs do.
 */
export function callbackError(lastError: string | null): string | null {
  const own = lastError
    ?.split('; ')
    .find((part) => part.startsWith('ondc: '))
    ?.slice('ondc: '.length);
  return own ? scrubText(own) : null;
}

/** Which callback an event carries: the request's `on_` action, or what a move of the order or its return pushes. */
function actionOf(r: CallbackEventRow): string {
  if (r.type === 'ondc.request') return `on_${r.action ?? 'unknown'}`;
  if (r.type === 'return.status-changed') return 'on_update';
  return r.order_status_to === 'Cancelled' ? 'on_cancel' : 'on_status';
}

export async function listOndcCallbacks(db: Db, page: number, limit: number): Promise<Paged<OndcCallbackDto>> {
  const { items, total } = await selectUnsentCallbackPage(db, limit, offsetOf(page, limit));
  return toPaged(
    items.map((r) => {
      const request = r.type === 'ondc.request';
      return {
        _id: r.id,
        action: actionOf(r),
        buyerApp: (request ? r.request_bap_id : r.link_bap_id) ?? null,
        transactionId: (request ? r.request_transaction_id : r.link_transaction_id) ?? null,
        // An unsolicited callback is sent with its event's id as the message id (ondc.service.ts).
        messageId: request ? (r.request_message_id ?? null) : r.id,
        status: r.status,
        attempts: Number(r.attempts),
        lastError: callbackError(r.last_error),
        nextAttemptAt: r.status === 'failed' ? null : iso(r.next_attempt_at),
        createdAt: iso(r.created_at),
      };
    }),
    total,
    page,
    limit,
  );
}
