import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createTestApp, ENGINE, type TestApp } from '../support/harness.js';

/** What auth.test.ts and session.test.ts leave out: fixation, every endpoint after logout, enumeration by lockout. */
describe(`sessions: the gaps (${ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { loginPerAccount: { max: 3, windowMs: 60_000 } } });
  });
  afterAll(() => t.close());

  it('never adopts a session id chosen by the client (fixation)', async () => {
    const a = await t.account('user');
    const planted = 'bazaar_sid=attacker-chosen-value-1234567890';
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { cookie: planted }, payload: { email: a.email, password: a.password } });
    expect(res.statusCode).toBe(200);
    expect(cookieFrom(res)).not.toBe(planted);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie: planted } })).statusCode).toBe(401);
  });

  it('after logout the old cookie is refused by every endpoint that needs a session', async () => {
    const shopper = await t.account('user');
    const owner = await t.account('admin');
    const sa = await t.account('superadmin');
    for (const [who, urls] of [
      [shopper, ['/api/auth/me', '/api/cart', '/api/orders/my-orders', '/api/orders/mine']],
      [owner, ['/api/auth/me', '/admin/details', '/api/admin/orders', '/api/admin/products']],
      [sa, ['/api/auth/me', '/api/superadmin/admins', '/api/getall-contact', '/shop/ragister/getshop-query']],
    ] as const) {
      for (const url of urls) expect((await t.app.inject({ url, headers: { cookie: who.cookie } })).statusCode, url).toBe(200);
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: who.cookie } })).statusCode).toBe(200);
      for (const url of urls) expect((await t.app.inject({ url, headers: { cookie: who.cookie } })).statusCode, `${url} after logout`).toBe(401);
    }
  });

  it('locks an unknown email exactly like a real account, with the same message (no enumeration)', async () => {
    const real = await t.account('user');
    const attempt = (email: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong-guess-1' } });
    const replies = { real: [] as string[], ghost: [] as string[] };
    // The wait in a 429 ("1 minute", "59 seconds") depends on when each window began: compare the words around it.
    const wording = (m: string) => m.replace(/\d+ (second|minute)s?/g, '<wait>');
    for (let i = 0; i < 4; i++) {
      const r = await attempt(real.email);
      const g = await attempt('ghost.nobody@example.in');
      replies.real.push(`${r.statusCode} ${wording(r.json().message)}`);
      replies.ghost.push(`${g.statusCode} ${wording(g.json().message)}`);
    }
    expect(replies.real).toEqual(replies.ghost);
    expect(replies.real.map((x) => x.slice(0, 3))).toEqual(['401', '401', '401', '429']);
  });
});
