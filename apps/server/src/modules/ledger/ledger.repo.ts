import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { InvoiceSnapshot } from '../invoices/domain/invoice.js';
import type { Db } from '../../db/client.js';
import { ledgerBalances, ledgerEntries, orders, shops, taxDocuments } from '../../db/schema.js';
import { rows } from '../../db/rows.js';
import { offsetOf } from '../../lib/paging.js';

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type NewLedgerEntry = typeof ledgerEntries.$inferInsert;

/**
 * Writes entries; one whose idempotency key is already taken is skipped (ON CONFLICT DO NOTHING), so an event
 * retried, or handled by two instances at once, posts once. Returns the entries actually written.
 */
/**
 * Writes entries, skipping any already written; returns the ones this call wrote. An entry is unique by its
 * idempotency key and, for a reversal, by the entry it reverses: the conflict clause names no target so that both
 * unique indexes are arbiters. With the key alone as target, a racing reversal on another connection failed on
 * the other index with a unique violation instead of being skipped.
 */
export async function insertEntries(db: Db, entries: NewLedgerEntry[]): Promise<LedgerEntryRow[]> {
  if (entries.length === 0) return [];
  return db.insert(ledgerEntries).values(entries).onConflictDoNothing().returning();
}

export async function selectEntryById(db: Db, id: string): Promise<LedgerEntryRow | undefined> {
  const found = await db.select().from(ledgerEntries).where(eq(ledgerEntries.id, id)).limit(1);
  return found[0];
}

export async function selectEntryByKey(db: Db, key: string): Promise<LedgerEntryRow | undefined> {
  const found = await db.select().from(ledgerEntries).where(eq(ledgerEntries.idempotencyKey, key)).limit(1);
  return found[0];
}

/** The entries an order posted (not reversals) that no entry has reversed yet. */
export async function selectUnreversedOfOrder(db: Db, orderId: string): Promise<LedgerEntryRow[]> {
  const reversal = sql`select 1 from ledger_entries r where r.reverses_id = ${ledgerEntries.id}`;
  return db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderId, orderId), isNull(ledgerEntries.reversesId), sql`not exists (${reversal})`))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
}

/**
 * What a delivery posting needs: the order with the terms it recorded when placed (commission rate, tcsOnCod,
 * the shop's PAN: decision 037) and its invoice's snapshot (which carries the GSTIN it was issued under).
 */
export async function selectOrderForPosting(
  db: Db,
  orderId: string,
): Promise<
  | {
      shopId: string;
      sellerPan: string;
      commissionRateBp: number;
      tcsOnCod: boolean;
      subtotalPaise: number;
      snapshot: InvoiceSnapshot | null;
    }
  | undefined
> {
  const found = await db
    .select({
      shopId: orders.shopId,
      sellerPan: orders.sellerPan,
      commissionRateBp: orders.commissionRateBp,
      tcsOnCod: orders.tcsOnCod,
      subtotalPaise: orders.subtotalPaise,
      snapshot: taxDocuments.snapshot,
    })
    .from(orders)
    .leftJoin(taxDocuments, and(eq(taxDocuments.orderId, orders.id), eq(taxDocuments.series, 'invoice')))
    .where(eq(orders.id, orderId))
    .limit(1);
  const row = found[0];
  return row ? { ...row, snapshot: (row.snapshot as InvoiceSnapshot | null) ?? null } : undefined;
}

export interface EntryWithBalance extends LedgerEntryRow {
  balanceAfterPaise: number;
  reversedById: string | null;
  shopName: string;
}

/**
 * A page of entries, newest first, each with the running balance after it (of its shop, or of every shop when
 * `shopId` is undefined). The page reads only its own rows and the newer ones it skips: the balance after its
 * newest entry is the kept balance less those newer entries, and each next one the previous less its amount.
 * `all` returns every entry (the CSV, which reads them all anyway).
 */
