// Over 300 lines: one Beckn action after another (select, init, confirm, status, track, cancel) over one quote.
/**
 * ONDC orders (issue 29 #2, decision 087): `select` and `init` quote from Bazaar's own prices and stock, `confirm`
 * places a normal Bazaar order (Pending, cash on delivery) for the buyer app's shadow shopper in the transaction that
 * takes its stock, `status`, `track` and `cancel` read and change it; each answer is the `on_{action}` the `ondc`
 * subscriber signs and sends. The shop owner's moves push an unsolicited `on_status` (or `on_cancel`).
 */
import { CANCEL_REASONS, computeTotals, deliveryAddressSchema, deliveryOf, orderNumber, statesForPincode, type OrderStatus } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import type { SessionUser } from '../../plugins/auth.js';
import { recordEvent } from '../events/events.service.js';
import { assertShopsTakingOrders } from '../ledger/ledger.service.js';
import { changeOrderStatus } from '../orders/order-status.service.js';
import { recordPlacedOrder } from '../checkout/record-order.service.js';
import { assertCodLimits } from '../checkout/place-order.service.js';
import { takeStock } from '../products/stock.service.js';
import { getPlatformSettings } from '../settings/settings.service.js';
import { domainOf } from './domain/network.js';
import { invoiceUrl } from './domain/invoice-link.js';
import { getPlatformProfile } from '../platform/platform.service.js';
import {
  breakupOf,
  billingOf,
  buyerTermsOf,
  cancelledParts,
  fulfillmentOf,
  deliveryEnd,
  finderFeeOf,
  fulfillmentEndOf,
  fulfillmentTimes,
  ondcStateOf,
  paymentOf,
  precancel,
  rupees,
  settlementDetails,
  type QuoteLine,
} from './domain/order-shapes.js';
import { bppTerms } from './domain/provider-shapes.js';
import {
  findOndcOrder,
  findOndcOrderById,
  insertOndcOrder,
  selectOndcShop,
  selectOrderForOndc,
  selectQuoteLines,
  setOndcCancelReason,
  shadowBuyer,
  type OndcShop,
} from './ondc.repo.js';
import type { OndcContext, OndcRuntime } from './ondc.service.js';
import { searchFee } from './search-fees.repo.js';

type Obj = Record<string, unknown>;
interface OrderMsg {
  id?: string;
  provider?: { id?: string };
  items?: Array<{ id?: string; quantity?: { count?: number } }>;
  billing?: Obj;
  fulfillments?: Array<{ end?: { location?: { gps?: string; address?: Obj }; contact?: { phone?: string } }; type?: string }>;
  payment?: Obj;
  tags?: Array<{ code?: string; list?: unknown }>;
  created_at?: unknown;
}
export interface OndcError {
  type: 'DOMAIN-ERROR' | 'CORE-ERROR';
  code: string;
  message: string;
}
export interface Answer {
  message?: unknown;
  error?: OndcError;
}

const err = (code: string, message: string): Answer => ({ error: { type: 'DOMAIN-ERROR', code, message } });

/** ONDC's buyer cancellation reason codes, as Bazaar's shopper reasons. */
export const BUYER_CANCEL_REASONS: Readonly<Record<string, (typeof CANCEL_REASONS)[number]>> = {
  '001': 'Found a better price elsewhere',
  '003': 'Found a better price elsewhere',
  '006': 'Delivery is taking too long',
  '009': 'Want to change the delivery address',
  '010': 'Want to change the delivery address',
  '012': 'Ordered by mistake',
};

type Line = QuoteLine & Awaited<ReturnType<typeof selectQuoteLines>>[number] & { shopId: string };

interface Quote {
  shop: OndcShop;
  lines: Line[];
  short: Array<{ item_id: string; error: '40002' }>;
  answer?: Answer;
}

/**
 * The shop as an order's payloads give it, with the email buyers are given for it: its own contact email, else the
 * platform's support email (issue 29 #3), else none.
 */
async function ondcShop(db: Db, shopId: string): Promise<OndcShop | undefined> {
  const shop = await selectOndcShop(db, shopId);
  if (!shop) return undefined;
  return { ...shop, contactEmail: shop.contactEmail ?? (await getPlatformProfile(db)).supportEmail };
}

