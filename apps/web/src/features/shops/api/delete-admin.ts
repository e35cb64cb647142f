import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { superadminKeys } from '@/lib/superadmin-keys';

/** Refused with 409 (naming the shop) when the admin owns a shop. */
export function deleteAdmin(id: string) {
  return api.delete('/api/superadmin/delete-admin/{id}', { path: { id } });
}

export function useDeleteAdmin() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteAdmin, onSuccess: () => qc.invalidateQueries({ queryKey: superadminKeys.admins() }) });
}
