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
