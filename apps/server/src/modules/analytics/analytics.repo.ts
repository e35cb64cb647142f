import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, shops } from '../../db/schema.js';

/** The shop's product count, or undefined for an unknown shop. Served by products_shop_created_idx. */
export async function selectShopProductCount(db: Db, shopId: string): Promise<number | undefined> {
  const rows = await db
    .select({ productCount: sql<number>`(select count(*)::int from ${products} where ${products.shopId} = ${shopId})`.mapWith(Number) })
    .from(shops)
    .where(eq(shops.id, shopId))
    .limit(1);
  return rows[0]?.productCount;
}
