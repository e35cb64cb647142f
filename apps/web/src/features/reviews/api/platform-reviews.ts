import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { superadminKeys } from '@/lib/superadmin-keys';

export const PLATFORM_REVIEWS_PAGE_SIZE = 20;

/** GET /api/superadmin/reviews: the newest reviews of every shop, hidden ones too. */
export function usePlatformReviews(page: number) {
  return useQuery({
    queryKey: superadminKeys.reviews(page),
    queryFn: ({ signal }) => api.get('/api/superadmin/reviews', { query: { page, limit: PLATFORM_REVIEWS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** PATCH /api/superadmin/reviews/:id: hide a review (it leaves the shop and product pages and the averages) or show it again. */
export function useSetReviewHidden() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) => api.patch('/api/superadmin/reviews/{id}', { path: { id }, body: { hidden } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: superadminKeys.reviews() });
      void qc.invalidateQueries({ queryKey: queryKeys.shops });
      void qc.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
