import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import { createTestApp, ENGINE, freshDatabase, type TestApp } from '../support/harness.js';
import { insertProduct, insertShop } from '../support/fixtures.js';

type Account = Awaited<ReturnType<TestApp['account']>>;

describe(`catalog cache (${ENGINE})`, () => {
  let t: TestApp;
  let owner: Account;
  let shopper: Account;
  let superadmin: Account;
  let shopId: string;
  let productId: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.account('admin', { name: 'Cache Owner' });
    shopper = await t.account('user');
    superadmin = await t.account('superadmin');
    shopId = (await insertShop(t.database.db, owner.id, { name: 'Cached Corner', pan: 'QWERT1234Y' })).id;
    productId = (await insertProduct(t.database.db, shopId, { name: 'Cached Tea', price: 120, quantity: 7 })).id;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  /** The shopper orders `quantity` of one product (cash on delivery); the ids of the orders placed. */
  const order = async (itemId: string, quantity: number): Promise<string[]> => {
    const add = await t.app.inject({ method: 'POST', url: '/api/cart/add', headers: { cookie: shopper.cookie }, payload: { itemId, quantity } });
    expect(add.statusCode, add.body).toBe(200);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: shopper.cookie },
      payload: { address: 'Flat 12, MG Road, Pune 411001, 9876543210', paymentMethod: 'COD' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json().orders.map((o: { _id: string }) => o._id);
  };
  const cancel = async (orderId: string) => {
    const res = await t.app.inject({ method: 'PATCH', url: `/api/orders/${orderId}/cancel`, headers: { cookie: shopper.cookie } });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('answers a strong ETag and 304 Not Modified for If-None-Match, on every catalog read', async () => {
    for (const url of [
      '/api/shops',
      '/api/shops/all',
      '/api/shops/facets',
      `/api/shops/${shopId}`,
      `/api/shops/${shopId}/products`,
      `/api/products/shop/${shopId}`,
    ]) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^"[\w-]{27}"$/);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
      expect((await get(url, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
    }
  });

  it('serves the second read from memory without touching the database', async () => {
    const before = t.app.ctx.catalog.stats();
    await get(`/api/shops/${shopId}/products?page=1&limit=5`);
    await get(`/api/shops/${shopId}/products?page=1&limit=5`);
    const after = t.app.ctx.catalog.stats();
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBe(1);
  });

  it('never serves one viewer’s private projection to another', async () => {
    const asSuper = (await get('/api/shops/all', { cookie: superadmin.cookie })).json();
    expect(asSuper.find((s: { _id: string }) => s._id === shopId).pan).toBe('QWERT1234Y');
    const anon = await get('/api/shops/all');
    expect(anon.body).not.toContain('QWERT1234Y');
    const asOwner = (await get(`/api/shops/${shopId}`, { cookie: owner.cookie })).json();
    expect(asOwner.pan).toBe('QWERT1234Y');
    expect((await get(`/api/shops/${shopId}`, { cookie: shopper.cookie })).body).not.toContain('QWERT1234Y');
  });

  it('shows a product edit on the next read (new ETag)', async () => {
    const url = `/api/shops/${shopId}/products`;
    const before = await get(url);
    expect(before.json().items[0]).toMatchObject({ name: 'Cached Tea', price: 120 });
    const patch = await t.app.inject({ method: 'PATCH', url: `/api/products/${productId}`, headers: { cookie: owner.cookie }, payload: { price: 135 } });
    expect(patch.statusCode).toBe(200);
    const after = await get(url, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json().items[0].price).toBe(135);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await get(`/api/products/shop/${shopId}`)).json()[0].price).toBe(135);
  });

  it('shows the stock taken by an order placed, and given back by a cancel', async () => {
    const url = `/api/products/shop/${shopId}`;
    const stock = async () => (await get(url)).json()[0].quantity as number;
    const start = await stock();
    const [placed] = await order(productId, 2);
    expect(await stock()).toBe(start - 2);
    await cancel(placed!);
    expect(await stock()).toBe(start);
  });

  it('keeps a search answer until any shop’s catalog or stock changes (decision 111)', async () => {
    const { searchReply } = await import('@bazaar/shared/responses');
    const other = await t.account('admin', { name: 'Other Owner' });
    const otherShop = (await insertShop(t.database.db, other.id, { name: 'Far Away Stores' })).id;
    const otherProduct = (await insertProduct(t.database.db, otherShop, { name: 'Far Away Salt', price: 20, quantity: 9 })).id;
    const stats = () => t.app.ctx.catalog.stats();
    for (const url of ['/api/search?q=cached%20tea', '/api/products/search?q=cached%20tea']) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      const before = stats();
      const again = await get(url);
      expect(stats().hits - before.hits, `${url} is served from memory`).toBe(1);
      expect(again.body).toBe(first.body);
      expect((await get(url, { 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
    }
    // The cached bytes are exactly the contract's shape (the route's serializer is not run on a hit).
    const searched = (await get('/api/search?q=cached%20tea')).json();
    expect(searchReply.parse(searched)).toEqual(searched);
    const stockOf = async () => ((await get('/api/products/search?q=cached%20tea')).json().items[0].quantity as number) ?? 0;
    const start = await stockOf();

    // An order in another shop changes no hit here, but the answer is read again (any shop's change counts).
    const elsewhere = await order(otherProduct, 1);
    const misses = stats().misses;
    await get('/api/products/search?q=cached%20tea');
    expect(stats().misses - misses, 'read again after another shop’s order').toBe(1);

    // An order in its own shop: the hit's stock follows at once.
    const here = await order(productId, 1);
    expect(await stockOf()).toBe(start - 1);
    for (const id of [...elsewhere, ...here]) await cancel(id);
    expect(await stockOf()).toBe(start);

    // A product added anywhere is found at once.
    const res = await t.app.inject({ method: 'GET', url: '/api/search?q=far%20away%20salt' });
    expect(res.json().products.items.map((p: { _id: string }) => p._id)).toEqual([otherProduct]);
  });

  it('shows a new shop in the lists and facets at once; on the home list once it has a product (issue 22 #12)', async () => {
    const total = (await get('/api/shops')).json().total as number;
    await get('/api/shops/facets');
    const admin = await t.account('admin');
    const { multipart, samplePng } = await import('../support/harness.js');
    const body = multipart(
      {
        name: 'Brand New Bakery',
        category: 'Food',
        location: 'Mysuru',
        address: '1 Palace Road, Mysuru 570001',
        phone: '9876543210',
        pan: 'ABCDE1234F',
        gstnumber: '27AAPFU0939F1ZV',
        admin: admin.id,
      },
      { filename: 's.png', content: await samplePng() },
    );
    const created = await t.app.inject({ method: 'POST', url: '/api/shops', headers: { ...body.headers, cookie: superadmin.cookie }, payload: body.payload });
    expect(created.statusCode, created.body).toBe(201);
    expect((await get('/api/shops/facets')).json().locations).toContain('Mysuru');
    expect((await get('/api/shops/all')).json().map((s: { name: string }) => s.name)).toContain('Brand New Bakery');
    // Nothing to sell yet: not on the home list. Its first product puts it there at once.
    expect((await get('/api/shops')).json().total).toBe(total);
    const shopId = created.json().shop._id as string;
    const product = multipart(
      { name: 'Mysore Pak 250 g', description: 'Ghee sweet', price: '180', quantity: '12', category: 'Grocery', unit: 'kg', shopId },
      { filename: 'p.png', content: await samplePng() },
    );
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/products/',
      headers: { ...product.headers, cookie: admin.cookie },
      payload: product.payload,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((await get('/api/shops')).json().total).toBe(total + 1);
    expect((await get('/api/shops')).json().items[0].name).toBe('Brand New Bakery');
  });

  it('concurrent identical reads share one database read and one serialization (issue 9 #5)', async () => {
    await t.app.ctx.catalog.invalidate(); // nothing cached: every call below is a miss
    const before = t.app.ctx.catalog.stats().loads;
    const replies = await Promise.all(Array.from({ length: 25 }, () => get('/api/shops/all')));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(25).fill(200));
    expect(new Set(replies.map((r) => r.body)).size).toBe(1);
    expect(t.app.ctx.catalog.stats().loads - before).toBe(1);
    // After a write the next reads load again (once).
    await t.app.ctx.catalog.invalidate();
    await Promise.all([get('/api/shops/all'), get('/api/shops/all')]);
    expect(t.app.ctx.catalog.stats().loads - before).toBe(2);
  });

  it('does not cache errors', async () => {
    expect((await get('/api/shops?page=0')).statusCode).toBe(400);
    expect((await get('/api/shops/0190a000-0000-7000-8000-000000000000/products')).statusCode).toBe(404);
    expect((await get('/api/shops/0190a000-0000-7000-8000-000000000000/products')).headers.etag).toBeUndefined();
  });
});

describe.runIf(ENGINE === 'postgres')('catalog cache across instances (postgres LISTEN/NOTIFY)', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let dbA: Database;
  let dbB: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const fresh = await freshDatabase();
    dbA = fresh.database;
    drop = fresh.drop;
    dbB = await openDatabase({ url: fresh.url! });
    const config = {
      cookieSecure: false,
      allowedOrigins: [],
      webDist: path.join(os.tmpdir(), 'bazaar-no-web'),
      trustProxy: false,
      uploadsDir: path.join(os.tmpdir(), 'bazaar-cache-uploads'),
    };
    a = await buildApp({ database: dbA, config });
    // B waits 2 s before listening again after losing its LISTEN connection: a gap the reconnect test can use.
    b = await buildApp({ database: dbB, config, catalogCache: { relistenDelayMs: 2000 } });
    await Promise.all([a.ready(), b.ready()]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await dbB?.close();
    await dbA?.close();
    await drop?.();
  });

  it('a write on instance A invalidates what instance B cached', async () => {
    const { upsertAccount } = await import('../../src/modules/auth/auth.service.js');
    const owner = await upsertAccount(dbA.db, {
      name: 'Twin Owner',
      email: `twin${Date.now()}@example.in`,
      password: 'secret-pass-1',
      role: 'admin',
      phone: '9876543210',
    });
    const shop = await insertShop(dbA.db, owner.id);
    const product = await insertProduct(dbA.db, shop.id, { name: 'Twin Rice', price: 50 });
    const url = `/api/shops/${shop.id}/products`;
    expect((await b.inject({ url })).json().items[0].price).toBe(50); // B caches it
    const login = await a.inject({ method: 'POST', url: '/api/auth/login', payload: { email: owner.email, password: 'secret-pass-1' } });
    const cookie = (login.headers['set-cookie'] as string | string[]).toString().split(';')[0]!;
    const patch = await a.inject({ method: 'PATCH', url: `/api/products/${product.id}`, headers: { cookie }, payload: { price: 65 } });
    expect(patch.statusCode).toBe(200);
    const deadline = Date.now() + 2000;
    let price = 50;
    while (Date.now() < deadline && price !== 65) {
      price = (await b.inject({ url })).json().items[0].price;
      if (price !== 65) await new Promise((r) => setTimeout(r, 20));
    }
    expect(price).toBe(65);
    expect(b.ctx.catalog.stats().notifications).toBeGreaterThan(0);
  });

  const until = async (what: string, ok: () => boolean, ms = 5000) => {
    const deadline = Date.now() + ms;
    while (!ok()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };

  it('after its LISTEN connection is killed and back, B serves nothing cached before the reconnect (issue 9 #4)', async () => {
    const { upsertAccount } = await import('../../src/modules/auth/auth.service.js');
    const owner = await upsertAccount(dbA.db, {
      name: 'Gap Owner',
      email: `gap${Date.now()}@example.in`,
      password: 'secret-pass-1',
      role: 'admin',
      phone: '9876543210',
    });
    const shop = await insertShop(dbA.db, owner.id);
    const product = await insertProduct(dbA.db, shop.id, { name: 'Gap Dal', price: 80 });
    const url = `/api/shops/${shop.id}/products`;
    const login = await a.inject({ method: 'POST', url: '/api/auth/login', payload: { email: owner.email, password: 'secret-pass-1' } });
    const cookie = (login.headers['set-cookie'] as string | string[]).toString().split(';')[0]!;
    await until('B listening', () => b.ctx.catalog.stats().listening);
    expect((await b.inject({ url })).json().items[0].price).toBe(80);

    const pid = b.ctx.catalog.stats().listenerPid;
    expect(pid).toBeGreaterThan(0);
    await dbA.db.execute(sql`select pg_terminate_backend(${pid}::int)`);
    await until('B to notice the lost connection', () => !b.ctx.catalog.stats().listening);

    // In the gap: B reads (and would keep the answer), then A changes the price; B cannot hear that NOTIFY.
    expect((await b.inject({ url })).json().items[0].price).toBe(80);
    const patch = await a.inject({ method: 'PATCH', url: `/api/products/${product.id}`, headers: { cookie }, payload: { price: 95 } });
    expect(patch.statusCode).toBe(200);
    expect(b.ctx.catalog.stats().listening).toBe(false); // the change really fell in the gap

    await until('B listening again', () => b.ctx.catalog.stats().listening);
    expect(b.ctx.catalog.stats().listenerPid).not.toBe(pid);
    expect((await b.inject({ url })).json().items[0].price).toBe(95);
    // And B hears A again: the next change arrives by NOTIFY.
    expect((await b.inject({ url })).json().items[0].price).toBe(95); // cached again
    await a.inject({ method: 'PATCH', url: `/api/products/${product.id}`, headers: { cookie }, payload: { price: 99 } });
    let price = 95;
    for (let i = 0; i < 100 && price !== 99; i++) {
      price = (await b.inject({ url })).json().items[0].price;
      if (price !== 99) await new Promise((r) => setTimeout(r, 20));
    }
    expect(price).toBe(99);
  });
});
