import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCEL_REASONS, SHOP_CANCEL_REASONS } from '@bazaar/shared';
import { orders, outbox } from '../../db/schema.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, product, shopWithAdmin, stockOf, type Account } from '../../../test/support/cart-orders.js';

/**
 * Issue 22 #11: the owner's cancel takes a reason from the shop's short list (checked by the server), which
 * the shopper reads on the order and in the cancellation mail. Issue 22 #5: a shopper's cancel that comes too
 * late says why in words and carries the order's status now.
 */
describe(`cancel reasons and a late cancel (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let shop: { id: string };
  let admin: Account;
  let shopper: Account;

  beforeAll(async () => {
    t = await createTestApp();
    a = api(t);
    ({ shop, admin } = await shopWithAdmin(t));
    shopper = await t.account('user', { name: 'Meena Iyer' });
  });
  afterAll(() => t.close());

  async function placeOne() {
    const p = await product(t, shop.id, { quantity: 10, price: 250 });
    expect((await a.add(shopper, p.id, 2)).statusCode).toBe(200);
    const res = await a.order(shopper);
    expect(res.statusCode).toBe(201);
    return { id: res.json().orders[0]._id as string, number: res.json().orders[0].orderNumber as string, productId: p.id };
  }
  const cancel = (who: Account, id: string, body?: unknown) => a.call('PATCH', `/api/orders/${id}/cancel`, who, body);
  const row = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  it("the owner's reason and note are kept and shown to the shopper, on the order and in the mail", async () => {
    const o = await placeOne();
    const res = await cancel(admin, o.id, { reason: 'Item out of stock', note: 'New stock arrives Monday' });
    expect(res.statusCode).toBe(200);
    expect(res.json().order.cancellation).toEqual({ by: 'shop', reason: 'Item out of stock', note: 'New stock arrives Monday' });
    const seen = (await a.call('GET', `/api/orders/${o.id}`, shopper)).json();
    expect(seen).toMatchObject({ status: 'Cancelled', cancellation: { by: 'shop', reason: 'Item out of stock', note: 'New stock arrives Monday' } });
    const mail = (
      await t.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, 'order-cancelled'), eq(outbox.recipient, shopper.email)))
    ).find((m) => m.subject.includes(o.number));
    expect(mail?.text).toContain('Reason: Item out of stock.');
    expect(mail?.text).toContain('New stock arrives Monday');
    expect(mail?.html).toContain('Reason: Item out of stock.');
    expect(await stockOf(t, o.productId)).toBe(10);
  });

  it("the spec's empty cancel still works for the owner (no reason)", async () => {
    const o = await placeOne();
    const res = await cancel(admin, o.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().order.cancellation).toEqual({ by: 'shop', reason: null, note: null });
  });

  it("refuses a reason from the other party's list, or none of them, with 400 and the caller's list; nothing changes", async () => {
    const shopOnly = SHOP_CANCEL_REASONS.find((r) => !(CANCEL_REASONS as readonly string[]).includes(r))!;
    const shopperOnly = CANCEL_REASONS.find((r) => !(SHOP_CANCEL_REASONS as readonly string[]).includes(r))!;
    const o = await placeOne();
    const byShop = await cancel(admin, o.id, { reason: shopperOnly });
    expect(byShop.statusCode).toBe(400);
    expect(byShop.json()).toMatchObject({ code: 'VALIDATION', message: `reason must be one of: ${SHOP_CANCEL_REASONS.join(', ')}` });
    const byShopper = await cancel(shopper, o.id, { reason: shopOnly });
    expect(byShopper.statusCode).toBe(400);
    expect(byShopper.json().message).toBe(`reason must be one of: ${CANCEL_REASONS.join(', ')}`);
    const made = await cancel(admin, o.id, { reason: 'Because' });
    expect(made.statusCode).toBe(400);
    expect(made.json().message).toMatch(/^reason must be one of: /);
    expect((await row(o.id)).status).toBe('Pending');
    expect(await stockOf(t, o.productId)).toBe(8);
  });

  it("a shopper's cancel after the shop confirmed says why in words and gives the status now (409)", async () => {
    const o = await placeOne();
    expect((await a.setStatus(admin, o.id, 'Confirmed')).statusCode).toBe(200);
    const res = await cancel(shopper, o.id, { reason: 'Ordered by mistake' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      status: 'Confirmed',
      details: { status: 'Confirmed' },
      message: 'The shop has already confirmed this order, so it can no longer be cancelled here. If you no longer want it, please call the shop.',
    });
    expect((await row(o.id)).status).toBe('Confirmed');
  });
});
