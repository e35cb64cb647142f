import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GST_RATE_SLABS, gstinCheckChar } from '@bazaar/shared';
import { buildCreditNoteSnapshot, buildInvoiceSnapshot, COMPOSITION_DECLARATION, GstDocumentError, type InvoiceInput, principalLineIndex } from './invoice.js';
import {
  financialYear,
  financialYearRange,
  DOCUMENT_NUMBER_PATTERN,
  formatCreditNoteNumber,
  MAX_SERIES_COUNT,
  formatInvoiceNumber,
  shopDocumentPrefix,
} from './numbering.js';
import { splitInclusive, taxHeads } from './tax.js';
import { amountInWords, numberInWordsIndian } from './words.js';

const withCheck = (first14: string) => first14 + gstinCheckChar(first14);
const GSTIN_MH = withCheck('27AAPFU0939F1Z');
const GSTIN_KA = withCheck('29ABCDE1234F1Z');

const ALL_RATES = [...new Set(GST_RATE_SLABS.flatMap((s) => s.rates))];

describe('splitInclusive', () => {
  it('splits worked examples', () => {
    // Rs 118 at 18 %: taxable 100, tax 18
    expect(splitInclusive(11800, 18)).toEqual({ taxablePaise: 10000, taxPaise: 1800 });
    // Rs 105 at 5 %
    expect(splitInclusive(10500, 5)).toEqual({ taxablePaise: 10000, taxPaise: 500 });
    // Rs 100 at 18 %: tax 15.254… → 15.26 (nearest even paisa), taxable 84.74
    expect(splitInclusive(10000, 18)).toEqual({ taxablePaise: 8474, taxPaise: 1526 });
    // Rs 60 at 5 %: tax 2.857… → 2.86
    expect(splitInclusive(6000, 5)).toEqual({ taxablePaise: 5714, taxPaise: 286 });
    // 0.25 %: Rs 1000 → tax 249.37 paise → 250 (nearest even paisa)
    expect(splitInclusive(100000, 0.25)).toEqual({ taxablePaise: 99750, taxPaise: 250 });
    expect(splitInclusive(12345, 0)).toEqual({ taxablePaise: 12345, taxPaise: 0 });
    expect(splitInclusive(0, 40)).toEqual({ taxablePaise: 0, taxPaise: 0 });
  });
  it('refuses bad amounts and rates', () => {
    expect(() => splitInclusive(10.5, 18)).toThrow(RangeError);
    expect(() => splitInclusive(-1, 18)).toThrow(RangeError);
    expect(() => splitInclusive(100, -5)).toThrow(RangeError);
    expect(() => splitInclusive(100, 0.125)).toThrow(RangeError);
  });
  it('property: taxable + tax = amount, tax even, taxable within a paisa of amount × 100 / (100 + rate)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.constantFrom(...ALL_RATES), (amount, rate) => {
        const { taxablePaise, taxPaise } = splitInclusive(amount, rate);
        expect(taxablePaise + taxPaise).toBe(amount);
        expect(taxPaise % 2).toBe(0);
        expect(taxPaise).toBeGreaterThanOrEqual(0);
        expect(Math.abs(taxablePaise - (amount * 100) / (100 + rate))).toBeLessThanOrEqual(1);
      }),
      { numRuns: 2000 },
    );
  });
  it('taxHeads halves the tax for intra-state, IGST for inter-state', () => {
    expect(taxHeads(1526, 'intra-state')).toEqual({ cgstPaise: 763, sgstPaise: 763, igstPaise: 0 });
    expect(taxHeads(1526, 'inter-state')).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 1526 });
    expect(() => taxHeads(3, 'intra-state')).toThrow(RangeError);
  });
});

