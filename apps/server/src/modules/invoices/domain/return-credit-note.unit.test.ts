import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GST_RATE_SLABS, gstinCheckChar } from '@bazaar/shared';
import { buildInvoiceSnapshot, GstDocumentError, type InvoiceSnapshot } from './invoice.js';
import { buildReturnCreditNoteSnapshot, type ReturnedLine } from './return-credit-note.js';
import { splitInclusive, taxHeads } from './tax.js';

const GSTIN_MH = '27AAPFU0939F1Z' + gstinCheckChar('27AAPFU0939F1Z');
const ALL_RATES = [...new Set(GST_RATE_SLABS.flatMap((s) => s.rates))];
const HEADS = ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'totalPaise'] as const;

function invoiceOf(
  lines: Array<{ price: number; quantity: number; rate: number }>,
  buyerState: string,
  registration: 'regular' | 'composition',
): InvoiceSnapshot {
  return buildInvoiceSnapshot({
    orderId: '0190d6f2-0000-7000-8000-000000000001',
    number: 'SKS/2026-27/000001',
    issuedAt: new Date('2026-11-02T06:00:00Z'),
    seller: { name: 'Sharma Kirana Store', address: '5 FC Road, Pune 411004', registration, gstin: GSTIN_MH },
    buyer: { name: 'Asha', address: 'Somewhere', stateCode: buyerState },
    lines: lines.map((l, i) => ({ description: `Item ${i}`, hsnCode: '0401', quantity: l.quantity, unit: 'pcs', unitPricePaise: l.price, gstRate: l.rate })),
    deliveryChargePaise: 6000,
    codFeePaise: 1500,
  });
}

/** Issues notes for the requests in turn, each clamped to what is left of its lines; returns the notes. */
function issueAll(inv: InvoiceSnapshot, requests: Array<Array<{ line: number; share: number }>>): InvoiceSnapshot[] {
  const left = inv.lines.map((l) => (l.kind === 'goods' ? l.quantity : 0));
  const earlier: ReturnedLine[] = [];
  const notes: InvoiceSnapshot[] = [];
  for (const req of requests) {
    const returned: ReturnedLine[] = [];
    for (const { line, share } of req) {
      const i = line % inv.lines.length;
      const q = Math.min(left[i]!, Math.max(1, Math.ceil(share * left[i]!)));
      if (q === 0 || returned.some((r) => r.invoiceLine === i)) continue;
      left[i]! -= q;
      returned.push({ invoiceLine: i, quantity: q });
    }
    if (!returned.length) continue;
    notes.push(
      buildReturnCreditNoteSnapshot({
        invoice: inv,
        number: `SKS/2026-27/C0000${notes.length + 1}`,
        issuedAt: new Date('2026-11-20T06:00:00Z'),
        reason: 'Goods returned',
        returned,
        earlier,
      }),
    );
    earlier.push(...returned);
  }
  return notes;
}

