import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateShopBody } from '@bazaar/shared';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { superadminKeys } from './keys';

export function toShopFormData(values: CreateShopBody, image: File): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined || v === null || v === '') continue;
    fd.append(k, String(v));
  }
  fd.append('image', image, image.name || 'shop-image');
  return fd;
}

export function createShop({ values, image }: { values: CreateShopBody; image: File }) {
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
