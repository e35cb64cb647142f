import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { contactMessages } from '../../db/schema.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';

type Account = Awaited<ReturnType<TestApp['account']>>;

describe(`contact (${ENGINE})`, () => {
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

  const send = (payload: Record<string, unknown>, app = t.app) => app.inject({ method: 'POST', url: '/api/contact-form', payload });
  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const valid = { name: 'Asha Rao', email: 'Asha@Example.in', phone: '+91 98765 43210', yourmessage: 'Where is my order?' };

  it('accepts a message from anyone (201) with the thank-you message', async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Thank you for contacting us! We will get back to you soon.' });
    expect((await send({ ...valid, name: 'Second', yourmessage: 'Do you deliver to Goa?' })).statusCode).toBe(201);
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ email: 'asha' }, 'Email must be a valid email address'],
    [{ phone: '12345' }, 'Phone must be a 10-digit Indian mobile number starting with 6-9'],
    [{ yourmessage: undefined }, 'Message is required'],
    [{ yourmessage: 'x'.repeat(2001) }, 'Message must be at most 2000 characters'],
  ])('rejects bad field %# with a 400 naming it and stores nothing', async (over, message) => {
    const before = Number((await t.database.db.select({ n: count() }).from(contactMessages))[0]!.n);
    const res = await send({ ...valid, ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'VALIDATION' });
    expect(Number((await t.database.db.select({ n: count() }).from(contactMessages))[0]!.n)).toBe(before);
  });

  it('GET /api/getall-contact lists messages newest first with yourmessage', async () => {
    const res = await get('/api/getall-contact', superadmin.cookie);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(2);
    expect(list[0]).toEqual({
      _id: expect.any(String),
      name: 'Second',
      email: 'asha@example.in',
      phone: '9876543210',
      yourmessage: 'Do you deliver to Goa?',
      createdAt: expect.any(String),
      status: 'new',
      reply: null,
      repliedAt: null,
    });
    expect(list[1].yourmessage).toBe('Where is my order?');
    expect(list[0]).not.toHaveProperty('message');
  });

  it('GET /api/contact-messages pages them', async () => {
    const res = await get('/api/contact-messages?limit=1&page=2', superadmin.cookie);
    expect(res.json()).toMatchObject({ total: 2, page: 2, pageSize: 1, totalPages: 2, items: [{ name: 'Asha Rao' }] });
    expect((await get('/api/contact-messages?page=0', superadmin.cookie)).json().message).toBe('page must be at least 1');
  });

  it('lets only the superadmin read messages', async () => {
    for (const url of ['/api/getall-contact', '/api/contact-messages']) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, admin.cookie)).statusCode).toBe(403);
      expect((await get(url, shopper.cookie)).statusCode).toBe(403);
    }
  });

  it('rate-limits the public form with 429 and a message', async () => {
    const limited = await createTestApp({ rateLimits: { contact: { max: 2, windowMs: 60_000 } } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await send(valid, limited.app)).statusCode);
      expect(statuses).toEqual([201, 201, 429]);
      const blocked = await send(valid, limited.app);
      expect(blocked.json().message).toMatch(/^Too many requests/);
    } finally {
      await limited.close();
    }
  });
});
