import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelMessages, users, whatsappConsents } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, product, shopWithAdmin, type Account } from '../../../test/support/cart-orders.js';

describe(`a person's data export (${ENGINE})`, () => {
  let t: TestApp;
  let shopper: Account;
  let other: Account;
  let orderId: string;

  beforeAll(async () => {
    t = await createTestApp();
    shopper = await t.account('user', { name: 'Asha <b>Rao</b>' });
    other = await t.account('user', { name: 'Someone Else' });
    const { admin, shop } = await shopWithAdmin(t);
    const p = await product(t, shop.id, { name: 'Kaju Katli' });
    const c = api(t);
    await c.add(shopper, p.id, 1);
    const placed = await c.order(shopper);
    expect(placed.statusCode, placed.body).toBe(201);
    orderId = placed.json().orders[0]._id;
    expect((await c.setStatus(admin, orderId, 'Confirmed')).statusCode).toBe(200);
    expect((await c.setStatus(admin, orderId, 'Delivered')).statusCode).toBe(200);
    const review = await c.call('POST', '/api/reviews', shopper, { orderId, stars: 5, text: 'Fresh and tasty' });
    expect(review.statusCode, review.body).toBe(201);
    await c.add(shopper, p.id, 2);
    const addr = await c.call('POST', '/api/addresses', shopper, {
      name: 'Asha Rao',
      phone: '9876543210',
      line1: '12 MG Road',
      city: 'Pune',
      state: '27',
      pincode: '411001',
    });
    expect(addr.statusCode, addr.body).toBe(201);
    expect((await c.call('POST', '/api/grievances', shopper, { subject: 'Late', description: 'It came late', orderId })).statusCode).toBe(201);
    await c.call('POST', '/api/contact-form', null, { name: 'Asha', email: shopper.email, phone: '9876543210', yourmessage: 'Hello from Asha' });
    await c.add(other, p.id, 1);
    await c.order(other);
    // A confirmed mobile with WhatsApp consent, and messages to each person (issue 27's channels).
    await t.database.db.update(users).set({ mobile: '+919876500001' }).where(eq(users.id, shopper.id));
    await t.database.db.insert(whatsappConsents).values({ phone: '+919876500001', optedInAt: new Date('2026-11-01T00:00:00Z'), optedInVia: 'settings' });
    await t.database.db.insert(channelMessages).values([
      { id: newId(), dedupeKey: `x-${newId()}`, channel: 'whatsapp', kind: 'order-status', recipient: '+919876500001', userId: shopper.id, params: [] },
      { id: newId(), dedupeKey: `x-${newId()}`, channel: 'sms', kind: 'order-status', recipient: '+919000000002', userId: other.id, params: [] },
    ]);
  });
  afterAll(() => t.close());

  it('holds every record that names the person, and nobody else’s', async () => {
    const res = await t.app.inject({ url: '/api/account/export', headers: { cookie: shopper.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const e = res.json();
    expect(e.profile).toMatchObject({ _id: shopper.id, email: shopper.email, name: 'Asha <b>Rao</b>', role: 'user' });
    expect(e.addresses.map((a: { line1: string }) => a.line1)).toEqual(['12 MG Road']);
    expect(e.cart.items).toHaveLength(1);
    expect(e.orders.map((o: { _id: string }) => o._id)).toEqual([orderId]);
    expect(e.reviews.map((r: { text: string }) => r.text)).toEqual(['Fresh and tasty']);
    expect(e.grievances.map((g: { subject: string }) => g.subject)).toEqual(['Late']);
    expect(e.contactMessages.map((m: { yourmessage: string }) => m.yourmessage)).toEqual(['Hello from Asha']);
    expect(e.mails.length).toBeGreaterThan(0);
    expect(e.mails.every((m: { recipient: string }) => m.recipient === shopper.email)).toBe(true);
    expect(e.textMessages.map((m: { recipient: string; channel: string }) => [m.channel, m.recipient])).toEqual([['whatsapp', '+919876500001']]);
    expect(e.whatsappConsent).toMatchObject({ phone: '+919876500001', optedInVia: 'settings', optedOutAt: null });
    expect(e.notice).toMatch(/CGST Act s\.36/);
    const text = res.body;
    expect(text).not.toContain(other.email);
    expect(text).not.toContain('Someone Else');
    expect(text).not.toContain('+919000000002');
    expect(text).not.toMatch(/argon2|password_hash|passwordHash/);
  });

  it('reads as a page, with what a person wrote escaped', async () => {
    const res = await t.app.inject({ url: '/api/account/export/view', headers: { cookie: shopper.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('Your data on Bazaar');
    expect(res.body).toContain('Asha &lt;b&gt;Rao&lt;/b&gt;');
    expect(res.body).not.toContain('<b>Rao</b>');
    expect(res.body).toContain('Orders (1)');
  });

  it('needs a login', async () => {
    expect((await t.app.inject({ url: '/api/account/export' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/account/export/view' })).statusCode).toBe(401);
  });
});
