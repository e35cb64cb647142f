import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, product, shopWithAdmin, type Account } from '../../../test/support/cart-orders.js';
import { reviewAfterDelivery, sizeAndColourProducts } from '../../../test/support/sort-fixtures.js';

/** Issue 24 #2, #3: the shop page's sort orders and its size, colour and in-stock filters. */
describe(`shop product list: sort and variant filters (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let owner: Account;
  let shopId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    a = api(t);
    const s = await shopWithAdmin(t);
    owner = s.admin;
    shopId = s.shop.id;
    const at = (min: number) => new Date(Date.UTC(2026, 0, 1, 10, min));
    // Oldest first: rice (no discount), dal (10 % off), ghee (50 % off, sold out).
    ids.rice = (await product(t, shopId, { name: 'Rice', price: 80, createdAt: at(1) })).id;
    ids.dal = (await product(t, shopId, { name: 'Dal', price: 90, mrpPaise: 10_000, createdAt: at(2) })).id;
    ids.ghee = (await product(t, shopId, { name: 'Ghee', price: 500, mrpPaise: 100_000, quantity: 0, createdAt: at(3) })).id;
    const variants = await sizeAndColourProducts(t, owner, { sized: 'Shoe', lower: 'Kurta' }, { sizedMrp: 1500 });
    ids.shoe = variants.sized;
    ids.kurta = variants.lower;
  });
  afterAll(() => t.close());

  const names = async (query: string) => {
    const res = await a.call('GET', `/api/shops/${shopId}/products?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().items as { name: string }[]).map((p) => p.name);
  };

  it('keeps newest first without a sort, and with sort=newest', async () => {
    expect(await names('')).toEqual(['Kurta', 'Shoe', 'Ghee', 'Dal', 'Rice']);
    expect(await names('sort=newest')).toEqual(['Kurta', 'Shoe', 'Ghee', 'Dal', 'Rice']);
  });

  it('sorts by price either way, a multi-variant product by its lowest price', async () => {
    expect(await names('sort=price_asc')).toEqual(['Rice', 'Dal', 'Ghee', 'Kurta', 'Shoe']);
    expect(await names('sort=price_desc')).toEqual(['Shoe', 'Kurta', 'Ghee', 'Dal', 'Rice']);
  });

  it('sorts by discount off the MRP, the largest first, products without one last (newest first among them)', async () => {
    expect(await names('sort=discount')).toEqual(['Ghee', 'Shoe', 'Dal', 'Kurta', 'Rice']);
  });

  it('sorts by rating, rated products first and unrated ones newest first', async () => {
    await reviewAfterDelivery(t, owner, [
      [ids.dal!, 3],
      [ids.rice!, 5],
    ]);
    expect(await names('sort=rating')).toEqual(['Rice', 'Dal', 'Kurta', 'Shoe', 'Ghee']);
  });

  it('filters by size and colour across spellings and case, in stock meaning that variant in stock', async () => {
    expect(await names('size=8')).toEqual(['Kurta', 'Shoe']);
    expect(await names('size=8&inStock=true')).toEqual(['Kurta']);
    expect(await names('colour=RED')).toEqual(['Kurta', 'Shoe']);
    expect(await names('size=10&colour=blue')).toEqual(['Shoe']);
    expect(await names('size=10&colour=red')).toEqual([]);
    expect(await names('inStock=true&sort=price_asc')).toEqual(['Rice', 'Dal', 'Kurta', 'Shoe']);
    expect(await names('size=')).toEqual(['Kurta', 'Shoe', 'Ghee', 'Dal', 'Rice']);
  });

  it('lists the sizes and colours the shop sells, in a natural order, one spelling each', async () => {
    const res = await a.call('GET', `/api/shops/${shopId}/product-options`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sizes: ['7', '8', '10', 'M'], colours: ['Blue', 'Red'] });
    const plain = await shopWithAdmin(t);
    expect((await a.call('GET', `/api/shops/${plain.shop.id}/product-options`)).json()).toEqual({ sizes: [], colours: [] });
  });

  it('answers 400 with a message for a sort or filter it does not know', async () => {
    const bad = await a.call('GET', `/api/shops/${shopId}/products?sort=cheapest`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('sort must be one of newest, price_asc, price_desc, discount, rating');
    const long = await a.call('GET', `/api/shops/${shopId}/products?size=${'x'.repeat(41)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('size must be at most 40 characters');
    expect((await a.call('GET', `/api/shops/${shopId}/products?inStock=maybe`)).statusCode).toBe(400);
  });
});
