import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_NEEDS_STATE } from '@bazaar/shared';
import { orderItems, orders, products, shops } from '../../db/schema.js';
import { createTestApp, ENGINE, multipart, samplePng, type TestApp } from '../../../test/support/harness.js';
import { api, product, shopWithAdmin, type Account } from '../../../test/support/cart-orders.js';
import { insertShop } from '../../../test/support/fixtures.js';

/** GST data on shops and products, and the structured delivery address at checkout (issue 11, items 1 and 2). */
describe(`GST data on shops, products and addresses (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let superadmin: Account;

  beforeAll(async () => {
    t = await createTestApp();
    a = api(t);
    superadmin = await t.account('superadmin');
  });
  afterAll(() => t.close());

  const shopRow = async (id: string) => (await t.database.db.select().from(shops).where(eq(shops.id, id)))[0]!;

  describe('shops: registration, GSTIN and state', () => {
    const createShop = async (over: Record<string, string | undefined>) => {
      const admin = await t.account('admin');
      const body = multipart(
        {
          name: 'Ganesh Hardware',
          category: 'Building&Construction',
          location: 'Nashik',
          address: '12 Station Road, Nashik 422001',
          phone: '9822012345',
          pan: 'ABCDE1234F',
          gstnumber: '27AAPFU0939F1ZV',
          admin: admin.id,
          ...over,
        },
        { filename: 'shop.png', content: await samplePng() },
      );
      return t.app.inject({ method: 'POST', url: '/api/shops', headers: { ...body.headers, cookie: superadmin.cookie }, payload: body.payload });
    };

    it('defaults to a regular registration with the state of the GSTIN', async () => {
      const res = await createShop({});
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().shop).toMatchObject({ gstRegistration: 'regular', stateCode: '27', stateName: 'Maharashtra', gstnumber: '27AAPFU0939F1ZV' });
      expect(await shopRow(res.json().shop._id)).toMatchObject({ gstRegistration: 'regular', stateCode: '27' });
    });

    it('takes a composition registration, and a state that agrees with the GSTIN', async () => {
      const res = await createShop({ gstRegistration: 'composition', state: 'Maharashtra' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().shop).toMatchObject({ gstRegistration: 'composition', stateCode: '27' });
    });

    it('creates an unregistered shop with no GSTIN and the state it picked', async () => {
      const res = await createShop({ gstRegistration: 'unregistered', gstnumber: '', state: '09' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().shop).toMatchObject({ gstRegistration: 'unregistered', gstnumber: null, stateCode: '09', stateName: 'Uttar Pradesh' });
    });

    const bad: Array<[string, Record<string, string | undefined>, string, string]> = [
      ['a regular shop without a GSTIN', { gstnumber: undefined }, 'gstnumber', 'GST number is required for a regular GST registration'],
      ['an unknown registration', { gstRegistration: 'casual' }, 'gstRegistration', 'GST registration must be one of regular, composition, unregistered'],
      ['an unregistered shop with a GSTIN', { gstRegistration: 'unregistered', state: 'Maharashtra' }, 'gstnumber', 'An unregistered shop has no GST number'],
      [
        'an unregistered shop without a state',
        { gstRegistration: 'unregistered', gstnumber: '' },
        'state',
        'State is required for a shop without GST registration',
      ],
      ['a state that is not the GSTIN state', { state: 'Karnataka' }, 'state', "State must be the GST number's state (Maharashtra), not Karnataka"],
      ['an unknown state', { gstRegistration: 'unregistered', gstnumber: '', state: 'Atlantis' }, 'state', 'State must be an Indian state'],
    ];
    for (const [what, over, field, message] of bad) {
      it(`answers 400 naming ${field} for ${what}, writing nothing`, async () => {
        const before = (await t.database.db.select({ id: shops.id }).from(shops)).length;
        const res = await createShop(over);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toContain(message);
        expect(res.json().details.issues[0].field).toBe(field);
        expect((await t.database.db.select({ id: shops.id }).from(shops)).length).toBe(before);
      });
    }

    it('lets the platform owner change a shop to unregistered and back, checking the fields together', async () => {
      const { shop } = await shopWithAdmin(t);
      const patch = (payload: object, who: Account = superadmin) => a.call('PATCH', `/api/superadmin/shops/${shop.id}`, who, payload);
      const keepsGstin = await patch({ gstRegistration: 'unregistered', state: 'Goa' });
      expect(keepsGstin.statusCode, keepsGstin.body).toBe(400);
      expect(keepsGstin.json().message).toContain('An unregistered shop has no GST number');
      const ok = await patch({ gstRegistration: 'unregistered', gstnumber: '', state: 'Goa', name: 'Panjim Provisions' });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({
        message: 'Shop updated',
        shop: { name: 'Panjim Provisions', gstRegistration: 'unregistered', gstnumber: null, stateCode: '30' },
      });
      const noGstin = await patch({ gstRegistration: 'regular' });
      expect(noGstin.statusCode).toBe(400);
      expect(noGstin.json().message).toBe('GST number is required for a regular GST registration');
      const back = await patch({ gstRegistration: 'regular', gstnumber: '29AAPFU0939F1ZR' });
      expect(back.statusCode, back.body).toBe(200);
      expect(await shopRow(shop.id)).toMatchObject({ gstRegistration: 'regular', gstnumber: '29AAPFU0939F1ZR', stateCode: '29' });
      // Only the platform owner edits shops.
      const { admin } = await shopWithAdmin(t);
      expect((await patch({ name: 'Mine now' }, admin)).statusCode).toBe(403);
      expect((await a.call('PATCH', `/api/superadmin/shops/${shop.id}`, null, { name: 'x' })).statusCode).toBe(401);
      expect((await a.call('PATCH', '/api/superadmin/shops/0190a000-0000-7000-8000-000000000000', superadmin, { name: 'x' })).statusCode).toBe(404);
    });

    it('keeps the GSTIN and the state in agreement in the database itself', async () => {
      const admin = await t.account('admin');
      await expect(insertShop(t.database.db, admin.id, { stateCode: '29' })).rejects.toThrow();
      await expect(insertShop(t.database.db, admin.id, { gstRegistration: 'unregistered' })).rejects.toThrow();
    });
  });

  describe('products: HSN code and GST rate', () => {
    let owner: Account;
    beforeAll(async () => {
      ({ admin: owner } = await shopWithAdmin(t));
    });
    const create = async (over: Record<string, string | undefined>) => {
      const body = multipart(
        { name: 'Toor Dal', description: 'Unpolished', price: '172', quantity: '5', category: 'Grocery', ...over },
        { filename: 'p.png', content: await samplePng() },
      );
      return t.app.inject({ method: 'POST', url: '/api/products', headers: { ...body.headers, cookie: owner.cookie }, payload: body.payload });
    };
    const stored = async (id: string) => (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!;

    it('stores the HSN code and the rate exactly (hundredths of a percent) and answers them', async () => {
      const res = await create({ hsnCode: '0713', gstRate: '5' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().product).toMatchObject({ hsnCode: '0713', gstRate: 5 });
      const diamond = await create({ name: 'Rough diamond', hsnCode: '71021000', gstRate: '0.25' });
      expect(diamond.json().product).toMatchObject({ hsnCode: '71021000', gstRate: 0.25 });
      expect(await stored(diamond.json().product._id)).toMatchObject({ hsnCode: '71021000', gstRateBp: 25 });
    });

    it('edits them', async () => {
      const id = (await create({ hsnCode: '0713', gstRate: '5' })).json().product._id;
      const res = await a.call('PATCH', `/api/products/${id}`, owner, { hsnCode: '071360', gstRate: 18 });
      expect(res.statusCode, res.body).toBe(200);
      expect(await stored(id)).toMatchObject({ hsnCode: '071360', gstRateBp: 1800 });
    });

    const badFields: Array<[Record<string, string>, string, string]> = [
      [{ hsnCode: '12345' }, 'hsnCode', 'HSN code must be 4, 6 or 8 digits'],
      [{ hsnCode: '07AB' }, 'hsnCode', 'HSN code must be 4, 6 or 8 digits'],
      [{ gstRate: '12' }, 'gstRate', 'GST rate must be one of 0, 0.25, 3, 5, 18, 40 %'],
      [{ gstRate: 'five' }, 'gstRate', 'GST rate must be a number'],
    ];
    for (const [over, field, message] of badFields) {
      it(`answers 400 naming ${field} for ${JSON.stringify(over)} on create and on edit`, async () => {
        const res = await create(over);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toContain(message);
        expect(res.json().details.issues[0].field).toBe(field);
        const p = await product(t, (await t.database.db.select({ id: shops.id }).from(shops).where(eq(shops.adminId, owner.id)))[0]!.id);
        const edit = await a.call('PATCH', `/api/products/${p.id}`, owner, over);
        expect(edit.statusCode).toBe(400);
        expect(edit.json().message).toContain(message);
        expect(await stored(p.id)).toMatchObject({ hsnCode: p.hsnCode, gstRateBp: p.gstRateBp });
      });
    }
  });

  describe('checkout: the structured delivery address', () => {
    let shopper: Account;
    let shop: { id: string; name: string };
    beforeAll(async () => {
      shopper = await t.account('user', { name: 'Asha Rao' });
      ({ shop } = await shopWithAdmin(t));
    });
    const ADDRESS = {
      name: 'Asha Rao',
      phone: '+91 98765 43210',
      line1: 'Flat 4, 12 MG Road',
      line2: 'Near the temple',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
    };
    const fill = async (shopId = shop.id) => {
      const p = await product(t, shopId, { hsnCode: '0713', gstRateBp: 500 });
      expect((await a.add(shopper, p.id, 2)).statusCode).toBe(200);
      return p;
    };
    const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

    it('takes deliveryAddress, keeps the composed address string and the state code; items keep HSN and rate', async () => {
      await fill();
      const res = await a.call('POST', '/api/orders', shopper, { deliveryAddress: ADDRESS, paymentMethod: 'COD' });
      expect(res.statusCode, res.body).toBe(201);
      const order = res.json().orders[0];
      expect(order.address).toBe('Asha Rao, 9876543210, Flat 4, 12 MG Road, Near the temple, Pune, Maharashtra - 411001');
      expect(order).toMatchObject({ invoiceNumber: null, creditNoteNumber: null });
      const row = await orderRow(order._id);
      expect(row).toMatchObject({ buyerStateCode: '27', deliveryAddress: { ...ADDRESS, phone: '9876543210', state: '27' } });
      const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order._id));
      expect(items.map((i) => [i.hsnCode, i.gstRateBp])).toEqual([['0713', 500]]);
    });

    it("accepts the state's two-digit code", async () => {
      await fill();
      const res = await a.call('POST', '/api/orders', shopper, { deliveryAddress: { ...ADDRESS, state: '27' } });
      expect(res.statusCode, res.body).toBe(201);
    });

    it("still takes the spec's plain address when its PIN code tells the state", async () => {
      await fill();
      const res = await a.call('POST', '/api/orders', shopper, { address: 'Ravi, 9876543210, 5 Park Street, Kolkata 700016' });
      expect(res.statusCode, res.body).toBe(201);
      expect((await orderRow(res.json().orders[0]._id)).buyerStateCode).toBe('19');
    });

    const badBodies: Array<[string, Record<string, unknown>, string, string]> = [
      ['a plain address without a PIN code', { address: 'Ravi, 9876543210, 5 Park Street, Kolkata' }, 'address', ADDRESS_NEEDS_STATE],
      ['no address at all', {}, 'address', 'Delivery address is required'],
      [
        'a PIN code of another state',
        { deliveryAddress: { ...ADDRESS, pincode: '560001' } },
        'deliveryAddress.pincode',
        'PIN code 560001 is in Karnataka, not Maharashtra',
      ],
      ['a 5-digit PIN code', { deliveryAddress: { ...ADDRESS, pincode: '41100' } }, 'deliveryAddress.pincode', 'PIN code must be 6 digits'],
      ['an unknown state', { deliveryAddress: { ...ADDRESS, state: 'Gondwana' } }, 'deliveryAddress.state', 'State must be an Indian state'],
      ['a bad mobile number', { deliveryAddress: { ...ADDRESS, phone: '12345' } }, 'deliveryAddress.phone', 'Mobile number must be a 10-digit'],
      ['no city', { deliveryAddress: { ...ADDRESS, city: ' ' } }, 'deliveryAddress.city', 'City is required'],
      [
        'an empty address form (the PIN/state check once threw on it: 500)',
        { deliveryAddress: { name: '', phone: '', line1: '', line2: '', city: '', state: '', pincode: '' } },
        'deliveryAddress.name',
        'Name is required',
      ],
    ];
    for (const [what, body, field, message] of badBodies) {
      it(`answers 400 naming ${field} for ${what}, writing nothing`, async () => {
        await fill();
        const before = (await t.database.db.select({ id: orders.id }).from(orders)).length;
        const res = await a.call('POST', '/api/orders', shopper, body);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toContain(message);
        expect(res.json().details.issues[0].field).toBe(field);
        expect((await t.database.db.select({ id: orders.id }).from(orders)).length).toBe(before);
        await a.call('POST', '/api/cart/clear', shopper);
      });
    }

    it('refuses (409, naming the shop) a delivery to another state from an unregistered shop, and allows its own state', async () => {
      const admin = await t.account('admin');
      const local = await insertShop(t.database.db, admin.id, { name: 'Rajesh Kirana', gstRegistration: 'unregistered', gstnumber: null, stateCode: '27' });
      await a.call('POST', '/api/cart/clear', shopper);
      const p = await fill(local.id);
      const before = (await t.database.db.select({ id: orders.id }).from(orders)).length;
      const far = await a.call('POST', '/api/orders', shopper, { deliveryAddress: { ...ADDRESS, city: 'Bengaluru', state: 'Karnataka', pincode: '560001' } });
      expect(far.statusCode).toBe(409);
      expect(far.json().message).toContain('Rajesh Kirana is not registered for GST and can deliver only within Maharashtra, not to Karnataka');
      expect(far.json().details).toMatchObject({ shopId: local.id });
      expect((await t.database.db.select({ id: orders.id }).from(orders)).length).toBe(before);
      expect((await t.database.db.select({ q: products.quantity }).from(products).where(eq(products.id, p.id)))[0]!.q).toBe(p.quantity);
      const near = await a.call('POST', '/api/orders', shopper, { deliveryAddress: ADDRESS });
      expect(near.statusCode, near.body).toBe(201);
    });
  });
});
