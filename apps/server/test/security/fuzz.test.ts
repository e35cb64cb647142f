import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminOrdersQuery,
  adminProductQuery,
  cartAddBody,
  changePasswordBody,
  contactBody,
  createAdminBody,
  createShopBody,
  loginBody,
  orderStatusBody,
  pageQuery,
  placeOrderBody,
  productBody,
  productListQuery,
  productPatchBody,
  registerBody,
  searchQuery,
  shopListQuery,
  shopRegistrationBody,
} from '@bazaar/shared';
import type { Db } from '../../src/db/client.js';
import { createTestApp, ENGINE, multipart, samplePng, type TestApp } from '../support/harness.js';
import { bodyArb, keysOf, paramArb, queryArb } from '../support/arbitraries.js';
import { expectSafeReply } from '../support/checks.js';
import { rows } from '../../src/db/rows.js';
import { bareAdmin, buildWorld, tableNames, type MatrixRole, type World } from '../support/world.js';

/**
 * Property-based fuzzing of every endpoint's body, params and query. For every generated request:
 * never a 5xx, always JSON with a message on errors, no internals in the reply, and a refused request
 * writes nothing (row counts of every table and the content of the tables a request could update).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

type Who = Exclude<MatrixRole, 'anonymous'> | 'anonymous';

interface BodyTarget {
  method: 'POST' | 'PATCH';
  url: (w: World) => string;
  schema: z.ZodType;
  as: Who;
  /** Sent as a multipart form (strings), with a good, broken or no image. */
  form?: boolean;
}

const BODIES: BodyTarget[] = [
  { method: 'POST', url: () => '/api/auth/login', schema: loginBody, as: 'anonymous' },
  { method: 'POST', url: () => '/api/auth/register', schema: registerBody, as: 'anonymous' },
  { method: 'POST', url: () => '/api/auth/change-password', schema: changePasswordBody, as: 'otherShopper' },
  { method: 'POST', url: () => '/api/contact-form', schema: contactBody, as: 'anonymous' },
  { method: 'POST', url: () => '/shop/ragister/shopform', schema: shopRegistrationBody, as: 'anonymous' },
  { method: 'POST', url: () => '/api/superadmin/create-admin', schema: createAdminBody, as: 'superadmin' },
  { method: 'POST', url: () => '/api/shops', schema: createShopBody, as: 'superadmin', form: true },
  { method: 'POST', url: () => '/api/products', schema: productBody, as: 'owner', form: true },
  { method: 'POST', url: () => '/api/products', schema: productBody, as: 'owner' },
  { method: 'PATCH', url: (w) => `/api/products/${w.productA.id}`, schema: productPatchBody, as: 'owner' },
  { method: 'PATCH', url: (w) => `/api/products/${w.productA.id}`, schema: productPatchBody, as: 'owner', form: true },
  { method: 'POST', url: () => '/api/cart/add', schema: cartAddBody, as: 'shopper' },
  { method: 'POST', url: () => '/api/orders', schema: placeOrderBody, as: 'shopper' },
  { method: 'PATCH', url: (w) => `/api/admin/orders/${w.pendingOrderA}/status`, schema: orderStatusBody, as: 'owner' },
];

const PARAMS: Array<{ method: 'GET' | 'PATCH' | 'DELETE'; url: (p: string) => string; as: Who }> = [
  { method: 'GET', url: (p) => `/api/shops/${p}`, as: 'anonymous' },
  { method: 'GET', url: (p) => `/api/products/shop/${p}`, as: 'anonymous' },
  { method: 'GET', url: (p) => `/api/shops/${p}/products`, as: 'anonymous' },
  { method: 'GET', url: (p) => `/api/products/${p}`, as: 'anonymous' },
  { method: 'GET', url: (p) => `/api/superadmin/shops/${p}/analytics`, as: 'superadmin' },
  { method: 'PATCH', url: (p) => `/api/products/${p}`, as: 'owner' },
  { method: 'DELETE', url: (p) => `/api/products/${p}`, as: 'owner' },
  { method: 'DELETE', url: (p) => `/api/superadmin/delete-admin/${p}`, as: 'superadmin' },
  { method: 'DELETE', url: (p) => `/api/cart/item/${p}`, as: 'shopper' },
  { method: 'PATCH', url: (p) => `/api/orders/${p}/cancel`, as: 'shopper' },
  { method: 'PATCH', url: (p) => `/api/admin/orders/${p}/status`, as: 'owner' },
];

