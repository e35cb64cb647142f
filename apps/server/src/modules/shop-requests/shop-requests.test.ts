import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { outbox, shopQueries, shops, users } from '../../db/schema.js';
import { createTestApp, ENGINE, multipart, samplePng, type TestApp } from '../../../test/support/harness.js';
import { FAST_WORKER, memoryMailbox } from '../../../test/support/mailbox.js';

type Account = Awaited<ReturnType<TestApp['account']>>;

describe(`shop registration requests (${ENGINE})`, () => {
  let t: TestApp;
  let superadmin: Account;
  let admin: Account;
  let shopper: Account;
  /** The mail as sent: only it carries the invitation's one-time token (decision 039). */
  const box = memoryMailbox();

  beforeAll(async () => {
    t = await createTestApp({ mail: { appUrl: 'https://bazaar.test', transport: box.transport, worker: FAST_WORKER } });
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
    // A request, not a shop (issue 22 #13): the answer says so.
    expect(res.json()).toEqual({ message: '✅ Request received: we have emailed you a copy and will write to you when the platform team has reviewed it' });
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
      ownerName: null,
      city: null,
      pincode: null,
      gstin: null,
      status: 'new',
      decidedAt: null,
      declineReason: null,
      shopId: null,
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

  describe('the pipeline: acknowledgement, approve into an owner and a shop, decline with a reason (issue 22 #13)', () => {
    const mailsTo = async (to: string) => t.database.db.select().from(outbox).where(eq(outbox.recipient, to));
    const requestOf = async (email: string) => (await t.database.db.select().from(shopQueries).where(eq(shopQueries.email, email)))[0]!;
    const shopForm = (over: Record<string, string> = {}) => ({
      name: 'Verma Sweets',
      category: 'Grocery',
      location: 'Jaipur',
      address: '22 Johari Bazaar, Jaipur 302003',
      phone: '9123456780',
      pan: 'ABCDE1234F',
      gstRegistration: 'unregistered',
      state: 'Rajasthan',
      ...over,
    });
    const approve = async (id: string, fields: Record<string, string>, cookie = superadmin.cookie, withImage = true) => {
      const body = multipart(fields, withImage ? { filename: 'shop.png', content: await samplePng() } : undefined);
      return t.app.inject({ method: 'POST', url: `/api/shop-queries/${id}/approve`, headers: { ...body.headers, cookie }, payload: body.payload });
    };

    it('takes the owner, city, PIN and GSTIN, and mails the vendor an acknowledgement', async () => {
      const res = await send({ ...valid, email: 'verma@sweets.in', ownerName: 'Rekha Verma', city: 'Jaipur', pincode: '302003', gstin: '08aabcv1234q1z5' });
      // A GSTIN with a wrong check digit is refused, naming the field.
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('GSTIN must be a valid 15-character GSTIN');
      const ok = await send({ ...valid, email: 'verma@sweets.in', ownerName: 'Rekha Verma', city: 'Jaipur', pincode: '302003', gstin: '' });
      expect(ok.statusCode, ok.body).toBe(201);
      const r = await requestOf('verma@sweets.in');
      expect(r).toMatchObject({ ownerName: 'Rekha Verma', city: 'Jaipur', pincode: '302003', gstin: null, status: 'new' });
      const mails = await mailsTo('verma@sweets.in');
      expect(mails.map((m) => m.kind)).toEqual(['shop-request-received']);
      expect(mails[0]!.text).toContain('it is not a shop yet');
      expect((await send({ ...valid, email: 'x@y.in', pincode: '012345' })).json().message).toBe('PIN code must be 6 digits, not starting with 0');
    });

    it('approving creates the owner (who cannot log in yet) and the shop, and mails a link to choose a password', async () => {
      const r = await requestOf('verma@sweets.in');
      const res = await approve(r.id, shopForm());
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      expect(body.request).toMatchObject({ status: 'approved', shopId: body.shopId });
      const [owner] = await t.database.db.select().from(users).where(eq(users.email, 'verma@sweets.in'));
      expect(owner).toMatchObject({ name: 'Rekha Verma', role: 'admin', phone: '9123456789' });
      const [shop] = await t.database.db.select().from(shops).where(eq(shops.id, body.shopId));
      expect(shop).toMatchObject({ name: 'Verma Sweets', adminId: owner!.id });
      const queued = (await mailsTo('verma@sweets.in')).find((m) => m.kind === 'shop-approved');
      expect(queued?.subject).toBe('Verma Sweets is approved on Bazaar');
      // The link's token is sealed in the outbox, never in clear; the mail as sent carries it.
      const sent = await box.newest('verma@sweets.in', (m) => m.subject === 'Verma Sweets is approved on Bazaar');
      const token = /reset-password\?token=([\w-]+)/.exec(sent.text)?.[1];
      expect(token).toBeDefined();
      expect(JSON.stringify(queued)).not.toContain(token!);
      // The owner chooses a password through the link, then logs in and sees their shop.
      const set = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'rekha-chooses-2026' } });
      expect(set.statusCode, set.body).toBe(200);
      const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'verma@sweets.in', password: 'rekha-chooses-2026' } });
      expect(login.statusCode).toBe(200);
      expect(login.json().role).toBe('admin');
    });

    it('a decided request cannot be approved or declined again', async () => {
      const r = await requestOf('verma@sweets.in');
      const again = await approve(r.id, shopForm({ name: 'Verma Sweets 2' }));
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This request was already approved');
      const decline = await t.app.inject({
        method: 'POST',
        url: `/api/shop-queries/${r.id}/decline`,
        headers: { cookie: superadmin.cookie },
        payload: { reason: 'late' },
      });
      expect(decline.statusCode).toBe(409);
    });

    it('a refused form writes nothing: no account, no shop, the request still new', async () => {
      expect((await send({ ...valid, email: 'bad@form.in', ownerName: 'Bad Form' })).statusCode).toBe(201);
      const r = await requestOf('bad@form.in');
      const accounts = async () => (await t.database.db.select().from(users).where(eq(users.email, 'bad@form.in'))).length;
      const noImage = await approve(r.id, shopForm(), superadmin.cookie, false);
      expect(noImage.statusCode).toBe(400);
      expect(noImage.json().message).toBe('Please upload an image');
      const badPan = await approve(r.id, shopForm({ pan: '123' }));
      expect(badPan.statusCode).toBe(400);
      expect(await accounts()).toBe(0);
      expect((await requestOf('bad@form.in')).status).toBe('new');
      expect((await mailsTo('bad@form.in')).map((m) => m.kind)).toEqual(['shop-request-received']);
    });

    it('an email that already has an account is a 409 that says what to do', async () => {
      expect((await send({ ...valid, email: shopper.email })).statusCode).toBe(201);
      const r = await requestOf(shopper.email);
      const res = await approve(r.id, shopForm({ name: 'Taken Email Shop' }));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('already exists: create the shop from Create Shop');
      expect((await requestOf(shopper.email)).status).toBe('new');
    });

    it('declining mails the vendor the reason; the list filters by status', async () => {
      const r = await requestOf('bad@form.in');
      const short = await t.app.inject({
        method: 'POST',
        url: `/api/shop-queries/${r.id}/decline`,
        headers: { cookie: superadmin.cookie },
        payload: { reason: 'no' },
      });
      expect(short.statusCode).toBe(400);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/shop-queries/${r.id}/decline`,
        headers: { cookie: superadmin.cookie },
        payload: { reason: 'The PAN does not match the owner name' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().request).toMatchObject({ status: 'declined', declineReason: 'The PAN does not match the owner name' });
      const declined = (await mailsTo('bad@form.in')).find((m) => m.kind === 'shop-declined');
      expect(declined!.text).toContain('The PAN does not match the owner name');
      const list = (await get('/api/shop-queries?status=declined', superadmin.cookie)).json();
      expect(list.items.map((i: { email: string }) => i.email)).toEqual(['bad@form.in']);
      expect((await get('/api/shop-queries?status=maybe', superadmin.cookie)).statusCode).toBe(400);
    });

    it('unknown requests are a 404', async () => {
      expect((await approve('nope', shopForm())).statusCode).toBe(404);
    });
  });

  it('answers a logged-in Hindi reader whose session is not cached, and mails them in Hindi', { timeout: 15_000 }, async () => {
    // The receipt's language is the caller's account's. Reading it looks the session up; done inside the request's
    // transaction, that lookup waited for the transaction on the embedded database's one connection, for ever.
    const uncached = await createTestApp({ session: { cache: { ttlMs: 0 } } });
    try {
      const reader = await uncached.account('user');
      const inject = (method: 'PUT' | 'POST', url: string, payload: object) =>
        uncached.app.inject({ method, url, headers: { cookie: reader.cookie }, payload });
      expect((await inject('PUT', '/api/account/language', { language: 'hi' })).statusCode).toBe(200);
      const res = await inject('POST', '/shop/ragister/shopform', { ...valid, email: 'hindi-reader@kirana.in' });
      expect(res.statusCode, res.body).toBe(201);
      const [mail] = await uncached.database.db.select().from(outbox).where(eq(outbox.recipient, 'hindi-reader@kirana.in'));
      expect(mail?.kind).toBe('shop-request-received');
      expect(mail!.text).toMatch(/[\u0900-\u097F]/);
    } finally {
      await uncached.close();
    }
  });

  describe('contact messages get a status and a reply by mail (issue 22 #13)', () => {
    const post = (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, headers: { cookie: superadmin.cookie }, ...(payload ? { payload } : {}) });
    const idOf = async (email: string) =>
      ((await get('/api/contact-messages?limit=100', superadmin.cookie)).json().items as Array<{ _id: string; email: string }>).find((m) => m.email === email)!
        ._id;

    it('a reply is mailed to the sender and kept; a message is closed without a mail', async () => {
      const write = (email: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/contact-form',
          payload: { name: 'Ravi Kumar', email, phone: '9876501234', yourmessage: 'Do you deliver to Ajmer?' },
        });
      expect((await write('ravi@example.in')).statusCode).toBe(201);
      expect((await write('spam@example.in')).statusCode).toBe(201);
      const id = await idOf('ravi@example.in');
      expect((await post(`/api/contact-messages/${id}/reply`, { reply: '' })).statusCode).toBe(400);
      const res = await post(`/api/contact-messages/${id}/reply`, { reply: 'Yes: shops in Ajmer deliver there; search "Ajmer" on the home page.' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().contact).toMatchObject({ status: 'replied', reply: 'Yes: shops in Ajmer deliver there; search "Ajmer" on the home page.' });
      const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, 'ravi@example.in'));
      expect(mail).toMatchObject({ kind: 'contact-reply', subject: 'A reply from Bazaar to your message' });
      expect(mail!.text).toContain('shops in Ajmer deliver there');
      // An answered message is not closed; another one is, with no mail.
      expect((await post(`/api/contact-messages/${id}/close`)).statusCode).toBe(409);
      const spam = await idOf('spam@example.in');
      expect((await post(`/api/contact-messages/${spam}/close`)).json().contact.status).toBe('closed');
      expect(await t.database.db.select().from(outbox).where(eq(outbox.recipient, 'spam@example.in'))).toHaveLength(0);
      expect((await post('/api/contact-messages/nope/close')).statusCode).toBe(404);
    });
  });
});
