import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';

/**
 * Issue 22 #14: the web app's first request asks who is logged in; a visitor's page logged a failed request
 * (401 from /api/auth/me). GET /api/auth/session answers 200 for everyone; the spec's /api/auth/me is unchanged.
 */
describe(`GET /api/auth/session (${ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('answers 200 with user null for a visitor, and for a cookie that names no session', async () => {
    const res = await get('/api/auth/session');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
    const stale = await get('/api/auth/session', 'bazaar_session=not-a-session');
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual({ user: null });
    expect((await get('/api/auth/me')).statusCode).toBe(401);
  });

  it('answers the account exactly as /api/auth/me does when logged in', async () => {
    for (const role of ['user', 'admin', 'superadmin'] as const) {
      const who = await t.account(role);
      const me = await get('/api/auth/me', who.cookie);
      const session = await get('/api/auth/session', who.cookie);
      expect(session.statusCode).toBe(200);
      expect(session.json()).toEqual({ user: me.json() });
      expect(session.json().user).toMatchObject({ role, email: who.email });
    }
  });
});
