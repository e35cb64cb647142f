import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { channelMessages, users } from '../../db/schema.js';
import { api, product, shopWithAdmin } from '../../../test/support/cart-orders.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { whatsappStandIn } from '../../../test/support/whatsapp-stand-in.js';
import { insertChannelMessages, selectAttempts, selectChannelMessagesTo, selectConsent, upsertOptIn } from './channels.repo.js';

/**
 * Decision 086: WhatsApp template messages through the Cloud API (a stand-in on loopback), each once, retried with
 * back-off, every try recorded with the provider's message id; status webhooks accepted only with a valid
 * X-Hub-Signature-256; an inbound "STOP" opts the number out.
 */
describe(`WhatsApp messages (${ENGINE})`, () => {
  let t: TestApp;
  let wa: Awaited<ReturnType<typeof whatsappStandIn>>;
  let n = 0;
  const freshNumber = () => `+9196${String(++n).padStart(2, '0')}${String(Date.now() % 1_000_000).padStart(6, '0')}`;

  beforeAll(async () => {
    wa = await whatsappStandIn();
    t = await createTestApp({ whatsapp: wa.options, channelWorker: { pollMs: 60_000, retryBaseMs: 1, retryMaxMs: 1 } });
  });
  afterAll(async () => {
    await t.close();
    await wa.close();
  });

  const db = () => t.database.db;
  const queue = (phone: string, key: string) =>
    insertChannelMessages(db(), [{ dedupeKey: key, channel: 'whatsapp', kind: 'order-confirmed', recipient: phone, params: ['Asha', 'BZ-1001', '₹1,250.00'] }]);
  const drain = () => t.app.ctx.whatsapp!.worker.drain();
  const webhook = (body: object, signature?: string) => {
    const raw = JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: '/api/webhooks/whatsapp',
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined ? { 'x-hub-signature-256': wa.sign(raw) } : signature ? { 'x-hub-signature-256': signature } : {}),
      },
      payload: raw,
    });
  };
  const statusBody = (id: string, status: string) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '1',
        changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', statuses: [{ id, status, timestamp: '1795700000', recipient_id: '91' }] } }],
      },
    ],
  });

  it('sends an opted-in number the kind’s template once, with its variables, and records the wamid', async () => {
    const phone = freshNumber();
    await upsertOptIn(db(), phone, 'notifications-screen', new Date());
    expect(await queue(phone, `e1:${phone}:whatsapp`)).toBe(1);
    expect(await queue(phone, `e1:${phone}:whatsapp`)).toBe(0); // the same event again: nothing new
    await drain();
    const got = wa.sent.filter((s) => s.to === phone.slice(1));
    expect(got).toEqual([
      {
        phoneNumberId: wa.options.phoneNumberId,
        to: phone.slice(1),
        name: 'bazaar_order_confirmed',
        language: 'en',
        params: ['Asha', 'BZ-1001', '₹1,250.00'],
        buttons: [],
        id: got[0]!.id,
      },
    ]);
    const [row] = await selectChannelMessagesTo(db(), phone);
    expect(row).toMatchObject({ status: 'sent', providerMessageId: got[0]!.id, attempts: 1 });
    expect(await selectAttempts(db(), row!.id)).toMatchObject([{ attempt: 1, outcome: 'sent', providerMessageId: got[0]!.id }]);
  });

  it('a failing provider is retried; each try is recorded', async () => {
    const phone = freshNumber();
    await upsertOptIn(db(), phone, 'notifications-screen', new Date());
    await queue(phone, `e2:${phone}:whatsapp`);
    wa.failNext(1);
    await drain();
    let [row] = await selectChannelMessagesTo(db(), phone);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toMatch(/WhatsApp answered 503/);
    await new Promise((r) => setTimeout(r, 5));
    await drain();
    [row] = await selectChannelMessagesTo(db(), phone);
    expect(row!.status).toBe('sent');
    expect((await selectAttempts(db(), row!.id)).map((a) => a.outcome)).toEqual(['failed', 'sent']);
  });

  it('a number that has not opted in gets nothing', async () => {
    const phone = freshNumber();
    await queue(phone, `e3:${phone}:whatsapp`);
    await drain();
    expect(wa.sent.filter((s) => s.to === phone.slice(1))).toHaveLength(0);
    const [row] = await selectChannelMessagesTo(db(), phone);
    expect(row).toMatchObject({ status: 'failed' });
    expect(row!.lastError).toMatch(/has not opted in/);
  });

  it('status webhooks need a valid X-Hub-Signature-256, and move the message forward only', async () => {
    const phone = freshNumber();
    await upsertOptIn(db(), phone, 'notifications-screen', new Date());
    await queue(phone, `e4:${phone}:whatsapp`);
    await drain();
    const [row] = await selectChannelMessagesTo(db(), phone);
    const id = row!.providerMessageId!;
    const missing = await webhook(statusBody(id, 'read'), '');
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toMatch(/X-Hub-Signature-256/);
    const raw = JSON.stringify(statusBody(id, 'read'));
    expect((await webhook(statusBody(id, 'read'), wa.sign(raw, 'another-secret-entirely'))).statusCode).toBe(401);
    const status = async () => (await db().select().from(channelMessages).where(eq(channelMessages.id, row!.id)))[0]!.status;
    expect(await status()).toBe('sent');
    expect((await webhook(statusBody(id, 'delivered'))).statusCode).toBe(200);
    expect(await status()).toBe('delivered');
    expect((await webhook(statusBody(id, 'read'))).statusCode).toBe(200);
    expect((await webhook(statusBody(id, 'delivered'))).statusCode).toBe(200); // late, out of order
    expect(await status()).toBe('read');
  });

  it('an inbound "STOP" opts the number out: nothing more is sent to it', async () => {
    const phone = freshNumber();
    await upsertOptIn(db(), phone, 'notifications-screen', new Date(Date.now() - 60_000));
    const stop = {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '1',
          changes: [
            { field: 'messages', value: { messages: [{ from: phone.slice(1), id: 'wamid.IN1', timestamp: '1', type: 'text', text: { body: 'Stop' } }] } },
          ],
        },
      ],
    };
    expect((await webhook(stop)).statusCode).toBe(200);
    expect(await selectConsent(db(), phone)).toMatchObject({ optedOutVia: 'whatsapp-stop' });
    await queue(phone, `e5:${phone}:whatsapp`);
    await drain();
    expect(wa.sent.filter((s) => s.to === phone.slice(1))).toHaveLength(0);
  });

  it('answers Meta’s subscription handshake only with the verify token', async () => {
    const ok = await t.app.inject({ url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=verify-me-please&hub.challenge=1158201444' });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const bad = await t.app.inject({ url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1' });
    expect(bad.statusCode).toBe(403);
  });

  it('an order confirmed: the opted-in shopper who chose WhatsApp gets it once, with the total and the link', async () => {
    const a = api(t);
    const { admin, shop } = await shopWithAdmin(t);
    const p = await product(t, shop.id, { price: 100 });
    const shopper = await t.account('user', { name: 'Asha Rao' });
    const phone = freshNumber();
    await db().update(users).set({ mobile: phone }).where(eq(users.id, shopper.id));
    await t.app.ctx.sessions.forgetUser(shopper.id);
    const prefs = await a.call('PUT', '/api/account/notifications', shopper, {
      whatsappOptIn: true,
      'order-confirmed': { email: true, sms: false, whatsapp: true },
    });
    expect(prefs.statusCode, prefs.body).toBe(200);
    expect((await a.add(shopper, p.id, 2)).statusCode).toBe(200);
    const placed = await a.order(shopper);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().orders[0]._id as string;
    expect((await a.setStatus(admin, orderId, 'Confirmed')).statusCode).toBe(200);
    await t.app.ctx.events.poll(); // a second look at the same events writes nothing more
    await drain();
    const got = wa.sent.filter((m) => m.to === phone.slice(1));
    expect(got).toHaveLength(1);
    expect(got[0]!.name).toBe('bazaar_order_confirmed');
    expect(got[0]!.params[0]).toBe('Asha Rao');
    expect(got[0]!.params[2]).toBe('₹260.00');
    expect(got[0]!.params[3]).toBe(`http://localhost:3000/my-orders/${orderId}`);
    expect(await selectChannelMessagesTo(db(), phone)).toHaveLength(1);
  });
});
