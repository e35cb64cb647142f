import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { rows } from '../../src/db/rows.js';

export interface InvariantReport {
  violations: string[];
  orders: number;
  cancelled: number;
}

/**
 * What must hold whatever happened: for every product, stock + units sold in orders that are not
 * cancelled or refused (both put the stock back) = its initial stock; no order without items; no checkout without orders; every order's
 * subtotal is the sum of its items and its total is subtotal + delivery; each shop's kept ledger balance and due
 * groups equal the sums of its entries.
 */
export async function checkInvariants(db: Db, initialStock: Map<string, number>): Promise<InvariantReport> {
  const violations: string[] = [];
  const stock = await rows<{ id: string; quantity: number; sold: number }>(
    db,
    sql`
    select p.id, p.quantity,
      coalesce((select sum(oi.quantity) from order_items oi join orders o on o.id = oi.order_id
                where oi.product_id = p.id and o.status not in ('Cancelled', 'Refused')), 0)::int as sold
    from products p`,
  );
  for (const r of stock) {
    const initial = initialStock.get(r.id);
    if (initial !== undefined && Number(r.quantity) + Number(r.sold) !== initial)
      violations.push(`product ${r.id}: stock ${r.quantity} + sold ${r.sold} ≠ initial ${initial}`);
    if (Number(r.quantity) < 0) violations.push(`product ${r.id}: negative stock ${r.quantity}`);
  }
  const empty = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`,
  );
  if (Number(empty[0]!.n) > 0) violations.push(`${empty[0]!.n} orders without items`);
  const orphan = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from checkouts c where not exists (select 1 from orders o where o.checkout_id = c.id)`,
  );
  if (Number(orphan[0]!.n) > 0) violations.push(`${orphan[0]!.n} checkouts without orders`);
  const sums = await rows<{ n: number }>(
    db,
    sql`
    select count(*)::int as n from orders o
    where o.subtotal_paise <> (select coalesce(sum(i.price_paise::bigint * i.quantity), 0) from order_items i where i.order_id = o.id)
       or o.total_paise <> o.subtotal_paise + o.delivery_paise`,
  );
  if (Number(sums[0]!.n) > 0) violations.push(`${sums[0]!.n} orders whose totals do not add up`);
  const checkoutTotals = await rows<{ n: number }>(
    db,
    sql`
    select count(*)::int as n from checkouts c
    where c.total_paise <> (select coalesce(sum(o.total_paise), 0) from orders o where o.checkout_id = c.id)`,
  );
  if (Number(checkoutTotals[0]!.n) > 0) violations.push(`${checkoutTotals[0]!.n} checkouts whose total is not the sum of their orders`);
  // The kept ledger rows (issue 21) equal what the append-only entries add up to, per shop and per due instant.
  const kept = await rows<{ n: number }>(
    db,
    sql`
    with summed as (select shop_id, sum(amount_paise)::bigint as amount, count(*)::int as entries from ledger_entries group by shop_id),
      grouped as (select shop_id, due_at, sum(amount_paise)::bigint as amount, count(*)::int as entries from ledger_entries group by shop_id, due_at),
      balances as (select shop_id, balance_paise as amount, entries from ledger_balances),
      kept_groups as (select shop_id, due_at, amount_paise as amount, entries from ledger_due_groups)
    select count(*)::int as n from (
      (select * from summed except select * from balances) union all (select * from balances except select * from summed)
      union all
      (select shop_id, amount, entries from (select * from grouped except select * from kept_groups) a)
      union all
      (select shop_id, amount, entries from (select * from kept_groups except select * from grouped) b)
    ) x`,
  );
  if (Number(kept[0]!.n) > 0) violations.push(`${kept[0]!.n} kept ledger balances or due groups differ from their entries`);
  const counts = await rows<{ orders: number; cancelled: number }>(
    db,
    sql`select count(*)::int as orders, count(*) filter (where status = 'Cancelled')::int as cancelled from orders`,
  );
  return { violations, orders: Number(counts[0]!.orders), cancelled: Number(counts[0]!.cancelled) };
}