/** Prices and stock of the order's items at the provider, as Bazaar has them now. */
async function quote(db: Db, c: OndcContext, order: OrderMsg | undefined): Promise<Quote | Answer> {
  const shop = order?.provider?.id ? await ondcShop(db, order.provider.id).catch(() => undefined) : undefined;
  if (!shop || !shop.active || domainOf(shop.category) !== c.domain) return err('30001', 'Provider not found');
  const wanted = new Map<string, number>();
  for (const i of order?.items ?? []) {
    const count = Number(i.quantity?.count);
    if (!i.id || !Number.isInteger(count) || count < 1) return err('30004', 'Each item needs an id and a whole quantity.count of at least 1');
    wanted.set(i.id, (wanted.get(i.id) ?? 0) + count);
  }
  if (!wanted.size) return err('30004', 'The order has no items');
  const rows = await selectQuoteLines(db, shop.id, [...wanted.keys()]).catch(() => []);
  const missing = [...wanted.keys()].find((id) => !rows.some((r) => r.variantId === id));
  if (missing) return err('30004', `Item ${missing} not found`);
  const lines = rows.map((r) => ({ ...r, shopId: shop.id, quantity: wanted.get(r.variantId)! }));
  const short = lines.filter((l) => l.available < l.quantity).map((l) => ({ item_id: l.variantId, error: '40002' as const }));
  return { shop, lines, short };
}

/** The order part every answer repeats: provider, items, the quote with its breakup (₹60 delivery, the COD fee). */
async function quotedOrder(db: Db, q: Quote, codFeePaise: number, withStock = false) {
  const totals = computeTotals(
    q.lines.map((l) => ({ shopId: l.shopId, unitPricePaise: l.pricePaise, quantity: Math.min(l.quantity, l.available) })),
    { codFeePaise },
  );
  return {
    provider: { id: q.shop.id, locations: [{ id: `${q.shop.id}-L1` }] },
    items: q.lines.map((l) => ({
      id: l.variantId,
      fulfillment_id: '1',
      location_id: `${q.shop.id}-L1`,
      quantity: { count: Math.min(l.quantity, l.available) },
    })),
    quote: {
      price: { currency: 'INR', value: rupees(totals.totalPaise) },
      breakup: breakupOf(q.lines, totals.shops[0]?.deliveryPaise ?? 0, codFeePaise, withStock),
      ttl: 'P1D',
    },
    totals,
  };
}

const shortError = (short: Quote['short']): OndcError => ({ type: 'DOMAIN-ERROR', code: '40002', message: JSON.stringify(short) });

export async function onSelect(db: Db, c: OndcContext, message: { order?: OrderMsg }): Promise<Answer> {
  const q = await quote(db, c, message.order);
  if (!('shop' in q)) return q;
  const settings = await getPlatformSettings(db);
  const { totals: _t, ...order } = await quotedOrder(db, q, settings.codFeePaise, true);
  const fulfillments = [fulfillmentOf(q.shop, q.short.length ? 'Non-serviceable' : 'Serviceable')];
  return { message: { order: { ...order, fulfillments } }, ...(q.short.length ? { error: shortError(q.short) } : {}) };
}

export async function onInit(db: Db, rt: OndcRuntime, c: OndcContext, message: { order?: OrderMsg }): Promise<Answer> {
  const q = await quote(db, c, message.order);
  if (!('shop' in q)) return q;
  if (q.short.length) return { error: shortError(q.short) };
  const settings = await getPlatformSettings(db);
  const { totals, ...order } = await quotedOrder(db, q, settings.codFeePaise);
  const asked = message.order!;
  return {
    message: {
      order: {
        ...order,
        billing: asked.billing,
        fulfillments: [{ ...fulfillmentOf(q.shop, 'Serviceable'), end: asked.fulfillments?.[0]?.end }],
        // Bazaar's own settlement account (the seller app's), and the marketplace's terms.
        // The finder fee as the init repeats it, else as the transaction's search declared it.
        payment: paymentOf(
          finderFeeOf(asked.payment) ?? (await searchFee(db, c.bap_id, c.transaction_id)),
          totals.totalPaise,
          'NOT-PAID',
          undefined,
          settlementDetails(await getPlatformProfile(db)),
        ),
        tags: [bppTerms(q.shop, rt.config.gstin)],
      },
    },
  };
}

