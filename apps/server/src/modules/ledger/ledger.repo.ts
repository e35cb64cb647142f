import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { InvoiceSnapshot } from '@bazaar/shared';
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

/** What a delivery posting needs: the order, its shop's tax identity and rate, and its invoice's snapshot. */
export async function selectOrderForPosting(
  db: Db,
  orderId: string,
): Promise<
  | {
      shopId: string;
      shopPan: string;
      shopGstRegistration: 'regular' | 'composition' | 'unregistered';
      commissionRateBp: number | null;
      subtotalPaise: number;
      snapshot: InvoiceSnapshot | null;
    }
  | undefined
> {
  const found = await db
    .select({
      shopId: orders.shopId,
      shopPan: shops.pan,
      shopGstRegistration: shops.gstRegistration,
      commissionRateBp: shops.commissionRateBp,
      subtotalPaise: orders.subtotalPaise,
      snapshot: taxDocuments.snapshot,
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
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
 * `shopId` is undefined). `all` returns every entry (the CSV).
 */
export async function selectEntriesPage(
  db: Db,
  shopId: string | undefined,
  page: number,
  pageSize: number,
  all = false,
): Promise<{ items: EntryWithBalance[]; total: number }> {
  const where = shopId ? sql`where e.shop_id = ${shopId}` : sql``;
  const partition = shopId ? sql`partition by e.shop_id` : sql``;
  const window = all ? sql`` : sql`limit ${pageSize} offset ${offsetOf(page, pageSize)}`;
  const found = await rows<Record<string, unknown>>(
    db,
    sql`
    with running as (
      select e.*, sum(e.amount_paise) over (${partition} order by e.posted_at, e.created_at, e.id rows unbounded preceding) as balance_after
      from ledger_entries e ${where}
    )
    select r.*, s.name as shop_name, (select x.id from ledger_entries x where x.reverses_id = r.id) as reversed_by_id
    from running r join shops s on s.id = r.shop_id
    order by r.posted_at desc, r.created_at desc, r.id desc
    ${window}`,
  );
  const counted = shopId
    ? await db
        .select({ n: sql<number>`count(*)::int` })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.shopId, shopId))
    : await db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries);
  return { items: found.map(toEntry), total: Number(counted[0]?.n ?? 0) };
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

/** Net amount per shop and due instant: what "due by when" and "oldest unpaid" are computed from. */
export async function selectDueGroups(db: Db, shopIds?: string[]): Promise<Array<{ shopId: string; dueAt: Date; amountPaise: number }>> {
  if (shopIds && shopIds.length === 0) return [];
  const found = await db
    .select({ shopId: ledgerEntries.shopId, dueAt: ledgerEntries.dueAt, amountPaise: sql<string>`sum(${ledgerEntries.amountPaise})` })
    .from(ledgerEntries)
    .where(shopIds ? inArray(ledgerEntries.shopId, shopIds) : undefined)
    .groupBy(ledgerEntries.shopId, ledgerEntries.dueAt)
    .orderBy(asc(ledgerEntries.shopId), asc(ledgerEntries.dueAt));
  return found.map((r) => ({ shopId: r.shopId, dueAt: r.dueAt, amountPaise: Number(r.amountPaise) }));
}

/**
 * What each shop has overdue at `now`: its kept balance (one row) minus the entries not yet due (an index range
 * over the last grace period only). The checkout's test, so it reads no more than that.
 */
export async function selectOverdue(db: Db, shopIds: string[], now: Date): Promise<Map<string, number>> {
  if (shopIds.length === 0) return new Map();
  const notYetDue = sql<string>`coalesce((select sum(e.amount_paise) from ledger_entries e where e.shop_id = ${ledgerBalances.shopId} and e.due_at > ${now.toISOString()}), 0)`;
  const found = await db
    .select({ shopId: ledgerBalances.shopId, overdue: sql<string>`${ledgerBalances.balancePaise} - ${notYetDue}` })
    .from(ledgerBalances)
    .where(inArray(ledgerBalances.shopId, shopIds));
  return new Map(found.map((r) => [r.shopId, Math.max(0, Number(r.overdue))]));
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
