// Over 300 lines: every retail 1.2.5 order shape (quote, fulfillment, payment, cancel, terms, billing) in one place, pure.
/**
 * The retail 1.2.5 pieces an ONDC order's callbacks are built of (issue 29 #2, decision 087): the quote's breakup,
 * the shop's own delivery as the fulfillment, cash on delivery collected by the seller app as the payment, and
 * Bazaar's statuses as ONDC's order and fulfillment states. Pure.
 */
import { stateByCode, toRupees, type OrderStatus, type PlatformProfile } from '@bazaar/shared';
import { contactOf, startLocation, type ShopPlace } from './provider-shapes.js';

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

/**
 * An order's windows, from the moment it was placed: picked up within its time to ship (30 minutes), delivered within
 * its TAT (an hour), as the catalog declares them; with the moments it was picked up and delivered once it was.
 */
export function fulfillmentTimes(placedAt: Date, pickedUpAt?: Date | null, deliveredAt?: Date | null) {
  const at = (minutes: number) => new Date(placedAt.getTime() + minutes * 60_000).toISOString();
  return {
    start: { range: { start: at(0), end: at(30) }, ...(pickedUpAt ? { timestamp: pickedUpAt.toISOString() } : {}) },
    end: { range: { start: at(30), end: at(60) }, ...(deliveredAt ? { timestamp: deliveredAt.toISOString() } : {}) },
  };
}

/**
 * The shop delivers itself: one fulfillment, from the shop's location, in the state given. Once there is an order
 * (`times`), its start has the pickup window and it carries the routing type: P2P, the shop's own rider from the
 * shop's door to the buyer's.
 */
export function fulfillmentOf(shop: ShopPlace, state: string, times?: ReturnType<typeof fulfillmentTimes>) {
  return {
    id: '1',
    type: 'Delivery',
    '@ondc/org/provider_name': shop.name,
    '@ondc/org/category': 'Immediate Delivery',
    '@ondc/org/TAT': 'PT60M',
    tracking: true,
    state: { descriptor: { code: state } },
    start: { location: startLocation(shop), ...(times ? { time: times.start } : {}), contact: contactOf(shop) },
    ...(times ? { tags: [{ code: 'routing', list: [{ code: 'type', value: 'P2P' }] }] } : {}),
  };
}

type SettlementDetail = Record<string, string>;

/**
 * Where the money between the apps settles (`@ondc/org/settlement_details`). The buyer app's own, when its confirm
 * gave them (Bazaar pays its finder fee there); else Bazaar's, the seller app's, from the platform's payment details
 * (decision 051): its UPI id, else its bank account by NEFT; none when the platform owner has entered neither.
 */
export function settlementDetails(profile: PlatformProfile, asked?: unknown): SettlementDetail[] | undefined {
  if (Array.isArray(asked) && asked.length) return asked as SettlementDetail[];
  const base = {
    settlement_counterparty: 'seller-app',
    settlement_phase: 'sale-amount',
    beneficiary_name: profile.payeeName || profile.bankAccountName || 'Bazaar',
  };
  if (profile.upiId) return [{ ...base, settlement_type: 'upi', upi_address: profile.upiId }];
  if (profile.bankAccountNumber && profile.bankIfsc)
    return [
      {
        ...base,
        settlement_type: 'neft',
        settlement_bank_account_no: profile.bankAccountNumber,
        settlement_ifsc_code: profile.bankIfsc,
        ...(profile.bankName ? { bank_name: profile.bankName } : {}),
      },
    ];
  return undefined;
}

/** A buyer app's finder fee, as its payment or search intent gives it: a percentage or an amount in rupees. */
export interface FinderFee {
  type: 'percent' | 'amount';
  amount: string;
}

/** The finder fee a payment (or a search's intent payment) declares; null when it declares none, or not in ONDC's form. */
export function finderFeeOf(payment: unknown): FinderFee | null {
  if (!payment || typeof payment !== 'object') return null;
  const p = payment as Record<string, unknown>;
  const type = p['@ondc/org/buyer_app_finder_fee_type'];
  const amount = p['@ondc/org/buyer_app_finder_fee_amount'];
  if ((type !== 'percent' && type !== 'amount') || typeof amount !== 'string' || !/^\d{1,7}(\.\d{1,2})?$/.test(amount)) return null;
  return { type, amount };
}

/**
 * Cash on delivery, collected by the seller app (Bazaar's shop) and settled on delivery. `fee`: the buyer app's
 * finder fee as it declared it (its request's, else the one kept from its search or confirm); 0 % when it never did.
 */
