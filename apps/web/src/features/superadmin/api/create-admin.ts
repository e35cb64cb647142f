import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminDto, CreateAdminBody } from '@bazaar/shared';
import { api } from '@/lib/api';
import { superadminKeys } from './keys';

export function createAdmin(body: CreateAdminBody) {
  return api.post<{ message: string; admin: AdminDto }>('/api/superadmin/create-admin', body);
}

export function useCreateAdmin() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createAdmin, onSuccess: () => qc.invalidateQueries({ queryKey: superadminKeys.admins() }) });
}
