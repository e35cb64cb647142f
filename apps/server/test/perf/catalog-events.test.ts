import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { domainEvents, shopQueries } from '../../src/db/schema.js';
import { createTestApp, ENGINE, multipart, samplePng, type TestApp } from '../support/harness.js';
import { insertShop } from '../support/fixtures.js';

type Account = Awaited<ReturnType<TestApp['account']>>;

/**
 * Issue 23 #1 (decision 054): the shops, admins, ledger, payment-claims and shop-requests writes record
 * `catalog.changed` in their own transaction, and their routes no longer drop the cache. Each write here is checked
 * on a read that was cached before it: the next read is loaded again (a miss) and shows the change.
 */
describe(`catalog.changed from shops, admins, ledger, claims and shop requests (${ENGINE})`, () => {
  let t: TestApp;
  let boss: Account;
  let owner: Account;
  let shopId: string;

  beforeAll(async () => {
    t = await createTestApp();
    boss = await t.account('superadmin');
    owner = await t.account('admin', { name: 'Events Owner' });
    shopId = (await insertShop(t.database.db, owner.id, { name: 'Events Emporium', pan: 'QWERT1234Y' })).id;
  });
  afterAll(() => t.close());

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const call = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const stats = () => t.app.ctx.catalog.stats();
  const events = async () => Number((await t.database.db.select({ n: count() }).from(domainEvents))[0]!.n);

  /** Reads `url` until it is served from the cache. */
  async function cache(url: string, cookie?: string) {
    expect((await get(url, cookie)).statusCode, url).toBe(200);
    const before = stats().hits;
    expect((await get(url, cookie)).statusCode, url).toBe(200);
    expect(stats().hits - before, `${url} is cached`).toBe(1);
  }
  /** The next read of `url` is loaded again, not served from the cache. */
  async function reloaded(url: string, cookie?: string) {
    const before = stats().misses;
    const res = await get(url, cookie);
    expect(res.statusCode, url).toBe(200);
    expect(stats().misses - before, `${url} is read afresh`).toBe(1);
    return res.json();
  }
  /** Runs `write`, expecting `status`, and that it recorded `catalog.changed` events. */
  async function recorded(write: () => Promise<{ statusCode: number; body: string }>, status: number) {
    const before = await events();
    const res = await write();
    expect(res.statusCode, res.body).toBe(status);
    expect(await events()).toBeGreaterThan(before);
    return res;
  }

  it('a shop edit is read afresh on the shop lists and page', async () => {
    await cache('/api/shops/all');
    await cache(`/api/shops/${shopId}`);
    await recorded(() => call('PATCH', `/api/superadmin/shops/${shopId}`, boss.cookie, { name: 'Events Emporium Two' }), 200);
    const all = (await reloaded('/api/shops/all')) as Array<{ _id: string; name: string }>;
    expect(all.find((s) => s._id === shopId)?.name).toBe('Events Emporium Two');
    expect((await reloaded(`/api/shops/${shopId}`)).name).toBe('Events Emporium Two');
  });

  it('a refused shop edit records nothing and keeps the cache', async () => {
    await cache('/api/shops/all');
    const before = await events();
    const bad = await call('PATCH', `/api/superadmin/shops/${shopId}`, boss.cookie, { admin: boss.id });
    expect(bad.statusCode).toBe(400);
    expect(await events()).toBe(before);
    const hits = stats().hits;
    await get('/api/shops/all');
    expect(stats().hits - hits).toBe(1);
  });

  it('new delivery PINs are read afresh on the shop lists', async () => {
    await cache('/api/shops/all');
    await recorded(() => call('PUT', '/api/admin/shop/delivery-pins', owner.cookie, { pins: ['560001'] }), 200);
    const all = (await reloaded('/api/shops/all')) as Array<{ _id: string; deliveryPins: string[] }>;
    expect(all.find((s) => s._id === shopId)?.deliveryPins).toEqual(['560001']);
  });

  it('creating, renaming and deleting an admin is read afresh on the admins list', async () => {
    const names = async () => ((await reloaded('/api/superadmin/admins', boss.cookie)) as Array<{ _id: string; name: string }>).map((a) => a.name);
    await cache('/api/superadmin/admins', boss.cookie);
    const created = await recorded(
      () =>
        call('POST', '/api/superadmin/create-admin', boss.cookie, { name: 'Fresh Admin', email: `fresh${Date.now()}@example.in`, password: 'secret-pass-1' }),
      201,
    );
    expect(await names()).toContain('Fresh Admin');
    const id = (created as unknown as { json(): { admin: { _id: string } } }).json().admin._id;
    await cache('/api/superadmin/admins', boss.cookie);
    await recorded(() => call('PATCH', `/api/superadmin/admins/${id}`, boss.cookie, { name: 'Renamed Admin' }), 200);
    expect(await names()).toContain('Renamed Admin');
    await cache('/api/superadmin/admins', boss.cookie);
    await recorded(() => call('DELETE', `/api/superadmin/delete-admin/${id}`, boss.cookie), 200);
    expect(await names()).not.toContain('Renamed Admin');
  });

  it('a payment recorded, its reversal and a confirmed payment report are read afresh on the shop page', async () => {
    const page = `/api/shops/${shopId}`;
    await cache(page);
    const paid = await recorded(() => call('POST', `/api/superadmin/shops/${shopId}/payments`, boss.cookie, { amount: 10, method: 'UPI' }), 201);
    expect((await reloaded(page))._id).toBe(shopId);
    await cache(page);
    const entryId = (paid as unknown as { json(): { entry: { _id: string } } }).json().entry._id;
    await recorded(() => call('POST', `/api/superadmin/ledger/${entryId}/reverse`, boss.cookie, { reason: 'typed twice' }), 201);
    await reloaded(page);
    const reported = await call('POST', '/api/admin/payment-claims', owner.cookie, {
      amount: 20,
      method: 'UPI',
      reference: 'UTR 7781 2201',
      paidOn: '2026-11-01',
    });
    expect(reported.statusCode, reported.body).toBe(201);
    await cache(page);
    await recorded(() => call('POST', `/api/superadmin/payment-claims/${reported.json().claim._id}/confirm`, boss.cookie), 200);
    await reloaded(page);
  });

  it('an approved shop request is read afresh on the shop lists', async () => {
    const email = `approve${Date.now()}@example.in`;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/shop/ragister/shopform',
      payload: { name: 'Approved Attar', email, phone: '9123456789', pan: 'abcde1234f', address: '5 Market Road, Indore', categoryofshop: 'Grocery' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const requestId = (await t.database.db.select().from(shopQueries).where(eq(shopQueries.email, email)))[0]!.id;
    await cache('/api/shops/all');
    const form = multipart(
      {
        name: 'Approved Attar',
        category: 'Grocery',
        location: 'Indore',
        address: '5 Market Road, Indore 452001',
        phone: '9123456789',
        pan: 'ABCDE1234F',
        gstRegistration: 'unregistered',
        state: 'Madhya Pradesh',
      },
      { filename: 'shop.png', content: await samplePng() },
    );
    await recorded(
      () =>
        t.app.inject({
          method: 'POST',
          url: `/api/shop-queries/${requestId}/approve`,
          headers: { ...form.headers, cookie: boss.cookie },
          payload: form.payload,
        }),
      201,
    );
    const all = (await reloaded('/api/shops/all')) as Array<{ name: string }>;
    expect(all.map((s) => s.name)).toContain('Approved Attar');
  });
});
