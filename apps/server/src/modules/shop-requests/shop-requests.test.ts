import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { shopQueries } from '../../db/schema.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';

type Account = Awaited<ReturnType<TestApp['account']>>;

describe(`shop registration requests (${ENGINE})`, () => {
  let t: TestApp;
  let superadmin: Account;
  let admin: Account;
  let shopper: Account;

  beforeAll(async () => {
    t = await createTestApp();
    superadmin = await t.account('superadmin');
    admin = await t.account('admin');
    shopper = await t.account('user');
  });
  afterAll(() => t.close());

  const send = (payload: Record<string, unknown>, app = t.app) => app.inject({ method: 'POST', url: '/shop/ragister/shopform', payload });
  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const valid = {
    name: 'Sharma Kirana',
    email: 'Owner@Kirana.in',
    phone: '9123456789',
    pan: 'abcde1234f',
    address: '5 Market Road, Indore',
    categoryofshop: 'Grocery',
  };
  const stored = async () => Number((await t.database.db.select({ n: count() }).from(shopQueries))[0]!.n);

  it('accepts a request from anyone (201) with the spec message', async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: '✅ Shop registered successfully, we will update you soon for next steps' });
    expect((await send({ ...valid, name: 'Second Shop', categoryofshop: 'Construction' })).statusCode).toBe(201);
  });

  it.each([
    [{ name: '' }, 'Shop Name is required'],
    [{ email: 'x' }, 'Email must be a valid email address'],
    [{ phone: '555' }, 'Phone must be a 10-digit Indian mobile number starting with 6-9'],
    [{ pan: '12345' }, 'PAN Number must look like ABCDE1234F (5 letters, 4 digits, 1 letter)'],
    [{ address: undefined }, 'Shop Address is required'],
    [{ categoryofshop: 'Toys' }, 'Shop Category must be one of: Grocery, Clothing, Electronics, Construction, Other'],
  ])('rejects bad field %# with a 400 naming it and stores nothing', async (over, message) => {
    const before = await stored();
    const res = await send({ ...valid, ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'VALIDATION' });
    expect(await stored()).toBe(before);
  });

  it('GET /shop/ragister/getshop-query lists requests newest first with categoryofshop', async () => {
    const res = await get('/shop/ragister/getshop-query', superadmin.cookie);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(2);
    expect(list[0]).toEqual({
      _id: expect.any(String),
      name: 'Second Shop',
      email: 'owner@kirana.in',
      phone: '9123456789',
      pan: 'ABCDE1234F',
      address: '5 Market Road, Indore',
      categoryofshop: 'Construction',
      createdAt: expect.any(String),
    });
    expect(list[1].name).toBe('Sharma Kirana');
  });

  it('GET /api/shop-queries pages them', async () => {
    const res = await get('/api/shop-queries?limit=1', superadmin.cookie);
    expect(res.json()).toMatchObject({ total: 2, page: 1, pageSize: 1, totalPages: 2, items: [{ name: 'Second Shop' }] });
    expect((await get('/api/shop-queries?limit=x', superadmin.cookie)).statusCode).toBe(400);
  });

  it('lets only the superadmin read requests', async () => {
    for (const url of ['/shop/ragister/getshop-query', '/api/shop-queries']) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, admin.cookie)).statusCode).toBe(403);
      expect((await get(url, shopper.cookie)).statusCode).toBe(403);
    }
  });

  it('rate-limits the public form with 429', async () => {
    const limited = await createTestApp({ rateLimits: { shopRegistration: { max: 1, windowMs: 60_000 } } });
    try {
      expect((await send(valid, limited.app)).statusCode).toBe(201);
      const blocked = await send(valid, limited.app);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
