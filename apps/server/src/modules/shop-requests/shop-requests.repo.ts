import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { shopQueries } from '../../db/schema.js';
import { offsetOf } from '../../lib/paging.js';

export type ShopQueryRow = typeof shopQueries.$inferSelect;

const newestFirst = [desc(shopQueries.createdAt), desc(shopQueries.id)];

export async function insertShopQuery(db: Db, row: typeof shopQueries.$inferInsert): Promise<void> {
  await db.insert(shopQueries).values(row);
}

export function selectShopQueries(db: Db): Promise<ShopQueryRow[]> {
  return db
    .select()
    .from(shopQueries)
    .orderBy(...newestFirst);
}

export async function selectShopQueryPage(db: Db, page: number, pageSize: number): Promise<{ rows: ShopQueryRow[]; total: number }> {
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(shopQueries)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset(offsetOf(page, pageSize)),
    db.select({ n: sql<number>`count(*)::int` }).from(shopQueries),
  ]);
  return { rows, total: Number(counted[0]?.n ?? 0) };
}
