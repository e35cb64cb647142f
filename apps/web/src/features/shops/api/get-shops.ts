import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { superadminKeys } from '@/lib/superadmin-keys';

export const SHOPS_PAGE_SIZE = 10;

/** Every shop with all its fields (phone, PAN, payment account, admin email): superadmin only. */
export function getShops(search: string, page: number, signal?: AbortSignal) {
  return api.get('/api/superadmin/shops', { query: { search, page, limit: SHOPS_PAGE_SIZE }, signal });
}

export function shopsQuery(search: string, page: number) {
  return queryOptions({
    queryKey: superadminKeys.shopPage(search, page),
    queryFn: ({ signal }) => getShops(search, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useShops(search: string, page: number) {
  return useQuery(shopsQuery(search, page));
}
