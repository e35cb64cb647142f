import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/superadmin/returns: the requests escalated by the decide clock, or every shop's overdue refunds. */
export function usePlatformReturns(view: 'escalated' | 'overdue') {
  return useQuery({
    queryKey: [...queryKeys.superadmin, 'returns', view] as const,
    queryFn: ({ signal }) => api.get('/api/superadmin/returns', { query: view === 'overdue' ? { overdue: 'true' } : {}, signal }),
  });
}

/** GET /api/superadmin/returns/:id/refund-account-views: who was shown the whole account number, and when (issue 26 #3). */
export function useRefundAccountViews(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.superadmin, 'returns', id, 'refund-account-views'] as const,
    queryFn: ({ signal }) => api.get('/api/superadmin/returns/{id}/refund-account-views', { path: { id }, signal }),
    enabled,
  });
}