export async function selectEntriesPage(
  db: Db,
  shopId: string | undefined,
  page: number,
  pageSize: number,
  all = false,
): Promise<{ items: EntryWithBalance[]; total: number }> {
  if (all) return selectAllEntries(db, shopId);
  const where = shopId ? sql`where e.shop_id = ${shopId}` : sql``;
  const kept = shopId ? sql`where b.shop_id = ${shopId}` : sql``;
  const skip = offsetOf(page, pageSize);
  const newest = sql`order by e.posted_at desc, e.created_at desc, e.id desc`;
  const found = await rows<Record<string, unknown>>(
    db,
    sql`
    with kept as (select coalesce(sum(b.balance_paise), 0) as balance, coalesce(sum(b.entries), 0) as n from ledger_balances b ${kept}),
    newer as (select coalesce(sum(x.amount_paise), 0) as s from (select e.amount_paise from ledger_entries e ${where} ${newest} limit ${skip}) x),
    page as (select e.* from ledger_entries e ${where} ${newest} limit ${pageSize} offset ${skip})
    select p.*, s.name as shop_name, (select x.id from ledger_entries x where x.reverses_id = p.id) as reversed_by_id,
      kept.n as total_entries,
      kept.balance - newer.s - coalesce(sum(p.amount_paise) over (order by p.posted_at desc, p.created_at desc, p.id desc rows between unbounded preceding and 1 preceding), 0) as balance_after
    from page p join shops s on s.id = p.shop_id cross join kept cross join newer
    order by p.posted_at desc, p.created_at desc, p.id desc`,
  );
  let total = found[0] ? Number(found[0].total_entries) : undefined;
  if (total === undefined) {
    const counted = await rows<{ n: unknown }>(db, sql`select coalesce(sum(b.entries), 0) as n from ledger_balances b ${kept}`);
    total = Number(counted[0]?.n ?? 0);
  }
  return { items: found.map(toEntry), total };
}

/** Every entry (of a shop, or of all), newest first, with the running balance after each. */
async function selectAllEntries(db: Db, shopId: string | undefined): Promise<{ items: EntryWithBalance[]; total: number }> {
  const where = shopId ? sql`where e.shop_id = ${shopId}` : sql``;
  const partition = shopId ? sql`partition by e.shop_id` : sql``;
  const found = await rows<Record<string, unknown>>(
    db,
    sql`
    with running as (
      select e.*, sum(e.amount_paise) over (${partition} order by e.posted_at, e.created_at, e.id rows unbounded preceding) as balance_after
      from ledger_entries e ${where}
    )
    select r.*, s.name as shop_name, (select x.id from ledger_entries x where x.reverses_id = r.id) as reversed_by_id
    from running r join shops s on s.id = r.shop_id
    order by r.posted_at desc, r.created_at desc, r.id desc`,
  );
  return { items: found.map(toEntry), total: found.length };
}

/** Where a batched read of entries stopped: the last row's instants (as text, to the microsecond) and id. */
export interface EntryKey {
  postedAt: string;
  createdAt: string;
  id: string;
}

/**
 * Up to `limit` entries (of a shop, or of all) after `after`, oldest first by (posted_at, created_at, id), with their
 * shop's name: one batch of the CSV, never every entry (issue 30); `posted_at >=` bounds the index range, the row comparison is exact.
 */
export async function selectEntriesAfter(
  db: Db,
  shopId: string | undefined,
  after: EntryKey | null,
  limit: number,
): Promise<{ key: EntryKey; entry: Omit<EntryWithBalance, 'balanceAfterPaise' | 'reversedById'> }[]> {
  const conditions = [
    shopId ? sql`e.shop_id = ${shopId}` : undefined,
    after
      ? sql`e.posted_at >= ${after.postedAt}::timestamptz and (e.posted_at, e.created_at, e.id) > (${after.postedAt}::timestamptz, ${after.createdAt}::timestamptz, ${after.id}::uuid)`
      : undefined,
  ].filter((c) => c !== undefined);
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const found = await rows<Record<string, unknown>>(
    db,
    sql`
    select e.*, s.name as shop_name, e.posted_at::text as posted_key, e.created_at::text as created_key, 0 as balance_after, null as reversed_by_id
    from ledger_entries e join shops s on s.id = e.shop_id ${where}
    order by e.posted_at, e.created_at, e.id
    limit ${limit}`,
  );
  return found.map((r) => {
    const { balanceAfterPaise: _b, reversedById: _r, ...entry } = toEntry(r);
    return { key: { postedAt: String(r.posted_key), createdAt: String(r.created_key), id: String(r.id) }, entry };
  });
}

/**
 * One entry with its shop's balance after it: the kept balance less the entries posted after it (none for an
 * entry posted now; for a back-dated payment, those since its date). One statement, so one snapshot.
 */
export async function selectEntryWithBalance(db: Db, id: string): Promise<EntryWithBalance | undefined> {
  const found = await rows<Record<string, unknown>>(
    db,
    sql`
    select e.*, s.name as shop_name, (select x.id from ledger_entries x where x.reverses_id = e.id) as reversed_by_id,
      coalesce((select b.balance_paise from ledger_balances b where b.shop_id = e.shop_id), 0)
        - coalesce((select sum(a.amount_paise) from ledger_entries a
            where a.shop_id = e.shop_id and a.posted_at >= e.posted_at and (a.posted_at, a.created_at, a.id) > (e.posted_at, e.created_at, e.id)), 0) as balance_after
    from ledger_entries e join shops s on s.id = e.shop_id
    where e.id = ${id}`,
  );
  return found[0] ? toEntry(found[0]) : undefined;
}

