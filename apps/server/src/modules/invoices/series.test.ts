import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentSeries, taxDocuments } from '../../db/schema.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, product } from '../../../test/support/cart-orders.js';
import { insertShop } from '../../../test/support/fixtures.js';

const PUNE = { name: 'Asha Rao', phone: '9876543210', line1: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };
/** One registration, two storefronts (decision 036). */
const SHARED_GSTIN = '27AAPFU0939F1ZV';

/**
 * Issue 21 #5: one series per GSTIN per financial year (per shop for a shop without one), whose prefix is fixed at
 * the year's first document; and the weak spot: numbers widen past 999,999 invoices / 99,999 credit notes.
 */
describe(`document series per GSTIN, prefix fixed for the year (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let now = new Date('2026-11-23T06:30:00Z');

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    a = api(t);
  });
  afterAll(() => t.close());

  async function placeOrder(shopId: string): Promise<string> {
    const shopper = await t.account('user', { name: 'Asha Rao' });
    const p = await product(t, shopId, { price: 118, quantity: 1000, hsnCode: '1006', gstRateBp: 500 });
    expect((await a.add(shopper, p.id, 1)).statusCode).toBe(200);
    const res = await a.call('POST', '/api/orders', shopper, { deliveryAddress: PUNE });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().orders[0]._id as string;
  }

  const confirm = async (admin: Parameters<typeof a.setStatus>[0], orderId: string) => {
    const res = await a.setStatus(admin, orderId, 'Confirmed');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().order.invoiceNumber as string;
  };

  it('two shops of one GSTIN share one series: confirmed at once, every number is used once, none repeats', async () => {
    const [ownerA, ownerB] = [await t.account('admin'), await t.account('admin')];
    const shopA = await insertShop(t.database.db, ownerA.id, { name: 'Sharma Kirana Stores', gstnumber: SHARED_GSTIN });
    const shopB = await insertShop(t.database.db, ownerB.id, { name: 'Sharma Kirana Sweets', gstnumber: SHARED_GSTIN });
    const first = await confirm(ownerA, await placeOrder(shopA.id));
    expect(first).toBe('SKS/2627/000001');
    // The second shop continues the GSTIN's series (with the prefix the year started with), not a series of its own.
    expect(await confirm(ownerB, await placeOrder(shopB.id))).toBe('SKS/2627/000002');

    const jobs: Array<{ owner: typeof ownerA; orderId: string }> = [];
    for (let i = 0; i < 20; i++)
      jobs.push(i % 2 ? { owner: ownerB, orderId: await placeOrder(shopB.id) } : { owner: ownerA, orderId: await placeOrder(shopA.id) });
    const numbers = await Promise.all(jobs.map((j) => confirm(j.owner, j.orderId)));
    expect(numbers.map((n) => Number(n.split('/')[2])).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 3));
    const rows = await t.database.db
      .select({ number: taxDocuments.number, shopId: taxDocuments.shopId })
      .from(taxDocuments)
      .where(and(eq(taxDocuments.seriesKey, `gstin:${SHARED_GSTIN}`), eq(taxDocuments.series, 'invoice')));
    expect(rows).toHaveLength(22);
    expect(new Set(rows.map((r) => r.number)).size).toBe(22);
    expect(new Set(rows.map((r) => r.shopId))).toEqual(new Set([shopA.id, shopB.id]));

    // Their credit notes share the GSTIN's credit-note series too.
    const refuse = (owner: typeof ownerA, orderId: string) =>
      a.call('PATCH', `/api/admin/orders/${orderId}/status`, owner, { status: 'Refused', reason: 'not_reachable' });
    const cnA = await refuse(ownerA, jobs[0]!.orderId);
    const cnB = await refuse(ownerB, jobs[1]!.orderId);
    expect([cnA.statusCode, cnB.statusCode]).toEqual([200, 200]);
    expect([cnA.json().order.creditNoteNumber, cnB.json().order.creditNoteNumber]).toEqual(['SKS/2627/C00001', 'SKS/2627/C00002']);
  }, 120_000);

  it('keeps the year’s prefix when the shop is renamed; the new name shows from the next financial year', async () => {
    const owner = await t.account('admin');
    const shop = await insertShop(t.database.db, owner.id, { name: 'Aditya Bhandar General' });
    const later = [await placeOrder(shop.id), await placeOrder(shop.id)];
    expect(await confirm(owner, await placeOrder(shop.id))).toBe('ABG/2627/000001');
    await t.database.db.execute(sql`update shops set name = 'Zeenat Traders' where id = ${shop.id}`);
    expect(await confirm(owner, later[0]!)).toBe('ABG/2627/000002');
    try {
      now = new Date('2027-04-01T04:00:00Z');
      expect(await confirm(owner, later[1]!)).toBe('ZT/2728/000001');
    } finally {
      now = new Date('2026-11-23T06:30:00Z');
    }
  });

  it('a shop without a GSTIN has a series of its own', async () => {
    const [o1, o2] = [await t.account('admin'), await t.account('admin')];
    const s1 = await insertShop(t.database.db, o1.id, { name: 'Ram Lal', gstRegistration: 'unregistered', gstnumber: null });
    const s2 = await insertShop(t.database.db, o2.id, { name: 'Ram Lal', gstRegistration: 'unregistered', gstnumber: null });
    expect(await confirm(o1, await placeOrder(s1.id))).toBe('RL/2627/000001');
    expect(await confirm(o2, await placeOrder(s2.id))).toBe('RL/2627/000001');
    expect(await confirm(o1, await placeOrder(s1.id))).toBe('RL/2627/000002');
    const keys = await t.database.db.select({ k: taxDocuments.seriesKey }).from(taxDocuments).where(eq(taxDocuments.shopId, s2.id));
    expect(keys).toEqual([{ k: `shop:${s2.id}` }]);
  });

  it('numbers past 999,999 invoices and 99,999 credit notes a year widen instead of failing the confirmation', async () => {
    const owner = await t.account('admin');
    const shop = await insertShop(t.database.db, owner.id, { name: 'Mahalaxmi' });
    const orders = [await placeOrder(shop.id), await placeOrder(shop.id)];
    expect(await confirm(owner, orders[0]!)).toBe('MAH/2627/000001');
    const key = `gstin:${shop.gstnumber}`;
    // As if the year had already issued 999,999 invoices and 99,999 credit notes.
    await t.database.db
      .update(documentSeries)
      .set({ lastNumber: 999_999 })
      .where(and(eq(documentSeries.seriesKey, key), eq(documentSeries.series, 'invoice')));
    await t.database.db.insert(documentSeries).values({ seriesKey: key, fy: '2627', series: 'credit_note', prefix: 'MAH', lastNumber: 99_999 });
    expect(await confirm(owner, orders[1]!)).toBe('MAH/2627/1000000');
    const refused = await a.call('PATCH', `/api/admin/orders/${orders[1]}/status`, owner, { status: 'Refused', reason: 'not_reachable' });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().order.creditNoteNumber).toBe('MAH/2627/C100000');
  });
});
