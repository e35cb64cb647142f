import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateReviewBody, EditReviewBody } from '@bazaar/shared';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

const mineKey = (orderId: string) => [...queryKeys.myOrders, 'reviews', orderId] as const;

/** GET /api/reviews/mine: what the shopper already rated of this order's shop and products. */
export function useMyReviews(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: mineKey(orderId),
    queryFn: ({ signal }) => api.get('/api/reviews/mine', { query: { orderId }, signal }),
    enabled,
  });
}

/** POST /api/reviews: rate the shop (no productId) or one product of the order. */
export function useRate(orderId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReviewBody) => api.post('/api/reviews', { body: body }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: mineKey(orderId) });
      void qc.invalidateQueries({ queryKey: queryKeys.shops });
    },
  });
}

/** PATCH /api/reviews/:id: the author changes stars and text (for 30 days; then 409 with the reason). */
export function useEditReview(orderId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: EditReviewBody }) => api.patch('/api/reviews/{id}', { path: { id }, body: body }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: mineKey(orderId) });
      void qc.invalidateQueries({ queryKey: queryKeys.shops });
      void qc.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
