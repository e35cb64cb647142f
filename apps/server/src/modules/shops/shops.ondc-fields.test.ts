import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, shopWithAdmin, type Account } from '../../../test/support/cart-orders.js';

/** A shop's GPS point and PIN code (issue 29, decision 087): what ONDC's catalog names its location by. */
describe(`a shop's GPS and PIN code (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let superadmin: Account;

  beforeAll(async () => {
    t = await createTestApp();
    a = api(t);
    superadmin = await t.account('superadmin');
  });
  afterAll(() => t.close());

  const patch = (shopId: string, body: unknown) => a.call('PATCH', `/api/superadmin/shops/${shopId}`, superadmin, body);

  it('stores a GPS point given with spaces, reads the PIN from the address until one is given, and clears both', async () => {
    const { shop } = await shopWithAdmin(t);
    await patch(shop.id, { address: '12 MG Road, Bengaluru 560 001' });
    const res = await patch(shop.id, { gps: '12.9716, 77.5946' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().shop).toMatchObject({ gps: '12.9716,77.5946', pincode: '560001' });
    expect((await patch(shop.id, { pincode: '560002' })).json().shop).toMatchObject({ pincode: '560002' });
    expect((await patch(shop.id, { gps: '', pincode: null })).json().shop).toMatchObject({ gps: null, pincode: '560001' });
  });

  it('refuses a point with fewer than 4 decimals, off the globe, or a bad PIN, with a message naming the field', async () => {
    const { shop } = await shopWithAdmin(t);
    for (const gps of ['12.97,77.59', '95.0000,77.0000', 'near the temple']) {
      const res = await patch(shop.id, { gps });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/GPS must be "latitude,longitude" with at least 4 decimals/);
    }
    const res = await patch(shop.id, { pincode: '012345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/PIN code must be 6 digits/);
  });
});
