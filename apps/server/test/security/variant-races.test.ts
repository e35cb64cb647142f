import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants, products } from '../../src/db/schema.js';
import { newId } from '../../src/lib/ids.js';
import { rows } from '../../src/db/rows.js';
import { ENGINE } from '../support/harness.js';
import { twoInstances } from '../support/two-instances.js';
import { insertProduct, insertShop } from '../support/fixtures.js';
import { quickShoppers } from '../support/world.js';

const ADDRESS = 'Asha Rao, 9876543210, 411001, 12 MG Road, near the temple';

/**
 * Issue 24 #1 (decision 072): stock per variant across two server instances (two apps, two pools) on one
 * PostgreSQL database. Shoppers race for the last units of one variant while others buy its sibling: each variant
 * sells exactly its own stock, and the product's total is the sum of its variants'.
 */
describe.runIf(ENGINE === 'postgres')('variant stock racing across two server instances', () => {
  const pair = twoInstances('bazaar-variant-race-');
  beforeAll(() => pair.open(), 60_000);
  afterAll(() => pair.close());
  const db = () => pair.database.db;

  it('sells 3 of size 7 and 5 of size 8 to exactly 3 and 5 of 24 shoppers', async () => {
    const [admin, ...shoppers] = await quickShoppers(db(), 25);
    await db().execute(sql`update users set role = 'admin' where id = ${admin!.id}`);
    const shop = await insertShop(db(), admin!.id);
    const p = await insertProduct(db(), shop.id, { name: 'Sandal', quantity: 8, options: [{ name: 'Size', values: ['7', '8'] }] });
    const [s7, s8] = [newId(), newId()];
    await db()
      .insert(productVariants)
      .values([
        { id: s7, productId: p.id, shopId: shop.id, sku: 'SD-7', options: { Size: '7' }, pricePaise: 10_000, quantity: 3 },
        { id: s8, productId: p.id, shopId: shop.id, sku: 'SD-8', options: { Size: '8' }, pricePaise: 10_000, quantity: 5, position: 1 },
      ]);
    const wants = shoppers.map((_, i) => (i % 2 === 0 ? s7 : s8));
    for (const [i, u] of shoppers.entries()) {
      const res = await pair
        .on(i)
        .inject({ method: 'POST', url: '/api/cart/add', headers: { cookie: u.cookie }, payload: { itemId: p.id, variantId: wants[i], quantity: 1 } });
      expect(res.statusCode).toBe(200);
    }
    const results = await Promise.all(
      shoppers.map((u, i) => pair.on(i + 1).inject({ method: 'POST', url: '/api/orders', headers: { cookie: u.cookie }, payload: { address: ADDRESS } })),
    );
    const won = (v: string) => results.filter((r, i) => wants[i] === v && r.statusCode === 201).length;
    expect(won(s7)).toBe(3);
    expect(won(s8)).toBe(5);
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    const left = await rows<{ id: string; quantity: number }>(db(), sql`select id, quantity from product_variants where product_id = ${p.id}`);
    expect(left.every((v) => v.quantity === 0)).toBe(true);
    const [total] = await rows<{ quantity: number }>(db(), sql`select quantity from ${products} where id = ${p.id}`);
    expect(total!.quantity).toBe(0);
  });
});
