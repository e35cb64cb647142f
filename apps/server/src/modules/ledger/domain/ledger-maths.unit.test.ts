import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyBasisPoints, blockedMessage, COMMISSION_GST_RATES, commissionGstRateOn, isBlocked, overduePaise } from './ledger-maths.js';

describe("the ledger's arithmetic", () => {
  it('charges 18 % GST on the commission from the day GST began, and none before', () => {
    expect(COMMISSION_GST_RATES[0]!.from).toBe('2017-07-01');
    expect(commissionGstRateOn('2017-06-30')).toBe(0);
    expect(commissionGstRateOn('2017-07-01')).toBe(18);
    expect(commissionGstRateOn(new Date('2026-11-27T00:00:00Z'))).toBe(18);
    // The IST day counts: 18:30 UTC on 30 June 2017 is already 1 July in India.
    expect(commissionGstRateOn(new Date('2017-06-30T18:30:00Z'))).toBe(18);
  });

  it('applies basis points to the nearest paisa, half away from zero', () => {
    expect(applyBasisPoints(10_000, 500)).toBe(500); // 5 % of ₹100
    expect(applyBasisPoints(150, 1000)).toBe(15);
    expect(applyBasisPoints(5, 1000)).toBe(1); // 0.5 paisa → 1
    expect(applyBasisPoints(-5, 1000)).toBe(-1); // and -0.5 → -1
    expect(applyBasisPoints(4, 1000)).toBe(0);
    expect(Object.is(applyBasisPoints(-4, 1000), 0)).toBe(true); // never -0
    expect(() => applyBasisPoints(Number.MAX_SAFE_INTEGER, 10_000)).toThrow(RangeError);
  });

  it('property: basis points agree with exact rational rounding and are odd in the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), fc.integer({ min: 0, max: 10_000 }), (paise, bp) => {
        const got = applyBasisPoints(paise, bp);
        const exact = (BigInt(Math.abs(paise)) * BigInt(bp) * 2n + 10_000n) / 20_000n;
        expect(Math.abs(got)).toBe(Number(exact));
        expect(applyBasisPoints(-paise, bp)).toBe(-got + 0);
      }),
    );
  });

  it('counts as overdue only what has fallen due, never below zero; blocks strictly above the threshold', () => {
    const now = new Date('2026-11-27T00:00:00Z');
    const entries = [
      { amountPaise: 500, dueAt: '2026-11-01T00:00:00Z' },
      { amountPaise: 700, dueAt: new Date('2026-11-27T00:00:00Z') }, // due this instant: counts
      { amountPaise: 900, dueAt: '2026-12-01T00:00:00Z' }, // not yet
    ];
    expect(overduePaise(entries, now)).toBe(1200);
    expect(overduePaise([...entries, { amountPaise: -2000, dueAt: '2026-11-02T00:00:00Z' }], now)).toBe(0);
    expect(overduePaise([], now)).toBe(0);
    expect(isBlocked(1000, 1000)).toBe(false);
    expect(isBlocked(1001, 1000)).toBe(true);
    expect(blockedMessage('Asha Stores')).toBe('Asha Stores is not taking orders right now. Remove its items from your cart to order the rest.');
  });
});
