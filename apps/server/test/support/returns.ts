/** The people and the return requests the returns tests start from (not a test file itself). */
import { expect } from 'vitest';
import type { ReturnResolution } from '@bazaar/shared';
import type { TestApp } from './harness.js';
import { api, product, shopWithAdmin, type Account } from './cart-orders.js';

export interface ReturnOptions {
  /** What the shopper asks for: the money back (the default) or the same item again. */
  resolution?: ReturnResolution;
  /** The statuses the shop then moves the return through, in order ('Accepted', 'PickedUp', 'Received'...). */
  to?: string[];
}

/**
 * A shop that takes returns for 30 days, its admin, another shop's admin, a shopper, a stranger and the platform
 * owner, with `aReturn`: a delivered cash order of two of one product (₹250 each), one of which `who` asks to return
 * as damaged, then moved by the shop through `to`. Each call makes a new product and order.
 */
export async function returnsWorld(t: TestApp) {
  const a = api(t);
  const { shop, admin } = await shopWithAdmin(t);
  const { admin: otherAdmin } = await shopWithAdmin(t);
  const shopper = await t.account('user');
  const stranger = await t.account('user');
  const owner = await t.account('superadmin');
  expect((await a.call('PUT', '/api/admin/shop/return-policy', admin, { kind: 'return', days: 30 })).statusCode).toBe(200);

  async function aReturn(who: Account, { resolution = 'refund', to = [] }: ReturnOptions = {}) {
    const p = await product(t, shop.id, { quantity: 10, price: 250 });
    expect((await a.add(who, p.id, 2)).statusCode).toBe(200);
    const placed = await a.order(who);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().orders[0]._id as string;
    for (const s of ['Confirmed', 'Delivered']) expect((await a.setStatus(admin, orderId, s)).statusCode).toBe(200);
    const itemId = (await a.call('GET', `/api/orders/${orderId}`, who)).json().items[0]._id as string;
    const asked = await a.call('POST', `/api/orders/${orderId}/returns`, who, { lines: [{ itemId, quantity: 1 }], reason: 'damaged', resolution });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().return._id as string;
    for (const status of to) expect((await a.call('PATCH', `/api/admin/returns/${id}`, admin, { status })).statusCode, status).toBe(200);
    return { id, orderId, asked: asked.json().return as { _id: string; orderNumber: string; decideBy: string; photos: unknown[] } };
  }

  return { a, shop, admin, otherAdmin, shopper, stranger, owner, aReturn };
}
