/**
 * One product is a cached catalog read (decision 095): the same for every viewer, filed under its shop's version,
 * so what changes the product, its stock, its shop or its rating shows on the next read; and an answer read while
 * any invalidation arrived is served but not kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../support/harness.js';
import { api, product, shopWithAdmin, type Account } from '../support/cart-orders.js';

describe(`one product from the catalog cache (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let shopper: Account;
  let owner: Account;
  let superadmin: Account;
  let shopId: string;
  let productId: string;

  beforeAll(async () => {
    t = await createTestApp();
    a = api(t);
    shopper = await t.account('user');
    superadmin = await t.account('superadmin');
    const s = await shopWithAdmin(t);
    owner = s.admin;
    shopId = s.shop.id;
    productId = (await product(t, shopId, { name: 'Cached Ghee', price: 500, quantity: 10 })).id;
  });
  afterAll(() => t.close());

  const read = async (who?: Account) => {
    const res = await a.call('GET', `/api/products/${productId}`, who ?? null);
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  it('the second read, by anyone, comes from memory with the same bytes and ETag', async () => {
    const before = t.app.ctx.catalog.stats();
    const first = await read();
    const second = await read(shopper);
    const third = await read(owner);
    const after = t.app.ctx.catalog.stats();
    expect(after.loads - before.loads).toBe(1);
    expect(second.body).toBe(first.body);
    expect(third.headers.etag).toBe(first.headers.etag);
    expect((await a.call('GET', `/api/products/${productId}`, null, undefined, { 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
  });

  it('an order lowers the stock the next read shows', async () => {
    expect(JSON.parse((await read()).body).quantity).toBe(10);
    expect((await a.add(shopper, productId, 3)).statusCode).toBe(200);
    expect((await a.order(shopper)).statusCode).toBe(201);
    expect(JSON.parse((await read()).body).quantity).toBe(7);
  });

  it("the owner's change of price shows on the next read", async () => {
    await read();
    const res = await a.call('PATCH', `/api/products/${productId}`, owner, { price: 550 });
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.parse((await read()).body).price).toBe(550);
  });

  it('a deactivated shop takes its cached product with it (404)', async () => {
    await read();
    const off = await a.call('PATCH', `/api/superadmin/shops/${shopId}`, superadmin, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await a.call('GET', `/api/products/${productId}`)).statusCode).toBe(404);
    expect((await a.call('PATCH', `/api/superadmin/shops/${shopId}`, superadmin, { active: true })).statusCode).toBe(200);
    expect((await a.call('GET', `/api/products/${productId}`)).statusCode).toBe(200);
  });

  it('an answer read while an invalidation arrived is served, not kept', async () => {
    const { catalog } = t.app.ctx;
    await catalog.invalidate(); // start from nothing kept
    const before = catalog.stats();
    const load = async () => {
      await catalog.invalidate('some-other-shop'); // lands during the read
      return { shopId };
    };
    const req = { url: '/test/racing-product', headers: {} } as never;
    const reply = () => {
      const r = { header: () => r, status: () => r, type: () => r, send: () => r };
      return r as never;
    };
    await catalog.serve(req, reply(), { shopOf: (x: { shopId: string }) => x.shopId }, load);
    await catalog.serve(req, reply(), { shopOf: (x: { shopId: string }) => x.shopId }, load);
    expect(catalog.stats().loads - before.loads).toBe(2);
    // Without an invalidation meanwhile, the second read is a hit.
    const quiet = async () => ({ shopId });
    await catalog.serve(req, reply(), { shopOf: (x: { shopId: string }) => x.shopId }, quiet);
    await catalog.serve(req, reply(), { shopOf: (x: { shopId: string }) => x.shopId }, quiet);
    expect(catalog.stats().loads - before.loads).toBe(3);
  });
});
