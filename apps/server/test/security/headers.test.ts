import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../support/harness.js';

/** Security headers on every kind of reply, not only the home page (app.test.ts checks that one). */
describe(`security headers on every kind of reply (${ENGINE})`, () => {
  let plain: TestApp;
  let https: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
    https = await createTestApp({ config: { cookieSecure: true } });
  });
  afterAll(async () => {
    await plain.close();
    await https.close();
  });

  const replies: Array<[string, InjectOptions]> = [
    ['a JSON read', { url: '/api/shops/all' }],
    ['a 401', { url: '/api/auth/me' }],
    ['a 404 API path', { url: '/api/nope' }],
    ['a 400 bad JSON', { method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{' }],
    ['a 403 cross-site', { method: 'POST', url: '/api/auth/logout', headers: { origin: 'https://evil.example' } }],
    [
      'a 413',
      { method: 'POST', url: '/api/contact-form', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ x: 'y'.repeat(200_000) }) },
    ],
    ['a missing upload', { url: '/uploads/products/none.webp' }],
  ] as Array<[string, InjectOptions]>;

  for (const [what, req] of replies) {
    it(`${what}: CSP without inline script, no framing, nosniff, referrer policy; HSTS only over HTTPS`, async () => {
      for (const [t, secure] of [
        [plain, false],
        [https, true],
      ] as const) {
        const res = await t.app.inject(req as InjectOptions);
        const csp = String(res.headers['content-security-policy']);
        expect(csp, what).toMatch(/default-src 'self'/);
        expect(csp, what).toMatch(/script-src 'self'(;|$)/);
        expect(csp, what).toMatch(/frame-ancestors 'none'/);
        expect(csp, what).toMatch(/object-src 'none'/);
        expect(res.headers['x-content-type-options'], what).toBe('nosniff');
        expect(res.headers['x-frame-options'], what).toBe('DENY');
        expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
        expect(res.headers['x-powered-by'], what).toBeUndefined();
        if (secure) expect(String(res.headers['strict-transport-security']), what).toMatch(/max-age=31536000; includeSubDomains/);
        else expect(res.headers['strict-transport-security'], what).toBeUndefined();
      }
    });
  }
});
