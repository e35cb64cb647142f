import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { toShopFormData, type ShopFormValues } from './create-shop';
import { superadminKeys } from '@/lib/superadmin-keys';

/** Issue 22 #13: approve a shop request into its owner's account and the shop, or decline it with a reason. */
export type ApproveValues = ShopFormValues;

export function useDecideShopRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (d: { id: string; approve: { values: ApproveValues; image: File } } | { id: string; decline: string }) =>
      'approve' in d
        ? api.post('/api/shop-queries/{id}/approve', {
            path: { id: d.id },
            body: toShopFormData(d.approve.values, d.approve.image),
          })
        : api.post('/api/shop-queries/{id}/decline', { path: { id: d.id }, body: { reason: d.decline } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: [...queryKeys.superadmin, 'shop-queries'] });
      void qc.invalidateQueries({ queryKey: superadminKeys.shops() });
      void qc.invalidateQueries({ queryKey: superadminKeys.admins() });
      void qc.invalidateQueries({ queryKey: queryKeys.shops });
    },
  });
}
