import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { insertShop } from '../../../test/support/fixtures.js';
import { api, product, shopWithAdmin, type Account } from '../../../test/support/cart-orders.js';

const NOBODY = '0190f5d2-0000-7000-8000-000000000000';

/** The platform owner edits, reassigns, deactivates and reactivates shops (issue 10, item 13). */
describe(`shop management by the platform owner (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let superadmin: Account;
  let shopper: Account;

  beforeAll(async () => {
    t = await createTestApp();
    a = api(t);
    superadmin = await t.account('superadmin');
    shopper = await t.account('user');
  });
  afterAll(() => t.close());

  const patch = (shopId: string, body: unknown, who: Account | null = superadmin) => a.call('PATCH', `/api/superadmin/shops/${shopId}`, who, body);
  const publicIds = async (url: string, who: Account | null = null) => {
    const body = (await a.call('GET', url, who)).json();
    return (Array.isArray(body) ? body : body.items).map((s: { _id: string }) => s._id) as string[];
  };

  it('is for the platform owner only: anonymous 401, shoppers and every admin (even its own) 403', async () => {
    const { shop, admin } = await shopWithAdmin(t);
    const { admin: other } = await shopWithAdmin(t);
    expect((await patch(shop.id, { name: 'Mine now' }, null)).statusCode).toBe(401);
    for (const who of [shopper, admin, other]) {
      const res = await patch(shop.id, { active: false }, who);
      expect(res.statusCode).toBe(403);
    }
    expect((await a.call('GET', `/api/shops/${shop.id}`)).json()).toMatchObject({ active: true });
  });

  it('answers 404 for an unknown or malformed shop and 400 with a message for a bad body', async () => {
    const { shop } = await shopWithAdmin(t);
    expect((await patch(NOBODY, { name: 'X' })).statusCode).toBe(404);
    expect((await patch('nope', { name: 'X' })).json().message).toBe('Shop not found');
    const empty = await patch(shop.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Nothing to change: send at least one field');
    expect((await patch(shop.id, { phone: '12345' })).statusCode).toBe(400);
    expect((await patch(shop.id, { phone: '12345' })).json().message).toMatch(/phone/i);
    expect((await patch(shop.id, { active: 'no' })).json().message).toBe('active must be true or false');
    expect((await patch(shop.id, { admin: 'someone' })).json().message).toBe('Admin is not a valid id');
  });

  it('edits the fields and the catalog shows the change', async () => {
    const { shop } = await shopWithAdmin(t);
    await product(t, shop.id); // the home list shows a shop once it has something to sell (issue 22 #12)
    const res = await patch(shop.id, { name: 'Annapurna Stores', address: '5 Station Road, Nagpur 440001', location: 'Nagpur', phone: '+91 98765 43210' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Shop updated', shop: { _id: shop.id, name: 'Annapurna Stores', location: 'Nagpur', phone: '9876543210' } });
    expect((await a.call('GET', `/api/shops/${shop.id}`)).json()).toMatchObject({ name: 'Annapurna Stores', address: '5 Station Road, Nagpur 440001' });
    expect(await publicIds('/api/shops?search=annapurna')).toEqual([shop.id]);
  });

  it('reassigns a shop to an admin without one; the orders go with it and the old admin can then be deleted', async () => {
    const { shop, admin: before } = await shopWithAdmin(t);
    const after = await t.account('admin', { name: 'Kavya Nair' });
    await a.add(shopper, (await product(t, shop.id, { price: 200 })).id, 1);
    const orderId = (await a.order(shopper)).json().orders[0]._id as string;

    const refused = await a.call('DELETE', `/api/superadmin/delete-admin/${before.id}`, superadmin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Reassign the shop to another admin first (Shops and Analytics → Edit shop)');

    const res = await patch(shop.id, { admin: after.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().shop.admin).toMatchObject({ _id: after.id, name: 'Kavya Nair' });
    expect((await a.call('GET', '/api/admin/orders', after)).json().map((o: { _id: string }) => o._id)).toEqual([orderId]);
    expect((await a.call('GET', '/api/admin/orders', before)).json()).toEqual([]);
    expect((await a.setStatus(before, orderId, 'Confirmed')).statusCode).toBe(404);
    expect((await a.setStatus(after, orderId, 'Confirmed')).statusCode).toBe(200);
    expect((await a.call('DELETE', `/api/superadmin/delete-admin/${before.id}`, superadmin)).statusCode).toBe(200);
  });

  it('refuses to reassign to an admin who already owns a shop (409 naming it) or to a non-admin (400)', async () => {
    const { shop, admin } = await shopWithAdmin(t);
    const busy = await t.account('admin', { name: 'Suresh Patil' });
    await insertShop(t.database.db, busy.id, { name: 'Patil Hardware' });
    const taken = await patch(shop.id, { admin: busy.id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("Suresh Patil already owns the shop 'Patil Hardware': an admin can own only one shop");
    for (const id of [shopper.id, superadmin.id, NOBODY]) {
      const res = await patch(shop.id, { admin: id });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Admin must be an existing admin account');
    }
    expect((await a.call('GET', `/api/shops/${shop.id}`, superadmin)).json().admin._id).toBe(admin.id);
  });

  it('a deactivated shop leaves the catalog and takes no orders; its orders stay; reactivating brings it back', async () => {
    const { shop, admin } = await shopWithAdmin(t);
    const p = await product(t, shop.id, { price: 150, quantity: 20 });
    const other = await product(t, (await shopWithAdmin(t)).shop.id, { price: 50 });
    // One order placed before, and a cart holding the shop's product when it is deactivated.
    await a.add(shopper, p.id, 1);
    const orderId = (await a.order(shopper)).json().orders[0]._id as string;
    await a.add(shopper, p.id, 2);
    await a.add(shopper, other.id, 1);
    const countBefore = (await a.call('GET', '/api/shops?page=1')).json().total as number;

    const off = await patch(shop.id, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().shop).toMatchObject({ _id: shop.id, active: false });

    // Gone from the catalog for visitors and shoppers: lists, counts, the shop page, its products.
    for (const who of [null, shopper]) {
      expect(await publicIds('/api/shops/all', who)).not.toContain(shop.id);
      expect(await publicIds('/api/shops?page=1&limit=60', who)).not.toContain(shop.id);
      expect((await a.call('GET', `/api/shops/${shop.id}`, who)).statusCode).toBe(404);
      expect((await a.call('GET', `/api/products/shop/${shop.id}`, who)).statusCode).toBe(404);
      expect((await a.call('GET', `/api/shops/${shop.id}/products`, who)).statusCode).toBe(404);
      expect((await a.call('GET', `/api/products/${p.id}`, who)).statusCode).toBe(404);
    }
    expect((await a.call('GET', '/api/shops?page=1')).json().total).toBe(countBefore - 1);
    // The platform owner and the shop's own admin still see it, marked inactive.
    expect(await publicIds('/api/superadmin/shops?page=1&limit=60', superadmin)).toContain(shop.id);
    expect((await a.call('GET', `/api/shops/${shop.id}`, admin)).json()).toMatchObject({ active: false });

    // No new orders: add to cart and checkout answer 409 naming the shop; the cart says why.
    const add = await a.add(shopper, p.id, 1);
    expect(add.statusCode).toBe(409);
    const shopName = off.json().shop.name as string;
    expect(add.json().message).toBe(`${shopName} is not taking orders right now`);
    const cart = (await a.cart(shopper)).json();
    expect(cart.items.find((i: { _id: string }) => i._id === p.id)).toMatchObject({ quantity: 2, unavailable: `${shopName} is not taking orders right now` });
    expect(cart.items.find((i: { _id: string }) => i._id === other.id)).not.toHaveProperty('unavailable');
    const checkout = await a.order(shopper);
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json()).toMatchObject({
      message: `${shopName} is not taking orders right now. Remove its items from your cart to order the rest.`,
      details: { shopId: shop.id },
    });
    expect((await a.cart(shopper)).json().items).toHaveLength(2); // nothing half-written

    // Its orders stay, for the shopper and for the shop, and can still be worked through.
    expect((await a.call('GET', '/api/orders/my-orders', shopper)).json().map((o: { _id: string }) => o._id)).toContain(orderId);
    expect((await a.call('GET', '/api/admin/orders', admin)).json().map((o: { _id: string }) => o._id)).toEqual([orderId]);
    expect((await a.setStatus(admin, orderId, 'Confirmed')).statusCode).toBe(200);

    // Back on: in the catalog again and ordering works.
    expect((await patch(shop.id, { active: true })).json().shop.active).toBe(true);
    expect(await publicIds('/api/shops/all')).toContain(shop.id);
    expect((await a.call('GET', `/api/products/shop/${shop.id}`)).statusCode).toBe(200);
    expect((await a.cart(shopper)).json().items.every((i: object) => !('unavailable' in i))).toBe(true);
    expect((await a.order(shopper)).statusCode).toBe(201);
  });
});
