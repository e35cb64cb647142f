import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, taxDocuments } from '../../src/db/schema.js';
import { rows } from '../../src/db/rows.js';
import { ENGINE } from '../support/harness.js';
import { twoInstances } from '../support/two-instances.js';
import { insertProduct, insertShop } from '../support/fixtures.js';
import { quickShoppers, type Who } from '../support/world.js';

const ADDRESS = 'Asha Rao, 9876543210, 411001, 12 MG Road, near the temple';

/**
 * Refused parcels (decision 022) across two server instances (two apps, two pools) on one PostgreSQL database:
 * whatever mix of refuse, cancel and deliver calls races on one order, one change wins, the stock comes back at
 * most once and an invoice gets at most one credit note.
 */
describe.runIf(ENGINE === 'postgres')('refusals racing across two server instances on one PostgreSQL database', () => {
  const pair = twoInstances('bazaar-refuse-race-');
  beforeAll(() => pair.open(), 60_000);
  afterAll(() => pair.close());

  const db = () => pair.database.db;
  const on = (i: number) => pair.on(i);
  const stockOf = async (id: string) => (await rows<{ quantity: number }>(db(), sql`select quantity from products where id = ${id}`))[0]!.quantity;
  const status = (i: number, who: Who, id: string, payload: Record<string, unknown>) =>
    on(i).inject({ method: 'PATCH', url: `/api/admin/orders/${id}/status`, headers: { cookie: who.cookie }, payload });
  const cancel = (i: number, who: Who, id: string) => on(i).inject({ method: 'PATCH', url: `/api/orders/${id}/cancel`, headers: { cookie: who.cookie } });
  const creditNotes = async (ids: string[]) =>
    db()
      .select({ orderId: taxDocuments.orderId })
      .from(taxDocuments)
      .where(and(inArray(taxDocuments.orderId, ids), eq(taxDocuments.series, 'credit_note')));

  async function world() {
    const [admin, shopper] = await quickShoppers(db(), 2);
    await db().execute(sql`update users set role = 'admin' where id = ${admin!.id}`);
    const shop = await insertShop(db(), admin!.id);
    return { admin: admin!, shopper: shopper!, shop };
  }

  /** An order of `qty` placed by `shopper` (alternating instances), optionally Confirmed. */
  async function placed(w: Awaited<ReturnType<typeof world>>, productId: string, qty: number, confirm: boolean) {
    expect(
      (await on(0).inject({ method: 'POST', url: '/api/cart/add', headers: { cookie: w.shopper.cookie }, payload: { itemId: productId, quantity: qty } }))
        .statusCode,
    ).toBe(200);
    const res = await on(1).inject({ method: 'POST', url: '/api/orders', headers: { cookie: w.shopper.cookie }, payload: { address: ADDRESS } });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().orders[0]._id as string;
    if (confirm) expect((await status(0, w.admin, id, { status: 'Confirmed' })).statusCode).toBe(200);
    return id;
  }

  it('20 concurrent refuse/cancel calls on a Confirmed order: one refusal, stock back once, one credit note', async () => {
    const w = await world();
    const p = await insertProduct(db(), w.shop.id, { quantity: 6 });
    const id = await placed(w, p.id, 6, true);
    expect(await stockOf(p.id)).toBe(0);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 4 === 0 ? cancel(i, i % 8 === 0 ? w.shopper : w.admin, id) : status(i, w.admin, id, { status: 'Refused', reason: 'refused_at_door' }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(
      codes.filter((c) => c === 200),
      codes.join(','),
    ).toHaveLength(1);
    expect(codes.every((c) => c === 200 || c === 409)).toBe(true);
    expect(await stockOf(p.id)).toBe(6);
    expect(await creditNotes([id])).toHaveLength(1);
    expect((await db().select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.s).toBe('Refused');
  }, 120_000);

  it('20 concurrent refuse/cancel calls on a Pending order: one cancel, stock back once, no credit note', async () => {
    const w = await world();
    const p = await insertProduct(db(), w.shop.id, { quantity: 5 });
    const id = await placed(w, p.id, 3, false);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? cancel(i, i % 4 === 1 ? w.shopper : w.admin, id) : status(i, w.admin, id, { status: 'Refused' }))),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 200)[0]!.json().order.status).toBe('Cancelled');
    expect(await stockOf(p.id)).toBe(5);
    expect(await creditNotes([id])).toHaveLength(0);
  }, 120_000);

  it('refuse racing deliver on 10 Confirmed orders: one wins each; stock and credit notes follow the winner', async () => {
    const w = await world();
    const p = await insertProduct(db(), w.shop.id, { quantity: 100 });
    const ids: string[] = [];
    for (let k = 0; k < 10; k++) ids.push(await placed(w, p.id, 2, true));
    expect(await stockOf(p.id)).toBe(80);
    const results = await Promise.all(
      ids.flatMap((id, k) =>
        Array.from({ length: 6 }, (_, i) => status(i + k, w.admin, id, i % 2 ? { status: 'Delivered' } : { status: 'Refused', reason: 'other' })),
      ),
    );
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    const final = await db().select({ id: orders.id, s: orders.status }).from(orders).where(inArray(orders.id, ids));
    const refused = final.filter((o) => o.s === 'Refused').map((o) => o.id);
    expect(final.every((o) => o.s === 'Refused' || o.s === 'Delivered')).toBe(true);
    expect(await stockOf(p.id)).toBe(80 + 2 * refused.length);
    expect((await creditNotes(ids)).map((c) => c.orderId).sort()).toEqual([...refused].sort());
  }, 180_000);
});
