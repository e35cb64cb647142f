import {
  rtoRate,
  toRupees,
  type ReorderResponse,
  type AdminDashboardDto,
  type OrderDto,
  type OrderStatus,
  type OrderSummaryDto,
  type Paged,
  type ShopOrdersPage,
} from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { offsetOf, toPaged } from '../../lib/paging.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { SessionUser } from '../../plugins/auth.js';
import { loadOrderPage, loadOrders } from './order-dto.js';
import { lowStockProducts, productsTaxToCheck } from '../products/products.service.js';
import { addOrderLinesToCart } from '../cart/cart.service.js';
import {
  countOrders,
  EMPTY_SUMMARY_ROW,
  findShopIdOfAdmin,
  selectShopProductCount,
  summarizeOrders,
  type OrderFilter,
  type OrderSummaryRow,
} from './orders.repo.js';

export interface PageArgs {
  page: number;
  limit: number;
}

/** A shopper's own orders, newest first. */
export function listMyOrders(db: Db, userId: string): Promise<OrderDto[]> {
  return loadOrders(db, { userId }, 'customer');
}

/** The optional filters of the order lists (shared `myOrdersQuery` / `adminOrdersQuery`). */
export interface ListFilters {
  status?: OrderStatus | 'All';
  search?: string;
  from?: string;
  to?: string;
}

/** Midnight IST of a YYYY-MM-DD day, as an instant; `plusDays` moves it. */
function istMidnight(day: string, plusDays = 0): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + plusDays) - IST_OFFSET_MS);
}

/** The list filters as repo conditions: `to` includes the whole day. */
function filterOf(f: ListFilters): OrderFilter {
  return {
    ...(f.status && f.status !== 'All' ? { status: f.status } : {}),
    ...(f.search ? { search: f.search } : {}),
    ...(f.from ? { createdFrom: istMidnight(f.from) } : {}),
    ...(f.to ? { createdBefore: istMidnight(f.to, 1) } : {}),
  };
}

export async function pageMyOrders(db: Db, userId: string, p: PageArgs & ListFilters): Promise<Paged<OrderDto>> {
  const filter: OrderFilter = { userId, ...filterOf(p) };
  const { items, total } = await loadOrderPage(db, filter, 'customer', pageWindow(p));
  return toPaged(items, total, p.page, p.limit);
}

/**
 * One order for its order page: the shopper's own, or one of the admin's shop (address hidden until it is
 * Confirmed, as in the lists). Anyone else's order, and a malformed id, is 404: its existence is private.
 */
export async function getOrder(db: Db, user: SessionUser, orderId: string): Promise<OrderDto> {
  if (!isUuid(orderId)) throw notFound('Order');
  let found: OrderDto[] = [];
  if (user.role === 'user') found = await loadOrders(db, { ids: [orderId], userId: user.id }, 'customer');
  else if (user.role === 'admin') {
    const shopId = await findShopIdOfAdmin(db, user.id);
    if (shopId) found = await loadOrders(db, { ids: [orderId], shopId }, 'shopAdmin');
  }
  if (!found[0]) throw notFound('Order');
  return found[0];
}

/** "Order again": the shopper's own past order (else 404) back into the cart at today's prices. */
export async function reorder(db: Db, user: SessionUser, orderId: string, now: Date = new Date()): Promise<ReorderResponse> {
  const order = await getOrder(db, user, orderId);
  return addOrderLinesToCart(
    db,
    user.id,
    order.items.map((i) => ({ productId: i.productId, variantId: i.variantId ?? i.productId, name: i.name, quantity: i.quantity })),
    now,
  );
}

/** The shop an admin owns, if any. */
export function shopIdOfAdmin(db: Db, adminId: string): Promise<string | undefined> {
  return findShopIdOfAdmin(db, adminId);
}

/** How many of a shop's orders wait for it (Pending): the owner's nav badge. */
export function pendingOrderCount(db: Db, shopId: string): Promise<number> {
  return countOrders(db, { shopId, status: 'Pending' });
}

