import { toRupees, type AnalyticsDto } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { selectShopAnalytics } from './analytics.repo.js';

/** Per-shop numbers for the superadmin; totals are order totals (items + delivery) in rupees. */
export async function shopAnalytics(db: Db, shopId: string): Promise<AnalyticsDto> {
  const row = isUuid(shopId) ? await selectShopAnalytics(db, shopId) : undefined;
  if (!row) throw notFound('Shop');
  return {
    productCount: row.productCount,
    cancelledCount: row.cancelledCount,
    cancelledTotal: toRupees(row.cancelledPaise),
    deliveredCount: row.deliveredCount,
    deliveredTotal: toRupees(row.deliveredPaise),
    pendingCount: row.pendingCount,
    confirmedCount: row.confirmedCount,
    orderCount: row.orderCount,
  };
}