const QUERIES: Array<{ url: (w: World) => string; schema: z.ZodType; as: Who; good?: Record<string, string[]> }> = [
  { url: () => '/api/shops', schema: shopListQuery, as: 'anonymous', good: { category: ['Grocery'], location: ['Pune'], search: ['shop'] } },
  { url: () => '/api/superadmin/shops', schema: shopListQuery, as: 'superadmin' },
  { url: (w) => `/api/shops/${w.shopA.id}/products`, schema: productListQuery, as: 'anonymous', good: { price: ['all', '1-100', '1000+'] } },
  { url: () => '/api/admin/products', schema: adminProductQuery, as: 'owner' },
  { url: () => '/api/admin/orders/page', schema: adminOrdersQuery, as: 'owner', good: { status: ['All', 'Pending'] } },
  { url: () => '/api/orders/mine', schema: pageQuery, as: 'shopper' },
  { url: () => '/api/superadmin/admins/page', schema: pageQuery, as: 'superadmin' },
  { url: () => '/api/contact-messages', schema: pageQuery, as: 'superadmin' },
  { url: () => '/api/shop-queries', schema: pageQuery, as: 'superadmin' },
  { url: () => '/api/search', schema: searchQuery, as: 'anonymous', good: { q: ['rice', 'चावल'], pin: ['302001'], price: ['1-100'] } },
];

/** Row counts of every table, and the content of the tables an edit could touch, in one query. */
async function snapshot(db: Db, tables: string[]): Promise<string> {
  const counts = tables.map((t) => sql`(select count(*) from ${sql.identifier(t)})::text`);
  const contents = ['products', 'orders', 'users', 'shops'].map(
    (t) => sql`(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from ${sql.identifier(t)} x)`,
  );
  const [r] = await rows<{ s: string }>(db, sql`select concat_ws(',', ${sql.join([...counts, ...contents], sql`, `)}) as s`);
  return r!.s;
}

describe(`property-based input fuzzing (${ENGINE})`, () => {
  let t: TestApp;
  let w: World;
  let tables: string[];
  let png: Buffer;
  let adminId: string;
  beforeAll(async () => {
    t = await createTestApp();
    w = await buildWorld(t);
    png = await samplePng();
    adminId = await bareAdmin(t.database.db);
    tables = await tableNames(t.database.db);
  }, 120_000);
  afterAll(() => t.close());

  const cookieOf = (as: Who) => (as === 'anonymous' ? {} : { cookie: w.who[as].cookie });

  /** Sends one request and checks the invariants; refused requests must leave the database as it was. */
  async function check(method: string, url: string, as: Who, payload?: { body: string | Buffer; type: string }) {
    const before = await snapshot(t.database.db, tables);
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers: { ...cookieOf(as), ...(payload ? { 'content-type': payload.type } : {}) },
      ...(payload ? { payload: payload.body } : {}),
    });
    let decoded = url;
    try {
      decoded = decodeURIComponent(url);
    } catch {
      /* keep the raw url */
    }
    expectSafeReply(res, `${method} ${url.slice(0, 120)}`, [url, decoded, url.split('?')[0]!, decoded.split('?')[0]!]);
    if (res.statusCode >= 400) expect(await snapshot(t.database.db, tables), `${method} ${url} was refused (${res.statusCode}) but wrote`).toBe(before);
  }

  for (const target of BODIES) {
    it(`${target.method} ${target.url({ productA: { id: ':id' }, pendingOrderA: ':id' } as World)} body${target.form ? ' (multipart)' : ''}`, async () => {
      const extra: Record<string, unknown[]> = { itemId: [w.productA.id, w.productB.id], admin: [adminId, w.who.owner.id], shopId: [w.shopA.id] };
      const image = fc.constantFrom<'good' | 'none' | 'text' | 'truncated'>('good', 'none', 'text', 'truncated');
      await fc.assert(
        fc.asyncProperty(bodyArb(target.schema, extra), image, async (body, img) => {
          if (!target.form) return check(target.method, target.url(w), target.as, { body: JSON.stringify(body) ?? 'null', type: 'application/json' });
          const fields = Object.fromEntries(
            Object.entries(body && typeof body === 'object' && !Array.isArray(body) ? body : { name: body }).map(([k, v]) => [
              k,
              typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
            ]),
          );
          const content = img === 'good' ? png : img === 'text' ? Buffer.from('GIF89a<script>alert(1)</script>') : png.subarray(0, png.length >> 1);
          const form = multipart(fields, img === 'none' ? undefined : { filename: 'x.png', content });
          return check(target.method, target.url(w), target.as, { body: form.payload, type: form.headers['content-type'] });
        }),
        { numRuns: RUNS },
      );
    });
  }

  for (const target of PARAMS) {
    it(`${target.method} ${target.url(':param')} params`, async () => {
      await fc.assert(
        fc.asyncProperty(paramArb, async (p) =>
          check(
            target.method,
            target.url(p),
            target.as,
            target.method === 'GET' || target.method === 'DELETE' ? undefined : { body: '{}', type: 'application/json' },
          ),
        ),
        { numRuns: RUNS },
      );
    });
  }

  for (const target of QUERIES) {
    it(`GET ${target.url({ shopA: { id: ':shopId' } } as World)} query`, async () => {
      await fc.assert(
        fc.asyncProperty(queryArb(keysOf(target.schema), target.good), async (q) => check('GET', `${target.url(w)}?${q}`, target.as)),
        { numRuns: RUNS },
      );
    });
  }
});
