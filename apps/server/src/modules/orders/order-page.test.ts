import { orderNumber } from '@bazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, product, shopWithAdmin, type Account } from '../../../test/support/cart-orders.js';

describe(`one order: GET /api/orders/:id and the short order number (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let shop: { id: string; name: string };
  let admin: Account;
  let otherAdmin: Account;
  let shopper: Account;
  let orderId: string;

  beforeAll(async () => {
    t = await createTestApp();
    a = api(t);
    const s = await shopWithAdmin(t);
    shop = s.shop;
    admin = s.admin;
    otherAdmin = (await shopWithAdmin(t)).admin;
    shopper = await t.account('user', { name: 'Kavya Iyer' });
    const tea = await product(t, shop.id, { name: 'Assam Tea', price: 210, quantity: 9 });
    await a.add(shopper, tea.id, 2);
    const placed = await a.order(shopper);
    expect(placed.statusCode).toBe(201);
    orderId = placed.json().orders[0]._id;
  });
  afterAll(() => t.close());

  it('orderNumber is the last 8 hex digits of the id, upper case', () => {
    expect(orderNumber('0190a000-0000-7000-8000-0000d202e181')).toBe('D202E181');
  });

  it("answers the shopper's own order with its number, shop phone, address, items, amounts and timeline", async () => {
    const res = await a.call('GET', `/api/orders/${orderId}`, shopper);
    expect(res.statusCode).toBe(200);
    const o = res.json();
    expect(o).toMatchObject({
      _id: orderId,
      orderNumber: orderNumber(orderId),
      status: 'Pending',
      shop: { _id: shop.id, name: shop.name, phone: expect.stringMatching(/^\d{10}$/) },
      address: expect.stringContaining('MG Road'),
      subtotal: 420,
      deliveryCharge: 60,
      totalAmount: 480,
      items: [{ name: 'Assam Tea', quantity: 2, price: 210, total: 420 }],
      confirmedAt: null,
      deliveredAt: null,
      cancelledAt: null,
    });
    expect(o.orderNumber).toMatch(/^[0-9A-F]{8}$/);
  });

  it('every list carries the same order number (shopper pages, the shop admin)', async () => {
    const mine = (await a.call('GET', '/api/orders/mine', shopper)).json();
    expect(mine.items.find((o: { _id: string }) => o._id === orderId).orderNumber).toBe(orderNumber(orderId));
    const shopPage = (await a.call('GET', '/api/admin/orders/page', admin)).json();
    expect(shopPage.items.find((o: { _id: string }) => o._id === orderId).orderNumber).toBe(orderNumber(orderId));
  });

  it("answers the shop's admin with the address hidden until Confirmed, and records the timeline", async () => {
    const before = (await a.call('GET', `/api/orders/${orderId}`, admin)).json();
    expect(before.address).toBeNull();
    expect((await a.call('PATCH', `/api/admin/orders/${orderId}/status`, admin, { status: 'Confirmed' })).statusCode).toBe(200);
    const after = (await a.call('GET', `/api/orders/${orderId}`, admin)).json();
    expect(after.address).toContain('MG Road');
    expect(after.confirmedAt).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    const forShopper = (await a.call('GET', `/api/orders/${orderId}`, shopper)).json();
    expect(forShopper).toMatchObject({ status: 'Confirmed', confirmedAt: after.confirmedAt });
  });

  it("gives the shop the customer's phone with the address: hidden before Confirm, the checkout's phone after (issue 10 #17)", async () => {
    const rice = await product(t, shop.id, { name: 'Sona Masoori Rice', price: 80, quantity: 9 });
    await a.add(shopper, rice.id, 1);
    const deliveryAddress = { name: 'Kavya Iyer', phone: '+91 98450 12345', line1: '4 Temple Street', city: 'Pune', state: '27', pincode: '411001' };
    const placed = await a.order(shopper, { address: undefined, deliveryAddress });
    expect(placed.statusCode).toBe(201);
    const id = placed.json().orders[0]._id;
    expect((await a.call('GET', `/api/orders/${id}`, shopper)).json().customerPhone).toBe('9845012345');
    const pending = (await a.call('GET', '/api/admin/orders/page', admin)).json().items.find((o: { _id: string }) => o._id === id);
    expect(pending).toMatchObject({ address: null, customerPhone: null });
    expect(JSON.stringify(pending)).not.toContain('9845012345');
    expect((await a.setStatus(admin, id, 'Confirmed')).statusCode).toBe(200);
    const confirmed = (await a.call('GET', '/api/admin/orders/page', admin)).json().items.find((o: { _id: string }) => o._id === id);
    expect(confirmed.customerPhone).toBe('9845012345');
    // An order placed with the spec's plain address: the mobile number written in it.
    expect((await a.call('GET', `/api/orders/${orderId}`, admin)).json().customerPhone).toBe('9876543210');
  });

  it("answers 404 for someone else's order, an unknown and a malformed id; 401 anonymous; 403 superadmin", async () => {
    const stranger = await t.account('user');
    for (const who of [stranger, otherAdmin]) expect((await a.call('GET', `/api/orders/${orderId}`, who)).statusCode).toBe(404);
    expect((await a.call('GET', '/api/orders/0190a000-0000-7000-8000-000000000000', shopper)).statusCode).toBe(404);
    const bad = await a.call('GET', '/api/orders/not-an-id', shopper);
    expect(bad.statusCode).toBe(404);
    expect(bad.json().message).toEqual(expect.any(String));
    expect((await a.call('GET', `/api/orders/${orderId}`, null)).statusCode).toBe(401);
    expect((await a.call('GET', `/api/orders/${orderId}`, await t.account('superadmin'))).statusCode).toBe(403);
  });
});
