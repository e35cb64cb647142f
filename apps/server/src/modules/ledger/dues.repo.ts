import { inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ledgerBalances } from '../../db/schema.js';

/*
 * What a shop has overdue: its kept balance less its due groups not yet due (decision 038). Read by the checkout's
 * and the cart's blocked-shop test and by the ledger screens, and folded into the cart's one-statement view.
 */

/** What a shop owes that is not yet due at `now` (paise): the due groups after it. `now` is a value or a placeholder. */
function notYetDueSql(shopId: SQLWrapper, now: unknown): SQL<string> {
  return sql<string>`coalesce((select sum(g.amount_paise) from ledger_due_groups g where g.shop_id = ${shopId} and g.due_at > ${now}), 0)`;
}

/**
 * A shop's overdue dues at `now` in paise, as a scalar subquery on its kept balance (null for a shop without
 * entries): what `selectOverdue` reads, for a statement that reads other things too (the cart, decision 095).
 */
export function overdueOfShopSql(shopId: SQLWrapper, now: unknown): SQL<string | null> {
  return sql<string | null>`(select b.balance_paise - ${notYetDueSql(sql.raw('b.shop_id'), now)} from ledger_balances b where b.shop_id = ${shopId})`;
}

/**
 * What each shop has overdue at `now` (of `shopIds`, or every shop with entries): its kept balance (one row)
 * minus its kept due groups not yet due (an index range over the last grace period only), never below zero.
 * The checkout's test, so it reads no more than that.
 */
export async function selectOverdue(db: Db, shopIds: string[] | undefined, now: Date): Promise<Map<string, number>> {
  if (shopIds && shopIds.length === 0) return new Map();
  const found = await db
    .select({ shopId: ledgerBalances.shopId, overdue: sql<string>`${ledgerBalances.balancePaise} - ${notYetDueSql(ledgerBalances.shopId, now.toISOString())}` })
    .from(ledgerBalances)
    .where(shopIds ? inArray(ledgerBalances.shopId, shopIds) : undefined);
  return new Map(found.map((r) => [r.shopId, Math.max(0, Number(r.overdue))]));
}
