import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { Database, Db } from '../../src/db/client.js';
import { createTestApp, ENGINE, multipart, type TestApp } from '../support/harness.js';
import { MATRIX } from '../support/access-matrix.js';
import { expectSafeReply, LEAK } from '../support/checks.js';
import { buildWorld, type World } from '../support/world.js';

/** A database whose every call fails the way a driver does: SQL text, a stack, a PostgreSQL code. */
function brokenDatabase(make: () => Error): Database {
  const fail = (): never => {
    throw make();
  };
  const db = new Proxy({}, { get: () => fail }) as unknown as Db;
  return { db, kind: 'postgres', ping: async () => fail(), close: async () => {} };
}

const sqlError = () =>
  Object.assign(new Error('relation "users" does not exist: select "id", "password_hash" from "users" where "email" = $1'), {
    code: '42P01',
    detail: 'Failing row contains (1, admin@example.in, $argon2id$v=19$m=65536)',
    routine: 'parserOpenTable',
  });
const typeError = () => new TypeError("Cannot read properties of undefined (reading 'id') at /work/main/apps/server/src/modules/x.ts:12:3");
const unreachable = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe(`no stack trace or SQL text in any error reply (${ENGINE})`, () => {
  let uploadsDir: string;
  beforeAll(() => {
    uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-err-'));
  });
  afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));

  const appOn = async (database: Database): Promise<FastifyInstance> => {
    const app = await buildApp({
      database,
      config: { cookieSecure: false, allowedOrigins: [], webDist: path.join(uploadsDir, 'none'), trustProxy: false, uploadsDir },
      // A sender, so that the phone login reaches the database like every other call (without one it answers 503 at once).
      sms: { send: () => Promise.reject(new Error('no text is sent: the database fails first')) },
    });
    await app.ready();
    return app;
  };

  for (const [what, make, status] of [
    ['a SQL error', sqlError, 500],
    ['a programming error', typeError, 500],
    ['an unreachable database', unreachable, 503],
  ] as const) {
    it(`${what}: every endpoint answers ${status} with a plain message`, async () => {
      const app = await appOn(brokenDatabase(make));
      let reached = 0;
      try {
        for (const row of MATRIX) {
          // These two never reach the database.
          if (row.path === '/healthz' || row.path === '/api/openapi.json') continue;
          // The GST register and the tax reports need their month and the product search its words, or validation refuses them before any query.
          const query = /^\/api\/(admin|superadmin)\/reports\//.test(row.path)
            ? '?month=2026-11'
            : row.path === '/api/products/search' || row.path === '/api/search'
              ? '?q=rice'
              : '';
          const url = row.path.replace(/:\w+/g, '0190a9b4-1c2d-7e3f-8a4b-5c6d7e8f9a0b') + query;
          const body =
            row.method === 'GET' || row.method === 'DELETE'
              ? undefined
              : row.path === '/api/grievances'
                ? { subject: 'A late parcel', description: 'It did not come.' } // a strict body: only its own fields
                : {
                    email: 'a@b.in',
                    password: 'long-enough-pw',
                    token: 'a-reset-link-token',
                    name: 'A',
                    phone: '9876543210',
                    code: '123456',
                    yourmessage: 'hi',
                    itemId: '0190a9b4-1c2d-7e3f-8a4b-5c6d7e8f9a0b',
                    quantity: 1,
                  };
          // With a session cookie every call reaches the database (the session lookup fails first).
          const res = await app.inject({ method: row.method, url, headers: { cookie: 'bazaar_sid=abc' }, ...(body ? { payload: body } : {}) });
          const label = `${row.method} ${url}`;
          if (row.path === '/readyz') {
            expect(res.statusCode, label).toBe(503);
            expect(res.json().message).toBe('The database is unreachable');
          } else if (res.statusCode === 400) {
            // Refused by validation before any query (e.g. a form missing its fields): also fine.
            expect(res.json().code, label).toBe('VALIDATION');
          } else {
            reached++;
            expect(res.statusCode, `${label}: ${res.body}`).toBe(status);
            expect(res.json().message, label).toMatch(status === 503 ? /temporarily unavailable/ : /Something went wrong on our side/);
          }
          expect(res.body, label).not.toMatch(LEAK);
          expect(res.body, label).not.toMatch(/argon2|password_hash|42P01|5432|users/);
        }
        expect(reached).toBeGreaterThan(MATRIX.length - 5);
      } finally {
        await app.close();
      }
    });
  }

  describe('client mistakes on a working server', () => {
    let t: TestApp;
    let w: World;
    beforeAll(async () => {
      t = await createTestApp();
      w = await buildWorld(t);
    }, 120_000);
    afterAll(() => t.close());

    const json = { 'content-type': 'application/json' };
    const form = (url: string, cookie: string, m: ReturnType<typeof multipart>) => ({
      method: 'POST' as const,
      url,
      headers: { cookie, ...m.headers },
      payload: m.payload,
    });
    const cases: Array<[string, () => InjectOptions]> = [
      ['unknown API path', () => ({ url: '/api/nope/../../etc/passwd' })],
      ['unknown method on a known path', () => ({ method: 'PUT', url: '/api/cart' })],
      ['malformed JSON', () => ({ method: 'POST', url: '/api/auth/login', headers: json, payload: '{"email": "a@b.in", "password": ' })],
      ['JSON with a trailing comma', () => ({ method: 'POST', url: '/api/contact-form', headers: json, payload: '{"name":"a",}' })],
      ['empty JSON body', () => ({ method: 'POST', url: '/api/auth/register', headers: json, payload: '' })],
      ['JSON null', () => ({ method: 'POST', url: '/api/auth/register', headers: json, payload: 'null' })],
      ['JSON array', () => ({ method: 'POST', url: '/api/orders', headers: { ...json, cookie: w.who.shopper.cookie }, payload: '[1,2,3]' })],
      ['JSON string', () => ({ method: 'POST', url: '/api/cart/add', headers: { ...json, cookie: w.who.shopper.cookie }, payload: '"itemId"' })],
      ['deeply nested JSON', () => ({ method: 'POST', url: '/api/contact-form', headers: json, payload: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}` })],
      ['text/plain body', () => ({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'text/plain' }, payload: 'email=a' })],
      [
        'form-urlencoded body',
        () => ({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=a&password=b' }),
      ],
      ['multipart to a JSON endpoint', () => form('/api/cart/add', w.who.shopper.cookie, multipart({ itemId: 'x' }))],
      [
        'multipart without a boundary',
        () => ({ method: 'POST', url: '/api/products', headers: { cookie: w.who.owner.cookie, 'content-type': 'multipart/form-data' }, payload: 'garbage' }),
      ],
      [
        'broken multipart',
        () => ({
          method: 'POST',
          url: '/api/products',
          headers: { cookie: w.who.owner.cookie, 'content-type': 'multipart/form-data; boundary=xyz' },
          payload: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nTea',
        }),
      ],
      [
        'a file in the wrong field',
        () => form('/api/products', w.who.owner.cookie, multipart({ name: 'Tea' }, { name: 'avatar', filename: 'a.png', content: Buffer.from('x') })),
      ],
      [
        'a refusal reason outside the list',
        () => ({
          method: 'PATCH',
          url: `/api/admin/orders/${w.pendingOrderA}/status`,
          headers: { cookie: w.who.owner.cookie },
          payload: { status: 'Refused', reason: { $ne: 'other' } },
        }),
      ],
      ['a bad percent-encoding in the path', () => ({ url: '/api/products/%E0%A4%A' })],
      ['a path parameter over 200 characters', () => ({ url: `/api/products/${'a'.repeat(300)}` })],
      ['a forged, oversized cookie', () => ({ url: '/api/auth/me', headers: { cookie: `bazaar_sid=${'x'.repeat(4000)}` } })],
      [
        'a Content-Length that lies',
        () => ({ method: 'POST', url: '/api/auth/login', headers: { ...json, 'content-length': '5' }, payload: '{"email":"a@b.in"}' }),
      ],
      [
        'an Idempotency-Key over 100 characters',
        () => ({
          method: 'POST',
          url: '/api/orders',
          headers: { cookie: w.who.shopper.cookie, 'idempotency-key': 'k'.repeat(500) },
          payload: { address: 'x' },
        }),
      ],
      // Ledger (issue 12 #4): every bad field is a 400 naming it, an unknown shop or entry a 404.
      ...(
        [
          ['a payment without an amount', { method: 'UPI' }],
          ['a payment of a negative amount', { amount: -5, method: 'UPI' }],
          ['a payment with 3 decimals', { amount: 1.005, method: 'UPI' }],
          ['a payment by an unknown method', { amount: 5, method: 'Bitcoin' }],
          ['a payment dated in the future', { amount: 5, method: 'UPI', date: '2999-01-01' }],
          ['a payment dated 31 February', { amount: 5, method: 'UPI', date: '2026-02-31' }],
          ['a payment with a reference of 500 characters', { amount: 5, method: 'UPI', reference: 'r'.repeat(500) }],
        ] as const
      ).map(
        ([what, payload]) =>
          [
            what,
            () => ({ method: 'POST' as const, url: `/api/superadmin/shops/${w.shopA.id}/payments`, headers: { cookie: w.who.superadmin.cookie }, payload }),
          ] as [string, () => InjectOptions],
      ),
      [
        'a payment to an unknown shop',
        () => ({
          method: 'POST',
          url: '/api/superadmin/shops/nope/payments',
          headers: { cookie: w.who.superadmin.cookie },
          payload: { amount: 5, method: 'UPI' },
        }),
      ],
      [
        'a reversal without a reason',
        () => ({ method: 'POST', url: `/api/superadmin/ledger/${w.shopA.id}/reverse`, headers: { cookie: w.who.superadmin.cookie }, payload: {} }),
      ],
      [
        'a reversal of an unknown entry',
        () => ({
          method: 'POST',
          url: `/api/superadmin/ledger/${w.shopA.id}/reverse`,
          headers: { cookie: w.who.superadmin.cookie },
          payload: { reason: 'Mistake' },
        }),
      ],
      ['a ledger page of 0', () => ({ url: '/api/admin/ledger?page=0', headers: { cookie: w.who.owner.cookie } })],
      ['a ledger in an unknown format', () => ({ url: '/api/superadmin/ledger?format=xlsx', headers: { cookie: w.who.superadmin.cookie } })],
      ['the ledger of an unknown shop', () => ({ url: '/api/superadmin/ledger?shopId=nope', headers: { cookie: w.who.superadmin.cookie } })],
    ];

    for (const [what, req] of cases) {
      it(`${what}: a 4xx JSON message, nothing internal`, async () => {
        const r = req();
        const res = await t.app.inject(r);
        expect(res.statusCode, `${what}: ${res.body}`).toBeGreaterThanOrEqual(400);
        expectSafeReply(res, what, [String(r.url)]);
        expect(res.json().code, what).toMatch(/^[A-Z_]+$/);
        expect(res.json().code).not.toMatch(/^FST_/);
      });
    }
  });
});
