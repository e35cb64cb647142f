import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { shopQueries } from '../../db/schema.js';
import { offsetOf } from '../../lib/paging.js';

export type ShopQueryRow = typeof shopQueries.$inferSelect;

const newestFirst = [desc(shopQueries.createdAt), desc(shopQueries.id)];

export async function insertShopQuery(db: Db, row: typeof shopQueries.$inferInsert): Promise<void> {
  await db.insert(shopQueries).values(row);
}

export async function selectShopQuery(db: Db, id: string): Promise<ShopQueryRow | undefined> {
  const [row] = await db.select().from(shopQueries).where(eq(shopQueries.id, id));
  return row;
}

export function selectShopQueries(db: Db): Promise<ShopQueryRow[]> {
  return db
    .select()
    .from(shopQueries)
    .orderBy(...newestFirst);
}

export async function selectShopQueryPage(
  db: Db,
  page: number,
  pageSize: number,
  status?: ShopQueryRow['status'],
): Promise<{ rows: ShopQueryRow[]; total: number }> {
  const where = status ? eq(shopQueries.status, status) : undefined;
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(shopQueries)
      .where(where)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset(offsetOf(page, pageSize)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(shopQueries)
      .where(where),
  ]);
  return { rows, total: Number(counted[0]?.n ?? 0) };
}

/** Moves a `new` request to approved or declined; false when it was no longer new (one decision wins). */
export async function decideShopQuery(
  db: Db,
  id: string,
  d: { status: 'approved' | 'declined'; decidedBy: string; decidedAt: Date; declineReason?: string; shopId?: string },
): Promise<boolean> {
  const rows = await db
    .update(shopQueries)
    .set(d)
    .where(and(eq(shopQueries.id, id), eq(shopQueries.status, 'new')))
    .returning({ id: shopQueries.id });
  return rows.length === 1;
}
