import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../test/support/harness.js';

describe(`platform: headers, origin, errors, static (${ENGINE})`, () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.gz'), zlib.gzipSync('console.log(1)'));
    fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({ webDist, countQueries: true });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('answers /healthz and /readyz', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready' });
  });

  it('sends security headers: CSP without inline script, no framing, nosniff, referrer policy', async () => {
    const res = await t.app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined(); // only when COOKIE_SECURE (HTTPS)
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('refuses state-changing requests from another origin or a cross-site fetch (403)', async () => {
    const foreign = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { origin: 'https://evil.example' }, payload: {} });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('Requests from another site are not allowed');
    const nullOrigin = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { origin: 'null' } });
    expect(nullOrigin.statusCode).toBe(403);
    const crossSite = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
    const own = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { origin: 'http://localhost:80', host: 'localhost:80' } });
    expect(own.statusCode).toBe(200);
    // Reads are never refused for their origin.
    expect((await t.app.inject({ url: '/healthz', headers: { origin: 'https://evil.example' } })).statusCode).toBe(200);
  });

  it('origin check (TRUST_PROXY off): X-Forwarded-Host is ignored; scheme, host and port must all match', async () => {
    const logout = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    const spoofed = await logout({ origin: 'http://evil.test', host: '127.0.0.1:3301', 'x-forwarded-host': 'evil.test' });
    expect(spoofed.statusCode, spoofed.body).toBe(403);
    expect(spoofed.json().message).toBe('Requests from another site are not allowed');
    expect((await logout({ origin: 'https://127.0.0.1:3301', host: '127.0.0.1:3301' })).statusCode).toBe(403);
    expect((await logout({ origin: 'http://127.0.0.1:3302', host: '127.0.0.1:3301' })).statusCode).toBe(403);
    expect((await logout({ origin: 'https://127.0.0.1:3301', host: '127.0.0.1:3301', 'x-forwarded-proto': 'https' })).statusCode).toBe(403);
    expect((await logout({ origin: 'http://127.0.0.1:3301', host: '127.0.0.1:3301' })).statusCode).toBe(200);
  });

  it('origin check (TRUST_PROXY on): the origin is the one the proxy forwards (X-Forwarded-Proto and -Host)', async () => {
    const proxied = await createTestApp({ config: { trustProxy: true } });
    try {
      const logout = (headers: Record<string, string>) => proxied.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
      const behind = { host: '10.0.0.5:3000', 'x-forwarded-host': 'shop.example.in', 'x-forwarded-proto': 'https' };
      expect((await logout({ origin: 'https://shop.example.in', ...behind })).statusCode).toBe(200);
      expect((await logout({ origin: 'http://shop.example.in', ...behind })).statusCode).toBe(403);
      expect((await logout({ origin: 'https://evil.test', ...behind })).statusCode).toBe(403);
      expect((await logout({ origin: 'https://10.0.0.5:3000', ...behind })).statusCode).toBe(403);
    } finally {
      await proxied.close();
    }
  });

  it('answers unknown API paths with a JSON 404, and serves the app for its routes', async () => {
    const api = await t.app.inject({ url: '/api/does-not-exist' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.stringContaining('/api/does-not-exist') });
    for (const route of ['/', '/login', '/shop/123', '/admin/all-orders', '/ragister-form', '/superadmincrud']) {
      const page = await t.app.inject({ url: route });
      expect(page.statusCode, route).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('<div id="root">');
    }
    // Every route of the web app answers 200 when opened directly (a shared link, a reload), not 404.
    const router = fs.readFileSync(new URL('../../web/src/app/router.tsx', import.meta.url), 'utf8');
    const webPaths = [...router.matchAll(/\{ path: '([^']+)'/g)].map((m) => m[1]!).filter((p) => p !== '*');
    expect(webPaths).toContain('/product/:id');
    for (const route of webPaths) {
      const page = await t.app.inject({ url: route.replace(/:\w+/g, '0190a9b4-1c2d-7e3f-8a4b-5c6d7e8f9a0b') });
      expect(page.statusCode, `${route}: add it to SPA_ROUTES in apps/server/src/plugins/static.ts`).toBe(200);
    }
    const unknown = await t.app.inject({ url: '/no/such/page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root">');
    const asset = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const gz = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe('console.log(1)');
  });

  it('points /favicon.ico at the SVG icon instead of answering 404', async () => {
    const ico = await t.app.inject({ url: '/favicon.ico' });
    expect(ico.statusCode).toBe(301);
    expect(ico.headers.location).toBe('/favicon.svg');
    expect((await t.app.inject({ url: '/favicon.svg' })).statusCode).toBe(200);
  });

  it('refuses an oversized JSON body with 413 and a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.in', password: 'x'.repeat(200_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request body is too large', code: 'TOO_LARGE' });
  });

  it('refuses an unsupported content type with 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/Unsupported content type/);
  });

  it('counts queries per request when asked (benchmarks)', async () => {
    expect((await t.app.inject({ url: '/healthz' })).headers['x-db-queries']).toBe('0');
    const user = await t.account('user');
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: user.cookie } });
    expect(me.statusCode).toBe(200);
    expect(Number(me.headers['x-db-queries'])).toBe(1);
  });
});

describe(`request logging (${ENGINE})`, () => {
  const lines: Array<Record<string, unknown>> = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } } });
  });
  afterAll(() => t.close());

  it('writes one line per request: id, method, URL, route, client, status and time (issue 15 #2)', async () => {
    lines.length = 0;
    const res = await t.app.inject({ url: '/api/shops/not-a-shop', headers: { 'x-request-id': 'req-one-line-1' }, remoteAddress: '10.1.2.3' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    const mine = lines.filter((l) => l.reqId === 'req-one-line-1');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/shops/not-a-shop', remoteAddress: '10.1.2.3' },
      route: '/api/shops/:shopId',
      res: { statusCode: res.statusCode },
    });
    expect(typeof mine[0]!.responseTime).toBe('number');
  });

  it('never logs the password, the cookie it sets or the one it was sent', async () => {
    lines.length = 0;
    const a = await t.account('user');
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: a.email, password: a.password }, headers: { cookie: a.cookie } });
    const text = JSON.stringify(lines);
    expect(lines.some((l) => l.msg === 'request completed' && (l.req as { url: string }).url === '/api/auth/login')).toBe(true);
    expect(text).not.toContain(a.password);
    expect(text).not.toContain(a.cookie.split('=')[1]!);
  });
});
