import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Body } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export type ReturnRequestInput = NonNullable<Body<'/api/orders/{id}/returns', 'post'>>;
type RefundAnswerInput = NonNullable<Body<'/api/returns/{id}/refund-confirmation', 'post'>>;

const returnsKey = (orderId: string) => [...queryKeys.myOrders, 'returns', orderId] as const;

/** GET /api/orders/:id/returns: the order's returns, newest first (issue 26 #2). */
export function useOrderReturns(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: returnsKey(orderId),
    queryFn: ({ signal }) => api.get('/api/orders/{id}/returns', { path: { id: orderId }, signal }),
    enabled,
    staleTime: 0,
  });
}

/** POST /api/orders/:id/returns: the server checks the window, the quantities and the policy; its message says why not. */
export function useRequestReturn(orderId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnRequestInput) => api.post('/api/orders/{id}/returns', { path: { id: orderId }, body }),
    onSettled: () => qc.invalidateQueries({ queryKey: returnsKey(orderId) }),
  });
}

/** POST /api/returns/:id/refund-confirmation: the shopper received the refund, or disputes it with a note. */
export function useAnswerRefund(orderId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: RefundAnswerInput & { id: string }) => api.post('/api/returns/{id}/refund-confirmation', { path: { id }, body }),
    onSettled: () => qc.invalidateQueries({ queryKey: returnsKey(orderId) }),
  });
}

export type RefundAccountInput = NonNullable<Body<'/api/returns/{id}/refund-account', 'put'>>;

/** PUT /api/returns/:id/refund-account: where the refund goes (a UPI ID or a bank account); the reply masks the number. */
export function useSetRefundAccount(orderId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: RefundAccountInput & { id: string }) => api.put('/api/returns/{id}/refund-account', { path: { id }, body }),
    onSettled: () => qc.invalidateQueries({ queryKey: returnsKey(orderId) }),
  });
}

/** POST /api/returns/:id/photos: one photo (JPEG, PNG or WebP) on a return the shop has not answered yet; at most 3. */
export function useAddReturnPhoto(orderId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, image }: { id: string; image: File }) => {
      const fd = new FormData();
      fd.append('image', image, image.name || 'return-photo');
      return api.post('/api/returns/{id}/photos', { path: { id }, body: fd as never });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: returnsKey(orderId) }),
  });
}