describe('amount in words (Indian numbering)', () => {
  it('writes rupees and paise', () => {
    expect(amountInWords(30100)).toBe('Rupees Three Hundred One Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(5)).toBe('Rupees Zero and Five Paise Only');
    expect(amountInWords(11850)).toBe('Rupees One Hundred Eighteen and Fifty Paise Only');
    expect(amountInWords(12345050)).toBe('Rupees One Lakh Twenty Three Thousand Four Hundred Fifty and Fifty Paise Only');
    expect(amountInWords(1_00_00_000_00)).toBe('Rupees One Crore Only');
    expect(amountInWords(99_99_99_999_99)).toBe(
      'Rupees Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine and Ninety Nine Paise Only',
    );
    expect(numberInWordsIndian(1_25_00_00_000)).toBe('One Hundred Twenty Five Crore');
    expect(numberInWordsIndian(1010)).toBe('One Thousand Ten');
    expect(() => amountInWords(-1)).toThrow(RangeError);
  });
});

describe('numbering', () => {
  it('financial year rolls over on 1 April IST', () => {
    expect(financialYear('2026-11-23')).toBe('2627');
    expect(financialYear('2027-03-31')).toBe('2627');
    expect(financialYear('2027-04-01')).toBe('2728');
    expect(financialYear(new Date('2027-03-31T18:29:59.999Z'))).toBe('2627'); // 23:59:59 IST on 31 Mar
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('2728'); // 00:00 IST on 1 Apr
    expect(financialYear('2099-06-01')).toBe('9900');
    expect(financialYearRange('2027-01-15')).toEqual({ from: '2026-04-01', to: '2027-03-31' });
  });
  it('property: the FY changes exactly at 1 April 00:00 IST', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2018, max: 2090 }), (year) => {
        const boundary = Date.UTC(year, 3, 1) - 330 * 60_000; // 1 April 00:00 IST
        const before = financialYear(new Date(boundary - 1));
        const after = financialYear(new Date(boundary));
        const yy = (y: number) => String(y % 100).padStart(2, '0');
        expect(before).toBe(yy(year - 1) + yy(year));
        expect(after).toBe(yy(year) + yy(year + 1));
      }),
    );
  });
  it('derives a 2–4 letter ASCII prefix from the shop, deterministically', () => {
    expect(shopDocumentPrefix('Sharma Kirana Store', 'x')).toBe('SKS');
    expect(shopDocumentPrefix('Sharma Kirana General Store', 'x')).toBe('SKG');
    expect(shopDocumentPrefix('Bazaar', 'x')).toBe('BAZ');
    expect(shopDocumentPrefix('Café Élan', 'x')).toBe('CE');
    const devanagari = shopDocumentPrefix('राजेश किराना', '0190a4b2-7c1e-7000-8000-000000000001');
    expect(devanagari).toMatch(/^[A-Z]{3}$/);
    expect(shopDocumentPrefix('राजेश किराना', '0190a4b2-7c1e-7000-8000-000000000001')).toBe(devanagari);
    fc.assert(
      fc.property(fc.string(), fc.uuid(), (name, id) => {
        expect(shopDocumentPrefix(name, id)).toMatch(/^[A-Z]{2,4}$/);
      }),
    );
  });
  it('widens the number past 999 999 invoices and 99 999 credit notes instead of throwing (issue 21)', () => {
    expect(formatInvoiceNumber('SKS', '2627', 1_000_000)).toBe('SKS/2627/1000000');
    expect(formatInvoiceNumber('ABCD', '2627', 1_000_000)).toBe('ABCD2627/1000000');
    expect(formatInvoiceNumber('ABCD', '2627', 10_000_000)).toBe('ABCD262710000000');
    expect(formatInvoiceNumber('ABCD', '2627', MAX_SERIES_COUNT)).toBe('AB26272147483647');
    expect(formatCreditNoteNumber('SKS', '2627', 100_000)).toBe('SKS/2627/C100000');
    expect(formatCreditNoteNumber('ABCD', '2627', 100_000)).toBe('ABCD2627/C100000');
    expect(formatCreditNoteNumber('ABCD', '2627', MAX_SERIES_COUNT)).toBe('A2627C2147483647');
    // Normal counts keep the format.
    expect(formatCreditNoteNumber('ABCD', '2627', 99_999)).toBe('ABCD/2627/C99999');
    const counts = fc.oneof(fc.integer({ min: 1, max: 2_000_000 }), fc.integer({ min: 1, max: MAX_SERIES_COUNT }));
    fc.assert(
      fc.property(fc.constantFrom('SK', 'SKS', 'ABCD', 'ZZ'), counts, counts, (p, a, b) => {
        for (const f of [formatInvoiceNumber, formatCreditNoteNumber]) {
          const [x, y] = [f(p, '2627', a), f(p, '2627', b)];
          expect(x.length).toBeLessThanOrEqual(16);
          expect(x).toMatch(DOCUMENT_NUMBER_PATTERN);
          // One number per count within a series, and the two series never meet.
          expect(x === y).toBe(a === b);
        }
        expect(formatInvoiceNumber(p, '2627', a)).not.toBe(formatCreditNoteNumber(p, '2627', b));
      }),
    );
  });
  it('formats invoice and credit note numbers within 16 characters of the allowed set', () => {
    expect(formatInvoiceNumber('SKS', '2627', 123)).toBe('SKS/2627/000123');
    expect(formatCreditNoteNumber('SKS', '2627', 7)).toBe('SKS/2627/C00007');
    expect(formatInvoiceNumber('ABCD', '2627', 999_999)).toHaveLength(16);
    expect(formatCreditNoteNumber('ABCD', '2627', 99_999)).toHaveLength(16);
    expect(() => formatInvoiceNumber('SKS', '2627', 0)).toThrow(RangeError);
    expect(() => formatInvoiceNumber('SKS', '2627', MAX_SERIES_COUNT + 1)).toThrow(RangeError);
    expect(() => formatInvoiceNumber('sk s', '2627', 1)).toThrow(RangeError);
    fc.assert(
      fc.property(
        fc.string(),
        fc.uuid(),
        fc.integer({ min: 1, max: 99_999 }),
        fc.date({ min: new Date('2017-07-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (name, id, n, d) => {
          const p = shopDocumentPrefix(name, id);
          for (const num of [formatInvoiceNumber(p, financialYear(d), n), formatCreditNoteNumber(p, financialYear(d), n)]) {
            expect(num.length).toBeLessThanOrEqual(16);
            expect(num).toMatch(/^[A-Za-z0-9/-]+$/);
          }
          expect(formatInvoiceNumber(p, financialYear(d), n)).not.toBe(formatCreditNoteNumber(p, financialYear(d), n));
        },
      ),
    );
  });
});

