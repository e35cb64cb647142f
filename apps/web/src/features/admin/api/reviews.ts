import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged, ReviewDto } from '@bazaar/shared';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { adminKeys } from './keys';

export const OWNER_REVIEWS_PAGE_SIZE = 10;

/** GET /api/admin/reviews: the visible reviews of the owner's shop and its products, newest first. */
export function useOwnerReviews(page: number) {
  return useQuery({
    queryKey: adminKeys.reviews(page),
    queryFn: ({ signal }) => api.get<Paged<ReviewDto>>('/api/admin/reviews', { page, limit: OWNER_REVIEWS_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** POST /api/reviews/:id/reply: the owner's one reply (409 on a second). */
export function useReplyToReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reply }: { id: string; reply: string }) =>
      api.post<{ message: string; review: ReviewDto }>(`/api/reviews/${encodeURIComponent(id)}/reply`, { reply }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: adminKeys.reviews() });
      void qc.invalidateQueries({ queryKey: queryKeys.shops });
      void qc.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
