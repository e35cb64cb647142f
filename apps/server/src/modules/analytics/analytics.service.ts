import { rtoRate, toRupees, type AnalyticsDto } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { shopSales } from '../orders/orders.service.js';
import { selectShopProductCount } from './analytics.repo.js';

/**
 * Per-shop numbers for the superadmin; totals are order totals (items + delivery) in rupees. The money comes
 * from `shopSales`, the same computation as the shop owner's tiles, so both screens show one figure.
 */
export async function shopAnalytics(db: Db, shopId: string): Promise<AnalyticsDto> {
  const productCount = isUuid(shopId) ? await selectShopProductCount(db, shopId) : undefined;
  if (productCount === undefined) throw notFound('Shop');
  const s = await shopSales(db, shopId);
  return {
    productCount,
    cancelledCount: s.cancelledOrders,
    cancelledTotal: toRupees(s.cancelledPaise),
    deliveredCount: s.deliveredOrders,
    deliveredTotal: toRupees(s.incomePaise),
    expectedTotal: toRupees(s.expectedPaise),
    pendingCount: s.pendingOrders,
    confirmedCount: s.confirmedOrders,
    refusedCount: s.refusedOrders,
    refusedTotal: toRupees(s.refusedPaise),
    rtoRate: rtoRate(s.deliveredOrders, s.refusedOrders),
    orderCount: s.totalOrders,
  };
}