export function paymentOf(fee: FinderFee | null | undefined, totalPaise: number, status: 'PAID' | 'NOT-PAID', paidAt?: Date, settlement?: SettlementDetail[]) {
  return {
    type: 'ON-FULFILLMENT',
    collected_by: 'BPP',
    status,
    params: { amount: rupees(totalPaise), currency: 'INR', ...(paidAt ? { transaction_id: `COD-${paidAt.getTime()}` } : {}) },
    ...(paidAt ? { time: { timestamp: paidAt.toISOString() } } : {}),
    '@ondc/org/buyer_app_finder_fee_type': fee?.type ?? 'percent',
    '@ondc/org/buyer_app_finder_fee_amount': fee?.amount ?? '0',
    '@ondc/org/settlement_basis': 'delivery',
    '@ondc/org/settlement_window': 'PT24H',
    '@ondc/org/withholding_amount': '0.00',
    ...(settlement ? { '@ondc/org/settlement_details': settlement } : {}),
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

/** Who cancelled, why, and the fulfillment's state and time just before (on_cancel's `cancel_request`, `precancel_state`). */
export interface CancelFacts {
  reasonId: string;
  by: string;
  precancelState: string;
  precancelAt: Date;
}

/**
 * A cancelled order's items, fulfillments and quote (retail 1.2.5 on_cancel): each line at count 0 on the delivery
 * and whole on a `Cancel` fulfillment, whose `quote_trail` takes each line, the delivery and any COD fee off; the
 * delivery fulfillment carries who cancelled and its state before; the quote is zero.
 */
export function cancelledParts(
  lines: readonly QuoteLine[],
  deliveryPaise: number,
  codFeePaise: number,
  delivery: ReturnType<typeof fulfillmentOf>,
  c: CancelFacts,
) {
  const trail = (type: string, id: string, paise: number) => ({
    code: 'quote_trail',
    list: [
      { code: 'type', value: type },
      { code: 'id', value: id },
      { code: 'currency', value: 'INR' },
      { code: 'value', value: rupees(-paise) },
    ],
  });
  return {
    items: [
      ...lines.map((l) => ({ id: l.variantId, fulfillment_id: '1', quantity: { count: 0 } })),
      ...lines.map((l) => ({ id: l.variantId, fulfillment_id: 'C1', quantity: { count: l.quantity } })),
    ],
    fulfillments: [
      {
        ...delivery,
        // on_cancel's delivery fulfillment carries only the cancel's tags (retail 1.2.5's on_cancel allows
        // cancel_request, precancel_state, quote_trail and igm_request there): no routing tag.
        tags: [
          {
            code: 'cancel_request',
            list: [
              { code: 'reason_id', value: c.reasonId },
              { code: 'initiated_by', value: c.by },
            ],
          },
          {
            code: 'precancel_state',
            list: [
              { code: 'fulfillment_state', value: c.precancelState },
              { code: 'updated_at', value: c.precancelAt.toISOString() },
            ],
          },
        ],
      },
      {
        id: 'C1',
        type: 'Cancel',
        state: { descriptor: { code: 'Cancelled' } },
        tags: [
          ...lines.map((l) => trail('item', l.variantId, l.pricePaise * l.quantity)),
          trail('delivery', '1', deliveryPaise),
          ...(codFeePaise > 0 ? [trail('misc', '1', codFeePaise)] : []),
        ],
      },
    ],
    quote: {
      price: { currency: 'INR', value: rupees(0) },
      breakup: breakupOf(
        lines.map((l) => ({ ...l, quantity: 0 })),
        0,
        0,
      ),
      ttl: 'P1D',
    },
  };
}

/** The delivery's end as Bazaar kept it on the order (its structured address), for callbacks no request carried. */
export function deliveryEnd(deliveryAddress: unknown) {
  const a = (deliveryAddress ?? {}) as { name?: string; phone?: string; line1?: string; city?: string; state?: string; pincode?: string };
  return {
    location: {
      address: {
        name: a.name,
        building: a.line1,
        locality: a.line1?.split(',').at(-1)?.trim(),
        city: a.city,
        state: (a.state && stateByCode(a.state)?.name) ?? a.state,
        country: 'IND',
        area_code: a.pincode,
      },
    },
    ...(a.phone ? { contact: { phone: a.phone } } : {}),
    ...(a.name ? { person: { name: a.name } } : {}),
  };
}

/**
 * The fulfillment's state and time just before a cancel (Bazaar cancels only Pending orders; a refusal comes later).
 * `pendingSince`: when on_confirm gave the order its Pending fulfillment (its `updated_at`), for an order the shop has
 * not confirmed yet; the order's creation when it was not kept.
 */
export function precancel(
  o: { createdAt: Date; confirmedAt: Date | null; packedAt: Date | null; shippedAt: Date | null },
  pendingSince?: Date | null,
): { state: string; at: Date } {
  if (o.shippedAt) return { state: 'Order-picked-up', at: o.shippedAt };
  if (o.packedAt) return { state: 'Packed', at: o.packedAt };
  return { state: 'Pending', at: o.confirmedAt ?? pendingSince ?? o.createdAt };
}

/** A buyer app's side of an order, as its confirm gave it: kept with the order to repeat in later callbacks. */
export interface BuyerTerms {
  settlementDetails?: Array<Record<string, string>>;
  bapTerms?: { code: 'bap_terms'; list?: unknown };
}

const text = (v: unknown) => typeof v === 'string' && v.length <= 200;

/**
 * The confirm's `@ondc/org/settlement_details` (at most 4 entries of short texts) and `bap_terms` tag, or null when it
 * gave neither; anything of another shape is left out rather than stored.
 */
export function buyerTermsOf(order: { payment?: Record<string, unknown>; tags?: Array<{ code?: string; list?: unknown }> }): BuyerTerms | null {
  const raw = order.payment?.['@ondc/org/settlement_details'];
  const settlementDetails =
    Array.isArray(raw) && raw.length <= 4 && raw.every((d) => d && typeof d === 'object' && Object.values(d as object).every(text))
      ? (raw as Array<Record<string, string>>)
      : undefined;
  const tag = order.tags?.find((t) => t.code === 'bap_terms');
  const bapTerms =
    tag && Array.isArray(tag.list) && tag.list.length <= 10 && JSON.stringify(tag.list).length <= 2000
      ? { code: 'bap_terms' as const, list: tag.list }
      : undefined;
  return settlementDetails || bapTerms ? { ...(settlementDetails ? { settlementDetails } : {}), ...(bapTerms ? { bapTerms } : {}) } : null;
}

const BILLING_FIELDS = ['name', 'phone', 'email', 'tax_number', 'created_at', 'updated_at'] as const;
const ADDRESS_FIELDS = ['name', 'building', 'locality', 'city', 'state', 'country', 'area_code', 'door', 'street'] as const;

/**
 * The confirm's `billing` as kept with the order (issue 29 #4), so unsolicited callbacks repeat it as given (retail
 * 1.2.5 compares it with init's): only ONDC's billing fields, each a short text; null when there is none, or any
 * field is of another shape (then nothing is kept rather than a part).
 */
export function billingOf(billing: unknown): Record<string, unknown> | null {
  if (!billing || typeof billing !== 'object' || Array.isArray(billing)) return null;
  const b = billing as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const f of BILLING_FIELDS) {
    if (b[f] === undefined) continue;
    if (!text(b[f])) return null;
    out[f] = b[f];
  }
  if (b.address !== undefined) {
    const a = b.address;
    if (!a || typeof a !== 'object' || Array.isArray(a)) return null;
    const address: Record<string, string> = {};
    for (const f of ADDRESS_FIELDS) {
      const v = (a as Record<string, unknown>)[f];
      if (v === undefined) continue;
      if (!text(v)) return null;
      address[f] = v as string;
    }
    out.address = address;
  }
  return Object.keys(out).length ? out : null;
}

const GPS = /^-?\d{1,2}\.\d{4,},\s?-?\d{1,3}\.\d{4,}$/;

/**
 * The delivery's end as the confirm gave it (the buyer's GPS, address, phone and email, the person's name), kept with
 * the order so later callbacks repeat it as given (retail 1.2.5 compares it with select's and confirm's): only those
 * fields, each a short text, and a GPS in ONDC's "lat,long" form; null when there is none or any is of another shape.
 */
export function fulfillmentEndOf(end: unknown): Record<string, unknown> | null {
  if (!end || typeof end !== 'object' || Array.isArray(end)) return null;
  const e = end as { location?: unknown; contact?: unknown; person?: unknown };
  const loc = (e.location ?? {}) as { gps?: unknown; address?: unknown };
  if (typeof loc !== 'object' || (loc.gps !== undefined && !(typeof loc.gps === 'string' && GPS.test(loc.gps)))) return null;
  const address = loc.address === undefined ? undefined : billingOf({ address: loc.address })?.address;
  if (loc.address !== undefined && !address) return null;
  const pick = (o: unknown, fields: readonly string[]): Record<string, string> | null | undefined => {
    if (o === undefined) return undefined;
    if (!o || typeof o !== 'object' || Array.isArray(o)) return null;
    const out: Record<string, string> = {};
    for (const f of fields) {
      const v = (o as Record<string, unknown>)[f];
      if (v === undefined) continue;
      if (!text(v)) return null;
      out[f] = v as string;
    }
    return out;
  };
  const contact = pick(e.contact, ['phone', 'email']);
  const person = pick(e.person, ['name']);
  if (contact === null || person === null) return null;
  const location = { ...(loc.gps ? { gps: loc.gps } : {}), ...(address ? { address } : {}) };
  const out = {
    ...(Object.keys(location).length ? { location } : {}),
    ...(contact ? { contact } : {}),
    ...(person ? { person } : {}),
  };
  return Object.keys(out).length ? out : null;
}
