// Over 300 lines: the platform's monthly tax reports (TCS, TDS, commission) share one set of document rules.
import { istDate } from '@bazaar/shared';
import type { InvoiceSnapshot } from '../../invoices/domain/invoice.js';
import type { SupplyType } from '../../invoices/domain/tax.js';
import { tcsBaseOf, tcsOfDocument, tdsBaseOf, tdsOn } from '../../ledger/domain/withholding.js';
import { csvFile, csvMoney, csvRow } from '../../../lib/csv.js';

/**
 * The platform's own tax reports of a month (IST), built from the shops' immutable documents (decision 021):
 *
 * - TCS under CGST s.52, shaped like GSTR-8 table 3: one row per supplier GSTIN and place of supply with the
 *   gross value of supplies (invoices dated in the month), the value returned (credit notes dated in the month),
 *   the net value and the TCS as IGST or CGST + SGST. A document's TCS is computed on its own (rate of the
 *   invoice's date, see `tcsOfDocument`) and a row's TCS is the sum, so the ledger, which posts per document,
 *   agrees to the paisa. Shops without a GSTIN are listed apart, with their values and no TCS.
 * - TDS under Income-tax s.194-O: one row per shop (and its PAN) with the gross amount, without GST, of the
 *   orders delivered in the month and the TDS at the rate of each delivery's date (5 % without a valid PAN), less
 *   the returns' credit notes dated in the month, each reversing TDS as the ledger does (`tdsOfReturnNotes`).
 */

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
function checkMonth(month: string): void {
  if (!MONTH.test(month)) throw new RangeError(`month must look like 2026-11, got ${month}`);
}

export interface TcsDocumentInput {
  shopId: string;
  shopName: string;
  /** The shop's PAN (listed for unregistered shops). */
  pan: string;
  /** How the order was paid: `COD` is collected by the shop itself. */
  paymentMethod: string;
  /**
   * Whether the order was placed with the platform setting tcsOnCod on (recorded on the order; a credit note
   * follows its order): decides whether a cash-on-delivery document carries TCS, whatever the setting is today.
   */
  tcsOnCod: boolean;
  snapshot: InvoiceSnapshot;
}

export interface UnregisteredShopInput {
  shopId: string;
  shopName: string;
  pan: string;
  stateName: string;
}

export interface TcsReportRow {
  shopId: string;
  shopName: string;
  gstin: string;
  /** `27-Maharashtra`. */
  supplierState: string;
  placeOfSupply: string;
  supplyType: SupplyType;
  /** TCS rates (percent) applied in the row, highest first (two in a month with a rate change). */
  rates: number[];
  invoiceCount: number;
  creditNoteCount: number;
  grossPaise: number;
  returnedPaise: number;
  netPaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  tcsPaise: number;
}

export interface TcsTotals {
  grossPaise: number;
  returnedPaise: number;
  netPaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  tcsPaise: number;
}

export interface UnregisteredRow {
  shopId: string;
  shopName: string;
  pan: string;
  stateName: string;
  documentCount: number;
  grossPaise: number;
  returnedPaise: number;
  netPaise: number;
}

export interface TcsReport {
  month: string;
  /** The setting tcsOnCod in force at the end of the month (now, for the current month). */
  tcsOnCod: boolean;
  /** False when no document of the month carries TCS because of the tcsOnCod setting. */
  tcsDue: boolean;
  /** Why no TCS is shown, when the setting leaves it out; else null. */
  note: string | null;
  rows: TcsReportRow[];
  totals: TcsTotals;
  unregistered: UnregisteredRow[];
  unregisteredTotals: { documentCount: number; grossPaise: number; returnedPaise: number; netPaise: number };
}

export const TCS_OFF_NOTE =
  'No TCS is due on cash-on-delivery orders: the platform setting tcsOnCod is off. In Bazaar the shop, not the ' +
  'platform, collects the cash, and the platform owner has taken the view that CGST s.52 then does not apply. ' +
  'The values are listed for reference.';

