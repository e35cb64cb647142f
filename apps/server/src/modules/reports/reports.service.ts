import { stateByCode, toRupees, type GstRegisterDto } from '@bazaar/shared';
import { type InvoiceSnapshot } from '../invoices/domain/invoice.js';
import { buildGstRegister, buildGstRegisterCsv } from './domain/gst-register.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { shopDocumentSnapshots } from '../invoices/documents.service.js';
import { shopOfAdmin } from '../shops/shops.service.js';

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The instants that bound a calendar month in IST (`YYYY-MM`, already validated): [from, to). */
export function istMonthRange(month: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  // setUTCFullYear, not Date.UTC: Date.UTC reads a year below 100 as 19xx (month=0000-01 was January 1900).
  const startOf = (year: number, monthIndex: number) => new Date(new Date(0).setUTCFullYear(year, monthIndex, 1) - IST_OFFSET_MS);
  return { from: startOf(y, m - 1), to: startOf(y, m) };
}

async function ownShopDocuments(db: Db, adminId: string, month: string) {
  const shop = await shopOfAdmin(db, adminId);
  if (!shop) throw notFound('Shop');
  const { from, to } = istMonthRange(month);
  const docs: InvoiceSnapshot[] = await shopDocumentSnapshots(db, shop.id, from, to);
  return { shop, docs };
}

/** The admin's own shop's GST sales register of `month` as CSV (buildGstRegisterCsv), and its file name. */
export async function gstRegisterCsv(db: Db, adminId: string, month: string): Promise<{ fileName: string; csv: string }> {
  const { docs } = await ownShopDocuments(db, adminId, month);
  return { fileName: `GST_register_${month}.csv`, csv: buildGstRegisterCsv(docs, month) };
}

const amounts = (r: { cgstPaise: number; sgstPaise: number; igstPaise: number }) => ({
  cgst: toRupees(r.cgstPaise),
  sgst: toRupees(r.sgstPaise),
  igst: toRupees(r.igstPaise),
});
const rupeesByRate = (m: Record<string, number>) => Object.fromEntries(Object.entries(m).map(([k, v]) => [k, toRupees(v)]));
const sum = (m: Record<string, number>) => Object.values(m).reduce((a, b) => a + b, 0);

/** The same register as JSON, in rupees, for the owner's GST register screen. */
export async function gstRegisterOfShop(db: Db, adminId: string, month: string): Promise<GstRegisterDto> {
  const { shop, docs } = await ownShopDocuments(db, adminId, month);
  const r = buildGstRegister(docs, month);
  return {
    month: r.month,
    shop: { name: shop.name, gstin: shop.gstnumber, gstRegistration: shop.gstRegistration, stateName: stateByCode(shop.stateCode)?.name ?? shop.stateCode },
    rates: r.rates,
    documents: r.documents.map((d) => ({
      kind: d.kind,
      number: d.number,
      date: d.date,
      orderId: d.orderId,
      buyerState: d.buyerState,
      placeOfSupply: d.placeOfSupply,
      againstNumber: d.againstNumber,
      taxableByRate: rupeesByRate(d.taxableByRate),
      billOfSupplyValue: toRupees(d.billOfSupplyPaise),
      taxableAmount: toRupees(sum(d.taxableByRate)),
      ...amounts(d),
      total: toRupees(d.totalPaise),
    })),
    totals: {
      documentCount: r.totals.documentCount,
      taxableByRate: rupeesByRate(r.totals.taxableByRate),
      billOfSupplyValue: toRupees(r.totals.billOfSupplyPaise),
      taxableAmount: toRupees(r.totals.taxablePaise),
      ...amounts(r.totals),
      total: toRupees(r.totals.totalPaise),
    },
    b2cs: r.b2cs.map((x) => ({ placeOfSupply: x.placeOfSupply, rate: x.rate, taxableAmount: toRupees(x.taxablePaise), ...amounts(x) })),
    hsn: r.hsn.map((h) => ({
      hsnCode: h.hsnCode,
      description: h.description,
      uqc: h.uqc,
      quantity: h.quantity,
      rate: h.rate,
      taxableAmount: toRupees(h.taxablePaise),
      ...amounts(h),
      total: toRupees(h.totalPaise),
    })),
  };
}
