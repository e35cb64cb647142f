import { sql, type SQL } from 'drizzle-orm';
import type { InvoiceSnapshot } from '../invoices/domain/invoice.js';
import type { Db } from '../../db/client.js';
import { rows as rowsOf } from '../../db/rows.js';
import { taxDocuments } from '../../db/schema.js';
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

/**
 * The register's order in SQL, as `registerOrder` has it: the instant of issue to the millisecond (the snapshot's
 * `issuedAt`; its `date` follows from it), then the number by code unit, then the id.
 */
const REGISTER_ORDER = sql`date_trunc('milliseconds', t.issued_at), t.number collate "C", t.id`;

/** B2C Large's limit on a document's invoice date (`B2CL_LIMITS`), for a snapshot `s`. */
function b2clLimit(): SQL {
  const day = sql`coalesce(s->'original'->>'date', s->>'date')`;
  const whens = B2CL_LIMITS.map((r) => sql`when ${day} >= ${r.from} ${r.to === null ? sql`` : sql`and ${day} <= ${r.to}`} then ${r.limitPaise}::bigint`);
  return sql`case ${sql.join(whens, sql` `)} else ${B2CL_LIMITS[0]!.limitPaise}::bigint end`;
}

const paise = (path: SQL) => sql`(${path})::bigint`;

/**
 * Every sum of a shop's register for the documents issued in [from, to), in one aggregate statement over the
 * snapshots, inside the database (no snapshot is sent to the server): integer paise summed as PostgreSQL numerics,
 * quantities as exact decimals. The same rules as `GstRegisterBuilder`: a bill of supply's value apart and outside
 * GSTR-1; B2C Small is every tax document's lines but the inter-state ones above the B2C Large limit.
 */
export async function selectShopRegisterSums(db: Db, shopId: string, from: Date, to: Date): Promise<RegisterSums> {
  const [row] = await rowsOf<{ sums: RegisterSums }>(
    db,
    sql`
    with d as (
      select t.snapshot as s, case when t.kind = 'credit_note' then -1 else 1 end as sign,
        row_number() over (order by ${REGISTER_ORDER}) as pos
      from ${taxDocuments} t
      where t.shop_id = ${shopId} and t.issued_at >= ${from.toISOString()} and t.issued_at < ${to.toISOString()}
    ),
    l as (
      select d.s, d.sign, (x->>'gstRate')::numeric as rate, x
      from d cross join lateral jsonb_array_elements(d.s->'lines') x
      where x->>'gstRate' is not null
    ),
    by_rate as (
      select rate, sum(sign * ${paise(sql`x->>'taxablePaise'`)}) as taxable from l group by rate
    ),
    b2cs as (
      select s->'placeOfSupply'->>'code' as code, (s->'placeOfSupply'->>'code') || '-' || (s->'placeOfSupply'->>'name') as place, rate,
        sum(sign * ${paise(sql`x->>'taxablePaise'`)}) as taxable, sum(sign * ${paise(sql`x->>'cgstPaise'`)}) as cgst,
        sum(sign * ${paise(sql`x->>'sgstPaise'`)}) as sgst, sum(sign * ${paise(sql`x->>'igstPaise'`)}) as igst
      from l
      where s->>'taxColumns' <> 'none'
        and not (s->>'taxColumns' = 'igst' and ${paise(sql`s->'totals'->>'totalPaise'`)} > ${b2clLimit()})
      group by 1, 2, 3
    ),
    hsn as (
      select h->>'hsnCode' as hsn_code, h->>'uqc' as uqc, coalesce((h->>'gstRate')::numeric, 0) as rate,
        (array_agg(h->>'description' order by d.pos))[1] as description,
        sum(d.sign * (h->>'quantity')::numeric) as quantity, sum(d.sign * ${paise(sql`h->>'totalPaise'`)}) as total,
        sum(d.sign * ${paise(sql`h->>'taxablePaise'`)}) as taxable, sum(d.sign * ${paise(sql`h->>'igstPaise'`)}) as igst,
        sum(d.sign * ${paise(sql`h->>'cgstPaise'`)}) as cgst, sum(d.sign * ${paise(sql`h->>'sgstPaise'`)}) as sgst
      from d cross join lateral jsonb_array_elements(d.s->'hsnSummary') h
      where d.s->>'taxColumns' <> 'none'
      group by 1, 2, 3
    )
    select jsonb_build_object(
      'documentCount', (select count(*) from d),
      'billOfSupplyPaise', (select coalesce(sum(sign * ${paise(sql`s->'totals'->>'totalPaise'`)}), 0) from d where s->>'taxColumns' = 'none'),
      'cgstPaise', (select coalesce(sum(sign * ${paise(sql`s->'totals'->>'cgstPaise'`)}), 0) from d),
      'sgstPaise', (select coalesce(sum(sign * ${paise(sql`s->'totals'->>'sgstPaise'`)}), 0) from d),
      'igstPaise', (select coalesce(sum(sign * ${paise(sql`s->'totals'->>'igstPaise'`)}), 0) from d),
      'totalPaise', (select coalesce(sum(sign * ${paise(sql`s->'totals'->>'totalPaise'`)}), 0) from d),
      'byRate', (select coalesce(jsonb_agg(jsonb_build_object('rate', rate, 'taxablePaise', taxable)), '[]'::jsonb) from by_rate),
      'b2cs', (select coalesce(jsonb_agg(jsonb_build_object('placeOfSupply', place, 'rate', rate, 'taxablePaise', taxable,
        'cgstPaise', cgst, 'sgstPaise', sgst, 'igstPaise', igst)), '[]'::jsonb) from b2cs),
      'hsn', (select coalesce(jsonb_agg(jsonb_build_object('hsnCode', hsn_code, 'description', description, 'uqc', uqc, 'quantity', quantity,
        'rate', rate, 'totalPaise', total, 'taxablePaise', taxable, 'igstPaise', igst, 'cgstPaise', cgst, 'sgstPaise', sgst)), '[]'::jsonb) from hsn)
    ) as sums`,
  );
  return row!.sums;
}

/**
 * One page of a shop's documents issued in [from, to), in the register's order: only `limit` snapshots leave the
 * database (the month's other rows are sorted by their columns, not read).
 */
export async function selectShopRegisterPage(db: Db, shopId: string, from: Date, to: Date, offset: number, limit: number): Promise<InvoiceSnapshot[]> {
  const found = await rowsOf<{ snapshot: InvoiceSnapshot }>(
    db,
    sql`
    select t.snapshot from ${taxDocuments} t
    where t.shop_id = ${shopId} and t.issued_at >= ${from.toISOString()} and t.issued_at < ${to.toISOString()}
    order by ${REGISTER_ORDER} offset ${offset} limit ${limit}`,
  );
  return found.map((r) => r.snapshot);
}
