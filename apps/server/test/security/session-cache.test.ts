import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../support/harness.js';
import { twoInstances } from '../support/two-instances.js';

const me = (t: { inject: TestApp['app']['inject'] }, cookie: string) => t.inject({ url: '/api/auth/me', headers: { cookie } });

/** Polls `check` every 10 ms until it holds; answers how long that took (ms), or fails after `withinMs`. */
async function within(withinMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * Issue 15 #3: session lookups are kept in memory for a moment (plugins/session-cache.ts), and a session that
 * ends stops working at once on the instance that ended it.
 */
describe(`the session cache on one instance (${ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // A long time to live: every ending below must take effect through eviction, not expiry.
    t = await createTestApp({ countQueries: true, session: { cache: { ttlMs: 60_000 } } });
  });
  afterAll(() => t.close());

  it('reads a session from the database once for a burst of requests with one cookie', async () => {
    const a = await t.account('user');
    const before = t.app.ctx.sessions.stats();
    for (let i = 0; i < 10; i++) expect((await me(t.app, a.cookie)).statusCode).toBe(200);
    const after = t.app.ctx.sessions.stats();
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBe(9);
  });

  it('never keeps a cookie that names no session', async () => {
    const before = t.app.ctx.sessions.stats();
    for (let i = 0; i < 3; i++) expect((await me(t.app, 'bazaar_sid=no-such-session')).statusCode).toBe(401);
    const after = t.app.ctx.sessions.stats();
    expect(after.misses - before.misses).toBe(3);
    expect(after.entries).toBe(before.entries);
  });

  it('logout ends the kept session at once', async () => {
    const a = await t.account('user');
    expect((await me(t.app, a.cookie)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: a.cookie } })).statusCode).toBe(200);
    expect((await me(t.app, a.cookie)).statusCode).toBe(401);
  });

  it('a new login on the same browser ends the session its cookie had', async () => {
    const a = await t.account('user');
    expect((await me(t.app, a.cookie)).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: a.cookie },
      payload: { email: a.email, password: a.password },
    });
    expect(again.statusCode).toBe(200);
    expect((await me(t.app, a.cookie)).statusCode).toBe(401);
  });

  it('a password change ends every other kept session of the account at once', async () => {
    const a = await t.account('user');
    const other = await t.login(a.email, a.password);
    expect((await me(t.app, other)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: a.cookie },
      payload: { currentPassword: a.password, newPassword: 'a-new-password-1' },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(t.app, other)).statusCode).toBe(401);
  });

  it('deleting a shop owner ends their kept session at once', async () => {
    const boss = await t.account('superadmin');
    const admin = await t.account('admin');
    expect((await me(t.app, admin.cookie)).statusCode).toBe(200);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/superadmin/delete-admin/${admin.id}`, headers: { cookie: boss.cookie } });
    expect(del.statusCode, del.body).toBe(200);
    expect((await me(t.app, admin.cookie)).statusCode).toBe(401);
  });

  it('SESSION_CACHE_MS=0 reads the session for every request', async () => {
    const off = await createTestApp({ session: { cache: { ttlMs: 0 } } });
    try {
      const a = await off.account('user');
      for (let i = 0; i < 3; i++) expect((await me(off.app, a.cookie)).statusCode).toBe(200);
      expect(off.app.ctx.sessions.stats()).toMatchObject({ hits: 0, entries: 0 });
      await off.database.db.execute(sql`delete from sessions`);
      expect((await me(off.app, a.cookie)).statusCode).toBe(401);
    } finally {
      await off.close();
    }
  });
});

/** Two instances on one PostgreSQL database: an ending on one reaches the other's cache through NOTIFY. */
describe.runIf(ENGINE === 'postgres')('the session cache across two instances', () => {
  // A minute to live: only the notification can end a kept session within the second asked for.
  const pair = twoInstances('bazaar-session-cache-', { session: { cache: { ttlMs: 60_000 } } });
  beforeAll(() => pair.open(), 60_000);
  afterAll(() => pair.close());

  const login = async (i: number, email: string, password: string) => {
    const res = await pair.on(i).inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    expect(res.statusCode, res.body).toBe(200);
    return String(res.headers['set-cookie']).split(';')[0]!;
  };
  const register = async (email: string, password: string) => {
    const res = await pair.on(0).inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'Meera Iyer', email, password, phone: '9876543210' } });
    expect(res.statusCode, res.body).toBeLessThan(300);
  };

  it('logout on one instance: the session stops working on the other within a second', async () => {
    const email = `meera-${Date.now()}@example.in`;
    await register(email, 'meera-secret-1');
    const cookie = await login(0, email, 'meera-secret-1');
    expect((await me(pair.on(1), cookie)).statusCode).toBe(200); // kept by instance 1
    expect((await me(pair.on(1), cookie)).statusCode).toBe(200);
    expect(pair.apps[1].ctx.sessions.stats().hits).toBeGreaterThan(0);
    const heard = pair.apps[1].ctx.sessions.stats().notifications;
    expect((await pair.on(0).inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode).toBe(200);
    const ms = await within(1000, async () => (await me(pair.on(1), cookie)).statusCode === 401);
    expect(ms).toBeLessThan(1000);
    expect(pair.apps[1].ctx.sessions.stats().notifications).toBeGreaterThan(heard);
  });

  it('a password change on one instance ends the sessions the other kept, within a second', async () => {
    const email = `ravi-${Date.now()}@example.in`;
    await register(email, 'ravi-secret-11');
    const phone = await login(1, email, 'ravi-secret-11');
    const laptop = await login(0, email, 'ravi-secret-11');
    expect((await me(pair.on(1), phone)).statusCode).toBe(200);
    const res = await pair.on(0).inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: laptop },
      payload: { currentPassword: 'ravi-secret-11', newPassword: 'ravi-secret-22' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await within(1000, async () => (await me(pair.on(1), phone)).statusCode === 401);
  });
});
