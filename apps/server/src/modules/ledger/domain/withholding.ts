import { type DateInput, istDate } from '@bazaar/shared';
import type { InvoiceSnapshot } from '../../invoices/domain/invoice.js';
import type { SupplyType } from '../../invoices/domain/tax.js';

/**
 * What the platform withholds on a shop's sales, as dated rate tables (IST calendar dates, both ends inclusive).
 *
 * - TCS under CGST Act s.52 (an e-commerce operator collects tax on the net value of taxable supplies made
 *   through it, reported in GSTR-8). In force from 1 Oct 2018 at 1 % (0.5 % CGST + 0.5 % SGST, or 1 % IGST);
 *   from 10 Jul 2024 0.5 % (Notification 15/2024-Central Tax, 0.25 % + 0.25 %, or 0.5 % IGST).
 * - TDS under Income-tax Act s.194-O (an e-commerce operator deducts on the gross amount of sales of goods
 *   facilitated through it). In force from 1 Oct 2020 at 1 %; from 1 Oct 2024 0.1 % (Finance (No. 2) Act 2024).
 *   Without a PAN (or with an inoperative one) s.206AA caps the rate at 5 % for s.194-O.
 *
 * Amounts are integer paise. Rounding rule: a withheld amount is value × rate rounded to the nearest paisa,
 * half a paisa away from zero (so a negative value, e.g. a month with more returns than sales, mirrors a
 * positive one). For TCS on an intra-state supply the CGST and SGST halves are each rounded that way and the
 * total is their sum, so CGST = SGST exactly; for an inter-state supply IGST is rounded once. A later change
 * is a new row here, never an `if`. Rules follow the law as of 2026-11; not tax advice.
 */
export interface DatedRate {
  /** First day in force (IST). */
  from: string;
  /** Last day in force (IST), or null while in force. */
  to: string | null;
  /** Rate in percent. */
  ratePercent: number;
}

export interface TdsRateRow {
  from: string;
  to: string | null;
  /** Rate in percent for a payee with a valid (operative) PAN. */
  withPanPercent: number;
  /** Rate in percent without one (s.206AA). */
  withoutPanPercent: number;
}

/** TCS under CGST s.52 (total of both halves, or IGST). */
export const TCS_RATES: readonly DatedRate[] = [
  { from: '2018-10-01', to: '2024-07-09', ratePercent: 1 },
  { from: '2024-07-10', to: null, ratePercent: 0.5 },
];

/** TDS under Income-tax s.194-O, with the s.206AA rate for a payee without a valid PAN. */
export const TDS_194O_RATES: readonly TdsRateRow[] = [
  { from: '2020-10-01', to: '2024-09-30', withPanPercent: 1, withoutPanPercent: 5 },
  { from: '2024-10-01', to: null, withPanPercent: 0.1, withoutPanPercent: 5 },
];

function rowOn<T extends { from: string; to: string | null }>(rows: readonly T[], date: DateInput): T | undefined {
  const day = istDate(date);
  return rows.find((r) => r.from <= day && (r.to === null || day <= r.to));
}

/** TCS rate (percent) in force on a date (IST); 0 before s.52 came into force (1 Oct 2018). */
export function tcsRateOn(date: DateInput): number {
  return rowOn(TCS_RATES, date)?.ratePercent ?? 0;
}

/** TDS rate (percent) under s.194-O on a date (IST); 5 % without a valid PAN; 0 before 1 Oct 2020. */
export function tdsRateOn(date: DateInput, opts: { hasPan: boolean }): number {
  const row = rowOn(TDS_194O_RATES, date);
  if (!row) return 0;
  return opts.hasPan ? row.withPanPercent : row.withoutPanPercent;
}

/** Rate in percent as an integer number of hundredths (basis points): 0.5 % → 50, 0.1 % → 10. */
function basisPoints(ratePercent: number): number {
  const bp = Math.round(ratePercent * 100);
  if (!Number.isFinite(ratePercent) || ratePercent < 0 || Math.abs(bp - ratePercent * 100) > 1e-9) {
    throw new RangeError(`rate must be a non-negative percent with at most 2 decimals, got ${ratePercent}`);
  }
  return bp;
}

/** round(n / d) for integers, d > 0, half away from zero. */
function roundDiv(n: number, d: number): number {
  const sign = n < 0 ? -1 : 1;
  const a = Math.abs(n);
  if (!Number.isSafeInteger(2 * a + d)) throw new RangeError('amount too large');
  return sign * Math.floor((2 * a + d) / (2 * d));
}

