import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const PRODUCT_REVIEWS_PAGE_SIZE = 5;

/** GET /api/products/:id/reviews: a page of the product's visible reviews, newest first. */
export function useProductReviews(productId: string, page: number) {
  return useQuery({
    queryKey: ['products', 'reviews', productId, page] as const,
    queryFn: ({ signal }) => api.get('/api/products/{id}/reviews', { path: { id: productId }, query: { page, limit: PRODUCT_REVIEWS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}