export const TCS_PART_NOTE =
  'Cash-on-delivery orders placed while the platform setting tcsOnCod was off carry no TCS (the shop, not the ' +
  'platform, collects the cash); their values are listed for reference. Orders placed while it was on carry TCS.';

const zeroTotals = (): TcsTotals => ({ grossPaise: 0, returnedPaise: 0, netPaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0, tcsPaise: 0 });
const stateLabel = (s: { code: string; name: string }) => `${s.code}-${s.name}`;

/**
 * The TCS report of `month` from the documents dated in it (others are left out). Whether a cash-on-delivery
 * document carries TCS is what its order recorded (`TcsDocumentInput.tcsOnCod`); `tcsOnCod` is the setting at
 * the end of the month, shown with the report. Throws RangeError on a malformed month.
 */
export function buildTcsReport(
  docs: readonly TcsDocumentInput[],
  unregisteredShops: readonly UnregisteredShopInput[],
  month: string,
  tcsOnCod: boolean,
): TcsReport {
  const sums = tcsSums(month);
  addTcsDocuments(sums, docs);
  return finishTcsReport(sums, unregisteredShops, tcsOnCod);
}

/** What the TCS report keeps while its documents pass: one row per GSTIN and place of supply, and per shop without one. */
export interface TcsSums {
  month: string;
  rows: Map<string, TcsReportRow & { rateSet: Set<number> }>;
  unreg: Map<string, UnregisteredRow>;
  anyLeftOut: boolean;
  anyCarried: boolean;
}

/** Empty sums of `month`'s TCS report. Throws RangeError on a malformed month. */
export function tcsSums(month: string): TcsSums {
  checkMonth(month);
  return { month, rows: new Map(), unreg: new Map(), anyLeftOut: false, anyCarried: false };
}

// One row per shop and PAN: the PAN each document's order recorded (a shop whose PAN changed shows two rows).
const unregKey = (shopId: string, pan: string) => `${shopId}|${pan}`;

/**
 * Adds documents (of any month: the others are left out) in issue order to the sums: the report is read batch by
 * batch (issue 30), and a row's shop and states are those of its first document, as when built whole.
 */
export function addTcsDocuments(sums: TcsSums, docs: readonly TcsDocumentInput[]): void {
  const { month, rows, unreg } = sums;
  const inMonth = docs.filter((d) => d.snapshot.date.startsWith(`${month}-`));
  for (const d of inMonth) {
    const snap = d.snapshot;
    const isReturn = snap.kind === 'credit-note';
    const base = tcsBaseOf(snap);
    if (base === null) {
      const value = snap.totals.totalPaise;
      const u = unreg.get(unregKey(d.shopId, d.pan)) ?? {
        shopId: d.shopId,
        shopName: d.shopName,
        pan: d.pan,
        stateName: snap.seller.state.name,
        documentCount: 0,
        grossPaise: 0,
        returnedPaise: 0,
        netPaise: 0,
      };
      u.documentCount++;
      if (isReturn) u.returnedPaise += value;
      else u.grossPaise += value;
      u.netPaise = u.grossPaise - u.returnedPaise;
      unreg.set(unregKey(d.shopId, d.pan), u);
      continue;
    }
    const key = `${snap.seller.gstin}|${snap.placeOfSupply.code}`;
    const row = rows.get(key) ?? {
      shopId: d.shopId,
      shopName: d.shopName,
      gstin: snap.seller.gstin!,
      supplierState: stateLabel(snap.seller.state),
      placeOfSupply: stateLabel(snap.placeOfSupply),
      supplyType: snap.supplyType,
      rates: [],
      rateSet: new Set<number>(),
      invoiceCount: 0,
      creditNoteCount: 0,
      grossPaise: 0,
      returnedPaise: 0,
      netPaise: 0,
      igstPaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      tcsPaise: 0,
    };
    if (isReturn) {
      row.creditNoteCount++;
      row.returnedPaise += base;
    } else {
      row.invoiceCount++;
      row.grossPaise += base;
    }
    row.netPaise = row.grossPaise - row.returnedPaise;
    const applies = d.tcsOnCod || d.paymentMethod !== 'COD';
    if (!applies) sums.anyLeftOut = true;
    else sums.anyCarried = true;
    const tcs = applies ? tcsOfDocument(snap) : null;
    if (tcs) {
      row.rateSet.add(tcs.ratePercent);
      row.igstPaise += tcs.igstPaise;
      row.cgstPaise += tcs.cgstPaise;
      row.sgstPaise += tcs.sgstPaise;
      row.tcsPaise += tcs.totalPaise;
    }
    rows.set(key, row);
  }
}

