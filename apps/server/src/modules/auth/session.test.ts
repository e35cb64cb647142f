import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/rows.js';
import { createTestApp, cookieFrom, ENGINE, type TestApp } from '../../../test/support/harness.js';

/** The session cache keeps a lookup this long here (1 s in production): a write made outside the services lands after it. */
const CACHE_MS = 100;
const pastTheCache = () => new Promise((r) => setTimeout(r, CACHE_MS + 50));

describe(`sessions (${ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ session: { cache: { ttlMs: CACHE_MS } } });
  });
  afterAll(() => t.close());

  const me = (cookie: string) => t.app.inject({ url: '/api/auth/me', headers: { cookie } });

  it('stores only a hash of the session id', async () => {
    const a = await t.account('user');
    const token = a.cookie.split('=')[1]!;
    const hashes = await rows<{ id_hash: string }>(t.database.db, sql`select id_hash from sessions`);
    expect(hashes.length).toBeGreaterThan(0);
    expect(hashes.some((r) => r.id_hash === token)).toBe(false);
    expect(hashes.every((r) => /^[0-9a-f]{64}$/.test(r.id_hash))).toBe(true);
  });

  it('changing the password ends every session and needs the current password', async () => {
    const a = await t.account('user');
    const other = await t.login(a.email, a.password);
    expect((await me(other)).statusCode).toBe(200); // in use, so kept by the session cache
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: a.cookie },
      payload: { currentPassword: 'nope-nope', newPassword: 'brand-new-pass' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Current password is incorrect');
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: a.cookie },
      payload: { currentPassword: a.password, newPassword: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('New password must be at least 8 characters');

    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: a.cookie },
      payload: { currentPassword: a.password, newPassword: 'brand-new-pass' },
    });
    expect(ok.statusCode).toBe(200);
    const fresh = cookieFrom(ok);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(a.cookie)).statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: a.email, password: a.password } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: a.email, password: 'brand-new-pass' } })).statusCode).toBe(200);
  });

  it('anonymous cannot change a password', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/change-password', payload: { currentPassword: 'x', newPassword: 'yyyyyyyy' } });
    expect(res.statusCode).toBe(401);
  });

  it('ends a session that has been idle too long', async () => {
    const a = await t.account('user');
    expect((await me(a.cookie)).statusCode).toBe(200);
    await t.database.db.execute(sql`update sessions set last_seen_at = now() - interval '8 days'`);
    await pastTheCache();
    expect((await me(a.cookie)).statusCode).toBe(401);
  });

  it('ends a session past its absolute lifetime, however active', async () => {
    const a = await t.account('user');
    await t.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second'`);
    await pastTheCache();
    expect((await me(a.cookie)).statusCode).toBe(401);
  });

  it('ignores a forged or oversized cookie', async () => {
    expect((await me('bazaar_sid=forged-value')).statusCode).toBe(401);
    expect((await me(`bazaar_sid=${'a'.repeat(5000)}`)).statusCode).toBe(401);
  });
});

describe(`sessions over HTTPS (${ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { cookieSecure: true } });
  });
  afterAll(() => t.close());

  it('uses a __Host- cookie with Secure, HttpOnly, SameSite=Lax and Path=/', async () => {
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Sec', email: 'sec@example.in', phone: '9876543210', password: 'long-enough-pw' },
    });
    expect(reg.statusCode).toBe(201);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'sec@example.in', password: 'long-enough-pw' } });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-bazaar_sid=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/);
  });

  it('sends HSTS when HTTPS is configured', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(String(res.headers['strict-transport-security'])).toMatch(/max-age=31536000/);
  });
});
