import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_ADDRESSES } from '@bazaar/shared';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, product, shopWithAdmin, type Account } from '../../../test/support/cart-orders.js';

const PUNE = { name: 'Asha Rao', phone: '98765 43210', line1: '12 MG Road', line2: 'Near the temple', city: 'Pune', state: 'Maharashtra', pincode: '411001' };
const BENGALURU = { name: 'Asha Rao', phone: '9876543210', line1: '4 Church Street', city: 'Bengaluru', state: '29', pincode: '560001' };

/** Issue 22 #9: saved addresses, the shopper's own, checked as the checkout's address is (decision 049). */
describe(`saved addresses (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let shopper: Account;
  let other: Account;

  beforeAll(async () => {
    t = await createTestApp();
    a = api(t);
    shopper = await t.account('user');
    other = await t.account('user');
  });
  afterAll(() => t.close());

  const list = async (who: Account) => {
    const res = await a.call('GET', '/api/addresses', who);
    expect(res.statusCode).toBe(200);
    return res.json() as { items: Array<Record<string, unknown> & { _id: string; isDefault: boolean }>; max: number };
  };

  it('saves, lists (default first), changes the default and edits: the first address is the default', async () => {
    expect(await list(shopper)).toEqual({ items: [], max: MAX_SAVED_ADDRESSES });
    const first = await a.call('POST', '/api/addresses', shopper, PUNE);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'Address saved',
      address: {
        name: 'Asha Rao',
        phone: '9876543210',
        line1: '12 MG Road',
        line2: 'Near the temple',
        city: 'Pune',
        state: '27',
        stateName: 'Maharashtra',
        pincode: '411001',
        isDefault: true,
      },
    });
    const second = await a.call('POST', '/api/addresses', shopper, BENGALURU);
    expect(second.statusCode).toBe(201);
    expect(second.json().address).toMatchObject({ isDefault: false, state: '29', stateName: 'Karnataka' });
    expect(second.json().address.line2).toBeUndefined();
    let l = await list(shopper);
    expect(l.items.map((x) => [x.city, x.isDefault])).toEqual([
      ['Pune', true],
      ['Bengaluru', false],
    ]);

    // Make Bengaluru the default: exactly one default.
    const made = await a.call('PUT', `/api/addresses/${second.json().address._id}`, shopper, { ...BENGALURU, isDefault: true });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().message).toBe('Address saved as your default');
    l = await list(shopper);
    expect(l.items.map((x) => [x.city, x.isDefault])).toEqual([
      ['Bengaluru', true],
      ['Pune', false],
    ]);

    // Edit Pune: fields replaced, still not the default; unsetting the default itself is refused.
    const edited = await a.call('PUT', `/api/addresses/${first.json().address._id}`, shopper, { ...PUNE, line1: '14 MG Road', line2: '' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().address).toMatchObject({ line1: '14 MG Road', isDefault: false });
    expect(edited.json().address.line2).toBeUndefined();
    const unset = await a.call('PUT', `/api/addresses/${second.json().address._id}`, shopper, { ...BENGALURU, isDefault: false });
    expect(unset.statusCode).toBe(400);
    expect(unset.json().message).toBe('This is your default address. Make another address the default instead.');

    // Deleting the default hands it to the one left.
    const del = await a.call('DELETE', `/api/addresses/${second.json().address._id}`, shopper);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: 'Address deleted' });
    l = await list(shopper);
    expect(l.items.map((x) => [x.line1, x.isDefault])).toEqual([['14 MG Road', true]]);
  });

  it('validates like the checkout: each message names the field, and a PIN of another state is refused', async () => {
    const wrongPin = await a.call('POST', '/api/addresses', shopper, { ...PUNE, pincode: '560001' });
    expect(wrongPin.statusCode).toBe(400);
    expect(wrongPin.json().message).toContain('PIN code 560001 is in Karnataka, not Maharashtra');
    const empty = await a.call('POST', '/api/addresses', shopper, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Name is required/);
    const badPhone = await a.call('POST', '/api/addresses', shopper, { ...PUNE, phone: '12345' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message).toMatch(/Mobile number/);
    const badDefault = await a.call('POST', '/api/addresses', shopper, { ...PUNE, isDefault: 'yes' });
    expect(badDefault.statusCode).toBe(400);
    expect(badDefault.json().message).toMatch(/isDefault must be true or false/);
    // Nothing was written by the refusals.
    expect((await list(shopper)).items).toHaveLength(1);
  });

  it("someone else's address is 404 to read-modify-delete; admins and anonymous have none", async () => {
    const mine = (await list(shopper)).items[0]!;
    expect((await a.call('PUT', `/api/addresses/${mine._id}`, other, PUNE)).statusCode).toBe(404);
    expect((await a.call('DELETE', `/api/addresses/${mine._id}`, other)).statusCode).toBe(404);
    expect((await list(other)).items).toEqual([]);
    expect((await a.call('DELETE', '/api/addresses/not-a-uuid', shopper)).statusCode).toBe(404);
    expect((await list(shopper)).items).toHaveLength(1);
    const { admin } = await shopWithAdmin(t);
    expect((await a.call('GET', '/api/addresses', admin)).statusCode).toBe(403);
    expect((await a.call('POST', '/api/addresses', admin, PUNE)).statusCode).toBe(403);
    expect((await a.call('GET', '/api/addresses')).statusCode).toBe(401);
  });

  it(`keeps at most ${MAX_SAVED_ADDRESSES}, even when saved at once`, async () => {
    const busy = await t.account('user');
    const results = await Promise.all(
      Array.from({ length: MAX_SAVED_ADDRESSES + 3 }, (_, i) => a.call('POST', '/api/addresses', busy, { ...PUNE, line1: `${i + 1} MG Road` })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(MAX_SAVED_ADDRESSES);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json().message).toBe(`You can keep at most ${MAX_SAVED_ADDRESSES} addresses. Delete one you no longer use, then save this one.`);
    const l = await list(busy);
    expect(l.items).toHaveLength(MAX_SAVED_ADDRESSES);
    expect(l.items.filter((x) => x.isDefault)).toHaveLength(1);
  });

  it("a saved address places an order as the checkout's deliveryAddress; the spec's plain address still works", async () => {
    const s = await shopWithAdmin(t);
    const p = await product(t, s.shop.id, { price: 100, quantity: 10, hsnCode: '1006', gstRateBp: 500 });
    const buyer = await t.account('user');
    const saved = (await a.call('POST', '/api/addresses', buyer, PUNE)).json().address;
    expect((await a.add(buyer, p.id, 1)).statusCode).toBe(200);
    const { name, phone, line1, line2, city, state, pincode } = saved;
    const placed = await a.call('POST', '/api/orders', buyer, { deliveryAddress: { name, phone, line1, line2, city, state, pincode }, paymentMethod: 'COD' });
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await a.add(buyer, p.id, 1)).statusCode).toBe(200);
    const spec = await a.order(buyer);
    expect(spec.statusCode, spec.body).toBe(201);
  });
});
