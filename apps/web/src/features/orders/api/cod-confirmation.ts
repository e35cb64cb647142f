import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderChangeResponse } from '@bazaar/shared';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

const orderKey = (id: string) => [...queryKeys.myOrders, 'one', id] as const;
const path = (id: string) => `/api/orders/${encodeURIComponent(id)}/cod-confirmation`;

/** POST /api/orders/:id/cod-confirmation: the order page shows the confirmed order the server answers. */
export function useConfirmWithCode(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<OrderChangeResponse>(path(id), { code }),
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
    mutationFn: () => api.post<OrderChangeResponse>(`${path(id)}/resend`, {}),
    onSuccess: (res) => qc.setQueryData(orderKey(id), res.order),
  });
}
