import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { outbox, users } from '../../db/schema.js';
import { api, product, shopWithAdmin, type Account } from '../../../test/support/cart-orders.js';
import { createTestApp, ENGINE, multipart, samplePng, type TestApp } from '../../../test/support/harness.js';
import { whatsappStandIn } from '../../../test/support/whatsapp-stand-in.js';
import { selectChannelMessagesTo } from './channels.repo.js';

/**
 * Issue 27 #2 and #5, decision 086: the choices on the Notifications screen drive the order mails, and an order
 * placed reaches the shopper and the shop's owner on WhatsApp when they opted in.
 */
describe(`order messages follow each person's choices (${ENGINE})`, () => {
  let t: TestApp;
  let wa: Awaited<ReturnType<typeof whatsappStandIn>>;
  let n = 0;
  const freshNumber = () => `+9197${String(++n).padStart(2, '0')}${String(Date.now() % 1_000_000).padStart(6, '0')}`;

  beforeAll(async () => {
    wa = await whatsappStandIn();
    t = await createTestApp({ whatsapp: wa.options, channelWorker: { pollMs: 60_000, retryBaseMs: 1, retryMaxMs: 1 } });
  });
  afterAll(async () => {
    await t.close();
    await wa.close();
  });

  const db = () => t.database.db;
  const drain = () => t.app.ctx.whatsapp!.worker.drain();
  const mails = async (to: string, kind: string) =>
    db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, to), eq(outbox.kind, kind)));
  const withMobile = async (who: Account) => {
    const mobile = freshNumber();
    await db().update(users).set({ mobile }).where(eq(users.id, who.id));
    await t.app.ctx.sessions.forgetUser(who.id);
    return mobile;
  };

  it('a shopper who turned email off for a kind gets no mail of it, and still gets the others', async () => {
    const a = api(t);
    const { admin, shop } = await shopWithAdmin(t);
    const p = await product(t, shop.id, { price: 100 });
    const shopper = await t.account('user');
    const off = await a.call('PUT', '/api/account/notifications', shopper, { 'order-confirmed': { email: false, sms: false, whatsapp: false } });
    expect(off.statusCode, off.body).toBe(200);
    expect((await a.add(shopper, p.id, 1)).statusCode).toBe(200);
    const placed = await a.order(shopper);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().orders[0]._id as string;
    expect((await a.setStatus(admin, orderId, 'Confirmed')).statusCode).toBe(200);
    expect(await mails(shopper.email, 'order-placed')).toHaveLength(1);
    expect(await mails(shopper.email, 'order-confirmed')).toHaveLength(0);
    expect((await a.setStatus(admin, orderId, 'Delivered')).statusCode).toBe(200);
    expect(await mails(shopper.email, 'order-delivered')).toHaveLength(1);
  });

  it('a shop owner who turned email off for new orders gets no new-order mail', async () => {
    const a = api(t);
    const { admin, shop } = await shopWithAdmin(t);
    const p = await product(t, shop.id, { price: 100 });
    expect((await a.call('PUT', '/api/account/notifications', admin, { 'new-order': { email: false, sms: false, whatsapp: false } })).statusCode).toBe(200);
    const shopper = await t.account('user');
    await a.add(shopper, p.id, 1);
    expect((await a.order(shopper)).statusCode).toBe(201);
    expect(await mails(admin.email, 'shop-new-order')).toHaveLength(0);
    expect(await mails(shopper.email, 'order-placed')).toHaveLength(1);
  });

  it('an order placed: the opted-in shopper and owner each get one WhatsApp; the owner’s has items and total, no address', async () => {
    const a = api(t);
    const { admin, shop } = await shopWithAdmin(t);
    const rice = await product(t, shop.id, { price: 100, name: 'Sona Masoori Rice' });
    const ownerPhone = await withMobile(admin);
    const owner = await a.call('PUT', '/api/account/notifications', admin, { whatsappOptIn: true, 'new-order': { email: true, sms: false, whatsapp: true } });
    expect(owner.statusCode, owner.body).toBe(200);
    const shopper = await t.account('user', { name: 'Asha Rao' });
    const shopperPhone = await withMobile(shopper);
    const chosen = await a.call('PUT', '/api/account/notifications', shopper, {
      whatsappOptIn: true,
      'order-placed': { email: true, sms: false, whatsapp: true },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    await a.add(shopper, rice.id, 2);
    const placed = await a.order(shopper);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().orders[0]._id as string;
    await t.app.ctx.events.poll(); // a second look at the same events writes nothing more
    await drain();

    const toShopper = wa.sent.filter((m) => m.to === shopperPhone.slice(1));
    expect(toShopper.map((m) => m.name)).toEqual(['bazaar_order_placed']);
    expect(toShopper[0]!.params).toEqual(['Asha Rao', expect.any(String), '₹260.00', `http://localhost:3000/my-orders/${orderId}`]);

    const toOwner = wa.sent.filter((m) => m.to === ownerPhone.slice(1));
    expect(toOwner.map((m) => m.name)).toEqual(['bazaar_new_order']);
    const [, number, items, total, link] = toOwner[0]!.params;
    expect(number).toBe(toShopper[0]!.params[1]);
    expect(items).toBe('Sona Masoori Rice × 2');
    expect(total).toBe('₹260.00');
    expect(link).toBe(`http://localhost:3000/admin/all-orders?search=${number}`);
    expect(toOwner[0]!.params.join(' ')).not.toMatch(/MG Road|411001|9876543210/);
    expect(await selectChannelMessagesTo(db(), ownerPhone)).toHaveLength(1);
  });

  it('the owner’s new-order WhatsApp names the size and colour the shopper chose (issue 24)', async () => {
    const a = api(t);
    const { admin } = await shopWithAdmin(t);
    const body = multipart(
      {
        name: 'Cotton kurta',
        description: 'Block-printed cotton',
        category: 'Clothing',
        options: JSON.stringify([
          { name: 'Size', values: ['M', 'L'] },
          { name: 'Colour', values: ['Blue'] },
        ]),
        variants: JSON.stringify([
          { sku: 'KURTA-M-BLUE', options: { Size: 'M', Colour: 'Blue' }, price: 500, quantity: 5 },
          { sku: 'KURTA-L-BLUE', options: { Size: 'L', Colour: 'Blue' }, price: 550, quantity: 5 },
        ]),
      },
      { filename: 'k.png', content: await samplePng(20, 20) },
    );
    const created = await t.app.inject({ method: 'POST', url: '/api/products/', headers: { ...body.headers, cookie: admin.cookie }, payload: body.payload });
    expect(created.statusCode, created.body).toBe(201);
    const kurta = created.json().product as { _id: string; variants: Array<{ _id: string; sku: string }> };
    const ownerPhone = await withMobile(admin);
    const chose = await a.call('PUT', '/api/account/notifications', admin, { whatsappOptIn: true, 'new-order': { email: true, sms: false, whatsapp: true } });
    expect(chose.statusCode, chose.body).toBe(200);
    const shopper = await t.account('user');
    const added = await a.add(shopper, kurta._id, 2, { variantId: kurta.variants.find((v) => v.sku === 'KURTA-L-BLUE')!._id });
    expect(added.statusCode, added.body).toBe(200);
    expect((await a.order(shopper)).statusCode).toBe(201);
    await drain();
    const toOwner = wa.sent.filter((m) => m.to === ownerPhone.slice(1));
    expect(toOwner.map((m) => m.name)).toEqual(['bazaar_new_order']);
    expect(toOwner[0]!.params[2]).toBe('Cotton kurta (Size: L, Colour: Blue) × 2');
  });

  it('an owner who has not chosen WhatsApp for new orders gets none', async () => {
    const a = api(t);
    const { admin, shop } = await shopWithAdmin(t);
    const p = await product(t, shop.id, { price: 100 });
    const ownerPhone = await withMobile(admin);
    expect((await a.call('PUT', '/api/account/notifications', admin, { whatsappOptIn: true })).statusCode).toBe(200);
    const shopper = await t.account('user');
    await a.add(shopper, p.id, 1);
    expect((await a.order(shopper)).statusCode).toBe(201);
    await t.app.ctx.events.poll();
    await drain();
    expect(await selectChannelMessagesTo(db(), ownerPhone)).toHaveLength(0);
  });
});
