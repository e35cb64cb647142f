import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { api, product, shopWithAdmin, type Account } from '../../../test/support/cart-orders.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { FAST_WORKER, memoryMailbox } from '../../../test/support/mailbox.js';
import { rowsHolding } from '../../../test/support/secrets-scan.js';
import { twilioStandIn } from '../../../test/support/sms-stand-in.js';
import { whatsappStandIn } from '../../../test/support/whatsapp-stand-in.js';
import { selectChannelMessagesTo, upsertOptOut } from './channels.repo.js';

/**
 * Issue 27 #2 (decision 086 addendum 2): the COD code goes by the channel its shopper chose. A phone-only account's
 * code by SMS (the default, to the order's number) or by WhatsApp once opted in (the authentication template, the
 * code its variable and its copy-code button); an account with an email always gets it by email and may turn SMS
 * off. The code always reaches the shopper some way: after a STOP it falls back to SMS. It is never stored in clear.
 */
describe(`the COD code by the chosen channel (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let sms: Awaited<ReturnType<typeof twilioStandIn>>;
  let wa: Awaited<ReturnType<typeof whatsappStandIn>>;
  let shop: { id: string };
  let n = 0;
  const box = memoryMailbox();
  const freshMobile = () => `+9193${String(++n).padStart(2, '0')}${String(Date.now() % 1_000_000).padStart(6, '0')}`;
  /** A 10-digit number for an order's address, different for each order. */
  const orderPhone = () => `97${String(++n).padStart(2, '0')}${String(Date.now() % 1_000_000).padStart(6, '0')}`;

  beforeAll(async () => {
    sms = await twilioStandIn();
    wa = await whatsappStandIn();
    t = await createTestApp({
      sms: sms.sender,
      whatsapp: wa.options,
      mail: { transport: box.transport, worker: FAST_WORKER },
      channelWorker: { pollMs: 60_000 },
    });
    a = api(t);
    ({ shop } = await shopWithAdmin(t));
    const owner = await t.account('superadmin');
    expect((await a.call('PATCH', '/api/superadmin/settings', owner, { codConfirmAbove: 100 })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await sms.close();
    await wa.close();
  });

  const db = () => t.database.db;
  /** A shopper with a confirmed mobile number; `phoneOnly`: no email (an account made with a code). */
  const shopper = async (phoneOnly: boolean) => {
    const who = await t.account('user', { name: 'Imran Sheikh' });
    const mobile = freshMobile();
    await db()
      .update(users)
      .set(phoneOnly ? { mobile, email: null, passwordHash: null } : { mobile })
      .where(eq(users.id, who.id));
    await t.app.ctx.sessions.forgetUser(who.id);
    return { who, mobile };
  };
  /** Places a COD order above the limit with `phone` in its address; answers the order. */
  const place = async (who: Account, phone: string) => {
    const p = await product(t, shop.id, { quantity: 5, price: 400 });
    expect((await a.add(who, p.id, 1)).statusCode).toBe(200);
    const res = await a.order(who, { address: `Imran Sheikh, ${phone}, 411001, 12 MG Road, near the temple` });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().orders[0] as { _id: string; orderNumber: string; codConfirmation: unknown };
    expect(order.codConfirmation).not.toBeNull();
    return order;
  };
  const textsTo = (phone: string) => sms.sent.filter((m) => m.to === `+91${phone}`);
  const whatsappsTo = (mobile: string) => wa.sent.filter((m) => m.to === mobile.slice(1));
  const confirm = (who: Account, id: string, code: string) => a.call('POST', `/api/orders/${id}/cod-confirmation`, who, { code });

  it('a phone-only account gets its code by SMS by default', async () => {
    const { who, mobile } = await shopper(true);
    const phone = orderPhone();
    const order = await place(who, phone);
    expect(textsTo(phone)).toHaveLength(1);
    expect(whatsappsTo(mobile)).toHaveLength(0);
    const code = /^(\d{6}) /.exec(textsTo(phone)[0]!.body)![1]!;
    expect((await confirm(who, order._id, code)).statusCode).toBe(200);
  });

  it('a phone-only account that chose WhatsApp gets it there, as the authentication template, and no SMS', async () => {
    const { who, mobile } = await shopper(true);
    const chose = await a.call('PUT', '/api/account/notifications', who, { whatsappOptIn: true, 'cod-code': { email: false, sms: false, whatsapp: true } });
    expect(chose.statusCode, chose.body).toBe(200);
    expect(chose.json()['cod-code']).toEqual({ email: false, sms: false, whatsapp: true });
    const phone = orderPhone();
    const order = await place(who, phone);
    expect(textsTo(phone)).toHaveLength(0);
    const got = whatsappsTo(mobile);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ name: 'bazaar_cod_code', language: 'en' });
    const code = got[0]!.params[0]!;
    expect(code).toMatch(/^\d{6}$/);
    expect(got[0]!.params).toEqual([code]);
    expect(got[0]!.buttons).toEqual([code]);

    // Recorded for the Outbox without the code; the code is nowhere in the database.
    // (The account's order updates go to the same number by SMS, its default.)
    const row = (await selectChannelMessagesTo(db(), mobile)).find((m) => m.kind === 'cod-code');
    expect(row).toMatchObject({ channel: 'whatsapp', kind: 'cod-code', status: 'sent', params: [], providerMessageId: got[0]!.id });
    expect(await rowsHolding(db(), [code])).toEqual([]);
    expect((await confirm(who, order._id, code)).statusCode).toBe(200);
  });

  it('after a STOP the code falls back to SMS: it always reaches the shopper', async () => {
    const { who, mobile } = await shopper(true);
    expect(
      (await a.call('PUT', '/api/account/notifications', who, { whatsappOptIn: true, 'cod-code': { email: false, sms: false, whatsapp: true } })).statusCode,
    ).toBe(200);
    await upsertOptOut(db(), mobile, 'whatsapp-stop', new Date(Date.now() + 1000));
    const phone = orderPhone();
    await place(who, phone);
    expect(whatsappsTo(mobile)).toHaveLength(0);
    expect(textsTo(phone)).toHaveLength(1);
  });

  it('an account with an email may turn SMS off: the code goes by email only; email cannot be turned off', async () => {
    const { who } = await shopper(false);
    const off = await a.call('PUT', '/api/account/notifications', who, { 'cod-code': { email: false, sms: true, whatsapp: false } });
    expect(off.statusCode).toBe(400);
    expect(off.json()).toMatchObject({ message: expect.stringMatching(/the code always goes by email/), kind: 'cod-code' });
    expect((await a.call('PUT', '/api/account/notifications', who, { 'cod-code': { email: true, sms: false, whatsapp: false } })).statusCode).toBe(200);
    const phone = orderPhone();
    const order = await place(who, phone);
    expect(textsTo(phone)).toHaveLength(0);
    const mail = await box.newest(who.email, (m) => m.subject.includes(`your code for order ${order.orderNumber}`));
    const code = /^(\d{6}) is your code/.exec(mail.subject)![1]!;
    expect((await confirm(who, order._id, code)).statusCode).toBe(200);
  });

  it('a phone-only account cannot turn every way off', async () => {
    const { who } = await shopper(true);
    const res = await a.call('PUT', '/api/account/notifications', who, { 'cod-code': { email: false, sms: false, whatsapp: false } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/keep SMS or WhatsApp on/);
  });
});
