import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** Issue 22 #8: how a shop pays Bazaar, and the payments it reported (confirmed by the platform owner). */
const payeeKey = [...queryKeys.admin, 'payee'] as const;
const ownClaimsKey = [...queryKeys.admin, 'payment-claims'] as const;
const platformClaimsKey = [...queryKeys.superadmin, 'payment-claims'] as const;

export function usePayee() {
  return useQuery({ queryKey: payeeKey, queryFn: ({ signal }) => api.get('/api/admin/payee', { signal }) });
}

export function useOwnClaims() {
  return useQuery({
    queryKey: ownClaimsKey,
    queryFn: ({ signal }) => api.get('/api/admin/payment-claims', { signal }),
  });
}

export interface ClaimInput {
  amount: number;
  method: 'UPI' | 'Bank transfer' | 'Cheque';
  reference: string;
  paidOn: string;
  note?: string;
}

export function useReportPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ClaimInput) => api.post('/api/admin/payment-claims', { body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ownClaimsKey }),
  });
}

export function usePlatformClaims() {
  return useQuery({
    queryKey: platformClaimsKey,
    queryFn: ({ signal }) => api.get('/api/superadmin/payment-claims', { query: { status: 'pending' }, signal }),
  });
}

export function useDecideClaim() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: string; decision: 'confirm' | 'reject'; reason?: string }) =>
      decision === 'reject'
        ? api.post('/api/superadmin/payment-claims/{id}/reject', { path: { id }, body: { reason: reason ?? '' } })
        : api.post('/api/superadmin/payment-claims/{id}/confirm', { path: { id } }),
    // A confirmed report is a ledger payment: balances and the shop's blocking change.
    onSettled: () => void qc.invalidateQueries({ queryKey: queryKeys.superadmin }),
  });
}
