import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/rows.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { product, shopWithAdmin } from '../../../test/support/cart-orders.js';

/**
 * Decision 114 (migration 0071): each product's search row carries copies of what ranking, filtering and counting
 * read (shop, name, category, price, in stock, stars, age, the shop being listed, the variants' sizes and colours),
 * so a search reads no product or shop for its match. Triggers keep them; a copy that drifts would rank, filter or
 * count wrongly without any error. Every write here goes through plain SQL, as any writer could.
 */
describe(`search rows follow products, shops and variants (${ENGINE})`, () => {
  let t: TestApp;
  let shopId: string;
  let productId: string;
  const run = (q: ReturnType<typeof sql>) => t.database.db.execute(q);

  /** Products whose search row differs from what the products, shops and variants say (or that have none). */
  const drift = async () =>
    rows<{ id: string; name: string }>(
      t.database.db,
      sql`select p.id, p.name from products p join shops s on s.id = p.shop_id left join search_docs d on d.product_id = p.id
          where d.product_id is null or d.shop_id is distinct from p.shop_id or d.name <> p.name or d.category <> p.category
            or d.price_paise <> p.price_paise or d.in_stock <> (p.quantity > 0) or d.avg_stars is distinct from p.avg_stars
            or d.created_at <> p.created_at or d.listed <> s.active
            or array(select x from unnest(d.options) x order by x) <> array(
              select distinct (case when lower(o.key) = 'size' then 'size' else 'colour' end) || ':' || o.value as x
              from product_variants v cross join jsonb_each_text(v.options) o
              where v.product_id = p.id and v.archived_at is null and lower(o.key) in ('size', 'colour', 'color') order by x)`,
    );
  const hits = async (url: string) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      products: { items: Array<{ _id: string; name: string }>; total: number };
      facets: { size: Array<{ value: string; count: number }>; colour: Array<{ value: string; count: number }> };
    };
  };
  const variant = async (options: Record<string, string>) => {
    const id = randomUUID();
    await run(sql`insert into product_variants (id, product_id, shop_id, sku, options, price_paise, quantity)
      values (${id}, ${productId}, ${shopId}, ${`SKU-${id.slice(0, 8)}`}, ${JSON.stringify(options)}::jsonb, 50000, 5)`);
    return id;
  };

  beforeAll(async () => {
    // Plain SQL writes do not bump the catalog cache (decision 111): each search here is read from the database.
    t = await createTestApp({ catalogCache: { enabled: false } });
    const s = await shopWithAdmin(t);
    shopId = s.shop.id;
    productId = (await product(t, shopId, { name: 'Kesar Sandal Soap', price: 45, quantity: 3 })).id;
    await product(t, shopId, { name: 'Neem Sandal Soap', price: 40, quantity: 3 });
  });
  afterAll(() => t.close());

  it('holds each copy from the insert', async () => {
    expect(await drift()).toEqual([]);
    expect((await hits('/api/search?q=sandal%20soap')).products.total).toBe(2);
  });

  it('follows the price, the name and the category', async () => {
    await run(sql`update products set price_paise = 150000 where id = ${productId}`);
    expect(await drift()).toEqual([]);
    const dear = await hits('/api/search?q=sandal%20soap&price=1000%2B');
    expect(dear.products.items.map((p) => p.name)).toEqual(['Kesar Sandal Soap']);
    await run(sql`update products set name = 'Kesar Chandan Soap', category = 'Other' where id = ${productId}`);
    expect(await drift()).toEqual([]);
    expect((await hits('/api/search?q=kesar&category=Other')).products.total).toBe(1);
  });

  it('follows the stock when it runs out and comes back, and the stars', async () => {
    await run(sql`update products set quantity = 0 where id = ${productId}`);
    expect(await drift()).toEqual([]);
    // Sold out ranks after in stock among name matches.
    expect((await hits('/api/search?q=soap')).products.items.map((p) => p.name)).toEqual(['Neem Sandal Soap', 'Kesar Chandan Soap']);
    await run(sql`update products set quantity = 7 where id = ${productId}`);
    await run(sql`update products set avg_stars = 4.5 where id = ${productId}`);
    expect(await drift()).toEqual([]);
    // Back in stock and rated: first by rating (the other has no reviews).
    expect((await hits('/api/search?q=soap&sort=rating')).products.items.map((p) => p.name)).toEqual(['Kesar Chandan Soap', 'Neem Sandal Soap']);
    await run(sql`update products set avg_stars = null where id = ${productId}`);
    expect(await drift()).toEqual([]);
    expect((await hits('/api/search?q=soap&sort=rating')).products.items.map((p) => p.name)).toEqual(['Neem Sandal Soap', 'Kesar Chandan Soap']);
  });

  it('follows the shop being delisted and listed again', async () => {
    await run(sql`update shops set active = false where id = ${shopId}`);
    expect(await drift()).toEqual([]);
    expect((await hits('/api/search?q=soap')).products.total).toBe(0);
    await run(sql`update shops set active = true where id = ${shopId}`);
    expect(await drift()).toEqual([]);
    expect((await hits('/api/search?q=soap')).products.total).toBe(2);
  });

  it('follows the variants’ sizes and colours: added, re-optioned, archived and removed', async () => {
    const big = await variant({ Size: 'L', Colour: 'Red' });
    await variant({ size: 'M', Color: 'Blue' });
    await variant({}); // a default variant: no size, no colour
    expect(await drift()).toEqual([]);
    let found = await hits('/api/search?q=soap');
    expect(found.facets.size).toEqual([
      { value: 'L', label: 'L', count: 1 },
      { value: 'M', label: 'M', count: 1 },
    ]);
    expect(found.facets.colour.map((c) => c.value)).toEqual(['Blue', 'Red']);
    await run(sql`update product_variants set options = '{"Size": "XL", "Colour": "Red"}'::jsonb where id = ${big}`);
    expect(await drift()).toEqual([]);
    expect((await hits('/api/search?q=soap&size=xl')).products.items.map((p) => p._id)).toEqual([productId]);
    await run(sql`update product_variants set archived_at = now() where id = ${big}`);
    expect(await drift()).toEqual([]);
    found = await hits('/api/search?q=soap');
    expect(found.facets.size.map((s) => s.value)).toEqual(['M']);
    await run(sql`delete from product_variants where product_id = ${productId}`);
    expect(await drift()).toEqual([]);
    expect((await hits('/api/search?q=soap')).facets.colour).toEqual([]);
  });

  it('has nothing to drift when the product is deleted', async () => {
    await run(sql`delete from products where id = ${productId}`);
    expect(await drift()).toEqual([]);
    const [left] = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from search_docs where product_id = ${productId}`);
    expect(left!.n).toBe(0);
  });
});
