import { isValidPan, stateByCode, toRupees, type TcsReportDto, type TdsReportDto } from '@bazaar/shared';
import {
  buildTcsReportCsv,
  finishTcsReport,
  tcsSumsFromSql,
  buildTdsReport,
  buildTdsReportCsv,
  type TcsReport,
  type TdsReport,
} from './domain/platform-reports.js';
import type { Db } from '../../db/client.js';
import { platformSettingsAt } from '../settings/settings.service.js';
import { selectDeliveredOrders, selectReturnNotesOfOrdersWithNotesIn, selectTcsSums, selectUnregisteredShops } from './platform-tax.repo.js';
import { istMonthRange } from './reports.service.js';

/**
 * The TCS report of a month (`YYYY-MM`, validated by the route), in paise. Each document carries TCS by what its
 * order recorded when placed (tcsOnCod, PAN; decision 037); the setting shown with the report is the one in force
 * at the end of the month (the dated history), so a past month reads the same whatever is changed later.
 */
export async function tcsReport(db: Db, month: string): Promise<TcsReport> {
  const { from, to } = istMonthRange(month);
  const [unregistered, settings] = await Promise.all([selectUnregisteredShops(db, to), platformSettingsAt(db, to)]);
  // Summed by SQL over the documents' register rows (issue 30): no document is read into the server.
  const sums = tcsSumsFromSql(month, await selectTcsSums(db, from, to, month));
  return finishTcsReport(
    sums,
    unregistered.map((s) => ({ shopId: s.shopId, shopName: s.shopName, pan: s.pan, stateName: stateByCode(s.stateCode)?.name ?? s.stateCode })),
    settings.tcsOnCod,
  );
}

/**
 * The TDS report of a month, in paise: each delivered order at the PAN it recorded when placed (decision 037), less
 * the returns' credit notes dated in the month (every return note of their orders is read, for the cumulative base).
 */
export async function tdsReport(db: Db, month: string): Promise<TdsReport> {
  const { from, to } = istMonthRange(month);
  const [delivered, notes] = await Promise.all([selectDeliveredOrders(db, from, to), selectReturnNotesOfOrdersWithNotesIn(db, from, to)]);
  return buildTdsReport(
    delivered.map((d) => ({ ...d, hasPan: isValidPan(d.pan) })),
    month,
    notes.map((n) => ({ ...n, hasPan: isValidPan(n.pan) })),
  );
}

export function tcsReportDto(r: TcsReport): TcsReportDto {
  const v = (x: { grossPaise: number; returnedPaise: number; netPaise: number }) => ({
    grossValue: toRupees(x.grossPaise),
    returnedValue: toRupees(x.returnedPaise),
    netValue: toRupees(x.netPaise),
  });
  const tax = (x: { igstPaise: number; cgstPaise: number; sgstPaise: number; tcsPaise: number }) => ({
    igst: toRupees(x.igstPaise),
    cgst: toRupees(x.cgstPaise),
    sgst: toRupees(x.sgstPaise),
    tcs: toRupees(x.tcsPaise),
  });
  return {
    month: r.month,
    tcsOnCod: r.tcsOnCod,
    tcsDue: r.tcsDue,
    note: r.note,
    rows: r.rows.map((x) => ({
      shopId: x.shopId,
      shopName: x.shopName,
      gstin: x.gstin,
      supplierState: x.supplierState,
      placeOfSupply: x.placeOfSupply,
      supplyType: x.supplyType,
      rates: x.rates,
      invoiceCount: x.invoiceCount,
      creditNoteCount: x.creditNoteCount,
      ...v(x),
      ...tax(x),
    })),
    totals: {
      invoiceCount: r.rows.reduce((a, x) => a + x.invoiceCount, 0),
      creditNoteCount: r.rows.reduce((a, x) => a + x.creditNoteCount, 0),
      ...v(r.totals),
      ...tax(r.totals),
    },
    unregistered: r.unregistered.map((u) => ({
      shopId: u.shopId,
      shopName: u.shopName,
      pan: u.pan,
      stateName: u.stateName,
      documentCount: u.documentCount,
      ...v(u),
    })),
    unregisteredTotals: { documentCount: r.unregisteredTotals.documentCount, ...v(r.unregisteredTotals) },
  };
}

export function tdsReportDto(r: TdsReport): TdsReportDto {
  return {
    month: r.month,
    rows: r.rows.map((x) => ({
      shopId: x.shopId,
      shopName: x.shopName,
      pan: x.pan,
      panValid: x.panValid,
      rates: x.rates,
      orderCount: x.orderCount,
      grossAmount: toRupees(x.grossPaise),
      creditNoteCount: x.creditNoteCount,
      returnedAmount: toRupees(x.returnedPaise),
      netAmount: toRupees(x.netPaise),
      tds: toRupees(x.tdsPaise),
    })),
    totals: {
      orderCount: r.totals.orderCount,
      grossAmount: toRupees(r.totals.grossPaise),
      creditNoteCount: r.totals.creditNoteCount,
      returnedAmount: toRupees(r.totals.returnedPaise),
      netAmount: toRupees(r.totals.netPaise),
      tds: toRupees(r.totals.tdsPaise),
    },
  };
}

export const tcsCsv = (r: TcsReport) => ({ fileName: `TCS_GSTR-8_${r.month}.csv`, csv: buildTcsReportCsv(r) });
export const tdsCsv = (r: TdsReport) => ({ fileName: `TDS_194-O_${r.month}.csv`, csv: buildTdsReportCsv(r) });
