import { describe, expect, it } from 'vitest';
import { buildCreditNoteSnapshot, buildInvoiceSnapshot } from '../../invoices/domain/invoice.js';
import {
  percentOfPaise,
  rateDateOf,
  TCS_RATES,
  tcsAt,
  tcsBaseOf,
  tcsOfDocument,
  tcsOn,
  tcsRateOn,
  TDS_194O_RATES,
  tdsBaseOf,
  tdsOn,
  tdsRateOn,
} from './withholding.js';

describe('TCS rate table (CGST s.52)', () => {
  it('is 1 % up to 9 Jul 2024 and 0.5 % from 10 Jul 2024', () => {
    expect(tcsRateOn('2018-10-01')).toBe(1);
    expect(tcsRateOn('2024-07-09')).toBe(1);
    expect(tcsRateOn('2024-07-10')).toBe(0.5);
    expect(tcsRateOn('2024-07-11')).toBe(0.5);
    expect(tcsRateOn('2026-11-23')).toBe(0.5);
  });

  it('is nothing before s.52 came into force', () => {
    expect(tcsRateOn('2018-09-30')).toBe(0);
  });

  it('reads an instant as the IST date (the change happens at IST midnight)', () => {
    // 9 Jul 2024 18:29:59 UTC = 9 Jul 23:59:59 IST; 18:30 UTC = 10 Jul 00:00 IST.
    expect(tcsRateOn(new Date('2024-07-09T18:29:59Z'))).toBe(1);
    expect(tcsRateOn(new Date('2024-07-09T18:30:00Z'))).toBe(0.5);
  });

  it('has rows that touch without gaps or overlaps', () => {
    for (let i = 1; i < TCS_RATES.length; i++) {
      const prevTo = TCS_RATES[i - 1]!.to!;
      const next = new Date(`${prevTo}T00:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      expect(next.toISOString().slice(0, 10)).toBe(TCS_RATES[i]!.from);
    }
    expect(TCS_RATES.at(-1)!.to).toBeNull();
  });
});

describe('TDS rate table (Income-tax s.194-O, s.206AA)', () => {
  it('is 1 % up to 30 Sep 2024 and 0.1 % from 1 Oct 2024 with a PAN', () => {
    expect(tdsRateOn('2020-10-01', { hasPan: true })).toBe(1);
    expect(tdsRateOn('2024-09-30', { hasPan: true })).toBe(1);
    expect(tdsRateOn('2024-10-01', { hasPan: true })).toBe(0.1);
    expect(tdsRateOn('2024-10-02', { hasPan: true })).toBe(0.1);
  });

  it('is 5 % without a valid PAN, either side of the change', () => {
    expect(tdsRateOn('2024-09-30', { hasPan: false })).toBe(5);
    expect(tdsRateOn('2024-10-01', { hasPan: false })).toBe(5);
  });

  it('is nothing before s.194-O came into force', () => {
    expect(tdsRateOn('2020-09-30', { hasPan: true })).toBe(0);
    expect(tdsRateOn('2020-09-30', { hasPan: false })).toBe(0);
  });

  it('changes at IST midnight', () => {
    expect(tdsRateOn(new Date('2024-09-30T18:29:59Z'), { hasPan: true })).toBe(1);
    expect(tdsRateOn(new Date('2024-09-30T18:30:00Z'), { hasPan: true })).toBe(0.1);
  });

  it('has rows that touch without gaps or overlaps', () => {
    expect(TDS_194O_RATES[0]!.to).toBe('2024-09-30');
    expect(TDS_194O_RATES[1]!.from).toBe('2024-10-01');
    expect(TDS_194O_RATES.at(-1)!.to).toBeNull();
  });
});

describe('withheld amounts in paise', () => {
  it('rounds to the nearest paisa, half away from zero', () => {
    // Rs 1,000.00 at 0.1 % = Rs 1.00
    expect(percentOfPaise(100_000, 0.1)).toBe(100);
    // 12345 paise × 0.1 % = 12.345 → 12
    expect(percentOfPaise(12_345, 0.1)).toBe(12);
    // 12350 × 0.1 % = 12.35 → 12; 12500 × 0.1 % = 12.5 → 13 (half up)
    expect(percentOfPaise(12_350, 0.1)).toBe(12);
    expect(percentOfPaise(12_500, 0.1)).toBe(13);
    expect(percentOfPaise(-12_500, 0.1)).toBe(-13);
    expect(percentOfPaise(0, 5)).toBe(0);
    expect(Object.is(percentOfPaise(-1, 0.1), 0)).toBe(true);
  });

  it('splits intra-state TCS into equal CGST and SGST halves', () => {
    // Rs 10,000 taxable at 1 %: 50 + 50 = Rs 100
    expect(tcsOn(1_000_000, '2024-07-09', 'intra-state')).toEqual({
      ratePercent: 1,
      igstPaise: 0,
      cgstPaise: 5_000,
      sgstPaise: 5_000,
      totalPaise: 10_000,
    });
    // Rs 10,000 at 0.5 %: 25 + 25 = Rs 50
    expect(tcsOn(1_000_000, '2024-07-10', 'intra-state').totalPaise).toBe(5_000);
    // 101 paise at 0.5 %: each half 101 × 0.25 % = 0.2525 → 0; total 0
    expect(tcsAt(101, 0.5, 'intra-state')).toMatchObject({ cgstPaise: 0, sgstPaise: 0, totalPaise: 0 });
    // 333 paise at 1 %: half 1.665 → 2 each, total 4 (IGST would be 3.33 → 3)
    expect(tcsAt(333, 1, 'intra-state')).toMatchObject({ cgstPaise: 2, sgstPaise: 2, totalPaise: 4 });
    expect(tcsAt(333, 1, 'inter-state')).toMatchObject({ igstPaise: 3, totalPaise: 3 });
  });

  it('puts inter-state TCS in IGST', () => {
    expect(tcsOn(1_234_567, '2024-08-01', 'inter-state')).toEqual({
      ratePercent: 0.5,
      igstPaise: 6_173, // 12345.67 × 0.5 % = 61.72835 → 61.73
      cgstPaise: 0,
      sgstPaise: 0,
      totalPaise: 6_173,
    });
  });

  it('mirrors a negative net value (returns above supplies)', () => {
    expect(tcsAt(-1_000_000, 0.5, 'intra-state')).toMatchObject({ cgstPaise: -2_500, totalPaise: -5_000 });
  });

  it('computes TDS at the dated rate', () => {
    expect(tdsOn(5_000_000, '2024-09-30', { hasPan: true })).toEqual({ ratePercent: 1, tdsPaise: 50_000 });
    expect(tdsOn(5_000_000, '2024-10-01', { hasPan: true })).toEqual({ ratePercent: 0.1, tdsPaise: 5_000 });
    expect(tdsOn(5_000_000, '2024-10-01', { hasPan: false })).toEqual({ ratePercent: 5, tdsPaise: 250_000 });
  });

  it('refuses non-integer paise and odd rates', () => {
    expect(() => percentOfPaise(1.5, 1)).toThrow(RangeError);
    expect(() => percentOfPaise(100, 0.125)).toThrow(RangeError);
    expect(() => percentOfPaise(100, -1)).toThrow(RangeError);
  });
});

describe('TCS and TDS of a document', () => {
  const invoice = (registration: 'regular' | 'composition' | 'unregistered', buyerState: string, issuedAt: string) =>
    buildInvoiceSnapshot({
      orderId: '0190a9b4-1c2d-7e3f-8a4b-5c6d7e8f9a0b',
      number: 'SHOP/24-25/1',
      issuedAt: new Date(issuedAt),
      seller: {
        name: 'Shop',
        address: 'Pune',
        registration,
        gstin: registration === 'unregistered' ? null : '27AAPFU0939F1ZV',
        stateCode: '27',
      },
      buyer: { name: 'Asha', address: 'x', stateCode: buyerState },
      // Rs 1,180 at 18 %: taxable Rs 1,000, GST Rs 180.
      lines: [{ description: 'Tiffin box', hsnCode: '7323', quantity: 1, unit: 'piece', unitPricePaise: 118_000, gstRate: 18 }],
      deliveryChargePaise: 0,
    });

  it('takes the taxable value of a tax invoice at the rate of its date', () => {
    const inv = invoice('regular', '27', '2024-07-09T06:00:00Z');
    expect(tcsBaseOf(inv)).toBe(100_000);
    expect(tdsBaseOf(inv)).toBe(100_000);
    expect(tcsOfDocument(inv)).toEqual({ ratePercent: 1, igstPaise: 0, cgstPaise: 500, sgstPaise: 500, totalPaise: 1_000 });
    const inter = invoice('regular', '29', '2024-07-10T06:00:00Z');
    expect(tcsOfDocument(inter)).toEqual({ ratePercent: 0.5, igstPaise: 500, cgstPaise: 0, sgstPaise: 0, totalPaise: 500 });
  });

  it("reverses a credit note at its invoice's rate, even after the rate changed", () => {
    const inv = invoice('regular', '27', '2024-07-09T06:00:00Z');
    const cn = buildCreditNoteSnapshot({ invoice: inv, number: 'SHOP/CN/24-25/1', issuedAt: '2024-07-20T06:00:00Z' });
    expect(rateDateOf(cn)).toBe('2024-07-09');
    expect(tcsOfDocument(cn)).toEqual({ ratePercent: 1, igstPaise: 0, cgstPaise: -500, sgstPaise: -500, totalPaise: -1_000 });
  });

  it('takes the whole value of a composition bill of supply, and nothing from a shop without a GSTIN', () => {
    const bos = invoice('composition', '27', '2024-08-01T06:00:00Z');
    expect(tcsBaseOf(bos)).toBe(118_000);
    expect(tdsBaseOf(bos)).toBe(118_000);
    expect(tcsOfDocument(bos)?.totalPaise).toBe(590); // 1180 × 0.5 % = 5.90
    const unreg = invoice('unregistered', '27', '2024-08-01T06:00:00Z');
    expect(tcsBaseOf(unreg)).toBeNull();
    expect(tcsOfDocument(unreg)).toBeNull();
    expect(tdsBaseOf(unreg)).toBe(118_000);
  });
});