/**
 * The sums of a month's documents as SQL adds them up (`selectTcsSums`, issue 30): a row per GSTIN and place of
 * supply (with its TCS rates, unsorted), a row per shop without a GSTIN and PAN, and whether any document was left
 * out of TCS or carried it.
 */
export interface TcsSqlSums {
  rows: (Omit<TcsReportRow, 'netPaise'> & { gstin: string })[];
  unregistered: Omit<UnregisteredRow, 'netPaise'>[];
  anyLeftOut: boolean;
  anyCarried: boolean;
}

/** The sums `addTcsDocuments` keeps, from the sums SQL added up over the month's documents. */
export function tcsSumsFromSql(month: string, s: TcsSqlSums): TcsSums {
  const sums = tcsSums(month);
  for (const r of s.rows)
    sums.rows.set(`${r.gstin}|${r.placeOfSupply.split('-')[0]}`, { ...r, rates: [], rateSet: new Set(r.rates), netPaise: r.grossPaise - r.returnedPaise });
  for (const u of s.unregistered) sums.unreg.set(unregKey(u.shopId, u.pan), { ...u, netPaise: u.grossPaise - u.returnedPaise });
  sums.anyLeftOut = s.anyLeftOut;
  sums.anyCarried = s.anyCarried;
  return sums;
}

/** The report from the sums of every document of the month, with the shops without a GSTIN and the setting. */
export function finishTcsReport(sums: TcsSums, unregisteredShops: readonly UnregisteredShopInput[], tcsOnCod: boolean): TcsReport {
  const { month, rows, unreg, anyLeftOut, anyCarried } = sums;
  // Shops without a GSTIN that issued nothing in the month are listed too, with zeros.
  const withDocuments = new Set([...unreg.values()].map((u) => u.shopId));
  for (const s of unregisteredShops) {
    if (withDocuments.has(s.shopId)) continue;
    unreg.set(unregKey(s.shopId, s.pan), {
      shopId: s.shopId,
      shopName: s.shopName,
      pan: s.pan,
      stateName: s.stateName,
      documentCount: 0,
      grossPaise: 0,
      returnedPaise: 0,
      netPaise: 0,
    });
  }
  const list: TcsReportRow[] = [...rows.values()]
    .map(({ rateSet, ...r }) => ({ ...r, rates: [...rateSet].sort((a, b) => b - a) }))
    .sort((a, b) => a.gstin.localeCompare(b.gstin) || a.placeOfSupply.localeCompare(b.placeOfSupply));
  const totals = zeroTotals();
  for (const r of list) {
    totals.grossPaise += r.grossPaise;
    totals.returnedPaise += r.returnedPaise;
    totals.netPaise += r.netPaise;
    totals.igstPaise += r.igstPaise;
    totals.cgstPaise += r.cgstPaise;
    totals.sgstPaise += r.sgstPaise;
    totals.tcsPaise += r.tcsPaise;
  }
  const unregistered = [...unreg.values()].sort(
    (a, b) => a.shopName.localeCompare(b.shopName) || a.shopId.localeCompare(b.shopId) || a.pan.localeCompare(b.pan),
  );
  const unregisteredTotals = { documentCount: 0, grossPaise: 0, returnedPaise: 0, netPaise: 0 };
  for (const u of unregistered) {
    unregisteredTotals.documentCount += u.documentCount;
    unregisteredTotals.grossPaise += u.grossPaise;
    unregisteredTotals.returnedPaise += u.returnedPaise;
    unregisteredTotals.netPaise += u.netPaise;
  }
  return {
    month,
    tcsOnCod,
    tcsDue: list.some((r) => r.rates.length > 0) || (tcsOnCod && !anyLeftOut),
    note: anyLeftOut && anyCarried ? TCS_PART_NOTE : anyLeftOut || (!tcsOnCod && list.length === 0) ? TCS_OFF_NOTE : null,
    rows: list,
    totals,
    unregistered,
    unregisteredTotals,
  };
}

