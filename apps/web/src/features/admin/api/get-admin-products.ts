import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged, ProductDto } from '@bazaar/shared';
import { api } from '@/lib/api';
import { adminKeys } from './keys';

export const ADMIN_PRODUCTS_PAGE_SIZE = 12;

export function getAdminProducts(search: string, page: number, signal?: AbortSignal) {
  return api.get<Paged<ProductDto>>('/api/admin/products', { search, page, limit: ADMIN_PRODUCTS_PAGE_SIZE }, signal);
}

export function adminProductsQuery(search: string, page: number) {
  return queryOptions({
    queryKey: adminKeys.productPage(search, page),
    queryFn: ({ signal }) => getAdminProducts(search, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminProducts(search: string, page: number) {
  return useQuery(adminProductsQuery(search, page));
}
