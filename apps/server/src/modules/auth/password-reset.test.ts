import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { outbox, passwordResetTokens } from '../../db/schema.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { RESET_LINK_INVALID, RESET_REQUESTED } from './password-reset.service.js';
import { FAST_WORKER, memoryMailbox } from '../../../test/support/mailbox.js';
import { until } from '../../../test/support/smtp.js';

/**
 * Forgot password → link → new password. The link is read from the mail as sent (a transport that keeps it): the
 * outbox holds the token only sealed, and the platform owner's Outbox API shows it hidden (decision 039). The clock
 * is injected.
 */
describe(`password reset (${ENGINE})`, () => {
  let t: TestApp;
  let now = new Date('2026-11-20T10:00:00Z');
  let owner: Awaited<ReturnType<TestApp['account']>>;
  const box = memoryMailbox();
  beforeAll(async () => {
    t = await createTestApp({ clock: () => now, mail: { appUrl: 'https://bazaar.test', transport: box.transport, worker: FAST_WORKER } });
    owner = await t.account('superadmin');
  });
  afterAll(() => t.close());

  const forgot = (email: string, ip = '10.0.0.1') => t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: ip });
  const reset = (token: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
  const me = (cookie: string) => t.app.inject({ url: '/api/auth/me', headers: { cookie } });

  /** The newest reset message sent to `email` once the outbox has sent everything, and its token. */
  async function lastLink(email: string, count = 1): Promise<{ token: string; text: string }> {
    await box.newest(email, (m) => m.subject === 'Reset your Bazaar password', count);
    await until(async () => (await t.database.db.select({ status: outbox.status }).from(outbox)).every((r) => r.status === 'sent'), 10_000, 'sent');
    const mail = box.sent.filter((m) => m.to === email && m.subject === 'Reset your Bazaar password').at(-1);
    if (!mail) throw new Error(`no reset message to ${email}`);
    const token = /https:\/\/bazaar\.test\/reset-password\?token=([\w-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error(`no link in: ${mail.text}`);
    return { token, text: mail.text };
  }

  it('the answer is the same whether or not the email has an account; only a real account gets a message', async () => {
    const user = await t.account('user');
    const before = (await t.database.db.select().from(outbox)).length;
    const known = await forgot(user.email.toUpperCase());
    const unknown = await forgot('nobody-here@example.in');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: RESET_REQUESTED });
    expect(unknown.body).toBe(known.body);
    // The link is prepared after the answer (decision 040): wait for it.
    await until(async () => (await t.database.db.select().from(outbox)).length > before, 10_000, 'the reset message');
    await new Promise((r) => setTimeout(r, 100));
    const rows = await t.database.db.select().from(outbox).orderBy(desc(outbox.createdAt));
    expect(rows.length).toBe(before + 1);
    expect(rows[0]).toMatchObject({ recipient: user.email, kind: 'password-reset', subject: 'Reset your Bazaar password' });
    // The token is stored only as a hash; the message carries the token, never a password.
    const { token, text } = await lastLink(user.email);
    const stored = await t.database.db.select().from(passwordResetTokens);
    expect(stored.some((r) => r.tokenHash === token)).toBe(false);
    expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
    expect(text).not.toContain(user.password);
    expect(text).toContain('30 minutes');
  });

  it('a new password ends every session, works for login, and the link works once', async () => {
    const user = await t.account('user');
    const other = await t.login(user.email, user.password);
    // Both sessions in use (so kept by the session cache) when the password is reset.
    expect((await me(user.cookie)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(200);
    expect((await forgot(user.email)).statusCode).toBe(200);
    const { token } = await lastLink(user.email);

    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/at least 8 characters/);

    const ok = await reset(token, 'a-fresh-password');
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await me(user.cookie)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    const oldLogin = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
    expect(oldLogin.statusCode).toBe(401);
    await t.login(user.email, 'a-fresh-password');

    const again = await reset(token, 'yet-another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(RESET_LINK_INVALID);
    await t.login(user.email, 'a-fresh-password');

    const notice = await t.database.db.select().from(outbox).where(eq(outbox.recipient, user.email));
    expect(notice.map((m) => m.subject)).toContain('Your Bazaar password was changed');
  });

  it('a link expires after 30 minutes; asking again retires the older link', async () => {
    const user = await t.account('user');
    const start = now;
    await forgot(user.email);
    const first = (await lastLink(user.email)).token;
    now = new Date(start.getTime() + 31 * 60_000);
    expect((await reset(first, 'late-password-1')).json().message).toBe(RESET_LINK_INVALID);

    await forgot(user.email);
    const second = (await lastLink(user.email, 2)).token;
    expect(second).not.toBe(first);
    now = new Date(now.getTime() + 29 * 60_000);
    await forgot(user.email);
    const third = (await lastLink(user.email, 3)).token;
    expect((await reset(second, 'retired-password')).statusCode).toBe(400);
    expect((await reset(third, 'in-time-password')).statusCode).toBe(200);
    await t.login(user.email, 'in-time-password');
    now = start;
  });

  it('an unknown or malformed token is refused with the same message', async () => {
    for (const token of ['x', 'A'.repeat(43), '../../etc']) {
      const res = await reset(token, 'whatever-password');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(RESET_LINK_INVALID);
    }
  });

  it('changing the password (logged in) also sends the notice', async () => {
    const user = await t.account('user');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: user.cookie },
      payload: { currentPassword: user.password, newPassword: 'changed-password' },
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db.select().from(outbox).where(eq(outbox.recipient, user.email));
    expect(rows.map((r) => r.kind)).toEqual(['password-changed']);
    expect(rows[0]!.text).not.toContain('changed-password');
  });

  it('the Outbox API is the platform owner’s only; a message opens with its text', async () => {
    const shopper = await t.account('user');
    expect((await t.app.inject({ url: '/api/superadmin/outbox' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/superadmin/outbox', headers: { cookie: shopper.cookie } })).statusCode).toBe(403);
    const page = await t.app.inject({ url: '/api/superadmin/outbox?page=1&limit=2', headers: { cookie: owner.cookie } });
    expect(page.json()).toMatchObject({ page: 1, pageSize: 2 });
    expect(page.json().items).toHaveLength(2);
    expect(page.json().items[0]).toEqual(
      expect.objectContaining({ status: expect.stringMatching(/^(pending|sending|sent)$/), hasAttachment: false, createdAt: expect.any(String) }),
    );
    expect(
      (await t.app.inject({ url: `/api/superadmin/outbox/${'0'.repeat(8)}-0000-7000-8000-${'0'.repeat(12)}`, headers: { cookie: owner.cookie } })).statusCode,
    ).toBe(404);
  });
});

describe(`password reset rate limits (${ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { passwordReset: { max: 6, windowMs: 60_000 }, passwordResetPerEmail: { max: 3, windowMs: 60 * 60_000 } } });
  });
  afterAll(() => t.close());

  const forgot = (email: string, ip: string) => t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: ip });

  it('per email: the 4th request for one email within the hour is refused, for an account and for no account alike', async () => {
    const user = await t.account('user');
    for (const email of [user.email, 'ghost@example.in']) {
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await forgot(email, `10.1.${i}.${email.length}`)).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
    }
    const limited = await forgot('ghost@example.in', '10.9.9.9');
    expect(limited.json().message).toMatch(/Too many reset requests for this email/);
  });

  it('per client address: the 7th request from one IP is refused, whatever the emails', async () => {
    const codes = [];
    for (let i = 0; i < 7; i++) codes.push((await forgot(`someone${i}@example.in`, '10.2.0.1')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 429]);
    // The reset route counts its own tries per address: guessing tokens meets the same limit.
    const resets = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: `guess-${i}`, password: 'long-enough' },
        remoteAddress: '10.3.0.1',
      });
      resets.push(res.statusCode);
    }
    expect(resets).toEqual([400, 400, 400, 400, 400, 400, 429]);
  });
});

describe(`forgot-password does the same work for a real account and for none (${ENGINE})`, () => {
  let t: TestApp;
  const box = memoryMailbox();
  beforeAll(async () => {
    t = await createTestApp({ countQueries: true, mail: { transport: box.transport, worker: FAST_WORKER } });
  });
  afterAll(() => t.close());

  it('the request runs the same database queries either way; the account is looked up after the answer (decision 040)', async () => {
    const user = await t.account('user');
    const forgot = (email: string) => t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const known = await forgot(user.email);
    const unknown = await forgot('no-account-here@example.in');
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.headers['x-db-queries']).toBeDefined();
    expect(unknown.headers['x-db-queries']).toBe(known.headers['x-db-queries']);
    // …and the real account still gets its link.
    const mail = await box.newest(user.email, (m) => m.subject === 'Reset your Bazaar password');
    expect(mail.text).toMatch(/reset-password\?token=[\w-]{43}/);
  });
});
