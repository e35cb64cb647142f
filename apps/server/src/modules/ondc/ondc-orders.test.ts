import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gstinCheckChar } from '@bazaar/shared';
import { domainEvents, ondcOrders, orders, outbox, productVariants } from '../../db/schema.js';
import { ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, type Account } from '../../../test/support/cart-orders.js';
import type { Callback, StandInBuyerApp } from '../../../test/support/ondc-buyer-app.js';
import { seedOndcShop, startOndcNetwork, type OndcNetwork } from '../../../test/support/ondc-network.js';
import { getPlatformSettings } from '../settings/settings.service.js';
import { accountSummary } from '../auth/auth.service.js';

const BAZAAR_GSTIN = `29AAGCB1286Q1Z${gstinCheckChar('29AAGCB1286Q1Z')}`;

/** The buyer app's own settlement account and terms, as a buyer app's confirm gives them. */
const BUYER_SETTLEMENT = {
  settlement_counterparty: 'buyer-app',
  settlement_phase: 'sale-amount',
  settlement_type: 'upi',
  upi_address: 'buyerapp@upi',
  beneficiary_name: 'Buyer App',
};
const BAP_TERMS = { code: 'bap_terms', list: [{ code: 'tax_number', value: `29AAGCB1234M1Z${gstinCheckChar('29AAGCB1234M1Z')}` }] };

