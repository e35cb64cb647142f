import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../support/harness.js';
import { MATRIX } from '../support/access-matrix.js';
import { send } from '../support/checks.js';
import { buildWorld, ROLES, type World } from '../support/world.js';

/**
 * Every GET of the access matrix (so a new route is covered as soon as it is in the matrix), as every role:
 * a reply is either `private, no-store`, or the same bytes everyone gets — and if the route can answer
 * differently per viewer, it says `Vary: Cookie` so no shared cache hands one viewer's copy to another.
 */
describe(`Cache-Control on personal replies (${ENGINE})`, () => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await createTestApp();
    w = await buildWorld(t);
  }, 120_000);
  afterAll(() => t.close());

  for (const row of MATRIX.filter((r) => r.method === 'GET')) {
    it(`GET ${row.path}: personal replies are private, no-store; shared ones vary by cookie`, async () => {
      const anonymous = await send(w, 'GET', await row.request(w, 'anonymous'));
      for (const role of ROLES) {
        const req = await row.request(w, role);
        const res = await send(w, 'GET', req, role === 'anonymous' ? undefined : w.who[role].cookie);
        const label = `GET ${req.url} as ${role} (${res.statusCode})`;
        // A document file (invoice PDF, register CSV) is personal: never kept by any cache.
        if (res.statusCode === 200 && /^(application\/pdf|text\/csv)\b/.test(String(res.headers['content-type']))) {
          expect(String(res.headers['cache-control']), label).toBe('private, no-store');
          continue;
        }
        if (!/^application\/json/.test(String(res.headers['content-type']))) continue;
        const cc = String(res.headers['cache-control'] ?? '');
        expect(cc, label).not.toBe('');
        expect(cc, label).not.toMatch(/\bpublic\b/);
        if (/\bno-store\b/.test(cc)) {
          expect(cc, label).toMatch(/\bprivate\b/);
          continue;
        }
        // Storable (revalidated) replies: only what the anonymous visitor gets too.
        expect(res.body, `${label}: a storable reply that differs from the anonymous one`).toBe(anonymous.body);
        if (role !== 'anonymous' && res.body !== (await send(w, 'GET', req, w.who.superadmin.cookie)).body) {
          expect(String(res.headers.vary ?? ''), label).toMatch(/cookie/i);
        }
      }
    });
  }

  it('the replies the attack named: my orders, admin orders, me, and a shop with PAN/GSTIN', async () => {
    const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
    for (const [url, cookie] of [
      ['/api/orders/my-orders', w.who.shopper.cookie],
      ['/api/admin/orders', w.who.owner.cookie],
      ['/api/auth/me', w.who.shopper.cookie],
      [`/api/shops/${w.shopA.id}`, w.who.owner.cookie],
      [`/api/shops/${w.shopA.id}`, w.who.superadmin.cookie],
      ['/api/shops/all', w.who.superadmin.cookie],
    ] as const) {
      const res = await get(url, cookie);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
    const pub = await t.app.inject({ url: `/api/shops/${w.shopA.id}` });
    expect(pub.headers['cache-control']).toBe('no-cache');
    expect(String(pub.headers.vary)).toMatch(/cookie/i);
  });
});
