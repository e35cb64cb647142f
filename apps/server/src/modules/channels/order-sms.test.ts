import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { api, product, shopWithAdmin, type Account } from '../../../test/support/cart-orders.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { msg91StandIn, twilioStandIn } from '../../../test/support/sms-stand-in.js';
import { insertChannelMessages, selectAttempts, selectChannelMessagesTo } from './channels.repo.js';
import { ChannelWorker, DEFAULT_CHANNEL_WORKER_OPTIONS } from './channels.service.js';

/**
 * Issue 27 #2 (decision 086, amended 2026-11-27): order updates go by SMS to whoever chose SMS for their kind — a
 * phone-only account by default — through the configured provider (a Twilio stand-in here, MSG91's below), once per
 * event across instances, retried by the channel worker, each try recorded with the provider's id.
 */
describe(`order updates by SMS (${ENGINE})`, () => {
  let t: TestApp;
  let sms: Awaited<ReturnType<typeof twilioStandIn>>;
  let n = 0;
  const freshNumber = () => `+9196${String(++n).padStart(2, '0')}${String(Date.now() % 1_000_000).padStart(6, '0')}`;

  beforeAll(async () => {
    sms = await twilioStandIn();
    t = await createTestApp({
      sms: sms.sender,
      events: { retryBaseMs: 1, retryMaxMs: 1, pollMs: 60_000 },
      channelWorker: { pollMs: 60_000, retryBaseMs: 1, retryMaxMs: 1 },
    });
  });
  afterAll(async () => {
    await t.close();
    await sms.close();
  });

  const db = () => t.database.db;
  const drain = () => t.app.ctx.channelWorker!.drain();
  const textsTo = (e164: string) => sms.sent.filter((m) => m.to === e164).map((m) => m.body);
  /** Gives `who` a confirmed mobile number; `phoneOnly` also takes their email away (an account made by OTP). */
  const withMobile = async (who: Account, phoneOnly = false) => {
    const mobile = freshNumber();
    await db()
      .update(users)
      .set(phoneOnly ? { mobile, email: null, passwordHash: null } : { mobile })
      .where(eq(users.id, who.id));
    await t.app.ctx.sessions.forgetUser(who.id);
    return mobile;
  };
  const placeOrder = async (shopper: Account, productId: string) => {
    const a = api(t);
    expect((await a.add(shopper, productId, 2)).statusCode).toBe(200);
    const placed = await a.order(shopper);
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json().orders[0] as { _id: string; orderNumber: string };
  };

  it('a phone-only account gets its order updates by SMS without choosing anything, each once, with the provider’s id', async () => {
    const a = api(t);
    const { admin, shop } = await shopWithAdmin(t);
    const rice = await product(t, shop.id, { price: 100 });
    const shopper = await t.account('user', { name: 'Ravi Kumar' });
    const mobile = await withMobile(shopper, true);
    const prefs = await a.call('GET', '/api/account/notifications', shopper);
    expect(prefs.json()['order-placed']).toEqual({ email: false, sms: true, whatsapp: false });

    const order = await placeOrder(shopper, rice.id);
    await t.app.ctx.events.poll(); // a second look at the same event writes nothing more
    await drain();
    expect((await a.setStatus(admin, order._id, 'Confirmed')).statusCode).toBe(200);
    await drain();
    expect((await a.setStatus(admin, order._id, 'Delivered')).statusCode).toBe(200);
    await t.app.ctx.events.poll();
    await drain();

    const texts = textsTo(mobile);
    expect(texts).toHaveLength(3);
    expect(texts[0]).toBe(`Bazaar: Ravi Kumar, your order ${order.orderNumber} of ₹260.00 is placed. http://localhost:3000/my-orders/${order._id}`);
    expect(texts[1]).toContain('is confirmed by the shop');
    expect(texts[2]).toContain('is delivered');
    const rows = await selectChannelMessagesTo(db(), mobile);
    expect(rows.map((r) => [r.channel, r.status]).sort()).toEqual([
      ['sms', 'sent'],
      ['sms', 'sent'],
      ['sms', 'sent'],
    ]);
    expect(rows.every((r) => /^SM\d+$/.test(r.providerMessageId ?? ''))).toBe(true);
    const tries = await selectAttempts(db(), rows[0]!.id);
    expect(tries).toEqual([expect.objectContaining({ attempt: 1, outcome: 'sent', providerMessageId: rows[0]!.providerMessageId })]);
  });

  it('an account with an email gets SMS only for the kinds it chose SMS for', async () => {
    const a = api(t);
    const { admin, shop } = await shopWithAdmin(t);
    const oil = await product(t, shop.id, { price: 100 });
    const shopper = await t.account('user');
    const mobile = await withMobile(shopper);
    const chose = await a.call('PUT', '/api/account/notifications', shopper, { 'order-cancelled': { email: true, sms: true, whatsapp: false } });
    expect(chose.statusCode, chose.body).toBe(200);
    const order = await placeOrder(shopper, oil.id);
    expect((await a.setStatus(admin, order._id, 'Cancelled')).statusCode).toBe(200);
    await drain();
    const texts = textsTo(mobile);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain(`your order ${order.orderNumber} of ₹260.00 is cancelled`);
  });

  it('the shop owner who chose SMS gets the new order with items, total and a link to it, and no address', async () => {
    const a = api(t);
    const { admin, shop } = await shopWithAdmin(t);
    const rice = await product(t, shop.id, { price: 100, name: 'Sona Masoori Rice' });
    const ownerPhone = await withMobile(admin);
    const chose = await a.call('PUT', '/api/account/notifications', admin, { 'new-order': { email: true, sms: true, whatsapp: false } });
    expect(chose.statusCode, chose.body).toBe(200);
    const shopper = await t.account('user');
    const order = await placeOrder(shopper, rice.id);
    await drain();
    const texts = textsTo(ownerPhone);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(new RegExp(`new order ${order.orderNumber}: Sona Masoori Rice × 2\\. Total ₹260\\.00\\. `));
    expect(texts[0]).toContain(`http://localhost:3000/admin/all-orders?search=${order.orderNumber}`);
    expect(texts[0]).not.toMatch(/MG Road|411001|9876543210|Asha/);
  });

  it('a provider that fails is retried with back-off; every try is recorded; two instances send it once', async () => {
    const phone = freshNumber();
    await insertChannelMessages(db(), [
      { dedupeKey: `retry:${phone}:sms`, channel: 'sms', kind: 'order-confirmed', recipient: phone, params: ['Asha', 'BZ-1', '₹100.00', 'https://x/o'] },
    ]);
    // The same message written again (another instance, a retried event) is skipped.
    expect(
      await insertChannelMessages(db(), [
        { dedupeKey: `retry:${phone}:sms`, channel: 'sms', kind: 'order-confirmed', recipient: phone, params: ['Asha', 'BZ-1', '₹100.00', 'https://x/o'] },
      ]),
    ).toBe(0);
    sms.failNext(2);
    const opts = { ...DEFAULT_CHANNEL_WORKER_OPTIONS, retryBaseMs: 1, retryMaxMs: 1 };
    const log = { warn: () => undefined };
    const one = new ChannelWorker(db(), { sms: sms.sender }, opts, log);
    const two = new ChannelWorker(db(), { sms: sms.sender }, opts, log);
    for (let i = 0; i < 6 && !textsTo(phone).length; i++) {
      await Promise.all([one.drain(), two.drain()]);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(textsTo(phone)).toHaveLength(1);
    const [row] = await selectChannelMessagesTo(db(), phone);
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
    const tries = await selectAttempts(db(), row!.id);
    expect(tries.map((x) => x.outcome)).toEqual(['failed', 'failed', 'sent']);
    expect(tries[0]!.error).toMatch(/answered 503/);
  });
});

describe(`order updates through MSG91 (${ENGINE})`, () => {
  let t: TestApp;
  let msg91: Awaited<ReturnType<typeof msg91StandIn>>;

  beforeAll(async () => {
    msg91 = await msg91StandIn();
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await msg91.close();
  });

  it('sends the kind’s DLT template with named variables; a kind without a template fails for good, saying which variable', async () => {
    const db = t.database.db;
    const sender = new (await import('../sms/sms.js')).Msg91SmsSender({
      ...msg91.options,
      templates: { ...msg91.options.templates, 'order-delivered': 'tpl-delivered' },
    });
    const worker = new ChannelWorker(db, { sms: sender }, { ...DEFAULT_CHANNEL_WORKER_OPTIONS, retryBaseMs: 1, retryMaxMs: 1 }, { warn: () => undefined });
    const phone = `+9195${String(Date.now() % 100_000_000).padStart(8, '0')}`;
    const params = ['Asha', 'BZ-7', '₹1,260.00', 'https://bazaar.test/my-orders/7'];
    await insertChannelMessages(db, [
      { dedupeKey: `m1:${phone}:sms`, channel: 'sms', kind: 'order-delivered', recipient: phone, params },
      { dedupeKey: `m2:${phone}:sms`, channel: 'sms', kind: 'order-refused', recipient: phone, params },
    ]);
    await worker.drain();
    const mine = msg91.sent.filter((s) => s.mobiles === phone.slice(1));
    expect(mine).toEqual([
      {
        authkey: 'msg91-test-key',
        templateId: 'tpl-delivered',
        sender: 'BAZAAR',
        mobiles: phone.slice(1),
        vars: { name: 'Asha', order: 'BZ-7', total: '₹1,260.00', link: 'https://bazaar.test/my-orders/7' },
      },
    ]);
    const rows = await selectChannelMessagesTo(db, phone);
    const delivered = rows.find((r) => r.kind === 'order-delivered')!;
    const refused = rows.find((r) => r.kind === 'order-refused')!;
    expect(delivered).toMatchObject({ status: 'sent', providerMessageId: expect.stringMatching(/^3763\d+$/) });
    expect(refused).toMatchObject({ status: 'failed', attempts: 1 });
    expect(refused.lastError).toContain('MSG91_TEMPLATE_ORDER_REFUSED');
  });
});
