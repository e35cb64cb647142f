import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../../db/schema.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { insertShop } from '../../../test/support/fixtures.js';

type Account = Awaited<ReturnType<TestApp['account']>>;

describe(`admins (${ENGINE})`, () => {
  let t: TestApp;
  let superadmin: Account;
  let ravi: Account;
  let shopper: Account;

  beforeAll(async () => {
    t = await createTestApp();
    superadmin = await t.account('superadmin');
    shopper = await t.account('user');
    ravi = await t.account('admin', { name: 'Ravi' });
    await insertShop(t.database.db, ravi.id, { name: 'Fresh Mart' });
  });
  afterAll(() => t.close());

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const createAdmin = (cookie: string | undefined, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/superadmin/create-admin', headers: cookie ? { cookie } : {}, payload });
  const del = (cookie: string | undefined, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/superadmin/delete-admin/${id}`, headers: cookie ? { cookie } : {} });

  describe('POST /api/superadmin/create-admin', () => {
    it('creates an admin (role forced) who can then log in', async () => {
      const res = await createAdmin(superadmin.cookie, { name: 'Sunita', email: 'Sunita@Shop.in', password: 'admin-pass-1', role: 'superadmin' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        message: 'Admin created successfully',
        admin: { _id: expect.any(String), name: 'Sunita', email: 'sunita@shop.in', phone: null, shop: null, createdAt: expect.any(String) },
      });
      expect(res.body).not.toContain('admin-pass-1');
      const [row] = await t.database.db.select().from(users).where(eq(users.email, 'sunita@shop.in'));
      expect(row!.role).toBe('admin');
      const cookie = await t.login('sunita@shop.in', 'admin-pass-1');
      expect((await get('/api/auth/me', cookie)).json().role).toBe('admin');
    });

    it('answers 409 when the email is taken, in any case', async () => {
      const res = await createAdmin(superadmin.cookie, { name: 'Again', email: 'SUNITA@shop.in', password: 'admin-pass-1' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('An account with this email already exists');
    });

    it.each([
      [{ email: 'a@b.in', password: 'admin-pass-1' }, 'Name is required'],
      [{ name: 'A', email: 'nope', password: 'admin-pass-1' }, 'Email must be a valid email address'],
      [{ name: 'A', email: 'a@b.in' }, 'Password is required'],
      [{ name: 'A', email: 'a@b.in', password: 'short' }, 'Password must be at least 8 characters'],
    ])('rejects bad body %# with a 400 naming the field', async (payload, message) => {
      const res = await createAdmin(superadmin.cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });

    it('is for the superadmin only', async () => {
      const body = { name: 'X', email: 'x@x.in', password: 'admin-pass-1' };
      expect((await createAdmin(undefined, body)).statusCode).toBe(401);
      expect((await createAdmin(ravi.cookie, body)).statusCode).toBe(403);
      expect((await createAdmin(shopper.cookie, body)).statusCode).toBe(403);
    });
  });

  describe('GET /api/superadmin/admins and /page', () => {
    it('lists admins only, newest first, each with its shop or null', async () => {
      const res = await get('/api/superadmin/admins', superadmin.cookie);
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(list.map((a: { name: string }) => a.name)).toEqual(['Sunita', 'Ravi']);
      expect(list[1]).toEqual({
        _id: ravi.id,
        name: 'Ravi',
        email: ravi.email,
        phone: '9876543210',
        shop: { _id: expect.any(String), name: 'Fresh Mart' },
        createdAt: expect.any(String),
      });
      expect(list[0].shop).toBeNull();
      expect(res.body).not.toMatch(/password/i);
    });

    it('concurrent calls share one load; a created or deleted admin shows at once; the reply stays private (issue 9 #5)', async () => {
      await t.app.ctx.catalog.invalidate(); // nothing cached
      const before = t.app.ctx.catalog.stats().loads;
      const replies = await Promise.all(Array.from({ length: 20 }, () => get('/api/superadmin/admins', superadmin.cookie)));
      expect(replies.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      expect(new Set(replies.map((r) => r.body)).size).toBe(1);
      expect(t.app.ctx.catalog.stats().loads - before).toBe(1);
      expect(replies[0]!.headers['cache-control']).toBe('private, no-store');
      const names = async () => (await get('/api/superadmin/admins', superadmin.cookie)).json().map((a: { name: string }) => a.name);
      const made = await createAdmin(superadmin.cookie, { name: 'Cached Kumar', email: 'cached.kumar@shop.in', password: 'admin-pass-1' });
      expect(await names()).toContain('Cached Kumar');
      expect((await del(superadmin.cookie, made.json().admin._id)).statusCode).toBe(200);
      expect(await names()).not.toContain('Cached Kumar');
      // Another role never gets the superadmin's cached reply.
      expect((await get('/api/superadmin/admins', ravi.cookie)).statusCode).toBe(403);
    });

    it('pages admins', async () => {
      const res = await get('/api/superadmin/admins/page?limit=1&page=2', superadmin.cookie);
      expect(res.json()).toMatchObject({ total: 2, page: 2, pageSize: 1, totalPages: 2, items: [{ name: 'Ravi' }] });
      const bad = await get('/api/superadmin/admins/page?limit=500', superadmin.cookie);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('limit must be at most 100');
    });

    it('is for the superadmin only', async () => {
      for (const url of ['/api/superadmin/admins', '/api/superadmin/admins/page']) {
        expect((await get(url)).statusCode).toBe(401);
        expect((await get(url, ravi.cookie)).statusCode).toBe(403);
        expect((await get(url, shopper.cookie)).statusCode).toBe(403);
      }
    });
  });

  describe('DELETE /api/superadmin/delete-admin/:id', () => {
    it('refuses to delete an admin who owns a shop, naming it (409)', async () => {
      const res = await del(superadmin.cookie, ravi.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        "Cannot delete Ravi: they own the shop 'Fresh Mart'. Reassign the shop to another admin first (Shops and Analytics → Edit shop).",
      );
      expect((await get('/api/auth/me', ravi.cookie)).statusCode).toBe(200);
    });

    it('deletes a shopless admin and ends their sessions', async () => {
      const temp = await t.account('admin', { name: 'Temp' });
      const res = await del(superadmin.cookie, temp.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Admin deleted successfully' });
      expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, temp.id))).toEqual([]);
      expect((await get('/api/auth/me', temp.cookie)).statusCode).toBe(401);
      expect((await del(superadmin.cookie, temp.id)).statusCode).toBe(404);
    });

    it('answers 404 for a user who is not an admin, an unknown id and a malformed id', async () => {
      expect((await del(superadmin.cookie, shopper.id)).statusCode).toBe(404);
      expect((await del(superadmin.cookie, superadmin.id)).statusCode).toBe(404);
      expect((await del(superadmin.cookie, '0190a000-0000-7000-8000-000000000000')).statusCode).toBe(404);
      const bad = await del(superadmin.cookie, 'abc');
      expect(bad.statusCode).toBe(404);
      expect(bad.json().message).toBe('Admin not found');
      expect((await get('/api/auth/me', shopper.cookie)).statusCode).toBe(200);
    });

    it('is for the superadmin only', async () => {
      const temp = await t.account('admin');
      expect((await del(undefined, temp.id)).statusCode).toBe(401);
      expect((await del(ravi.cookie, temp.id)).statusCode).toBe(403);
      expect((await del(shopper.cookie, temp.id)).statusCode).toBe(403);
      expect((await get('/api/auth/me', temp.cookie)).statusCode).toBe(200);
    });
  });
});
