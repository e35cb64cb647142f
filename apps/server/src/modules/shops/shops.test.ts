import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { products, shops, users } from '../../db/schema.js';
import { createTestApp, ENGINE, multipart, samplePng, type TestApp } from '../../../test/support/harness.js';
import { insertProduct, insertShop } from '../../../test/support/fixtures.js';

type Account = Awaited<ReturnType<TestApp['account']>>;

describe(`shops (${ENGINE})`, () => {
  let t: TestApp;
  let superadmin: Account;
  let owner: Account;
  let otherAdmin: Account;
  let shopper: Account;
  let ownShopId: string;

  beforeAll(async () => {
    t = await createTestApp();
    superadmin = await t.account('superadmin');
    owner = await t.account('admin', { name: 'Ravi Kumar' });
    otherAdmin = await t.account('admin', { name: 'Meena Iyer' });
    shopper = await t.account('user');
    const own = await insertShop(t.database.db, owner.id, { name: 'Fresh Mart', category: 'Grocery', location: 'Pune', pan: 'ABCDE1234F' });
    ownShopId = own.id;
    await insertShop(t.database.db, otherAdmin.id, { name: 'Silk Story', category: 'Clothing', location: 'Chennai', pan: 'ZZZZZ9999Z' });
  });
  afterAll(() => t.close());

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const shopCount = async () => Number((await t.database.db.select({ n: count() }).from(shops))[0]!.n);

  describe('GET /api/shops/all', () => {
    it('hides PAN, GSTIN, payment account and admin email from anonymous visitors and shoppers', async () => {
      for (const cookie of [undefined, shopper.cookie]) {
        const res = await get('/api/shops/all', cookie);
        expect(res.statusCode).toBe(200);
        const list = res.json();
        expect(list.length).toBe(2);
        expect(list[0]).toMatchObject({ _id: expect.any(String), name: expect.any(String), admin: { _id: expect.any(String), name: expect.any(String) } });
        for (const s of list) {
          expect(s).not.toHaveProperty('pan');
          expect(s).not.toHaveProperty('gstnumber');
          expect(s).not.toHaveProperty('razorpayAccountId');
          expect(s.admin).not.toHaveProperty('email');
        }
        expect(res.body).not.toContain('ABCDE1234F');
      }
    });

    it('shows every field to the superadmin', async () => {
      const list = (await get('/api/shops/all', superadmin.cookie)).json();
      expect(list.every((s: { pan?: string; admin: { email?: string } }) => s.pan && s.admin.email)).toBe(true);
      expect(list[0]).toMatchObject({ gstnumber: expect.stringMatching(/^27AAPF[A-Z]\d{4}F1Z[0-9A-Z]$/), razorpayAccountId: null });
    });

    it("shows the private fields of an admin's own shop only", async () => {
      const list = (await get('/api/shops/all', owner.cookie)).json();
      const own = list.find((s: { _id: string }) => s._id === ownShopId);
      const other = list.find((s: { _id: string }) => s._id !== ownShopId);
      expect(own).toMatchObject({ pan: 'ABCDE1234F', admin: { email: owner.email } });
      expect(other).not.toHaveProperty('pan');
    });
  });

  describe('GET /api/shops (paged, searchable)', () => {
    let many: TestApp;
    // The home list shows a shop once it has something to sell (issue 22 #12): each shop here has a product.
    const listedShop = async (db: TestApp['database']['db'], adminId: string, over: Parameters<typeof insertShop>[2] = {}) => {
      const shop = await insertShop(db, adminId, over);
      await insertProduct(db, shop.id);
      return shop;
    };
    beforeAll(async () => {
      many = await createTestApp();
      const admins = [];
      for (let i = 0; i < 12; i++) admins.push(await many.account('admin', { name: i === 3 ? 'Lakshmi Narayan' : `Owner ${i}` }));
      for (let i = 0; i < 12; i++) {
        await listedShop(many.database.db, admins[i]!.id, {
          name: i === 5 ? 'Mumbai Electronics Hub' : `Shop ${String(i).padStart(2, '0')}`,
          category: i % 3 === 0 ? 'Electronics' : 'Grocery',
          location: i % 2 === 0 ? 'Mumbai' : 'Delhi',
          createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
        });
      }
    });
    afterAll(() => many.close());
    const list = (qs: string) => many.app.inject({ method: 'GET', url: `/api/shops${qs}` });

    it('pages 9 per page, newest first', async () => {
      const p1 = (await list('')).json();
      expect(p1).toMatchObject({ total: 12, page: 1, pageSize: 9, totalPages: 2 });
      expect(p1.items).toHaveLength(9);
      expect(p1.items[0].name).toBe('Shop 11');
      const p2 = (await list('?page=2')).json();
      expect(p2.items).toHaveLength(3);
      expect(p2.items.at(-1).name).toBe('Shop 00');
      const ids = new Set([...p1.items, ...p2.items].map((s: { _id: string }) => s._id));
      expect(ids.size).toBe(12);
      expect(p1.items[0]).not.toHaveProperty('pan');
    });

    it('keeps a stable order when shops share a creation time', async () => {
      const admin = await many.account('admin');
      const admin2 = await many.account('admin');
      const at = new Date(Date.UTC(2030, 0, 1));
      const a = await listedShop(many.database.db, admin.id, { createdAt: at });
      const b = await listedShop(many.database.db, admin2.id, { createdAt: at });
      const items = (await list('?limit=2')).json().items.map((s: { _id: string }) => s._id);
      expect(items).toEqual([a.id, b.id].sort().reverse());
    });

    it('searches shop name, owner name, category and location, case-insensitively', async () => {
      expect((await list('?search=mUMBAI%20electronics')).json().items.map((s: { name: string }) => s.name)).toEqual(['Mumbai Electronics Hub']);
      expect((await list('?search=lakshmi')).json().items.map((s: { name: string }) => s.name)).toEqual(['Shop 03']);
      expect((await list('?search=ELECTRONICS')).json().total).toBe(5); // 4 by category + the name match
      expect((await list('?search=delhi')).json().total).toBe(6);
      expect((await list('?search=100%25')).json().total).toBe(0); // % is literal
    });

    it("finds a shop by its owner's new name after a rename, and never matches across two fields", async () => {
      const admin = await many.account('admin', { name: 'Old Name' });
      await listedShop(many.database.db, admin.id, { name: 'Rename Test Store', category: 'Food', location: 'Kochi' });
      await many.database.db.update(users).set({ name: 'Zubair Qureshi' }).where(eq(users.id, admin.id));
      expect((await list('?search=zubair')).json().items.map((s: { name: string }) => s.name)).toEqual(['Rename Test Store']);
      expect((await list('?search=old%20name')).json().total).toBe(0);
      expect((await list('?search=store%20zubair')).json().total).toBe(0); // shop name + owner name are separate fields
      const gone = (await many.database.db.select({ id: shops.id }).from(shops).where(eq(shops.adminId, admin.id)))[0]!.id;
      await many.database.db.delete(products).where(eq(products.shopId, gone));
      await many.database.db.delete(shops).where(eq(shops.id, gone));
    });

    it('filters by category and location', async () => {
      const r = (await list('?category=Electronics&location=Mumbai')).json();
      expect(r.items.map((s: { name: string }) => s.name).sort()).toEqual(['Shop 00', 'Shop 06']);
    });

    it('rejects bad paging with 400 naming the field', async () => {
      const r = await list('?page=0');
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe('page must be at least 1');
      expect((await list('?limit=1000')).json().message).toBe('limit must be at most 60');
    });

    it('lists a shop once it has a product, and no longer once its last product is gone (issue 22 #12)', async () => {
      const admin = await many.account('admin');
      const empty = await insertShop(many.database.db, admin.id, { name: 'Empty Shelves Store', createdAt: new Date(Date.UTC(2040, 0, 1)) });
      await many.app.ctx.catalog.invalidate(); // written here directly; the services do this after their writes
      const before = (await list('')).json();
      expect(before.items.map((s: { _id: string }) => s._id)).not.toContain(empty.id);
      expect((await list('?search=empty%20shelves')).json().total).toBe(0);
      // Its own page still answers (its owner and direct links), saying it has nothing yet.
      expect((await many.app.inject({ url: `/api/shops/${empty.id}` })).statusCode).toBe(200);
      const p = await insertProduct(many.database.db, empty.id);
      await many.app.ctx.catalog.invalidate();
      const after = (await list('')).json();
      expect(after.total).toBe(before.total + 1);
      expect(after.items[0]._id).toBe(empty.id);
      await many.database.db.delete(products).where(eq(products.id, p.id));
      await many.app.ctx.catalog.invalidate();
      const again = (await list('')).json();
      expect(again.total).toBe(before.total);
      expect(again.items.map((s: { _id: string }) => s._id)).not.toContain(empty.id);
      await many.database.db.delete(shops).where(eq(shops.id, empty.id));
    });

    it('lists distinct categories and locations as facets', async () => {
      const f = (await many.app.inject({ url: '/api/shops/facets' })).json();
      expect(f).toEqual({ categories: ['Electronics', 'Grocery'], locations: ['Delhi', 'Mumbai', 'Pune'] });
    });
  });

  describe('GET /api/shops search: products and alternate names (issue 10 #15)', () => {
    let s: TestApp;
    let kiranaAdmin: Account;
    let riceId: string;
    beforeAll(async () => {
      s = await createTestApp();
      kiranaAdmin = await s.account('admin', { name: 'Suresh Gowda' });
      const silkAdmin = await s.account('admin', { name: 'Farah Khan' });
      const hardwareAdmin = await s.account('admin', { name: 'Anil Patil' });
      const closedAdmin = await s.account('admin', { name: 'Closed Owner' });
      const kirana = await insertShop(s.database.db, kiranaAdmin.id, { name: 'Gowda Kirana', category: 'Grocery', location: 'Bengaluru' });
      const silk = await insertShop(s.database.db, silkAdmin.id, { name: 'Silk Story', category: 'Clothing', location: 'Mumbai' });
      const hardware = await insertShop(s.database.db, hardwareAdmin.id, { name: 'Patil Hardware', category: 'Building&Construction', location: 'Pune' });
      const closed = await insertShop(s.database.db, closedAdmin.id, { name: 'Closed Kirana', category: 'Grocery', location: 'Pune', active: false });
      riceId = (await insertProduct(s.database.db, kirana.id, { name: 'Sona Masoori Rice 5 kg' })).id;
      await insertProduct(s.database.db, kirana.id, { name: 'Aashirvaad Whole Wheat Atta' });
      await insertProduct(s.database.db, kirana.id, { name: 'Basmati RICE' }); // two matches: the shop is listed once
      await insertProduct(s.database.db, silk.id, { name: 'Banarasi Silk Saree', category: 'Clothing' });
      await insertProduct(s.database.db, hardware.id, { name: 'UltraTech Cement 50 kg', category: 'Construction' });
      await insertProduct(s.database.db, closed.id, { name: 'Ponni Rice' });
    });
    afterAll(() => s.close());
    const names = async (term: string) => {
      const res = await s.app.inject({ url: `/api/shops?search=${encodeURIComponent(term)}` });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.total).toBe(body.items.length);
      return body.items.map((x: { name: string }) => x.name).sort();
    };

    it('finds the shops that sell a product, once each, never a deactivated one', async () => {
      expect(await names('rice')).toEqual(['Gowda Kirana']);
      expect(await names('ATTA')).toEqual(['Gowda Kirana']);
      expect(await names('cement')).toEqual(['Patil Hardware']);
      expect(await names('saree')).toEqual(['Silk Story']);
      expect(await names('kirana')).toEqual(['Gowda Kirana']); // the shop's own name still matches
      expect(await names('biryani')).toEqual([]);
    });

    it('finds a city by its other name, and a category by its label', async () => {
      expect(await names('Bangalore')).toEqual(['Gowda Kirana']);
      expect(await names('bengaluru')).toEqual(['Gowda Kirana']);
      expect(await names('bangal')).toEqual(['Gowda Kirana']); // still typing
      expect(await names('Bombay')).toEqual(['Silk Story']);
      expect(await names('Poona')).toEqual(['Patil Hardware']);
      expect(await names('fashion')).toEqual(['Silk Story']);
    });

    it('combines with the category and location filters, and keeps % and _ literal', async () => {
      const res = await s.app.inject({ url: '/api/shops?search=rice&location=Pune' });
      expect(res.json().total).toBe(0);
      expect((await s.app.inject({ url: '/api/shops?search=rice&category=Grocery' })).json().total).toBe(1);
      expect(await names('%')).toEqual([]);
      expect(await names('_')).toEqual([]);
    });

    it("sees a product's new name at once, through the catalog cache", async () => {
      expect(await names('idli')).toEqual([]);
      const res = await s.app.inject({
        method: 'PATCH',
        url: `/api/products/${riceId}`,
        headers: { cookie: kiranaAdmin.cookie },
        payload: { name: 'Idli Rice 5 kg' },
      });
      expect(res.statusCode).toBe(200);
      expect(await names('idli')).toEqual(['Gowda Kirana']);
    });

    it('keeps GET /api/shops/all answering every active shop, unfiltered', async () => {
      const all = (await s.app.inject({ url: '/api/shops/all?search=rice' })).json();
      expect(all.map((x: { name: string }) => x.name).sort()).toEqual(['Gowda Kirana', 'Patil Hardware', 'Silk Story']);
    });

    it('answers 400 for a search longer than 100 characters', async () => {
      const res = await s.app.inject({ url: `/api/shops?search=${'a'.repeat(101)}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('search must be at most 100 characters');
    });
  });

  describe('GET /api/shops/:shopId', () => {
    it('answers one shop', async () => {
      const res = await get(`/api/shops/${ownShopId}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ _id: ownShopId, name: 'Fresh Mart', admin: { name: 'Ravi Kumar' } });
      expect(res.json()).not.toHaveProperty('pan');
    });
    it('answers 404 for an unknown id and for a malformed one', async () => {
      expect((await get('/api/shops/0190a000-0000-7000-8000-000000000000')).statusCode).toBe(404);
      const bad = await get('/api/shops/not-a-uuid');
      expect(bad.statusCode).toBe(404);
      expect(bad.json().message).toBe('Shop not found');
    });
  });

  describe('POST /api/shops', () => {
    const fields = (adminId: string, over: Record<string, string | undefined> = {}) => ({
      name: 'Ganesh Hardware',
      category: 'Building&Construction',
      location: 'Nashik',
      address: '12 Station Road, Nashik 422001',
      phone: '+91 98220 12345',
      pan: 'abcde1234f',
      gstnumber: '27AAPFU0939F1ZV',
      admin: adminId,
      ...over,
    });
    const post = (cookie: string | undefined, f: Record<string, string | undefined>, file?: { filename: string; content: Buffer }) => {
      const body = multipart(f, file);
      return t.app.inject({ method: 'POST', url: '/api/shops/', headers: { ...body.headers, ...(cookie ? { cookie } : {}) }, payload: body.payload });
    };

    it('creates a shop with its image for an admin without one', async () => {
      const admin = await t.account('admin', { name: 'Ganesh' });
      const res = await post(superadmin.cookie, fields(admin.id), { filename: 'shop.png', content: await samplePng() });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        message: 'Shop created successfully',
        name: 'Ganesh Hardware',
        shop: { name: 'Ganesh Hardware', phone: '9822012345', pan: 'ABCDE1234F', admin: { _id: admin.id, name: 'Ganesh', email: admin.email } },
      });
      expect(body.shop.image).toMatch(/^[0-9a-f]{32}\.webp$/);
      expect(fs.existsSync(path.join(t.uploadsDir, 'shop-images', body.shop.image))).toBe(true);
      expect(fs.existsSync(path.join(t.uploadsDir, 'shop-images', 'thumb', body.shop.image))).toBe(true);
      const details = (await get('/api/admin/details', admin.cookie)).json();
      expect(details.shop).toMatchObject({ _id: body.shop._id, name: 'Ganesh Hardware' });
    });

    it("answers 400 'Please upload an image' without an image, writing nothing", async () => {
      const admin = await t.account('admin');
      const before = await shopCount();
      const res = await post(superadmin.cookie, fields(admin.id));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please upload an image');
      expect(await shopCount()).toBe(before);
    });

    it('refuses a file that is not an image (400) and writes nothing', async () => {
      const admin = await t.account('admin');
      const before = await shopCount();
      const res = await post(superadmin.cookie, fields(admin.id), { filename: 'evil.png', content: Buffer.from('just some text, not a picture') });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/not a supported image/);
      expect(await shopCount()).toBe(before);
    });

    it('allows one shop per admin: a second one is a 409 naming the existing shop', async () => {
      const res = await post(superadmin.cookie, fields(owner.id), { filename: 's.png', content: await samplePng() });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain("'Fresh Mart'");
    });

    it.each([
      [{ phone: '12345' }, 'Phone must be a 10-digit Indian mobile number starting with 6-9'],
      [{ pan: 'ABCD1234F' }, 'PAN must look like ABCDE1234F (5 letters, 4 digits, 1 letter)'],
      [{ gstnumber: '27AAPFU0939F1ZA' }, 'GST number must be a valid 15-character GSTIN (check digit included)'],
      [{ category: 'Toys' }, 'Category must be one of: Grocery, Clothing, Electronics, Building&Construction, Food, Other'],
      [{ name: undefined }, 'Shop name is required'],
      [{ admin: 'nope' }, 'Admin is not a valid id'],
      [{ admin: '' }, "Choose the shop's owner"],
    ])('rejects bad field %# with a 400 naming it', async (over, message) => {
      const res = await post(superadmin.cookie, fields(owner.id, over), { filename: 's.png', content: await samplePng() });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, code: 'VALIDATION' });
    });

    it('refuses an admin id that is not an admin account (400)', async () => {
      for (const id of [shopper.id, superadmin.id, '0190a000-0000-7000-8000-000000000000']) {
        const res = await post(superadmin.cookie, fields(id), { filename: 's.png', content: await samplePng() });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Admin must be an existing admin account');
      }
    });

    it('is for the superadmin only: 401 anonymous, 403 admin or shopper', async () => {
      const admin = await t.account('admin');
      expect((await post(undefined, fields(admin.id), { filename: 's.png', content: await samplePng() })).statusCode).toBe(401);
      expect((await post(admin.cookie, fields(admin.id), { filename: 's.png', content: await samplePng() })).statusCode).toBe(403);
      expect((await post(shopper.cookie, fields(admin.id), { filename: 's.png', content: await samplePng() })).statusCode).toBe(403);
    });
  });

  describe('GET /api/superadmin/shops', () => {
    it('pages all shops with every field and searches', async () => {
      const res = await get('/api/superadmin/shops?search=fresh', superadmin.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        total: 1,
        page: 1,
        pageSize: 9,
        totalPages: 1,
        items: [{ name: 'Fresh Mart', pan: 'ABCDE1234F', admin: { email: owner.email } }],
      });
    });
    it('answers 401 anonymous and 403 for other roles', async () => {
      expect((await get('/api/superadmin/shops')).statusCode).toBe(401);
      expect((await get('/api/superadmin/shops', owner.cookie)).statusCode).toBe(403);
      expect((await get('/api/superadmin/shops', shopper.cookie)).statusCode).toBe(403);
    });
    it('rejects a bad page with 400', async () => {
      expect((await get('/api/superadmin/shops?page=abc', superadmin.cookie)).statusCode).toBe(400);
    });
  });

  describe('GET /admin/details and /api/admin/details', () => {
    it('answers the admin and their shop at both paths', async () => {
      for (const url of ['/admin/details', '/api/admin/details']) {
        const res = await get(url, owner.cookie);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          admin: { _id: owner.id, name: 'Ravi Kumar', email: owner.email },
          shop: { _id: ownShopId, name: 'Fresh Mart', image: null, category: 'Grocery', location: 'Pune', address: expect.any(String) },
        });
      }
    });
    it('answers shop: null for an admin without a shop', async () => {
      const admin = await t.account('admin');
      expect((await get('/admin/details', admin.cookie)).json()).toMatchObject({ admin: { _id: admin.id }, shop: null });
    });
    it('answers 401 anonymous and 403 for shoppers and the superadmin', async () => {
      expect((await get('/api/admin/details')).statusCode).toBe(401);
      expect((await get('/admin/details', shopper.cookie)).statusCode).toBe(403);
      expect((await get('/api/admin/details', superadmin.cookie)).statusCode).toBe(403);
    });
  });
});
