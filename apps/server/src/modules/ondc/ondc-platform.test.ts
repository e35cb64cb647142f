import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OndcCallbackDto, OndcOrderRowDto, OndcOverviewDto, Paged } from '@bazaar/shared';
import { domainEvents, ondcOrders } from '../../db/schema.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { insertProduct, insertShop } from '../../../test/support/fixtures.js';
import { api, type Account } from '../../../test/support/cart-orders.js';
import type { Callback, StandInBuyerApp } from '../../../test/support/ondc-buyer-app.js';
import { startOndcNetwork, type OndcNetwork } from '../../../test/support/ondc-network.js';

/** Waits (up to 10 s) until `check` holds. */
async function until(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the condition never held');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Issue 29 #3: the platform owner's ONDC screen's API: on or off, the network's orders, the callbacks not sent. */
describe(`ONDC: the platform owner's view (${ENGINE})`, () => {
  let net: OndcNetwork;
  let t: TestApp;
  let off: TestApp;
  let buyer: StandInBuyerApp;
  let superadmin: Account;
  let owner: Account;
  let shopper: Account;
  let shopId: string;
  let rice: string;
  /** Sends a signed request (ACKed); returns its message id. */
  const send = (action: string, transactionId: string, message: unknown): Promise<string> => net.post(action, transactionId, message);

  beforeAll(async () => {
    // Two tries: a callback refused twice is given up (failed).
    net = await startOndcNetwork({ cities: ['std:080', 'std:011'], events: { retryBaseMs: 50, retryMaxMs: 50, pollMs: 600_000, maxAttempts: 2 } });
    ({ t, buyer } = net);
    off = await createTestApp();
    superadmin = await t.account('superadmin');
    owner = await t.account('admin');
    shopper = await t.account('user');
    const shop = await insertShop(t.database.db, owner.id, { name: 'Ananya Kirana', location: 'Bengaluru', category: 'Grocery', gps: '12.9716,77.5946' });
    shopId = shop.id;
    rice = (await insertProduct(t.database.db, shop.id, { name: 'Sona Masoori Rice 5 kg', price: 425.5, quantity: 50 })).id;
  });
  afterAll(async () => {
    await net?.close();
    await off?.close();
  });

  const address = {
    name: 'Asha Rao',
    building: '4 Rose Lane',
    locality: 'Koramangala',
    city: 'Bengaluru',
    state: 'Karnataka',
    country: 'IND',
    area_code: '560034',
  };
  /** A confirmed ONDC order (its on_confirm received); returns the Bazaar order id. */
  async function confirm(transactionId: string, buyerOrderId: string): Promise<string> {
    const since = buyer.callbacks.length;
    await send('confirm', transactionId, {
      order: {
        id: buyerOrderId,
        state: 'Created',
        provider: { id: shopId, locations: [{ id: `${shopId}-L1` }] },
        items: [{ id: rice, location_id: `${shopId}-L1`, quantity: { count: 1 } }],
        billing: { name: 'Asha Rao', phone: '9123456789', email: 'asha.rao@example.in', address },
        fulfillments: [{ id: '1', type: 'Delivery', end: { location: { gps: '12.9352,77.6245', address }, contact: { phone: '9123456789' } } }],
        payment: { type: 'ON-FULFILLMENT', collected_by: 'BPP' },
      },
    });
    const cb: Callback = await buyer.next(since);
    expect(cb.action).toBe('on_confirm');
    const [link] = await t.database.db
      .select()
      .from(ondcOrders)
      .where(and(eq(ondcOrders.bapId, buyer.subscriberId), eq(ondcOrders.transactionId, transactionId)));
    return link!.orderId;
  }
  const get = async <T>(app: TestApp, url: string, who: Account = superadmin) => {
    const res = await api(app).call('GET', url, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const callbacks = () => get<Paged<OndcCallbackDto>>(t, '/api/superadmin/ondc/callbacks');
  const moveTo = async (orderId: string, status: string) => {
    const res = await api(t).call('PATCH', `/api/admin/orders/${orderId}/status`, owner, { status });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('says whether ONDC is on and as whom; only the platform owner may ask', async () => {
    expect(await get<OndcOverviewDto>(t, '/api/superadmin/ondc')).toEqual({
      enabled: true,
      subscriberId: 'bazaar.example.in',
      subscriberUrl: 'https://bazaar.example.in/ondc',
      cities: ['std:080', 'std:011'],
    });
    // Off: the screen's API is still there (no /ondc route is), and says so; its lists are empty.
    const offOwner = await off.account('superadmin');
    expect(await get<OndcOverviewDto>(off, '/api/superadmin/ondc', offOwner)).toEqual({ enabled: false, subscriberId: null, subscriberUrl: null, cities: [] });
    expect(await get<Paged<OndcOrderRowDto>>(off, '/api/superadmin/ondc/orders', offOwner)).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 20,
      totalPages: 1,
    });
    expect((await get<Paged<OndcCallbackDto>>(off, '/api/superadmin/ondc/callbacks', offOwner)).items).toEqual([]);
    for (const url of ['/api/superadmin/ondc', '/api/superadmin/ondc/orders', '/api/superadmin/ondc/callbacks']) {
      expect((await api(t).call('GET', url)).statusCode).toBe(401);
      expect((await api(t).call('GET', url, owner)).statusCode).toBe(403);
      expect((await api(t).call('GET', url, shopper)).statusCode).toBe(403);
    }
    const bad = await api(t).call('GET', '/api/superadmin/ondc/orders?limit=500', superadmin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: expect.stringMatching(/limit/) });
  });

  it('lists the buyer apps’ orders newest first, paged, never the buyer’s name, phone or address', async () => {
    const first = await confirm(crypto.randomUUID(), 'BAP-LIST-1');
    const second = await confirm(crypto.randomUUID(), 'BAP-LIST-2');
    await moveTo(second, 'Confirmed');
    const page1 = await get<Paged<OndcOrderRowDto>>(t, '/api/superadmin/ondc/orders?page=1&limit=1');
    expect(page1).toMatchObject({ total: 2, page: 1, pageSize: 1, totalPages: 2 });
    expect(page1.items[0]).toMatchObject({
      _id: second,
      buyerApp: buyer.subscriberId,
      buyerOrderId: 'BAP-LIST-2',
      shopId,
      shopName: 'Ananya Kirana',
      status: 'Confirmed',
      total: expect.any(Number),
      orderNumber: expect.any(String),
      transactionId: expect.any(String),
    });
    expect(page1.items[0]!.total).toBeGreaterThanOrEqual(425.5 + 60);
    const page2 = await get<Paged<OndcOrderRowDto>>(t, '/api/superadmin/ondc/orders?page=2&limit=1');
    expect(page2.items.map((o) => [o._id, o.buyerOrderId, o.status])).toEqual([[first, 'BAP-LIST-1', 'Pending']]);
    const text = JSON.stringify([page1, page2]);
    for (const personal of ['Asha', '9123456789', 'asha.rao', 'Rose Lane', '560034', '12.9352']) expect(text).not.toContain(personal);
  });

  it('lists a callback the buyer app has not taken with its ids, tries, last error and next try, until it is sent', async () => {
    const txn = crypto.randomUUID();
    const orderId = await confirm(txn, 'BAP-DOWN-1');
    buyer.down = true;
    // An unsolicited on_status (the shop's move) and a request's callback (on_status of a status request).
    await moveTo(orderId, 'Confirmed');
    const statusMessageId = await send('status', txn, { order_id: 'BAP-DOWN-1' });
    await until(async () => (await callbacks()).items.filter((c) => c.lastError).length === 2);
    const listed = await callbacks();
    expect(listed.total).toBe(2);
    const [request, pushed] = listed.items; // newest first: the status request came after the move
    expect(request).toMatchObject({
      action: 'on_status',
      buyerApp: buyer.subscriberId,
      transactionId: txn,
      messageId: statusMessageId,
      status: 'pending',
      attempts: 1,
      lastError: 'on_status to the buyer app answered 503',
      nextAttemptAt: expect.any(String),
    });
    expect(pushed).toMatchObject({ action: 'on_status', buyerApp: buyer.subscriberId, transactionId: txn, status: 'pending', attempts: 1 });
    // An unsolicited callback's message id is its event's: the same on every try.
    expect(pushed!.messageId).toBe(pushed!._id);
    expect(JSON.stringify(listed)).not.toMatch(/Asha|9123456789|Rose Lane/);

    // Back up: both are sent at the next try, with the message ids listed, and the list is empty.
    buyer.down = false;
    const since = buyer.callbacks.length;
    await new Promise((r) => setTimeout(r, 100));
    await t.app.ctx.events.poll();
    await until(async () => buyer.callbacks.length === since + 2);
    const sent = buyer.callbacks.slice(since).map((c) => c.body.context.message_id);
    expect(sent.sort()).toEqual([statusMessageId, pushed!.messageId].sort());
    expect((await callbacks()).items).toEqual([]);
  });

  it('shows a callback given up after the last try as failed, with no next try; a shopper’s own cancel adds none', async () => {
    const txn = crypto.randomUUID();
    const orderId = await confirm(txn, 'BAP-DOWN-2');
    buyer.down = true;
    // The buyer's cancel: its on_cancel answers the request; the status change it makes (by the shopper) pushes nothing.
    await send('cancel', txn, { order_id: 'BAP-DOWN-2', cancellation_reason_id: '012' });
    await until(async () => (await callbacks()).items.some((c) => c.attempts === 1 && c.lastError));
    await new Promise((r) => setTimeout(r, 100));
    await t.app.ctx.events.poll();
    const listed = await callbacks();
    expect(listed.items).toHaveLength(1);
    expect(listed.items[0]).toMatchObject({
      action: 'on_cancel',
      transactionId: txn,
      status: 'failed',
      attempts: 2,
      nextAttemptAt: null,
      lastError: 'on_cancel to the buyer app answered 503',
    });
    // The cancel did happen and its status change is on record, but it owes the buyer app nothing.
    const moves = await t.database.db.select().from(domainEvents).where(eq(domainEvents.type, 'order.status-changed'));
    expect(moves.some((e) => (e.payload as { order: { id: string }; by: string }).order.id === orderId)).toBe(true);
    buyer.down = false;
  });
});
