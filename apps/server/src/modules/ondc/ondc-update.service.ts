/**
 * ONDC `update` (issue 29 #2, retail 1.2.5; decision 094): a buyer app asks to return items of a delivered order
 * (`update_target: item`, a fulfillment of type `Return` with its `return_request` tags). Bazaar makes it a return of
 * the order through its own returns (the shop's policy, window and quantities decide, decision 084), for the buyer
 * app's placeholder shopper, and answers `on_update` with the return as a fulfillment `Return_Initiated`; the shop's
 * later moves on the return push unsolicited `on_update`s with the return's new state.
 */
import type { ReturnReason, ReturnStatus } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import type { SessionUser } from '../../plugins/auth.js';
import { listOrderReturns, requestReturn } from '../returns/returns.service.js';
import { findOndcOrder, selectOrderForOndc, shadowBuyer } from './ondc.repo.js';
import { describe, type Answer } from './ondc-orders.service.js';
import type { OndcContext, OndcRuntime } from './ondc.service.js';

/** ONDC's return reason codes (retail 1.2.5) as Bazaar's return reasons. */
export const ONDC_RETURN_REASONS: Readonly<Record<string, ReturnReason>> = {
  '001': 'no_longer_needed',
  '002': 'other',
  '003': 'damaged',
  '004': 'size_or_fit',
  '005': 'wrong_item',
};

/** A Bazaar return's status as ONDC's return fulfillment state. */
export const RETURN_STATES: Readonly<Record<ReturnStatus, string>> = {
  Requested: 'Return_Initiated',
  Accepted: 'Return_Approved',
  Declined: 'Return_Rejected',
  PickedUp: 'Return_Picked',
  Received: 'Return_Delivered',
  Refunded: 'Return_Delivered',
  Replaced: 'Return_Delivered',
};

type Tag = { code?: string; list?: Array<{ code?: string; value?: string }> };
interface UpdateMsg {
  update_target?: string;
  order?: { id?: string; fulfillments?: Array<{ type?: string; tags?: Tag[] }> };
}

const err = (code: string, message: string): Answer => ({ error: { type: 'DOMAIN-ERROR', code, message } });
/** The note that ties a Bazaar return to the buyer app's return id (a repeated update finds it again). */
const noteOf = (returnId: string, desc: string | undefined) => `ONDC return ${returnId}${desc ? `: ${desc}` : ''}`.slice(0, 1000);

function asShopper(buyer: Awaited<ReturnType<typeof shadowBuyer>>, now: Date): SessionUser {
  return { ...buyer, email: buyer.email ?? '', sessionHash: '', lastSeenAt: now };
}

/** The return as a fulfillment of the order (`id` the buyer app's return id), in its ONDC state. */
export function returnFulfillment(returnId: string, status: ReturnStatus, tags: Tag[]) {
  return { id: returnId, type: 'Return', state: { descriptor: { code: RETURN_STATES[status] } }, tags };
}

export async function onUpdate(db: Db, rt: OndcRuntime, c: OndcContext, message: UpdateMsg): Promise<Answer> {
  const link = await findOndcOrder(db, c.bap_id, c.transaction_id);
  if (!link || (message.order?.id && message.order.id !== link.buyerOrderId)) return err('40000', 'No order for this transaction');
  if (message.update_target !== 'item') return err('40000', 'Bazaar takes update_target item (a return request); payment is settled in cash on delivery');
  const ask = message.order?.fulfillments?.find((f) => f.type === 'Return');
  const tags = ask?.tags?.filter((t) => t.code === 'return_request') ?? [];
  if (!tags.length) return err('40000', 'A return needs a fulfillment of type Return with return_request tags');
  const value = (t: Tag, code: string) => t.list?.find((l) => l.code === code)?.value;
  const returnId = value(tags[0]!, 'id');
  if (!returnId) return err('40000', 'return_request needs its id');
  const order = (await selectOrderForOndc(db, link.orderId))!;
  const lines: Array<{ itemId: string; quantity: number }> = [];
  for (const t of tags) {
    const item = order.items.find((i) => (i.variantId ?? i.productId) === value(t, 'item_id'));
    const quantity = Number(value(t, 'item_quantity'));
    if (!item) return err('40000', `return_request item_id ${value(t, 'item_id') ?? ''} is not an item of this order`);
    if (!Number.isInteger(quantity) || quantity < 1) return err('40000', 'return_request item_quantity must be a whole number of at least 1');
    lines.push({ itemId: item.id, quantity });
  }
  const now = rt.clock();
  const user = asShopper(await shadowBuyer(db, c.bap_id, newId()), now);
  const note = noteOf(returnId, value(tags[0]!, 'reason_desc'));
  let ret = (await listOrderReturns(db, user, link.orderId, now)).find((r) => r.note?.startsWith(`ONDC return ${returnId}`));
  if (!ret) {
    try {
      const reason = ONDC_RETURN_REASONS[value(tags[0]!, 'reason_id') ?? ''] ?? 'other';
      ret = await requestReturn(db, user, link.orderId, { lines, reason, note, resolution: 'refund' }, now);
    } catch (e) {
      if (e instanceof AppError) return err('50004', e.message);
      throw e;
    }
  }
  return withReturn(await describe(db, rt, link.orderId), returnFulfillment(returnId, ret.status, tags));
}

/** The order's answer with the return's fulfillment after its delivery. */
export function withReturn(answer: Answer, fulfillment: ReturnType<typeof returnFulfillment>): Answer {
  const order = (answer.message as { order?: { fulfillments?: unknown[] } } | undefined)?.order;
  if (!order) return answer;
  return { message: { order: { ...order, fulfillments: [...(order.fulfillments ?? []), fulfillment] } } };
}

/** The unsolicited `on_update` of a shop's move on a return of an ONDC order (none for other orders). */
export async function returnMoved(db: Db, rt: OndcRuntime, orderId: string, returnId: string, status: ReturnStatus) {
  const order = await selectOrderForOndc(db, orderId);
  if (!order) return undefined;
  const shopper = { id: order.userId, role: 'user', name: '', email: '', sessionHash: '', lastSeenAt: rt.clock() } as unknown as SessionUser;
  const returns = await listOrderReturns(db, shopper, orderId, rt.clock());
  const ret = returns.find((r) => r._id === returnId);
  const ondcId = ret?.note?.match(/^ONDC return ([^:]+)/)?.[1];
  if (!ret || !ondcId) return undefined;
  return withReturn(await describe(db, rt, orderId), returnFulfillment(ondcId, status, []));
}
