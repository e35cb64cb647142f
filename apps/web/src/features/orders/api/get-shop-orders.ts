import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDto, OrderStatus, OrderSummaryDto, Paged } from '@bazaar/shared';
import { api } from '@/lib/api';
import { adminKeys } from '@/lib/admin-keys';

export type OrderFilter = 'All' | OrderStatus;
export const ORDER_FILTERS: OrderFilter[] = ['All', 'Pending', 'Confirmed', 'Packed', 'Shipped', 'Delivered', 'Cancelled', 'Refused'];
export const SHOP_ORDERS_PAGE_SIZE = 10;

export type ShopOrdersPage = Paged<OrderDto> & { summary: OrderSummaryDto };

/** The orders of the admin's shop under a status filter, with the summary tiles computed by the server. */
/** `filters`: optional search, from and to (query parameters of the same call). */
export function getShopOrders(status: OrderFilter, page: number, signal?: AbortSignal, filters: Record<string, string> = {}) {
  return api.get('/api/admin/orders/page', { query: { ...filters, status, page, limit: SHOP_ORDERS_PAGE_SIZE }, signal });
}

export function shopOrdersQuery(status: OrderFilter, page: number, filters: Record<string, string> = {}) {
  return queryOptions({
    queryKey: adminKeys.orderPage(status, page, filters),
    queryFn: ({ signal }) => getShopOrders(status, page, signal, filters),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

export function useShopOrders(status: OrderFilter, page: number, filters: Record<string, string> = {}) {
  return useQuery(shopOrdersQuery(status, page, filters));
}