/** The delivery address of a confirm, as a Bazaar order keeps it; a message naming what is missing otherwise. */
function deliveryFrom(order: OrderMsg) {
  const end = order.fulfillments?.[0]?.end;
  const a = (end?.location?.address ?? {}) as Record<string, string | undefined>;
  const pincode = a.area_code ?? '';
  const parsed = deliveryAddressSchema.safeParse({
    name: a.name ?? (order.billing?.name as string | undefined),
    phone: end?.contact?.phone ?? (order.billing?.phone as string | undefined),
    line1: [a.building, a.locality].filter(Boolean).join(', '),
    city: a.city,
    state: statesForPincode(pincode)[0] ?? a.state,
    pincode,
  });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'The delivery address is incomplete' };
  return { delivery: deliveryOf({ deliveryAddress: parsed.data }) };
}

/** An ISO 8601 time as given, or undefined when it is not one. */
const isoTime = (v: unknown): string | undefined => (typeof v === 'string' && /^\d{4}-\d\d-\d\dT/.test(v) && !Number.isNaN(Date.parse(v)) ? v : undefined);

class Refused extends Error {
  constructor(readonly answer: Answer) {
    super(answer.error?.message);
  }
}

/**
 * `confirm`: a normal Bazaar order (Pending, COD) in the transaction that takes its stock, with the buyer app's
 * order id and bap id beside it (ondc_orders). A repeated confirm of the transaction answers the same order.
 */
export async function onConfirm(db: Db, rt: OndcRuntime, c: OndcContext, message: { order?: OrderMsg }, at?: string): Promise<Answer> {
  const asked = message.order;
  const done = await findOndcOrder(db, c.bap_id, c.transaction_id);
  if (done) return describe(db, rt, done.orderId, asked, at);
  if (!asked?.id) return err('30000', 'order.id (the buyer app’s order id) is required');
  const q = await quote(db, c, asked);
  if (!('shop' in q)) return q;
  if (q.short.length) return { error: shortError(q.short) };
  const where = deliveryFrom(asked);
  if ('error' in where) return err('30000', `Delivery address: ${where.error}`);
  const now = rt.clock();
  const fee = finderFeeOf(asked.payment) ?? (await searchFee(db, c.bap_id, c.transaction_id));
  let orderId: string;
  try {
    orderId = await db.transaction(async (tx) => {
      if (await findOndcOrder(tx, c.bap_id, c.transaction_id)) throw new Refused({});
      const settings = await getPlatformSettings(tx);
      const { totals } = await quotedOrder(tx, q, settings.codFeePaise);
      const [s] = totals.shops;
      await assertShopsTakingOrders(tx, [{ shopId: q.shop.id, shopName: q.shop.name }], now);
      assertCodLimits(totals.shops, new Map([[q.shop.id, q.shop.name]]), settings, now);
      const buyer = await shadowBuyer(tx, c.bap_id, newId());
      const checkoutId = newId();
      const id = newId();
      const short = await takeStock(tx, q.lines);
      if (short) throw new Refused({ error: shortError([{ item_id: short.line.variantId, error: '40002' }]) });
      await recordPlacedOrder(
        tx,
        { id: checkoutId, userId: buyer.id, idempotencyKey: null, requestHash: null, address: where.delivery.address, totalPaise: totals.totalPaise },
        {
          id,
          checkoutId,
          userId: buyer.id,
          shopId: q.shop.id,
          address: where.delivery.address,
          deliveryAddress: where.delivery.deliveryAddress,
          buyerStateCode: where.delivery.stateCode,
          paymentMethod: 'COD',
          status: 'Pending' as const,
          subtotalPaise: s!.subtotalPaise,
          deliveryPaise: s!.deliveryPaise,
          codFeePaise: s!.codFeePaise,
          codMaxOrderPaise: settings.codMaxOrderPaise,
          totalPaise: s!.totalPaise,
          codConfirmBy: null,
        },
        q.lines.map((l) => ({
          id: newId(),
          orderId: id,
          productId: l.productId,
          variantId: l.variantId,
          sku: l.sku,
          options: l.options,
          name: l.name,
          unit: l.unit,
          subCategory: l.subCategory,
          pricePaise: l.pricePaise,
          quantity: l.quantity,
          hsnCode: l.hsnCode,
          gstRateBp: l.gstRateBp,
        })),
      );
      await insertOndcOrder(tx, {
        orderId: id,
        bapId: c.bap_id,
        bapUri: c.bap_uri,
        transactionId: c.transaction_id,
        buyerOrderId: asked.id!,
        domain: c.domain,
        city: c.city,
        buyerTerms: buyerTermsOf(asked),
        billing: billingOf(asked.billing),
        // What later callbacks repeat as the buyer app gave it: the delivery's end (its GPS), the order's creation
        // time (else the confirm's own), the finder fee, and the time on_confirm gives as the order's updated_at.
        fulfillmentEnd: fulfillmentEndOf(asked.fulfillments?.[0]?.end),
        buyerCreatedAt: isoTime(asked.created_at) ?? isoTime(c.timestamp) ?? null,
        finderFee: fee,
        onConfirmAt: isoTime(at) ? new Date(at!) : now,
      });
      await recordEvent(
        tx,
        { type: 'order.placed', orders: [{ id, number: orderNumber(id), shopId: q.shop.id, shopperName: buyer.name, status: 'Pending' }] },
        { type: 'catalog.changed', shopId: q.shop.id },
      );
      return id;
    });
  } catch (e) {
    if (e instanceof Refused) {
      if (e.answer.error) return e.answer;
      const again = await findOndcOrder(db, c.bap_id, c.transaction_id);
      return describe(db, rt, again!.orderId, asked, at);
    }
    if (e instanceof AppError && (e.code === 'CONFLICT' || e.code === 'VALIDATION')) return err('40000', e.message);
    throw e;
  }
  return describe(db, rt, orderId, asked, at);
}

