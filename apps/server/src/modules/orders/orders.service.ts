import { toRupees, type OrderDto, type OrderStatus, type OrderSummaryDto, type Paged, type ShopOrdersPage } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { offsetOf, toPaged } from '../../lib/paging.js';
import { loadOrders } from './order-dto.js';
import { countOrders, findShopIdOfAdmin, summarizeOrders, type OrderFilter } from './orders.repo.js';

export interface PageArgs {
  page: number;
  limit: number;
}

/** A shopper's own orders, newest first. */
export function listMyOrders(db: Db, userId: string): Promise<OrderDto[]> {
  return loadOrders(db, { userId }, 'customer');
}

export async function pageMyOrders(db: Db, userId: string, p: PageArgs): Promise<Paged<OrderDto>> {
  const filter: OrderFilter = { userId };
  const [items, total] = [await loadOrders(db, filter, 'customer', pageWindow(p)), await countOrders(db, filter)];
  return toPaged(items, total, p.page, p.limit);
}

/** The orders of the admin's own shop, newest first; an admin without a shop has none. */
export async function listShopOrders(db: Db, adminId: string): Promise<OrderDto[]> {
  const shopId = await findShopIdOfAdmin(db, adminId);
  return shopId ? loadOrders(db, { shopId }, 'shopAdmin') : [];
}

const EMPTY_SUMMARY: OrderSummaryDto = { totalIncome: 0, totalOrders: 0, cancelledOrders: 0, deliveredOrders: 0 };

/** One page of the shop's orders and the dashboard tiles over the same filter (one SQL aggregate). */
export async function pageShopOrders(db: Db, adminId: string, p: PageArgs & { status: OrderStatus | 'All' }): Promise<ShopOrdersPage> {
  const shopId = await findShopIdOfAdmin(db, adminId);
  if (!shopId) return { ...toPaged<OrderDto>([], 0, p.page, p.limit), summary: EMPTY_SUMMARY };
  const filter: OrderFilter = { shopId, ...(p.status === 'All' ? {} : { status: p.status }) };
  const s = await summarizeOrders(db, filter);
  const items = await loadOrders(db, filter, 'shopAdmin', pageWindow(p));
  return {
    ...toPaged(items, s.totalOrders, p.page, p.limit),
    summary: { totalIncome: toRupees(s.totalIncomePaise), totalOrders: s.totalOrders, cancelledOrders: s.cancelledOrders, deliveredOrders: s.deliveredOrders },
  };
}

const pageWindow = ({ page, limit }: PageArgs) => ({ limit, offset: offsetOf(page, limit) });
