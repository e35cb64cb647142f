import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { insertProduct, insertShop } from '../../../test/support/fixtures.js';

/** Issue 22 #14: the home page shows products, not only shops — the newest in stock, of active shops. */
describe(`GET /api/products/latest (${ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the newest products in stock with their shop, never sold-out ones or a deactivated shop’s', async () => {
    const db = t.database.db;
    const open = await insertShop(db, (await t.account('admin')).id, { name: 'Open Shop', location: 'Jaipur' });
    const closed = await insertShop(db, (await t.account('admin')).id, { name: 'Closed Shop', active: false });
    const at = (m: number) => new Date(Date.UTC(2026, 10, 1, 0, m));
    await insertProduct(db, open.id, { name: 'Old Atta 5 kg', quantity: 3, createdAt: at(1) });
    await insertProduct(db, open.id, { name: 'Sold Out Ghee', quantity: 0, createdAt: at(2) });
    await insertProduct(db, closed.id, { name: 'Hidden Rice', quantity: 9, createdAt: at(3) });
    await insertProduct(db, open.id, { name: 'New Chana Dal', quantity: 5, createdAt: at(4) });
    const res = await t.app.inject({ url: '/api/products/latest' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{ name: string; inStock: boolean; shop: { name: string; location: string } }>;
    expect(list.map((p) => p.name)).toEqual(['New Chana Dal', 'Old Atta 5 kg']);
    expect(list[0]!.shop).toMatchObject({ name: 'Open Shop', location: 'Jaipur' });
    expect((await t.app.inject({ url: '/api/products/latest?limit=1' })).json()).toHaveLength(1);
  });

  it('refuses a bad limit with a 400 naming it', async () => {
    const res = await t.app.inject({ url: '/api/products/latest?limit=500' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/limit/);
  });
});
