import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../src/db/schema.js';
import { istMonthRange } from '../../src/modules/reports/reports.service.js';
import { createTestApp, ENGINE, type TestApp } from '../support/harness.js';
import { api, shopWithAdmin, type Account } from '../support/cart-orders.js';

/**
 * Issue 21, weak spot: every date and month the API takes is bounded (2000-01-01 to 2100-12-31, months 2000-01 to
 * 2100-12) with a 400 and a message. Before, a payment dated 0001-01-01 was stored (and shown as 2001) and
 * month=0000-01 was read as January 1900.
 */
describe(`dates and months the API takes are bounded (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let boss: Account;
  let owner: Account;
  let shopId: string;

  beforeAll(async () => {
    t = await createTestApp();
    a = api(t);
    boss = await t.account('superadmin');
    const s = await shopWithAdmin(t);
    owner = s.admin;
    shopId = s.shop.id;
  });
  afterAll(() => t.close());

  it('a payment date before 2000-01-01 (or after 2100) is a 400 naming the field; 2000-01-01 is stored as that day', async () => {
    for (const date of ['0001-01-01', '0000-01-01', '1999-12-31', '2101-01-01']) {
      const res = await a.call('POST', `/api/superadmin/shops/${shopId}/payments`, boss, { amount: 10, method: 'UPI', date });
      expect(res.statusCode, date).toBe(400);
      expect(res.json().message, date).toMatch(/date must be between 2000-01-01 and 2100-12-31/);
    }
    expect(await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.shopId, shopId))).toEqual([]);
    const ok = await a.call('POST', `/api/superadmin/shops/${shopId}/payments`, boss, { amount: 10, method: 'UPI', date: '2000-01-01' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().entry.postedAt).toBe('2000-01-01T06:30:00.000Z');
  });

  it('month=0000-01, 1999-12 and 2101-01 are a 400 on every report; 2000-01 and 2100-12 answer', async () => {
    const reports: Array<[string, Account]> = [
      ['/api/admin/reports/gst', owner],
      ['/api/admin/reports/gst/register', owner],
      ['/api/superadmin/reports/tcs', boss],
      ['/api/superadmin/reports/tds', boss],
    ];
    for (const [path, who] of reports) {
      for (const month of ['0000-01', '0099-12', '1999-12', '2101-01']) {
        const res = await a.call('GET', `${path}?month=${month}`, who);
        expect(res.statusCode, `${path} ${month}`).toBe(400);
        expect(res.json().message).toMatch(/month must be between 2000-01 and 2100-12/);
      }
      for (const month of ['2000-01', '2100-12']) expect((await a.call('GET', `${path}?month=${month}`, who)).statusCode, `${path} ${month}`).toBe(200);
    }
  });

  it('order list filters keep their bounds', async () => {
    const shopper = await t.account('user');
    for (const q of ['from=0001-01-01', 'to=2101-01-01'])
      for (const [path, who] of [
        ['/api/orders/mine', shopper],
        ['/api/admin/orders/page', owner],
      ] as const) {
        const res = await a.call('GET', `${path}?${q}`, who);
        expect(res.statusCode, `${path}?${q}`).toBe(400);
        expect(res.json().message).toMatch(/must be a real date between 2000-01-01 and 2100-12-31/);
      }
  });

  it('a month of a year below 100 is never read as 19xx', () => {
    expect(istMonthRange('0001-01').from.getUTCFullYear()).toBe(0);
    expect(istMonthRange('2026-11')).toEqual({ from: new Date('2026-10-31T18:30:00Z'), to: new Date('2026-11-30T18:30:00Z') });
  });
});
