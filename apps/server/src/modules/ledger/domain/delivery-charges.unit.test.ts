import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { istDate } from '@bazaar/shared';
import { buildInvoiceSnapshot } from '../../invoices/domain/invoice.js';
import { applyBasisPoints } from './ledger-maths.js';
import { tdsOn } from './withholding.js';
import { deliveryCharges, overdueFrom, type DeliveredOrderTerms } from './dues.js';

const NOW = new Date('2026-07-01T06:00:00Z');
const PAN = 'AAPFU0939F';

/** A tax invoice of Rs 1,180 goods at 18 % (taxable Rs 1,000) plus a Rs 60 delivery line and a Rs 20 COD fee. */
const invoice = (registration: 'regular' | 'unregistered') =>
  buildInvoiceSnapshot({
    orderId: '0190a9b4-1c2d-7e3f-8a4b-5c6d7e8f9a0b',
    number: 'SHOP/26-27/1',
    issuedAt: NOW,
    seller: { name: 'Shop', address: 'Pune', registration, gstin: registration === 'unregistered' ? null : '27AAPFU0939F1ZV', stateCode: '27' },
    buyer: { name: 'Asha', address: 'x', stateCode: '27' },
    lines: [{ description: 'Tiffin box', hsnCode: '7323', quantity: 1, unit: 'piece', unitPricePaise: 118_000, gstRate: 18 }],
    deliveryChargePaise: 6_000,
    codFeePaise: 2_000,
  });

const terms = (over: Partial<DeliveredOrderTerms> = {}): DeliveredOrderTerms => ({
  subtotalPaise: 118_000,
  commissionRateBp: 500,
  tcsOnCod: true,
  sellerPan: PAN,
  snapshot: invoice('regular'),
  ...over,
});

describe('what a delivered order costs its shop', () => {
  it('commission on the goods taxable value only, GST on the commission, TCS and TDS from the invoice', () => {
    const c = deliveryCharges(terms(), NOW);
    expect(c.map((x) => x.kind)).toEqual(['commission', 'commission_gst', 'tcs', 'tds']);
    expect(c[0]).toEqual({ kind: 'commission', amountPaise: 5_000, basePaise: 100_000, rateBp: 500 });
    expect(c[1]).toEqual({ kind: 'commission_gst', amountPaise: 900, basePaise: 5_000, rateBp: 1800 });
    // TCS and TDS are taken on the whole taxable value of the invoice, delivery and fee included.
    expect(c[2]!.basePaise).toBeGreaterThan(100_000);
    expect(c[3]!.basePaise).toBe(c[2]!.basePaise);
  });

  it('no TCS when the order was placed with tcsOnCod off, nor when the invoice has no GSTIN', () => {
    expect(deliveryCharges(terms({ tcsOnCod: false }), NOW).map((x) => x.kind)).toEqual(['commission', 'commission_gst', 'tds']);
    expect(deliveryCharges(terms({ snapshot: invoice('unregistered') }), NOW).map((x) => x.kind)).toEqual(['commission', 'commission_gst', 'tds']);
  });

  it('an order without an invoice is charged on its subtotal, with no TCS', () => {
    const c = deliveryCharges(terms({ snapshot: null, subtotalPaise: 50_000 }), NOW);
    expect(c.map((x) => x.kind)).toEqual(['commission', 'commission_gst', 'tds']);
    expect(c[0]!.basePaise).toBe(50_000);
    expect(c[2]).toEqual({ kind: 'tds', amountPaise: tdsOn(50_000, NOW, { hasPan: true }).tdsPaise, basePaise: 50_000, rateBp: 10 });
  });

  it('a PAN that is not valid counts as none: TDS at the higher rate', () => {
    const withPan = deliveryCharges(terms({ snapshot: null }), NOW).find((x) => x.kind === 'tds')!;
    const without = deliveryCharges(terms({ snapshot: null, sellerPan: 'not-a-pan' }), NOW).find((x) => x.kind === 'tds')!;
    expect(without.rateBp).toBeGreaterThan(withPan.rateBp);
    expect(without.amountPaise).toBeGreaterThan(withPan.amountPaise);
  });

  it('a zero rate posts a commission of zero and nothing for its GST', () => {
    const c = deliveryCharges(terms({ commissionRateBp: 0, tcsOnCod: false }), NOW);
    expect(c.slice(0, 1)).toEqual([{ kind: 'commission', amountPaise: 0, basePaise: 100_000, rateBp: 0 }]);
    expect(c.map((x) => x.kind)).not.toContain('commission_gst');
  });

  it('for any subtotal and rate: the commission is the rate applied to the base, and no other charge is zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), fc.integer({ min: 0, max: 10_000 }), fc.boolean(), (subtotal, rateBp, validPan) => {
        const c = deliveryCharges(terms({ snapshot: null, subtotalPaise: subtotal, commissionRateBp: rateBp, sellerPan: validPan ? PAN : '' }), NOW);
        expect(c[0]).toEqual({ kind: 'commission', amountPaise: applyBasisPoints(subtotal, rateBp), basePaise: subtotal, rateBp });
        expect(new Set(c.map((x) => x.kind)).size).toBe(c.length);
        for (const x of c.slice(1)) expect(x.amountPaise).not.toBe(0);
      }),
      { numRuns: 300 },
    );
  });
});

describe('when a charge falls due', () => {
  it('at the start (IST) of the day after its posting date plus the grace days', () => {
    // 23:59 IST on 1 July: the posting date is 1 July, so with 7 days it is payable through 8 July.
    const posted = new Date('2026-07-01T18:29:00Z');
    expect(overdueFrom(posted, 7).toISOString()).toBe('2026-07-08T18:30:00.000Z');
    expect(overdueFrom(new Date('2026-07-01T18:30:00Z'), 7).toISOString()).toBe('2026-07-09T18:30:00.000Z');
  });

  it('for any instant and grace: an IST midnight, grace days after the posting date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 365 }),
        (posted, grace) => {
          const due = overdueFrom(posted, grace);
          expect(istDate(due)).not.toBe(istDate(new Date(due.getTime() - 1)));
          const days = (Date.parse(istDate(new Date(due.getTime() - 1))) - Date.parse(istDate(posted))) / 86_400_000;
          expect(days).toBe(grace);
          expect(due.getTime()).toBeGreaterThan(posted.getTime());
        },
      ),
      { numRuns: 300 },
    );
  });
});
