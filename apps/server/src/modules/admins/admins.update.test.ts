import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { insertProduct, insertShop } from '../../../test/support/fixtures.js';

/** Issue 22 #14: the platform owner corrects a shop owner's name or mobile number. */
describe(`PATCH /api/superadmin/admins/:id (${ENGINE})`, () => {
  let t: TestApp;
  let superadmin: Awaited<ReturnType<TestApp['account']>>;
  beforeAll(async () => {
    t = await createTestApp();
    superadmin = await t.account('superadmin');
  });
  afterAll(() => t.close());
  const patch = (id: string, payload: unknown, cookie = superadmin.cookie) =>
    t.app.inject({ method: 'PATCH', url: `/api/superadmin/admins/${id}`, headers: { cookie }, payload: payload as object });

  it("changes the name and phone; the owner's own session, the admins list and the shop list read the new ones", async () => {
    const owner = await t.account('admin', { name: 'Ramesh Typo' });
    const shop = await insertShop(t.database.db, owner.id, { name: 'Correction Stores' });
    await insertProduct(t.database.db, shop.id);
    await t.app.ctx.catalog.invalidate();
    expect((await t.app.inject({ url: '/api/superadmin/admins', headers: { cookie: superadmin.cookie } })).json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ _id: owner.id, name: 'Ramesh Typo' })]),
    );
    const res = await patch(owner.id, { name: '  Ramesh Gupta ', phone: '+91 91234 56789' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Admin updated', admin: { _id: owner.id, name: 'Ramesh Gupta', phone: '9123456789', email: owner.email } });
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie: owner.cookie } })).json().name).toBe('Ramesh Gupta');
    const admins = (await t.app.inject({ url: '/api/superadmin/admins', headers: { cookie: superadmin.cookie } })).json();
    expect(admins.find((a: { _id: string }) => a._id === owner.id)).toMatchObject({ name: 'Ramesh Gupta', phone: '9123456789' });
    const found = (await t.app.inject({ url: '/api/shops?search=ramesh%20gupta' })).json();
    expect(found.items.map((s: { name: string }) => s.name)).toEqual(['Correction Stores']);
    expect((await patch(owner.id, { phone: '8123456780' })).json().admin).toMatchObject({ name: 'Ramesh Gupta', phone: '8123456780' });
  });

  it('refuses bad input with 400 naming it, a shopper or a platform owner id with 404, and anyone but the platform owner', async () => {
    const owner = await t.account('admin');
    expect((await patch(owner.id, {})).json()).toMatchObject({ code: 'VALIDATION', message: 'Give a name or a phone to change' });
    expect((await patch(owner.id, { phone: '12345' })).json().message).toBe('Phone must be a 10-digit Indian mobile number starting with 6-9');
    expect((await patch(owner.id, { name: '' })).statusCode).toBe(400);
    expect((await patch(owner.id, { role: 'superadmin', name: 'X Y' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie: owner.cookie } })).json().role).toBe('admin');
    const shopper = await t.account('user');
    expect((await patch(shopper.id, { name: 'Not An Admin' })).statusCode).toBe(404);
    expect((await patch(superadmin.id, { name: 'Not An Admin' })).statusCode).toBe(404);
    expect((await patch('not-a-uuid', { name: 'Nobody' })).statusCode).toBe(404);
    expect((await patch(owner.id, { name: 'Self Rename' }, owner.cookie)).statusCode).toBe(403);
    expect((await patch(owner.id, { name: 'Self Rename' }, shopper.cookie)).statusCode).toBe(403);
  });
});
