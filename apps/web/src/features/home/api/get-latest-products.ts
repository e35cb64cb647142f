import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/products/latest: the newest products in stock across active shops (a cached catalog read). */
export function useLatestProducts() {
  return useQuery({
    queryKey: ['products', 'latest'] as const,
    queryFn: ({ signal }) => api.get('/api/products/latest', { query: { limit: 8 }, signal }),
    staleTime: 60_000,
  });
}
