import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PRICE_RANGES, type PriceRangeKey } from '@bazaar/shared';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const PRODUCTS_PAGE_SIZE = 12;

export const shopQuery = (shopId: string) => ({
  queryKey: queryKeys.shop(shopId),
  queryFn: () => api.get('/api/shops/{shopId}', { path: { shopId } }),
});

export function useShop(shopId: string) {
  return useQuery(shopQuery(shopId));
}

export interface ProductFilters {
  search: string;
  price: PriceRangeKey;
  page: number;
}

const PRICE_KEYS = PRICE_RANGES.map((r) => r.key) as readonly string[];

/** The shop page's product filters from its query string (?search, ?price, ?page). */
export function readProductFilters(params: URLSearchParams): ProductFilters {
  const priceParam = params.get('price') ?? 'all';
  return {
    search: params.get('search') ?? '',
    price: (PRICE_KEYS.includes(priceParam) ? priceParam : 'all') as PriceRangeKey,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

export const shopProductsQuery = (shopId: string, f: ProductFilters) => ({
  queryKey: [...queryKeys.shopProducts(shopId), f],
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    api.get('/api/shops/{shopId}/products', { path: { shopId }, query: { search: f.search, price: f.price, page: f.page, limit: PRODUCTS_PAGE_SIZE }, signal }),
});

export function useShopProducts(shopId: string, f: ProductFilters) {
  return useQuery({ ...shopProductsQuery(shopId, f), placeholderData: keepPreviousData });
}