/**
 * The order as on_confirm, on_status and on_cancel describe it. `at`, for on_confirm: the callback's own time, given
 * as the order's `updated_at` (the confirm adds the order's first fulfillment state then).
 */
export async function describe(db: Db, rt: OndcRuntime, orderId: string, asked?: OrderMsg, at?: string): Promise<Answer> {
  const o = await selectOrderForOndc(db, orderId);
  const link = await findOndcOrderById(db, orderId);
  if (!o || !link) return err('40000', 'No order for this transaction');
  const shop = (await ondcShop(db, o.shopId))!;
  const state = ondcStateOf(o.status);
  const lines = o.items.map((i) => ({
    variantId: i.variantId ?? i.productId ?? '',
    name: i.name,
    pricePaise: i.pricePaise,
    quantity: i.quantity,
    available: i.quantity,
  }));
  const delivered = o.status === 'Delivered' && o.deliveredAt;
  const times = fulfillmentTimes(o.createdAt, o.shippedAt, o.deliveredAt);
  // The buyer's end as asked now, else as the confirm gave it (its GPS), else the delivery address Bazaar keeps.
  const fulfillment = {
    ...fulfillmentOf(shop, state.fulfillment, times),
    end: { ...(asked?.fulfillments?.[0]?.end ?? link.fulfillmentEnd ?? deliveryEnd(o.deliveryAddress)), time: times.end },
  };
  const cancelledBy = link.cancelReason ? link.bapId : rt.config.subscriberId;
  const reasonId = link.cancelReason ?? '005';
  const before = precancel(o, link.onConfirmAt);
  const body =
    o.status === 'Cancelled'
      ? cancelledParts(lines, o.deliveryPaise, o.codFeePaise, fulfillment, { reasonId, by: cancelledBy, precancelState: before.state, precancelAt: before.at })
      : {
          items: lines.map((l) => ({ id: l.variantId, fulfillment_id: '1', quantity: { count: l.quantity } })),
          fulfillments: [fulfillment],
          quote: { price: { currency: 'INR', value: rupees(o.totalPaise) }, breakup: breakupOf(lines, o.deliveryPaise, o.codFeePaise), ttl: 'P1D' },
        };
  // The buyer app's own settlement details and terms: from its confirm, as asked now or as kept since.
  const terms = link.buyerTerms ?? (asked ? buyerTermsOf(asked) : null);
  const settlement = settlementDetails(await getPlatformProfile(db), terms?.settlementDetails);
  return {
    message: {
      order: {
        id: link.buyerOrderId,
        state: state.order,
        provider: { id: shop.id, locations: [{ id: `${shop.id}-L1` }] },
        items: body.items,
        // The buyer's billing as its confirm gave it: asked now, or as kept with the order (an unsolicited callback).
        ...((asked?.billing ?? link.billing) ? { billing: asked?.billing ?? link.billing } : {}),
        fulfillments: body.fulfillments,
        quote: body.quote,
        payment: paymentOf(
          finderFeeOf(asked?.payment) ?? link.finderFee,
          o.totalPaise,
          delivered ? 'PAID' : 'NOT-PAID',
          delivered ? o.deliveredAt! : undefined,
          settlement,
        ),
        // The GST invoice, once the order is on its way (picked up) or delivered: a link the buyer app can open.
        ...(o.invoiceNumber && (o.status === 'Shipped' || o.status === 'Delivered')
          ? { documents: [{ url: invoiceUrl(rt.config.subscriberUrl, rt.config.signingKey, o.id), label: 'Invoice' }] }
          : {}),
        // Bazaar's terms as a marketplace, with the buyer app's own terms echoed when its confirm gave them; not in
        // on_cancel, whose order has no tags in retail 1.2.5.
        ...(o.status === 'Cancelled' ? {} : { tags: [bppTerms(shop, rt.config.gstin), ...(terms?.bapTerms ? [terms.bapTerms] : [])] }),
        ...(o.status === 'Cancelled' ? { cancellation: { cancelled_by: cancelledBy, reason: { id: reasonId } } } : {}),
        // Every callback repeats the order's creation time as the confirm gave it; on_confirm is itself its last change.
        created_at: isoTime(asked?.created_at) ?? link.buyerCreatedAt ?? o.createdAt.toISOString(),
        updated_at: at ?? (o.deliveredAt ?? o.cancelledAt ?? o.shippedAt ?? o.packedAt ?? o.confirmedAt ?? link.onConfirmAt ?? o.createdAt).toISOString(),
      },
    },
  };
}