const rateText = (rates: readonly number[]) => rates.join(' / ');

/** The TCS report as CSV (UTF-8, CRLF): the GSTR-8 rows and totals, then the shops without a GSTIN. */
export function buildTcsReportCsv(r: TcsReport): string {
  const out: string[] = [];
  out.push(csvRow([`TCS under CGST s.52 (GSTR-8) ${r.month}`]));
  if (r.note) out.push(csvRow([r.note]));
  out.push(
    csvRow([
      'Supplier GSTIN',
      'Shop',
      'Supplier state',
      'Place of supply',
      'Supply',
      'TCS rate %',
      'Invoices',
      'Credit notes',
      'Gross value of supplies',
      'Value returned',
      'Net value',
      'IGST',
      'CGST',
      'SGST/UTGST',
      'TCS total',
    ]),
  );
  for (const x of r.rows) {
    out.push(
      csvRow([
        x.gstin,
        x.shopName,
        x.supplierState,
        x.placeOfSupply,
        x.supplyType,
        rateText(x.rates),
        x.invoiceCount,
        x.creditNoteCount,
        csvMoney(x.grossPaise),
        csvMoney(x.returnedPaise),
        csvMoney(x.netPaise),
        csvMoney(x.igstPaise),
        csvMoney(x.cgstPaise),
        csvMoney(x.sgstPaise),
        csvMoney(x.tcsPaise),
      ]),
    );
  }
  const t = r.totals;
  out.push(
    csvRow([
      'Total',
      `${r.rows.length} rows`,
      '',
      '',
      '',
      '',
      r.rows.reduce((a, x) => a + x.invoiceCount, 0),
      r.rows.reduce((a, x) => a + x.creditNoteCount, 0),
      csvMoney(t.grossPaise),
      csvMoney(t.returnedPaise),
      csvMoney(t.netPaise),
      csvMoney(t.igstPaise),
      csvMoney(t.cgstPaise),
      csvMoney(t.sgstPaise),
      csvMoney(t.tcsPaise),
    ]),
  );
  out.push('', csvRow(['Shops without a GSTIN (enrolled by PAN): no TCS']));
  out.push(csvRow(['Shop', 'PAN', 'State', 'Documents', 'Gross value of supplies', 'Value returned', 'Net value']));
  for (const u of r.unregistered) {
    out.push(csvRow([u.shopName, u.pan, u.stateName, u.documentCount, csvMoney(u.grossPaise), csvMoney(u.returnedPaise), csvMoney(u.netPaise)]));
  }
  const ut = r.unregisteredTotals;
  out.push(csvRow(['Total', '', '', ut.documentCount, csvMoney(ut.grossPaise), csvMoney(ut.returnedPaise), csvMoney(ut.netPaise)]));
  return csvFile(out);
}

// ------------------------------------------------------------------ TDS

