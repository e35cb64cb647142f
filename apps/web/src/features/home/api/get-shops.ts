import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { HOME_PAGE_SIZE } from '@bazaar/shared';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export interface ShopFilters {
  search: string;
  category: string;
  location: string;
  page: number;
}

export function getShops(f: ShopFilters, signal?: AbortSignal) {
  return api.get('/api/shops', { query: { search: f.search, category: f.category, location: f.location, page: f.page, limit: HOME_PAGE_SIZE }, signal });
}

export function useShops(f: ShopFilters) {
  return useQuery({
    queryKey: [...queryKeys.shops, 'list', f],
    queryFn: ({ signal }) => getShops(f, signal),
    placeholderData: keepPreviousData,
  });
}

export function useShopFacets() {
  return useQuery({
    queryKey: queryKeys.shopFacets,
    queryFn: () => api.get('/api/shops/facets'),
    staleTime: 5 * 60_000,
  });
}
