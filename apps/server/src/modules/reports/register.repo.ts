import { sql, type SQL } from 'drizzle-orm';
import type { InvoiceSnapshot } from '../invoices/domain/invoice.js';
import type { Db } from '../../db/client.js';
import { rows as rowsOf } from '../../db/rows.js';
import { registerDocuments, registerHsnLines, registerRateLines, taxDocuments } from '../../db/schema.js';
import { B2CL_LIMITS, type RegisterHsnRow, type RegisterRateRow } from './domain/gst-register.js';

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