export interface TdsDeliveryInput {
  shopId: string;
  shopName: string;
  pan: string;
  /** Whether the PAN is valid (see `isValidPan`); without one the rate is 5 % (s.206AA). */
  hasPan: boolean;
  orderId: string;
  deliveredAt: Date;
  /** The order's invoice or bill of supply; null for an order delivered before invoices existed. */
  invoice: InvoiceSnapshot | null;
  /** The order's total (GST-inclusive), used when it has no invoice. */
  orderTotalPaise: number;
}

export interface TdsReportRow {
  shopId: string;
  shopName: string;
  pan: string;
  panValid: boolean;
  rates: number[];
  orderCount: number;
  grossPaise: number;
  creditNoteCount: number;
  /** The returned goods' value (without GST) of the returns' credit notes dated in the month. */
  returnedPaise: number;
  netPaise: number;
  /** The TDS of the deliveries less what the month's return notes reversed. */
  tdsPaise: number;
}

export interface TdsReport {
  month: string;
  rows: TdsReportRow[];
  totals: { orderCount: number; grossPaise: number; creditNoteCount: number; returnedPaise: number; netPaise: number; tdsPaise: number };
}

/** A return's credit note (issue 26 #4) of an order, with the order's TDS facts: what it was delivered under. */
export interface TdsReturnNoteInput {
  shopId: string;
  shopName: string;
  pan: string;
  hasPan: boolean;
  orderId: string;
  deliveredAt: Date;
  /** The note's number in its series: an order's notes are counted in this order. */
  seq: number;
  note: InvoiceSnapshot;
}

/**
 * What each return note reverses of its order's TDS, as the ledger posts it (decision 084): cumulatively over the
 * order's return notes in series order, TDS(base of the notes so far) − TDS(base before this one), at the rate of the
 * delivery's date, so every unit back reverses exactly the delivery's TDS on the goods, never more. Give every return
 * note of each order concerned (earlier months' too): the cumulative base needs them.
 */
export function tdsOfReturnNotes(
  notes: readonly TdsReturnNoteInput[],
): Array<TdsReturnNoteInput & { basePaise: number; ratePercent: number; tdsPaise: number }> {
  const byOrder = new Map<string, TdsReturnNoteInput[]>();
  for (const n of notes) byOrder.set(n.orderId, [...(byOrder.get(n.orderId) ?? []), n]);
  const out: Array<TdsReturnNoteInput & { basePaise: number; ratePercent: number; tdsPaise: number }> = [];
  for (const list of byOrder.values()) {
    let before = 0;
    for (const n of [...list].sort((x, y) => x.seq - y.seq)) {
      const basePaise = tdsBaseOf(n.note);
      const after = before + basePaise;
      const { ratePercent, tdsPaise: tdsAfter } = tdsOn(after, n.deliveredAt, { hasPan: n.hasPan });
      out.push({ ...n, basePaise, ratePercent, tdsPaise: tdsAfter - tdsOn(before, n.deliveredAt, { hasPan: n.hasPan }).tdsPaise });
      before = after;
    }
  }
  return out;
}

/** TDS on one delivered order: its gross amount (without GST) and the tax at the rate of its delivery date. */
export function tdsOfDelivery(d: Pick<TdsDeliveryInput, 'hasPan' | 'deliveredAt' | 'invoice' | 'orderTotalPaise'>): {
  grossPaise: number;
  ratePercent: number;
  tdsPaise: number;
} {
  const grossPaise = d.invoice ? tdsBaseOf(d.invoice) : d.orderTotalPaise;
  const { ratePercent, tdsPaise } = tdsOn(grossPaise, d.deliveredAt, { hasPan: d.hasPan });
  return { grossPaise, ratePercent, tdsPaise };
}

/**
 * The TDS report of `month` from the orders delivered in it (IST; others are left out), net of the returns' credit
 * notes dated in it (`returnNotes`: every return note of the orders concerned; the month's are counted).
 */
