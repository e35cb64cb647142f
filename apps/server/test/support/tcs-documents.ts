/**
 * Every shop's documents issued in [from, to) as the TCS report's domain fold reads them (`buildTcsReport`), with
 * the shop's name and what the order recorded when placed: the reference the report summed by SQL is tested
 * against (issue 30, decision 113). Not a test file itself.
 */
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { orders, shops, taxDocuments } from '../../src/db/schema.js';
import type { InvoiceSnapshot } from '../../src/modules/invoices/domain/invoice.js';
import type { TcsReportDto } from '@bazaar/shared';
import { buildTcsReport, type TcsDocumentInput } from '../../src/modules/reports/domain/platform-reports.js';
import { tcsReportDto } from '../../src/modules/reports/platform-tax.service.js';
import { istMonthRange } from '../../src/modules/reports/reports.service.js';

export async function tcsDocuments(db: Db, from: Date, to: Date): Promise<TcsDocumentInput[]> {
  const rows = await db
    .select({
      shopId: taxDocuments.shopId,
      shopName: shops.name,
      pan: orders.sellerPan,
      paymentMethod: orders.paymentMethod,
      tcsOnCod: orders.tcsOnCod,
      snapshot: taxDocuments.snapshot,
    })
    .from(taxDocuments)
    .innerJoin(shops, eq(shops.id, taxDocuments.shopId))
    .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
    .where(and(gte(taxDocuments.issuedAt, from), lt(taxDocuments.issuedAt, to)))
    // The order the report was read in before it was summed by SQL: a row's shop and states are its first document's.
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.series), asc(taxDocuments.seq), asc(taxDocuments.id));
  return rows.map((r) => ({ ...r, snapshot: r.snapshot as InvoiceSnapshot }));
}

/**
 * The TCS report of `month` built whole by the domain's fold over every document of the month, as the route would
 * answer it: the shops without a GSTIN and the setting are taken from the reply `r` under test (they are read
 * apart from the documents), so what is compared is everything the documents decide.
 */
export async function tcsReportBuiltWhole(db: Db, month: string, r: TcsReportDto): Promise<TcsReportDto> {
  const { from, to } = istMonthRange(month);
  const shopsWithout = r.unregistered.map((u) => ({ shopId: u.shopId, shopName: u.shopName, pan: u.pan, stateName: u.stateName }));
  return tcsReportDto(buildTcsReport(await tcsDocuments(db, from, to), shopsWithout, month, r.tcsOnCod));
}
