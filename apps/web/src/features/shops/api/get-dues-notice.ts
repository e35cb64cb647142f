import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { adminKeys } from '@/lib/admin-keys';

/** The owner's balance and overdue fees (the ledger's first line is enough), for the dashboard's notice. */
export function useDuesNotice() {
  return useQuery({
    queryKey: [...adminKeys.all, 'ledger', 'notice'],
    queryFn: ({ signal }) => api.get('/api/admin/ledger', { query: { limit: 1 }, signal }),
  });
}
