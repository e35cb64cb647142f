import { stateByCode, toRupees, type GstRegisterDto } from '@bazaar/shared';
import { type InvoiceSnapshot } from '../invoices/domain/invoice.js';
import {
  b2csOrder,
  GstRegisterBuilder,
  type GstRegister,
  hsnOrder,
  registerDocumentRow,
  gstRegisterCsvDocument,
  gstRegisterCsvHead,
  gstRegisterCsvTail,
  registerOrder,
  ratesUsed,
  registerRates,
  type RegisterDocumentRow,
} from './domain/gst-register.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { shopDocumentRates, shopDocumentSnapshotBatches } from '../invoices/documents.service.js';
import { shopOfAdmin } from '../shops/shops.service.js';
import { selectShopRegisterPage, selectShopRegisterSums, type RegisterSums } from './register.repo.js';

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The instants that bound a calendar month in IST (`YYYY-MM`, already validated): [from, to). */
export function istMonthRange(month: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  // setUTCFullYear, not Date.UTC: Date.UTC reads a year below 100 as 19xx (month=0000-01 was January 1900).
  const startOf = (year: number, monthIndex: number) => new Date(new Date(0).setUTCFullYear(year, monthIndex, 1) - IST_OFFSET_MS);
  return { from: startOf(y, m - 1), to: startOf(y, m) };
}

/** Documents read per statement by the register (issue 30): memory holds one batch, whatever the month's size. */
export const REGISTER_BATCH = 500;

async function ownShop(db: Db, adminId: string) {
  const shop = await shopOfAdmin(db, adminId);
  if (!shop) throw notFound('Shop');
  return shop;
}

/**
 * Batches of the month's documents in the register's order (`registerOrder`). The database gives them by
 * (issued_at, id); documents issued in the same millisecond are ordered by number, so the last such group of a
 * batch waits for the next batch, where the rest of it may be.
 */
async function* inRegisterOrder(batches: AsyncIterable<InvoiceSnapshot[]>, month: string): AsyncGenerator<InvoiceSnapshot[]> {
  let waiting: InvoiceSnapshot[] = [];
  for await (const batch of batches) {
    const all = waiting.concat(batch.filter((d) => d.date.startsWith(`${month}-`))).sort(registerOrder);
    const lastAt = all.at(-1)?.issuedAt;
    let cut = all.length;
    while (cut > 0 && all[cut - 1]!.issuedAt === lastAt) cut--;
    waiting = all.slice(cut);
    if (cut) yield all.slice(0, cut);
  }
  if (waiting.length) yield waiting;
}

/**
 * A register builder for the month, with a column for every rate its documents use, and its documents in order.
 * A month that fits in one batch takes its rates from that batch; a larger one asks SQL for them first (the
 * header needs every rate before the first line), so a small month costs one statement, as before.
 */
async function openRegister(db: Db, shopId: string, month: string): Promise<{ builder: GstRegisterBuilder; documents: AsyncIterable<InvoiceSnapshot[]> }> {
  const { from, to } = istMonthRange(month);
  const batches = shopDocumentSnapshotBatches(db, shopId, from, to, REGISTER_BATCH);
  const first = await batches.next();
  const firstBatch = first.done ? [] : first.value;
  const used =
    firstBatch.length < REGISTER_BATCH ? ratesUsed(firstBatch.filter((d) => d.date.startsWith(`${month}-`))) : await shopDocumentRates(db, shopId, from, to);
  async function* all(): AsyncGenerator<InvoiceSnapshot[]> {
    if (firstBatch.length) yield firstBatch;
    yield* batches;
  }
  return { builder: new GstRegisterBuilder(month, registerRates(month, used)), documents: inRegisterOrder(all(), month) };
}

/**
 * The admin's own shop's GST sales register of `month` as CSV lines (buildGstRegisterCsv's bytes, each line with
 * its CRLF), streamed: the shop is checked before the first line (a 404 is still a reply), then the documents are
 * read and written batch by batch and the GSTR-1 tables follow from the sums kept on the way.
 */
