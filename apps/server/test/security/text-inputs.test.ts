import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../support/harness.js';
import { MATRIX, type MatrixRow } from '../support/access-matrix.js';
import { expectSafeReply, send } from '../support/checks.js';
import { buildWorld, digest, ROLES, type MatrixRole, type World } from '../support/world.js';

/**
 * Text PostgreSQL cannot store (issue 21 #9): a lone UTF-16 surrogate (`\ud800`, `\udc00`) or NUL in any text
 * field of any route's body or query answers 400 naming the field, writes nothing, and never 500s. The routes
 * and their text fields are not listed here: they are read from the registered route table (every body and
 * query contract, `formBody` forms included) and each contract's JSON Schema is walked for its string fields,
 * nested ones (`deliveryAddress.city`) and array items (`lines.0.name`) too. A route added tomorrow is walked too.
 */
const HOSTILE = [
  { text: '\uD800', what: 'a lone high surrogate' },
  { text: 'Pune\uDC00', what: 'a lone low surrogate after text' },
  { text: 'a\u0000b', what: 'NUL' },
];

interface Contracted {
  method: string;
  url: string;
  body?: z.ZodType;
  querystring?: z.ZodType;
}

type Json = { type?: string | string[]; properties?: Record<string, Json>; items?: Json; anyOf?: Json[]; oneOf?: Json[]; allOf?: Json[]; $ref?: string };

/** Every path to a string in a JSON Schema (array items as index 0). */
export function stringPaths(schema: Json, defs: Record<string, Json> = {}, path: string[] = [], depth = 0): string[][] {
  if (depth > 6) return [];
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    return defs[name] ? stringPaths(defs[name], defs, path, depth + 1) : [];
  }
  const out: string[][] = [];
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.includes('string') && path.length) out.push(path);
  for (const [k, s] of Object.entries(schema.properties ?? {})) out.push(...stringPaths(s, defs, [...path, k], depth + 1));
  if (schema.items) out.push(...stringPaths(schema.items, defs, [...path, '0'], depth + 1));
  for (const s of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) out.push(...stringPaths(s, defs, path, depth + 1));
  const seen = new Set<string>();
  return out.filter((p) => !seen.has(p.join('.')) && !!seen.add(p.join('.')));
}

function jsonSchemaOf(schema: z.ZodType): { root: Json; defs: Record<string, Json> } {
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json & { $defs?: Record<string, Json> };
  return { root, defs: root.$defs ?? {} };
}

/** A copy of `base` with `value` at `path` (objects and arrays made on the way). */
function setAt(base: unknown, path: string[], value: string): unknown {
  const root: Record<string, unknown> = base && typeof base === 'object' && !Array.isArray(base) ? (structuredClone(base) as Record<string, unknown>) : {};
  let node: Record<string, unknown> = root;
  path.forEach((k, i) => {
    if (i === path.length - 1) node[k] = value;
    else {
      const nextIsIndex = /^\d+$/.test(path[i + 1]!);
      const cur = node[k];
      node[k] = cur && typeof cur === 'object' ? cur : nextIsIndex ? [] : {};
      node = node[k] as Record<string, unknown>;
    }
  });
  return root;
}

/** The first point of view the route lets through to validation (not 401/403), as the access matrix says. */
function callerOf(row: MatrixRow | undefined): MatrixRole {
  if (!row) return 'anonymous';
  const i = row.expect.findIndex((s) => s !== 401 && s !== 403);
  return i < 0 ? 'anonymous' : ROLES[i]!;
}

