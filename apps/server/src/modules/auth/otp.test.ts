import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { otpCodes, otpSends, users } from '../../db/schema.js';
import { cookieFrom, createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { twilioStandIn } from '../../../test/support/sms-stand-in.js';
import { rowsHolding } from '../../../test/support/secrets-scan.js';
import { OTP_NEEDS_NAME, OTP_SENT, OTP_TOO_MANY_TRIES, OTP_UNAVAILABLE, OTP_WRONG } from './otp.service.js';

/**
 * Issue 27 #1: log in and register with a mobile number and a code texted to it. The texts arrive at a Twilio
 * stand-in on loopback; the clock is injected, so expiry, the 30 s resend and the hourly and daily caps are tested
 * without waiting.
 */
describe(`login with a mobile number (${ENGINE})`, () => {
  let t: TestApp;
  let sms: Awaited<ReturnType<typeof twilioStandIn>>;
  let now = new Date('2026-11-20T10:00:00Z');
  const later = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000));
  let n = 0;
  /** A fresh Indian number for each test (the caps are per number). */
  const freshNumber = () => {
    const tail = String(Date.now() % 1_000_000).padStart(6, '0');
    return { typed: `98${String(++n).padStart(2, '0')}${tail}`, e164: `+9198${String(n).padStart(2, '0')}${tail}` };
  };

  beforeAll(async () => {
    sms = await twilioStandIn();
    t = await createTestApp({
      clock: () => now,
      sms: sms.sender,
      mail: { appUrl: 'https://bazaar.test' },
      events: { retryBaseMs: 1, retryMaxMs: 1, pollMs: 60_000 },
    });
  });
  afterAll(async () => {
    await t.close();
    await sms.close();
  });
  beforeEach(() => {
    later(3600 * 25); // past every number's caps
  });

  const ask = (phone: string, ip = '10.1.0.1') => t.app.inject({ method: 'POST', url: '/api/auth/otp', payload: { phone }, remoteAddress: ip });
  const verify = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/otp/verify', payload });

  it('answers the same whether or not the number has an account, and texts a code with the Web OTP line', async () => {
    const known = freshNumber();
    const unknown = freshNumber();
    await t.database.db
      .update(users)
      .set({ mobile: known.e164 })
      .where(eq(users.id, (await t.account('user')).id));
    const a = await ask(known.typed);
    const b = await ask(unknown.typed);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json()).toEqual({ message: OTP_SENT });
    expect(b.body).toBe(a.body);
    const text = sms.sent.filter((m) => m.to === known.e164).at(-1)!;
    const code = sms.codeFor(known.e164);
    expect(text.body).toMatch(/^\d{6} is your code to log in to Bazaar\. It works for 10 minutes\./);
    expect(text.body.endsWith(`\n\n@bazaar.test #${code}`)).toBe(true);
    expect(sms.codeFor(unknown.e164)).toMatch(/^\d{6}$/);
  });

  it('registers a new number when a name is given, and logs it in', async () => {
    const num = freshNumber();
    expect((await ask(num.typed)).statusCode).toBe(200);
    const code = sms.codeFor(num.e164);
    // Asking for the name says so in `details.field` too, so a screen in Hindi knows to ask for it; the code stays good.
    const inHindi = await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp/verify',
      payload: { phone: num.typed, code },
      headers: { 'accept-language': 'hi' },
    });
    expect(inHindi.statusCode).toBe(400);
    expect(inHindi.json()).toMatchObject({ message: 'इस नंबर का अभी कोई अकाउंट नहीं है। अकाउंट बनाने के लिए अपना नाम दें।', details: { field: 'name' } });
    const noName = await verify({ phone: num.typed, code });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ message: OTP_NEEDS_NAME, details: { field: 'name' } });
    const res = await verify({ phone: `+91 ${num.typed}`, code, name: 'Lakshmi Devi' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Lakshmi Devi', email: '', role: 'user', mobile: num.e164, phone: num.typed });
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: cookieFrom(res) } });
    expect(me.json()).toMatchObject({ _id: res.json()._id, mobile: num.e164 });
    // The code was used up.
    expect((await verify({ phone: num.typed, code, name: 'Lakshmi Devi' })).json().message).toBe(OTP_WRONG);
    // A second code logs the same account in; the name given then changes nothing.
    later(31);
    await ask(num.typed);
    const again = await verify({ phone: num.typed, code: sms.codeFor(num.e164), name: 'Somebody Else' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ _id: res.json()._id, name: 'Lakshmi Devi' });
    // A phone account has no password: a password login with its (empty) email fails as any other.
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: '', password: 'x' } })).statusCode).toBe(400);
  });

  it('logs an existing account in, email and mobile both', async () => {
    const acct = await t.account('user');
    const num = freshNumber();
    await t.database.db.update(users).set({ mobile: num.e164 }).where(eq(users.id, acct.id));
    await ask(num.typed);
    const res = await verify({ phone: num.e164, code: sms.codeFor(num.e164) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: acct.id, email: acct.email, mobile: num.e164, message: 'Login successful' });
  });

  it('keeps the code only hashed: no table holds it in clear', async () => {
    const num = freshNumber();
    await ask(num.typed);
    const code = sms.codeFor(num.e164);
    const [row] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.phone, num.e164));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{64}$/);
    expect(await rowsHolding(t.database.db, [`#${code}`, ` ${code} `, `"${code}"`, `is your code`])).toEqual([]);
  });

  it('allows 5 wrong tries, then the code is dead even when right', async () => {
    const num = freshNumber();
    await ask(num.typed);
    const code = sms.codeFor(num.e164);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 4; i++) expect((await verify({ phone: num.typed, code: wrong, name: 'X' })).json().message).toBe(OTP_WRONG);
    expect((await verify({ phone: num.typed, code: wrong, name: 'X' })).json().message).toBe(OTP_TOO_MANY_TRIES);
    const right = await verify({ phone: num.typed, code, name: 'X' });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(OTP_TOO_MANY_TRIES);
  });

  it('a code works for 10 minutes', async () => {
    const num = freshNumber();
    await ask(num.typed);
    const code = sms.codeFor(num.e164);
    later(10 * 60 + 1);
    const res = await verify({ phone: num.typed, code, name: 'Late Comer' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(OTP_WRONG);
  });

  it('a new code after 30 s, at most 5 an hour and 10 a day per number; a new code retires the old one', async () => {
    const num = freshNumber();
    expect((await ask(num.typed)).statusCode).toBe(200);
    const first = sms.codeFor(num.e164);
    const soon = await ask(num.typed);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toMatch(/^A code was sent a moment ago\. Please wait \d+ seconds? before asking for a new one\.$/);
    later(31);
    expect((await ask(num.typed)).statusCode).toBe(200);
    const second = sms.codeFor(num.e164);
    if (second !== first) expect((await verify({ phone: num.typed, code: first, name: 'X' })).json().message).toBe(OTP_WRONG);
    for (let i = 0; i < 3; i++) {
      later(31);
      expect((await ask(num.typed)).statusCode).toBe(200);
    }
    later(31);
    const hourly = await ask(num.typed);
    expect(hourly.statusCode).toBe(429);
    expect(hourly.json().message).toBe('Too many codes for this number: at most 5 an hour. Please try again later.');
    later(3600);
    for (let i = 0; i < 5; i++) {
      expect((await ask(num.typed)).statusCode).toBe(200);
      later(15 * 60); // under the hourly cap
    }
    const daily = await ask(num.typed);
    expect(daily.statusCode).toBe(429);
    expect(daily.json().message).toBe('Too many codes for this number: at most 10 a day. Please try again tomorrow.');
    expect(sms.sent.filter((m) => m.to === num.e164)).toHaveLength(10);
    // The sends older than a day are forgotten as new ones are counted.
    later(24 * 3600);
    expect((await ask(num.typed)).statusCode).toBe(200);
    expect(await t.database.db.select().from(otpSends).where(eq(otpSends.phone, num.e164))).toHaveLength(1);
  });

  it('answers 400 with a message for a number or a code that cannot be one', async () => {
    const bad = await ask('12345');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Mobile number must be a 10-digit Indian mobile number/);
    const code = await verify({ phone: '9876543210', code: '12ab56' });
    expect(code.statusCode).toBe(400);
    expect(code.json().message).toMatch(/Code must be the 6 digits we sent/);
  });

  it('a provider that fails never fails the request: the text is retried', async () => {
    const num = freshNumber();
    sms.failNext(1);
    const res = await ask(num.typed);
    expect(res.statusCode).toBe(200);
    expect(sms.sent.filter((m) => m.to === num.e164)).toHaveLength(0);
    later(0);
    await new Promise((r) => setTimeout(r, 5));
    await t.app.ctx.events.poll();
    expect(sms.codeFor(num.e164)).toMatch(/^\d{6}$/);
  });

  it('changing the number needs a code texted to the new number', async () => {
    const acct = await t.account('user');
    const num = freshNumber();
    const other = await t.account('user');
    const ask2 = (cookie: string, phone: string) => t.app.inject({ method: 'POST', url: '/api/account/mobile', headers: { cookie }, payload: { phone } });
    const confirm = (cookie: string, phone: string, code: string) =>
      t.app.inject({ method: 'POST', url: '/api/account/mobile/verify', headers: { cookie }, payload: { phone, code } });
    expect((await t.app.inject({ method: 'POST', url: '/api/account/mobile', payload: { phone: num.typed } })).statusCode).toBe(401);
    expect((await ask2(acct.cookie, num.typed)).statusCode).toBe(200);
    const code = sms.codeFor(num.e164);
    // A login with that code does not work: it was sent to prove the number for this account.
    expect((await verify({ phone: num.typed, code, name: 'X' })).json().message).toBe(OTP_WRONG);
    // Nor may another account use it.
    expect((await confirm(other.cookie, num.typed, code)).statusCode).toBe(400);
    const ok = await confirm(acct.cookie, num.typed, code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie: acct.cookie } })).json().mobile).toBe(num.e164);
    // Another account cannot take the number, even with a code of its own.
    later(31);
    await ask2(other.cookie, num.typed);
    const taken = await confirm(other.cookie, num.typed, sms.codeFor(num.e164));
    expect(taken.statusCode).toBe(409);
    // And the number now logs the first account in.
    later(31);
    await ask(num.typed);
    expect((await verify({ phone: num.typed, code: sms.codeFor(num.e164) })).json()._id).toBe(acct.id);
  });
});

describe(`login with a mobile number without an SMS provider (${ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  it('answers 503 with a way forward, whatever the number', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/otp', payload: { phone: '9876543210' } });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(OTP_UNAVAILABLE);
    expect(await t.database.db.select().from(otpCodes)).toEqual([]);
  });
});
