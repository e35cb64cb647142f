import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { adminKeys } from '@/lib/admin-keys';

export const OWNER_REVIEWS_PAGE_SIZE = 10;

/** GET /api/admin/reviews: the visible reviews of the owner's shop and its products, newest first. */
export function useOwnerReviews(page: number) {
  return useQuery({
    queryKey: adminKeys.reviews(page),
    queryFn: ({ signal }) => api.get('/api/admin/reviews', { query: { page, limit: OWNER_REVIEWS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** POST /api/reviews/:id/reply: the owner's one reply (409 on a second). */
export function useReplyToReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reply }: { id: string; reply: string }) => api.post('/api/reviews/{id}/reply', { path: { id }, body: { reply } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: adminKeys.reviews() });
      void qc.invalidateQueries({ queryKey: queryKeys.shops });
      void qc.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
