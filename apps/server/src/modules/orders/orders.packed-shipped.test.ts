import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tooLateToCancel } from './order-status.service.js';
import { ledgerEntries, orders, taxDocuments } from '../../db/schema.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, product, shopWithAdmin, stockOf, type Account } from '../../../test/support/cart-orders.js';

const ADDRESS = 'Asha Rao, 9876543210, 411001, 12 MG Road, near the temple';

/** Packed and Shipped ("Out for delivery") between Confirmed and Delivered, for every order (issue 29 #1). */
describe(`packed and shipped orders (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let shop: { id: string };
  let admin: Account;
  let customer: Account;

  beforeAll(async () => {
    t = await createTestApp();
    a = api(t);
    ({ shop, admin } = await shopWithAdmin(t));
    customer = await t.account('user', { name: 'Ravi Kumar' });
  });
  afterAll(() => t.close());

  /** A one-item order (qty 2 of stock 10 at ₹100), moved along `steps` by the shop's owner. */
  async function orderThrough(...steps: string[]) {
    const p = await product(t, shop.id, { quantity: 10, price: 100 });
    expect((await a.add(customer, p.id, 2)).statusCode).toBe(200);
    const res = await a.order(customer);
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.json().orders[0]._id as string;
    for (const step of steps) {
      const r = await a.setStatus(admin, orderId, step);
      expect(r.statusCode, `${step}: ${r.body}`).toBe(200);
    }
    return { orderId, productId: p.id };
  }
  const row = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  it('stamps packedAt and shippedAt, shows them on the order and keeps the address visible to the shop', async () => {
    const { orderId } = await orderThrough('Confirmed');
    const packed = await a.setStatus(admin, orderId, 'Packed');
    expect(packed.json()).toMatchObject({
      message: 'Order marked as Packed',
      order: { status: 'Packed', address: ADDRESS, customerPhone: '9876543210', shippedAt: null },
    });
    expect(packed.json().order.packedAt).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    const shipped = await a.setStatus(admin, orderId, 'Shipped');
    expect(shipped.json()).toMatchObject({ message: 'Order marked as Shipped', order: { status: 'Shipped', address: ADDRESS } });
    expect(shipped.json().order.shippedAt).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    const r = await row(orderId);
    expect(r.packedAt).toBeInstanceOf(Date);
    expect(r.shippedAt!.getTime()).toBeGreaterThanOrEqual(r.packedAt!.getTime());

    // The shopper reads the same steps on their order.
    const mine = await a.call('GET', `/api/orders/${orderId}`, customer);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({ status: 'Shipped', packedAt: packed.json().order.packedAt, shippedAt: shipped.json().order.shippedAt });
  });

  it('lets a shop skip both steps, or only one, and leaves the skipped stamp null', async () => {
    const direct = await orderThrough('Confirmed', 'Delivered');
    expect(await row(direct.orderId)).toMatchObject({ status: 'Delivered', packedAt: null, shippedAt: null });
    const noPacking = await orderThrough('Confirmed', 'Shipped', 'Delivered');
    expect((await row(noPacking.orderId)).packedAt).toBeNull();
    expect((await row(noPacking.orderId)).shippedAt).toBeInstanceOf(Date);
    const noShipping = await orderThrough('Confirmed', 'Packed', 'Delivered');
    expect((await row(noShipping.orderId)).shippedAt).toBeNull();
  });

  it('never goes back: Shipped -> Packed and Packed -> Confirmed are 409 with the status unchanged', async () => {
    const { orderId } = await orderThrough('Confirmed', 'Packed', 'Shipped');
    const back = await a.setStatus(admin, orderId, 'Packed');
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({ message: 'Cannot change an order from Shipped to Packed', status: 'Shipped' });
    const packed = await orderThrough('Confirmed', 'Packed');
    expect((await a.setStatus(admin, packed.orderId, 'Confirmed')).statusCode).toBe(409);
    expect((await a.setStatus(admin, packed.orderId, 'Cancelled')).statusCode).toBe(409);
    expect((await row(packed.orderId)).status).toBe('Packed');
  });

  it('tells the shopper a Packed or Shipped order can no longer be cancelled here', async () => {
    for (const steps of [
      ['Confirmed', 'Packed'],
      ['Confirmed', 'Shipped'],
    ]) {
      const { orderId } = await orderThrough(...steps);
      const res = await a.cancel(customer, orderId);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(tooLateToCancel('Confirmed'));
    }
  });

  it('a parcel refused while out for delivery puts the stock back and issues the credit note', async () => {
    const { orderId, productId } = await orderThrough('Confirmed', 'Packed', 'Shipped');
    expect(await stockOf(t, productId)).toBe(8);
    const res = await a.call('PATCH', `/api/admin/orders/${orderId}/status`, admin, { status: 'Refused', reason: 'not_reachable' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'Refused', refusal: { reason: 'not_reachable' } });
    expect(await stockOf(t, productId)).toBe(10);
    const notes = await t.database.db
      .select()
      .from(taxDocuments)
      .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.series, 'credit_note')));
    expect(notes).toHaveLength(1);
  });

  it('delivering from Shipped posts the ledger as from Confirmed, and the owner’s tiles count Packed and Shipped as confirmed', async () => {
    const fresh = await shopWithAdmin(t);
    ({ shop, admin } = fresh);
    const packed = await orderThrough('Confirmed', 'Packed');
    const shipped = await orderThrough('Confirmed', 'Shipped');
    const tiles = (await a.call('GET', '/api/admin/orders/page', admin)).json().summary;
    expect(tiles).toMatchObject({ totalOrders: 2, confirmedOrders: 2, pendingOrders: 0, expectedIncome: 2 * (200 + 60), totalIncome: 0 });
    const packedOnly = (await a.call('GET', '/api/admin/orders/page?status=Packed', admin)).json();
    expect(packedOnly.items.map((o: { _id: string }) => o._id)).toEqual([packed.orderId]);

    expect((await a.setStatus(admin, shipped.orderId, 'Delivered')).statusCode).toBe(200);
    const posted = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, shipped.orderId));
    expect(posted.length).toBeGreaterThan(0);
    const after = (await a.call('GET', '/api/admin/orders/page', admin)).json().summary;
    expect(after).toMatchObject({ confirmedOrders: 1, deliveredOrders: 1, totalIncome: 260, expectedIncome: 260 });
  });
});
