import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { superadminKeys } from './keys';

/** Refused with 409 (naming the shop) when the admin owns a shop. */
export function deleteAdmin(id: string) {
  return api.delete<{ message: string }>(`/api/superadmin/delete-admin/${encodeURIComponent(id)}`);
}

export function useDeleteAdmin() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteAdmin, onSuccess: () => qc.invalidateQueries({ queryKey: superadminKeys.admins() }) });
}
