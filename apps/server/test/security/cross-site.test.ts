import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../support/harness.js';
import { MATRIX, type MatrixRow } from '../support/access-matrix.js';
import { send } from '../support/checks.js';
import { twilioStandIn } from '../support/sms-stand-in.js';
import { buildWorld, digest, ROLES, type MatrixRole, type World } from '../support/world.js';

/** The role that may make this call (its first 2xx cell), so the refusal is the origin check and nothing else. */
const allowedRole = (row: MatrixRow): MatrixRole => ROLES[row.expect.findIndex((s) => s < 300)] ?? 'superadmin';

describe(`cross-site requests and safe methods (${ENGINE})`, () => {
  let t: TestApp;
  let w: World;
  // The phone login's calls need a text-message sender, or they answer 503 before the same-site call is made.
  let sms: Awaited<ReturnType<typeof twilioStandIn>>;
  beforeAll(async () => {
    sms = await twilioStandIn();
    t = await createTestApp({ sms: sms.sender });
    w = await buildWorld(t);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await sms.close();
  });

  const cookieOf = async (role: MatrixRole, fresh = false) =>
    role === 'anonymous' ? undefined : fresh ? t.login(w.who[role].email, w.who[role].password) : w.who[role].cookie;

  const foreign: Array<[string, Record<string, string>]> = [
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a look-alike Origin', { origin: 'http://localhost.evil.example', host: 'localhost' }],
    ['Origin: null (sandboxed frame, file:)', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    // TRUST_PROXY is off here: a client-sent X-Forwarded-Host names nothing.
    ['a foreign Origin with a matching X-Forwarded-Host', { origin: 'http://evil.test', host: 'localhost', 'x-forwarded-host': 'evil.test' }],
    ['our host with https:// against a plain-HTTP server', { origin: 'https://localhost', host: 'localhost' }],
    ['our host on another port', { origin: 'http://localhost:8080', host: 'localhost' }],
    ['Sec-Fetch-Site: cross-site with our own Origin', { 'sec-fetch-site': 'cross-site', origin: 'http://localhost', host: 'localhost' }],
  ];

  for (const row of MATRIX.filter((r) => r.method !== 'GET')) {
    it(`${row.method} ${row.path}: 403 from another site, and nothing changes`, async () => {
      const role = allowedRole(row);
      const cookie = await cookieOf(role, !!row.freshSession);
      for (const [what, headers] of foreign) {
        const req = await row.request(w, role);
        const before = await digest(t.database.db);
        const res = await send(w, row.method, req, cookie, headers);
        expect(res.statusCode, `${what}: ${res.body}`).toBe(403);
        expect(res.json().message, what).toMatch(/not allowed/);
        expect(await digest(t.database.db), what).toBe(before);
      }
      // The same call from our own page goes through.
      const req = await row.request(w, role);
      const own = await send(w, row.method, req, cookie, { origin: 'http://localhost', host: 'localhost', 'sec-fetch-site': 'same-origin' });
      expect(own.statusCode, own.body).toBe(row.expect[ROLES.indexOf(role)]);
    });
  }

  it('no GET changes anything, for any role', async () => {
    // Build every request (some rows make a fresh order to read) and log in first; only then take the digest.
    const calls = [];
    for (const row of MATRIX.filter((r) => r.method === 'GET'))
      for (const role of ROLES) calls.push({ role, req: await row.request(w, role), cookie: await cookieOf(role) });
    const before = await digest(t.database.db);
    for (const { role, req, cookie } of calls) {
      const res = await send(w, 'GET', req, cookie);
      expect(res.statusCode, `${req.url} as ${role}`).toBeLessThan(500);
    }
    expect(await digest(t.database.db)).toBe(before);
  });

  it('a state-changing path answered with GET or HEAD does nothing (no route)', async () => {
    const before = await digest(t.database.db);
    for (const row of MATRIX.filter((r) => r.method !== 'GET')) {
      const { url } = await row.request(w, 'superadmin');
      const settled = await digest(t.database.db);
      for (const method of ['GET', 'HEAD'] as const) {
        for (const role of ROLES) {
          const res = await t.app.inject({ method, url, headers: { ...((await cookieOf(role)) ? { cookie: (await cookieOf(role))! } : {}) } });
          // Some paths also have a GET (e.g. /api/products/:id reads one product); none of them writes.
          expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
        }
      }
      expect(await digest(t.database.db), `GET/HEAD ${url}`).toBe(settled);
    }
    expect(before).toBeTruthy();
  });
});
