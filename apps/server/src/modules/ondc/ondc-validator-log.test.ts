// Over 300 lines: three whole ONDC flows (1, 012, 4) as the validator reads them, each exchange asserted.
/**
 * Issue 29: the log ONDC's log validator (ONDC-Official/log-validation-utility, retail 1.2.5) reads, produced by
 * Bazaar's own code. A stand-in buyer app drives flows `1` (full and incremental catalog), `012` (a COD order through
 * Packed, picked up and delivered, with `track`) and `4` (a buyer's cancel) against a hyperlocal grocery shop, sending
 * what a buyer app sends (its confirm repeats `on_init`'s quote and payment). Every request and Bazaar's answer to it
 * are asserted here; with `ONDC_LOG_DIR` set, each flow is also written as `flow-<id>.json` in the validator's input
 * form (`{domain, version, bap_id, bpp_id, flow, payload: {search_full_catalog_refresh: …, on_select: …}}`), so the
 * validator can be run on it by hand (decision 107). The stand-in's loopback `bap_uri` is written as the https URL a
 * buyer app registers, since the validator asks a URL containing the bap id and loopback is the test's own plumbing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckChar } from '@bazaar/shared';
import { ondcOrders, products } from '../../db/schema.js';
import { insertProduct } from '../../../test/support/fixtures.js';
import { ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, type Account } from '../../../test/support/cart-orders.js';
import type { Callback } from '../../../test/support/ondc-buyer-app.js';
import { BAZAAR_SUBSCRIBER, seedOndcShop, startOndcNetwork, type OndcNetwork } from '../../../test/support/ondc-network.js';

const BAZAAR_GSTIN = `29AAGCB1286Q1Z${gstinCheckChar('29AAGCB1286Q1Z')}`;
const BAP_TERMS = { code: 'bap_terms', list: [{ code: 'tax_number', value: `29AAGCB1234M1Z${gstinCheckChar('29AAGCB1234M1Z')}` }] };
const BUYER_SETTLEMENT = {
  settlement_counterparty: 'buyer-app',
  settlement_phase: 'sale-amount',
  settlement_type: 'upi',
  upi_address: 'buyerapp@upi',
  beneficiary_name: 'Buyer App',
};
const FINDER_FEE = { '@ondc/org/buyer_app_finder_fee_type': 'percent', '@ondc/org/buyer_app_finder_fee_amount': '3' };
const ADDRESS = {
  name: 'Asha Rao',
  building: '4 Rose Lane',
  locality: 'Koramangala',
  city: 'Bengaluru',
  state: 'Karnataka',
  country: 'IND',
  area_code: '560034',
};

type Json = Record<string, unknown>;
type Payload = { context: Record<string, string>; message: Json };

describe(`ONDC seller app: the validator's log (${ENGINE})`, () => {
  let net: OndcNetwork;
  let t: TestApp;
  let owner: Account;
  let shopId: string;
  let rice: string;
  let dal: string;
  const logs: Record<string, Record<string, Payload>> = {};

  beforeAll(async () => {
    net = await startOndcNetwork({ gstin: BAZAAR_GSTIN });
    t = net.t;
    ({ owner, shopId, rice, dal } = await seedOndcShop(t, { address: '12 MG Road, Shivajinagar, Bengaluru 560001', stock: { rice: 50, dal: 40 } }));
  });

  afterAll(async () => {
    await net?.close();
    const dir = process.env.ONDC_LOG_DIR;
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    const uri = net.buyer.uri;
    for (const [flow, payload] of Object.entries(logs)) {
      const text = JSON.stringify(
        { domain: 'ONDC:RET10', version: '1.2.5', bap_id: net.buyer.subscriberId, bpp_id: BAZAAR_SUBSCRIBER.subscriberId, flow, payload },
        null,
        2,
      ).replaceAll(uri, `https://${net.buyer.subscriberId}/${net.buyer.subscriberId}`);
      writeFileSync(path.join(dir, `flow-${flow}.json`), text);
    }
  });

  /** Sends a signed request and keeps it and Bazaar's callback in the flow's log under the validator's names. */
  async function exchange(flow: string, action: string, txn: string, message: Json, names: [string, string], over: Json = {}) {
    const context: Record<string, string> = { ...net.context(action, txn), ...(over as Record<string, string>) };
    if (action === 'search') {
      delete context.bpp_id;
      delete context.bpp_uri;
    }
    const body = { context, message };
    const raw = JSON.stringify(body);
    const since = net.buyer.callbacks.length;
    const res = await t.app.inject({
      method: 'POST',
      url: `${BAZAAR_SUBSCRIBER.basePath}/${action}`,
      headers: { 'content-type': 'application/json', authorization: net.buyer.sign(raw) },
      payload: raw,
    });
    expect(res.statusCode, res.body).toBe(200);
    const cb = await net.buyer.next(since);
    expect(cb.action).toBe(`on_${action}`);
    expect(cb.body.context).toMatchObject({
      action: `on_${action}`,
      transaction_id: txn,
      message_id: context.message_id,
      bpp_id: BAZAAR_SUBSCRIBER.subscriberId,
    });
    expect(cb.body).not.toHaveProperty('error');
    keep(flow, names[0], body);
    keep(flow, names[1], cb.body);
    return cb;
  }
  const keep = (flow: string, name: string, body: Payload) => ((logs[flow] ??= {})[name] = body);
  const orderOf = (cb: Callback) => cb.body.message.order as Json;

  const fullSearch = (flow: string, txn: string) =>
    exchange(flow, 'search', txn, { intent: { fulfillment: { type: 'Delivery' }, payment: FINDER_FEE } }, [
      'search_full_catalog_refresh',
      'on_search_full_catalog_refresh',
    ]);

  const selected = (lines: Array<[string, number]>) => ({
    provider: { id: shopId, locations: [{ id: `${shopId}-L1` }] },
    items: lines.map(([id, count]) => ({ id, location_id: `${shopId}-L1`, quantity: { count } })),
  });
  const end = { location: { gps: '12.9352,77.6245', address: ADDRESS }, contact: { phone: '9876543210', email: 'asha.rao@example.in' } };
  const billing = { name: 'Asha Rao', phone: '9876543210', email: 'asha.rao@example.in', address: ADDRESS };

  /** select → init → confirm as a buyer app makes them, the confirm repeating on_init's quote and payment. */
  async function order(flow: string, txn: string, buyerOrderId: string, lines: Array<[string, number]>) {
    const onSelect = await exchange(
      flow,
      'select',
      txn,
      {
        order: {
          ...selected(lines),
          fulfillments: [{ end: { location: { gps: end.location.gps, address: { area_code: ADDRESS.area_code } } } }],
          payment: { type: 'ON-FULFILLMENT' },
        },
      },
      ['select', 'on_select'],
    );
    const [selectedFulfillment] = orderOf(onSelect).fulfillments as Array<{ id: string; tracking: boolean }>;
    const fulfillmentId = selectedFulfillment!.id;
    // The buyer's billing, stamped once at init and repeated as given (as a buyer app does).
    const stamped = new Date().toISOString();
    const billed = { ...billing, created_at: stamped, updated_at: stamped };
    const onInit = await exchange(
      flow,
      'init',
      txn,
      {
        order: {
          ...selected(lines),
          items: lines.map(([id, count]) => ({ id, location_id: `${shopId}-L1`, fulfillment_id: fulfillmentId, quantity: { count } })),
          billing: billed,
          fulfillments: [{ id: fulfillmentId, type: 'Delivery', end }],
          payment: { type: 'ON-FULFILLMENT' },
        },
      },
      ['init', 'on_init'],
    );
    const init = orderOf(onInit);
    // The init did not repeat the finder fee: on_init gives the one the transaction's search declared.
    expect(init.payment).toMatchObject(FINDER_FEE);
    const now = new Date().toISOString();
    const confirm = await exchange(
      flow,
      'confirm',
      txn,
      {
        order: {
          id: buyerOrderId,
          state: 'Created',
          provider: init.provider,
          items: init.items,
          billing: billed,
          fulfillments: [{ id: fulfillmentId, type: 'Delivery', tracking: selectedFulfillment!.tracking, end: { ...end, person: { name: 'Asha Rao' } } }],
          quote: init.quote,
          payment: {
            ...(init.payment as Json),
            ...FINDER_FEE,
            // Flow 012's buyer app pays out to its own account; flow 4's repeats on_init's, as ONDC's examples do.
            ...(flow === '012' ? { '@ondc/org/settlement_details': [BUYER_SETTLEMENT] } : {}),
            params: { currency: 'INR', amount: (init.quote as { price: { value: string } }).price.value },
            status: 'NOT-PAID',
          },
          tags: [...((init.tags as unknown[]) ?? []), BAP_TERMS],
          created_at: now,
          updated_at: now,
        },
      },
      ['confirm', 'on_confirm'],
      // A buyer app's order is created when it sends the confirm.
      { timestamp: now },
    );
    expect(orderOf(confirm)).toMatchObject({ id: buyerOrderId, state: 'Created', provider: { id: shopId } });
    // on_confirm repeats the order's creation time as the confirm gave it; its last change is the callback itself.
    expect(orderOf(confirm)).toMatchObject({ created_at: now, updated_at: confirm.body.context.timestamp });
    const [link] = await t.database.db.select().from(ondcOrders).where(eq(ondcOrders.transactionId, txn));
    expect(link).toMatchObject({ buyerOrderId });
    return { orderId: link!.orderId, fulfillmentId, createdAt: now, confirmedAt: orderOf(confirm).updated_at as string };
  }

  it('flow 1: a full catalog for the city, then an incremental one with only what changed, a deleted product disabled', async () => {
    // A product the owner deletes in the window: listed in the full catalog, sent disabled in the incremental one.
    const jaggery = (await insertProduct(t.database.db, shopId, { name: 'Organic Jaggery 1 kg', price: 90, quantity: 5, unit: null, originCountry: 'IND' })).id;
    const full = await fullSearch('1', crypto.randomUUID());
    const providers = (full.body.message.catalog as { 'bpp/providers': Array<{ id: string; items: Array<{ id: string }> }> })['bpp/providers'];
    expect(providers.map((p) => p.id)).toEqual([shopId]);
    expect(providers[0]!.items.map((i) => i.id).sort()).toEqual([rice, dal, jaggery].sort());

    await new Promise((r) => setTimeout(r, 20));
    const start = new Date();
    await new Promise((r) => setTimeout(r, 20));
    // A price change: the product alone changed.
    await t.database.db.update(products).set({ pricePaise: 41000 }).where(eq(products.id, rice));
    expect((await api(t).call('DELETE', `/api/products/${jaggery}`, owner)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 20));
    const endTime = new Date();
    const inc = await exchange(
      '1',
      'search',
      crypto.randomUUID(),
      {
        intent: {
          payment: FINDER_FEE,
          tags: [
            {
              code: 'catalog_inc',
              list: [
                { code: 'start_time', value: start.toISOString() },
                { code: 'end_time', value: endTime.toISOString() },
              ],
            },
          ],
        },
      },
      ['search_inc_refresh', 'on_search_inc_refresh'],
      // An incremental refresh is asked for every city at once.
      { city: '*' },
    );
    expect(inc.body.context.city).toBe('*');
    type Item = { id: string; time: { label: string; timestamp: string }; descriptor: { name: string }; tags: unknown };
    const changed = (inc.body.message.catalog as { 'bpp/providers': Array<{ id: string; items: Item[] }> })['bpp/providers'];
    expect(changed.map((p) => [p.id, p.items.map((i) => [i.id, i.time.label])])).toEqual([
      [
        shopId,
        [
          [rice, 'enable'],
          [jaggery, 'disable'],
        ],
      ],
    ]);
    const gone = changed[0]!.items[1]!;
    expect(new Date(gone.time.timestamp) >= start && new Date(gone.time.timestamp) <= endTime).toBe(true);
    expect(gone).toMatchObject({ descriptor: { name: 'Organic Jaggery 1 kg' }, quantity: { available: { count: '0' } }, tags: [{ code: 'origin' }] });
    // The shop itself did not change: its id and the changed item alone, not its location and timings again.
    expect(Object.keys(changed[0]!)).toEqual(['id', 'items']);
  });

  it('flow 012: a COD order confirmed, packed, picked up, tracked and delivered, each move pushed as on_status', async () => {
    const txn = crypto.randomUUID();
    await fullSearch('012', txn);
    const { orderId, createdAt } = await order('012', txn, 'BAP-VAL-012', [
      [rice, 2],
      [dal, 1],
    ]);
    const moves: Array<[string, string, string]> = [
      ['Confirmed', 'on_status_pending', 'Pending'],
      ['Packed', 'on_status_packed', 'Packed'],
      ['Shipped', 'on_status_picked', 'Order-picked-up'],
      ['Delivered', 'on_status_delivered', 'Order-delivered'],
    ];
    for (const [to, name, code] of moves) {
      const since = net.buyer.callbacks.length;
      const res = await api(t).call('PATCH', `/api/admin/orders/${orderId}/status`, owner, { status: to });
      expect(res.statusCode, res.body).toBe(200);
      const cb = await net.buyer.next(since);
      expect(cb.action).toBe('on_status');
      const f = (orderOf(cb).fulfillments as Array<{ state: { descriptor: { code: string } } }>)[0]!;
      expect(f.state.descriptor.code).toBe(code);
      // What the buyer app sent, repeated as it sent it: the buyer's GPS, the order's creation time, the finder fee.
      expect(f).toMatchObject({ end: { location: { gps: end.location.gps, address: ADDRESS }, contact: end.contact, person: { name: 'Asha Rao' } } });
      expect(orderOf(cb)).toMatchObject({ created_at: createdAt, payment: FINDER_FEE });
      // An unsolicited callback's context has its own ttl, as a reply's repeats the request's.
      expect(cb.body.context.ttl).toBe('PT30S');
      keep('012', name, cb.body);
      if (to === 'Shipped') {
        const track = await exchange('012', 'track', txn, { order_id: 'BAP-VAL-012' }, ['track', 'on_track']);
        expect(track.body.message.tracking).toMatchObject({
          status: 'active',
          tags: [
            { code: 'order', list: [{ code: 'id', value: 'BAP-VAL-012' }] },
            {
              code: 'config',
              list: [
                { code: 'attr', value: 'tracking.location.gps' },
                { code: 'type', value: 'live_poll' },
              ],
            },
          ],
        });
      }
    }
    expect(Object.keys(logs['012']!)).toHaveLength(14);
  });

  it('flow 4: a buyer cancels a confirmed order with a buyer reason; on_cancel says it and who', async () => {
    const txn = crypto.randomUUID();
    await fullSearch('4', txn);
    const { createdAt, confirmedAt } = await order('4', txn, 'BAP-VAL-4', [[dal, 2]]);
    const cb = await exchange(
      '4',
      'cancel',
      txn,
      { order_id: 'BAP-VAL-4', cancellation_reason_id: '010', descriptor: { name: 'fulfillment', short_desc: '1' } },
      ['cancel', 'on_cancel'],
    );
    expect(orderOf(cb)).toMatchObject({ id: 'BAP-VAL-4', state: 'Cancelled' });
    // on_cancel's order has no tags, and its delivery fulfillment only the cancel's own (no routing tag).
    expect(orderOf(cb)).not.toHaveProperty('tags');
    const [delivery] = orderOf(cb).fulfillments as Array<{ tags: Array<{ code: string }> }>;
    expect(delivery!.tags.map((tag) => tag.code)).toEqual(['cancel_request', 'precancel_state']);
    // Pending since on_confirm said so; the buyer's GPS and the order's creation time as the confirm gave them.
    expect(delivery!.tags[1]).toEqual({
      code: 'precancel_state',
      list: [
        { code: 'fulfillment_state', value: 'Pending' },
        { code: 'updated_at', value: confirmedAt },
      ],
    });
    expect(delivery).toMatchObject({ end: { location: { gps: end.location.gps } } });
    expect(orderOf(cb)).toMatchObject({ created_at: createdAt, payment: FINDER_FEE });
    expect(Object.keys(logs['4']!)).toHaveLength(10);
  });
});