export async function gstRegisterCsv(db: Db, adminId: string, month: string): Promise<{ fileName: string; lines: AsyncIterable<string> }> {
  const shop = await ownShop(db, adminId);
  async function* lines(): AsyncGenerator<string> {
    const { builder, documents } = await openRegister(db, shop.id, month);
    yield crlf(gstRegisterCsvHead(month, builder.rates));
    for await (const batch of documents) yield crlf(batch.map((d) => gstRegisterCsvDocument(builder.rates, builder.add(d))));
    yield crlf(gstRegisterCsvTail(builder.summary()));
  }
  return { fileName: `GST_register_${month}.csv`, lines: lines() };
}

const crlf = (lines: readonly string[]) => lines.map((l) => `${l}\r\n`).join('');

const amounts = (r: { cgstPaise: number; sgstPaise: number; igstPaise: number }) => ({
  cgst: toRupees(r.cgstPaise),
  sgst: toRupees(r.sgstPaise),
  igst: toRupees(r.igstPaise),
});
const rupeesByRate = (m: Record<string, number>) => Object.fromEntries(Object.entries(m).map(([k, v]) => [k, toRupees(v)]));
const sum = (m: Record<string, number>) => Object.values(m).reduce((a, b) => a + b, 0);

/** The register's totals from the month's SQL sums, with a taxable-value column for each of `rates`. */
function registerTotals(sums: RegisterSums, rates: readonly number[]): GstRegister['totals'] {
  const taxableByRate: Record<string, number> = Object.fromEntries(rates.map((x) => [String(x), 0]));
  for (const r of sums.byRate) taxableByRate[String(r.rate)] = r.taxablePaise;
  const { documentCount, billOfSupplyPaise, cgstPaise, sgstPaise, igstPaise, totalPaise } = sums;
  return { taxableByRate, taxablePaise: sum(taxableByRate), billOfSupplyPaise, cgstPaise, sgstPaise, igstPaise, totalPaise, documentCount };
}

/**
 * The same register as JSON, in rupees, for the owner's GST register screen. The month's totals, B2C Small and
 * HSN tables are summed by SQL in one statement (issue 30). Without `paging`, every document of the month (the
 * contract's answer), read in batches; with it, the documents of that page only (`limit` per page, in the
 * register's order), which are all the snapshots a page reads.
 */
export async function gstRegisterOfShop(db: Db, adminId: string, month: string, paging?: { page: number; limit: number }): Promise<GstRegisterDto> {
  const shop = await ownShop(db, adminId);
  const { from, to } = istMonthRange(month);
  const sums = await selectShopRegisterSums(db, shop.id, from, to);
  const rates = registerRates(
    month,
    sums.byRate.map((x) => x.rate),
  );
  const documents: RegisterDocumentRow[] = [];
  if (paging) {
    for (const d of await selectShopRegisterPage(db, shop.id, from, to, (paging.page - 1) * paging.limit, paging.limit))
      documents.push(registerDocumentRow(rates, d));
  } else {
    for await (const batch of inRegisterOrder(shopDocumentSnapshotBatches(db, shop.id, from, to, REGISTER_BATCH), month))
      for (const d of batch) documents.push(registerDocumentRow(rates, d));
  }
  return gstRegisterDto(shop, {
    month,
    rates,
    totals: registerTotals(sums, rates),
    b2cs: [...sums.b2cs].sort(b2csOrder),
    hsn: [...sums.hsn].sort(hsnOrder),
    documents,
  });
}

/** The register's reply, in rupees, from its figures in paise (the fields of `GstRegister` the screen shows). */
export function gstRegisterDto(
  shop: { name: string; gstnumber: string | null; gstRegistration: GstRegisterDto['shop']['gstRegistration']; stateCode: string },
  r: Pick<GstRegister, 'month' | 'rates' | 'totals' | 'b2cs' | 'hsn' | 'documents'>,
): GstRegisterDto {
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
