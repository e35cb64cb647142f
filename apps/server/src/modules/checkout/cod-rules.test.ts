import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceSnapshot } from '../invoices/domain/invoice.js';
import { orders, platformSettings, taxDocuments } from '../../db/schema.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, product, shopWithAdmin, stockOf, type Account } from '../../../test/support/cart-orders.js';

const PUNE = { name: 'Asha Rao', phone: '9876543210', line1: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };
const BENGALURU = { name: 'Kiran Rao', phone: '9876543211', line1: '5 Brigade Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };

/** Issue 12 #3: the COD cap, the s.269ST ceiling, the COD fee and the shops' delivery PIN codes at checkout. */
describe(`COD rules at checkout (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let superadmin: Account;
  let shop: { id: string; name: string };
  let owner: Account;

  beforeAll(async () => {
    t = await createTestApp();
    a = api(t);
    superadmin = await t.account('superadmin');
    ({ shop, admin: owner } = await shopWithAdmin(t));
  }, 60_000);
  afterAll(() => t.close());

  const settings = (body: object) => a.call('PATCH', '/api/superadmin/settings', superadmin, body);
  const orderCount = async () => (await t.database.db.select({ id: orders.id }).from(orders)).length;

  /** A new shopper with `qty` × a product at `price` of `shopId` in the cart. */
  async function cartOf(price: number, qty = 1, shopId = shop.id) {
    const shopper = await t.account('user', { name: 'Asha Rao' });
    const p = await product(t, shopId, { price, quantity: 100, hsnCode: '1006', gstRateBp: 1800 });
    expect((await a.add(shopper, p.id, qty)).statusCode).toBe(200);
    return { shopper, productId: p.id };
  }
  const checkout = (shopper: Account, body: object = {}) => a.call('POST', '/api/orders', shopper, { deliveryAddress: PUNE, ...body });

  describe('the COD cap per shop order (default ₹50,000)', () => {
    it('an order of exactly the cap is placed', async () => {
      const { shopper } = await cartOf(49_940); // + ₹60 delivery = ₹50,000
      const res = await checkout(shopper, { totalAmount: 50_000 });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().orders[0]).toMatchObject({ totalAmount: 50_000, codFee: 0 });
    });

    it('one paisa above it is a 409 saying the limit with Indian grouping and what to do; nothing is written', async () => {
      const { shopper, productId } = await cartOf(49_940.01);
      const before = await orderCount();
      const res = await checkout(shopper);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        `Your order from ${shop.name} comes to ₹50,000.01, above ₹50,000, the most one cash-on-delivery order can be. Remove some items or split it into smaller orders of ₹50,000 or less.`,
      );
      expect(res.json()).toMatchObject({ shopId: shop.id, totalAmount: 50_000.01, codMaxOrderValue: 50_000 });
      expect(await orderCount()).toBe(before);
      expect(await stockOf(t, productId)).toBe(100);
      expect((await a.cart(shopper)).json().items).toHaveLength(1);
    });

    it('applies per shop order: two shops at ₹40,060 each check out together', async () => {
      const other = await shopWithAdmin(t);
      const { shopper } = await cartOf(40_000);
      const p = await product(t, other.shop.id, { price: 40_000, quantity: 5 });
      expect((await a.add(shopper, p.id, 1)).statusCode).toBe(200);
      expect((await checkout(shopper, { totalAmount: 80_120 })).statusCode).toBe(201);
    });

    it('a lower cap set by the platform owner applies to the next checkout', async () => {
      expect((await settings({ codMaxOrderValue: 1000 })).statusCode).toBe(200);
      const atCap = await cartOf(470, 2); // 940 + 60
      expect((await checkout(atCap.shopper)).statusCode).toBe(201);
      const above = await cartOf(470.5, 2);
      const res = await checkout(above.shopper);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/above ₹1,000, the most one cash-on-delivery order can be/);
      expect((await settings({ codMaxOrderValue: 50000 })).statusCode).toBe(200);
    });
  });

  describe('the s.269ST ceiling (₹2,00,000)', () => {
    it('cannot be configured away: a cap at or above it is a 400 naming the law', async () => {
      for (const v of [200_000, 199_999.995, 10_000_000]) {
        const res = await settings({ codMaxOrderValue: v });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/codMaxOrderValue/);
      }
      expect((await settings({ codMaxOrderValue: 200_000 })).json().message).toMatch(/Income-tax Act s\.269ST/);
      expect((await settings({ codMaxOrderValue: 199_999.99 })).statusCode).toBe(200);
    });

    it('cannot be bypassed at checkout, even with a cap somehow above it', async () => {
      // A version written around the API (as a bad migration or a hand edit could).
      const [latest] = await t.database.db.select().from(platformSettings).orderBy(platformSettings.version);
      const rows = await t.database.db.select({ v: platformSettings.version }).from(platformSettings);
      const version = Math.max(...rows.map((r) => r.v)) + 1;
      await t.database.db.insert(platformSettings).values({ ...latest!, version, codMaxOrderPaise: 10_000_000_00, changed: ['codMaxOrderValue'] });

      const under = await cartOf(199_939.99); // ₹1,99,999.99
      expect((await checkout(under.shopper)).statusCode).toBe(201);
      const at = await cartOf(199_940); // ₹2,00,000.00
      const before = await orderCount();
      const res = await checkout(at.shopper);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        `Your order from ${shop.name} comes to ₹2,00,000.00. Cash of ₹2,00,000 or more for one order is not allowed (Income-tax Act s.269ST). Remove some items or split it into smaller orders.`,
      );
      expect(await orderCount()).toBe(before);
      expect((await settings({ codMaxOrderValue: 50000 })).statusCode).toBe(200);
    });
  });

  describe('the COD handling fee', () => {
    let orderId: string;
    let shopper: Account;

    it('is its own line per shop order in the cart, and in its total', async () => {
      expect((await settings({ codFee: 25 })).statusCode).toBe(200);
      ({ shopper } = await cartOf(118, 1));
      const cart = (await a.cart(shopper)).json();
      expect(cart).toMatchObject({ subtotal: 118, deliveryCharge: 60, codFee: 25, total: 203 });
      expect(cart.shops[0]).toMatchObject({ subtotal: 118, deliveryCharge: 60, codFee: 25, total: 203 });
    });

    it('is in the client total check: the total without it is a 409, with it a 201', async () => {
      const stale = await checkout(shopper, { totalAmount: 178 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe('Prices have changed. The total is now ₹203.00.');
      const res = await checkout(shopper, { totalAmount: 203 });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().totalAmount).toBe(203);
      orderId = res.json().orders[0]._id;
      expect(res.json().orders[0]).toMatchObject({ subtotal: 118, deliveryCharge: 60, codFee: 25, totalAmount: 203 });
    });

    it('is on the order for the shopper and the owner, and the order keeps the fee and cap it was placed with', async () => {
      const mine = await a.call('GET', `/api/orders/${orderId}`, shopper);
      expect(mine.json()).toMatchObject({ codFee: 25, totalAmount: 203 });
      const owners = (await a.call('GET', '/api/admin/orders', owner)).json();
      const list = Array.isArray(owners) ? owners : owners.items;
      expect(list.find((o: { _id: string }) => o._id === orderId)).toMatchObject({ codFee: 25, totalAmount: 203 });
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
      expect(row).toMatchObject({ codFeePaise: 2500, codMaxOrderPaise: 5_000_000, totalPaise: 20_300 });
    });

    it('a later settings change does not alter the order', async () => {
      expect((await settings({ codFee: 40, codMaxOrderValue: 30000 })).statusCode).toBe(200);
      const mine = (await a.call('GET', `/api/orders/${orderId}`, shopper)).json();
      expect(mine).toMatchObject({ codFee: 25, totalAmount: 203 });
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
      expect(row).toMatchObject({ codFeePaise: 2500, codMaxOrderPaise: 5_000_000 });
    });

    it('is a line of the invoice, taxed like delivery at the principal supply’s rate; the invoice total is the order’s', async () => {
      expect((await a.setStatus(owner, orderId, 'Confirmed')).statusCode).toBe(200);
      const [doc] = await t.database.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId));
      const s = doc!.snapshot as InvoiceSnapshot;
      expect(s.lines.map((l) => [l.kind, l.hsnCode, l.gstRate, l.totalPaise])).toEqual([
        ['goods', '1006', 18, 11_800],
        ['delivery', '1006', 18, 6_000],
        ['cod-fee', '1006', 18, 2_500],
      ]);
      const fee = s.lines[2]!;
      // ₹25 incl. 18 %: tax 381.36 → 382 paise (even), taxable 2,118; intra-state (Pune shop, Pune buyer).
      expect(fee).toMatchObject({
        description: 'Cash on delivery handling fee',
        quantity: 1,
        taxablePaise: 2118,
        cgstPaise: 191,
        sgstPaise: 191,
        igstPaise: 0,
      });
      expect(s.totals.totalPaise).toBe(20_300);
      expect(s.placeOfSupply.code).toBe('27');
      expect(s.hsnSummary).toHaveLength(1);
      expect(s.hsnSummary[0]).toMatchObject({ quantity: 1, totalPaise: 20_300 });
      const pdf = await a.call('GET', `/api/orders/${orderId}/invoice`, shopper);
      expect(pdf.statusCode).toBe(200);
    });

    it('an inter-state order carries IGST on the fee (place of supply = the delivery state)', async () => {
      const { shopper: far } = await cartOf(118, 1);
      const res = await a.call('POST', '/api/orders', far, { deliveryAddress: BENGALURU });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json().orders[0]._id;
      expect(res.json().orders[0].codFee).toBe(40);
      expect((await a.setStatus(owner, id, 'Confirmed')).statusCode).toBe(200);
      const [doc] = await t.database.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, id));
      const s = doc!.snapshot as InvoiceSnapshot;
      expect(s.placeOfSupply.code).toBe('29');
      expect(s.lines.find((l) => l.kind === 'cod-fee')).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 610, taxablePaise: 3390, totalPaise: 4000 });
      expect(s.totals.totalPaise).toBe(11_800 + 6_000 + 4_000);
      expect((await settings({ codFee: 0, codMaxOrderValue: 50000 })).statusCode).toBe(200);
    });
  });

  describe('delivery PIN codes per shop', () => {
    let pinShop: { id: string; name: string };
    let pinOwner: Account;
    const put = (pins: unknown, who: Account = pinOwner) => a.call('PUT', '/api/admin/shop/delivery-pins', who, { pins });

    beforeAll(async () => {
      ({ shop: pinShop, admin: pinOwner } = await shopWithAdmin(t));
    });

    it('a shop delivers everywhere until its owner sets a list; the shop page says so', async () => {
      expect((await a.call('GET', '/api/admin/shop/delivery-pins', pinOwner)).json()).toEqual({ pins: [], description: 'Delivers across India' });
      expect((await a.call('GET', `/api/shops/${pinShop.id}`)).json()).toMatchObject({ deliveryPins: [] });
      const { shopper } = await cartOf(100, 1, pinShop.id);
      expect((await checkout(shopper)).statusCode).toBe(201);
    });

    it('the owner sets PINs and prefixes: sorted, repeats and PINs under a listed prefix dropped; the shop page shows them', async () => {
      const res = await put(['560001', ' 411 '.trim(), '411001', '560001', 110001]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        message: 'Delivery area saved',
        pins: ['110001', '411', '560001'],
        description: 'Delivers to PIN codes 110001, 411xxx, 560001',
      });
      expect((await a.call('GET', `/api/shops/${pinShop.id}`)).json().deliveryPins).toEqual(['110001', '411', '560001']);
    });

    it('checkout: an exact PIN and a PIN under a prefix are delivered to', async () => {
      const exact = await cartOf(100, 1, pinShop.id);
      expect((await checkout(exact.shopper, { deliveryAddress: BENGALURU })).statusCode).toBe(201);
      const prefix = await cartOf(100, 1, pinShop.id);
      expect((await checkout(prefix.shopper, { deliveryAddress: { ...PUNE, pincode: '411038' } })).statusCode).toBe(201);
      // The plain-text address of the spec: its PIN code is read from the text.
      const plain = await cartOf(100, 1, pinShop.id);
      expect((await a.order(plain.shopper)).statusCode).toBe(201);
    });

    it('checkout: a PIN the shop does not serve is a 409 naming the shop; nothing is written', async () => {
      const { shopper, productId } = await cartOf(100, 1, pinShop.id);
      const before = await orderCount();
      const res = await checkout(shopper, { deliveryAddress: { ...BENGALURU, pincode: '560002' } });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        `${pinShop.name} does not deliver to PIN code 560002: it delivers only to PIN codes 110001, 411xxx, 560001. Remove its items or choose another address.`,
      );
      expect(res.json()).toMatchObject({ shopId: pinShop.id });
      expect(await orderCount()).toBe(before);
      expect(await stockOf(t, productId)).toBe(100);
    });

    it('bad entries are a 400 naming the entry, and the list is unchanged', async () => {
      const cases: Array<[unknown, RegExp]> = [
        [['560001', '56'], /^pins\[1\]: '56' is not a 6-digit PIN code or a 3-digit PIN prefix/],
        [['5600011'], /pins\[0\]: '5600011' is not/],
        [['011001'], /pins\[0\]: '011001' is not/],
        [['56o001'], /pins\[0\]: '56o001' is not/],
        [[null], /pins\[0\]: this entry is not/],
        ['560001', /pins must be a list of PIN codes/],
        [Array.from({ length: 501 }, (_, i) => String(100000 + i)), /pins can hold at most 500 entries/],
      ];
      for (const [pins, message] of cases) {
        const res = await put(pins);
        expect(res.statusCode, JSON.stringify(pins).slice(0, 40)).toBe(400);
        expect(res.json().message).toMatch(message);
      }
      expect((await a.call('GET', '/api/admin/shop/delivery-pins', pinOwner)).json().pins).toEqual(['110001', '411', '560001']);
    });

    it('an empty list delivers everywhere again; another shop is untouched; only shop owners may call', async () => {
      expect((await put([])).json()).toMatchObject({ pins: [], description: 'Delivers across India' });
      const { shopper } = await cartOf(100, 1, pinShop.id);
      expect((await checkout(shopper, { deliveryAddress: { ...BENGALURU, pincode: '560002' } })).statusCode).toBe(201);
      expect((await a.call('GET', `/api/shops/${shop.id}`)).json().deliveryPins).toEqual([]);
      const shopperAccount = await t.account('user');
      expect((await put([], shopperAccount)).statusCode).toBe(403);
      expect((await put([], superadmin)).statusCode).toBe(403);
      const noShop = await t.account('admin');
      expect((await a.call('GET', '/api/admin/shop/delivery-pins', noShop)).statusCode).toBe(404);
    });
  });
});