describe(`text PostgreSQL cannot store, in every route's body and query (${ENGINE})`, () => {
  let t: TestApp;
  let w: World;
  const routes: Contracted[] = [];
  const onRoute = (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = route.schema as { body?: z.ZodType; querystring?: z.ZodType } | undefined;
    for (const method of methods)
      if (method !== 'HEAD' && (schema?.body || schema?.querystring))
        routes.push({ method, url: route.url, body: schema.body, querystring: schema.querystring });
  };
  beforeAll(async () => {
    t = await createTestApp({ onRoute });
    w = await buildWorld(t);
  }, 120_000);
  afterAll(() => t.close());

  const cookieOf = (role: MatrixRole) => (role === 'anonymous' ? undefined : w.who[role].cookie);
  const rowOf = (r: Contracted) => MATRIX.find((m) => m.method === r.method && m.path === r.url);

  it('finds the routes and their text fields (the walk itself works)', () => {
    const bodies = routes.filter((r) => r.body);
    expect(bodies.length).toBeGreaterThanOrEqual(20);
    expect(routes.filter((r) => r.querystring).length).toBeGreaterThanOrEqual(10);
    const checkout = routes.find((r) => r.method === 'POST' && r.url === '/api/orders')!;
    const paths = stringPaths(jsonSchemaOf(checkout.body!).root).map((p) => p.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['address', 'deliveryAddress.name', 'deliveryAddress.line1', 'deliveryAddress.city']));
  });

  it('every string field of every body answers 400 naming the field, and writes nothing', async () => {
    let tried = 0;
    for (const r of routes.filter((x) => x.body)) {
      const row = rowOf(r);
      const role = callerOf(row);
      const { root, defs } = jsonSchemaOf(r.body!);
      for (const path of stringPaths(root, defs)) {
        for (const { text, what } of HOSTILE) {
          const req = row ? await row.request(w, role) : { url: r.url };
          const good = req.payload && typeof req.payload === 'object' && !Buffer.isBuffer(req.payload) && !('multipart' in req.payload) ? req.payload : {};
          const field = path.join('.');
          const label = `${r.method} ${r.url} ${field} with ${what} as ${role}`;
          const before = await digest(t.database.db);
          const res = await send(w, row?.method ?? (r.method as 'POST'), { ...req, payload: setAt(good, path, text) as object }, cookieOf(role));
          expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBe(400);
          expectSafeReply(res, label);
          const body = res.json() as { message: string; code: string; details: { issues: Array<{ field?: string }> } };
          expect(body.code, label).toBe('VALIDATION');
          expect(body.message, label).toContain(field);
          expect(body.details.issues[0]!.field, label).toBe(field);
          expect(await digest(t.database.db), `${label} wrote something`).toBe(before);
          tried++;
        }
      }
    }
    expect(tried).toBeGreaterThanOrEqual(200);
  }, 180_000);

  it('every string field of every query answers 400 naming the field for NUL, and never 5xx for a broken surrogate escape', async () => {
    let tried = 0;
    for (const r of routes.filter((x) => x.querystring)) {
      const row = rowOf(r);
      const role = callerOf(row);
      const { root, defs } = jsonSchemaOf(r.querystring!);
      for (const path of stringPaths(root, defs).filter((p) => p.length === 1)) {
        const req = row ? await row.request(w, role) : { url: r.url };
        const base = req.url.split('?')[0]!;
        const field = path[0]!;
        const nul = await send(w, r.method as 'GET', { url: `${base}?${field}=a%00b` }, cookieOf(role));
        expect(nul.statusCode, `${r.method} ${base}?${field}=a%00b as ${role}: ${nul.body.slice(0, 200)}`).toBe(400);
        expect((nul.json() as { message: string }).message).toContain(field);
        // A surrogate cannot be written in a URL: its UTF-8 bytes (ED A0 80) are not valid UTF-8.
        const broken = await send(w, r.method as 'GET', { url: `${base}?${field}=%ED%A0%80` }, cookieOf(role));
        expect(broken.statusCode, `${r.method} ${base}?${field}=%ED%A0%80: ${broken.body.slice(0, 200)}`).toBeLessThan(500);
        expectSafeReply(broken, `${base}?${field}=%ED%A0%80`, [`${base}?${field}=%ED%A0%80`]);
        tried++;
      }
    }
    expect(tried).toBeGreaterThanOrEqual(10);
  }, 120_000);

  it('checkout with a lone surrogate in deliveryAddress.name, line1 or city: 400 naming it; an emoji (a surrogate pair) is fine', async () => {
    const address = { name: 'Asha Rao', phone: '9876543210', line1: '12 MG Road', city: 'Pune', pincode: '411001', state: '27' };
    for (const field of ['name', 'line1', 'city'] as const) {
      expect((await send(w, 'POST', { url: '/api/cart/add', payload: { itemId: w.productA.id, quantity: 1 } }, w.who.shopper.cookie)).statusCode).toBe(200);
      const before = await digest(t.database.db);
      const res = await send(
        w,
        'POST',
        { url: '/api/orders', payload: { paymentMethod: 'COD', deliveryAddress: { ...address, [field]: `${address[field]}\uD800` } } },
        w.who.shopper.cookie,
      );
      expect(res.statusCode, res.body).toBe(400);
      expect((res.json() as { message: string }).message).toMatch(new RegExp(`^deliveryAddress\\.${field} contains an invalid character`));
      expect(await digest(t.database.db)).toBe(before);
    }
    const ok = await send(
      w,
      'POST',
      { url: '/api/orders', payload: { paymentMethod: 'COD', deliveryAddress: { ...address, name: 'Asha Rao 😀', line1: 'गली ७, MG Road' } } },
      w.who.shopper.cookie,
    );
    expect(ok.statusCode, ok.body).toBe(201);
  });
});
