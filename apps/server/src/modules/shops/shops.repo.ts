import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { searchVariants, type OpeningHour } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { shops, tableCounts, users } from '../../db/schema.js';
import { rows } from '../../db/rows.js';
import { containsPattern, offsetOf } from '../../lib/paging.js';

/** A shop with its admin's name and email (joined). */
const shopColumns = {
  id: shops.id,
  name: shops.name,
  category: shops.category,
  location: shops.location,
  address: shops.address,
  phone: shops.phone,
  pan: shops.pan,
  gstnumber: shops.gstnumber,
  gstRegistration: shops.gstRegistration,
  stateCode: shops.stateCode,
  deliveryPins: shops.deliveryPins,
  gps: shops.gps,
  pincode: shops.pincode,
  image: shops.image,
  adminId: shops.adminId,
  razorpayAccountId: shops.razorpayAccountId,
  active: shops.active,
  commissionRateBp: shops.commissionRateBp,
  turnoverAbove5Cr: shops.turnoverAbove5Cr,
  legalName: shops.legalName,
  openingHours: shops.openingHours,
  contactEmail: shops.contactEmail,
  createdAt: shops.createdAt,
  adminName: users.name,
  adminEmail: sql<string>`coalesce(${users.email}, '')`, // '' for an account with only a mobile number (decision 078)
};

export interface ShopRow {
  id: string;
  name: string;
  category: string;
  location: string;
  address: string;
  phone: string;
  pan: string;
  gstnumber: string | null;
  gstRegistration: 'regular' | 'composition' | 'unregistered';
  stateCode: string;
  deliveryPins: string[];
  gps: string | null;
  pincode: string | null;
  image: string | null;
  adminId: string;
  razorpayAccountId: string | null;
  active: boolean;
  commissionRateBp: number | null;
  /** Aggregate turnover above ₹5 crore: every invoice needs a 6-digit HSN code. */
  turnoverAbove5Cr: boolean;
  /** The name on the GST registration or PAN; null: the shop's name stands in (migration 0055). */
  legalName: string | null;
  /** When the shop is open (IST), one opening a day; [] = none given (migration 0065). */
  openingHours: OpeningHour[];
  /** The email buyers on ONDC are given; null: the platform's support email (migration 0065). */
  contactEmail: string | null;
  createdAt: Date;
  adminName: string;
  adminEmail: string;
}

export interface ShopFilter {
  search?: string;
  category?: string;
  location?: string;
  /** Include deactivated shops (the platform owner's list); the public catalog never does. */
  withInactive?: boolean;
}

/** A shop the home list shows: active, with something to sell (issue 22 #12; `product_count` is trigger-kept). */
const listed = sql`${shops.active} and ${shops.productCount} > 0`;

const newestFirst = [desc(shops.createdAt), desc(shops.id)];

function whereOf(f: ShopFilter): SQL | undefined {
  const conds: SQL[] = [];
  if (f.search) conds.push(searchCondition(f.search));
  if (f.category) conds.push(eq(shops.category, f.category));
  if (f.location) conds.push(eq(shops.location, f.location));
  return conds.length ? and(...conds) : undefined;
}

/**
 * A shop matches a search when its search text (shop name, owner name, category, location: one trigram-indexed
 * column kept by triggers) or the name of one of its products (trigram-indexed, migration 0009) contains the
 * term or one of its alternate names ("Bangalore" → "bengaluru", `searchVariants`, at most 4). Every pattern on
 * every column is its own branch of a UNION, one ILIKE its GIN index serves, so no branch scans its table
 * (an OR of ILIKEs in one branch let the planner pick a Seq Scan of shops; apps/server/test/perf/explain.test.ts).
 */
function searchCondition(search: string): SQL {
  const patterns = searchVariants(search).map(containsPattern);
  const branches = patterns.flatMap((p) => [
    sql`select s.id from shops s where s.search_text ilike ${p}`,
    sql`select p.shop_id from products p where p.name ilike ${p}`,
  ]);
  return sql`${shops.id} in (${sql.join(branches, sql` union `)})`;
}

