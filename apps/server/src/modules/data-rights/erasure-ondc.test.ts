/**
 * Erasure and ONDC (issue 29, decisions 085 and 110): a buyer app's buyer has no Bazaar account, but when a person who
 * has one erases it, the ONDC orders that name them (their email or number in the billing or delivery) lose the
 * billing, the delivery end with its GPS and the address, as their own orders do; amounts and tax documents stay.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, type Account } from '../../../test/support/cart-orders.js';
import { seedOndcShop, startOndcNetwork, type OndcNetwork } from '../../../test/support/ondc-network.js';
import { whereFound } from '../../../test/support/where-found.js';
import { ondcOrders, orders, taxDocuments } from '../../db/schema.js';

const NAME = 'Lakshmi Narayanan';
const EMAIL = 'lakshmi.ondc@example.in';
const PHONE = '9123456781';
const GPS = '12.9279,77.6271';

describe(`erasure of ONDC orders' buyer data (${ENGINE})`, () => {
  let net: OndcNetwork;
  let t: TestApp;
  let owner: Account;
  let platform: Account;
  let shopId: string;
  let rice: string;

  beforeAll(async () => {
    net = await startOndcNetwork();
    t = net.t;
    ({ owner, shopId, rice } = await seedOndcShop(t, { address: '12 MG Road, Bengaluru 560001', stock: { rice: 20, dal: 5 } }));
    platform = await t.account('superadmin');
  });
  afterAll(async () => {
    await net?.close();
  });

  /** A buyer app's confirm for a buyer: billing and delivery as a buyer app sends them. */
  async function confirm(buyerOrderId: string, who: { name: string; phone: string; email: string; gps: string }) {
    const txn = crypto.randomUUID();
    const address = {
      name: who.name,
      building: '7 Lake View',
      locality: 'HSR Layout',
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'IND',
      area_code: '560102',
    };
    const cb = await net.send('confirm', txn, {
      order: {
        id: buyerOrderId,
        state: 'Created',
        provider: { id: shopId, locations: [{ id: `${shopId}-L1` }] },
        items: [{ id: rice, location_id: `${shopId}-L1`, quantity: { count: 1 } }],
        billing: { name: who.name, phone: who.phone, email: who.email, address },
        // The delivery's number as +91…: the same person however the number is written.
        fulfillments: [
          { id: '1', type: 'Delivery', end: { location: { gps: who.gps, address }, contact: { phone: `+91${who.phone}` }, person: { name: who.name } } },
        ],
        payment: { type: 'ON-FULFILLMENT', collected_by: 'BPP' },
        created_at: new Date().toISOString(),
      },
    });
    expect(cb.body).not.toHaveProperty('error');
    const [link] = await t.database.db.select().from(ondcOrders).where(eq(ondcOrders.transactionId, txn));
    return { txn, orderId: link!.orderId };
  }

  it('keeps the erasure pending while the ONDC order is open, then scrubs its billing, end and address, keeping money and invoice', async () => {
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: NAME, email: EMAIL, phone: PHONE, password: 'secret-pass-l', privacyConsent: true },
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const me: Account = { id: reg.json().user._id, email: EMAIL, password: 'secret-pass-l', cookie: cookieFrom(reg) };
    const mine = await confirm('BAP-ERASE-1', { name: NAME, phone: PHONE, email: EMAIL, gps: GPS });
    const other = await confirm('BAP-KEEP-1', { name: 'Ravi Shankar', phone: '9000012345', email: 'ravi@example.in', gps: '12.9100,77.6400' });
    const c = api(t);

    // Open on ONDC: the shop still needs the address, so the request waits, counted on the platform owner's list.
    const asked = await c.call('POST', '/api/account/erase', me, { password: 'secret-pass-l' });
    expect(asked.statusCode, asked.body).toBe(202);
    const listed = (await c.call('GET', '/api/superadmin/erasure-requests', platform)).json().items.find((r: { userId: string }) => r.userId === me.id);
    expect(listed).toMatchObject({ status: 'Pending', openOrders: 1 });
    expect((await c.call('POST', `/api/superadmin/erasure-requests/${listed._id}/complete`, platform)).statusCode).toBe(409);

    for (const to of ['Confirmed', 'Delivered']) expect((await c.setStatus(owner, mine.orderId, to)).statusCode).toBe(200);
    const [before] = await t.database.db.select().from(orders).where(eq(orders.id, mine.orderId));
    expect(await whereFound(t, [GPS])).not.toEqual(new Map());

    const done = await c.call('POST', `/api/superadmin/erasure-requests/${listed._id}/complete`, platform);
    expect(done.statusCode, done.body).toBe(200);

    // Their ONDC order: no billing, no delivery end, no address; the amounts, the buyer app's ids and status stay.
    const [link] = await t.database.db.select().from(ondcOrders).where(eq(ondcOrders.orderId, mine.orderId));
    expect(link).toMatchObject({ billing: null, fulfillmentEnd: null, buyerOrderId: 'BAP-ERASE-1', transactionId: mine.txn });
    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, mine.orderId));
    expect(after).toMatchObject({ deliveryAddress: null, status: 'Delivered', totalPaise: before!.totalPaise, subtotalPaise: before!.subtotalPaise });
    expect(after!.address).not.toContain(PHONE);
    // Another buyer's order is untouched.
    const [kept] = await t.database.db.select().from(ondcOrders).where(eq(ondcOrders.orderId, other.orderId));
    expect(kept!.billing).toMatchObject({ name: 'Ravi Shankar', phone: '9000012345' });
    expect(kept!.fulfillmentEnd).toMatchObject({ location: { gps: '12.9100,77.6400' } });

    // Nothing of them anywhere but the invoice, which keeps the name and address as issued (CGST Act s.36).
    const found = await whereFound(t, [EMAIL, PHONE, NAME, GPS]);
    expect([...found.keys()]).toEqual(['tax_documents.snapshot']);
    expect(await t.database.db.select({ id: taxDocuments.id }).from(taxDocuments).where(eq(taxDocuments.orderId, mine.orderId))).toHaveLength(1);

    // A later status of the order says none of it to the buyer app either.
    const status = await net.send('status', mine.txn, { order_id: 'BAP-ERASE-1' });
    const text = JSON.stringify(status.body);
    for (const n of [NAME, PHONE, EMAIL, GPS]) expect(text).not.toContain(n);
    expect(status.body.message.order).toMatchObject({ id: 'BAP-ERASE-1', state: 'Completed' });
  });

  it('erases an ONDC buyer without an account at the platform owner’s word, once their orders are closed', async () => {
    const buyer = { name: 'Meenakshi Sundaram', phone: '9123456782', email: 'meenakshi.ondc@example.in', gps: '12.9352,77.6245' };
    const theirs = await confirm('BAP-NOACCOUNT-1', buyer);
    const other = await confirm('BAP-KEEP-2', { name: 'Arjun Menon', phone: '9000012346', email: 'arjun@example.in', gps: '12.9200,77.6500' });
    const c = api(t);
    const erase = (body: unknown, who: Account = platform) => c.call('POST', '/api/superadmin/ondc-buyer-erasure', who, body);

    // Bad requests and the wrong roles are refused, naming what to fix.
    const empty = await erase({ email: '', phone: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Give the buyer’s email or mobile number/);
    expect((await erase({ phone: '12345' })).json().message).toMatch(/Buyer’s mobile number must be a 10-digit Indian mobile number/);
    expect((await erase({ phone: buyer.phone }, owner)).statusCode).toBe(403);
    // No ONDC order names them; a Bazaar account has that email (the shop owner's): erase the account instead.
    const unknown = await erase({ email: 'nobody.ondc@example.in' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No ONDC order names this email or number.');
    expect((await erase({ email: owner.email })).statusCode).toBe(409);
    // Open: the shop still needs the address.
    const open = await erase({ phone: buyer.phone });
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toMatch(/Open ONDC orders of this buyer: 1/);

    for (const to of ['Confirmed', 'Delivered']) expect((await c.setStatus(owner, theirs.orderId, to)).statusCode).toBe(200);
    // The number however written: +91 and spaces.
    const done = await erase({ phone: `+91 ${buyer.phone.slice(0, 5)} ${buyer.phone.slice(5)}` });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ orders: 1 });

    const [link] = await t.database.db.select().from(ondcOrders).where(eq(ondcOrders.orderId, theirs.orderId));
    expect(link).toMatchObject({ billing: null, fulfillmentEnd: null, buyerOrderId: 'BAP-NOACCOUNT-1' });
    const [kept] = await t.database.db.select().from(ondcOrders).where(eq(ondcOrders.orderId, other.orderId));
    expect(kept!.billing).toMatchObject({ name: 'Arjun Menon' });
    // Nothing of them anywhere but their invoice (CGST Act s.36).
    const found = await whereFound(t, [buyer.email, buyer.phone, buyer.name, buyer.gps]);
    expect([...found.keys()]).toEqual(['tax_documents.snapshot']);
    // Asked again: no ONDC order names them any more.
    expect((await erase({ email: buyer.email })).statusCode).toBe(404);
  });
});
