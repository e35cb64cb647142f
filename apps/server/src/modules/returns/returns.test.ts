import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outbox } from '../../db/schema.js';
import { escalateUndecidedReturns } from './returns.service.js';
import { createTestApp, ENGINE, multipart, samplePng, type TestApp } from '../../../test/support/harness.js';
import { api, product, shopWithAdmin, stockOf, type Account } from '../../../test/support/cart-orders.js';

const DAY = 86_400_000;

/** Return policies and return requests (issue 26 #1-#2; decision 084). */
describe(`returns (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let shop: { id: string };
  let admin: Account;
  let other: Account;
  let shopper: Account;
  let stranger: Account;
  let now = new Date('2026-11-20T06:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    a = api(t);
    ({ shop, admin } = await shopWithAdmin(t));
    ({ admin: other } = await shopWithAdmin(t));
    shopper = await t.account('user');
    stranger = await t.account('user');
  });
  afterAll(() => t.close());

  const setPolicy = (who: Account, body: Record<string, unknown>) => a.call('PUT', '/api/admin/shop/return-policy', who, body);
  const ask = (who: Account, orderId: string, body: Record<string, unknown>) => a.call('POST', `/api/orders/${orderId}/returns`, who, body);
  const move = (who: Account, id: string, body: Record<string, unknown>) => a.call('PATCH', `/api/admin/returns/${id}`, who, body);

  /** A delivered order of two lines (3 and 1 units), placed under the shop's policy in force. */
  async function deliveredOrder(over: { returnable?: boolean } = {}) {
    const p1 = await product(t, shop.id, { quantity: 10, price: 250 });
    const p2 = await product(t, shop.id, { quantity: 10, price: 99.5, ...(over.returnable === false ? { returnable: false } : {}) });
    expect((await a.add(shopper, p1.id, 3)).statusCode).toBe(200);
    expect((await a.add(shopper, p2.id, 1)).statusCode).toBe(200);
    const res = await a.order(shopper);
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.json().orders[0]._id as string;
    for (const s of ['Confirmed', 'Delivered']) expect((await a.setStatus(admin, orderId, s)).statusCode).toBe(200);
    const order = (await a.call('GET', `/api/orders/${orderId}`, shopper)).json();
    const items = order.items as Array<{ _id: string; productId: string; quantity: number }>;
    return { orderId, big: items.find((i) => i.productId === p1.id)!, small: items.find((i) => i.productId === p2.id)!, p1, p2 };
  }

  describe('the return policy (#1)', () => {
    it('is no returns until set, then dated versions; bad input is a 400 naming the field', async () => {
      expect((await a.call('GET', '/api/admin/shop/return-policy', admin)).json()).toEqual({ kind: 'none', days: 0, version: 0, effectiveFrom: null });
      const bad = await setPolicy(admin, { kind: 'return', days: 31 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/days must be at most 30/);
      expect((await setPolicy(admin, { kind: 'return' })).json().message).toMatch(/days must be between 1 and 30/);
      expect((await setPolicy(admin, { kind: 'exchange', days: 5 })).statusCode).toBe(400);
      expect((await setPolicy(shopper, { kind: 'none' })).statusCode).toBe(403);
      const ok = await setPolicy(admin, { kind: 'replacement', days: 3 });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({ kind: 'replacement', days: 3, version: 1 });
      expect((await setPolicy(admin, { kind: 'return', days: 7 })).json()).toMatchObject({ kind: 'return', days: 7, version: 2 });
    });

    it('is recorded on the order when placed, and a later change does not touch it', async () => {
      const { orderId } = await deliveredOrder();
      await setPolicy(admin, { kind: 'none' });
      const row = (await t.database.db.select({ p: orders.returnPolicy }).from(orders).where(eq(orders.id, orderId)))[0]!;
      expect(row.p).toEqual({ kind: 'return', days: 7 });
      // The order still takes a return under the policy it was placed with.
      const { big } = await deliveredOrderItems(orderId);
      expect((await ask(shopper, orderId, { lines: [{ itemId: big, quantity: 1 }], reason: 'damaged', resolution: 'refund' })).statusCode).toBe(201);
      await expect(
        t.database.db
          .update(orders)
          .set({ returnPolicy: { kind: 'none', days: 0 } })
          .where(eq(orders.id, orderId)),
      ).rejects.toThrow();
      await setPolicy(admin, { kind: 'return', days: 7 });
    });
  });

  it('a product is returnable unless its owner says not (POST and PATCH /api/products); the order shows both', async () => {
    const png = await samplePng(40, 40);
    const fields = { name: 'Fresh paneer', description: 'Soft, made today', price: '90', quantity: '5', category: 'Grocery' };
    const post = async (extra: Record<string, string>) => {
      const body = multipart({ ...fields, ...extra }, { filename: 'p.png', content: png });
      return t.app.inject({ method: 'POST', url: '/api/products/', headers: { ...body.headers, cookie: admin.cookie }, payload: body.payload });
    };
    const plain = await post({});
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().product.returnable).toBe(true);
    const perishable = await post({ returnable: 'false' });
    expect(perishable.json().product.returnable).toBe(false);
    expect((await post({ returnable: 'maybe' })).json().message).toBe('returnable must be true or false');
    const id = plain.json().product._id as string;
    const patched = await a.call('PATCH', `/api/products/${id}`, admin, { returnable: false });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().product.returnable).toBe(false);
    expect((await a.call('PATCH', `/api/products/${id}`, admin, { returnable: true })).json().product.returnable).toBe(true);
    // The order: the policy it was placed under, and `returnable: false` only on the line sold so.
    await a.add(shopper, id, 1);
    await a.add(shopper, perishable.json().product._id, 1);
    const order = (await a.order(shopper)).json().orders[0];
    const seen = (await a.call('GET', `/api/orders/${order._id}`, shopper)).json();
    expect(seen.returnPolicy).toEqual({ kind: 'return', days: 7 });
    const byProduct = Object.fromEntries(seen.items.map((i: { productId: string }) => [i.productId, i]));
    expect(byProduct[id]).not.toHaveProperty('returnable');
    expect(byProduct[perishable.json().product._id].returnable).toBe(false);
  });

  async function deliveredOrderItems(orderId: string) {
    const items = (await a.call('GET', `/api/orders/${orderId}`, shopper)).json().items as Array<{ _id: string; quantity: number }>;
    return { big: items.find((i) => i.quantity === 3)!._id };
  }

  describe('return requests (#2)', () => {
    it('takes a partial return, counts earlier ones, and refuses more than was delivered', async () => {
      const { orderId, big, p1 } = await deliveredOrder();
      const first = await ask(shopper, orderId, { lines: [{ itemId: big._id, quantity: 2 }], reason: 'damaged', resolution: 'refund', note: 'Box torn' });
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json().return).toMatchObject({
        status: 'Requested',
        resolution: 'refund',
        reason: 'damaged',
        reasonLabel: 'Arrived damaged',
        note: 'Box torn',
        amount: 500,
        lines: [{ itemId: big._id, quantity: 2, price: 250 }],
        decideBy: new Date(now.getTime() + 48 * 3_600_000).toISOString(),
      });
      const over = await ask(shopper, orderId, { lines: [{ itemId: big._id, quantity: 2 }], reason: 'damaged', resolution: 'refund' });
      expect(over.statusCode).toBe(409);
      expect(over.json().message).toBe(`At most 1 of '${p1.name}' can be returned (3 delivered, 2 already asked back)`);
      expect((await ask(shopper, orderId, { lines: [{ itemId: big._id, quantity: 1 }], reason: 'other', resolution: 'replacement' })).statusCode).toBe(201);
      expect((await ask(shopper, orderId, { lines: [{ itemId: big._id, quantity: 1 }], reason: 'other', resolution: 'refund' })).json().message).toMatch(
        /already been asked back in full/,
      );
      const list = await a.call('GET', `/api/orders/${orderId}/returns`, shopper);
      expect(list.json().returns).toHaveLength(2);
      expect((await a.call('GET', `/api/orders/${orderId}/returns`, admin)).json().returns).toHaveLength(2);
      expect((await a.call('GET', `/api/orders/${orderId}/returns`, stranger)).statusCode).toBe(404);
      expect((await a.call('GET', `/api/orders/${orderId}/returns`, other)).statusCode).toBe(404);
    });

    it('answers 4xx with a message for a stranger, a bad line, an undelivered order, a closed window and a not-returnable item', async () => {
      const { orderId, big, small } = await deliveredOrder({ returnable: false });
      const line = { lines: [{ itemId: big._id, quantity: 1 }], reason: 'damaged', resolution: 'refund' };
      expect((await ask(stranger, orderId, line)).statusCode).toBe(404);
      expect((await ask(admin, orderId, line)).statusCode).toBe(403);
      const notItem = await ask(shopper, orderId, { ...line, lines: [{ itemId: orderId, quantity: 1 }] });
      expect(notItem.statusCode).toBe(400);
      expect(notItem.json().message).toBe('lines[0].itemId is not an item of this order');
      expect((await ask(shopper, orderId, { ...line, lines: [] })).json().message).toMatch(/at least one item/);
      expect((await ask(shopper, orderId, { ...line, reason: 'meh' })).statusCode).toBe(400);
      const notReturnable = await ask(shopper, orderId, { ...line, lines: [{ itemId: small._id, quantity: 1 }] });
      expect(notReturnable.statusCode).toBe(409);
      expect(notReturnable.json().message).toMatch(/cannot be returned: it was sold as not returnable/);
      const saved = now;
      now = new Date(saved.getTime() + 8 * DAY);
      try {
        const late = await ask(shopper, orderId, line);
        expect(late.statusCode).toBe(409);
        expect(late.json().message).toMatch(/^The return window of 7 days after delivery closed on \d{4}-\d\d-\d\d$/);
      } finally {
        now = saved;
      }
      // Not yet delivered.
      const p = await product(t, shop.id, { quantity: 5 });
      await a.add(shopper, p.id, 1);
      const pending = (await a.order(shopper)).json().orders[0];
      const early = await ask(shopper, pending._id, { ...line, lines: [{ itemId: pending.items[0]._id, quantity: 1 }] });
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe('Items can be returned once the order is delivered; this order is Pending');
    });

    it('refuses a refund under a replacement-only policy, and any return under no returns', async () => {
      await setPolicy(admin, { kind: 'replacement', days: 5 });
      const repl = await deliveredOrder();
      const refund = await ask(shopper, repl.orderId, { lines: [{ itemId: repl.big._id, quantity: 1 }], reason: 'defective', resolution: 'refund' });
      expect(refund.statusCode).toBe(409);
      expect(refund.json().message).toMatch(/replacement only/);
      await setPolicy(admin, { kind: 'none' });
      const none = await deliveredOrder();
      const res = await ask(shopper, none.orderId, { lines: [{ itemId: none.big._id, quantity: 1 }], reason: 'defective', resolution: 'replacement' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/does not take returns/);
      await setPolicy(admin, { kind: 'return', days: 7 });
    });

    it('moves along the one table, 409 on a wrong move, and Received puts resellable stock back', async () => {
      const { orderId, big, p1 } = await deliveredOrder();
      const id = (await ask(shopper, orderId, { lines: [{ itemId: big._id, quantity: 2 }], reason: 'wrong_item', resolution: 'refund' })).json().return._id;
      expect(await stockOf(t, p1.id)).toBe(7);
      expect((await move(other, id, { status: 'Accepted' })).statusCode).toBe(404);
      const wrong = await move(admin, id, { status: 'Received' });
      expect(wrong.statusCode).toBe(409);
      expect(wrong.json().message).toBe('A return that is Requested can next be marked Accepted or Declined, not Received');
      expect((await move(admin, id, { status: 'Accepted', resellable: true })).statusCode).toBe(400);
      expect((await move(admin, id, { status: 'Accepted' })).json().return).toMatchObject({ status: 'Accepted', decidedAt: now.toISOString() });
      expect((await move(admin, id, { status: 'PickedUp' })).json().return.status).toBe('PickedUp');
      expect((await move(admin, id, { status: 'Received' })).json().return).toMatchObject({ status: 'Received', resellable: true });
      expect(await stockOf(t, p1.id)).toBe(9);
      const replaced = await move(admin, id, { status: 'Replaced' });
      expect(replaced.statusCode).toBe(409);
      expect(replaced.json().message).toMatch(/asked for a refund/);
      expect((await move(admin, id, { status: 'Refunded' })).json().message).toBe('refund { reference, date } is required to mark a return Refunded');
      const refund = { reference: 'UTR-123456', date: '2026-11-20' };
      const confirm = (who: Account, body: Record<string, unknown>) => a.call('POST', `/api/returns/${id}/refund-confirmation`, who, body);
      expect((await confirm(shopper, { ok: true })).json().message).toBe('The shop has not recorded a refund for this return yet');
      const done = await move(admin, id, { status: 'Refunded', refund });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().return).toMatchObject({ status: 'Refunded', closedAt: now.toISOString(), refund: { ...refund, confirmed: null, note: null } });
      // Recorded once: the same call again answers the same refund; another reference is refused, never written over it.
      const twice = await Promise.all([move(admin, id, { status: 'Refunded', refund }), move(admin, id, { status: 'Refunded', refund })]);
      for (const r of twice) expect(r.json().return.refund).toEqual(done.json().return.refund);
      const changed = await move(admin, id, { status: 'Refunded', refund: { ...refund, reference: 'UTR-999999' } });
      expect(changed.statusCode).toBe(409);
      expect(changed.json().message).toMatch(/already recorded .*UTR-123456.*cannot be changed/);
      // The shopper answers once; a dispute needs a note; nobody else may answer.
      expect((await confirm(stranger, { ok: true })).statusCode).toBe(404);
      expect((await confirm(shopper, { ok: false })).json().message).toBe('note is required to dispute a refund: say what is wrong');
      expect((await confirm(shopper, { ok: false, note: 'Nothing arrived in my account' })).json().return.refund).toMatchObject({
        confirmed: false,
        note: 'Nothing arrived in my account',
      });
      expect((await confirm(shopper, { ok: true })).json().message).toBe('You already disputed this refund');
      expect((await move(admin, id, { status: 'Accepted' })).json().message).toBe('This return is Refunded: it cannot change any more');
      expect(await stockOf(t, p1.id)).toBe(9);
      const listed = (await a.call('GET', '/api/admin/returns?status=Refunded', admin)).json().returns as Array<{ _id: string }>;
      expect(listed.map((r) => r._id)).toContain(id);
      expect((await a.call('GET', '/api/admin/returns', other)).json().returns).toEqual([]);
    });

    it('a declined return needs a reason, frees its quantity, and keeps damaged goods off the shelf', async () => {
      const { orderId, big, p1 } = await deliveredOrder();
      const id = (await ask(shopper, orderId, { lines: [{ itemId: big._id, quantity: 3 }], reason: 'no_longer_needed', resolution: 'refund' })).json().return
        ._id;
      expect((await move(admin, id, { status: 'Declined' })).json().message).toBe('reason is required to decline a return');
      expect((await move(admin, id, { status: 'Declined', reason: 'Opened and used' })).json().return).toMatchObject({
        status: 'Declined',
        declineReason: 'Opened and used',
      });
      const again = await ask(shopper, orderId, { lines: [{ itemId: big._id, quantity: 3 }], reason: 'damaged', resolution: 'replacement' });
      expect(again.statusCode).toBe(201);
      const id2 = again.json().return._id;
      for (const s of ['Accepted', 'PickedUp']) expect((await move(admin, id2, { status: s })).statusCode).toBe(200);
      expect((await move(admin, id2, { status: 'Received', resellable: false })).json().return.resellable).toBe(false);
      expect(await stockOf(t, p1.id)).toBe(7);
      expect((await move(admin, id2, { status: 'Replaced' })).json().return.status).toBe('Replaced');
    });

    it('mails both sides, and a request nobody decided in 48 hours goes to the platform owner once', async () => {
      const owner = await t.account('superadmin');
      const mailsTo = async (to: string) => (await t.database.db.select().from(outbox).where(eq(outbox.recipient, to))).map((m) => m.kind);
      const { orderId, big } = await deliveredOrder();
      const asked = (await ask(shopper, orderId, { lines: [{ itemId: big._id, quantity: 1 }], reason: 'defective', resolution: 'replacement' })).json().return;
      expect(await mailsTo(admin.email)).toContain('return-requested');
      expect(await mailsTo(shopper.email)).toContain('return-status');
      expect(await escalateUndecidedReturns(t.database.db, new Date(now.getTime() + 47 * 3_600_000))).not.toContain(asked._id);
      const late = new Date(now.getTime() + 48 * 3_600_000 + 1000);
      const [first, second] = await Promise.all([escalateUndecidedReturns(t.database.db, late), escalateUndecidedReturns(t.database.db, late)]);
      expect([...first!, ...second!].filter((id) => id === asked._id)).toHaveLength(1);
      expect((await mailsTo(owner.email)).filter((k) => k === 'return-escalated').length).toBeGreaterThanOrEqual(1);
      const listed = (await a.call('GET', '/api/superadmin/returns', owner)).json().returns as Array<{ _id: string; escalatedAt: string }>;
      expect(listed.find((r) => r._id === asked._id)?.escalatedAt).toBe(late.toISOString());
      expect(await escalateUndecidedReturns(t.database.db, new Date(late.getTime() + 60_000))).not.toContain(asked._id);
      // The shop may still decide it; the shopper hears of it.
      const before = (await mailsTo(shopper.email)).length;
      expect((await move(admin, asked._id, { status: 'Declined', reason: 'Used' })).statusCode).toBe(200);
      expect((await mailsTo(shopper.email)).length).toBe(before + 1);
    });

    it('of two requests for the last units at once, one wins; of two moves at once, one wins', async () => {
      const { orderId, big } = await deliveredOrder();
      const body = { lines: [{ itemId: big._id, quantity: 2 }], reason: 'damaged', resolution: 'refund' };
      const asks = await Promise.all([ask(shopper, orderId, body), ask(shopper, orderId, body)]);
      expect(asks.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const id = asks.find((r) => r.statusCode === 201)!.json().return._id;
      const moves = await Promise.all([move(admin, id, { status: 'Accepted' }), move(admin, id, { status: 'Declined', reason: 'No' })]);
      expect(moves.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    });
  });
});
