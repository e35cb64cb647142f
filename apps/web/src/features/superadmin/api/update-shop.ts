import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShopDto, UpdateShopBody } from '@bazaar/shared';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { superadminKeys } from './keys';

/** Edit, reassign (`admin`), deactivate or reactivate (`active`) a shop. */
export function updateShop({ id, patch }: { id: string; patch: UpdateShopBody }) {
  return api.patch<{ message: string; shop: ShopDto }>(`/api/superadmin/shops/${encodeURIComponent(id)}`, patch);
}

export function useUpdateShop() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateShop,
    onSuccess: () => {
      // The shop list, the admin list (who owns what) and the public catalog all change.
      void qc.invalidateQueries({ queryKey: superadminKeys.shops() });
      void qc.invalidateQueries({ queryKey: superadminKeys.admins() });
      void qc.invalidateQueries({ queryKey: queryKeys.shops });
    },
  });
}
