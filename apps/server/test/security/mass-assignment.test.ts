import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, orderItems, orders, products, users } from '../../src/db/schema.js';
import { createTestApp, ENGINE, multipart, samplePng, type TestApp } from '../support/harness.js';
import { MATRIX } from '../support/access-matrix.js';
import { digest, buildWorld, type World } from '../support/world.js';

/** Fields a caller must never set: they are ignored (stripped by the schema) or refused. */
const HOSTILE = (w: World) => ({
  role: 'superadmin',
  userId: w.who.otherShopper.id,
  shopId: w.shopB.id,
  price: 0.01,
  pricePaise: 1,
  stock: 999_999,
  quantity_on_hand: 999_999,
  status: 'Delivered',
  id: '00000000-0000-7000-8000-000000000000',
  _id: '00000000-0000-7000-8000-000000000000',
  createdAt: '2000-01-01T00:00:00Z',
  passwordHash: 'x',
  adminId: w.who.otherOwner.id,
});

describe(`mass assignment and prototype pollution (${ENGINE})`, () => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await createTestApp();
    w = await buildWorld(t);
  }, 120_000);
  afterAll(() => t.close());

  const inject = (cookie: string | undefined, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

  it('register: always role user, a new id, no password hash from the body', async () => {
    const res = await inject(undefined, 'POST', '/api/auth/register', {
      ...HOSTILE(w),
      name: 'Mallory',
      email: 'mallory@example.in',
      phone: '9876543210',
      password: 'long-enough-pw',
    });
    expect(res.statusCode).toBe(201);
    const row = (await t.database.db.select().from(users).where(eq(users.email, 'mallory@example.in')))[0]!;
    expect(row.role).toBe('user');
    expect(row.id).not.toBe(HOSTILE(w).id);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.createdAt.getFullYear()).toBeGreaterThan(2020);
  });

  it('create-admin: always role admin', async () => {
    const res = await inject(w.who.superadmin.cookie, 'POST', '/api/superadmin/create-admin', {
      ...HOSTILE(w),
      name: 'Eve',
      email: 'eve@example.in',
      password: 'long-enough-pw',
    });
    expect(res.statusCode).toBe(201);
    expect((await t.database.db.select().from(users).where(eq(users.email, 'eve@example.in')))[0]!.role).toBe('admin');
  });

  it("cart add: the line is the caller's, at the product's price, whatever the body says", async () => {
    const productId = await w.freshProduct();
    const res = await inject(w.who.shopper.cookie, 'POST', '/api/cart/add', { ...HOSTILE(w), itemId: productId, quantity: 1, name: 'Free gold' });
    expect(res.statusCode).toBe(200);
    const line = res.json().cart.items.find((i: { _id: string }) => i._id === productId);
    expect(line).toMatchObject({ price: 100, quantity: 1 });
    expect(line.name).not.toBe('Free gold');
    const rows = await t.database.db.select().from(cartLines).where(eq(cartLines.productId, productId));
    expect(rows.map((r) => r.userId)).toEqual([w.who.shopper.id]);
    await inject(w.who.shopper.cookie, 'POST', '/api/cart/clear', {});
  });

  it("place order: Pending, the caller's, server prices and shop, whatever the body and items say", async () => {
    const productId = await w.freshProduct();
    await inject(w.who.shopper.cookie, 'POST', '/api/cart/add', { itemId: productId, quantity: 2 });
    const res = await inject(w.who.shopper.cookie, 'POST', '/api/orders', {
      ...HOSTILE(w),
      address: 'Asha Rao, 9876543210, 411001, 12 MG Road, near the temple',
      paymentMethod: 'COD',
      items: [{ _id: productId, quantity: 2, price: 0.01, name: 'Free gold' }],
    });
    expect(res.statusCode).toBe(201);
    const orderId = res.json().orders[0]._id as string;
    const order = (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
    expect(order).toMatchObject({ status: 'Pending', userId: w.who.shopper.id, shopId: w.shopA.id, subtotalPaise: 20_000 });
    const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(items.map((i) => [i.pricePaise, i.quantity])).toEqual([[10_000, 2]]);
  });

  it('order status: only the status moves; address, totals and owner stay', async () => {
    const orderId = await w.freshOrder();
    const before = (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
    const res = await inject(w.who.owner.cookie, 'PATCH', `/api/admin/orders/${orderId}/status`, {
      ...HOSTILE(w),
      status: 'Confirmed',
      address: 'Elsewhere',
      totalAmount: 1,
    });
    expect(res.statusCode).toBe(200);
    const after = (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
    expect({ ...after, status: before.status, confirmedAt: null }).toEqual({ ...before, confirmedAt: null });
    expect(after.status).toBe('Confirmed');
  });

  it('product edit (JSON and multipart): never moves it to another shop or sets fields outside the schema', async () => {
    const productId = await w.freshProduct();
    const json = await inject(w.who.owner.cookie, 'PATCH', `/api/products/${productId}`, { ...HOSTILE(w), price: 50, image: '../../etc/passwd' });
    expect(json.statusCode).toBe(200);
    const form = multipart({ shopId: w.shopB.id, id: HOSTILE(w).id, adminId: w.who.otherOwner.id, description: 'Edited by form' });
    const multi = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${productId}`,
      headers: { cookie: w.who.owner.cookie, ...form.headers },
      payload: form.payload,
    });
    expect(multi.statusCode).toBe(200);
    const row = (await t.database.db.select().from(products).where(eq(products.id, productId)))[0]!;
    expect(row).toMatchObject({ id: productId, shopId: w.shopA.id, pricePaise: 5000, description: 'Edited by form', image: null });
  });

  it("product create: in the admin's own shop; another shop's id is refused and nothing is stored", async () => {
    const before = await digest(t.database.db);
    const form = multipart(
      { name: 'Tea', description: 'Assam', price: '10', category: 'Grocery', shopId: w.shopB.id },
      { filename: 'a.png', content: await samplePng() },
    );
    const res = await t.app.inject({ method: 'POST', url: '/api/products', headers: { cookie: w.who.owner.cookie, ...form.headers }, payload: form.payload });
    expect(res.statusCode).toBe(403);
    expect(await digest(t.database.db)).toBe(before);
  });

  describe('prototype pollution', () => {
    const unsafe = MATRIX.filter((r) => r.method !== 'GET');
    const payloads = [
      '{"__proto__":{"polluted":"yes","role":"superadmin"}}',
      '{"constructor":{"prototype":{"polluted":"yes"}}}',
      '{"a":{"b":{"__proto__":{"polluted":"yes"}}}}',
      '[{"__proto__":{"polluted":"yes"}}]',
    ];

    for (const row of unsafe) {
      it(`${row.method} ${row.path}: __proto__ / constructor anywhere in JSON → 400, nothing written`, async () => {
        const { url } = await row.request(w, 'superadmin');
        const before = await digest(t.database.db);
        for (const role of ['shopper', 'owner', 'superadmin'] as const) {
          for (const payload of payloads) {
            const res = await t.app.inject({ method: row.method, url, headers: { cookie: w.who[role].cookie, 'content-type': 'application/json' }, payload });
            expect([400, 401, 403, 404], `${url} ${payload}: ${res.body}`).toContain(res.statusCode);
            expect(res.json().message).toBeTruthy();
          }
        }
        expect(await digest(t.database.db), url).toBe(before);
        expectPristinePrototypes();
      });
    }

    it('query strings and multipart field names cannot pollute either', async () => {
      for (const q of ['__proto__[polluted]=yes', '__proto__.polluted=yes', 'constructor[prototype][polluted]=yes', 'page=1&__proto__=x']) {
        const res = await t.app.inject({ url: `/api/shops?${q}` });
        expect(res.statusCode, q).toBeLessThan(500);
      }
      const form = multipart({ ['__proto__']: 'polluted', constructor: 'x', prototype: 'y', name: 'Tea' } as Record<string, string>, {
        filename: 'a.png',
        content: await samplePng(),
      });
      const res = await t.app.inject({ method: 'POST', url: '/api/products', headers: { cookie: w.who.owner.cookie, ...form.headers }, payload: form.payload });
      // @fastify/multipart refuses any field named like an Object.prototype property.
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/forbidden key/);
      expectPristinePrototypes();
    });
  });
});

function expectPristinePrototypes() {
  const probe = {} as Record<string, unknown>;
  expect(probe.polluted).toBeUndefined();
  expect(probe.role).toBeUndefined();
  expect(Object.keys(Object.prototype)).toEqual([]);
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(
    [
      '__defineGetter__',
      '__defineSetter__',
      '__lookupGetter__',
      '__lookupSetter__',
      '__proto__',
      'constructor',
      'hasOwnProperty',
      'isPrototypeOf',
      'propertyIsEnumerable',
      'toLocaleString',
      'toString',
      'valueOf',
    ].sort(),
  );
}
