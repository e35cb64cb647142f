import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../support/harness.js';
import { DEFAULT_RATE_LIMITS } from '../../src/plugins/rate-limit.js';
import type { TrustProxy } from '../../src/config.js';

/**
 * Issue 21 #3: behind nginx with TRUST_PROXY=true, a random X-Forwarded-For bypassed every per-client limit (the
 * left-most entry, which the client writes, was taken as its address). The client's address is now the one the
 * trusted proxy appended. Both what nginx's `$proxy_add_x_forwarded_for` sends (the client's header, then the real
 * address) and a client-written header sent straight to the server are tried, with the real limits.
 */
const NGINX = '127.0.0.1';
const randomIp = () => `${crypto.randomInt(1, 224)}.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
const LIMITS = {
  login: DEFAULT_RATE_LIMITS.login,
  loginPerAccountClient: DEFAULT_RATE_LIMITS.loginPerAccountClient,
  loginPerAccount: DEFAULT_RATE_LIMITS.loginPerAccount,
  passwordReset: DEFAULT_RATE_LIMITS.passwordReset,
};

for (const [setting, trustProxy] of [
  ['TRUST_PROXY=true (one hop)', true],
  ['TRUST_PROXY=127.0.0.1 (the proxy by address)', ['127.0.0.1']],
] as Array<[string, TrustProxy | true]>) {
  describe(`per-client limits behind a proxy, ${setting} (${ENGINE})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ config: { trustProxy }, rateLimits: LIMITS });
    });
    afterAll(() => t.close());

    const login = (email: string, remoteAddress: string, xff: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'wrong-password' },
        remoteAddress,
        headers: { 'x-forwarded-for': xff },
      });
    const forgot = (email: string, remoteAddress: string, xff: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress, headers: { 'x-forwarded-for': xff } });

    it('through nginx ($proxy_add_x_forwarded_for): a random header of its own does not make a client new; 429 before the 25th guess', async () => {
      const victim = await t.account('user');
      const codes: number[] = [];
      for (let i = 0; i < 25; i++) codes.push((await login(victim.email, NGINX, `${randomIp()}, 203.0.113.7`)).statusCode);
      expect(codes.indexOf(429)).toBe(LIMITS.loginPerAccountClient.max);
      expect(codes.slice(0, LIMITS.loginPerAccountClient.max).every((c) => c === 401)).toBe(true);
      // Another real client behind the same proxy is someone else: the owner still logs in.
      const owner = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: victim.email, password: victim.password },
        remoteAddress: NGINX,
        headers: { 'x-forwarded-for': '198.51.100.20' },
      });
      expect(owner.statusCode).toBe(200);
    });

    it('through nginx: reset requests from one client are limited (10 an hour) whatever header it writes', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 14; i++) codes.push((await forgot(`someone${i}@example.in`, NGINX, `${randomIp()}, 203.0.113.8`)).statusCode);
      expect(codes.indexOf(429)).toBe(LIMITS.passwordReset.max);
    });

    it('a client reaching the server directly with its own X-Forwarded-For is counted by its own address', async () => {
      const victim = await t.account('user');
      const codes: number[] = [];
      for (let i = 0; i < 25; i++) codes.push((await login(victim.email, '198.51.100.9', randomIp())).statusCode);
      expect(codes.indexOf(429)).toBe(LIMITS.loginPerAccountClient.max);
      const resets: number[] = [];
      for (let i = 0; i < 14; i++) resets.push((await forgot(`direct${i}@example.in`, '198.51.100.10', randomIp())).statusCode);
      expect(resets.indexOf(429)).toBe(LIMITS.passwordReset.max);
    });
  });
}
