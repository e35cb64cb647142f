import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createShopBody, shopFormBody } from '@bazaar/shared';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { superadminKeys } from '@/lib/superadmin-keys';

/** What Create Shop's form gives (the schema's output), and approving a request (the same without the owner). */
export type CreateShopValues = z.output<typeof createShopBody>;
export type ShopFormValues = z.output<typeof shopFormBody>;

export function toShopFormData(values: ShopFormValues | CreateShopValues, image: File): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined || v === null || v === '') continue;
    fd.append(k, String(v));
  }
  fd.append('image', image, image.name || 'shop-image');
  return fd;
}

export function createShop({ values, image }: { values: CreateShopValues; image: File }) {
  return api.post('/api/shops', { body: toShopFormData(values, image) });
}

export function useCreateShop() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createShop,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: superadminKeys.shops() });
      void qc.invalidateQueries({ queryKey: superadminKeys.admins() });
      void qc.invalidateQueries({ queryKey: queryKeys.shops });
    },
  });
}
