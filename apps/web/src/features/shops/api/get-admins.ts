import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { superadminKeys } from '@/lib/superadmin-keys';

export const ADMINS_PAGE_SIZE = 12;

/** Every admin (the Create Shop admin picker). */
export function getAdmins(signal?: AbortSignal) {
  return api.get('/api/superadmin/admins', { signal });
}

export function adminsQuery() {
  return queryOptions({ queryKey: superadminKeys.adminList(), queryFn: ({ signal }) => getAdmins(signal) });
}

export function useAdmins() {
  return useQuery(adminsQuery());
}

/** One page of admins (the SuperAdmin Panel list). */
export function getAdminPage(page: number, signal?: AbortSignal) {
  return api.get('/api/superadmin/admins/page', { query: { page, limit: ADMINS_PAGE_SIZE }, signal });
}

export function adminPageQuery(page: number) {
  return queryOptions({
    queryKey: superadminKeys.adminPage(page),
    queryFn: ({ signal }) => getAdminPage(page, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useAdminPage(page: number) {
  return useQuery(adminPageQuery(page));
}
