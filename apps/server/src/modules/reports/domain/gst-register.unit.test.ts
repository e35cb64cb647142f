import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gstinCheckChar } from '@bazaar/shared';
import { buildCreditNoteSnapshot, buildInvoiceSnapshot, type InvoiceInput, type InvoiceSnapshot } from '../../invoices/domain/invoice.js';
import { b2clLimitOn, buildGstRegister, buildGstRegisterCsv } from './gst-register.js';

const GSTIN_MH = '27AAPFU0939F1Z' + gstinCheckChar('27AAPFU0939F1Z');
let n = 0;
const invoice = (over: Partial<InvoiceInput> = {}): InvoiceSnapshot =>
  buildInvoiceSnapshot({
    orderId: `order-${++n}`,
    number: `SKS/2627/${String(n).padStart(6, '0')}`,
    issuedAt: new Date('2026-11-10T06:00:00Z'),
    seller: { name: 'Sharma Kirana Store', address: 'Pune', registration: 'regular', gstin: GSTIN_MH },
    buyer: { name: 'B', address: 'Pune 411001', stateCode: '27' },
    lines: [
      { description: 'Rice', hsnCode: '1006', quantity: 2, unit: 'kg', unitPricePaise: 15000, gstRate: 5 },
      { description: 'Tiffin', hsnCode: '7323', quantity: 1, unit: 'piece', unitPricePaise: 45000, gstRate: 18 },
    ],
    ...over,
  });

/** Parses the CSV this module writes (quoted cells, CRLF). */
function parseCsv(text: string): string[][] {
  return text
    .split('\r\n')
    .slice(0, -1)
    .map((line) => {
      const cells: string[] = [];
      let cur = '';
      let quoted = false;
      for (let i = 0; i < line.length; i++) {
        const ch = line[i]!;
        if (quoted) {
          if (ch === '"' && line[i + 1] === '"') {
            cur += '"';
            i++;
          } else if (ch === '"') quoted = false;
          else cur += ch;
        } else if (ch === '"') quoted = true;
        else if (ch === ',') {
          cells.push(cur);
          cur = '';
        } else cur += ch;
      }
      cells.push(cur);
      return cells;
    });
}
const paise = (s: string) => Math.round(Number(s) * 100);

