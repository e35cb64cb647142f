import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Body } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** What a client may send to cancel an order (the route's body; every field optional). */
type CancelOrderInput = NonNullable<Body<'/api/orders/{id}/cancel', 'patch'>>;

const orderKey = (id: string) => [...queryKeys.myOrders, 'one', id] as const;

/** GET /api/orders/:id: one of the shopper's orders, for its order page. */
export function useOrder(id: string) {
  return useQuery({
    queryKey: orderKey(id),
    queryFn: ({ signal }) => api.get('/api/orders/{id}', { path: { id }, signal }),
    staleTime: 0,
  });
}

/**
 * Cancel from the order page: the page shows the server's answer, and the lists are refreshed. A refused cancel
 * reads the order again, so the page shows its status now (issue 22 #5).
 */
export function useCancelThisOrder(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (why: CancelOrderInput = {}) => api.patch('/api/orders/{id}/cancel', { path: { id }, body: why ?? {} }),
    onSuccess: (res) => {
      qc.setQueryData(orderKey(id), res.order);
      void qc.invalidateQueries({ queryKey: queryKeys.myOrders });
      void qc.invalidateQueries({ queryKey: queryKeys.shops });
    },
    onError: () => {
      void qc.invalidateQueries({ queryKey: queryKeys.myOrders });
    },
  });
}
