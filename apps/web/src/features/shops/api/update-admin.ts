import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { superadminKeys } from '@/lib/superadmin-keys';

/** The platform owner corrects a shop owner's name or phone (issue 22 #14). */
export function updateAdmin({ id, name, phone }: { id: string; name: string; phone: string }) {
  return api.patch('/api/superadmin/admins/{id}', { path: { id }, body: { name, phone } });
}

export function useUpdateAdmin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateAdmin,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: superadminKeys.admins() });
      void qc.invalidateQueries({ queryKey: queryKeys.shops }); // the owner's name on shop lists
    },
  });
}
