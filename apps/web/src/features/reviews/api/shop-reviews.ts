import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/shops/:shopId/reviews: the newest reviews of the shop (plain text; shown as text). */
export function useShopReviews(shopId: string) {
  return useQuery({
    queryKey: [...queryKeys.shop(shopId), 'reviews'] as const,
    queryFn: ({ signal }) => api.get('/api/shops/{shopId}/reviews', { path: { shopId }, query: { limit: 10 }, signal }),
  });
}
