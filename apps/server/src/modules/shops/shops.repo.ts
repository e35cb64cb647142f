import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { shops, users } from '../../db/schema.js';
import { containsPattern, offsetOf } from './paging.js';

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
  image: shops.image,
  adminId: shops.adminId,
  razorpayAccountId: shops.razorpayAccountId,
  createdAt: shops.createdAt,
  adminName: users.name,
  adminEmail: users.email,
};

export interface ShopRow {
  id: string;
  name: string;
  category: string;
  location: string;
  address: string;
  phone: string;
  pan: string;
  gstnumber: string;
  image: string | null;
  adminId: string;
  razorpayAccountId: string | null;
  createdAt: Date;
  adminName: string;
  adminEmail: string;
}

export interface ShopFilter {
  search?: string;
  category?: string;
  location?: string;
}

const newestFirst = [desc(shops.createdAt), desc(shops.id)];

function whereOf(f: ShopFilter): SQL | undefined {
  const conds: SQL[] = [];
  if (f.search) {
    const p = containsPattern(f.search);
    conds.push(or(ilike(shops.name, p), ilike(users.name, p), ilike(shops.category, p), ilike(shops.location, p))!);
  }
  if (f.category) conds.push(eq(shops.category, f.category));
  if (f.location) conds.push(eq(shops.location, f.location));
  return conds.length ? and(...conds) : undefined;
}

export async function selectAllShops(db: Db): Promise<ShopRow[]> {
  return db.select(shopColumns).from(shops).innerJoin(users, eq(users.id, shops.adminId)).orderBy(...newestFirst);
}

export async function selectShopPage(db: Db, filter: ShopFilter, page: number, pageSize: number): Promise<{ rows: ShopRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, counted] = await Promise.all([
    db
      .select(shopColumns)
      .from(shops)
      .innerJoin(users, eq(users.id, shops.adminId))
      .where(where)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset(offsetOf(page, pageSize)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(shops)
      .innerJoin(users, eq(users.id, shops.adminId))
      .where(where),
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

export async function selectShopFacets(db: Db): Promise<{ categories: string[]; locations: string[] }> {
  const [categories, locations] = await Promise.all([
    db.selectDistinct({ v: shops.category }).from(shops).orderBy(asc(shops.category)),
    db.selectDistinct({ v: shops.location }).from(shops).orderBy(asc(shops.location)),
  ]);
  return { categories: categories.map((r) => r.v), locations: locations.map((r) => r.v) };
}

/** Inserts a shop; false when the admin already owns one (unique index on admin_id), even under a race. */
export async function insertShopRow(db: Db, row: typeof shops.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(shops).values(row).onConflictDoNothing().returning({ id: shops.id });
  return inserted.length === 1;
}
