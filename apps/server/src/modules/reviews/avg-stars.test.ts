import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/rows.js';
import { products } from '../../db/schema.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, product, shopWithAdmin, type Account } from '../../../test/support/cart-orders.js';

/**
 * Issue 25 (migration 0060): a product's average stars is a column kept by a trigger on reviews, read by search's
 * ranking and the shop page's "Best rated" sort instead of a sub-query per product. It must always equal
 * avg(stars) of the product's visible reviews, and a rating alone must not move the product's updated_at (ONDC's
 * incremental catalog lists changed products).
 */
describe(`products.avg_stars kept by reviews (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let owner: Account;
  let superadmin: Account;
  let shopId: string;
  let dal: string;

  const stored = async (id: string) => {
    const [row] = await t.database.db.select({ avg: products.avgStars, updatedAt: products.updatedAt }).from(products).where(eq(products.id, id));
    return { avg: row!.avg === null ? null : Number(row!.avg), updatedAt: row!.updatedAt.getTime() };
  };
  /** What the column must equal: avg(stars) of the visible reviews, computed here from the reviews themselves. */
  const expected = async (id: string) => {
    const [row] = await rows<{ avg: number | null }>(
      t.database.db,
      sql`select avg(stars)::float8 as avg from reviews where product_id = ${id} and hidden_at is null`,
    );
    const avg = row!.avg;
    return avg === null ? null : Number(avg);
  };

  /** A delivered order of `dal` by a new shopper, who then rates it. */
  const rate = async (stars: number): Promise<string> => {
    const shopper = await t.account('user');
    await a.add(shopper, dal);
    const placed = await a.order(shopper);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().orders[0]._id as string;
    for (const s of ['Confirmed', 'Delivered']) expect((await a.setStatus(owner, orderId, s)).statusCode).toBe(200);
    const res = await a.call('POST', '/api/reviews', shopper, { orderId, productId: dal, stars });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().review._id as string;
  };

  beforeAll(async () => {
    t = await createTestApp();
    a = api(t);
    const s = await shopWithAdmin(t);
    owner = s.admin;
    shopId = s.shop.id;
    superadmin = await t.account('superadmin');
    dal = (await product(t, shopId, { name: 'Dal', price: 90, quantity: 50 })).id;
  });
  afterAll(() => t.close());

  it('is null without reviews, follows each new review, and leaves updated_at alone', async () => {
    expect(await stored(dal)).toMatchObject({ avg: null });
    await rate(5);
    const before = await stored(dal);
    const second = await rate(2);
    const after = await stored(dal);
    expect(after.avg).toBeCloseTo(3.5, 10);
    expect(after.avg).toBeCloseTo((await expected(dal))!, 10);
    // A change of stars alone (no order, no stock taken) moves the average and not updated_at.
    await t.database.db.execute(sql`update reviews set stars = 4 where id = ${second}`);
    const afterEdit = await stored(dal);
    expect(afterEdit.avg).toBeCloseTo(4.5, 10);
    expect(afterEdit.updatedAt).toBe(after.updatedAt);
    expect(before.avg).toBe(5);
  });

  it('leaves out a hidden review and takes it back when shown again', async () => {
    const third = await rate(1);
    const all = (await stored(dal)).avg!;
    expect(all).toBeCloseTo((await expected(dal))!, 10);
    const hide = await a.call('PATCH', `/api/superadmin/reviews/${third}`, superadmin, { hidden: true });
    expect(hide.statusCode, hide.body).toBe(200);
    expect((await stored(dal)).avg).toBeCloseTo(4.5, 10);
    expect((await stored(dal)).avg).toBeCloseTo((await expected(dal))!, 10);
    expect((await a.call('PATCH', `/api/superadmin/reviews/${third}`, superadmin, { hidden: false })).statusCode).toBe(200);
    expect((await stored(dal)).avg).toBeCloseTo(all, 10);
  });

  it('goes back to null when the last visible review is deleted', async () => {
    await t.database.db.execute(sql`delete from reviews where product_id = ${dal}`);
    expect((await stored(dal)).avg).toBeNull();
  });
});