const baseInput = (over: Partial<InvoiceInput> = {}): InvoiceInput => ({
  orderId: '0190a4b2-7c1e-7000-8000-0000000000aa',
  number: 'SKS/2627/000001',
  issuedAt: new Date('2026-11-23T20:00:00Z'), // 24 Nov 01:30 IST
  seller: { name: 'Sharma Kirana Store', address: '5 FC Road, Pune 411004', registration: 'regular', gstin: GSTIN_MH },
  buyer: { name: 'राजेश किराना', address: 'Rajesh, 9876543210, 12 MG Road, Pune, Maharashtra - 411001', stateCode: '27' },
  lines: [
    { description: 'Basmati rice 1 kg', hsnCode: '10063020', quantity: 2, unit: 'kg', unitPricePaise: 15000, gstRate: 5 },
    { description: 'Steel tiffin', hsnCode: '7323', quantity: 1, unit: 'piece', unitPricePaise: 45000, gstRate: 18 },
  ],
  ...over,
});

describe('buildInvoiceSnapshot', () => {
  it('intra-state tax invoice: CGST + SGST, delivery at the principal rate, totals, words, IST date', () => {
    const inv = buildInvoiceSnapshot(baseInput());
    expect(inv.kind).toBe('tax-invoice');
    expect(inv.title).toBe('Tax Invoice');
    expect(inv.date).toBe('2026-11-24');
    expect(inv.seller.state).toEqual({ code: '27', name: 'Maharashtra' });
    expect(inv.placeOfSupply).toEqual({ code: '27', name: 'Maharashtra' });
    expect(inv.supplyType).toBe('intra-state');
    expect(inv.taxColumns).toBe('cgst-sgst');
    expect(inv.lines).toHaveLength(3);
    // the steel tiffin (Rs 450) is the principal supply: delivery is taxed at 18 % under HSN 7323
    expect(inv.principalRate).toBe(18);
    const delivery = inv.lines[2]!;
    expect(delivery).toMatchObject({ kind: 'delivery', description: 'Delivery charges', hsnCode: '7323', gstRate: 18, totalPaise: 6000 });
    expect(delivery.cgstPaise + delivery.sgstPaise + delivery.taxablePaise).toBe(6000);
    expect(inv.lines[0]).toMatchObject({ taxablePaise: 28572, cgstPaise: 714, sgstPaise: 714, igstPaise: 0, totalPaise: 30000 });
    expect(inv.totals.totalPaise).toBe(30000 + 45000 + 6000);
    expect(inv.totals.taxablePaise + inv.totals.taxPaise).toBe(inv.totals.totalPaise);
    expect(inv.totals.igstPaise).toBe(0);
    expect(inv.amountInWords).toBe('Rupees Eight Hundred Ten Only');
    expect(inv.declaration).toBeNull();
    expect(inv.reverseCharge).toBe('No');
    // HSN summary: rice alone; tiffin + delivery together, quantity counts goods only
    expect(inv.hsnSummary).toHaveLength(2);
    expect(inv.hsnSummary[1]).toMatchObject({ hsnCode: '7323', uqc: 'NOS', quantity: 1, gstRate: 18, totalPaise: 51000 });
    expect(inv.hsnSummary[0]).toMatchObject({ hsnCode: '10063020', uqc: 'KGS', quantity: 2, gstRate: 5, totalPaise: 30000 });
  });
  it('inter-state tax invoice: IGST only, same taxable values', () => {
    const intra = buildInvoiceSnapshot(baseInput());
    const inter = buildInvoiceSnapshot(baseInput({ buyer: { name: 'Asha', address: 'Bengaluru 560001', stateCode: '29' } }));
    expect(inter.supplyType).toBe('inter-state');
    expect(inter.taxColumns).toBe('igst');
    expect(inter.placeOfSupply.name).toBe('Karnataka');
    expect(inter.totals.cgstPaise + inter.totals.sgstPaise).toBe(0);
    expect(inter.totals.igstPaise).toBe(intra.totals.cgstPaise + intra.totals.sgstPaise);
    expect(inter.totals.taxablePaise).toBe(intra.totals.taxablePaise);
    const fromKarnataka = buildInvoiceSnapshot(
      baseInput({ seller: { name: 'Bengaluru Mart', address: 'Bengaluru', registration: 'regular', gstin: GSTIN_KA } }),
    );
    expect(fromKarnataka.seller.state.name).toBe('Karnataka');
    expect(fromKarnataka.taxColumns).toBe('igst');
  });
  it('composition shop: bill of supply without tax, with the declaration', () => {
    const bos = buildInvoiceSnapshot(baseInput({ seller: { name: 'Sharma Kirana Store', address: 'Pune', registration: 'composition', gstin: GSTIN_MH } }));
    expect(bos.kind).toBe('bill-of-supply');
    expect(bos.title).toBe('Bill of Supply');
    expect(bos.taxColumns).toBe('none');
    expect(bos.declaration).toBe(COMPOSITION_DECLARATION);
    expect(bos.seller.gstin).toBe(GSTIN_MH);
    expect(bos.totals.taxPaise).toBe(0);
    expect(bos.totals.taxablePaise).toBe(bos.totals.totalPaise);
    expect(bos.lines.every((l) => l.gstRate === null)).toBe(true);
  });
  it('unregistered shop: bill of supply without GSTIN, state given', () => {
    const bos = buildInvoiceSnapshot(baseInput({ seller: { name: 'Raju Stores', address: 'Pune', registration: 'unregistered', stateCode: '27' } }));
    expect(bos.kind).toBe('bill-of-supply');
    expect(bos.seller.gstin).toBeNull();
    expect(bos.declaration).toBeNull();
    expect(bos.seller.state.name).toBe('Maharashtra');
    expect(() =>
      buildInvoiceSnapshot(baseInput({ seller: { name: 'R', address: 'P', registration: 'unregistered', gstin: GSTIN_MH, stateCode: '27' } })),
    ).toThrow(GstDocumentError);
    expect(() => buildInvoiceSnapshot(baseInput({ seller: { name: 'R', address: 'P', registration: 'unregistered' } }))).toThrow(GstDocumentError);
  });
  it('refuses input no document can be built from', () => {
    expect(() => buildInvoiceSnapshot(baseInput({ lines: [] }))).toThrow(GstDocumentError);
    expect(() => buildInvoiceSnapshot(baseInput({ seller: { name: 'S', address: 'P', registration: 'regular', gstin: '27AAPFU0939F1ZA' } }))).toThrow(
      /valid GSTIN/,
    );
    expect(() => buildInvoiceSnapshot(baseInput({ buyer: { name: 'B', address: 'A', stateCode: '40' } }))).toThrow(/state code 40/);
    expect(() =>
      buildInvoiceSnapshot(baseInput({ lines: [{ description: 'x', hsnCode: '12', quantity: 1, unit: 'kg', unitPricePaise: 100, gstRate: 5 }] })),
    ).toThrow(/HSN/);
  });
  it('leaves out the delivery line when the charge is 0 and picks the first line on a tie', () => {
    const inv = buildInvoiceSnapshot(baseInput({ deliveryChargePaise: 0 }));
    expect(inv.lines.map((l) => l.kind)).toEqual(['goods', 'goods']);
    expect(
      principalLineIndex([
        { unitPricePaise: 100, quantity: 2 },
        { unitPricePaise: 200, quantity: 1 },
      ]),
    ).toBe(0);
  });
  it('credit note reverses the invoice and refers to it', () => {
    const inv = buildInvoiceSnapshot(baseInput());
    const cn = buildCreditNoteSnapshot({ invoice: inv, number: 'SKS/2627/C00001', issuedAt: new Date('2026-11-30T05:00:00Z'), reason: 'Order refused' });
    expect(cn.kind).toBe('credit-note');
    expect(cn.title).toBe('Credit Note');
    expect(cn.original).toEqual({ kind: 'tax-invoice', number: 'SKS/2627/000001', date: '2026-11-24' });
    expect(cn.date).toBe('2026-11-30');
    expect(cn.totals).toEqual(inv.totals);
    expect(cn.lines).toEqual(inv.lines);
    expect(cn.reason).toBe('Order refused');
    cn.lines[0]!.totalPaise = 1; // a deep copy: the invoice is untouched
    expect(inv.lines[0]!.totalPaise).toBe(30000);
    expect(() => buildCreditNoteSnapshot({ invoice: cn, number: 'X', issuedAt: new Date() })).toThrow(GstDocumentError);
  });

  const lineArb = fc.record({
    description: fc.constant('item'),
    hsnCode: fc.constantFrom('0401', '100630', '10063020', '7323', '6109'),
    quantity: fc.integer({ min: 1, max: 50 }),
    unit: fc.constantFrom('kg', 'piece', 'litre', 'others'),
    unitPricePaise: fc.integer({ min: 0, max: 5_000_000 }),
    gstRate: fc.constantFrom(...ALL_RATES),
  });
  it('property: any lines, rates, quantities → taxable + tax = total per line and in sum; CGST = SGST; IGST only across states', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 12 }),
        fc.constantFrom('27', '29', '07', '33'),
        fc.integer({ min: 0, max: 20_000 }),
        (lines, buyerState, delivery) => {
          const inv = buildInvoiceSnapshot(baseInput({ lines, deliveryChargePaise: delivery, buyer: { name: 'B', address: 'A', stateCode: buyerState } }));
          const intra = buyerState === '27';
          let sum = 0;
          for (const l of inv.lines) {
            expect(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(l.totalPaise);
            expect(l.totalPaise).toBe(l.unitPricePaise * l.quantity);
            expect(l.cgstPaise).toBe(l.sgstPaise);
            if (intra) expect(l.igstPaise).toBe(0);
            else expect(l.cgstPaise + l.sgstPaise).toBe(0);
            sum += l.totalPaise;
          }
          const goods = lines.reduce((n, l) => n + l.unitPricePaise * l.quantity, 0);
          expect(inv.totals.totalPaise).toBe(goods + delivery);
          expect(inv.totals.totalPaise).toBe(sum);
          expect(inv.totals.taxablePaise + inv.totals.taxPaise).toBe(inv.totals.totalPaise);
          expect(inv.totals.cgstPaise).toBe(inv.totals.sgstPaise);
          const hsnTotal = inv.hsnSummary.reduce((n, r) => n + r.totalPaise, 0);
          expect(hsnTotal).toBe(inv.totals.totalPaise);
          expect(inv.hsnSummary.reduce((n, r) => n + r.taxablePaise, 0)).toBe(inv.totals.taxablePaise);
          if (delivery > 0) {
            const principal = lines[principalLineIndex(lines)]!;
            expect(inv.lines.at(-1)!.gstRate).toBe(principal.gstRate);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
