import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/policies/shipping: the delivery charge and the COD terms in force, from the platform settings. */
export const fetchShippingTerms = (signal?: AbortSignal) => api.get('/api/policies/shipping', { signal });
export const shippingTermsKey = ['policies', 'shipping'] as const;
export function useShippingTerms() {
  return useQuery({ queryKey: shippingTermsKey, queryFn: ({ signal }) => fetchShippingTerms(signal), staleTime: 60_000 });
}
