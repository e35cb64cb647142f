import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../support/harness.js';
import { MATRIX, NOT_IN_MATRIX, renderMatrix, STREAMED } from '../support/access-matrix.js';
import { expectReplyMatchesContract, routeTable } from '../support/contracts.js';
import { expectSafeReply, send } from '../support/checks.js';
import { twilioStandIn } from '../support/sms-stand-in.js';
import { buildWorld, digest, ROLES, SECRET, type MatrixRole, type World } from '../support/world.js';

/**
 * Every cell of the access matrix (access-matrix.ts, rendered in docs/security.md), and what each role may see.
 * Every reply is also checked against its route's declared response schema (support/contracts.ts).
 */
describe(`access control matrix (${ENGINE})`, () => {
  let t: TestApp;
  let w: World;
  let sms: Awaited<ReturnType<typeof twilioStandIn>>;
  const table = routeTable();
  const routeOf = (method: string, path: string) => table.routes.find((r) => r.method === method && r.url === path);
  beforeAll(async () => {
    sms = await twilioStandIn();
    t = await createTestApp({ onRoute: table.onRoute, sms: sms.sender });
    w = await buildWorld(t);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await sms.close();
  });

  const cookieOf = async (role: MatrixRole, fresh: boolean) => {
    if (role === 'anonymous') return undefined;
    const who = w.who[role];
    return fresh ? t.login(who.email, who.password) : who.cookie;
  };

  for (const row of MATRIX) {
    describe(`${row.method} ${row.path}`, () => {
      ROLES.forEach((role, i) => {
        const want = row.expect[i]!;
        it(`${role} → ${want}`, async () => {
          const cookie = await cookieOf(role, !!row.freshSession);
          const req = await row.request(w, role);
          const before = want >= 400 ? await digest(t.database.db) : '';
          const res = await send(w, row.method, req, cookie);
          const label = `${row.method} ${req.url} as ${role}`;
          expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBe(want);
          expectSafeReply(res, label, [], { describesApi: row.describesApi });
          expectReplyMatchesContract(routeOf(row.method, row.path), res, label);
          // A refused call leaves every table exactly as it was.
          if (want >= 400) expect(await digest(t.database.db), `${label} wrote something`).toBe(before);
          expectNothingPrivate(role, res.body, label);
        });
      });
    });
  }

  /** Fields a role must not see, wherever they might turn up. */
  function expectNothingPrivate(role: MatrixRole, body: string, label: string) {
    if (role !== 'owner' && role !== 'superadmin') {
      expect(body, `${label}: shop A's PAN`).not.toContain(SECRET.shopPan);
      expect(body, `${label}: shop A's payment account`).not.toContain(SECRET.razorpay);
    }
    if (role !== 'shopper') expect(body, `${label}: the address of a Pending order`).not.toContain(SECRET.pendingAddress);
    if (role === 'otherShopper' || role === 'otherOwner') expect(body, `${label}: someone else's order`).not.toContain(w.pendingOrderA);
  }

  it('every registered route has a row in the matrix, and every row a route', () => {
    const rows = new Set(MATRIX.map((r) => `${r.method} ${r.path}`));
    const registered = table.routes.map((r) => `${r.method} ${r.url}`);
    const missing = registered.filter((k) => !rows.has(k) && !(k in NOT_IN_MATRIX) && !(k in STREAMED));
    expect(
      missing,
      'Routes without a row in the access matrix. For each, add a row to MATRIX in apps/server/test/support/access-matrix.ts: ' +
        `{ method, path: exactly as registered, expect: the status for each of ${ROLES.join(', ')}, request: (w, role) => ({ url, payload }) }, ` +
        'then run `npm run docs:api` (it writes the table into docs/security.md).',
    ).toEqual([]);
    const stale = [...rows, ...Object.keys(NOT_IN_MATRIX), ...Object.keys(STREAMED)].filter((k) => !registered.includes(k));
    expect(stale, 'Rows in apps/server/test/support/access-matrix.ts for routes that are not registered: remove or fix their method/path').toEqual([]);
  });

  it('docs/security.md carries this very table', () => {
    const doc = fs.readFileSync(new URL('../../../../docs/security.md', import.meta.url), 'utf8');
    const table = /<!-- matrix:start -->\n([\s\S]*?)\n<!-- matrix:end -->/.exec(doc)?.[1];
    expect(table, 'regenerate the table in docs/security.md with `npm run docs:api`').toBe(renderMatrix());
  });

  describe('what each role sees', () => {
    const getAs = async (role: Exclude<MatrixRole, 'anonymous'>, url: string) => {
      const res = await t.app.inject({ url, headers: { cookie: w.who[role].cookie } });
      expect(res.statusCode, url).toBe(200);
      return res.json();
    };

    it("the shop owner receives a Pending order without its address; the other owner never sees it or shop A's items", async () => {
      const mine = (await getAs('owner', '/api/admin/orders')) as Array<{ _id: string; address: string | null }>;
      expect(mine.find((o) => o._id === w.pendingOrderA)).toMatchObject({ address: null });
      const page = await getAs('owner', '/api/admin/orders/page?status=Pending&limit=100');
      expect(page.items.find((o: { _id: string }) => o._id === w.pendingOrderA)).toMatchObject({ address: null });

      for (const url of ['/api/admin/orders', '/api/admin/orders/page', '/api/admin/products', '/api/admin/details', '/api/admin/reviews']) {
        const text = JSON.stringify(await getAs('otherOwner', url));
        expect(text, url).not.toContain(w.pendingOrderA);
        expect(text, url).not.toContain(SECRET.productName);
        expect(text, url).not.toContain(w.shopA.id);
      }
      const own = await getAs('owner', '/api/admin/products');
      expect(own.items.every((p: { shopId: string }) => p.shopId === w.shopA.id)).toBe(true);
    });

    it("a shopper's lists hold only their own orders", async () => {
      // The matrix cells place many orders; the page holds them all (the oldest, pendingOrderA, included).
      for (const url of ['/api/orders/my-orders', '/api/orders/mine?limit=100']) {
        expect(JSON.stringify(await getAs('shopper', url)), url).toContain(w.pendingOrderA);
        expect(JSON.stringify(await getAs('otherShopper', url)), url).not.toContain(w.pendingOrderA);
      }
    });

    it('PAN, GSTIN, payment account and admin email of a shop: its owner and the superadmin only', async () => {
      for (const role of ['owner', 'superadmin'] as const) {
        expect(await getAs(role, `/api/shops/${w.shopA.id}`), role).toMatchObject({
          pan: SECRET.shopPan,
          razorpayAccountId: SECRET.razorpay,
          admin: { email: w.who.owner.email },
        });
      }
      for (const role of ['shopper', 'otherShopper', 'otherOwner'] as const) {
        const shop = await getAs(role, `/api/shops/${w.shopA.id}`);
        expect(shop.pan, role).toBeUndefined();
        expect(shop.gstnumber, role).toBeUndefined();
        expect(shop.admin.email, role).toBeUndefined();
      }
      const anon = (await t.app.inject({ url: '/api/shops/all' })).json() as Array<Record<string, unknown>>;
      expect(anon.every((s) => s.pan === undefined && s.gstnumber === undefined && s.razorpayAccountId === undefined)).toBe(true);
    });

    it("another shopper cannot remove the shopper's cart line; it stays", async () => {
      const productId = await w.freshProduct();
      await t.app.inject({ method: 'POST', url: '/api/cart/add', headers: { cookie: w.who.shopper.cookie }, payload: { itemId: productId, quantity: 2 } });
      const res = await t.app.inject({ method: 'DELETE', url: `/api/cart/item/${productId}`, headers: { cookie: w.who.otherShopper.cookie } });
      expect(res.statusCode).toBe(404);
      const cart = (await t.app.inject({ url: '/api/cart', headers: { cookie: w.who.shopper.cookie } })).json();
      expect(cart.items.find((i: { _id: string }) => i._id === productId)).toMatchObject({ quantity: 2 });
    });
  });
});