function checkPaise(valuePaise: number): void {
  if (!Number.isSafeInteger(valuePaise)) {
    throw new RangeError(`amount must be an integer number of paise, got ${valuePaise}`);
  }
}

/** `valuePaise` × `ratePercent` %, rounded to the nearest paisa, half away from zero. */
export function percentOfPaise(valuePaise: number, ratePercent: number): number {
  checkPaise(valuePaise);
  return roundDiv(valuePaise * basisPoints(ratePercent), 10_000) + 0;
}

export interface TcsAmount {
  ratePercent: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  /** igst + cgst + sgst. */
  totalPaise: number;
}

/**
 * TCS at `ratePercent` on a taxable value (paise, without GST; may be negative for a net of returns):
 * IGST for an inter-state supply, CGST and SGST of half the rate each for an intra-state one.
 */
export function tcsAt(taxablePaise: number, ratePercent: number, supplyType: SupplyType): TcsAmount {
  checkPaise(taxablePaise);
  const bp = basisPoints(ratePercent);
  if (supplyType === 'inter-state') {
    const igstPaise = roundDiv(taxablePaise * bp, 10_000) + 0;
    return { ratePercent, igstPaise, cgstPaise: 0, sgstPaise: 0, totalPaise: igstPaise };
  }
  const half = roundDiv(taxablePaise * bp, 20_000) + 0;
  return { ratePercent, igstPaise: 0, cgstPaise: half, sgstPaise: half, totalPaise: 2 * half };
}

/** TCS on a taxable value at the rate in force on `date` (IST). */
export function tcsOn(taxablePaise: number, date: DateInput, supplyType: SupplyType): TcsAmount {
  return tcsAt(taxablePaise, tcsRateOn(date), supplyType);
}

export interface TdsAmount {
  ratePercent: number;
  tdsPaise: number;
}

/** TDS under s.194-O on a gross amount (paise) at the rate in force on `date` (IST). */
export function tdsOn(grossPaise: number, date: DateInput, opts: { hasPan: boolean }): TdsAmount {
  const ratePercent = tdsRateOn(date, opts);
  return { ratePercent, tdsPaise: percentOfPaise(grossPaise, ratePercent) };
}

// ------------------------------------------------------------ per document (the report and the ledger agree)

/**
 * The value TCS is collected on for one GST document, unsigned: the taxable value (without GST) of a tax
 * invoice, the whole value of a composition shop's bill of supply (it charges no GST), and null for a shop
 * without a GSTIN (an unregistered shop enrolled by PAN: no TCS, GSTR-8 has no row for it). A credit note
 * has the value of the invoice it reverses.
 */
export function tcsBaseOf(doc: InvoiceSnapshot): number | null {
  if (!doc.seller.gstin) return null;
  return doc.taxColumns === 'none' ? doc.totals.totalPaise : doc.totals.taxablePaise;
}

/** The IST date whose rate applies to a document: an invoice's own date, a credit note's invoice's date. */
export function rateDateOf(doc: InvoiceSnapshot): string {
  return doc.kind === 'credit-note' ? (doc.original?.date ?? doc.date) : doc.date;
}

/**
 * TCS on one document, signed: an invoice (or bill of supply) at the rate in force on its date; a credit note
 * the exact negative of its invoice's TCS (same base, same rate, same rounding), so a reversed supply nets to
 * zero to the paisa even across a rate change. Null without a GSTIN.
 */
export function tcsOfDocument(doc: InvoiceSnapshot): TcsAmount | null {
  const base = tcsBaseOf(doc);
  if (base === null) return null;
  const t = tcsOn(base, rateDateOf(doc), doc.supplyType);
  if (doc.kind !== 'credit-note') return t;
  const neg = (n: number) => 0 - n;
  return { ratePercent: t.ratePercent, igstPaise: neg(t.igstPaise), cgstPaise: neg(t.cgstPaise), sgstPaise: neg(t.sgstPaise), totalPaise: neg(t.totalPaise) };
}

/**
 * The gross amount of an order's sale for TDS under s.194-O, from its invoice: without the GST shown on a tax
 * invoice (CBDT Circular 17/2020 of 29 Sep 2020: GST shown separately is not part of it), the whole value of a bill of supply (no GST is shown on it).
 * Delivery is part of the supply and counts.
 */
export function tdsBaseOf(invoice: InvoiceSnapshot): number {
  return invoice.taxColumns === 'none' ? invoice.totals.totalPaise : invoice.totals.taxablePaise;
}
