// Over 300 lines: every column of the GST register and its CSV, kept in one place so the two cannot drift.
import { type DateInput, gstRatesOn, istDate } from '@bazaar/shared';
import type { DocumentTotals, HsnSummaryRow, InvoiceLine, InvoiceSnapshot } from '../../invoices/domain/invoice.js';
import { csvFile, csvMoney, csvRow } from '../../../lib/csv.js';

/**
 * A shop's GST sales register for one month (IST), shaped for GSTR-1, from the immutable document snapshots.
 * Credit notes count with a minus sign in the month of their own date. Bills of supply (composition and
 * unregistered shops) are listed with their value but stay out of the GSTR-1 tables (such shops do not file it).
 *
 * GSTR-1 tables (law as of 2026-11, not tax advice):
 * - B2C Large (table 5): an inter-state invoice to an unregistered person above the limit in `B2CL_LIMITS`
 *   (Rs 2.5 lakh until 31 Jul 2024, Rs 1 lakh since 1 Aug 2024), one row per invoice and rate;
 *   credit notes against them go to CDNUR (table 9B).
 * - B2C Small (table 7): everything else to unregistered persons, net of its credit notes, by place of supply
 *   and rate.
 * - HSN summary (table 12), net of credit notes; documents issued (table 13).
 */

export const B2CL_LIMITS: readonly { from: string; to: string | null; limitPaise: number }[] = [
  { from: '2017-07-01', to: '2024-07-31', limitPaise: 2_50_000_00 },
  { from: '2024-08-01', to: null, limitPaise: 1_00_000_00 },
];

/** The invoice value above which an inter-state B2C invoice is "B2C Large" on a date (IST). */
export function b2clLimitOn(date: DateInput): number {
  const day = istDate(date);
  const row = B2CL_LIMITS.find((r) => r.from <= day && (r.to === null || day <= r.to));
  return row ? row.limitPaise : B2CL_LIMITS[0]!.limitPaise;
}

/**
 * What the register reads of a document: a snapshot has it all (`InvoiceSnapshot` is one); the server's reads
 * build it from the document's register rows (migration 0069), each of `lines` being the sums of one GST rate.
 */
export interface RegisterSource {
  kind: InvoiceSnapshot['kind'];
  number: string;
  date: string;
  orderId: string;
  buyer: { state: { name: string } };
  placeOfSupply: { code: string; name: string };
  supplyType: InvoiceSnapshot['supplyType'];
  taxColumns: InvoiceSnapshot['taxColumns'];
  totals: Pick<DocumentTotals, 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise'>;
  lines: readonly Pick<InvoiceLine, 'gstRate' | 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'>[];
  hsnSummary: readonly HsnSummaryRow[];
  original: { number: string; date: string } | null;
}

