import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PRICE_RANGES, PRODUCT_SORTS, type PriceRangeKey, type ProductSort } from '@bazaar/shared';
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
  /** Issue 24 #3: newest (the default, left out of the URL) or another of PRODUCT_SORTS. */
  sort: ProductSort;
  size: string;
  colour: string;
  inStock: boolean;
}

const PRICE_KEYS = PRICE_RANGES.map((r) => r.key) as readonly string[];

/** The shop page's product filters from its query string (?search, ?price, ?page, ?sort, ?size, ?colour, ?inStock). */
export function readProductFilters(params: URLSearchParams): ProductFilters {
  const priceParam = params.get('price') ?? 'all';
  return {
    search: params.get('search') ?? '',
    price: (PRICE_KEYS.includes(priceParam) ? priceParam : 'all') as PriceRangeKey,
    page: Math.max(1, Number(params.get('page')) || 1),
    sort: (PRODUCT_SORTS as readonly string[]).includes(params.get('sort') ?? '') ? (params.get('sort') as ProductSort) : 'newest',
    size: (params.get('size') ?? '').slice(0, 40),
    colour: (params.get('colour') ?? '').slice(0, 40),
    inStock: params.get('inStock') === 'true',
  };
}

export const shopProductsQuery = (shopId: string, f: ProductFilters) => ({
  queryKey: [...queryKeys.shopProducts(shopId), f],
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    api.get('/api/shops/{shopId}/products', {
      path: { shopId },
      // Only what differs from the defaults, so the first screen's answer (decision 053) matches the plain URL.
      query: {
        search: f.search,
        price: f.price,
        page: f.page,
        limit: PRODUCTS_PAGE_SIZE,
        sort: f.sort === 'newest' ? undefined : f.sort,
        size: f.size || undefined,
        colour: f.colour || undefined,
        inStock: f.inStock ? 'true' : undefined,
      },
      signal,
    }),
});

/** The sizes and colours the shop sells, for its filters; empty lists hide them. */
export function useShopOptionValues(shopId: string) {
  return useQuery({
    queryKey: [...queryKeys.shopProducts(shopId), 'option-values'],
    queryFn: ({ signal }) => api.get('/api/shops/{shopId}/product-options', { path: { shopId }, signal }),
    staleTime: 60_000,
  });
}

export function useShopProducts(shopId: string, f: ProductFilters) {
  return useQuery({ ...shopProductsQuery(shopId, f), placeholderData: keepPreviousData });
}
