import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { selectConsent, upsertOptOut } from './channels.repo.js';

/** Issue 27 #3, decision 086: each person's channels per kind of message, and the WhatsApp opt-in. */
describe(`notification channels (${ENGINE})`, () => {
  let t: TestApp;
  let n = 0;
  const freshNumber = () => `+9195${String(++n).padStart(2, '0')}${String(Date.now() % 1_000_000).padStart(6, '0')}`;
  const now = new Date('2026-11-27T10:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
  });
  afterAll(() => t.close());

  const get = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/account/notifications', headers: { cookie } });
  const put = (cookie: string, payload: object) => t.app.inject({ method: 'PUT', url: '/api/account/notifications', headers: { cookie }, payload });
  /** A shopper with a confirmed mobile number; `phoneOnly`: and no email. */
  const withMobile = async (phoneOnly = false) => {
    const a = await t.account('user');
    const mobile = freshNumber();
    await t.database.db
      .update(users)
      .set({ mobile, ...(phoneOnly ? { email: null } : {}) })
      .where(eq(users.id, a.id));
    await t.app.ctx.sessions.forgetUser(a.id);
    return { ...a, mobile };
  };

  it('a shopper with an email: order updates by email, the COD code by SMS too, no WhatsApp before opting in', async () => {
    const a = await t.account('user');
    const res = await get(a.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const off = { email: true, sms: false, whatsapp: false };
    expect(res.json()).toEqual({
      'order-placed': off,
      'order-confirmed': off,
      'order-delivered': off,
      'order-cancelled': off,
      'order-refused': off,
      'cod-code': { email: true, sms: true, whatsapp: false },
      'password-reset': off,
      whatsappOptIn: null,
    });
  });

  it('a phone-only account gets its order updates by SMS by default, and no password reset', async () => {
    const a = await withMobile(true);
    const body = (await get(a.cookie)).json();
    expect(body['order-confirmed']).toEqual({ email: false, sms: true, whatsapp: false });
    expect(body['cod-code']).toEqual({ email: false, sms: true, whatsapp: false });
    expect(body['password-reset']).toBeUndefined();
  });

  it('a shop owner chooses for new orders; the platform owner only has the password reset', async () => {
    expect(Object.keys((await get((await t.account('admin')).cookie)).json()).sort()).toEqual(['new-order', 'password-reset', 'whatsappOptIn']);
    expect(Object.keys((await get((await t.account('superadmin')).cookie)).json()).sort()).toEqual(['password-reset', 'whatsappOptIn']);
  });

  it('WhatsApp only after opting in, recorded with its time and how', async () => {
    const a = await withMobile();
    const early = await put(a.cookie, { 'order-confirmed': { email: true, sms: false, whatsapp: true } });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toMatch(/opt in to WhatsApp messages first/);
    const res = await put(a.cookie, { whatsappOptIn: true, 'order-confirmed': { email: false, sms: false, whatsapp: true } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      'order-confirmed': { email: false, sms: false, whatsapp: true },
      'order-placed': { email: true, sms: false, whatsapp: false },
      whatsappOptIn: { at: now.toISOString(), via: 'notifications-screen' },
    });
    expect((await get(a.cookie)).json()['order-confirmed']).toEqual({ email: false, sms: false, whatsapp: true });
    expect(await selectConsent(t.database.db, a.mobile)).toMatchObject({ optedInVia: 'notifications-screen', optedOutAt: null });
  });

  it('after "STOP" the opt-in is gone and WhatsApp shows off', async () => {
    const a = await withMobile();
    expect((await put(a.cookie, { whatsappOptIn: true, 'order-delivered': { email: true, sms: false, whatsapp: true } })).statusCode).toBe(200);
    await upsertOptOut(t.database.db, a.mobile, 'whatsapp-stop', new Date(now.getTime() + 60_000));
    const body = (await get(a.cookie)).json();
    expect(body.whatsappOptIn).toBeNull();
    expect(body['order-delivered']).toEqual({ email: true, sms: false, whatsapp: false });
  });

  it('refuses choices that cannot work, with a message naming the kind, and changes nothing', async () => {
    const a = await t.account('user');
    const cases: Array<[object, RegExp]> = [
      [{ 'cod-code': { email: false, sms: true, whatsapp: false } }, /Cash-on-delivery confirmation code: the code always goes by email/],
      [{ 'new-order': { email: true, sms: false, whatsapp: false } }, /New order for my shop: this account does not get these messages/],
      [{ 'order-placed': { email: true, sms: true, whatsapp: false } }, /Order placed: confirm a mobile number/],
      [{ 'password-reset': { email: false, sms: false, whatsapp: false } }, /Password reset link: the reset link goes by email only/],
      [{ whatsappOptIn: true }, /Confirm a mobile number on your account before opting in/],
      [{ 'order-placed': { email: true } }, /./],
      [{ 'order-shipped': { email: true, sms: false, whatsapp: false } }, /./],
    ];
    for (const [payload, message] of cases) {
      const res = await put(a.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await get(a.cookie)).json()['order-placed']).toEqual({ email: true, sms: false, whatsapp: false });
    const phoneOnly = await withMobile(true);
    const noEmail = await put(phoneOnly.cookie, { 'order-placed': { email: true, sms: true, whatsapp: false } });
    expect(noEmail.statusCode).toBe(400);
    // The kind is named for a screen to show the refusal beside it.
    expect(noEmail.json()).toMatchObject({
      message: expect.stringMatching(/Order placed: this account has no email address/),
      details: { kind: 'order-placed' },
    });
  });

  it('anonymous: 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/account/notifications' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/account/notifications', payload: {} })).statusCode).toBe(401);
  });
});