export interface RegisterDocumentRow {
  kind: InvoiceSnapshot['kind'];
  number: string;
  date: string;
  orderId: string;
  buyerState: string;
  placeOfSupply: string;
  supplyType: InvoiceSnapshot['supplyType'];
  /** The invoice a credit note reverses. */
  againstNumber: string | null;
  /** Taxable value per GST rate (key: the rate as text, e.g. `18`), signed. */
  taxableByRate: Record<string, number>;
  /** Value of a bill of supply (no tax), signed. */
  billOfSupplyPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export interface RegisterRateRow {
  placeOfSupply: string;
  rate: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface RegisterB2clRow {
  number: string;
  date: string;
  invoiceValuePaise: number;
  placeOfSupply: string;
  rate: number;
  taxablePaise: number;
  igstPaise: number;
}

export interface RegisterCdnurRow extends RegisterB2clRow {
  againstNumber: string;
  againstDate: string;
}

export interface RegisterHsnRow {
  hsnCode: string;
  description: string;
  uqc: string;
  quantity: number;
  rate: number;
  totalPaise: number;
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

export interface RegisterDocumentSeries {
  nature: 'Invoices for outward supply' | 'Bills of supply' | 'Credit notes';
  from: string;
  to: string;
  count: number;
}

export interface GstRegister {
  month: string;
  /** Rates that have a taxable-value column: the slabs in force during the month and any rate used. */
  rates: number[];
  documents: RegisterDocumentRow[];
  totals: Omit<RegisterDocumentRow, 'kind' | 'number' | 'date' | 'orderId' | 'buyerState' | 'placeOfSupply' | 'supplyType' | 'againstNumber'> & {
    taxablePaise: number;
    documentCount: number;
  };
  b2cl: RegisterB2clRow[];
  b2cs: RegisterRateRow[];
  cdnur: RegisterCdnurRow[];
  hsn: RegisterHsnRow[];
  documentSeries: RegisterDocumentSeries[];
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

function placeLabel(s: { code: string; name: string }): string {
  return `${s.code}-${s.name}`;
}

function rateKey(rate: number): string {
  return String(rate);
}

/** Sums of the doc's lines per rate (credit notes and bills of supply included), unsigned, in the order the rates first appear. */
function byRate(doc: Pick<RegisterSource, 'lines'>) {
  const m = new Map<number, { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number }>();
  for (const l of doc.lines) {
    if (l.gstRate === null) continue;
    const r = m.get(l.gstRate) ?? { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
    r.taxablePaise += l.taxablePaise;
    r.cgstPaise += l.cgstPaise;
    r.sgstPaise += l.sgstPaise;
    r.igstPaise += l.igstPaise;
    m.set(l.gstRate, r);
  }
  return m;
}

/** True for a (reversed) tax invoice that is B2C Large: inter-state and above the limit on the invoice's date. */
function isB2cl(doc: Pick<RegisterSource, 'taxColumns' | 'original' | 'date' | 'totals'>): boolean {
  if (doc.taxColumns !== 'igst') return false;
  const invoiceDate = doc.original?.date ?? doc.date;
  return doc.totals.totalPaise > b2clLimitOn(invoiceDate);
}

/** By UTF-16 code unit, as SQL's `collate "C"` compares the ASCII of a document number and of an ISO instant. */
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Docs of `month` only, in the register's order: by date, then the instant of issue, then number (by code unit,
 * so that SQL gives the same order when it pages the register: `selectShopRegisterPage`).
 */
export function registerOrder(a: InvoiceSnapshot, b: InvoiceSnapshot): number {
  return byCodeUnit(a.date, b.date) || byCodeUnit(a.issuedAt, b.issuedAt) || byCodeUnit(a.number, b.number);
}

/** GSTR-1 table 7's order: by place of supply, then rate. */
export const b2csOrder = (a: RegisterRateRow, b: RegisterRateRow) => a.placeOfSupply.localeCompare(b.placeOfSupply) || a.rate - b.rate;
/** GSTR-1 table 12's order: by HSN code, then rate, then UQC. */
export const hsnOrder = (a: RegisterHsnRow, b: RegisterHsnRow) => a.hsnCode.localeCompare(b.hsnCode) || a.rate - b.rate || a.uqc.localeCompare(b.uqc);

/** A document's row of the register, with a taxable-value column for each of `rates` (signed: a credit note is negative). */
export function registerDocumentRow(rates: readonly number[], d: RegisterSource): RegisterDocumentRow {
  const sign = d.kind === 'credit-note' ? -1 : 1;
  const taxableByRate: Record<string, number> = {};
  for (const r of rates) taxableByRate[rateKey(r)] = 0;
  for (const [rate, s] of byRate(d)) taxableByRate[rateKey(rate)] = sign * s.taxablePaise;
  return {
    kind: d.kind,
    number: d.number,
    date: d.date,
    orderId: d.orderId,
    buyerState: d.buyer.state.name,
    placeOfSupply: placeLabel(d.placeOfSupply),
    supplyType: d.supplyType,
    againstNumber: d.original?.number ?? null,
    taxableByRate,
    billOfSupplyPaise: d.taxColumns === 'none' ? sign * d.totals.totalPaise : 0,
    cgstPaise: sign * d.totals.cgstPaise,
    sgstPaise: sign * d.totals.sgstPaise,
    igstPaise: sign * d.totals.igstPaise,
    totalPaise: sign * d.totals.totalPaise,
  };
}

/** The rates with a taxable-value column: the slabs in force on the month's first and last day, and `used`. */
export function registerRates(month: string, used: Iterable<number>): number[] {
  const m = MONTH.exec(month);
  if (!m) throw new RangeError(`month must look like 2026-11, got ${month}`);
  const lastDay = new Date(Date.UTC(Number(m[1]), Number(m[2]), 0)).getUTCDate();
  const rates = new Set<number>([...gstRatesOn(`${month}-01`), ...gstRatesOn(`${month}-${String(lastDay).padStart(2, '0')}`), ...used]);
  return [...rates].sort((a, b) => a - b);
}

export type GstRegisterSummary = Omit<GstRegister, 'documents'>;

/**
 * The register built one document at a time, in the register's order (`registerOrder`), so that a month of any
 * size is read in batches and never held whole (issue 30): `add` answers the document's row and keeps only the
 * sums, the GSTR-1 rows and the series' ends; `summary` answers the rest of the register.
 */
export class GstRegisterBuilder {
  readonly rates: number[];
  private readonly totals: GstRegister['totals'];
  private readonly b2cl: RegisterB2clRow[] = [];
  private readonly cdnur: RegisterCdnurRow[] = [];
  private readonly b2csMap = new Map<string, RegisterRateRow>();
  private readonly hsnMap = new Map<string, RegisterHsnRow>();
  private readonly seriesEnds = new Map<InvoiceSnapshot['kind'], { from: string; to: string; count: number }>();

  constructor(
    readonly month: string,
    rates: readonly number[],
  ) {
    this.rates = [...rates];
    this.totals = {
      taxableByRate: Object.fromEntries(this.rates.map((r) => [rateKey(r), 0])),
      taxablePaise: 0,
      billOfSupplyPaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      totalPaise: 0,
      documentCount: 0,
    };
  }

  /** Adds a document of the month (the caller keeps the order) and answers its register row. */
  add(d: RegisterSource): RegisterDocumentRow {
    const sign = d.kind === 'credit-note' ? -1 : 1;
    const sums = byRate(d);
    const row = registerDocumentRow(this.rates, d);

    const t = this.totals;
    t.documentCount += 1;
    for (const [k, v] of Object.entries(row.taxableByRate)) {
      t.taxableByRate[k] = (t.taxableByRate[k] ?? 0) + v;
      t.taxablePaise += v;
    }
    t.billOfSupplyPaise += row.billOfSupplyPaise;
    t.cgstPaise += row.cgstPaise;
    t.sgstPaise += row.sgstPaise;
    t.igstPaise += row.igstPaise;
    t.totalPaise += row.totalPaise;

    // Table 13: numbers compared as the default sort compares them (UTF-16 code units).
    const ends = this.seriesEnds.get(d.kind);
    if (!ends) this.seriesEnds.set(d.kind, { from: d.number, to: d.number, count: 1 });
    else {
      if (d.number < ends.from) ends.from = d.number;
      if (d.number > ends.to) ends.to = d.number;
      ends.count += 1;
    }

    // GSTR-1 tables: tax documents only (not bills of supply).
    if (d.taxColumns !== 'none') this.addToGstr1(d, sign, sums);
    return row;
  }

  private addToGstr1(d: RegisterSource, sign: number, sums: ReturnType<typeof byRate>): void {
    const large = isB2cl(d);
    for (const [rate, s] of sums) {
      if (large && d.kind !== 'credit-note') {
        this.b2cl.push({
          number: d.number,
          date: d.date,
          invoiceValuePaise: d.totals.totalPaise,
          placeOfSupply: placeLabel(d.placeOfSupply),
          rate,
          taxablePaise: s.taxablePaise,
          igstPaise: s.igstPaise,
        });
      } else if (large) {
        this.cdnur.push({
          number: d.number,
          date: d.date,
          invoiceValuePaise: d.totals.totalPaise,
          placeOfSupply: placeLabel(d.placeOfSupply),
          rate,
          taxablePaise: s.taxablePaise,
          igstPaise: s.igstPaise,
          againstNumber: d.original!.number,
          againstDate: d.original!.date,
        });
      } else {
        const key = `${d.placeOfSupply.code}|${rate}`;
        const row = this.b2csMap.get(key) ?? { placeOfSupply: placeLabel(d.placeOfSupply), rate, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
        row.taxablePaise += sign * s.taxablePaise;
        row.cgstPaise += sign * s.cgstPaise;
        row.sgstPaise += sign * s.sgstPaise;
        row.igstPaise += sign * s.igstPaise;
        this.b2csMap.set(key, row);
      }
    }
    for (const h of d.hsnSummary) {
      const rate = h.gstRate ?? 0;
      const key = `${h.hsnCode}|${h.uqc}|${rate}`;
      const row = this.hsnMap.get(key) ?? {
        hsnCode: h.hsnCode,
        description: h.description,
        uqc: h.uqc,
        quantity: 0,
        rate,
        totalPaise: 0,
        taxablePaise: 0,
        igstPaise: 0,
        cgstPaise: 0,
        sgstPaise: 0,
      };
      row.quantity += sign * h.quantity;
      row.totalPaise += sign * h.totalPaise;
      row.taxablePaise += sign * h.taxablePaise;
      row.igstPaise += sign * h.igstPaise;
      row.cgstPaise += sign * h.cgstPaise;
      row.sgstPaise += sign * h.sgstPaise;
      this.hsnMap.set(key, row);
    }
  }

  /** Everything but the documents' rows, from the documents added so far. */
  summary(): GstRegisterSummary {
    const b2cs = [...this.b2csMap.values()].sort(b2csOrder);
    const hsn = [...this.hsnMap.values()].sort(hsnOrder);
    const documentSeries: RegisterDocumentSeries[] = [];
    const series = (nature: RegisterDocumentSeries['nature'], kind: InvoiceSnapshot['kind']) => {
      const ends = this.seriesEnds.get(kind);
      if (ends) documentSeries.push({ nature, ...ends });
    };
    series('Invoices for outward supply', 'tax-invoice');
    series('Bills of supply', 'bill-of-supply');
    series('Credit notes', 'credit-note');
    return { month: this.month, rates: this.rates, totals: this.totals, b2cl: this.b2cl, b2cs, cdnur: this.cdnur, hsn, documentSeries };
  }
}

/** The GST rates the month's documents use (a line without tax has none). */
export function ratesUsed(docs: Iterable<InvoiceSnapshot>): Set<number> {
  const used = new Set<number>();
  for (const d of docs) for (const l of d.lines) if (l.gstRate !== null) used.add(l.gstRate);
  return used;
}

/**
 * The register of `month` (`YYYY-MM`, IST) from a shop's documents (any months: the others are left out).
 * Throws RangeError on a malformed month.
 */
export function buildGstRegister(docs: readonly InvoiceSnapshot[], month: string): GstRegister {
  if (!MONTH.test(month)) throw new RangeError(`month must look like 2026-11, got ${month}`);
  const inMonth = docs.filter((d) => d.date.startsWith(`${month}-`)).sort(registerOrder);
  const builder = new GstRegisterBuilder(month, registerRates(month, ratesUsed(inMonth)));
  const documents = inMonth.map((d) => builder.add(d));
  return { ...builder.summary(), documents };
}

// ---------------------------------------------------------------- CSV

const KIND_LABEL: Record<InvoiceSnapshot['kind'], string> = { 'tax-invoice': 'Tax invoice', 'bill-of-supply': 'Bill of supply', 'credit-note': 'Credit note' };

/** The register's CSV before its documents: the title and the documents' header (lines without their CRLF). */
export function gstRegisterCsvHead(month: string, rates: readonly number[]): string[] {
  const out: string[] = [];
  const rateHeads = rates.map((x) => `Taxable value @${x}%`);
  out.push(csvRow([`GST sales register ${month}`]));
  out.push(
    csvRow([
      'Document type',
      'Number',
      'Date',
      'Order id',
      'Buyer state',
      'Place of supply',
      'Supply',
      'Against invoice',
      ...rateHeads,
      'Value (bill of supply)',
      'CGST',
      'SGST/UTGST',
      'IGST',
      'Total',
    ]),
  );
  return out;
}

/** One document's line of the register's CSV. */
export function gstRegisterCsvDocument(rates: readonly number[], d: RegisterDocumentRow): string {
  return csvRow([
    KIND_LABEL[d.kind],
    d.number,
    d.date,
    d.orderId,
    d.buyerState,
    d.placeOfSupply,
    d.supplyType,
    d.againstNumber ?? '',
    ...rates.map((x) => csvMoney(d.taxableByRate[rateKey(x)] ?? 0)),
    csvMoney(d.billOfSupplyPaise),
    csvMoney(d.cgstPaise),
    csvMoney(d.sgstPaise),
    csvMoney(d.igstPaise),
    csvMoney(d.totalPaise),
  ]);
}

/** The register's CSV after its documents: the totals row and the GSTR-1 tables. */
export function gstRegisterCsvTail(r: GstRegisterSummary): string[] {
  const out: string[] = [];
  const t = r.totals;
  out.push(
    csvRow([
      'Total',
      `${t.documentCount} documents`,
      '',
      '',
      '',
      '',
      '',
      '',
      ...r.rates.map((x) => csvMoney(t.taxableByRate[rateKey(x)] ?? 0)),
      csvMoney(t.billOfSupplyPaise),
      csvMoney(t.cgstPaise),
      csvMoney(t.sgstPaise),
      csvMoney(t.igstPaise),
      csvMoney(t.totalPaise),
    ]),
  );

  out.push('', csvRow(['GSTR-1 Table 5: B2C Large (inter-state invoices above the limit)']));
  out.push(csvRow(['Invoice number', 'Invoice date', 'Invoice value', 'Place of supply', 'Rate', 'Taxable value', 'IGST']));
  for (const b of r.b2cl)
    out.push(csvRow([b.number, b.date, csvMoney(b.invoiceValuePaise), b.placeOfSupply, b.rate, csvMoney(b.taxablePaise), csvMoney(b.igstPaise)]));

  out.push('', csvRow(['GSTR-1 Table 7: B2C Small (net of credit notes)']));
  out.push(csvRow(['Place of supply', 'Rate', 'Taxable value', 'CGST', 'SGST/UTGST', 'IGST']));
  for (const b of r.b2cs)
    out.push(csvRow([b.placeOfSupply, b.rate, csvMoney(b.taxablePaise), csvMoney(b.cgstPaise), csvMoney(b.sgstPaise), csvMoney(b.igstPaise)]));

  out.push('', csvRow(['GSTR-1 Table 9B: credit notes to unregistered persons (against B2C Large invoices)']));
  out.push(csvRow(['Note number', 'Note date', 'Note value', 'Against invoice', 'Invoice date', 'Place of supply', 'Rate', 'Taxable value', 'IGST']));
  for (const c of r.cdnur)
    out.push(
      csvRow([
        c.number,
        c.date,
        csvMoney(c.invoiceValuePaise),
        c.againstNumber,
        c.againstDate,
        c.placeOfSupply,
        c.rate,
        csvMoney(c.taxablePaise),
        csvMoney(c.igstPaise),
      ]),
    );

  out.push('', csvRow(['GSTR-1 Table 12: HSN summary (net of credit notes)']));
  out.push(csvRow(['HSN', 'Description', 'UQC', 'Total quantity', 'Total value', 'Rate', 'Taxable value', 'IGST', 'CGST', 'SGST/UTGST', 'Cess']));
  for (const h of r.hsn)
    out.push(
      csvRow([
        h.hsnCode,
        h.description,
        h.uqc,
        h.quantity,
        csvMoney(h.totalPaise),
        h.rate,
        csvMoney(h.taxablePaise),
        csvMoney(h.igstPaise),
        csvMoney(h.cgstPaise),
        csvMoney(h.sgstPaise),
        csvMoney(0),
      ]),
    );

  out.push('', csvRow(['GSTR-1 Table 13: documents issued']));
  out.push(csvRow(['Nature of document', 'From', 'To', 'Total number', 'Cancelled']));
  for (const s of r.documentSeries) out.push(csvRow([s.nature, s.from, s.to, s.count, 0]));

  return out;
}

/**
 * The register as CSV (UTF-8, CRLF line ends, sections separated by a blank line): the documents with taxable
 * value per rate, CGST, SGST/UTGST, IGST and total, and a totals row; then GSTR-1 B2C Large, B2C Small, credit
 * notes to unregistered persons, the HSN summary and the documents issued. Amounts in rupees with two decimals.
 * The server streams the same lines (`gstRegisterCsvHead`, `…Document`, `…Tail`) batch by batch.
 */
export function buildGstRegisterCsv(docs: readonly InvoiceSnapshot[], month: string): string {
  const r = buildGstRegister(docs, month);
  return csvFile([...gstRegisterCsvHead(r.month, r.rates), ...r.documents.map((d) => gstRegisterCsvDocument(r.rates, d)), ...gstRegisterCsvTail(r)]);
}
