import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderNumber } from '@bazaar/shared';
import { outbox } from '../../db/schema.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, product, shopWithAdmin, type Account } from '../../../test/support/cart-orders.js';
import { closedPort, startSmtp, until, type TestSmtp } from '../../../test/support/smtp.js';
import { smtpTransport } from './smtp.js';

/** Fast enough for tests: look every 50 ms, retry after 50, 100, 200, 200 … ms. */
export const FAST_WORKER = { pollMs: 50, retryBaseMs: 50, retryMaxMs: 200, leaseMs: 5_000, from: 'Bazaar <no-reply@bazaar.test>' };
const APP_URL = 'https://bazaar.test';
const ADDRESS_BITS = ['MG Road', '411001', 'near the temple'];

describe(`mail through the outbox, against a real SMTP server on loopback (${ENGINE})`, () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let shopper: Account;
  let owner: Account;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ mail: { transport: smtp.transport(), appUrl: APP_URL, worker: FAST_WORKER } });
    a = api(t);
    shopper = await t.account('user', { name: 'Asha Rao' });
    owner = await t.account('superadmin', { name: 'Platform Owner' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const to = (email: string) => smtp.received.filter((m) => m.to.includes(email));
  /** Waits for the outbox to be empty of work, then a little more: anything sent twice would show by then. */
  const settled = async () => {
    await until(
      async () => {
        const rows = await t.database.db.select({ status: outbox.status }).from(outbox);
        return rows.every((r) => r.status === 'sent');
      },
      15_000,
      'every message sent',
    );
    await new Promise((r) => setTimeout(r, 200));
  };

  it('an order across two shops: one message to the shopper listing both, one to each shop, nothing twice', async () => {
    const A = await shopWithAdmin(t);
    const B = await shopWithAdmin(t);
    const pa = await product(t, A.shop.id, { name: 'Basmati Rice 5 kg', price: 12_345.5, quantity: 10 });
    const pb = await product(t, B.shop.id, { name: 'Cotton Kurta', price: 799, quantity: 10 });
    await a.add(shopper, pa.id, 2);
    await a.add(shopper, pb.id, 1);
    const res = await a.order(shopper);
    expect(res.statusCode, res.body).toBe(201);
    const orders = res.json().orders as Array<{ _id: string; shop: { _id: string } }>;
    const numA = orderNumber(orders.find((o) => o.shop._id === A.shop.id)!._id);
    const numB = orderNumber(orders.find((o) => o.shop._id === B.shop.id)!._id);
    await settled();

    const mine = to(shopper.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toBe('Your 2 orders are placed');
    for (const part of [mine[0]!.text, mine[0]!.html]) {
      expect(part).toContain(numA);
      expect(part).toContain(numB);
      expect(part).toContain('Basmati Rice 5 kg × 2');
      expect(part).toContain('₹24,691.00'); // Indian grouping, two decimals
      expect(part).toContain(`${APP_URL}/my-orders`);
    }
    expect(mine[0]!.html).toMatch(/<meta name="viewport" content="width=device-width/);
    expect(mine[0]!.html).toContain('max-width:560px');

    const shopA = to(A.admin.email);
    expect(shopA).toHaveLength(1);
    expect(shopA[0]!.subject).toMatch(new RegExp(`^New order ${numA}: ₹24,7\\d\\d\\.\\d\\d$`));
    expect(shopA[0]!.text).toContain('Asha Rao placed order');
    expect(shopA[0]!.text).not.toContain('Cotton Kurta');
    for (const bit of ADDRESS_BITS) expect(shopA[0]!.text + shopA[0]!.html).not.toContain(bit);
    expect(to(B.admin.email)).toHaveLength(1);
  });

  it('confirmed, delivered (with the invoice PDF attached), refused; cancelled by the shopper tells the shop', async () => {
    const { shop, admin } = await shopWithAdmin(t);
    const p = await product(t, shop.id, { name: 'Steel Tiffin', price: 450, quantity: 50 });
    const place = async () => {
      await a.add(shopper, p.id, 1);
      const res = await a.order(shopper);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().orders[0]._id as string;
    };
    const delivered = await place();
    expect((await a.setStatus(admin, delivered, 'Confirmed')).statusCode).toBe(200);
    expect((await a.setStatus(admin, delivered, 'Delivered')).statusCode).toBe(200);
    const refused = await place();
    expect((await a.setStatus(admin, refused, 'Confirmed')).statusCode).toBe(200);
    expect((await a.call('PATCH', `/api/admin/orders/${refused}/status`, admin, { status: 'Refused', reason: 'refused_at_door' })).statusCode).toBe(200);
    const cancelled = await place();
    expect((await a.cancel(shopper, cancelled)).statusCode).toBe(200);
    await settled();

    const subjects = (email: string) => to(email).map((m) => m.subject);
    const [d, r, c] = [orderNumber(delivered), orderNumber(refused), orderNumber(cancelled)];
    expect(subjects(shopper.email)).toEqual(
      expect.arrayContaining([
        `Order ${d} confirmed by ${shop.name}`,
        `Order ${d} delivered`,
        `Order ${r} confirmed by ${shop.name}`,
        `Order ${r} came back to the shop`,
        `Order ${c} cancelled`,
      ]),
    );
    for (const n of [d, r, c]) expect(subjects(shopper.email).filter((s) => s.includes(n) && /placed/.test(s))).toHaveLength(1);
    const deliveredMail = to(shopper.email).find((m) => m.subject === `Order ${d} delivered`)!;
    expect(deliveredMail.attachments).toHaveLength(1);
    expect(deliveredMail.attachments[0]!.filename).toBe(`Invoice_${delivered}.pdf`);
    expect(deliveredMail.attachments[0]!.contentType).toBe('application/pdf');
    expect(deliveredMail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(deliveredMail.text).toMatch(/The invoice \S+ is attached as a PDF/);
    expect(to(shopper.email).find((m) => m.subject === `Order ${r} came back to the shop`)!.text).toContain('refused at the door');

    // The shop: a new-order message per order and the shopper's cancellation; nothing for its own changes.
    expect(subjects(admin.email).filter((s) => s.startsWith('New order'))).toHaveLength(3);
    expect(subjects(admin.email)).toContain(`Order ${c} cancelled by the shopper`);
    expect(to(admin.email)).toHaveLength(4);
  });

  it('a contact message and a shop registration request reach the platform owner; no PAN in the mail', async () => {
    const contact = await a.call('POST', '/api/contact-form', null, {
      name: 'Ravi',
      email: 'ravi@example.in',
      phone: '9876543210',
      yourmessage: 'Do you deliver to Nashik?',
    });
    expect(contact.statusCode).toBe(201);
    const req = await a.call('POST', '/shop/ragister/shopform', null, {
      name: 'Ravi Stores',
      email: 'ravi@example.in',
      phone: '9876543210',
      pan: 'ABCDE1234F',
      address: '4 Main Road, Nashik',
      categoryofshop: 'Grocery',
    });
    expect(req.statusCode).toBe(201);
    await settled();
    const mine = to(owner.email);
    const c = mine.filter((m) => m.subject === 'Contact message from Ravi');
    expect(c).toHaveLength(1);
    expect(c[0]!.text).toContain('Do you deliver to Nashik?');
    expect(c[0]!.text).toContain(`${APP_URL}/contact-query`);
    const s = mine.filter((m) => m.subject === 'Shop registration request: Ravi Stores');
    expect(s).toHaveLength(1);
    expect(s[0]!.text + s[0]!.html + s[0]!.raw).not.toContain('ABCDE1234F');
  });

  it('no message carries a password, a session cookie or a password hash', async () => {
    await a.call('POST', '/api/auth/change-password', shopper, { currentPassword: shopper.password, newPassword: 'a-brand-new-pass' });
    await settled();
    const notice = to(shopper.email).filter((m) => m.subject === 'Your Bazaar password was changed');
    expect(notice).toHaveLength(1);
    for (const m of smtp.received) {
      const all = m.raw + m.text + m.html;
      expect(all).not.toContain('a-brand-new-pass');
      expect(all).not.toContain(shopper.password);
      expect(all).not.toMatch(/bazaar_sid|\$argon2/);
    }
  });
});

describe(`an SMTP outage delays mail but loses none (${ENGINE})`, () => {
  it('server down → tries rise with back-off, the request never fails → server up → delivered once', async () => {
    const port = await closedPort();
    const t = await createTestApp({ mail: { transport: smtpTransport(`smtp://127.0.0.1:${port}`), appUrl: APP_URL, worker: FAST_WORKER } });
    let smtp: TestSmtp | undefined;
    try {
      await t.account('superadmin');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact-form',
        payload: { name: 'Outage', email: 'outage@example.in', phone: '9876543210', yourmessage: 'Is anyone there?' },
      });
      expect(res.statusCode).toBe(201);
      const row = async () => (await t.database.db.select().from(outbox).where(eq(outbox.kind, 'contact-message')))[0]!;
      await until(async () => (await row()).attempts >= 3, 15_000, 'three failed tries');
      const failing = await row();
      expect(failing.status).toMatch(/pending|sending/);
      expect(failing.lastError).toBeTruthy();
      expect(failing.sentAt).toBeNull();

      smtp = await startSmtp(port);
      await until(async () => (await row()).status === 'sent', 15_000, 'the message sent');
      await new Promise((r) => setTimeout(r, 300));
      expect(smtp.received.filter((m) => m.subject === 'Contact message from Outage')).toHaveLength(1);
    } finally {
      await t.close();
      await smtp?.stop();
    }
  });
});
