import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

const orderKey = (id: string) => [...queryKeys.myOrders, 'one', id] as const;

/** POST /api/orders/:id/cod-confirmation: the order page shows the confirmed order the server answers. */
export function useConfirmWithCode(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post('/api/orders/{id}/cod-confirmation', { path: { id }, body: { code } }),
    onSuccess: (res) => {
      qc.setQueryData(orderKey(id), res.order);
      void qc.invalidateQueries({ queryKey: queryKeys.myOrders });
    },
  });
}

/** POST …/resend: a new code (the server says when one may be asked for again). */
export function useResendCode(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/orders/{id}/cod-confirmation/resend', { path: { id } }),
    onSuccess: (res) => qc.setQueryData(orderKey(id), res.order),
  });
}
