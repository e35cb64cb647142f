import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { adminKeys } from '@/lib/admin-keys';

export const ADMIN_PRODUCTS_PAGE_SIZE = 12;

export function getAdminProducts(search: string, page: number, signal?: AbortSignal) {
  return api.get('/api/admin/products', { query: { search, page, limit: ADMIN_PRODUCTS_PAGE_SIZE }, signal });
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
