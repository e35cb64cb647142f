import { stateByCode, toRupees, type GstRegisterDto } from '@bazaar/shared';
import {
  b2csOrder,
  GstRegisterBuilder,
  type GstRegister,
  type GstRegisterSummary,
  hsnOrder,
  registerDocumentRow,
  gstRegisterCsvDocument,
  gstRegisterCsvHead,
  gstRegisterCsvTail,
  registerRates,
  type RegisterDocumentRow,
  type RegisterSource,
} from './domain/gst-register.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { shopOfAdmin } from '../shops/shops.service.js';
import {
  type RegisterKey,
  type RegisterSums,
  selectShopRegisterPage,
  selectShopRegisterRates,
  selectShopRegisterSourcesAfter,
  selectShopRegisterSums,
} from './register.repo.js';

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The instants that bound a calendar month in IST (`YYYY-MM`, already validated): [from, to). */
export function istMonthRange(month: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  // setUTCFullYear, not Date.UTC: Date.UTC reads a year below 100 as 19xx (month=0000-01 was January 1900).
  const startOf = (year: number, monthIndex: number) => new Date(new Date(0).setUTCFullYear(year, monthIndex, 1) - IST_OFFSET_MS);
  return { from: startOf(y, m - 1), to: startOf(y, m) };
}

/**
 * Documents read per statement by the register (issue 30): memory holds one batch, whatever the month's size. 500:
 * on a quiet machine at 100× the month's JSON took 2.6 s and its CSV 2.1 s, against 2.7 and 2.4 s with 250, and
 * the server's extra RSS was within the garbage collector's noise either way (decision 115's addendum).
 */
export const REGISTER_BATCH = 500;

async function ownShop(db: Db, adminId: string) {
  const shop = await shopOfAdmin(db, adminId);
  if (!shop) throw notFound('Shop');
  return shop;
}

/** The month's documents in the register's order, batch by batch, each as its register rows give it (`RegisterSource`). */
async function* registerSourceBatches(db: Db, shopId: string, from: Date, to: Date): AsyncGenerator<RegisterSource[]> {
  let after: RegisterKey | null = null;
  for (;;) {
    const batch = await selectShopRegisterSourcesAfter(db, shopId, from, to, after, REGISTER_BATCH);
    if (batch.length) yield batch.map((d) => d.source);
    if (batch.length < REGISTER_BATCH) return;
    after = batch.at(-1)!.key;
  }
}

/**
 * A register builder for the month, with a column for every rate its documents use (asked of SQL first: the
 * header needs every rate before the first line), and its documents in order, read from the register rows.
 */
async function openRegister(db: Db, shopId: string, month: string): Promise<{ builder: GstRegisterBuilder; documents: AsyncIterable<RegisterSource[]> }> {
  const { from, to } = istMonthRange(month);
  const rates = registerRates(month, await selectShopRegisterRates(db, shopId, from, to));
  return { builder: new GstRegisterBuilder(month, rates), documents: registerSourceBatches(db, shopId, from, to) };
}

/**
 * The admin's own shop's GST sales register of `month` as CSV lines (buildGstRegisterCsv's bytes, each line with
 * its CRLF), streamed: the shop and the month's rates are read before the first line (a 404 is still a whole
 * reply), then the documents are read from their register rows and written batch by batch, and the GSTR-1 tables follow from the sums kept on the
 * way, so the tables add up to the lines written whatever is issued meanwhile.
 */
export async function gstRegisterCsv(db: Db, adminId: string, month: string): Promise<{ fileName: string; lines: AsyncIterable<string> }> {
  const shop = await ownShop(db, adminId);
  const { builder, documents } = await openRegister(db, shop.id, month);
  async function* lines(): AsyncGenerator<string> {
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
 * A page of the same register as JSON, in rupees, for the owner's GST register screen: the documents of that page
 * only (`limit` per page, in the register's order), which are all the snapshots a page reads, and the month's
 * totals, B2C Small and HSN tables summed by SQL in one statement (issue 30).
 */
export async function gstRegisterPageOfShop(db: Db, adminId: string, month: string, paging: { page: number; limit: number }): Promise<GstRegisterDto> {
  const shop = await ownShop(db, adminId);
  const { from, to } = istMonthRange(month);
  const sums = await selectShopRegisterSums(db, shop.id, from, to);
  const rates = registerRates(
    month,
    sums.byRate.map((x) => x.rate),
  );
  const page = await selectShopRegisterPage(db, shop.id, from, to, (paging.page - 1) * paging.limit, paging.limit);
  return gstRegisterDto(shop, {
    month,
    rates,
    totals: registerTotals(sums, rates),
    b2cs: [...sums.b2cs].sort(b2csOrder),
    hsn: [...sums.hsn].sort(hsnOrder),
    documents: page.map((d) => registerDocumentRow(rates, d)),
  });
}

const EMPTY_DOCUMENTS = '"documents":[]';

/**
 * The whole month's register as JSON (the contract's answer without `page`): the bytes of
 * `JSON.stringify(gstRegisterDto(…))` over every document, streamed (issue 30). The shop and the month's rates
 * are read before the first byte (a 404 is still a whole reply); the documents are read from their register rows batch by batch and
 * written as they come; the totals, B2C Small and HSN, which the reply puts after them, are summed on the way, as
 * the CSV's are. Only the fields before and after `documents` are ever held, never the month's rows.
 */
export async function gstRegisterJsonOfShop(db: Db, adminId: string, month: string): Promise<AsyncIterable<string>> {
  const shop = await ownShop(db, adminId);
  const frame = (summary: GstRegisterSummary) => {
    const json = JSON.stringify(gstRegisterDto(shop, { ...summary, documents: [] }));
    const at = json.indexOf(EMPTY_DOCUMENTS) + EMPTY_DOCUMENTS.length - 1; // just before the array's `]`
    return { head: json.slice(0, at), tail: json.slice(at) };
  };
  const { builder, documents } = await openRegister(db, shop.id, month);
  async function* chunks(): AsyncGenerator<string> {
    yield frame(builder.summary()).head;
    let comma = '';
    for await (const batch of documents) {
      yield comma + batch.map((d) => JSON.stringify(registerDocumentDto(builder.add(d)))).join(',');
      comma = ',';
    }
    yield frame(builder.summary()).tail;
  }
  return chunks();
}

/** A document's row of the register's reply, in rupees. */
function registerDocumentDto(d: RegisterDocumentRow): GstRegisterDto['documents'][number] {
  return {
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
  };
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
    documents: r.documents.map(registerDocumentDto),
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
