import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, cookieFrom, ENGINE, type TestApp } from '../../../test/support/harness.js';

describe(`an account's language (issue 28, ${ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const register = (email: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', headers, payload: { name: 'Asha', email, phone: '9876543210', password: 'long-enough-pw' } });
  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
  const put = (cookie: string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/account/language', headers: { cookie }, payload: payload as object });

  it('is English for a registration without Accept-Language, and in /api/auth/me and /api/auth/session', async () => {
    const res = await register('lang-none@example.in');
    expect(res.statusCode).toBe(201);
    expect(res.json().user.language).toBe('en');
    const cookie = cookieFrom(res);
    expect((await me(cookie)).json()).toMatchObject({ email: 'lang-none@example.in', language: 'en' });
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(session.json().user.language).toBe('en');
  });

  it.each([
    ['hi', 'hi'],
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['fr-FR', 'en'],
    ['*', 'en'],
  ])('is taken from Accept-Language %j at registration: %s', async (header, expected) => {
    const res = await register(`lang-${header.replace(/[^a-z]/gi, '')}@example.in`, { 'accept-language': header });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.language).toBe(expected);
    expect((await me(cookieFrom(res))).json().language).toBe(expected);
  });

  it('is changed by PUT /api/account/language, at once (the session cache forgets the account)', async () => {
    const cookie = cookieFrom(await register('lang-change@example.in'));
    expect((await me(cookie)).json().language).toBe('en'); // now cached
    const res = await put(cookie, { language: 'hi' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'lang-change@example.in', language: 'hi' });
    expect((await me(cookie)).json().language).toBe('hi');
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'lang-change@example.in', password: 'long-enough-pw' } });
    expect(login.json()).toMatchObject({ language: 'hi', user: { language: 'hi' } });
    expect((await put(cookie, { language: 'en' })).json().language).toBe('en');
    expect((await me(cookie)).json().language).toBe('en');
  });

  it.each([[{ language: 'fr' }], [{ language: 'HI' }], [{ language: 1 }], [{}], [{ language: 'hi', extra: true }]])(
    'refuses %j with 400 and a message naming the choices',
    async (payload) => {
      const cookie = cookieFrom(await register(`lang-bad-${Math.random().toString(36).slice(2)}@example.in`));
      const res = await put(cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      if ('extra' in payload) expect(res.json().message).toMatch(/extra/);
      else expect(res.json().message).toBe('language must be one of: en, hi (en = English, hi = हिन्दी)');
      expect((await me(cookie)).json().language).toBe('en');
    },
  );

  it('needs a login (401)', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/account/language', payload: { language: 'hi' } });
    expect(res.statusCode).toBe(401);
  });

  it('the database refuses any other language (check constraint)', async () => {
    await register('lang-db@example.in');
    await expect(t.database.db.execute(sql`update users set language = 'fr' where email = 'lang-db@example.in'`)).rejects.toThrow();
  });
});