export async function onStatus(db: Db, rt: OndcRuntime, c: OndcContext): Promise<Answer> {
  const link = await findOndcOrder(db, c.bap_id, c.transaction_id);
  if (!link) return err('40000', 'No order for this transaction');
  return describe(db, rt, link.orderId);
}

/** `track`: Bazaar's shops deliver themselves; the location given is the shop's own. */
export async function onTrack(db: Db, rt: OndcRuntime, c: OndcContext): Promise<Answer> {
  const link = await findOndcOrder(db, c.bap_id, c.transaction_id);
  if (!link) return err('40000', 'No order for this transaction');
  const o = (await selectOrderForOndc(db, link.orderId))!;
  const shop = (await ondcShop(db, o.shopId))!;
  const now = rt.clock().toISOString();
  return {
    message: {
      tracking: {
        id: '1',
        status: o.status === 'Shipped' ? 'active' : 'inactive',
        ...(shop.gps ? { location: { gps: shop.gps, time: { timestamp: now }, updated_at: now } } : {}),
        // Which order, and how the location is given (retail 1.2.5): polled, the shop's own place.
        tags: [
          { code: 'order', list: [{ code: 'id', value: link.buyerOrderId }] },
          {
            code: 'config',
            list: [
              { code: 'attr', value: 'tracking.location.gps' },
              { code: 'type', value: 'live_poll' },
            ],
          },
        ],
      },
    },
  };
}

/** `cancel` by the buyer: as the shopper's own cancel (Pending only), stock back; ONDC's reason code kept. */
export async function onCancel(db: Db, rt: OndcRuntime, c: OndcContext, message: { order_id?: string; cancellation_reason_id?: string }): Promise<Answer> {
  const link = await findOndcOrder(db, c.bap_id, c.transaction_id);
  if (!link || (message.order_id && message.order_id !== link.buyerOrderId)) return err('40000', 'No order for this transaction');
  const code = message.cancellation_reason_id ?? '';
  if (!/^0\d\d$/.test(code)) return err('40000', 'cancellation_reason_id must be one of ONDC’s buyer reason codes, e.g. 012');
  const o = (await selectOrderForOndc(db, link.orderId))!;
  if (o.status !== 'Cancelled') {
    const buyer = await shadowBuyer(db, c.bap_id, newId());
    const user: SessionUser = { ...buyer, email: buyer.email ?? '', sessionHash: '', lastSeenAt: rt.clock() };
    try {
      await changeOrderStatus(db, user, link.orderId, 'Cancelled', rt.clock(), { reason: BUYER_CANCEL_REASONS[code] ?? 'Other', note: `ONDC reason ${code}` });
    } catch (e) {
      if (e instanceof AppError) return err('50001', e.message);
      throw e;
    }
    await setOndcCancelReason(db, link.orderId, code);
  }
  return describe(db, rt, link.orderId);
}

/** Which unsolicited callback a status change of an ONDC order sends (the buyer's own cancel was answered already). */
export function unsolicitedAction(to: OrderStatus, by: string): 'on_status' | 'on_cancel' | undefined {
  if (by === 'customer') return undefined;
  return to === 'Cancelled' ? 'on_cancel' : 'on_status';
}
