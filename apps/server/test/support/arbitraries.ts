/**
 * fast-check arbitraries driven by the shared zod schemas: for each field of a body schema, either a value
 * that passes (so the handler runs further) or a hostile one. zod has no generator of its own, so the good
 * values per field name are listed here and the schema supplies the field names.
 */
import fc from 'fast-check';
import type { z } from 'zod';

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uFFFF',
  '\uD800',
  '\uDC00',
  'Pune\uD800',
  '\u202Eevil',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '1e308',
  '0.001',
  '1.005',
  '99999999999999999999',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  "' OR 1=1 --",
  "'; drop table users; --",
  '1; select pg_sleep(5)',
  '%',
  '%00',
  '\\',
  '../../etc/passwd',
  '<script>window.__xss=1</script>',
  '<img src=x onerror=window.__xss=1>',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  '😀'.repeat(40),
  'क्षत्रिय'.repeat(20),
  'x'.repeat(2100),
  'y'.repeat(20_000),
];

/** Strings a database may refuse even when they pass the schema (PostgreSQL text cannot hold NUL or a lone surrogate). */
export const DB_HOSTILE = ['\u0000', 'a\u0000b', '\uD800', 'Pune\uDC00', '12 MG Road\uD800', "O'Brien", '\\x00', '%_'];

/** A hostile scalar: odd strings, numbers that JSON cannot carry exactly, booleans, null. */
export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  {
    weight: 2,
    arbitrary: fc.oneof(fc.integer(), fc.integer({ min: -200, max: 200 }), fc.double(), fc.constantFrom(0, -1, 0.5, -0.5, 1e21, Number.MAX_SAFE_INTEGER + 2)),
  },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** Any JSON value, a few levels deep, built from hostile scalars. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 5, arbitrary: hostileScalar },
    { weight: 1, arbitrary: fc.array(tie('v'), { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), tie('v'), { maxKeys: 3 }) },
  ),
})).v;

/** Field values that pass the shared schemas, by field name (the caller adds ids of real records). */
export const GOOD: Record<string, unknown[]> = {
  name: ['Asha Rao', 'श्री गणेश स्टोर'],
  email: ['asha.fuzz@example.in', 'ASHA.FUZZ@EXAMPLE.IN'],
  phone: ['9876543210', '+91 98765 43210'],
  password: ['long-enough-pw'],
  currentPassword: ['not-the-password'],
  newPassword: ['another-long-pw'],
  pan: ['ABCDE1234F'],
  gstnumber: ['27AAPFU0939F1ZV'],
  address: ['Asha Rao, 9876543210, 411001, 12 MG Road, near the temple'],
  categoryofshop: ['Grocery', 'Other'],
  category: ['Grocery', 'Clothing'],
  location: ['Pune'],
  yourmessage: ['Hello, please call me back'],
  description: ['Fresh from the farm'],
  price: [10, '10', 99.99, '0.5'],
  quantity: [1, -1, 2, '3'],
  subCategory: ['', 'Men'],
  unit: ['', 'kg'],
  status: ['Confirmed', 'Delivered', 'Cancelled', 'Pending', 'Refused'],
  paymentMethod: ['COD'],
  totalAmount: [0, 160],
  razorpayAccountId: ['', 'acc_123'],
};

/** A value for one field: usually a good one, often hostile, sometimes a good one made longer or odder. */
export function fieldArb(field: string, extraGood: unknown[] = []): fc.Arbitrary<unknown> {
  const good = [...(GOOD[field] ?? []), ...extraGood];
  const goodArb = good.length ? fc.constantFrom(...good) : hostileScalar;
  return fc.oneof(
    { weight: 3, arbitrary: goodArb },
    { weight: 3, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.tuple(goodArb, fc.constantFrom(...NASTY_STRINGS)).map(([g, n]) => `${String(g)}${n}`) },
  );
}

/** The object keys of a zod object schema. */
export function keysOf(schema: z.ZodType): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  if (!shape) throw new Error('not an object schema');
  return Object.keys(shape);
}

/**
 * A request body for `schema`: mostly an object with its fields (each present or missing, good or
 * hostile) plus unknown keys; sometimes not an object at all.
 */
export function bodyArb(schema: z.ZodType, extraGood: Record<string, unknown[]> = {}): fc.Arbitrary<unknown> {
  const fields = Object.fromEntries(keysOf(schema).map((k) => [k, fieldArb(k, extraGood[k])]));
  const record = fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.dictionary(fc.constantFrom('role', 'userId', 'shopId', 'id', '_id', 'status', 'price', 'isAdmin', 'extra'), hostileValue, { maxKeys: 2 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
  // Every field good but one: the request gets past validation of the others and reaches the database.
  const keys = keysOf(schema);
  const goodOf = (k: string) => [...(GOOD[k] ?? []), ...(extraGood[k] ?? [])];
  const allGood = fc.record(Object.fromEntries(keys.map((k) => [k, goodOf(k).length ? fc.constantFrom(...goodOf(k)) : fc.constant(undefined)])));
  const oneBad = fc
    .tuple(allGood, fc.constantFrom(...keys), fc.oneof(hostileScalar, fc.constantFrom(...DB_HOSTILE)), fc.boolean())
    .map(([good, k, bad, append]) => ({ ...good, [k]: append && typeof good[k] === 'string' && typeof bad === 'string' ? `${good[k]}${bad}` : bad }));
  return fc.oneof({ weight: 4, arbitrary: record }, { weight: 4, arbitrary: oneBad }, { weight: 1, arbitrary: hostileValue });
}

/** Query-string parameters: known keys with good or odd values, repeated keys, unknown keys. */
export function queryArb(keys: string[], good: Record<string, string[]> = {}): fc.Arbitrary<string> {
  const value = (k: string) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constantFrom(...(good[k] ?? ['1', '20'])) },
      { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS.filter((s) => s.length < 1000)) },
      { weight: 1, arbitrary: fc.constantFrom(...DB_HOSTILE) },
      { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
    );
  const pair = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...keys).chain((k) => value(k).map((v) => [k, v] as const)) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('__proto__', 'constructor', 'x', 'page[]', 'limit[$gt]'), fc.string({ maxLength: 10 })) },
  );
  return fc.array(pair, { maxLength: 5 }).map((pairs) => new URLSearchParams(pairs.map(([k, v]) => [k, v] as [string, string])).toString());
}

/** encodeURIComponent, keeping a lone surrogate as a raw (invalid) escape instead of throwing. */
const encode = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
};

/** A path parameter: valid-looking or unknown ids, and strings that try to escape the path. */
export const paramArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.uuid().map(encode) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS.filter((s) => s.length > 0 && s.length < 300)).map(encode) },
  { weight: 1, arbitrary: fc.constantFrom('..%2F..%2Fetc%2Fpasswd', '%2e%2e', '%E0%A4%A', '%', '%%', '1%00', 'a'.repeat(250), "1'%20OR%20'1'%3D'1") },
  { weight: 2, arbitrary: fc.string({ minLength: 1, maxLength: 40 }).map(encode) },
);