describe('buildReturnCreditNoteSnapshot', () => {
  it('credits random partial returns: never beyond the invoice, exactly it when all is back, each note at the invoice rates', () => {
    fc.assert(
      fc.property(
        fc.array(
          // Three paise a unit or more: see the next test for why a cheaper unit cannot keep every head monotone.
          fc.record({ price: fc.integer({ min: 3, max: 10_000_000 }), quantity: fc.integer({ min: 1, max: 25 }), rate: fc.constantFrom(...ALL_RATES) }),
          {
            minLength: 1,
            maxLength: 5,
          },
        ),
        fc.constantFrom('27', '29'),
        fc.constantFrom('regular' as const, 'composition' as const),
        fc.array(fc.array(fc.record({ line: fc.nat(), share: fc.double({ min: 0, max: 1, noNaN: true }) }), { minLength: 1, maxLength: 4 }), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.boolean(),
        (lines, buyerState, registration, requests, returnAll) => {
          const inv = invoiceOf(lines, buyerState, registration);
          const goods = inv.lines.map((l, i) => ({ l, i })).filter((x) => x.l.kind === 'goods');
          const all = returnAll ? [...requests, goods.map((g) => ({ line: g.i, share: 1 }))] : requests;
          const notes = issueAll(inv, all);
          for (const n of notes) {
            expect(n.kind).toBe('credit-note');
            expect(n.original).toEqual({ kind: inv.kind, number: inv.number, date: inv.date });
            for (const l of n.lines) {
              const src = inv.lines[l.sourceLine!]!;
              expect(l.kind).toBe('goods');
              expect(l.totalPaise).toBe(src.unitPricePaise * l.quantity);
              // The invoice's rate applied to this line alone; the cumulative split differs by at most a paisa per half.
              const own =
                inv.taxColumns === 'none'
                  ? { cgstPaise: 0, sgstPaise: 0, igstPaise: 0 }
                  : taxHeads(splitInclusive(l.totalPaise, src.gstRate!).taxPaise, inv.supplyType);
              expect(Math.abs(l.cgstPaise - own.cgstPaise)).toBeLessThanOrEqual(1);
              expect(Math.abs(l.sgstPaise - own.sgstPaise)).toBeLessThanOrEqual(1);
              expect(Math.abs(l.igstPaise - own.igstPaise)).toBeLessThanOrEqual(2);
              expect(l.cgstPaise).toBe(l.sgstPaise);
              expect(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(l.totalPaise);
              for (const h of HEADS) expect(l[h]).toBeGreaterThanOrEqual(0);
            }
          }
          for (const g of goods) {
            const credited = notes.flatMap((n) => n.lines).filter((l) => l.sourceLine === g.i);
            const q = credited.reduce((s, l) => s + l.quantity, 0);
            expect(q).toBeLessThanOrEqual(g.l.quantity);
            for (const h of HEADS) {
              const sum = credited.reduce((s, l) => s + l[h], 0);
              expect(sum).toBeLessThanOrEqual(g.l[h]);
              if (q === g.l.quantity) expect(sum).toBe(g.l[h]);
            }
          }
          const total = notes.reduce((s, n) => s + n.totals.totalPaise, 0);
          expect(total).toBeLessThanOrEqual(inv.totals.totalPaise);
        },
      ),
      { numRuns: 300 },
    );
  }, 30_000); // 300 runs: under a second idle, several on a loaded 2-core machine

  it('a unit under three paise still comes back exactly once all is back, though one note may move a paisa between heads', () => {
    // 4 × 1 paisa at 40 %: the invoice line is 2 taxable + 2 tax. One-paisa notes cannot carry an even tax, so the
    // first three credit 1 taxable each and the last one 2 tax and -1 taxable; every note's total is still its price.
    const inv = invoiceOf([{ price: 1, quantity: 4, rate: 40 }], '27', 'regular');
    const notes = issueAll(inv, [[{ line: 0, share: 0 }], [{ line: 0, share: 0 }], [{ line: 0, share: 0 }], [{ line: 0, share: 0 }]]);
    expect(notes.map((n) => [n.lines[0]!.taxablePaise, n.lines[0]!.cgstPaise, n.lines[0]!.totalPaise])).toEqual([
      [1, 0, 1],
      [1, 0, 1],
      [1, 0, 1],
      [-1, 1, 1],
    ]);
    for (const h of HEADS) expect(notes.reduce((s, n) => s + n.lines[0]![h], 0)).toBe(inv.lines[0]![h]);
  });

  it('refuses more units than were invoiced, and the delivery line', () => {
    const inv = invoiceOf([{ price: 10_000, quantity: 2, rate: 5 }], '27', 'regular');
    const at = new Date('2026-11-20T06:00:00Z');
    const base = { invoice: inv, number: 'X/C00001', issuedAt: at, reason: 'Goods returned' };
    expect(() => buildReturnCreditNoteSnapshot({ ...base, returned: [{ invoiceLine: 0, quantity: 2 }], earlier: [{ invoiceLine: 0, quantity: 1 }] })).toThrow(
      GstDocumentError,
    );
    expect(() => buildReturnCreditNoteSnapshot({ ...base, returned: [{ invoiceLine: 1, quantity: 1 }], earlier: [] })).toThrow(/not a line of goods/);
  });
});