/** The orders of the admin's own shop, newest first; an admin without a shop has none. */
export async function listShopOrders(db: Db, adminId: string): Promise<OrderDto[]> {
  const shopId = await findShopIdOfAdmin(db, adminId);
  return shopId ? loadOrders(db, { shopId }, 'shopAdmin') : [];
}

const EMPTY_SUMMARY: OrderSummaryDto = toSummaryDto(EMPTY_SUMMARY_ROW);

function toSummaryDto(s: OrderSummaryRow): OrderSummaryDto {
  return {
    totalIncome: toRupees(s.incomePaise),
    expectedIncome: toRupees(s.expectedPaise),
    totalOrders: s.totalOrders,
    pendingOrders: s.pendingOrders,
    confirmedOrders: s.confirmedOrders,
    cancelledOrders: s.cancelledOrders,
    deliveredOrders: s.deliveredOrders,
    refusedOrders: s.refusedOrders,
  };
}

/**
 * A shop's order counts and money (income = Delivered, expected = Pending + Confirmed, in paise): the one
 * computation behind the owner's tiles and dashboard and the platform owner's analytics.
 */
export function shopSales(db: Db, shopId: string): Promise<OrderSummaryRow> {
  return summarizeOrders(db, { shopId });
}

/** One page of the shop's orders and the dashboard tiles over the same filter (one SQL aggregate). */
export async function pageShopOrders(db: Db, adminId: string, p: PageArgs & ListFilters): Promise<ShopOrdersPage> {
  const shopId = await findShopIdOfAdmin(db, adminId);
  if (!shopId) return { ...toPaged<OrderDto>([], 0, p.page, p.limit), summary: EMPTY_SUMMARY };
  const filter: OrderFilter = { shopId, ...filterOf(p), searchCustomers: true };
  const s = await summarizeOrders(db, filter);
  const items = await loadOrders(db, filter, 'shopAdmin', pageWindow(p));
  return {
    ...toPaged(items, s.totalOrders, p.page, p.limit),
    summary: toSummaryDto(s),
  };
}

const pageWindow = ({ page, limit }: PageArgs) => ({ limit, offset: offsetOf(page, limit) });

export const LOW_STOCK_AT = 5;
const IST_OFFSET_MS = 330 * 60_000;

/** Midnight IST today and on the 1st of this month IST, as instants. */
export function istDayAndMonthStart(now: Date): { day: Date; month: Date } {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const day = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate()) - IST_OFFSET_MS;
  const month = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), 1) - IST_OFFSET_MS;
  return { day: new Date(day), month: new Date(month) };
}

/** The owner's dashboard numbers; sales use the same income definition as the tiles and analytics. */
export async function shopDashboard(db: Db, adminId: string, now = new Date()): Promise<AdminDashboardDto> {
  const shopId = await findShopIdOfAdmin(db, adminId);
  if (!shopId) throw notFound('Shop');
  const { day, month } = istDayAndMonthStart(now);
  const all = await summarizeOrders(db, { shopId });
  const today = await summarizeOrders(db, { shopId, deliveredFrom: day });
  // Delivered or refused this month: income counts the Delivered ones, the RTO rate both.
  const thisMonth = await summarizeOrders(db, { shopId, endedFrom: month });
  return {
    pendingOrders: all.pendingOrders,
    confirmedOrders: all.confirmedOrders,
    refusedOrders: thisMonth.refusedOrders,
    rtoRate: rtoRate(thisMonth.deliveredOrders, thisMonth.refusedOrders),
    todaySales: toRupees(today.incomePaise),
    monthSales: toRupees(thisMonth.incomePaise),
    lowStockAt: LOW_STOCK_AT,
    lowStock: await lowStockProducts(db, shopId, LOW_STOCK_AT),
    taxToCheck: await productsTaxToCheck(db, shopId),
    productCount: await selectShopProductCount(db, shopId),
  };
}
