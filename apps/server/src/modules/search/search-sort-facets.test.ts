import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { product, shopWithAdmin, type Account } from '../../../test/support/cart-orders.js';
import { reviewAfterDelivery, sizeAndColourProducts } from '../../../test/support/sort-fixtures.js';

interface Facet {
  value: string;
  label: string;
  count: number;
}
interface Reply {
  products: { items: Array<{ name: string; price: number }>; total: number };
  facets: Record<'category' | 'shop' | 'price' | 'size' | 'colour', Facet[]>;
}

/** Issue 25 #3 with decision 088's orders and filters: GET /api/search's `sort`, and its size and colour facets. */
describe(`GET /api/search: sort, size and colour (${ENGINE})`, () => {
  let t: TestApp;
  let owner: Account;
  let shopId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const s = await shopWithAdmin(t);
    owner = s.admin;
    shopId = s.shop.id;
    const at = (min: number) => new Date(Date.UTC(2026, 0, 1, 10, min));
    // Oldest first: canvas shoes (no MRP), running shoes (10 % off, rated 5), leather shoes (50 % off, rated 3).
    await product(t, shopId, { name: 'Canvas Shoes', category: 'Clothing', price: 800, createdAt: at(1) });
    const running = await product(t, shopId, { name: 'Running Shoes', category: 'Clothing', price: 900, mrpPaise: 100_000, createdAt: at(2) });
    const leather = await product(t, shopId, { name: 'Leather Shoes', category: 'Clothing', price: 2500, mrpPaise: 500_000, createdAt: at(3) });
    await reviewAfterDelivery(t, owner, [
      [running.id, 5],
      [leather.id, 3],
    ]);
    await sizeAndColourProducts(t, owner, { sized: 'Sports Shoes', lower: 'Kids Shoes' });
  });
  afterAll(() => t.close());

  const search = async (qs: string): Promise<Reply> => {
    const res = await t.app.inject({ url: `/api/search?q=shoes&${qs}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Reply;
  };
  const names = async (qs: string) => (await search(qs)).products.items.map((h) => h.name);

  it('orders by the shop page’s sorts, each ending newest first', async () => {
    expect(await names('sort=newest')).toEqual(['Kids Shoes', 'Sports Shoes', 'Leather Shoes', 'Running Shoes', 'Canvas Shoes']);
    expect(await names('sort=price_asc')).toEqual(['Kids Shoes', 'Canvas Shoes', 'Running Shoes', 'Sports Shoes', 'Leather Shoes']);
    expect(await names('sort=price_desc')).toEqual(['Leather Shoes', 'Sports Shoes', 'Running Shoes', 'Canvas Shoes', 'Kids Shoes']);
    expect((await names('sort=discount')).slice(0, 2)).toEqual(['Leather Shoes', 'Running Shoes']);
    expect((await names('sort=rating')).slice(0, 2)).toEqual(['Running Shoes', 'Leather Shoes']);
    // The default is relevance: every name holds "shoes" alike, so in stock and the newest decide.
    expect(await names('')).toEqual(await names('sort=relevance'));
  });

  it('counts sizes and colours of the matching products’ live variants, in natural order, any case once', async () => {
    const r = await search('');
    expect(r.facets.size).toEqual([
      { value: '7', label: '7', count: 1 },
      { value: '8', label: '8', count: 2 },
      { value: '10', label: '10', count: 1 },
      { value: 'M', label: 'M', count: 1 },
    ]);
    expect(r.facets.colour).toEqual([
      { value: 'Blue', label: 'Blue', count: 1 },
      { value: 'Red', label: 'Red', count: 2 },
    ]);
    // Facets count the whole match: a size filter narrows the hits, not the counts.
    expect((await search('size=10')).facets.size).toEqual(r.facets.size);
  });

  it('answers the count and facets with any page: past the last, or narrowed to nothing (one statement, decision 096)', async () => {
    const all = await search('');
    const past = await search('page=9');
    expect(past.products.items).toEqual([]);
    expect(past.products.total).toBe(5);
    expect(past.facets).toEqual(all.facets);
    const none = await search('size=42');
    expect(none.products.total).toBe(0);
    expect(none.facets).toEqual(all.facets);
    expect(all.facets.price.reduce((n, p) => n + p.count, 0)).toBe(5);
    expect(all.facets.category).toEqual([{ value: 'Clothing', label: 'Clothing', count: 5 }]);
  });

  it('narrows the hits by size and colour (any case, either spelling of Colour) and keeps sorting them', async () => {
    expect(await names('size=8&sort=price_asc')).toEqual(['Kids Shoes', 'Sports Shoes']);
    expect(await names('colour=RED&sort=price_asc')).toEqual(['Kids Shoes', 'Sports Shoes']);
    expect(await names('size=10&colour=blue')).toEqual(['Sports Shoes']);
    expect(await names('size=10&colour=red')).toEqual([]);
    expect((await search('size=42')).products.total).toBe(0);
    expect((await search('size=')).products.total).toBe(5);
  });

  it('refuses a sort it does not know and an over-long size with 400 and a message', async () => {
    for (const [qs, msg] of [
      ['sort=cheapest', 'sort must be one of relevance, newest, price_asc, price_desc, discount, rating'],
      [`size=${'x'.repeat(41)}`, 'size must be at most 40 characters'],
      [`colour=${'x'.repeat(41)}`, 'colour must be at most 40 characters'],
    ] as const) {
      const res = await t.app.inject({ url: `/api/search?q=shoes&${qs}` });
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().message, qs).toContain(msg);
    }
  });
});
