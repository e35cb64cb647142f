import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductBody } from '@bazaar/shared';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { adminKeys } from './keys';

export interface CreateProductInput {
  values: ProductBody;
  shopId: string;
  image: File;
}

/** Multipart form of the create call; empty or null fields are not sent (spec §5); options, variants and declarations go as JSON text. */
export function toProductFormData({ values, shopId, image }: CreateProductInput): FormData {
  const fd = new FormData();
  const fields: Record<string, unknown> = { ...values, shopId };
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined || v === null || v === '') continue;
    fd.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  fd.append('image', image, image.name || 'product-image');
  return fd;
}

export function createProduct(input: CreateProductInput) {
  return api.post('/api/products', { body: toProductFormData(input) });
}

export function useCreateProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: (res) => {
      void qc.invalidateQueries({ queryKey: adminKeys.products() });
      void qc.invalidateQueries({ queryKey: queryKeys.shopProducts(res.product.shopId) });
    },
  });
}
