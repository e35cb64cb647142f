import { sql } from 'drizzle-orm';
import { channelCapAlerts, channelMessages, whatsappConsents } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, product, shopWithAdmin, type Account } from '../../../test/support/cart-orders.js';
import { REGISTERED } from '../auth/auth.routes.js';
import { noticeIn } from './privacy-notice.service.js';
import { twilioStandIn } from '../../../test/support/sms-stand-in.js';
import { whereFound } from '../../../test/support/where-found.js';

async function register(t: TestApp, body: Record<string, unknown>): Promise<Account> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().user._id, email: body.email as string, password: body.password as string, cookie: cookieFrom(res) };
}

describe(`consent and erasure (${ENGINE})`, () => {
  let t: TestApp;
  let admin: Account;
  let productId: string;
  let owner: Account;

  beforeAll(async () => {
    t = await createTestApp();
    const s = await shopWithAdmin(t);
    admin = s.admin;
    productId = (await product(t, s.shop.id, { name: 'Kaju Katli' })).id;
    owner = await t.account('superadmin');
  });
  afterAll(() => t.close());

  const consentOf = async (id: string) => {
    const res = (await t.database.db.execute(
      sql`select privacy_notice_version as v, privacy_consent_how as how, privacy_consent_at as at from users where id = ${id}`,
    )) as unknown as { rows: { v: number; how: string; at: unknown }[] };
    return res.rows[0]!;
  };

  it('serves the dated privacy notice', async () => {
    const res = await t.app.inject({ url: '/api/privacy-notice' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ version: 1 });
    expect(res.json().text).toMatch(/72 months/);
    expect(res.json().language).toBe('en');
  });

  it('serves the notice in Hindi to a Hindi reader, line for line, and in English whole when a line has no Hindi', async () => {
    const en = (await t.app.inject({ url: '/api/privacy-notice' })).json();
    const res = await t.app.inject({ url: '/api/privacy-notice', headers: { 'accept-language': 'hi-IN,hi;q=0.9' } });
    expect(res.statusCode).toBe(200);
    const hi = res.json();
    expect(hi).toMatchObject({ version: en.version, effectiveFrom: en.effectiveFrom, language: 'hi' });
    expect(hi.text).toMatch(/^## हम क्या जानकारी लेते हैं\nरजिस्टर करते समय/);
    expect(hi.text).toMatch(/72 महीने/);
    expect(hi.text).not.toMatch(/[A-Za-z]{4,} [a-z]{4,} [a-z]{4,}/); // no English sentence left in it
    expect(hi.text.split('\n').map((l: string) => l === '')).toEqual(en.text.split('\n').map((l: string) => l === ''));

    expect(noticeIn(`${en.text}\n\nA paragraph a new version adds.`, 'hi')).toEqual({ text: `${en.text}\n\nA paragraph a new version adds.`, language: 'en' });
    expect(noticeIn(en.text, 'en')).toEqual({ text: en.text, language: 'en' });
  });

  it('records consent with the notice’s version: ticked by the form, given by registering through the spec’s call', async () => {
    const ticked = await register(t, { name: 'Ticked Box', email: 'ticked@example.in', phone: '9000000001', password: 'secret-pass-1', privacyConsent: true });
    expect(await consentOf(ticked.id)).toMatchObject({ v: 1, how: 'ticked' });

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Spec Client', email: 'spec@example.in', phone: '9000000002', password: 'secret-pass-2' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: REGISTERED,
      user: { _id: expect.any(String), name: 'Spec Client', email: 'spec@example.in', role: 'user', phone: '9000000002', mobile: null, language: 'en' },
    });
    const c = await consentOf(res.json().user._id);
    expect(c).toMatchObject({ v: 1, how: 'registered' });
    expect(c.at).toBeTruthy();
  });

  it('refuses registration when consent is refused, naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'No Consent', email: 'no@example.in', phone: '9000000003', password: 'secret-pass-3', privacyConsent: false },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/privacyConsent/);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'No Consent', email: 'no@example.in', phone: '9000000003', password: 'secret-pass-3', privacyConsent: 'yes' },
    });
    expect(again.statusCode).toBe(400);
  });

  it('erases everything personal except the tax documents, which keep the name and address as issued', async () => {
    const NAME = 'Meenakshi Venkataraman';
    const EMAIL = 'meenakshi.erase@example.in';
    const PHONE = '9123456780';
    const me = await register(t, { name: NAME, email: EMAIL, phone: PHONE, password: 'secret-pass-m', privacyConsent: true });
    const c = api(t);
    expect((await c.call('PUT', '/api/admin/shop/return-policy', admin, { kind: 'return', days: 7 })).statusCode).toBe(200);
    await c.add(me, productId, 1);
    const placed = await c.order(me, { address: `${NAME}, ${PHONE}, 411001, 12 MG Road, Pune` });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().orders[0]._id;
    expect((await c.setStatus(admin, orderId, 'Confirmed')).statusCode).toBe(200);
    expect((await c.setStatus(admin, orderId, 'Delivered')).statusCode).toBe(200);
    expect((await c.call('POST', '/api/reviews', me, { orderId, stars: 5, text: `Fresh and tasty, says ${NAME}` })).statusCode).toBe(201);
    // Free text on a return, and the channels' records: the person's own messages and consent, a shop's naming them.
    const itemId = (await c.call('GET', `/api/orders/${orderId}`, me)).json().items[0]._id;
    const ret = await c.call('POST', `/api/orders/${orderId}/returns`, me, {
      lines: [{ itemId, quantity: 1 }],
      reason: 'damaged',
      resolution: 'refund',
      note: `Box crushed, call ${PHONE}`,
    });
    expect(ret.statusCode, ret.body).toBe(201);
    await t.database.db.insert(whatsappConsents).values({ phone: `+91${PHONE}`, optedInAt: new Date(), optedInVia: 'settings' });
    await t.database.db.insert(channelCapAlerts).values([
      { day: '2026-11-27', channel: 'sms', scope: 'number', subject: `+91${PHONE}` },
      { day: '2026-11-27', channel: 'whatsapp', scope: 'account', subject: me.id },
    ]);
    await t.database.db.insert(channelMessages).values([
      {
        id: newId(),
        dedupeKey: `e-${newId()}`,
        channel: 'whatsapp',
        kind: 'order-status',
        recipient: `+91${PHONE}`,
        userId: me.id,
        params: [NAME, 'Delivered'],
      },
      {
        id: newId(),
        dedupeKey: `e-${newId()}`,
        channel: 'sms',
        kind: 'new-order',
        recipient: '+919000000001',
        userId: admin.id,
        params: [`${NAME} ordered`, PHONE],
      },
    ]);
    await c.add(me, productId, 2);
    const addr = await c.call('POST', '/api/addresses', me, { name: NAME, phone: PHONE, line1: '12 MG Road', city: 'Pune', state: '27', pincode: '411001' });
    expect(addr.statusCode, addr.body).toBe(201);
    const g = await c.call('POST', '/api/grievances', me, { subject: 'Late', description: `It came late. Call me on ${PHONE}.`, orderId });
    expect(g.statusCode, g.body).toBe(201);
    expect((await c.call('POST', `/api/grievances/${g.json()._id}/messages`, me, { text: `Still waiting, ${NAME}` })).statusCode).toBe(201);
    await c.call('POST', '/api/contact-form', null, { name: NAME, email: EMAIL, phone: PHONE, yourmessage: 'Hello' });
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: EMAIL, password: 'wrong-password' } });

    const before = await whereFound(t, [EMAIL, PHONE, NAME]);
    expect(before.get('users.name')).toBeDefined();
    for (const where of ['reviews.text', 'returns.note', 'whatsapp_consents.phone', 'channel_messages.recipient', 'channel_messages.params'])
      expect(before.get(where), where).toBeDefined();
    expect(before.get('saved_addresses.name')).toBeDefined();

    const wrong = await c.call('POST', '/api/account/erase', me, { password: 'not-it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/password/i);
    const none = await c.call('POST', '/api/account/erase', me, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/password/i);

    const res = await c.call('POST', '/api/account/erase', me, { password: 'secret-pass-m' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('Completed');
    expect(res.json().kept.join(' ')).toMatch(/CGST Act s\.36/);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie: me.cookie } })).statusCode).toBe(401);

    const after = await whereFound(t, [EMAIL, PHONE, NAME]);
    expect([...after.keys()]).toEqual(['tax_documents.snapshot']);
    expect([...after.get('tax_documents.snapshot')!]).toEqual(expect.arrayContaining([NAME]));
    // (A login tried after this counts towards the lockout under the email typed: a new record, not the account's.)
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: EMAIL, password: 'secret-pass-m' } });
    expect(login.statusCode).toBe(401);

    // The review stays, by "Deleted user"; the order stays for the shop's accounts, without the address.
    const reviews = await t.app.inject({ url: `/api/products/${productId}/reviews` });
    if (reviews.statusCode === 200) expect(reviews.body).not.toContain(NAME);
    const invoice = await c.call('GET', `/api/orders/${orderId}/invoice`, admin);
    expect(invoice.statusCode).toBe(200);
    // The shop's records keep what was said, without who said it; the shop's own text keeps its record.
    expect((await c.call('GET', '/api/admin/returns', admin)).json().returns[0].note).toBe('Box crushed, call [erased]');
    const kept = await t.database.db.select().from(channelMessages);
    expect(kept.find((m) => m.recipient === '+919000000001')?.params).toEqual(['[erased] ordered', '[erased]']);
    // The caps they reached, by number or by account, go with them.
    expect(await t.database.db.select().from(channelCapAlerts)).toEqual([]);
  });

  it('records a request when orders are open; a platform owner completes it once they close', async () => {
    const me = await register(t, { name: 'Open Orders Person', email: 'open.orders@example.in', phone: '9123400000', password: 'secret-pass-o' });
    const c = api(t);
    await c.add(me, productId, 1);
    const placed = await c.order(me);
    const orderId = placed.json().orders[0]._id;

    const res = await c.call('POST', '/api/account/erase', me, { password: 'secret-pass-o' });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ status: 'Pending' });
    expect(res.json().message).toMatch(/platform owner/);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie: me.cookie } })).statusCode).toBe(200);
    // Asking twice keeps one request.
    expect((await c.call('POST', '/api/account/erase', me, { password: 'secret-pass-o' })).statusCode).toBe(202);

    const list = await c.call('GET', '/api/superadmin/erasure-requests', owner);
    expect(list.statusCode).toBe(200);
    const mine = list.json().items.filter((r: { userId: string }) => r.userId === me.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: 'Pending', openOrders: 1, name: 'Open Orders Person' });
    expect((await c.call('GET', '/api/superadmin/erasure-requests', me)).statusCode).toBe(403);

    const early = await c.call('POST', `/api/superadmin/erasure-requests/${mine[0]._id}/complete`, owner);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/open order/);

    expect((await c.cancel(me, orderId)).statusCode).toBe(200);
    const done = await c.call('POST', `/api/superadmin/erasure-requests/${mine[0]._id}/complete`, owner);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'Completed', name: 'Deleted user' });
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie: me.cookie } })).statusCode).toBe(401);
    expect((await c.call('POST', `/api/superadmin/erasure-requests/${mine[0]._id}/complete`, owner)).statusCode).toBe(409);
    expect([...(await whereFound(t, ['open.orders@example.in', 'Open Orders Person', '9123400000'])).keys()]).toEqual([]);
  });

  it('refuses a shop owner and a platform owner, with what to do', async () => {
    const shop = await api(t).call('POST', '/api/account/erase', admin, { password: admin.password });
    expect(shop.statusCode).toBe(409);
    expect(shop.json().message).toMatch(/owns a shop/);
    const platform = await api(t).call('POST', '/api/account/erase', owner, { password: owner.password });
    expect(platform.statusCode).toBe(409);
  });

  it('needs a login', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/account/erase', payload: { password: 'x' } })).statusCode).toBe(401);
  });
});

