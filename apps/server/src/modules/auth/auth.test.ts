import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { createTestApp, cookieFrom, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { PASSWORD_HASH_OPTIONS } from './passwords.js';

describe(`auth (${ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const register = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload });

  it('registers a shopper with role user, whatever role the body asks for', async () => {
    const res = await register({ name: 'Asha', email: 'Asha@Example.in', phone: '+91 98765 43210', password: 'long-enough-pw', role: 'superadmin' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Registration successful! You are logged in.',
      user: { role: 'user', email: 'asha@example.in', phone: '9876543210' },
    });
    expect(res.body).not.toContain('password');
    // Issue 22 #10: the reply logs the new account in.
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: cookieFrom(res) } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'asha@example.in', role: 'user' });
  });

  it('registering in a browser that was logged in as someone else ends that session', async () => {
    await register({ name: 'Ravi', email: 'ravi@example.in', phone: '9876543211', password: 'long-enough-pw' });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'ravi@example.in', password: 'long-enough-pw' } });
    const old = cookieFrom(login);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { cookie: old },
      payload: { name: 'Meena', email: 'meena@example.in', phone: '9876543212', password: 'long-enough-pw' },
    });
    expect(res.statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: old } })).statusCode).toBe(401);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: cookieFrom(res) } });
    expect(me.json()).toMatchObject({ email: 'meena@example.in' });
  });

  it('a refused registration starts no session', async () => {
    const res = await register({ name: 'Asha 3', email: 'asha@example.in', phone: '9876543210', password: 'long-enough-pw' });
    expect(res.statusCode).toBe(409);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a second account with the same email in any case (409)', async () => {
    const res = await register({ name: 'Asha 2', email: 'ASHA@example.IN', phone: '9876543210', password: 'long-enough-pw' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An account with this email already exists');
  });

  it.each([
    [{ email: 'x@y.in', phone: '9876543210', password: 'long-enough-pw' }, 'Name is required'],
    [{ name: 'A', email: 'not-an-email', phone: '9876543210', password: 'long-enough-pw' }, 'Email must be a valid email address'],
    [{ name: 'A', email: 'a@b.in', phone: '12345', password: 'long-enough-pw' }, 'Phone must be a 10-digit Indian mobile number starting with 6-9'],
    [{ name: 'A', email: 'a@b.in', phone: '9876543210', password: 'short' }, 'Password must be at least 8 characters'],
    [{ name: 'A', email: 'a@b.in', phone: '9876543210', password: 12345678 }, 'Password must be text'],
  ])('rejects bad registration %# with a 400 naming the field', async (payload, message) => {
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'VALIDATION' });
  });

  it('logs in, answers me, and logs out server-side', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'asha@example.in', password: 'long-enough-pw' } });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ role: 'user', name: 'Asha' });
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/);
    const cookie = cookieFrom(login);

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ name: 'Asha', email: 'asha@example.in', role: 'user' });

    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('issues a new session id at every login and ends the old one', async () => {
    const first = await t.login('asha@example.in', 'long-enough-pw');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: first },
      payload: { email: 'asha@example.in', password: 'long-enough-pw' },
    });
    const second = cookieFrom(res);
    expect(second).not.toBe(first);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie: first } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie: second } })).statusCode).toBe(200);
  });

  it('logs in an account hashed at the real cost as well as one hashed at the tests’ cheaper cost (decision 119)', async () => {
    await register({ name: 'Kiran', email: 'kiran@example.in', phone: '9876543219', password: 'long-enough-pw' });
    const [cheap] = await t.database.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.email, 'kiran@example.in'));
    expect(cheap!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    const real = await hash('long-enough-pw', PASSWORD_HASH_OPTIONS);
    await t.database.db.update(users).set({ passwordHash: real }).where(eq(users.email, 'kiran@example.in'));
    const login = (password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'kiran@example.in', password } });
    expect((await login('long-enough-pw')).statusCode).toBe(200);
    expect((await login('long-enough-pW')).statusCode).toBe(401);
  });

  it('answers the same message for an unknown email and a wrong password', async () => {
    const a = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@example.in', password: 'whatever-123' } });
    const b = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'asha@example.in', password: 'wrong-password' } });
    expect(a.statusCode).toBe(401);
    expect(b.statusCode).toBe(401);
    expect(a.json().message).toBe('Invalid email or password');
    expect(b.json().message).toBe(a.json().message);
  });

  it('answers 401 for me without a session, and 400 for a login without fields', async () => {
    expect((await t.app.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Email is required');
  });

  it('refuses malformed JSON and prototype pollution with 400, never 500', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The request body is not valid JSON');
    const proto = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"role":"superadmin"},"name":"x"}',
    });
    expect(proto.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  });

  it('rate-limits failed logins per account with 429 and a message', async () => {
    const limited = await createTestApp({ rateLimits: { loginPerAccount: { max: 3, windowMs: 60_000 } } });
    try {
      await limited.account('user', { email: 'victim@example.in', password: 'right-password' });
      for (let i = 0; i < 3; i++) {
        const r = await limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'victim@example.in', password: 'nope-nope' } });
        expect(r.statusCode).toBe(401);
      }
      const blocked = await limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'victim@example.in', password: 'right-password' } });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/Too many failed logins/);
    } finally {
      await limited.close();
    }
  });

  describe('lockout per account and client address (decision 012)', () => {
    const from = (remoteAddress: string, email: string, password: string) =>
      limited.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password } });
    let limited: TestApp;
    let owner: { email: string; password: string; cookie: string };
    beforeEach(async () => {
      limited = await createTestApp({ rateLimits: { loginPerAccountClient: { max: 3, windowMs: 60_000 }, loginPerAccount: { max: 8, windowMs: 60_000 } } });
      owner = await limited.account('superadmin', { email: 'owner@example.in', password: 'the-right-password' });
    });
    afterEach(() => limited.close());

    it("a stranger's failed logins lock the stranger's address, while the owner still logs in from another", async () => {
      for (let i = 0; i < 3; i++) expect((await from('203.0.113.9', owner.email, `guess-${i}-xx`)).statusCode).toBe(401);
      const attacker = await from('203.0.113.9', owner.email, 'the-right-password');
      expect(attacker.statusCode).toBe(429);
      expect(attacker.json().message).toMatch(/^Too many failed logins for this account\. Please wait 1 minute and try again\.$/);
      expect(attacker.headers['retry-after']).toBeDefined();
      const real = await from('198.51.100.7', owner.email, 'the-right-password');
      expect(real.statusCode).toBe(200);
      expect(real.json()).toMatchObject({ role: 'superadmin' });
    });

    it('guessing spread over many addresses meets the slower account-wide throttle', async () => {
      for (let i = 0; i < 8; i++) expect((await from(`203.0.113.${10 + (i % 4)}`, owner.email, `guess-${i}-xx`)).statusCode).toBe(401);
      const next = await from('198.51.100.7', owner.email, 'the-right-password');
      expect(next.statusCode).toBe(429);
      expect(next.json().message).toMatch(/Too many failed logins/);
    });

    it('wrong current passwords in change-password count toward the same limiter (429 with a message)', async () => {
      const change = (remoteAddress: string, currentPassword: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/change-password',
          remoteAddress,
          headers: { cookie: owner.cookie },
          payload: { currentPassword, newPassword: 'a-new-password-1' },
        });
      for (let i = 0; i < 3; i++) {
        const r = await change('203.0.113.9', `guess-${i}-xx`);
        expect(r.statusCode).toBe(400);
        expect(r.json().message).toBe('Current password is incorrect');
      }
      const blocked = await change('203.0.113.9', 'the-right-password');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/^Too many wrong passwords for this account\. Please wait 1 minute and try again\.$/);
      // The same counter guards login from that address…
      expect((await from('203.0.113.9', owner.email, 'the-right-password')).statusCode).toBe(429);
      // …and the password did not change.
      expect((await from('198.51.100.7', owner.email, 'the-right-password')).statusCode).toBe(200);
    });
  });

  it('rate-limits login per IP with 429', async () => {
    const limited = await createTestApp({ rateLimits: { login: { max: 2, windowMs: 60_000 } } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push(
          (await limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: `x${i}@example.in`, password: 'whatever-1' } })).statusCode,
        );
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});
