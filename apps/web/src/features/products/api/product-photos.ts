import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductResponse } from '@bazaar/shared';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { adminKeys } from '@/lib/admin-keys';

/** Adds one (already compressed) photo after the product's others (issue 24 #5). */
export function addProductPhoto({ id, image }: { id: string; image: File }) {
  const fd = new FormData();
  fd.append('image', image, image.name || 'product-photo');
  return api.post('/api/products/{id}/images', { path: { id }, body: fd as never });
}

/** The product's photos in their new order, the first the cover; one left out is removed. */
export function setProductPhotos({ id, images }: { id: string; images: string[] }) {
  return api.put('/api/products/{id}/images', { path: { id }, body: { images } });
}

/** One of the product's photos for a variant, or null for the product's cover. */
export function setVariantPhoto({ id, variantId, image }: { id: string; variantId: string; image: string | null }) {
  return api.put('/api/products/{id}/variants/{variantId}/image', { path: { id, variantId }, body: { image } });
}

/** The three photo calls, each refreshing the owner's product list and the shop's catalog. */
export function usePhotoMutation<T>(fn: (input: T) => Promise<ProductResponse>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (res) => {
      void qc.invalidateQueries({ queryKey: adminKeys.products() });
      void qc.invalidateQueries({ queryKey: queryKeys.shopProducts(res.product.shopId) });
    },
  });
}
