import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDetailsDto } from '@bazaar/shared';
import { api } from '@/lib/api';
import { adminKeys } from './admin-keys';

/**
 * The spec reads the admin's details at two paths: the dashboard at /admin/details (no /api prefix),
 * Create Product at /api/admin/details. Both answer the same AdminDetailsDto.
 */
export type AdminDetailsPath = '/admin/details' | '/api/admin/details';

export function getAdminDetails(path: AdminDetailsPath, signal?: AbortSignal): Promise<AdminDetailsDto> {
  return api.get(path, { signal });
}

export function adminDetailsQuery(path: AdminDetailsPath, userId: string | undefined) {
  return queryOptions({
    queryKey: adminKeys.details(path, userId),
    queryFn: ({ signal }) => getAdminDetails(path, signal),
    enabled: !!userId,
    // A failure is shown once (alert / "No shop details available."), not retried behind the user's back.
    retry: false,
  });
}

export function useAdminDetails(path: AdminDetailsPath, userId: string | undefined) {
  return useQuery(adminDetailsQuery(path, userId));
}
