import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, paymentClaims } from '../../db/schema.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, product, shopWithAdmin, type Account } from '../../../test/support/cart-orders.js';

const PUNE = { name: 'Asha Rao', phone: '9876543210', line1: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };

/** Issue 22 #7 (public claims and contacts come from settings) and #8 (paying Bazaar: payee, UPI QR, reports). */
describe(`platform details and payments to Bazaar (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let boss: Account;
  let now = new Date('2026-11-23T06:30:00Z');

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    a = api(t);
    boss = await t.account('superadmin');
  });
  afterAll(() => t.close());

  describe('public details', () => {
    it('show nothing the platform owner has not filled in: no placeholder phone, address or social link', async () => {
      const res = await a.call('GET', '/api/platform/profile');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ supportEmail: null, supportPhone: null, supportAddress: null, supportHours: '24x7', social: [] });
      expect(res.headers['cache-control']).toBe('no-cache');
    });

    it('show what the platform owner saved; an empty value removes it again; every version is kept', async () => {
      const saved = await a.call('PATCH', '/api/superadmin/platform-profile', boss, {
        supportEmail: 'Help@Bazaar.example',
        supportPhone: '+91 141 400 1234',
        supportAddress: '12 MI Road, Jaipur 302001',
        instagramUrl: 'https://www.instagram.com/bazaar.shops',
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().profile.profile.supportEmail).toBe('help@bazaar.example');
      let pub = (await a.call('GET', '/api/platform/profile')).json();
      expect(pub).toEqual({
        supportEmail: 'help@bazaar.example',
        supportPhone: '+91 141 400 1234',
        supportAddress: '12 MI Road, Jaipur 302001',
        supportHours: '24x7',
        social: [{ label: 'Instagram', url: 'https://www.instagram.com/bazaar.shops' }],
      });
      expect((await a.call('PATCH', '/api/superadmin/platform-profile', boss, { supportAddress: '' })).statusCode).toBe(200);
      pub = (await a.call('GET', '/api/platform/profile')).json();
      expect(pub.supportAddress).toBeNull();
      const view = (await a.call('GET', '/api/superadmin/platform-profile', boss)).json();
      expect(view.version).toBe(2);
      // Versions are dated data: the trigger refuses to change one.
      const refused = await t.database.db.execute(sql`update platform_profile set changed = '[]'::jsonb`).then(
        () => null,
        (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
      );
      expect(refused).toMatch(/never changed or deleted/);
      expect((await a.call('GET', '/api/superadmin/platform-profile', boss)).json().version).toBe(2);
    });

    it('a repeated save writes no version', async () => {
      const before = (await a.call('GET', '/api/superadmin/platform-profile', boss)).json().version;
      const res = await a.call('PATCH', '/api/superadmin/platform-profile', boss, { supportEmail: 'help@bazaar.example' });
      expect(res.json().message).toBe('Nothing changed');
      expect((await a.call('GET', '/api/superadmin/platform-profile', boss)).json().version).toBe(before);
    });

    it.each([
      [{ facebookUrl: 'https://www.facebook.com/' }, 'Facebook page must be the https:// address of Bazaar'],
      [{ facebookUrl: 'https://evil.example/bazaar' }, 'Facebook page must be'],
      [{ youtubeUrl: 'javascript:alert(1)' }, 'YouTube channel must be'],
      [{ upiId: 'not a upi id' }, 'UPI ID must look like'],
      [{ bankIfsc: 'SBIN1234567' }, 'IFSC must be 11 characters'],
      [{ bankAccountNumber: '12ab' }, 'Bank account number must be 9 to 18 digits'],
      [{ supportPhone: 'call us' }, 'Support phone must be a phone number'],
      [{ heroDiscount: '40%' }, 'Unknown field: heroDiscount'],
    ])('refuses %j with a message naming the field', async (body, message) => {
      const res = await a.call('PATCH', '/api/superadmin/platform-profile', boss, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    });
  });

  describe('paying Bazaar', () => {
    let owner: { admin: Account; shop: { id: string; name: string } };

    beforeAll(async () => {
      owner = await shopWithAdmin(t);
      // One delivered order: the shop owes commission.
      const shopper = await t.account('user');
      const p = await product(t, owner.shop.id, { price: 11800, quantity: 10, hsnCode: '1006', gstRateBp: 1800 });
      expect((await a.add(shopper, p.id, 1)).statusCode).toBe(200);
      const placed = await a.call('POST', '/api/orders', shopper, { deliveryAddress: PUNE });
      expect(placed.statusCode, placed.body).toBe(201);
      const orderId = placed.json().orders[0]._id as string;
      for (const s of ['Confirmed', 'Delivered']) expect((await a.setStatus(owner.admin, orderId, s)).statusCode).toBe(200);
    });

    it('without payee details the owner reads no UPI link and no QR code, but still the amount due', async () => {
      await a.call('PATCH', '/api/superadmin/platform-profile', boss, { upiId: '', payeeName: '' });
      const res = await a.call('GET', '/api/admin/payee', owner.admin);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.upiUri).toBeNull();
      expect(body.qrSvg).toBeNull();
      expect(body.bank).toBeNull();
      expect(body.amountDue).toBeGreaterThan(0);
    });

    it('with a UPI ID the owner gets the upi://pay link for the amount due and its QR code', async () => {
      await a.call('PATCH', '/api/superadmin/platform-profile', boss, {
        upiId: 'bazaar@okicici',
        payeeName: 'Bazaar Marketplace Pvt Ltd',
        bankAccountName: 'Bazaar Marketplace Pvt Ltd',
        bankAccountNumber: '123456789012',
        bankIfsc: 'icic0001234',
        bankName: 'ICICI Bank',
      });
      const ledger = (await a.call('GET', '/api/admin/ledger', owner.admin)).json();
      const body = (await a.call('GET', '/api/admin/payee', owner.admin)).json();
      expect(body.amountDue).toBe(ledger.balance);
      const uri = new URL(body.upiUri);
      expect(uri.protocol).toBe('upi:');
      expect(uri.searchParams.get('pa')).toBe('bazaar@okicici');
      expect(uri.searchParams.get('pn')).toBe('Bazaar Marketplace Pvt Ltd');
      expect(uri.searchParams.get('am')).toBe(ledger.balance.toFixed(2));
      expect(uri.searchParams.get('cu')).toBe('INR');
      expect(body.qrSvg).toMatch(/^<svg[^>]*viewBox/);
      expect(body.bank).toEqual({ accountName: 'Bazaar Marketplace Pvt Ltd', accountNumber: '123456789012', ifsc: 'ICIC0001234', bankName: 'ICICI Bank' });
      // Payee details are the shop owners' business, not the public's.
      expect((await a.call('GET', '/api/platform/profile')).body).not.toContain('okicici');
    });

    it('a reported payment waits for the platform owner, and confirming it records it in the ledger once', async () => {
      const before = (await a.call('GET', '/api/admin/ledger', owner.admin)).json().balance as number;
      const reported = await a.call('POST', '/api/admin/payment-claims', owner.admin, {
        amount: 50,
        method: 'UPI',
        reference: 'UTR 4512 9988',
        paidOn: '2026-11-22',
      });
      expect(reported.statusCode, reported.body).toBe(201);
      const claim = reported.json().claim;
      expect(claim).toMatchObject({ status: 'pending', amount: 50, shopId: owner.shop.id, paidOn: '2026-11-22' });
      // Nothing is in the ledger until the platform owner confirms it.
      expect((await a.call('GET', '/api/admin/ledger', owner.admin)).json().balance).toBe(before);
      const pending = (await a.call('GET', '/api/superadmin/payment-claims', boss)).json().claims as Array<{ _id: string }>;
      expect(pending.map((c) => c._id)).toContain(claim._id);

      // Two confirmations at once (a double click, two platform owners): one records the payment, the other is told.
      const [x, y] = await Promise.all([
        a.call('POST', `/api/superadmin/payment-claims/${claim._id}/confirm`, boss),
        a.call('POST', `/api/superadmin/payment-claims/${claim._id}/confirm`, boss),
      ]);
      expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
      const loser = x.statusCode === 409 ? x : y;
      expect(loser.json().message).toBe('This payment report was already confirmed');
      const payments = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.shopId, owner.shop.id));
      const recorded = payments.filter((e) => e.kind === 'payment');
      expect(recorded).toHaveLength(1);
      expect(recorded[0]).toMatchObject({ amountPaise: -5000, method: 'UPI', reference: 'UTR 4512 9988' });
      expect((await a.call('GET', '/api/admin/ledger', owner.admin)).json().balance).toBe(Math.round((before - 50) * 100) / 100);
      const mine = (await a.call('GET', '/api/admin/payment-claims', owner.admin)).json().claims;
      expect(mine[0]).toMatchObject({ _id: claim._id, status: 'confirmed', ledgerEntryId: recorded[0]!.id });
      // A decided report cannot be rejected afterwards.
      const late = await a.call('POST', `/api/superadmin/payment-claims/${claim._id}/reject`, boss, { reason: 'changed my mind' });
      expect(late.statusCode).toBe(409);
    });

    it('the same reference cannot be reported twice, but may be again after a rejection', async () => {
      const body = { amount: 20, method: 'Bank transfer', reference: 'NEFT-778', paidOn: '2026-11-20' };
      const first = await a.call('POST', '/api/admin/payment-claims', owner.admin, body);
      expect(first.statusCode).toBe(201);
      const again = await a.call('POST', '/api/admin/payment-claims', owner.admin, { ...body, reference: 'neft-778' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('A payment with reference neft-778 is already reported for your shop');
      const rejected = await a.call('POST', `/api/superadmin/payment-claims/${first.json().claim._id}/reject`, boss, {
        reason: 'No transfer with this reference arrived',
      });
      expect(rejected.statusCode).toBe(200);
      expect(rejected.json().claim).toMatchObject({ status: 'rejected', decisionReason: 'No transfer with this reference arrived', ledgerEntryId: null });
      expect((await a.call('POST', '/api/admin/payment-claims', owner.admin, body)).statusCode).toBe(201);
    });

    it.each([
      [{ amount: 0, method: 'UPI', reference: 'UTR-1', paidOn: '2026-11-20' }, 'amount must be more than 0'],
      [{ amount: 1.005, method: 'UPI', reference: 'UTR-1', paidOn: '2026-11-20' }, 'amount must have at most 2 decimals'],
      [{ amount: 10, method: 'Cash', reference: 'UTR-1', paidOn: '2026-11-20' }, 'method must be one of: UPI, Bank transfer, Cheque'],
      [{ amount: 10, method: 'UPI', reference: 'x', paidOn: '2026-11-20' }, 'reference must be the UPI or bank transaction reference'],
      [{ amount: 10, method: 'UPI', reference: 'UTR-1', paidOn: '0001-01-01' }, 'paidOn must be on or after 2020-01-01'],
      [{ amount: 10, method: 'UPI', reference: 'UTR-1', paidOn: '2026-02-30' }, 'paidOn must be a real date'],
      [{ amount: 10, method: 'UPI', reference: 'UTR-1', paidOn: '2026-11-24' }, 'paidOn cannot be in the future'],
    ])('refuses a bad report %j with a message, writing nothing', async (body, message) => {
      const count = async () => (await t.database.db.select().from(paymentClaims)).length;
      const n = await count();
      const res = await a.call('POST', '/api/admin/payment-claims', owner.admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
      expect(await count()).toBe(n);
    });

    it('an unknown or malformed report id is a 404', async () => {
      expect((await a.call('POST', '/api/superadmin/payment-claims/nope/confirm', boss)).statusCode).toBe(404);
      expect((await a.call('POST', '/api/superadmin/payment-claims/0190b6d0-0000-7000-8000-000000000000/reject', boss, { reason: 'unknown' })).statusCode).toBe(
        404,
      );
    });

    it('an owner without a shop is told so', async () => {
      const shopless = await t.account('admin');
      expect((await a.call('GET', '/api/admin/payee', shopless)).statusCode).toBe(404);
      expect(
        (await a.call('POST', '/api/admin/payment-claims', shopless, { amount: 1, method: 'UPI', reference: 'UTR-9', paidOn: '2026-11-20' })).statusCode,
      ).toBe(404);
    });

    it('the clock moves: a report dated today is accepted', async () => {
      now = new Date('2026-11-24T06:30:00Z');
      const res = await a.call('POST', '/api/admin/payment-claims', owner.admin, { amount: 10, method: 'UPI', reference: 'UTR-today', paidOn: '2026-11-24' });
      expect(res.statusCode, res.body).toBe(201);
    });
  });
});
