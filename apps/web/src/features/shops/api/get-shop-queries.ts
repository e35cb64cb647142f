import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { superadminKeys } from '@/lib/superadmin-keys';

export const SHOP_QUERIES_PAGE_SIZE = 20;

export function getShopQueries(page: number, signal?: AbortSignal) {
  return api.get('/api/shop-queries', { query: { page, limit: SHOP_QUERIES_PAGE_SIZE }, signal });
}

export function shopQueriesQuery(page: number) {
  return queryOptions({
    queryKey: superadminKeys.shopQueries(page),
    queryFn: ({ signal }) => getShopQueries(page, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useShopQueries(page: number) {
  return useQuery(shopQueriesQuery(page));
}
