import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

const key = [...queryKeys.superadmin, 'erasure-requests'] as const;

/** GET /api/superadmin/erasure-requests: pending first (issue 26 #7). */
export function useErasureRequests() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => api.get('/api/superadmin/erasure-requests', { signal }), retry: false });
}

/** POST /api/superadmin/erasure-requests/:id/complete; the list is read again after. */
export function useCompleteErasure() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post('/api/superadmin/erasure-requests/{id}/complete', { path: { id } }),
    onSettled: () => qc.invalidateQueries({ queryKey: key }),
  });
}

/** POST /api/superadmin/ondc-buyer-erasure: an ONDC buyer without an account, by the email or number their orders show. */
export function useEraseOndcBuyer() {
  return useMutation({
    mutationFn: (body: { email: string; phone: string }) => api.post('/api/superadmin/ondc-buyer-erasure', { body }),
  });
}
