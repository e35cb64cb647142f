import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, products, shops } from '../../db/schema.js';

export interface ShopAnalyticsRow {
  productCount: number;
  orderCount: number;
  pendingCount: number;
  confirmedCount: number;
  deliveredCount: number;
  cancelledCount: number;
  deliveredPaise: number;
  cancelledPaise: number;
}

const countWhere = (status: string) => sql<number>`(count(*) filter (where ${orders.status} = ${status}))::int`.mapWith(Number);
const paiseWhere = (status: string) => sql<number>`coalesce(sum(${orders.totalPaise}) filter (where ${orders.status} = ${status}), 0)::bigint`.mapWith(Number);

/**
 * One aggregate query: the shop row (so an unknown shop yields no row), its orders grouped into counts and
 * sums per status, and its product count. Served by orders_shop_status_created_idx and products_shop_created_idx.
 */
export async function selectShopAnalytics(db: Db, shopId: string): Promise<ShopAnalyticsRow | undefined> {
  const rows = await db
    .select({
      productCount: sql<number>`(select count(*)::int from ${products} where ${products.shopId} = ${shops.id})`.mapWith(Number),
      orderCount: sql<number>`count(${orders.id})::int`.mapWith(Number),
      pendingCount: countWhere('Pending'),
      confirmedCount: countWhere('Confirmed'),
      deliveredCount: countWhere('Delivered'),
      cancelledCount: countWhere('Cancelled'),
      deliveredPaise: paiseWhere('Delivered'),
      cancelledPaise: paiseWhere('Cancelled'),
    })
    .from(shops)
    .leftJoin(orders, eq(orders.shopId, shops.id))
    .where(eq(shops.id, shopId))
    .groupBy(shops.id);
  return rows[0];
}
