import { sql, type SQL } from 'drizzle-orm';
import type { InvoiceSnapshot } from '../invoices/domain/invoice.js';
import type { Db } from '../../db/client.js';
import { rows as rowsOf } from '../../db/rows.js';
import { registerDocuments, registerHsnLines, registerRateLines, taxDocuments } from '../../db/schema.js';
import { B2CL_LIMITS, type RegisterHsnRow, type RegisterRateRow, type RegisterSource } from './domain/gst-register.js';

/** The month's sums of a shop's GST register, added up by SQL (issue 30): credit notes count negative. */
export interface RegisterSums {
  documentCount: number;
  billOfSupplyPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  /** Taxable value per GST rate used by a line (bills of supply have none). */
  byRate: { rate: number; taxablePaise: number }[];
  /** GSTR-1 table 7, not sorted. */
  b2cs: RegisterRateRow[];
  /** GSTR-1 table 12, not sorted; each row's description is that of its first document in the register's order. */
  hsn: RegisterHsnRow[];
}

/** The register's order in SQL, as `registerOrder` has it: the instant of issue to the millisecond, the number by code unit (the column is collated "C"), the id. */
const REGISTER_ORDER = sql`r.issued_ms, r.number, r.document_id`;

/** B2C Large's limit on a document's invoice date (`B2CL_LIMITS`), for a register row `r`. */
function b2clLimit(): SQL {
  const whens = B2CL_LIMITS.map(
    (x) => sql`when r.invoice_date >= ${x.from} ${x.to === null ? sql`` : sql`and r.invoice_date <= ${x.to}`} then ${x.limitPaise}::bigint`,
  );
  return sql`case ${sql.join(whens, sql` `)} else ${B2CL_LIMITS[0]!.limitPaise}::bigint end`;
}

/**
 * A shop's register rows issued in [from, to) (migration 0069). The bounds are whole milliseconds, so comparing the
 * instant to the millisecond (`issued_ms`, indexed with the shop and the register's order) is comparing the instant.
 */
const inMonth = (table: SQL, shopId: string, from: Date, to: Date) =>
  sql`${table}.shop_id = ${shopId} and ${table}.issued_ms >= ${from.toISOString()} and ${table}.issued_ms < ${to.toISOString()}`;

/**
 * Every sum of a shop's register for the documents issued in [from, to), in one aggregate statement over the
 * documents' register rows (migration 0069: a few columns per document, per rate and per HSN row, written when the
 * document was issued), not over their snapshots: integer paise summed as PostgreSQL numerics, quantities as
 * exact decimals. The same rules as `GstRegisterBuilder`: a bill of supply's value apart and outside GSTR-1; B2C
 * Small is every tax document's lines but the inter-state ones above the B2C Large limit; credit notes negative.
 */
export async function selectShopRegisterSums(db: Db, shopId: string, from: Date, to: Date): Promise<RegisterSums> {
  const [row] = await rowsOf<{ sums: RegisterSums }>(
    db,
    sql`
    with d as (
      select r.document_id, r.sign, r.tax_columns, r.place_code, r.place_name, r.issued_ms, r.number, r.total_paise, r.cgst_paise,
        r.sgst_paise, r.igst_paise,
        r.tax_columns <> 'none' and not (r.tax_columns = 'igst' and r.total_paise > ${b2clLimit()}) as b2cs
      from ${registerDocuments} r
      where ${inMonth(sql`r`, shopId, from, to)}
    ),
    l as (
      select d.sign, d.b2cs, d.place_code, d.place_name, x.rate, x.taxable_paise, x.cgst_paise, x.sgst_paise, x.igst_paise
      from ${registerRateLines} x join d on d.document_id = x.document_id
      where ${inMonth(sql`x`, shopId, from, to)}
    ),
    by_rate as (
      select rate, sum(sign * taxable_paise) as taxable from l group by rate
    ),
    b2cs as (
      select place_code || '-' || place_name as place, rate, sum(sign * taxable_paise) as taxable, sum(sign * cgst_paise) as cgst,
        sum(sign * sgst_paise) as sgst, sum(sign * igst_paise) as igst
      from l where b2cs
      group by place_code, place_name, rate
    ),
    hsn as (
      select h.hsn_code, h.uqc, h.rate, (array_agg(h.description order by d.issued_ms, d.number, d.document_id))[1] as description,
        sum(d.sign * h.quantity) as quantity, sum(d.sign * h.total_paise) as total, sum(d.sign * h.taxable_paise) as taxable,
        sum(d.sign * h.igst_paise) as igst, sum(d.sign * h.cgst_paise) as cgst, sum(d.sign * h.sgst_paise) as sgst
      from ${registerHsnLines} h join d on d.document_id = h.document_id
      where ${inMonth(sql`h`, shopId, from, to)} and d.tax_columns <> 'none'
      group by h.hsn_code, h.uqc, h.rate
    ),
    t as (
      select count(*) as n, coalesce(sum(sign * total_paise) filter (where tax_columns = 'none'), 0) as bill_of_supply,
        coalesce(sum(sign * cgst_paise), 0) as cgst, coalesce(sum(sign * sgst_paise), 0) as sgst, coalesce(sum(sign * igst_paise), 0) as igst,
        coalesce(sum(sign * total_paise), 0) as total
      from d
    )
    select jsonb_build_object(
      'documentCount', t.n,
      'billOfSupplyPaise', t.bill_of_supply,
      'cgstPaise', t.cgst,
      'sgstPaise', t.sgst,
      'igstPaise', t.igst,
      'totalPaise', t.total,
      'byRate', (select coalesce(jsonb_agg(jsonb_build_object('rate', rate, 'taxablePaise', taxable)), '[]'::jsonb) from by_rate),
      'b2cs', (select coalesce(jsonb_agg(jsonb_build_object('placeOfSupply', place, 'rate', rate, 'taxablePaise', taxable,
        'cgstPaise', cgst, 'sgstPaise', sgst, 'igstPaise', igst)), '[]'::jsonb) from b2cs),
      'hsn', (select coalesce(jsonb_agg(jsonb_build_object('hsnCode', hsn_code, 'description', description, 'uqc', uqc, 'quantity', quantity,
        'rate', rate, 'totalPaise', total, 'taxablePaise', taxable, 'igstPaise', igst, 'cgstPaise', cgst, 'sgstPaise', sgst)), '[]'::jsonb) from hsn)
    ) as sums
    from t`,
  );
  return row!.sums;
}

