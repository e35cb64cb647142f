import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged, PriceRangeKey, ProductDto, ShopDto } from '@bazaar/shared';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

export const PRODUCTS_PAGE_SIZE = 12;

export function useShop(shopId: string) {
  return useQuery({ queryKey: queryKeys.shop(shopId), queryFn: () => api.get<ShopDto>(`/api/shops/${encodeURIComponent(shopId)}`) });
}

export interface ProductFilters {
  search: string;
  price: PriceRangeKey;
  page: number;
}

export function useShopProducts(shopId: string, f: ProductFilters) {
  return useQuery({
    queryKey: [...queryKeys.shopProducts(shopId), f],
    queryFn: ({ signal }) =>
      api.get<Paged<ProductDto>>(`/api/shops/${encodeURIComponent(shopId)}/products`, { search: f.search, price: f.price, page: f.page, limit: PRODUCTS_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
}
