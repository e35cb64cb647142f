import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const PRODUCT_HITS_PAGE_SIZE = 8;

/** GET /api/products/search: products of every active shop whose name contains the term (2+ characters). */
export function useProductSearch(q: string, page: number) {
  const term = q.trim();
  return useQuery({
    queryKey: ['products', 'search', term, page] as const,
    queryFn: ({ signal }) => api.get('/api/products/search', { query: { q: term, page, limit: PRODUCT_HITS_PAGE_SIZE }, signal }),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
