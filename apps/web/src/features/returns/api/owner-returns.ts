import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReturnStatus } from '@bazaar/shared';
import { api, type Body } from '@/lib/api';
import { adminKeys } from '@/lib/admin-keys';

export type ReturnMoveInput = NonNullable<Body<'/api/admin/returns/{id}', 'patch'>>;
/** A status, all of them, or the refunds not recorded by their due date. */
export type ReturnFilter = ReturnStatus | 'all' | 'overdue';

/** GET /api/admin/returns: the shop's returns, newest first, filtered by status or to the overdue refunds. */
export function useShopReturns(status: ReturnFilter) {
  return useQuery({
    queryKey: adminKeys.returns(status),
    queryFn: ({ signal }) => api.get('/api/admin/returns', { query: status === 'overdue' ? { status: 'all', overdue: 'true' } : { status }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** PATCH /api/admin/returns/:id: one move of the transition table; a 409 says which move is possible now. */
export function useMoveReturn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ReturnMoveInput & { id: string }) => api.patch('/api/admin/returns/{id}', { path: { id }, body }),
    // Received puts stock back and issues a credit note: the orders and products refresh too.
    onSettled: () => qc.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/**
 * GET /api/admin/returns/:id/refund-account: the whole account number, only while the shop pays the refund (the
 * return is Received). Asked when the owner opens "Record refund", never cached after the form closes.
 */
export function useRefundAccountToPay(id: string, enabled: boolean) {
  return useQuery({
    // Not under adminKeys.all: recording the refund invalidates those, and this read answers 409 once it is Refunded.
    queryKey: ['refund-account-to-pay', id],
    queryFn: ({ signal }) => api.get('/api/admin/returns/{id}/refund-account', { path: { id }, signal }),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