/**
 * One page of a shop's documents issued in [from, to), in the register's order: the page's rows are found on the
 * register's index (shop, instant, number, id), and only their `limit` snapshots are read.
 */
export async function selectShopRegisterPage(db: Db, shopId: string, from: Date, to: Date, offset: number, limit: number): Promise<InvoiceSnapshot[]> {
  const found = await rowsOf<{ snapshot: InvoiceSnapshot }>(
    db,
    sql`
    with p as (
      select r.document_id, r.issued_ms, r.number from ${registerDocuments} r
      where ${inMonth(sql`r`, shopId, from, to)}
      order by ${REGISTER_ORDER} offset ${offset} limit ${limit}
    )
    select t.snapshot from p join ${taxDocuments} t on t.id = p.document_id
    order by p.issued_ms, p.number, p.document_id`,
  );
  return found.map((r) => r.snapshot);
}

/** The GST rates used by the lines of a shop's documents issued in [from, to), from their register rows (no snapshot). */
export async function selectShopRegisterRates(db: Db, shopId: string, from: Date, to: Date): Promise<number[]> {
  const found = await rowsOf<{ rates: number[] | null }>(
    db,
    sql`select json_agg(distinct x.rate) as rates from ${registerRateLines} x where ${inMonth(sql`x`, shopId, from, to)}`,
  );
  return found[0]?.rates ?? [];
}

/** Where a batch of the register's documents ended: its last document's place in the register's order. */
export interface RegisterKey {
  issuedMs: string;
  number: string;
  documentId: string;
}

type Amounts = [taxablePaise: number, cgstPaise: number, sgstPaise: number, igstPaise: number];

interface FoundDocument {
  documentId: string;
  issuedMs: string;
  kind: RegisterSource['kind'];
  number: string;
  date: string;
  orderId: string;
  buyerState: RegisterSource['buyer']['state'];
  placeCode: string;
  placeName: string;
  supplyType: RegisterSource['supplyType'];
  taxColumns: RegisterSource['taxColumns'];
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  original: RegisterSource['original'];
  /** A B2C Large document's lines, from its snapshot; null for the others. */
  lines: RegisterSource['lines'] | null;
}

/**
 * Up to `limit` of a shop's documents issued in [from, to) after `after`, in the register's order, each as what
 * the register reads of it (`RegisterSource`), from its register rows (migration 0069): one entry of `lines` per
 * GST rate with that rate's sums, its HSN rows in order. Two facts the rows lack come from the snapshot: the
 * buyer's state and, for a credit note, its invoice; and so do a B2C Large document's lines (tables 5 and 9B list
 * its rates in the order its lines first use them). One batch of a read that never holds a month (issue 30), one
 * statement on either database: the batch's documents are found on the register's index from where the last
 * batch ended, and their rate and HSN rows by the batch's range of instants on those tables' own (shop, instant)
 * index, each part aggregated once per batch (a subquery per document cost 10 times as much at 100,000).
 */
