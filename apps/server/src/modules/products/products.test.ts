import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { cartLines, checkouts, orderItems, orders, products } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { createTestApp, ENGINE, multipart, samplePng, type TestApp } from '../../../test/support/harness.js';
import { insertProduct, insertShop } from '../../../test/support/fixtures.js';

type Account = Awaited<ReturnType<TestApp['account']>>;

describe(`products (${ENGINE})`, () => {
  let t: TestApp;
  let superadmin: Account;
  let owner: Account;
  let otherAdmin: Account;
  let shopless: Account;
  let shopper: Account;
  let shopId: string;
  let otherShopId: string;

  beforeAll(async () => {
    t = await createTestApp();
    superadmin = await t.account('superadmin');
    owner = await t.account('admin');
    otherAdmin = await t.account('admin');
    shopless = await t.account('admin');
    shopper = await t.account('user');
    shopId = (await insertShop(t.database.db, owner.id, { name: 'Fresh Mart' })).id;
    otherShopId = (await insertShop(t.database.db, otherAdmin.id, { name: 'Other Shop' })).id;
  });
  afterAll(() => t.close());

  const productCount = async () => Number((await t.database.db.select({ n: count() }).from(products))[0]!.n);
  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const validFields = {
    name: 'Basmati Rice',
    description: 'Aged long-grain rice',
    price: '149.50',
    quantity: '20',
    category: 'Grocery',
    subCategory: '',
    unit: 'kg',
  };
  const create = (cookie: string | undefined, fields: Record<string, string | undefined>, file?: { filename: string; content: Buffer }) => {
    const body = multipart(fields, file);
    return t.app.inject({ method: 'POST', url: '/api/products/', headers: { ...body.headers, ...(cookie ? { cookie } : {}) }, payload: body.payload });
  };

  describe('POST /api/products', () => {
    it('creates a product in the admin own shop and stores the image and its thumbnail', async () => {
      const res = await create(owner.cookie, { ...validFields, shopId }, { filename: 'rice.png', content: await samplePng(300, 200) });
      expect(res.statusCode).toBe(201);
      const { message, product } = res.json();
      expect(message).toBe('Product created successfully!');
      expect(product).toMatchObject({
        shopId,
        name: 'Basmati Rice',
        price: 149.5,
        quantity: 20,
        inStock: true,
        category: 'Grocery',
        subCategory: null,
        unit: 'kg',
      });
      expect(product.image).toMatch(/^[0-9a-f]{32}\.webp$/);
      expect(fs.existsSync(path.join(t.uploadsDir, 'products', product.image))).toBe(true);
      expect(fs.existsSync(path.join(t.uploadsDir, 'products', 'thumb', product.image))).toBe(true);
      const [row] = await t.database.db.select().from(products).where(eq(products.id, product._id));
      expect(row!.pricePaise).toBe(14950);
    });

    it('defaults quantity to 1 and puts the product in the admin shop when no shopId is sent', async () => {
      const res = await create(owner.cookie, { ...validFields, quantity: undefined }, { filename: 'r.png', content: await samplePng() });
      expect(res.statusCode).toBe(201);
      expect(res.json().product).toMatchObject({ shopId, quantity: 1 });
    });

    it("answers 400 'Please upload a product image.' without an image, writing nothing", async () => {
      const before = await productCount();
      const res = await create(owner.cookie, validFields);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please upload a product image.');
      expect(await productCount()).toBe(before);
    });

    it('refuses text bytes named .png with 400 and writes nothing', async () => {
      const before = await productCount();
      const files = () => fs.readdirSync(path.join(t.uploadsDir, 'products')).length;
      const filesBefore = files();
      const res = await create(owner.cookie, validFields, { filename: 'fake.png', content: Buffer.from('hello, I am not an image') });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/not a supported image/);
      expect(await productCount()).toBe(before);
      expect(files()).toBe(filesBefore);
    });

    it("refuses a shopId that is not the admin's own shop (403), whatever else is sent", async () => {
      const before = await productCount();
      const res = await create(owner.cookie, { ...validFields, shopId: otherShopId }, { filename: 'r.png', content: await samplePng() });
      expect(res.statusCode).toBe(403);
      expect(await productCount()).toBe(before);
    });

    it('ignores fields beyond the schema (id, role)', async () => {
      const forcedId = newId();
      const res = await create(
        owner.cookie,
        { ...validFields, id: forcedId, _id: forcedId, role: 'superadmin', pricePaise: '1' },
        { filename: 'r.png', content: await samplePng() },
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().product._id).not.toBe(forcedId);
      expect(res.json().product.price).toBe(149.5);
    });

    it('answers 409 for an admin whose shop is not registered yet', async () => {
      const res = await create(shopless.cookie, validFields, { filename: 'r.png', content: await samplePng() });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Your shop is not registered yet');
    });

    it.each([
      [{ name: '' }, 'Product Name is required'],
      [{ price: 'abc' }, 'Price must be a number'],
      [{ price: '' }, 'Price is required'],
      [{ price: '0' }, 'Price must be more than 0'],
      [{ price: '10.005' }, 'Price can have at most 2 decimals'],
      [{ quantity: '0' }, 'Quantity must be at least 1'],
      [{ category: 'Toys' }, 'Category "Toys" is not one we know: choose Grocery, Food, Fashion&Design, Electronics, Building&Construction, Other'],
      [{ unit: 'ton' }, 'Unit must be one of: g, kg, ml, L, metre, piece, pack, dozen, pair, box, set, bag, plate'],
      [{ netQuantity: '0' }, 'Pack size must be a number above 0 (e.g. 4 for a 4 L tin)'],
      [{ description: undefined }, 'Description is required'],
    ])('rejects bad field %# with a 400 naming it', async (over, message) => {
      const res = await create(owner.cookie, { ...validFields, ...over }, { filename: 'r.png', content: await samplePng() });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, code: 'VALIDATION' });
    });

    it('is for admins only: 401 anonymous, 403 shopper and superadmin', async () => {
      const file = { filename: 'r.png', content: await samplePng() };
      expect((await create(undefined, validFields, file)).statusCode).toBe(401);
      expect((await create(shopper.cookie, validFields, file)).statusCode).toBe(403);
      expect((await create(superadmin.cookie, { ...validFields, shopId }, file)).statusCode).toBe(403);
    });
  });

  describe('listing', () => {
    let listShop: string;
    beforeAll(async () => {
      const admin = await t.account('admin');
      listShop = (await insertShop(t.database.db, admin.id)).id;
      const prices = [0.5, 1, 99.99, 100, 150, 200, 250, 300, 350, 400, 1000, 1000.01, 5000];
      let day = 1;
      for (const price of prices) await insertProduct(t.database.db, listShop, { price, name: `Item ${price}`, createdAt: new Date(Date.UTC(2026, 0, day++)) });
      await insertProduct(t.database.db, listShop, {
        price: 45,
        name: 'Kashmiri CHILLI Powder',
        description: 'Bright red, mild heat',
        createdAt: new Date(Date.UTC(2026, 1, 1)),
      });
      await insertProduct(t.database.db, listShop, {
        price: 60,
        name: 'Turmeric',
        description: 'Organic haldi from Erode, chilli-free',
        createdAt: new Date(Date.UTC(2026, 1, 2)),
      });
    });
    const names = async (qs: string) => {
      const res = await get(`/api/shops/${listShop}/products${qs}`);
      expect(res.statusCode).toBe(200);
      return res
        .json()
        .items.map((p: { price: number }) => p.price)
        .sort((a: number, b: number) => a - b);
    };

    it('GET /api/products/shop/:shopId answers the array newest first', async () => {
      const res = await get(`/api/products/shop/${listShop}`);
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(list).toHaveLength(15);
      expect(list[0]).toMatchObject({
        name: 'Turmeric',
        price: 60,
        shopId: listShop,
        inStock: true,
        _id: expect.any(String),
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(list[1].name).toBe('Kashmiri CHILLI Powder');
    });

    it('answers 404 for an unknown or malformed shop id', async () => {
      expect((await get('/api/products/shop/0190a000-0000-7000-8000-000000000000')).statusCode).toBe(404);
      expect((await get('/api/products/shop/xyz')).statusCode).toBe(404);
      expect((await get('/api/shops/xyz/products')).statusCode).toBe(404);
    });

    it('pages the products of a shop', async () => {
      const res = (await get(`/api/shops/${listShop}/products?limit=4&page=2`)).json();
      expect(res).toMatchObject({ total: 15, page: 2, pageSize: 4, totalPages: 4 });
      expect(res.items).toHaveLength(4);
    });

    it('filters half-open price ranges (min, max]: every product under exactly one button', async () => {
      expect(await names('?price=1-100&limit=100')).toEqual([0.5, 1, 45, 60, 99.99, 100]);
      expect(await names('?price=100-200')).toEqual([150, 200]);
      expect(await names('?price=200-300')).toEqual([250, 300]);
      expect(await names('?price=300-400')).toEqual([350, 400]);
      expect(await names('?price=400-600')).toEqual([]);
      expect(await names('?price=600-1000')).toEqual([1000]);
      expect(await names('?price=1000%2B')).toEqual([1000.01, 5000]);
      const all = await names('?price=all&limit=100');
      expect(all).toHaveLength(15);
      const byButton: number[] = [];
      for (const key of ['1-100', '100-200', '200-300', '300-400', '400-600', '600-1000', '1000%2B'])
        byButton.push(...(await names(`?price=${key}&limit=100`)));
      expect(byButton.sort((a, b) => a - b)).toEqual([...all].sort((a, b) => a - b));
    });

    it('searches name and description case-insensitively', async () => {
      expect(await names('?search=chilli')).toEqual([45, 60]);
      expect(await names('?search=HALDI')).toEqual([60]);
      expect(await names('?search=chilli&price=1-100')).toEqual([45, 60]);
      expect(await names('?search=_')).toEqual([]);
    });

    it('rejects an unknown price range and a bad page with 400', async () => {
      const res = await get(`/api/shops/${listShop}/products?price=300-350`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('price must be one of the price ranges');
      expect((await get(`/api/shops/${listShop}/products?page=-1`)).json().message).toBe('page must be at least 1');
    });

    it('GET /api/products/:id answers one product, 404 otherwise', async () => {
      const list = (await get(`/api/products/shop/${listShop}`)).json();
      const one = await get(`/api/products/${list[0]._id}`);
      expect(one.statusCode).toBe(200);
      // The list's product, plus who sells it and the return policy it is sold under (only the one-product read
      // carries them: decision 097, issue 26 #1).
      const { seller, returnPolicy, ...product } = one.json();
      expect(product).toEqual(list[0]);
      expect(returnPolicy).toEqual({ kind: 'none', days: 0 });
      expect(seller).toEqual({
        name: expect.any(String),
        legalName: expect.any(String),
        address: expect.any(String),
        phone: expect.any(String),
        gstin: expect.any(String),
      });
      expect((await get('/api/products/0190a000-0000-7000-8000-000000000000')).statusCode).toBe(404);
      expect((await get('/api/products/123')).statusCode).toBe(404);
    });
  });

  describe('GET /api/admin/products', () => {
    it("pages the admin's own products only, with search", async () => {
      await insertProduct(t.database.db, otherShopId, { name: 'Not mine' });
      const res = await get('/api/admin/products?limit=50', owner.cookie);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.total).toBeGreaterThan(0);
      expect(body.items.every((p: { shopId: string }) => p.shopId === shopId)).toBe(true);
      expect((await get('/api/admin/products?search=BASMATI', owner.cookie)).json().total).toBe(body.total);
      expect((await get('/api/admin/products?search=not%20mine', owner.cookie)).json().total).toBe(0);
    });
    it('answers an empty page for an admin without a shop', async () => {
      expect((await get('/api/admin/products', shopless.cookie)).json()).toEqual({ items: [], total: 0, page: 1, pageSize: 20, totalPages: 1 });
    });
    it('answers 401 anonymous, 403 other roles, 400 bad paging', async () => {
      expect((await get('/api/admin/products')).statusCode).toBe(401);
      expect((await get('/api/admin/products', shopper.cookie)).statusCode).toBe(403);
      expect((await get('/api/admin/products', superadmin.cookie)).statusCode).toBe(403);
      expect((await get('/api/admin/products?limit=0', owner.cookie)).json().message).toBe('limit must be at least 1');
    });
  });

  describe('PATCH /api/products/:id', () => {
    let productId: string;
    beforeAll(async () => {
      productId = (await insertProduct(t.database.db, shopId, { name: 'Atta', price: 300, quantity: 5, subCategory: 'Others', unit: 'kg' })).id;
    });
    const patch = (cookie: string | undefined, payload: Record<string, unknown>, id = productId) =>
      t.app.inject({ method: 'PATCH', url: `/api/products/${id}`, headers: cookie ? { cookie } : {}, payload });

    it('updates fields from JSON; quantity may go to 0; blank clears sub-category and unit', async () => {
      const res = await patch(owner.cookie, { price: 275.25, quantity: 0, subCategory: '', unit: '' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Product updated successfully',
        product: { _id: productId, price: 275.25, quantity: 0, inStock: false, subCategory: null, unit: null, name: 'Atta' },
      });
    });

    it('replaces the image from a multipart form', async () => {
      const body = multipart({ name: 'Chakki Atta' }, { filename: 'new.png', content: await samplePng(40, 40) });
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/products/${productId}`,
        headers: { ...body.headers, cookie: owner.cookie },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(200);
      const p = res.json().product;
      expect(p.name).toBe('Chakki Atta');
      expect(fs.existsSync(path.join(t.uploadsDir, 'products', p.image))).toBe(true);
    });

    it('never moves a product to another shop through the body', async () => {
      const res = await patch(owner.cookie, { shopId: otherShopId, name: 'Atta 5kg' });
      expect(res.statusCode).toBe(200);
      expect(res.json().product.shopId).toBe(shopId);
    });

    it.each([
      [{ price: -1 }, 'Price must be more than 0'],
      [{ price: 5e-324 }, 'Price must be at least 0.01 (one paisa)'],
      [{ price: 0.000001 }, 'Price must be at least 0.01 (one paisa)'],
      [{ quantity: -1 }, 'Quantity must be at least 0'],
      [{ quantity: 1.5 }, 'Quantity must be a whole number'],
      [{ name: '   ' }, 'Product Name is required'],
      [{}, 'Send at least one field to change'],
    ])('rejects bad edit %# with 400', async (payload, message) => {
      const res = await patch(owner.cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });

    it("refuses another admin's product (403), other roles (403) and anonymous (401); 404 unknown", async () => {
      expect((await patch(otherAdmin.cookie, { name: 'Hijacked' })).statusCode).toBe(403);
      expect((await patch(shopper.cookie, { name: 'Hijacked' })).statusCode).toBe(403);
      expect((await patch(superadmin.cookie, { name: 'Hijacked' })).statusCode).toBe(403);
      expect((await patch(undefined, { name: 'Hijacked' })).statusCode).toBe(401);
      expect((await patch(owner.cookie, { name: 'x' }, '0190a000-0000-7000-8000-000000000000')).statusCode).toBe(404);
      expect((await get(`/api/products/${productId}`)).json().name).not.toBe('Hijacked');
    });
  });

  describe('DELETE /api/products/:id', () => {
    const del = (cookie: string | undefined, id: string) => t.app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: cookie ? { cookie } : {} });

    it('deletes; past orders keep their item snapshot and cart lines go', async () => {
      const db = t.database.db;
      const p = await insertProduct(db, shopId, { name: 'Ghee 1L', price: 650, unit: 'litre' });
      await db.insert(cartLines).values({ userId: shopper.id, productId: p.id, quantity: 2 });
      const checkoutId = newId();
      const orderId = newId();
      await db.insert(checkouts).values({ id: checkoutId, userId: shopper.id, address: 'Asha, 9876543210, 411001, Flat 2, near temple', totalPaise: 71000 });
      await db
        .insert(orders)
        .values({ id: orderId, checkoutId, userId: shopper.id, shopId, address: 'x', subtotalPaise: 65000, deliveryPaise: 6000, totalPaise: 71000 });
      await db.insert(orderItems).values({ id: newId(), orderId, productId: p.id, name: 'Ghee 1L', unit: 'litre', pricePaise: 65000, quantity: 1 });

      const res = await del(owner.cookie, p.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Product deleted successfully' });
      expect((await get(`/api/products/${p.id}`)).statusCode).toBe(404);
      const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
      expect(items).toEqual([expect.objectContaining({ productId: null, name: 'Ghee 1L', unit: 'litre', pricePaise: 65000 })]);
      expect(await db.select().from(cartLines).where(eq(cartLines.productId, p.id))).toEqual([]);
    });

    it("refuses another admin's product (403), other roles (403), anonymous (401); 404 unknown", async () => {
      const p = await insertProduct(t.database.db, shopId);
      expect((await del(otherAdmin.cookie, p.id)).statusCode).toBe(403);
      expect((await del(shopper.cookie, p.id)).statusCode).toBe(403);
      expect((await del(undefined, p.id)).statusCode).toBe(401);
      expect((await del(owner.cookie, 'not-a-uuid')).statusCode).toBe(404);
      expect((await get(`/api/products/${p.id}`)).statusCode).toBe(200);
    });
  });
});
