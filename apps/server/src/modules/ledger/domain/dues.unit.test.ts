import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { duesOf, unpaidDues } from './dues.js';

const DAY = 24 * 60 * 60 * 1000;
/** Midnight IST of day `n` after 1 Jan 2026: the instants charges fall due at. */
const dueDay = (n: number) => new Date(Date.parse('2025-12-31T18:30:00Z') + n * DAY);

/** What `selectUnpaidDueGroups` returns for one shop: the positive groups, newest first, until the balance is covered. */
function unpaidGroups(groups: ReadonlyArray<{ dueAt: Date; amountPaise: number }>, balancePaise: number) {
  if (balancePaise <= 0) return [];
  const out: Array<{ dueAt: Date; amountPaise: number }> = [];
  let newerAndThis = 0;
  for (const g of [...groups].filter((x) => x.amountPaise > 0).sort((a, b) => b.dueAt.getTime() - a.dueAt.getTime())) {
    newerAndThis += g.amountPaise;
    if (newerAndThis - g.amountPaise < balancePaise) out.push(g);
  }
  return out;
}

/**
 * Issue 21: dues are read from the kept due groups (newest positive groups covering the balance) instead of every
 * entry. They must equal `duesOf` over every group, the definition (payments settle the oldest dues first).
 */
describe('unpaid dues from the kept groups equal duesOf over every entry', () => {
  it('a payment covering the oldest charge and part of the next', () => {
    const groups = [
      { dueAt: dueDay(1), amountPaise: 10_000 },
      { dueAt: dueDay(2), amountPaise: 5_000 },
      { dueAt: dueDay(3), amountPaise: 2_000 },
      { dueAt: new Date(dueDay(2).getTime() + 3600_000), amountPaise: -12_000 },
    ];
    const now = dueDay(2);
    const dues = unpaidDues(5_000, unpaidGroups(groups, 5_000), now);
    expect(dues).toEqual([
      { dueDate: '2026-01-02', amount: 30, overdue: true },
      { dueDate: '2026-01-03', amount: 20, overdue: false },
    ]);
    expect(dues).toEqual(duesOf(groups, now).dues);
  });

  it('over random charges, payments and reversals', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ day: fc.integer({ min: 0, max: 60 }), amountPaise: fc.integer({ min: -50_000, max: 50_000 }) }), {
          selector: (g) => g.day,
          maxLength: 25,
        }),
        fc.integer({ min: 0, max: 70 }),
        (raw, today) => {
          const groups = raw.map((g) => ({ dueAt: dueDay(g.day), amountPaise: g.amountPaise })).sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
          const balance = groups.reduce((s, g) => s + g.amountPaise, 0);
          const now = dueDay(today);
          expect(unpaidDues(balance, unpaidGroups(groups, balance), now)).toEqual(duesOf(groups, now).dues);
        },
      ),
      { numRuns: 500 },
    );
  });
});