describe(`the shipping terms the policy pages show (${ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reads the settings in force, and a change shows at once', async () => {
    const res = await t.app.inject({ url: '/api/policies/shipping' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ deliveryChargePerShop: 60, codMaxOrderValue: 50000, cashCeiling: 200000, cashCeilingLaw: 'Income-tax Act s.269ST' });
    const owner = await t.account('superadmin');
    const patch = await t.app.inject({ method: 'PATCH', url: '/api/superadmin/settings', headers: { cookie: owner.cookie }, payload: { codFee: 25 } });
    expect(patch.statusCode, patch.body).toBe(200);
    expect((await t.app.inject({ url: '/api/policies/shipping' })).json().codFee).toBe(25);
  });
});

describe(`consent and erasure of an account made with a mobile number (${ENGINE})`, () => {
  let t: TestApp;
  let sms: Awaited<ReturnType<typeof twilioStandIn>>;
  let now = new Date('2026-11-20T10:00:00Z');
  const later = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000));

  beforeAll(async () => {
    sms = await twilioStandIn();
    t = await createTestApp({ clock: () => now, sms: sms.sender, events: { retryBaseMs: 1, retryMaxMs: 1, pollMs: 60_000 } });
  });
  afterAll(async () => {
    await t.close();
    await sms.close();
  });

  const ask = (phone: string) => t.app.inject({ method: 'POST', url: '/api/auth/otp', payload: { phone } });
  const verify = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/otp/verify', payload });

  it('records consent when the code creates the account, refuses a refusal, and erases with a fresh code', async () => {
    const phone = '+919812300077';
    expect((await ask(phone)).statusCode).toBe(200);
    const refused = await verify({ phone, code: sms.codeFor(phone), name: 'Kavya Ramaswamy', privacyConsent: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/privacyConsent/);
    const res = await verify({ phone, code: sms.codeFor(phone), name: 'Kavya Ramaswamy', privacyConsent: true });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().user._id;
    const cookie = cookieFrom(res);
    const consent = (await t.database.db.execute(
      sql`select privacy_notice_version as v, privacy_consent_how as how from users where id = ${id}`,
    )) as unknown as { rows: { v: number; how: string }[] };
    expect(consent.rows[0]).toEqual({ v: 1, how: 'ticked' });

    const erase = (payload: object) => t.app.inject({ method: 'POST', url: '/api/account/erase', headers: { cookie }, payload });
    const noCode = await erase({});
    expect(noCode.statusCode).toBe(400);
    later(31);
    expect((await ask(phone)).statusCode).toBe(200);
    const code = sms.codeFor(phone);
    const wrong = await erase({ code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/code/i);
    const done = await erase({ code });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().status).toBe('Completed');
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
    const left = (await t.database.db.execute(sql`select name, mobile, phone from users where id = ${id}`)) as unknown as {
      rows: { name: string; mobile: string | null; phone: string | null }[];
    };
    expect(left.rows[0]).toEqual({ name: 'Deleted user', mobile: null, phone: null });
  });
});
