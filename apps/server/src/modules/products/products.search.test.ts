import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { insertProduct, insertShop } from '../../../test/support/fixtures.js';
import { shops } from '../../db/schema.js';
import { SEARCH_BUSY } from '../../lib/search-guard.js';

/** Issue 10 #18: GET /api/products/search — products of every active shop, bounded like the shop search. */
describe(`product search across shops (${ENGINE})`, () => {
  let t: TestApp;
  let jaipur: { id: string; name: string };
  let pune: { id: string; name: string };
  let closed: { id: string; name: string };

  beforeAll(async () => {
    // One search at a time and none waiting: the tests run one by one, and the last one fills the slot.
    t = await createTestApp({ search: { concurrency: 1, queue: 0 } });
    const db = t.database.db;
    const admins = [await t.account('admin'), await t.account('admin'), await t.account('admin')];
    jaipur = await insertShop(db, admins[0]!.id, { name: 'Sharma Kirana', location: 'Jaipur' });
    pune = await insertShop(db, admins[1]!.id, { name: 'Pune Grocers', location: 'Pune' });
    closed = await insertShop(db, admins[2]!.id, { name: 'Closed Mart', location: 'Pune' });
    await insertProduct(db, jaipur.id, { name: 'Basmati Rice 5 kg', price: 650, quantity: 10 });
    await insertProduct(db, jaipur.id, { name: 'Brown rice', price: 120, quantity: 0 });
    await insertProduct(db, pune.id, { name: 'Rice Flour', price: 60, quantity: 3 });
    await insertProduct(db, pune.id, { name: 'Atta 10 kg', price: 420, quantity: 8 });
    await insertProduct(db, pune.id, { name: '100% Pure Ghee', price: 620, quantity: 8 });
    await insertProduct(db, closed.id, { name: 'Rice Bran Oil', price: 200, quantity: 5 });
    await db.update(shops).set({ active: false }).where(eq(shops.id, closed.id));
  });
  afterAll(() => t.close());

  const search = async (qs: string) => {
    const res = await t.app.inject({ url: `/api/products/search?${qs}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('finds products of every active shop by name, any case, in stock first, names starting with the term next', async () => {
    const page = await search('q=RICE');
    expect(page.items.map((p: { name: string }) => p.name)).toEqual(['Rice Flour', 'Basmati Rice 5 kg', 'Brown rice']);
    expect(page).toMatchObject({ total: 3, page: 1, totalPages: 1 });
    expect(page.items[0]).toMatchObject({ shopId: pune.id, inStock: true, price: 60, shop: { _id: pune.id, name: 'Pune Grocers', location: 'Pune' } });
    expect(page.items[2]).toMatchObject({ inStock: false, quantity: 0, shop: { name: 'Sharma Kirana' } });
  });

  it('inStock=true leaves sold-out products out; a deactivated shop’s products never show', async () => {
    expect((await search('q=rice&inStock=true')).items.map((p: { name: string }) => p.name)).toEqual(['Rice Flour', 'Basmati Rice 5 kg']);
    expect((await search('q=bran')).total).toBe(0);
  });

  it('pages, and treats % and _ literally', async () => {
    const first = await search('q=rice&limit=2');
    expect(first).toMatchObject({ total: 3, totalPages: 2, pageSize: 2 });
    const second = await search('q=rice&limit=2&page=2');
    expect(second.items.map((p: { name: string }) => p.name)).toEqual(['Brown rice']);
    expect((await search('q=100%25')).items.map((p: { name: string }) => p.name)).toEqual(['100% Pure Ghee']);
    expect((await search('q=%25%25')).total).toBe(0);
    expect((await search('q=__')).total).toBe(0);
  });

  it('is bounded: a term of 2–100 characters, at most 48 a page, inStock true or false — else 400 with a message', async () => {
    for (const [qs, msg] of [
      ['', 'Type what you are looking for'],
      ['q=r', 'at least 2 letters'],
      [`q=${'x'.repeat(101)}`, 'at most 100 characters'],
      ['q=rice&limit=49', 'limit must be at most 48'],
      ['q=rice&inStock=yes', 'inStock must be true or false'],
      ['q=rice&page=0', 'page must be at least 1'],
    ] as const) {
      const res = await t.app.inject({ url: `/api/products/search?${qs}` });
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().message, qs).toContain(msg);
    }
  });

  it('goes through the search guard: a full queue answers 503 with a message', async () => {
    let release: (() => void) | undefined;
    const held = t.app.ctx.search.run(() => new Promise<void>((r) => (release = r)));
    try {
      const res = await t.app.inject({ url: '/api/products/search?q=anything' });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(SEARCH_BUSY);
    } finally {
      // On PostgreSQL the held search starts inside a transaction, a moment after taking the slot.
      for (let i = 0; i < 500 && !release; i++) await new Promise((r) => setTimeout(r, 10));
      release?.();
      await held;
    }
    expect((await t.app.inject({ url: '/api/products/search?q=rice' })).statusCode).toBe(200);
  });
});
