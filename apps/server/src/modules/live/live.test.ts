import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderEvent } from '@bazaar/shared';
import { buildApp } from '../../app.js';
import { openDatabase, type Database } from '../../db/client.js';
import { api, product, shopWithAdmin, type Account } from '../../../test/support/cart-orders.js';
import { createTestApp, ENGINE, freshDatabase, type TestApp } from '../../../test/support/harness.js';
import { insertProduct, insertShop } from '../../../test/support/fixtures.js';
import { quickShoppers } from '../../../test/support/world.js';
import { baseUrl, openSse, type SseMessage, type SseStream } from '../../../test/support/sse.js';

const ADDRESS = 'Asha Rao, 9876543210, 411001, 12 MG Road, near the temple';
const isOrder = (type?: string, orderId?: string) => (m: SseMessage) =>
  m.event === 'order' && (!type || (JSON.parse(m.data) as OrderEvent).type === type) && (!orderId || (JSON.parse(m.data) as OrderEvent).orderId === orderId);
const dataOf = (m: SseMessage) => JSON.parse(m.data) as OrderEvent;
const ready = (s: SseStream) => s.next((m) => m.event === 'ready');

/** GET /api/admin/events: the shop owner's live order feed (decision 029). */
describe(`live order events for shop owners (${ENGINE})`, () => {
  let t: TestApp;
  let base: string;
  let c: ReturnType<typeof api>;
  let owner: Account;
  let otherOwner: Account;
  let shopper: Account;
  let shopId: string;
  let productId: string;
  const open: SseStream[] = [];
  const connect = async (who?: { cookie: string } | null, headers: Record<string, string> = {}) => {
    const s = await openSse(base, '/api/admin/events', { ...(who ? { cookie: who.cookie } : {}), ...headers });
    open.push(s);
    return s;
  };
  const placeOrder = async (who: Account = shopper, quantity = 1) => {
    expect((await c.add(who, productId, quantity)).statusCode).toBe(200);
    const res = await c.order(who);
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { orders: Array<{ _id: string; orderNumber: string }> }).orders[0]!;
  };

  beforeAll(async () => {
    t = await createTestApp({ liveEvents: { heartbeatMs: 150 } });
    base = await baseUrl(t.app);
    c = api(t);
    const a = await shopWithAdmin(t);
    owner = a.admin;
    shopId = a.shop.id;
    productId = (await product(t, shopId, { quantity: 1000 })).id;
    otherOwner = (await shopWithAdmin(t)).admin;
    shopper = await t.account('user', { name: 'Meera Iyer' });
  }, 60_000);
  afterAll(async () => {
    for (const s of open) s.close();
    await t.close();
  });

  it('refuses anonymous callers (401), shoppers and the platform owner (403); an admin without a shop hears nothing', async () => {
    const superadmin = await t.account('superadmin');
    const shopless = await t.account('admin');
    const empty = await connect(shopless);
    expect(empty.status).toBe(200);
    expect(JSON.parse((await ready(empty)).data)).toEqual({ pendingCount: 0 });
    for (const [who, want] of [
      [null, 401],
      [shopper, 403],
      [superadmin, 403],
    ] as const) {
      const s = await connect(who);
      expect(s.status).toBe(want);
      await s.ended;
      expect(String(s.headers['content-type'])).toMatch(/^application\/json/);
      expect(s.raw()).not.toContain('event:');
    }
  });

  it('streams with the security headers and no compression, starting with the Pending count', async () => {
    await placeOrder();
    const s = await connect(owner, { 'accept-encoding': 'gzip, br' });
    expect(s.status).toBe(200);
    expect(s.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(s.headers['content-encoding']).toBeUndefined();
    expect(s.headers['cache-control']).toBe('private, no-store');
    expect(s.headers['x-accel-buffering']).toBe('no');
    expect(s.headers['content-security-policy']).toContain("default-src 'self'");
    expect(s.headers['x-content-type-options']).toBe('nosniff');
    expect(s.headers['x-frame-options']).toBe('DENY');
    expect(s.headers['x-request-id']).toBeTruthy();
    expect(s.raw()).toMatch(/^retry: \d+\n\n/);
    const pending = await c.call('GET', '/api/admin/dashboard', owner);
    expect(JSON.parse((await ready(s)).data)).toEqual({ pendingCount: (pending.json() as { pendingOrders: number }).pendingOrders });
    s.close();
  });

  it('tells the owner of a new order within a second, with no address, and tells other shops nothing', async () => {
    const mine = await connect(owner);
    const theirs = await connect(otherOwner);
    const before = JSON.parse((await ready(mine)).data) as { pendingCount: number };
    await ready(theirs);
    const started = Date.now();
    const order = await placeOrder();
    const got = dataOf(await mine.next(isOrder('order.placed', order._id), 1000));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(got).toEqual({
      type: 'order.placed',
      orderId: order._id,
      orderNumber: order.orderNumber,
      shopperName: 'Meera Iyer',
      status: 'Pending',
      pendingCount: before.pendingCount + 1,
      at: expect.any(String),
    });
    expect(mine.raw()).not.toContain('MG Road');
    expect(mine.raw()).not.toContain('9876543210');
    expect(mine.raw()).not.toContain(shopper.email);
    // The other shop's owner hears nothing of it (give the event time to go astray).
    await new Promise((r) => setTimeout(r, 300));
    expect(theirs.events.filter((m) => m.event === 'order')).toEqual([]);
  });

  it('tells the owner when the shopper cancels and when the status changes, with the new Pending count', async () => {
    const s = await connect(owner);
    const { pendingCount } = JSON.parse((await ready(s)).data) as { pendingCount: number };
    const a = await placeOrder();
    const b = await placeOrder();
    expect(dataOf(await s.next(isOrder('order.placed', b._id))).pendingCount).toBe(pendingCount + 2);
    expect((await c.cancel(shopper, a._id)).statusCode).toBe(200);
    const cancelled = dataOf(await s.next(isOrder('order.cancelled', a._id)));
    expect(cancelled).toMatchObject({ status: 'Cancelled', pendingCount: pendingCount + 1 });
    expect((await c.setStatus(owner, b._id, 'Confirmed')).statusCode).toBe(200);
    expect(dataOf(await s.next(isOrder('order.status', b._id)))).toMatchObject({ status: 'Confirmed', pendingCount });
    // Confirmed shows the address to the owner in the lists, but the event carries none.
    expect(s.raw()).not.toContain('MG Road');
  });

  it('announces nothing for an order that was refused and rolled back', async () => {
    const s = await connect(owner);
    await ready(s);
    const scarce = await insertProduct(t.database.db, shopId, { quantity: 1 });
    expect((await c.add(shopper, scarce.id, 1)).statusCode).toBe(200);
    await t.database.db.execute(sql`update products set quantity = 0 where id = ${scarce.id}`);
    const res = await c.order(shopper);
    expect(res.statusCode).toBe(409);
    expect((await c.call('POST', '/api/cart/clear', shopper)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(s.events.filter((m) => m.event === 'order')).toEqual([]);
  });

  it('keeps the connection alive with heartbeat comments', async () => {
    const s = await connect(owner);
    await ready(s);
    await new Promise((r) => setTimeout(r, 500));
    expect(s.pings).toBeGreaterThanOrEqual(2);
    expect(s.isEnded()).toBe(false);
  });

  it('ends the stream at logout, and when the session ends another way (checked at the heartbeat)', async () => {
    const cookie = await t.login(owner.email, owner.password);
    const s = await connect({ cookie });
    await ready(s);
    expect((await c.call('POST', '/api/auth/logout', { cookie })).statusCode).toBe(200);
    await s.ended;
    expect(s.events.at(-1)).toEqual({ event: 'bye', data: JSON.stringify({ reason: 'session-ended' }) });

    const cookie2 = await t.login(owner.email, owner.password);
    const s2 = await connect({ cookie: cookie2 });
    await ready(s2);
    const hash = crypto.createHash('sha256').update(cookie2.split('=')[1]!).digest('hex');
    await t.database.db.execute(sql`delete from sessions where id_hash = ${hash}`);
    await s2.ended;
    expect(s2.events.at(-1)?.data).toBe(JSON.stringify({ reason: 'session-ended' }));
    owner.cookie = await t.login(owner.email, owner.password);
  });

  it('closing the app does not wait for open streams', async () => {
    const other = await createTestApp();
    const url = await baseUrl(other.app);
    const a = await shopWithAdmin(other);
    const streams = await Promise.all([1, 2, 3].map(() => openSse(url, '/api/admin/events', { cookie: a.admin.cookie })));
    await Promise.all(streams.map(ready));
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(3000);
    for (const s of streams) {
      await s.ended;
      expect(s.events.at(-1)?.data).toBe(JSON.stringify({ reason: 'server-closing' }));
    }
  });
});

/** Two server instances on one PostgreSQL database, as behind a load balancer. */
describe.runIf(ENGINE === 'postgres')('live order events across two server instances on one PostgreSQL database', () => {
  let first: { database: Database; drop: () => Promise<void>; url?: string };
  let second: Database;
  let apps: [FastifyInstance, FastifyInstance];
  let bases: [string, string];
  let uploadsDir: string;
  const open: SseStream[] = [];

  beforeAll(async () => {
    first = await freshDatabase();
    second = await openDatabase({ url: first.url!, poolMax: 10 });
    uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-live-'));
    const config = { cookieSecure: false, allowedOrigins: [], webDist: path.join(uploadsDir, 'none'), trustProxy: false, uploadsDir };
    apps = [await buildApp({ database: first.database, config }), await buildApp({ database: second, config })];
    bases = [await baseUrl(apps[0]), await baseUrl(apps[1])];
  }, 60_000);
  afterAll(async () => {
    for (const s of open) s.close();
    await Promise.all(apps.map((a) => a.close()));
    await second.close();
    await first.database.close();
    await first.drop();
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  });

  const db = () => first.database.db;
  const ownerWithShop = async () => {
    const [admin] = await quickShoppers(db(), 1);
    await db().execute(sql`update users set role = 'admin' where id = ${admin!.id}`);
    return { admin: admin!, shop: await insertShop(db(), admin!.id) };
  };
  const connect = async (i: 0 | 1, cookie?: string) => {
    const s = await openSse(bases[i], '/api/admin/events', cookie ? { cookie } : {});
    open.push(s);
    return s;
  };

  it('an order placed through instance A reaches the owner connected to instance B within a second; another shop hears nothing', async () => {
    const mine = await ownerWithShop();
    const theirs = await ownerWithShop();
    const p = await insertProduct(db(), mine.shop.id, { quantity: 10 });
    const [shopper] = await quickShoppers(db(), 1);
    const onB = await connect(1, mine.admin.cookie);
    const otherOnA = await connect(0, theirs.admin.cookie);
    const otherOnB = await connect(1, theirs.admin.cookie);
    await Promise.all([onB, otherOnA, otherOnB].map(ready));
    expect(
      (await apps[0].inject({ method: 'POST', url: '/api/cart/add', headers: { cookie: shopper!.cookie }, payload: { itemId: p.id, quantity: 2 } })).statusCode,
    ).toBe(200);
    const started = Date.now();
    const res = await apps[0].inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: shopper!.cookie },
      payload: { address: ADDRESS, paymentMethod: 'COD' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const orderId = (res.json() as { orders: Array<{ _id: string }> }).orders[0]!._id;
    const got = dataOf(await onB.next(isOrder('order.placed', orderId), 1000));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(got).toMatchObject({ orderId, shopperName: 'Quick shopper 0', status: 'Pending', pendingCount: 1 });
    expect(onB.raw()).not.toContain('MG Road');
    await new Promise((r) => setTimeout(r, 300));
    expect([...otherOnA.events, ...otherOnB.events].filter((m) => m.event === 'order')).toEqual([]);
  });

  it('refuses a shopper and an anonymous caller on either instance', async () => {
    const [shopper] = await quickShoppers(db(), 1);
    for (const i of [0, 1] as const) {
      const anon = await connect(i);
      expect(anon.status).toBe(401);
      const asShopper = await connect(i, shopper!.cookie);
      expect(asShopper.status).toBe(403);
    }
  });

  it('a logout through instance A ends the stream held by instance B', async () => {
    const { admin } = await ownerWithShop();
    const onB = await connect(1, admin.cookie);
    await ready(onB);
    expect((await apps[0].inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: admin.cookie } })).statusCode).toBe(200);
    await onB.ended;
    expect(onB.events.at(-1)?.data).toBe(JSON.stringify({ reason: 'session-ended' }));
  });
});
