import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InvoiceSnapshot } from '../../invoices/domain/invoice.js';
import { applyBasisPoints } from '../../ledger/domain/ledger-maths.js';
import { tdsOn } from '../../ledger/domain/withholding.js';
import { buildTdsReport, tdsOfReturnNotes, type TdsDeliveryInput, type TdsReturnNoteInput } from './platform-reports.js';

/** The TDS report nets the returns' credit notes of its month, as the ledger reverses them (issue 26 #4; decision 092). */

const doc = (kind: 'tax-invoice' | 'credit-note', date: string, taxablePaise: number): InvoiceSnapshot =>
  ({ kind, date, taxColumns: 'cgst-sgst', totals: { taxablePaise, totalPaise: taxablePaise } }) as unknown as InvoiceSnapshot;

const shop = { shopId: 's1', shopName: 'Sharma Kirana', pan: 'AAPFU0939F', hasPan: true };
const deliveredAt = new Date('2026-10-20T06:00:00Z');

function delivery(goodsPaise: number): TdsDeliveryInput {
  return { ...shop, orderId: 'o1', deliveredAt, invoice: doc('tax-invoice', '2026-10-18', goodsPaise), orderTotalPaise: goodsPaise };
}
const note = (seq: number, date: string, basePaise: number): TdsReturnNoteInput => ({
  ...shop,
  orderId: 'o1',
  deliveredAt,
  seq,
  note: doc('credit-note', date, basePaise),
});

describe('TDS of return credit notes', () => {
  it('reverses cumulatively, like the ledger: the notes of a whole line add up to its TDS, never more, each at least 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000_000 }), fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 6 }), (total, weights) => {
        // Split `total` into parts by the weights (the last part takes the rest), in series order.
        const sum = weights.reduce((s, w) => s + w, 0);
        let left = total;
        const parts = weights.map((w, i) => {
          const p = i === weights.length - 1 ? left : Math.min(left, Math.floor((total * w) / sum));
          left -= p;
          return p;
        });
        const notes = parts.map((p, i) => note(i + 1, '2026-11-05', p)).reverse(); // given in any order
        const out = tdsOfReturnNotes(notes);
        const whole = tdsOn(total, deliveredAt, { hasPan: true }).tdsPaise;
        expect(out.reduce((s, n) => s + n.tdsPaise, 0)).toBe(whole);
        expect(out.every((n) => n.tdsPaise >= 0)).toBe(true);
        // Each note's reversal is what the ledger posts: the rate in basis points on the cumulative base.
        const bp = Math.round(out[0]!.ratePercent * 100);
        let before = 0;
        for (const n of [...out].sort((x, y) => x.seq - y.seq)) {
          expect(n.tdsPaise).toBe(applyBasisPoints(before + n.basePaise, bp) - applyBasisPoints(before, bp));
          before += n.basePaise;
        }
      }),
      { numRuns: 300 },
    );
  });

  it('nets a month’s notes in that month only; over the months the report sums to the TDS left on what was kept', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 20_000_000 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (goods, a, b) => {
        const first = Math.floor((goods * a) / 200); // returned in November
        const second = Math.floor((goods * b) / 200); // returned in December
        const notes = [note(1, '2026-11-02', first), note(2, '2026-12-10', second)].filter((n) => n.note.totals.taxablePaise > 0);
        const oct = buildTdsReport([delivery(goods)], '2026-10', notes);
        const nov = buildTdsReport([delivery(goods)], '2026-11', notes);
        const dec = buildTdsReport([delivery(goods)], '2026-12', notes);
        expect(oct.totals).toMatchObject({ orderCount: 1, grossPaise: goods, creditNoteCount: 0, returnedPaise: 0 });
        expect(nov.totals).toMatchObject({ orderCount: 0, grossPaise: 0, returnedPaise: first, netPaise: -first || 0 });
        expect(dec.totals.returnedPaise).toBe(second);
        const total = oct.totals.tdsPaise + nov.totals.tdsPaise + dec.totals.tdsPaise;
        const kept = tdsOn(goods, deliveredAt, { hasPan: true }).tdsPaise - tdsOn(first + second, deliveredAt, { hasPan: true }).tdsPaise;
        expect(total).toBe(kept);
        expect(nov.totals.tdsPaise).toBeLessThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });

  it('lists a shop with only returns in the month on its own row, at the delivery’s rate', () => {
    const r = buildTdsReport([], '2026-11', [note(1, '2026-11-02', 100_000)]);
    expect(r.rows).toEqual([
      {
        shopId: 's1',
        shopName: 'Sharma Kirana',
        pan: 'AAPFU0939F',
        panValid: true,
        rates: [0.1],
        orderCount: 0,
        grossPaise: 0,
        creditNoteCount: 1,
        returnedPaise: 100_000,
        netPaise: -100_000,
        tdsPaise: -100,
      },
    ]);
  });
});