/** A shop's kept balance (paise; 0 without entries): one row. */
export async function selectBalance(db: Db, shopId: string): Promise<number> {
  const found = await db.select({ b: ledgerBalances.balancePaise }).from(ledgerBalances).where(eq(ledgerBalances.shopId, shopId)).limit(1);
  return Number(found[0]?.b ?? 0);
}

const date = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function toEntry(r: Record<string, unknown>): EntryWithBalance {
  return {
    id: String(r.id),
    shopId: String(r.shop_id),
    kind: r.kind as LedgerEntryRow['kind'],
    amountPaise: Number(r.amount_paise),
    basePaise: num(r.base_paise),
    rateBp: num(r.rate_bp),
    orderId: (r.order_id as string | null) ?? null,
    creditNoteId: (r.credit_note_id as string | null) ?? null,
    paymentId: (r.payment_id as string | null) ?? null,
    reversesId: (r.reverses_id as string | null) ?? null,
    method: (r.method as string | null) ?? null,
    reference: (r.reference as string | null) ?? null,
    note: (r.note as string | null) ?? null,
    postedAt: date(r.posted_at),
    dueAt: date(r.due_at),
    idempotencyKey: String(r.idempotency_key),
    createdBy: (r.created_by as string | null) ?? null,
    createdAt: date(r.created_at),
    balanceAfterPaise: Number(r.balance_after),
    reversedById: (r.reversed_by_id as string | null) ?? null,
    shopName: String(r.shop_name),
  };
}

/**
 * The kept due groups still unpaid, per shop (of `shopIds`, or of every shop), newest first: payments and
 * credits settle the oldest dues first (decision 024), so what remains unpaid is the newest charges that add up
 * to the balance. Reads the positive groups of shops that owe something, never the entries.
 */
export async function selectUnpaidDueGroups(
  db: Db,
  shopIds?: string[],
): Promise<Array<{ shopId: string; dueAt: Date; amountPaise: number; balancePaise: number }>> {
  if (shopIds && shopIds.length === 0) return [];
  const only = shopIds
    ? sql`and g.shop_id in (${sql.join(
        shopIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const found = await rows<Record<string, unknown>>(
    db,
    sql`
    select x.shop_id, x.due_at, x.amount_paise, x.balance_paise from (
      select g.shop_id, g.due_at, g.amount_paise, b.balance_paise,
        sum(g.amount_paise) over (partition by g.shop_id order by g.due_at desc rows unbounded preceding) as newer_and_this
      from ledger_due_groups g join ledger_balances b on b.shop_id = g.shop_id
      where g.amount_paise > 0 and b.balance_paise > 0 ${only}
    ) x
    where x.newer_and_this - x.amount_paise < x.balance_paise
    order by x.shop_id, x.due_at desc`,
  );
  return found.map((r) => ({ shopId: String(r.shop_id), dueAt: date(r.due_at), amountPaise: Number(r.amount_paise), balancePaise: Number(r.balance_paise) }));
}

/** Every shop with its kept balance (0 for a shop without entries), by name. */
export async function selectShopBalances(db: Db): Promise<Array<{ shopId: string; shopName: string; active: boolean; balancePaise: number }>> {
  const found = await db
    .select({ shopId: shops.id, shopName: shops.name, active: shops.active, balancePaise: sql<string>`coalesce(${ledgerBalances.balancePaise}, 0)` })
    .from(shops)
    .leftJoin(ledgerBalances, eq(ledgerBalances.shopId, shops.id))
    .orderBy(desc(sql`coalesce(${ledgerBalances.balancePaise}, 0)`), asc(shops.name));
  return found.map((r) => ({ ...r, balancePaise: Number(r.balancePaise) }));
}

export async function selectShopForLedger(
  db: Db,
  where: { shopId: string } | { adminId: string },
): Promise<{ id: string; name: string; commissionRateBp: number | null; active: boolean } | undefined> {
  const found = await db
    .select({ id: shops.id, name: shops.name, commissionRateBp: shops.commissionRateBp, active: shops.active })
    .from(shops)
    .where('shopId' in where ? eq(shops.id, where.shopId) : eq(shops.adminId, where.adminId))
    .limit(1);
  return found[0];
}