describe('GST sales register', () => {
  const intra = invoice();
  const inter = invoice({ buyer: { name: 'C', address: 'Bengaluru 560001', stateCode: '29' } });
  const big = invoice({
    buyer: { name: 'D', address: 'Chennai 600001', stateCode: '33' },
    lines: [{ description: 'Gold chain', hsnCode: '7113', quantity: 1, unit: 'piece', unitPricePaise: 1_50_000_00, gstRate: 3 }],
  });
  const cnIntra = buildCreditNoteSnapshot({ invoice: intra, number: 'SKS/2627/C00001', issuedAt: new Date('2026-11-20T06:00:00Z'), reason: 'Order refused' });
  const cnBig = buildCreditNoteSnapshot({ invoice: big, number: 'SKS/2627/C00002', issuedAt: new Date('2026-11-21T06:00:00Z') });
  const october = invoice({ issuedAt: new Date('2026-10-31T18:29:00Z') }); // 31 Oct 23:59 IST
  const novFirst = invoice({ issuedAt: new Date('2026-10-31T18:30:00Z') }); // 1 Nov 00:00 IST
  const docs = [intra, inter, big, cnIntra, cnBig, october, novFirst];

  it('lists the month’s documents (IST) with credit notes negative, and totals that equal the sum of the documents', () => {
    const r = buildGstRegister(docs, '2026-11');
    expect(r.documents.map((d) => d.number)).toEqual([novFirst.number, intra.number, inter.number, big.number, cnIntra.number, cnBig.number]);
    expect(r.rates).toEqual([0, 0.25, 3, 5, 18, 40]);
    const month = [novFirst, intra, inter, big];
    const sum = (f: (d: InvoiceSnapshot) => number) => month.reduce((a, d) => a + f(d), 0) - f(cnIntra) - f(cnBig);
    expect(r.totals.totalPaise).toBe(sum((d) => d.totals.totalPaise));
    expect(r.totals.taxablePaise).toBe(sum((d) => d.totals.taxablePaise));
    expect(r.totals.cgstPaise).toBe(sum((d) => d.totals.cgstPaise));
    expect(r.totals.sgstPaise).toBe(sum((d) => d.totals.sgstPaise));
    expect(r.totals.igstPaise).toBe(sum((d) => d.totals.igstPaise));
    expect(r.documents.find((d) => d.number === cnIntra.number)).toMatchObject({ againstNumber: intra.number, totalPaise: -intra.totals.totalPaise });
  });

  it('sorts GSTR-1 tables: B2C Large above Rs 1 lakh inter-state, its credit note in 9B, the rest in B2C Small by place and rate', () => {
    const r = buildGstRegister(docs, '2026-11');
    expect(r.b2cl).toHaveLength(1);
    expect(r.b2cl[0]).toMatchObject({ number: big.number, placeOfSupply: '33-Tamil Nadu', rate: 3 });
    expect(r.cdnur).toHaveLength(1);
    expect(r.cdnur[0]).toMatchObject({ number: cnBig.number, againstNumber: big.number });
    // intra cancelled by its credit note: Maharashtra rows hold only novFirst
    const mh18 = r.b2cs.find((b) => b.placeOfSupply === '27-Maharashtra' && b.rate === 18)!;
    expect(mh18.taxablePaise).toBe(novFirst.lines.filter((l) => l.gstRate === 18).reduce((a, l) => a + l.taxablePaise, 0));
    expect(mh18.igstPaise).toBe(0);
    const ka5 = r.b2cs.find((b) => b.placeOfSupply === '29-Karnataka' && b.rate === 5)!;
    expect(ka5.cgstPaise).toBe(0);
    expect(ka5.igstPaise).toBeGreaterThan(0);
    // B2CS + B2CL - CDNUR taxable = register taxable
    const taxable =
      r.b2cs.reduce((a, b) => a + b.taxablePaise, 0) + r.b2cl.reduce((a, b) => a + b.taxablePaise, 0) - r.cdnur.reduce((a, b) => a + b.taxablePaise, 0);
    expect(taxable).toBe(r.totals.taxablePaise);
    // HSN summary net of credit notes equals the totals too
    expect(r.hsn.reduce((a, h) => a + h.totalPaise, 0)).toBe(r.totals.totalPaise);
    expect(r.hsn.reduce((a, h) => a + h.igstPaise + h.cgstPaise + h.sgstPaise, 0)).toBe(r.totals.cgstPaise + r.totals.sgstPaise + r.totals.igstPaise);
    expect(r.documentSeries).toEqual([
      { nature: 'Invoices for outward supply', from: intra.number, to: novFirst.number, count: 4 },
      { nature: 'Credit notes', from: cnIntra.number, to: cnBig.number, count: 2 },
    ]);
  });

  it('B2C Large limit is data: Rs 2.5 lakh until 31 Jul 2024, Rs 1 lakh after', () => {
    expect(b2clLimitOn('2024-07-31')).toBe(2_50_000_00);
    expect(b2clLimitOn('2024-08-01')).toBe(1_00_000_00);
  });

  it('writes a CSV whose totals row equals the sum of its document rows', () => {
    const csv = buildGstRegisterCsv(docs, '2026-11');
    const rows = parseCsv(csv);
    expect(rows[0]).toEqual(['GST sales register 2026-11']);
    const header = rows[1]!;
    expect(header.slice(0, 8)).toEqual(['Document type', 'Number', 'Date', 'Order id', 'Buyer state', 'Place of supply', 'Supply', 'Against invoice']);
    expect(header).toContain('Taxable value @18%');
    const totalIdx = rows.findIndex((r) => r[0] === 'Total');
    const docRows = rows.slice(2, totalIdx);
    expect(docRows).toHaveLength(6);
    for (let c = 8; c < header.length; c++) {
      expect(paise(rows[totalIdx]![c]!), header[c]).toBe(docRows.reduce((a, r) => a + paise(r[c]!), 0));
    }
    expect(paise(rows[totalIdx]![header.indexOf('Total')]!)).toBe(buildGstRegister(docs, '2026-11').totals.totalPaise);
    expect(rows.find((r) => r[1] === cnIntra.number)![header.indexOf('Total')]).toBe(`-${(intra.totals.totalPaise / 100).toFixed(2)}`);
    for (const title of ['GSTR-1 Table 5', 'GSTR-1 Table 7', 'GSTR-1 Table 9B', 'GSTR-1 Table 12', 'GSTR-1 Table 13']) {
      expect(rows.some((r) => r[0]!.startsWith(title))).toBe(true);
    }
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('quotes commas and defuses spreadsheet formulas in text', () => {
    const evil = invoice({ lines: [{ description: '=HYPERLINK("x"), rice', hsnCode: '1006', quantity: 1, unit: 'kg', unitPricePaise: 100, gstRate: 5 }] });
    const csv = buildGstRegisterCsv([evil], '2026-11');
    expect(csv).toContain(`"'=HYPERLINK(""x""), rice"`);
  });

  it('bills of supply are listed with their value and stay out of the GSTR-1 tables', () => {
    const bos = invoice({ seller: { name: 'Raju', address: 'Pune', registration: 'composition', gstin: GSTIN_MH } });
    const r = buildGstRegister([bos], '2026-11');
    expect(r.documents[0]).toMatchObject({ kind: 'bill-of-supply', billOfSupplyPaise: bos.totals.totalPaise, cgstPaise: 0 });
    expect(r.totals.billOfSupplyPaise).toBe(bos.totals.totalPaise);
    expect(r.b2cs).toEqual([]);
    expect(r.hsn).toEqual([]);
    expect(r.documentSeries).toEqual([{ nature: 'Bills of supply', from: bos.number, to: bos.number, count: 1 }]);
  });

  it('refuses a malformed month', () => {
    expect(() => buildGstRegister([], '2026-13')).toThrow(RangeError);
    expect(() => buildGstRegisterCsv([], 'Nov 2026')).toThrow(RangeError);
  });

  it('property: for any documents the register totals equal the sum of the documents of the month', () => {
    const lineArb = fc.record({
      description: fc.string({ maxLength: 20 }),
      hsnCode: fc.constantFrom('0401', '1006', '7323', '61091000'),
      quantity: fc.integer({ min: 1, max: 20 }),
      unit: fc.constantFrom('kg', 'piece', 'litre', 'others'),
      unitPricePaise: fc.integer({ min: 0, max: 30_000_000 }),
      gstRate: fc.constantFrom(0, 0.25, 3, 5, 18, 40),
    });
    const docArb = fc.record({
      lines: fc.array(lineArb, { minLength: 1, maxLength: 5 }),
      state: fc.constantFrom('27', '29', '07'),
      day: fc.integer({ min: 1, max: 30 }),
      credit: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(docArb, { maxLength: 8 }), (specs) => {
        const all: InvoiceSnapshot[] = [];
        specs.forEach((s, i) => {
          const inv = buildInvoiceSnapshot({
            orderId: `o${i}`,
            number: `SKS/2627/${String(i + 1).padStart(6, '0')}`,
            issuedAt: new Date(Date.UTC(2026, 10, s.day, 6)),
            seller: { name: 'S', address: 'P', registration: 'regular', gstin: GSTIN_MH },
            buyer: { name: 'B', address: 'A', stateCode: s.state },
            lines: s.lines,
          });
          all.push(inv);
          if (s.credit)
            all.push(
              buildCreditNoteSnapshot({ invoice: inv, number: `SKS/2627/C${String(i + 1).padStart(5, '0')}`, issuedAt: new Date(Date.UTC(2026, 10, 30, 6)) }),
            );
        });
        const r = buildGstRegister(all, '2026-11');
        const signed = (f: (d: InvoiceSnapshot) => number) => all.reduce((a, d) => a + (d.kind === 'credit-note' ? -1 : 1) * f(d), 0);
        expect(r.totals.totalPaise).toBe(signed((d) => d.totals.totalPaise));
        expect(r.totals.taxablePaise).toBe(signed((d) => d.totals.taxablePaise));
        expect(r.totals.cgstPaise + r.totals.sgstPaise + r.totals.igstPaise).toBe(signed((d) => d.totals.taxPaise));
        const gstr1Taxable =
          r.b2cs.reduce((a, b) => a + b.taxablePaise, 0) + r.b2cl.reduce((a, b) => a + b.taxablePaise, 0) - r.cdnur.reduce((a, b) => a + b.taxablePaise, 0);
        expect(gstr1Taxable).toBe(r.totals.taxablePaise);
        expect(r.hsn.reduce((a, h) => a + h.taxablePaise, 0)).toBe(r.totals.taxablePaise);
      }),
      { numRuns: 200 },
    );
  });
});
