import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, product, shopWithAdmin, type Account } from '../../../test/support/cart-orders.js';

/**
 * Issue 26 #1: the product page and the cart show the return policy an order would be placed under now (the order
 * page already shows the one it was placed under). The product read is a cached catalog read, so a policy change
 * must reach it at once.
 */
describe(`the return policy on the product page and in the cart (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let admin: Account;
  let shopper: Account;
  let shopId: string;

  beforeAll(async () => {
    t = await createTestApp();
    a = api(t);
    const s = await shopWithAdmin(t);
    admin = s.admin;
    shopId = s.shop.id;
    shopper = await t.account('user');
  });
  afterAll(() => t.close());

  const policyOf = async (productId: string) => {
    const res = await a.call('GET', `/api/products/${productId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().returnPolicy;
  };

  it('says no returns until the shop sets a policy, then the policy, at once though the product is cached', async () => {
    const rice = await product(t, shopId, { name: 'Rice', quantity: 5 });
    expect(await policyOf(rice.id)).toEqual({ kind: 'none', days: 0 });
    expect(await policyOf(rice.id)).toEqual({ kind: 'none', days: 0 }); // now from the catalog cache
    expect((await a.call('PUT', '/api/admin/shop/return-policy', admin, { kind: 'return', days: 7 })).statusCode).toBe(200);
    expect(await policyOf(rice.id)).toEqual({ kind: 'return', days: 7 });
    expect((await a.call('PUT', '/api/admin/shop/return-policy', admin, { kind: 'replacement', days: 3 })).statusCode).toBe(200);
    expect(await policyOf(rice.id)).toEqual({ kind: 'replacement', days: 3 });
  });

  it('says no returns for a product sold as not returnable, whatever the shop’s policy', async () => {
    const milk = await product(t, shopId, { name: 'Milk', quantity: 5, returnable: false });
    expect(await policyOf(milk.id)).toEqual({ kind: 'none', days: 0 });
  });

  it("gives the cart each shop's policy, and marks only the lines sold as not returnable", async () => {
    const other = await shopWithAdmin(t);
    const dal = await product(t, shopId, { name: 'Dal', quantity: 5 });
    const curd = await product(t, shopId, { name: 'Curd', quantity: 5, returnable: false });
    const saree = await product(t, other.shop.id, { name: 'Saree', quantity: 5 });
    for (const p of [dal, curd, saree]) expect((await a.add(shopper, p.id, 1)).statusCode).toBe(200);
    const cart = (await a.cart(shopper)).json();
    expect(cart.shops.map((s: { shopId: string; returnPolicy: unknown }) => [s.shopId, s.returnPolicy])).toEqual(
      expect.arrayContaining([
        [shopId, { kind: 'replacement', days: 3 }],
        [other.shop.id, { kind: 'none', days: 0 }],
      ]),
    );
    const line = (id: string) => cart.items.find((i: { productId: string }) => i.productId === id);
    expect(line(curd.id).returnable).toBe(false);
    // The spec's cart line keeps its shape for everything else.
    expect('returnable' in line(dal.id)).toBe(false);
    expect('returnable' in line(saree.id)).toBe(false);
  });
});
