import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { SHOP_CATEGORY_VALUES, type updateShopBody } from '@bazaar/shared';
import { api, ApiError, type Body } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { superadminKeys } from '@/lib/superadmin-keys';

type ShopPatch = Body<'/api/superadmin/shops/{shopId}', 'patch'>;
/** What the edit form gives: the shared schema's output (it names the category as any string). */
export type ShopUpdate = z.output<typeof updateShopBody>;

function isShopCategory(c: string): c is NonNullable<ShopPatch['category']> {
  return SHOP_CATEGORY_VALUES.includes(c);
}

/** Edit, reassign (`admin`), deactivate or reactivate (`active`) a shop. */
export function updateShop({ id, patch }: { id: string; patch: ShopUpdate }) {
  const { category, ...rest } = patch;
  if (category !== undefined && !isShopCategory(category))
    return Promise.reject(new ApiError(400, `Category must be one of: ${SHOP_CATEGORY_VALUES.join(', ')}`));
  return api.patch('/api/superadmin/shops/{shopId}', { path: { shopId: id }, body: { ...rest, category } });
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