export async function selectAllShops(db: Db, opts: { withInactive?: boolean } = {}): Promise<ShopRow[]> {
  return db
    .select(shopColumns)
    .from(shops)
    .innerJoin(users, eq(users.id, shops.adminId))
    .where(opts.withInactive ? undefined : eq(shops.active, true))
    .orderBy(...newestFirst);
}

export async function selectShopPage(db: Db, filter: ShopFilter, page: number, pageSize: number): Promise<{ rows: ShopRow[]; total: number }> {
  const where = whereOf(filter);
  const visible = filter.withInactive ? where : and(where, listed);
  const [rows, counted] = await Promise.all([
    db
      .select(shopColumns)
      .from(shops)
      .innerJoin(users, eq(users.id, shops.adminId))
      .where(visible)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset(offsetOf(page, pageSize)),
    // Unfiltered: the trigger-kept count (one key read), minus the shops not listed for the public (deactivated
    // or with no products: a partial index holds only those). Filtered: every shop has its admin (foreign key,
    // not null), so the count needs no join.
    where
      ? db
          .select({ n: sql<number>`count(*)::int` })
          .from(shops)
          .where(visible)
      : filter.withInactive
        ? db.select({ n: tableCounts.n }).from(tableCounts).where(eq(tableCounts.name, 'shops'))
        : db
            .select({ n: sql<number>`${tableCounts.n} - (select count(*)::int from ${shops} where not ${shops.active} or ${shops.productCount} = 0)` })
            .from(tableCounts)
            .where(eq(tableCounts.name, 'shops')),
  ]);
  return { rows, total: Number(counted[0]?.n ?? 0) };
}

export async function selectShopById(db: Db, id: string): Promise<ShopRow | undefined> {
  const rows = await db.select(shopColumns).from(shops).innerJoin(users, eq(users.id, shops.adminId)).where(eq(shops.id, id)).limit(1);
  return rows[0];
}

export async function selectShopByAdmin(db: Db, adminId: string): Promise<ShopRow | undefined> {
  const rows = await db.select(shopColumns).from(shops).innerJoin(users, eq(users.id, shops.adminId)).where(eq(shops.adminId, adminId)).limit(1);
  return rows[0];
}

/**
 * Distinct categories and locations in one query, each by a "loose index scan" (a recursive CTE that jumps
 * from one value to the next through the btree index): cost grows with the number of distinct values, not
 * with the number of shops.
 */
export async function selectShopFacets(db: Db): Promise<{ categories: string[]; locations: string[] }> {
  const found = await rows<{ kind: string; v: string }>(
    db,
    sql`
    with recursive
      c(v) as (select min(category) from shops union all select (select min(category) from shops where category > c.v) from c where c.v is not null),
      l(v) as (select min(location) from shops union all select (select min(location) from shops where location > l.v) from l where l.v is not null)
    select 'c' as kind, v from c where v is not null
    union all
    select 'l' as kind, v from l where v is not null
    order by 1, 2`,
  );
  const pick = (k: string) => found.filter((r) => r.kind === k).map((r) => r.v);
  return { categories: pick('c'), locations: pick('l') };
}

/** Inserts a shop; false when the admin already owns one (unique index on admin_id), even under a race. */
export async function insertShopRow(db: Db, row: typeof shops.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(shops).values(row).onConflictDoNothing().returning({ id: shops.id });
  return inserted.length === 1;
}

/** Changes a shop's fields; false when no shop has this id. A second shop for one admin breaks shops_admin_uq. */
export async function updateShopRow(db: Db, id: string, patch: Partial<typeof shops.$inferInsert>): Promise<boolean> {
  const rows = await db.update(shops).set(patch).where(eq(shops.id, id)).returning({ id: shops.id });
  return rows.length === 1;
}
