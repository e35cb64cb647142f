import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';

export interface InvariantReport {
  violations: string[];
  orders: number;
  cancelled: number;
}

type Rows<T> = { rows: T[] };

/**
 * What must hold whatever happened: for every product, stock + units sold in orders that are not
 * cancelled = its initial stock; no order without items; no checkout without orders; every order's
 * subtotal is the sum of its items and its total is subtotal + delivery.
 */
export async function checkInvariants(db: Db, initialStock: Map<string, number>): Promise<InvariantReport> {
  const violations: string[] = [];
  const stock = (await db.execute(sql`
    select p.id, p.quantity,
      coalesce((select sum(oi.quantity) from order_items oi join orders o on o.id = oi.order_id
                where oi.product_id = p.id and o.status <> 'Cancelled'), 0)::int as sold
    from products p`)) as unknown as Rows<{ id: string; quantity: number; sold: number }>;
  for (const r of stock.rows) {
    const initial = initialStock.get(r.id);
    if (initial !== undefined && Number(r.quantity) + Number(r.sold) !== initial)
      violations.push(`product ${r.id}: stock ${r.quantity} + sold ${r.sold} ≠ initial ${initial}`);
    if (Number(r.quantity) < 0) violations.push(`product ${r.id}: negative stock ${r.quantity}`);
  }
  const empty = (await db.execute(
    sql`select count(*)::int as n from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`,
  )) as unknown as Rows<{ n: number }>;
  if (Number(empty.rows[0]!.n) > 0) violations.push(`${empty.rows[0]!.n} orders without items`);
  const orphan = (await db.execute(
    sql`select count(*)::int as n from checkouts c where not exists (select 1 from orders o where o.checkout_id = c.id)`,
  )) as unknown as Rows<{ n: number }>;
  if (Number(orphan.rows[0]!.n) > 0) violations.push(`${orphan.rows[0]!.n} checkouts without orders`);
  const sums = (await db.execute(sql`
    select count(*)::int as n from orders o
    where o.subtotal_paise <> (select coalesce(sum(i.price_paise * i.quantity), 0) from order_items i where i.order_id = o.id)
       or o.total_paise <> o.subtotal_paise + o.delivery_paise`)) as unknown as Rows<{ n: number }>;
  if (Number(sums.rows[0]!.n) > 0) violations.push(`${sums.rows[0]!.n} orders whose totals do not add up`);
  const checkoutTotals = (await db.execute(sql`
    select count(*)::int as n from checkouts c
    where c.total_paise <> (select coalesce(sum(o.total_paise), 0) from orders o where o.checkout_id = c.id)`)) as unknown as Rows<{ n: number }>;
  if (Number(checkoutTotals.rows[0]!.n) > 0) violations.push(`${checkoutTotals.rows[0]!.n} checkouts whose total is not the sum of their orders`);
  const counts = (await db.execute(
    sql`select count(*)::int as orders, count(*) filter (where status = 'Cancelled')::int as cancelled from orders`,
  )) as unknown as Rows<{ orders: number; cancelled: number }>;
  return { violations, orders: Number(counts.rows[0]!.orders), cancelled: Number(counts.rows[0]!.cancelled) };
}