export async function selectShopRegisterSourcesAfter(
  db: Db,
  shopId: string,
  from: Date,
  to: Date,
  after: RegisterKey | null,
  limit: number,
): Promise<{ key: RegisterKey; source: RegisterSource }[]> {
  const [found] = await rowsOf<{
    documents: FoundDocument[] | null;
    rates: [documentId: string, rate: number, ...Amounts][] | null;
    hsn: [documentId: string, hsnCode: string, description: string, uqc: string, quantity: number, rate: number, totalPaise: number, ...Amounts][] | null;
  }>(
    db,
    sql`
    with d as (
      select r.document_id, r.issued_ms, r.number, r.kind, r.date, r.order_id, r.place_code, r.place_name, r.supply_type, r.tax_columns,
        r.cgst_paise, r.sgst_paise, r.igst_paise, r.total_paise, r.invoice_date
      from ${registerDocuments} r
      where ${inMonth(sql`r`, shopId, from, to)} ${
        after
          ? sql`and r.issued_ms >= ${after.issuedMs}::timestamptz
            and (r.issued_ms, r.number, r.document_id) > (${after.issuedMs}::timestamptz, ${after.number} collate "C", ${after.documentId}::uuid)`
          : sql``
      }
      order by ${REGISTER_ORDER}
      limit ${limit}
    ),
    span as (select min(issued_ms) as lo, max(issued_ms) as hi from d)
    select
      (select json_agg(json_build_object('documentId', r.document_id, 'issuedMs', r.issued_ms::text, 'kind', r.kind, 'number', r.number, 'date', r.date,
          'orderId', r.order_id, 'buyerState', t.snapshot->'buyer'->'state', 'placeCode', r.place_code, 'placeName', r.place_name,
          'supplyType', r.supply_type, 'taxColumns', r.tax_columns, 'cgstPaise', r.cgst_paise, 'sgstPaise', r.sgst_paise, 'igstPaise', r.igst_paise,
          'totalPaise', r.total_paise, 'original', case when r.kind = 'credit-note' then t.snapshot->'original' end,
          'lines', case when r.tax_columns = 'igst' and r.total_paise > ${b2clLimit()} then t.snapshot->'lines' end)
        order by ${REGISTER_ORDER})
        from d r join ${taxDocuments} t on t.id = r.document_id) as documents,
      (select json_agg(json_build_array(x.document_id, x.rate, x.taxable_paise, x.cgst_paise, x.sgst_paise, x.igst_paise))
        from ${registerRateLines} x, span where x.shop_id = ${shopId} and x.issued_ms >= span.lo and x.issued_ms <= span.hi) as rates,
      (select json_agg(json_build_array(h.document_id, h.hsn_code, h.description, h.uqc, h.quantity, h.rate, h.total_paise, h.taxable_paise, h.cgst_paise,
          h.sgst_paise, h.igst_paise) order by h.document_id, h.ord)
        from ${registerHsnLines} h, span where h.shop_id = ${shopId} and h.issued_ms >= span.lo and h.issued_ms <= span.hi) as hsn`,
  );
  // The rate and HSN rows of the span's edges may be of documents of the next or the last batch: only this one's are kept.
  const rates = new Map<string, RegisterSource['lines'][number][]>();
  for (const [id, gstRate, taxablePaise, cgstPaise, sgstPaise, igstPaise] of found?.rates ?? [])
    (rates.get(id) ?? rates.set(id, []).get(id)!).push({ gstRate, taxablePaise, cgstPaise, sgstPaise, igstPaise });
  const hsn = new Map<string, RegisterSource['hsnSummary'][number][]>();
  for (const [id, hsnCode, description, uqc, quantity, gstRate, totalPaise, taxablePaise, cgstPaise, sgstPaise, igstPaise] of found?.hsn ?? [])
    (hsn.get(id) ?? hsn.set(id, []).get(id)!).push({ hsnCode, description, uqc, quantity, gstRate, totalPaise, taxablePaise, cgstPaise, sgstPaise, igstPaise });
  return (found?.documents ?? []).map((d) => ({
    key: { issuedMs: d.issuedMs, number: d.number, documentId: d.documentId },
    source: {
      kind: d.kind,
      number: d.number,
      date: d.date,
      orderId: d.orderId,
      buyer: { state: d.buyerState },
      placeOfSupply: { code: d.placeCode, name: d.placeName },
      supplyType: d.supplyType,
      taxColumns: d.taxColumns,
      totals: { cgstPaise: d.cgstPaise, sgstPaise: d.sgstPaise, igstPaise: d.igstPaise, totalPaise: d.totalPaise },
      lines: d.lines ?? rates.get(d.documentId) ?? [],
      hsnSummary: hsn.get(d.documentId) ?? [],
      original: d.original,
    },
  }));
}
