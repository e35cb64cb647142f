import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CASH_CEILINGS, cashCeilingOn, DEFAULT_PLATFORM_SETTINGS, isCashAllowed } from '@bazaar/shared';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import type { Account } from '../../../test/support/cart-orders.js';
import { getPlatformSettings } from './settings.service.js';

describe(`platform settings (${ENGINE})`, () => {
  let t: TestApp;
  let superadmin: Account;
  let other: Account;
  const patch = (body: unknown, who: Account = superadmin) =>
    t.app.inject({ method: 'PATCH', url: '/api/superadmin/settings', headers: { cookie: who.cookie }, payload: body as object });
  const view = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/superadmin/settings', headers: { cookie: superadmin.cookie } });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp();
    superadmin = await t.account('superadmin', { name: 'Priya Platform' });
    other = await t.account('superadmin', { name: 'Ravi Second' });
  }, 60_000);
  afterAll(() => t.close());

  it('a platform that never changed them runs with the defaults: ₹50,000 cap, no fee, 5 %, 15 days, ₹1,000, TCS on', async () => {
    expect(await getPlatformSettings(t.database.db)).toEqual(DEFAULT_PLATFORM_SETTINGS);
    const v = await view();
    expect(v).toMatchObject({
      codMaxOrderValue: 50000,
      codFee: 0,
      commissionRate: 5,
      duesGraceDays: 15,
      duesBlockThreshold: 1000,
      tcsOnCod: true,
      version: 0,
      effectiveFrom: null,
      history: [],
      cashCeiling: { amount: 200000, law: 'Income-tax Act s.269ST', from: '2017-04-01' },
    });
  });

  it('a partial change keeps the other values, appends a version with who and when, and is read back at once', async () => {
    const res = await patch({ codFee: 25, commissionRate: 7.5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatch(/codFee, commissionRate/);
    expect(res.json().settings).toMatchObject({ codFee: 25, commissionRate: 7.5, codMaxOrderValue: 50000, version: 1 });
    expect(await getPlatformSettings(t.database.db)).toEqual({ ...DEFAULT_PLATFORM_SETTINGS, codFeePaise: 2500, commissionRateBp: 750 });

    expect((await patch({ codMaxOrderValue: 20000.5, tcsOnCod: false, duesGraceDays: 30, duesBlockThreshold: 0 }, other)).statusCode).toBe(200);
    const v = await view();
    expect(v).toMatchObject({ codMaxOrderValue: 20000.5, codFee: 25, tcsOnCod: false, duesGraceDays: 30, duesBlockThreshold: 0, version: 2 });
    expect(v.history).toHaveLength(2);
    expect(v.history[0]).toMatchObject({ version: 2, changedBy: { _id: other.id, name: 'Ravi Second' } });
    expect(v.history[0].changed.sort()).toEqual(['codMaxOrderValue', 'duesBlockThreshold', 'duesGraceDays', 'tcsOnCod']);
    expect(v.history[1]).toMatchObject({ version: 1, changedBy: { name: 'Priya Platform' }, changed: ['codFee', 'commissionRate'] });
    expect(v.history[1].settings).toMatchObject({ codFee: 25, codMaxOrderValue: 50000, tcsOnCod: true });
    expect(Date.parse(v.history[0].effectiveFrom)).toBeGreaterThanOrEqual(Date.parse(v.history[1].effectiveFrom));
  });

  it('sending the values in force writes no version', async () => {
    const before = (await view()).version;
    const res = await patch({ codFee: 25 });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/Nothing changed/);
    expect((await view()).version).toBe(before);
  });

  it('history rows are never updated or deleted (the database refuses both)', async () => {
    await expect(t.database.db.execute(sql`update platform_settings set cod_fee_paise = 0`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from platform_settings`)).rejects.toThrow();
    expect((await view()).history).toHaveLength(2);
  });

  it('two changes at once both land: neither field is lost, versions stay consecutive', async () => {
    const start = (await view()).version;
    const results = await Promise.all([patch({ duesGraceDays: 20 }), patch({ commissionRate: 9 }, other), patch({ codFee: 40 })]);
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const v = await view();
    expect(v).toMatchObject({ duesGraceDays: 20, commissionRate: 9, codFee: 40, version: start + 3 });
    expect(v.history.map((h: { version: number }) => h.version).slice(0, 4)).toEqual([start + 3, start + 2, start + 1, start]);
  });

  describe('a bad value is a 400 naming it, and nothing is written', () => {
    const cases: Array<[string, unknown, RegExp]> = [
      [
        'the cap at the s.269ST ceiling',
        { codMaxOrderValue: 200000 },
        /codMaxOrderValue must be less than ₹2,00,000: the Income-tax Act s\.269ST does not allow cash/,
      ],
      ['the cap above the ceiling', { codMaxOrderValue: 500000 }, /codMaxOrderValue.*s\.269ST/],
      ['a zero cap', { codMaxOrderValue: 0 }, /codMaxOrderValue must be more than 0/],
      ['a cap with three decimals', { codMaxOrderValue: 100.005 }, /codMaxOrderValue can have at most 2 decimals/],
      ['a cap as text', { codMaxOrderValue: '50000' }, /codMaxOrderValue must be a number \(rupees\)/],
      ['a negative fee', { codFee: -1 }, /codFee must be 0 or more/],
      ['a fee over ₹10,000', { codFee: 10000.01 }, /codFee must be at most ₹10,000/],
      ['a commission over 50 %', { commissionRate: 51 }, /commissionRate must be between 0 and 50/],
      ['a negative commission', { commissionRate: -0.5 }, /commissionRate must be between 0 and 50/],
      ['fractional grace days', { duesGraceDays: 1.5 }, /duesGraceDays must be a whole number/],
      ['grace days over a year', { duesGraceDays: 366 }, /duesGraceDays must be between 0 and 365/],
      ['a negative threshold', { duesBlockThreshold: -5 }, /duesBlockThreshold must be 0 or more/],
      ['tcsOnCod as text', { tcsOnCod: 'yes' }, /tcsOnCod must be true or false/],
      ['an unknown setting', { codFees: 10 }, /Unknown setting: codFees/],
      ['an empty body', {}, /Send at least one setting/],
      ['null', { codFee: null }, /codFee must be a number/],
    ];
    for (const [what, body, message] of cases) {
      it(what, async () => {
        const before = await view();
        const res = await patch(body);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toMatch(message);
        expect((await view()).version).toBe(before.version);
      });
    }
    it('a valid field beside an invalid one writes nothing either', async () => {
      const before = await view();
      expect((await patch({ codFee: 5, codMaxOrderValue: 250000 })).statusCode).toBe(400);
      expect((await view()).codFee).toBe(before.codFee);
    });
  });

  it('only the platform owner reads or changes them', async () => {
    const shopper = await t.account('user');
    const admin = await t.account('admin');
    for (const who of [shopper, admin]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/superadmin/settings', headers: { cookie: who.cookie } })).statusCode).toBe(403);
      expect((await patch({ codFee: 1 }, who)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'PATCH', url: '/api/superadmin/settings', payload: { codFee: 1 } })).statusCode).toBe(401);
  });
});

describe('the s.269ST cash ceiling is dated data', () => {
  it('is ₹2,00,000 from 1 Apr 2017 (IST), none before; cash must stay strictly below it', () => {
    expect(CASH_CEILINGS[0]).toMatchObject({ from: '2017-04-01', ceilingPaise: 20_000_000 });
    expect(cashCeilingOn('2017-03-31')).toBeNull();
    expect(cashCeilingOn('2017-04-01')?.ceilingPaise).toBe(20_000_000);
    // 31 Mar 2017 18:30 UTC is 1 Apr 2017 00:00 IST.
    expect(cashCeilingOn(new Date('2017-03-31T18:30:00Z'))?.law).toBe('Income-tax Act s.269ST');
    expect(cashCeilingOn(new Date('2017-03-31T18:29:59Z'))).toBeNull();
    expect(isCashAllowed(19_999_999, '2026-11-23')).toBe(true);
    expect(isCashAllowed(20_000_000, '2026-11-23')).toBe(false);
    expect(isCashAllowed(20_000_000, '2016-01-01')).toBe(true);
  });
});