export function buildTdsReport(deliveries: readonly TdsDeliveryInput[], month: string, returnNotes: readonly TdsReturnNoteInput[] = []): TdsReport {
  checkMonth(month);
  const rows = new Map<string, TdsReportRow & { rateSet: Set<number> }>();
  // One row per shop and the PAN its orders recorded: a shop whose PAN changed shows one row per PAN (26Q).
  const rowOf = (d: { shopId: string; shopName: string; pan: string; hasPan: boolean }) => {
    const key = `${d.shopId}|${d.pan}`;
    const row = rows.get(key) ?? {
      shopId: d.shopId,
      shopName: d.shopName,
      pan: d.pan,
      panValid: d.hasPan,
      rates: [],
      rateSet: new Set<number>(),
      orderCount: 0,
      grossPaise: 0,
      creditNoteCount: 0,
      returnedPaise: 0,
      netPaise: 0,
      tdsPaise: 0,
    };
    rows.set(key, row);
    return row;
  };
  for (const d of deliveries) {
    if (!istDate(d.deliveredAt).startsWith(`${month}-`)) continue;
    const t = tdsOfDelivery(d);
    const row = rowOf(d);
    row.orderCount++;
    row.grossPaise += t.grossPaise;
    row.tdsPaise += t.tdsPaise;
    row.rateSet.add(t.ratePercent);
  }
  for (const n of tdsOfReturnNotes(returnNotes)) {
    if (!n.note.date.startsWith(`${month}-`)) continue;
    const row = rowOf(n);
    row.creditNoteCount++;
    row.returnedPaise += n.basePaise;
    row.tdsPaise -= n.tdsPaise;
    row.rateSet.add(n.ratePercent);
  }
  const list = [...rows.values()]
    .map(({ rateSet, ...r }) => ({ ...r, netPaise: r.grossPaise - r.returnedPaise, rates: [...rateSet].sort((a, b) => b - a) }))
    .sort((a, b) => a.pan.localeCompare(b.pan) || a.shopName.localeCompare(b.shopName) || a.shopId.localeCompare(b.shopId));
  const totals = { orderCount: 0, grossPaise: 0, creditNoteCount: 0, returnedPaise: 0, netPaise: 0, tdsPaise: 0 };
  for (const r of list) {
    totals.orderCount += r.orderCount;
    totals.grossPaise += r.grossPaise;
    totals.creditNoteCount += r.creditNoteCount;
    totals.returnedPaise += r.returnedPaise;
    totals.netPaise += r.netPaise;
    totals.tdsPaise += r.tdsPaise;
  }
  return { month, rows: list, totals };
}

/** The TDS report as CSV (UTF-8, CRLF) with a totals row. */
export function buildTdsReportCsv(r: TdsReport): string {
  const out: string[] = [];
  out.push(csvRow([`TDS under Income-tax s.194-O ${r.month}`]));
  out.push(
    csvRow([
      'PAN',
      'PAN valid',
      'Shop',
      'Delivered orders',
      'Gross amount (without GST)',
      'TDS rate %',
      'TDS (net of returns)',
      'Return credit notes',
      'Returned (without GST)',
      'Net amount',
    ]),
  );
  for (const x of r.rows) {
    out.push(
      csvRow([
        x.pan,
        x.panValid ? 'yes' : 'no',
        x.shopName,
        x.orderCount,
        csvMoney(x.grossPaise),
        rateText(x.rates),
        csvMoney(x.tdsPaise),
        x.creditNoteCount,
        csvMoney(x.returnedPaise),
        csvMoney(x.netPaise),
      ]),
    );
  }
  const t = r.totals;
  out.push(
    csvRow([
      'Total',
      '',
      `${r.rows.length} shops`,
      t.orderCount,
      csvMoney(t.grossPaise),
      '',
      csvMoney(t.tdsPaise),
      t.creditNoteCount,
      csvMoney(t.returnedPaise),
      csvMoney(t.netPaise),
    ]),
  );
  return csvFile(out);
}
