import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { adminKeys } from '@/lib/admin-keys';

/** The owner's numbers: orders to act on, delivered sales today and this month (IST), low stock. */
export function getDashboard(signal?: AbortSignal) {
  return api.get('/api/admin/dashboard', { signal });
}

export function useDashboard(enabled: boolean) {
  return useQuery(queryOptions({ queryKey: adminKeys.dashboard(), queryFn: ({ signal }) => getDashboard(signal), enabled, retry: false }));
}
