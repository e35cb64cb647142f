import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateAdminBody } from '@bazaar/shared';
import { api } from '@/lib/api';
import { superadminKeys } from '@/lib/superadmin-keys';

export function createAdmin(body: CreateAdminBody) {
  return api.post('/api/superadmin/create-admin', { body: body });
}

export function useCreateAdmin() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createAdmin, onSuccess: () => qc.invalidateQueries({ queryKey: superadminKeys.admins() }) });
}