/** Issue 29 #2: select → init → confirm → status → track → cancel through a stand-in buyer app, with the owner's moves. */
describe(`ONDC seller app: orders (${ENGINE})`, () => {
  let net: OndcNetwork;
  let t: TestApp;
  let buyer: StandInBuyerApp;
  let owner: Account;
  let shopId: string;
  let rice: string;
  let dal: string;
  let codFeePaise: number;
  const send = (action: string, transactionId: string, message: unknown): Promise<Callback> => net.send(action, transactionId, message);

  beforeAll(async () => {
    net = await startOndcNetwork({ gstin: BAZAAR_GSTIN });
    ({ t, buyer } = net);
    ({ owner, shopId, rice, dal } = await seedOndcShop(t, { address: '12 MG Road, Bengaluru 560001', stock: { rice: 5, dal: 1 } }));
    codFeePaise = (await getPlatformSettings(t.database.db)).codFeePaise;
  });
  afterAll(async () => {
    await net?.close();
  });

  const items = (lines: Array<[string, number]>) => lines.map(([id, count]) => ({ id, location_id: `${shopId}-L1`, quantity: { count } }));
  const end = {
    location: {
      gps: '12.9352,77.6245',
      address: {
        name: 'Asha Rao',
        building: '4 Rose Lane',
        locality: 'Koramangala',
        city: 'Bengaluru',
        state: 'Karnataka',
        country: 'IND',
        area_code: '560034',
      },
    },
    contact: { phone: '9876543210' },
  };
  const order = (lines: Array<[string, number]>, id?: string) => ({
    order: {
      ...(id ? { id, state: 'Created' } : {}),
      provider: { id: shopId, locations: [{ id: `${shopId}-L1` }] },
      items: items(lines),
      billing: { name: 'Asha Rao', phone: '9876543210', address: end.location.address },
      fulfillments: [{ id: '1', type: 'Delivery', end }],
      payment: {
        type: 'ON-FULFILLMENT',
        collected_by: 'BPP',
        '@ondc/org/buyer_app_finder_fee_type': 'percent',
        '@ondc/org/buyer_app_finder_fee_amount': '3',
        '@ondc/org/settlement_details': [BUYER_SETTLEMENT],
      },
      tags: [BAP_TERMS],
    },
  });
  const stock = async (id: string) => (await t.database.db.select().from(productVariants).where(eq(productVariants.id, id)))[0]!.quantity;
  const ordersOf = async (transactionId: string) => t.database.db.select().from(ondcOrders).where(eq(ondcOrders.transactionId, transactionId));
  type Fulfillment = {
    state: { descriptor: { code: string } };
    tags: unknown;
    start: { location: unknown; time: { range: { start: string; end: string }; timestamp?: string } };
    end: { location: { address: unknown }; time: { range: { start: string; end: string }; timestamp?: string } };
  };
  type Quote = { price: { value: string }; breakup: Array<{ '@ondc/org/title_type': string; '@ondc/org/item_id': string; price: { value: string } }> };

  it('quotes a select from Bazaar’s prices and stock: ₹60 delivery, an out-of-stock line flagged 40002', async () => {
    const cb = await send(
      'select',
      crypto.randomUUID(),
      order([
        [rice, 2],
        [dal, 3],
      ]),
    );
    expect(cb.action).toBe('on_select');
    const o = cb.body.message.order as { quote: Quote; fulfillments: Array<{ state: { descriptor: { code: string } } }> };
    const lines = Object.fromEntries(o.quote.breakup.map((b) => [`${b['@ondc/org/title_type']}:${b['@ondc/org/item_id']}`, b.price.value]));
    expect(lines).toMatchObject({ [`item:${rice}`]: '851.00', [`item:${dal}`]: '150.00', 'delivery:1': '60.00' });
    expect(o.quote.price.value).toBe(((85100 + 15000 + 6000 + codFeePaise) / 100).toFixed(2));
    expect(o.fulfillments[0]!.state.descriptor.code).toBe('Non-serviceable');
    // on_select alone gives an item's stock: in stock as 99, the count itself as the maximum (retail 1.2.5).
    expect(o.quote.breakup.find((b) => b['@ondc/org/item_id'] === dal)).toMatchObject({
      item: { quantity: { available: { count: '99' }, maximum: { count: '1' } } },
    });
    expect((cb.body as unknown as { error: { code: string; message: string } }).error).toMatchObject({ code: '40002' });
    expect(JSON.parse((cb.body as unknown as { error: { message: string } }).error.message)).toEqual([{ item_id: dal, error: '40002' }]);
  });

  it('init → confirm makes one Pending COD Bazaar order with its stock taken; a repeated confirm answers the same order', async () => {
    const txn = crypto.randomUUID();
    const init = await send('init', txn, order([[rice, 2]]));
    expect(init.action).toBe('on_init');
    expect((init.body.message.order as { payment: Record<string, string> }).payment).toMatchObject({
      type: 'ON-FULFILLMENT',
      collected_by: 'BPP',
      '@ondc/org/settlement_basis': 'delivery',
    });
    expect((init.body.message.order as { quote: Quote }).quote.breakup[0]).not.toHaveProperty('item.quantity');
    // Bazaar's settlement account (the seller app's) and its terms as a marketplace: its GSTIN, the shop's PAN.
    expect((init.body.message.order as { payment: Record<string, unknown> }).payment['@ondc/org/settlement_details']).toEqual([
      {
        settlement_counterparty: 'seller-app',
        settlement_phase: 'sale-amount',
        beneficiary_name: 'Bazaar Marketplace',
        settlement_type: 'upi',
        upi_address: 'bazaar@upi',
      },
    ]);
    expect((init.body.message.order as { tags: unknown }).tags).toEqual([
      {
        code: 'bpp_terms',
        list: [
          { code: 'tax_number', value: BAZAAR_GSTIN },
          { code: 'provider_tax_number', value: 'ABCDE1234F' },
          { code: 'np_type', value: 'MSN' },
        ],
      },
    ]);
    const before = await stock(rice);
    const people = await accountSummary(t.database.db);
    const confirm = await send('confirm', txn, order([[rice, 2]], 'BAP-ORDER-1'));
    expect(confirm.action).toBe('on_confirm');
    expect(confirm.body.message.order).toMatchObject({ id: 'BAP-ORDER-1', state: 'Created', provider: { id: shopId } });
    const [link] = await ordersOf(txn);
    expect(link).toMatchObject({ bapId: buyer.subscriberId, buyerOrderId: 'BAP-ORDER-1' });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, link!.orderId));
    expect(row).toMatchObject({
      status: 'Pending',
      paymentMethod: 'COD',
      shopId,
      subtotalPaise: 85100,
      deliveryPaise: 6000,
      totalPaise: 85100 + 6000 + codFeePaise,
    });
    expect(row!.address).toContain('560034');
    expect(await stock(rice)).toBe(before - 2);
    // The buyer app's placeholder shopper is counted apart, not as a person.
    const after = await accountSummary(t.database.db);
    expect(after.roles).toEqual(people.roles);
    expect(after.buyerApps).toBe(1);

    const again = await send('confirm', txn, order([[rice, 2]], 'BAP-ORDER-1'));
    expect(again.body.message.order).toMatchObject({ id: 'BAP-ORDER-1', state: 'Created' });
    expect(await ordersOf(txn)).toHaveLength(1);
    expect(await stock(rice)).toBe(before - 2);

    // The owner sees it in All Orders with where it came from.
    const list = await api(t).call('GET', '/api/admin/orders', owner);
    const mine = (list.json() as { items?: Array<{ _id: string; source?: unknown }> }).items ?? (list.json() as Array<{ _id: string; source?: unknown }>);
    expect(mine.find((o) => o._id === link!.orderId)?.source).toEqual({ channel: 'ondc', buyerApp: buyer.subscriberId });
  });

  it('dispatches a confirm’s own events (order placed, stock) at once, without waiting for the poller', async () => {
    const txn = crypto.randomUUID();
    await send('confirm', txn, order([[rice, 1]], 'BAP-ORDER-6'));
    const [link] = await ordersOf(txn);
    // pollMs is a minute here: only the dispatch right after the callback can have handled them.
    const placed = async () =>
      (await t.database.db.select().from(domainEvents).where(eq(domainEvents.type, 'order.placed'))).filter(
        (e) => (e.payload as { orders: Array<{ id: string }> }).orders[0]!.id === link!.orderId,
      );
    await vi.waitFor(async () => expect((await placed()).map((e) => e.status)).toEqual(['done']), { timeout: 5_000 });
  });

  it('answers status and track, and pushes on_status for each of the owner’s moves up to Completed and PAID', async () => {
    const txn = crypto.randomUUID();
    await send('confirm', txn, order([[rice, 1]], 'BAP-ORDER-2'));
    const [link] = await ordersOf(txn);
    const status = await send('status', txn, { order_id: 'BAP-ORDER-2' });
    expect(status.body.message.order).toMatchObject({ id: 'BAP-ORDER-2', state: 'Created' });

    let invoiceLink = '';
    const moves: Array<[string, string, string]> = [
      ['Confirmed', 'Accepted', 'Pending'],
      ['Packed', 'In-progress', 'Packed'],
      ['Shipped', 'In-progress', 'Order-picked-up'],
      ['Delivered', 'Completed', 'Order-delivered'],
    ];
    for (const [to, state, fulfillment] of moves) {
      const since = buyer.callbacks.length;
      const res = await api(t).call('PATCH', `/api/admin/orders/${link!.orderId}/status`, owner, { status: to });
      expect(res.statusCode, res.body).toBe(200);
      const cb = await buyer.next(since);
      expect(cb.action).toBe('on_status');
      expect(cb.body.context).toMatchObject({ action: 'on_status', transaction_id: txn, bpp_id: 'bazaar.example.in' });
      const o = cb.body.message.order as {
        state: string;
        billing: unknown;
        fulfillments: Array<Fulfillment & { start: { contact: unknown } }>;
        payment: { status: string; '@ondc/org/settlement_details': unknown[] };
        tags: Array<{ code: string }>;
      };
      expect(o.state).toBe(state);
      const [f] = o.fulfillments;
      expect(f!.state.descriptor.code).toBe(fulfillment);
      // The shop's own rider (P2P) from the shop's named location, within the order's windows; the buyer's end as kept.
      expect(f!.tags).toEqual([{ code: 'routing', list: [{ code: 'type', value: 'P2P' }] }]);
      expect(f!.start.location).toMatchObject({
        id: `${shopId}-L1`,
        descriptor: { name: 'Ananya Kirana' },
        gps: '12.9716,77.5946',
        address: {
          name: 'Ananya Kirana',
          building: '12 MG Road',
          locality: '12 MG Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          area_code: '560001',
          country: 'IND',
        },
      });
      expect(f!.start.time.range).toEqual({ start: expect.any(String), end: expect.any(String) });
      expect(Date.parse(f!.end.time.range.end) - Date.parse(f!.start.time.range.start)).toBe(60 * 60_000);
      expect(f!.end.location.address).toMatchObject({ name: 'Asha Rao', city: 'Bengaluru', state: 'Karnataka', area_code: '560034' });
      // Picked up and delivered: the moments, once they happened.
      expect(!!f!.start.time.timestamp).toBe(to === 'Shipped' || to === 'Delivered');
      expect(!!f!.end.time.timestamp).toBe(to === 'Delivered');
      // The buyer app's settlement account and terms from its confirm, repeated in every later callback.
      expect(o.payment['@ondc/org/settlement_details']).toEqual([BUYER_SETTLEMENT]);
      expect(o.tags).toEqual([expect.objectContaining({ code: 'bpp_terms' }), BAP_TERMS]);
      // The buyer's billing as its confirm gave it (kept with the order, issue 29 #4); the shop has no email of its
      // own, so its contact gives the platform's support email (issue 29 #3).
      expect(o.billing).toEqual(order([]).order.billing);
      expect(f!.start.contact).toEqual({ phone: expect.any(String), email: 'help@bazaar.example.in' });
      if (to === 'Shipped') {
        const track = await send('track', txn, { order_id: 'BAP-ORDER-2' });
        expect(track.body.message).toMatchObject({ tracking: { status: 'active', location: { gps: '12.9716,77.5946' } } });
      }
      if (to === 'Delivered') expect(o.payment).toMatchObject({ status: 'PAID', time: { timestamp: expect.any(String) } });
      // The GST invoice's link from picked-up on; before that there is none.
      const docs = (cb.body.message.order as { documents?: Array<{ url: string; label: string }> }).documents;
      if (to === 'Confirmed' || to === 'Packed') expect(docs).toBeUndefined();
      else
        expect(docs).toEqual([{ label: 'Invoice', url: expect.stringMatching(/^https:\/\/bazaar\.example\.in\/ondc\/invoices\/.+\.pdf\?token=[\w-]{32}$/) }]);
      if (to === 'Delivered') invoiceLink = docs![0]!.url;
    }
    const path = invoiceLink.replace('https://bazaar.example.in', '');
    const pdf = await t.app.inject({ method: 'GET', url: path });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Another token, or this token on another order, finds nothing.
    const forged = await t.app.inject({ method: 'GET', url: path.replace(/token=.{4}/, 'token=AAAA') });
    expect(forged.statusCode).toBe(404);
    expect(forged.json()).toMatchObject({ message: 'Invoice not found' });
    const elsewhere = await t.app.inject({ method: 'GET', url: path.replace(link!.orderId, crypto.randomUUID()) });
    expect(elsewhere.statusCode).toBe(404);
    // The buyer hears through the buyer app: no mail is queued to the buyer app's placeholder address.
    expect(await t.database.db.select({ to: outbox.recipient }).from(outbox).where(like(outbox.recipient, '%.invalid'))).toEqual([]);
  });

  it('cancels by the buyer with a reason code: stock back, on_cancel; the shop’s cancel pushes on_cancel by Bazaar', async () => {
    const txn = crypto.randomUUID();
    const before = await stock(rice);
    await send('confirm', txn, order([[rice, 1]], 'BAP-ORDER-3'));
    expect(await stock(rice)).toBe(before - 1);
    const cb = await send('cancel', txn, { order_id: 'BAP-ORDER-3', cancellation_reason_id: '012' });
    expect(cb.action).toBe('on_cancel');
    expect(cb.body.message.order).toMatchObject({
      id: 'BAP-ORDER-3',
      state: 'Cancelled',
      cancellation: { cancelled_by: buyer.subscriberId, reason: { id: '012' } },
    });
    // Retail 1.2.5's on_cancel: the line at 0 on the delivery and whole on a Cancel fulfillment, whose quote trail
    // takes the line and the delivery off; who cancelled and the state before; a zero quote.
    const cancelled = cb.body.message.order as {
      items: unknown[];
      fulfillments: Array<{ id: string; type: string; tags: Array<{ code: string; list: Array<{ code: string; value: string }> }> }>;
      quote: Quote;
    };
    expect(cancelled.items).toEqual([
      { id: rice, fulfillment_id: '1', quantity: { count: 0 } },
      { id: rice, fulfillment_id: 'C1', quantity: { count: 1 } },
    ]);
    const [delivery, cancel] = cancelled.fulfillments;
    expect(delivery!.tags.find((tag) => tag.code === 'cancel_request')!.list).toEqual([
      { code: 'reason_id', value: '012' },
      { code: 'initiated_by', value: buyer.subscriberId },
    ]);
    expect(delivery!.tags.find((tag) => tag.code === 'precancel_state')!.list[0]).toEqual({ code: 'fulfillment_state', value: 'Pending' });
    expect(cancel).toMatchObject({ id: 'C1', type: 'Cancel', state: { descriptor: { code: 'Cancelled' } } });
    const trail = cancel!.tags.map((tag) => Object.fromEntries(tag.list.map((l) => [l.code, l.value])));
    expect(trail).toEqual([
      { type: 'item', id: rice, currency: 'INR', value: '-425.50' },
      { type: 'delivery', id: '1', currency: 'INR', value: '-60.00' },
      ...(codFeePaise > 0 ? [{ type: 'misc', id: '1', currency: 'INR', value: (-codFeePaise / 100).toFixed(2) }] : []),
    ]);
    expect(cancelled.quote.price.value).toBe('0.00');
    expect(cancelled.quote.breakup.every((b) => b.price.value === '0.00')).toBe(true);
    expect(await stock(rice)).toBe(before);

    const txn2 = crypto.randomUUID();
    await send('confirm', txn2, order([[rice, 1]], 'BAP-ORDER-4'));
    const [link] = await ordersOf(txn2);
    const since = buyer.callbacks.length;
    const res = await api(t).call('PATCH', `/api/orders/${link!.orderId}/cancel`, owner, { reason: 'Item out of stock' });
    expect(res.statusCode, res.body).toBe(200);
    const pushed = await buyer.next(since);
    expect(pushed.action).toBe('on_cancel');
    expect(pushed.body.message.order).toMatchObject({ state: 'Cancelled', cancellation: { cancelled_by: 'bazaar.example.in' } });
    const pushedDelivery = (pushed.body.message.order as { fulfillments: Array<{ tags: Array<{ code: string; list: Array<{ value: string }> }> }> })
      .fulfillments[0]!;
    expect(pushedDelivery.tags.find((tag) => tag.code === 'cancel_request')!.list[1]!.value).toBe('bazaar.example.in');
  });

  it('takes a return through update: a Bazaar return, on_update Return_Initiated, then on_update on the shop’s move', async () => {
    const policy = await api(t).call('PUT', '/api/admin/shop/return-policy', owner, { kind: 'return', days: 7 });
    expect(policy.statusCode, policy.body).toBe(200);
    const txn = crypto.randomUUID();
    await send('confirm', txn, order([[rice, 1]], 'BAP-ORDER-7'));
    const [link] = await ordersOf(txn);
    for (const status of ['Confirmed', 'Delivered']) {
      const since = buyer.callbacks.length;
      const res = await api(t).call('PATCH', `/api/admin/orders/${link!.orderId}/status`, owner, { status });
      expect(res.statusCode, res.body).toBe(200);
      await buyer.next(since);
    }
    const returnRequest = (quantity: string) => ({
      update_target: 'item',
      order: {
        id: 'BAP-ORDER-7',
        fulfillments: [
          {
            type: 'Return',
            tags: [
              {
                code: 'return_request',
                list: [
                  { code: 'id', value: 'RET-1' },
                  { code: 'item_id', value: rice },
                  { code: 'item_quantity', value: quantity },
                  { code: 'reason_id', value: '003' },
                  { code: 'reason_desc', value: 'The bag was torn' },
                  { code: 'ttl_approval', value: 'PT24H' },
                  { code: 'ttl_reverseqc', value: 'P3D' },
                ],
              },
            ],
          },
        ],
      },
    });
    const cb = await send('update', txn, returnRequest('1'));
    expect(cb.action).toBe('on_update');
    const fulfillments = (cb.body.message.order as { fulfillments: Array<{ id: string; type: string; state: { descriptor: { code: string } } }> }).fulfillments;
    expect(fulfillments.find((f) => f.type === 'Return')).toMatchObject({ id: 'RET-1', state: { descriptor: { code: 'Return_Initiated' } } });
    const returns = await api(t).call('GET', '/api/admin/returns', owner);
    const mine = (returns.json() as { returns: Array<{ _id: string; orderId: string; reason: string; lines: Array<{ quantity: number }> }> }).returns.filter(
      (r) => r.orderId === link!.orderId,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ reason: 'damaged', lines: [{ quantity: 1 }] });
    // The same update again (a retry) finds the same return.
    await send('update', txn, returnRequest('1'));
    const again = (await api(t).call('GET', '/api/admin/returns', owner)).json() as { returns: unknown[] };
    expect(again.returns).toHaveLength((returns.json() as { returns: unknown[] }).returns.length);

    const since = buyer.callbacks.length;
    const move = await api(t).call('PATCH', `/api/admin/returns/${mine[0]!._id}`, owner, { status: 'Accepted' });
    expect(move.statusCode, move.body).toBe(200);
    const pushed = await buyer.next(since);
    expect(pushed.action).toBe('on_update');
    const after = (pushed.body.message.order as { fulfillments: Array<{ type: string; state: { descriptor: { code: string } } }> }).fulfillments;
    expect(after.find((f) => f.type === 'Return')?.state.descriptor.code).toBe('Return_Approved');

    // More than was delivered is refused in words (the one unit is already asked back), with no second return.
    const over = await send('update', txn, {
      ...returnRequest('5'),
      order: {
        ...returnRequest('5').order,
        fulfillments: [
          {
            type: 'Return',
            tags: [
              {
                code: 'return_request',
                list: [
                  { code: 'id', value: 'RET-2' },
                  { code: 'item_id', value: rice },
                  { code: 'item_quantity', value: '5' },
                ],
              },
            ],
          },
        ],
      },
    });
    expect((over.body as unknown as { error: { message: string } }).error.message).toMatch(/already been asked back in full/);
  });

  it('refuses an unsigned confirm with 401: no order, no callback', async () => {
    const txn = crypto.randomUUID();
    const since = buyer.callbacks.length;
    expect((await net.unsigned('confirm', txn, order([[rice, 1]], 'BAP-ORDER-5'))).statusCode).toBe(401);
    await t.app.ctx.events.poll();
    expect(await ordersOf(txn)).toHaveLength(0);
    expect(buyer.callbacks.length).toBe(since);
  });
});
