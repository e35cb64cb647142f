import { and, asc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { InvoiceSnapshot } from '../invoices/domain/invoice.js';
import type { Db } from '../../db/client.js';
import { rows as rowsOf } from '../../db/rows.js';
import { orders, registerDocuments, shops, taxDocuments } from '../../db/schema.js';
import { TCS_RATES } from '../ledger/domain/withholding.js';
import type { TcsSqlSums } from './domain/platform-reports.js';

/** The TCS rate of `TCS_RATES` on a register row's invoice date (0 before s.52), as `pick` of the row (percent or basis points). */
function tcsRateCase(pick: (r: (typeof TCS_RATES)[number]) => SQL): SQL {
  const whens = TCS_RATES.map((x) => sql`when d.invoice_date >= ${x.from} ${x.to === null ? sql`` : sql`and d.invoice_date <= ${x.to}`} then ${pick(x)}`);
  return sql`case ${sql.join(whens, sql` `)} else 0 end`;
}

/** round(n / den) half away from zero, for SQL integers (`roundDiv` of withholding.ts). */
const roundDiv = (n: SQL, den: number) => sql`(sign(${n}) * ((2 * abs(${n}) + ${den}) / ${2 * den}))`;

/**
 * The TCS report's sums of every shop's documents issued in [from, to) and dated in `month`, added up by SQL over
 * the documents' register rows (migration 0069), with what each order recorded when placed (PAN, payment, tcsOnCod;
 * decision 037). Each document's TCS is computed on its own as `tcsOfDocument` does (the rate of the invoice's
 * date from `TCS_RATES`, rounded half away from zero per document, a credit note the exact negative), then summed
 * per GSTIN and place of supply; a row's shop, states and supply type are its first document's in issue order.
 */
export async function selectTcsSums(db: Db, from: Date, to: Date, month: string): Promise<TcsSqlSums> {
  const bp = tcsRateCase((x) => sql`${Math.round(x.ratePercent * 100)}::bigint`);
  const percent = tcsRateCase((x) => sql`${String(x.ratePercent)}::numeric`);
  const [row] = await rowsOf<{ sums: TcsSqlSums }>(
    db,
    sql`
    with d as (
      select d.*, s.name as shop_name, o.seller_pan as pan, (o.tcs_on_cod or o.payment_method <> 'COD') as applies,
        case when d.tax_columns = 'none' then d.total_paise else d.taxable_paise end as base, ${bp} as bp, ${percent} as rate_percent
      from ${registerDocuments} d
        join ${shops} s on s.id = d.shop_id
        join ${orders} o on o.id = d.order_id
      where d.issued_ms >= ${from.toISOString()} and d.issued_ms < ${to.toISOString()} and d.date like ${`${month}-%`}
    ),
    g as (
      select d.*,
        case when not applies then 0 when supply_type = 'inter-state' then sign * ${roundDiv(sql`base * bp`, 10_000)} else 0 end as igst,
        case when not applies or supply_type = 'inter-state' then 0 else sign * ${roundDiv(sql`base * bp`, 20_000)} end as half
      from d where seller_gstin is not null
    ),
    rows as (
      select seller_gstin, place_code, count(*) filter (where sign = 1) as invoices, count(*) filter (where sign = -1) as notes,
        coalesce(sum(base) filter (where sign = 1), 0) as gross, coalesce(sum(base) filter (where sign = -1), 0) as returned,
        sum(igst) as igst, sum(half) as half, coalesce(jsonb_agg(distinct rate_percent) filter (where applies), '[]'::jsonb) as rates
      from g group by seller_gstin, place_code
    ),
    firsts as (
      select distinct on (seller_gstin, place_code) seller_gstin, place_code, shop_id, shop_name,
        seller_state_code || '-' || seller_state_name as supplier_state, place_code || '-' || place_name as place, supply_type
      from g order by seller_gstin, place_code, issued_at, series, seq, document_id
    ),
    unreg as (
      select shop_id, pan, count(*) as n, coalesce(sum(total_paise) filter (where sign = 1), 0) as gross,
        coalesce(sum(total_paise) filter (where sign = -1), 0) as returned,
        (array_agg(shop_name order by issued_at, series, seq, document_id))[1] as shop_name,
        (array_agg(seller_state_name order by issued_at, series, seq, document_id))[1] as state_name
      from d where seller_gstin is null group by shop_id, pan
    )
    select jsonb_build_object(
      'rows', (select coalesce(jsonb_agg(jsonb_build_object('shopId', f.shop_id, 'shopName', f.shop_name, 'gstin', r.seller_gstin,
        'supplierState', f.supplier_state, 'placeOfSupply', f.place, 'supplyType', f.supply_type, 'rates', r.rates,
        'invoiceCount', r.invoices, 'creditNoteCount', r.notes, 'grossPaise', r.gross, 'returnedPaise', r.returned,
        'igstPaise', r.igst, 'cgstPaise', r.half, 'sgstPaise', r.half, 'tcsPaise', r.igst + 2 * r.half)), '[]'::jsonb)
        from rows r join firsts f on f.seller_gstin = r.seller_gstin and f.place_code = r.place_code),
      'unregistered', (select coalesce(jsonb_agg(jsonb_build_object('shopId', u.shop_id, 'shopName', u.shop_name, 'pan', u.pan,
        'stateName', u.state_name, 'documentCount', u.n, 'grossPaise', u.gross, 'returnedPaise', u.returned)), '[]'::jsonb) from unreg u),
      'anyLeftOut', coalesce((select bool_or(not applies) from g), false),
      'anyCarried', coalesce((select bool_or(applies) from g), false)
    ) as sums`,
  );
  return row!.sums;
}

/**
 * Shops enrolled without a GSTIN before `to`, each with the PAN recorded by its last order placed before `to`
 * (its PAN on file when it has none): a PAN edited later does not rewrite the month.
 */
export async function selectUnregisteredShops(db: Db, to: Date) {
  const panThen = sql<string>`coalesce((select o.seller_pan from orders o where o.shop_id = ${shops.id} and o.created_at < ${to.toISOString()} order by o.created_at desc limit 1), ${shops.pan})`;
  return db
    .select({ shopId: shops.id, shopName: shops.name, pan: panThen, stateCode: shops.stateCode })
    .from(shops)
    .where(and(eq(shops.gstRegistration, 'unregistered'), lt(shops.createdAt, to)))
    .orderBy(asc(shops.name), asc(shops.id));
}

/** Orders delivered in [from, to) with the PAN they recorded when placed and their invoice (null without one). */
export async function selectDeliveredOrders(db: Db, from: Date, to: Date) {
  const rows = await db
    .select({
      shopId: orders.shopId,
      shopName: shops.name,
      pan: orders.sellerPan,
      orderId: orders.id,
      deliveredAt: orders.deliveredAt,
      orderTotalPaise: orders.totalPaise,
      invoice: taxDocuments.snapshot,
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .leftJoin(taxDocuments, and(eq(taxDocuments.orderId, orders.id), eq(taxDocuments.series, 'invoice')))
    .where(and(eq(orders.status, 'Delivered'), gte(orders.deliveredAt, from), lt(orders.deliveredAt, to)))
    .orderBy(asc(orders.deliveredAt), asc(orders.id));
  return rows.map((r) => ({ ...r, deliveredAt: r.deliveredAt!, invoice: (r.invoice ?? null) as InvoiceSnapshot | null }));
}

/**
 * Every return credit note (issue 26 #4) of the orders that have one issued in [from, to), with what the order
 * recorded (PAN, delivery): the TDS report counts the month's notes, each on the base of the order's notes before it.
 */
export async function selectReturnNotesOfOrdersWithNotesIn(db: Db, from: Date, to: Date) {
  const inMonth = db
    .selectDistinct({ orderId: taxDocuments.orderId })
    .from(taxDocuments)
    .where(and(isNotNull(taxDocuments.returnId), gte(taxDocuments.issuedAt, from), lt(taxDocuments.issuedAt, to)));
  const rows = await db
    .select({
      shopId: orders.shopId,
      shopName: shops.name,
      pan: orders.sellerPan,
      orderId: orders.id,
      deliveredAt: orders.deliveredAt,
      seq: taxDocuments.seq,
      note: taxDocuments.snapshot,
    })
    .from(taxDocuments)
    .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(and(isNotNull(taxDocuments.returnId), inArray(taxDocuments.orderId, inMonth), isNotNull(orders.deliveredAt)))
    .orderBy(asc(taxDocuments.orderId), asc(taxDocuments.seq));
  return rows.map((r) => ({ ...r, deliveredAt: r.deliveredAt!, note: r.note as InvoiceSnapshot }));
}
