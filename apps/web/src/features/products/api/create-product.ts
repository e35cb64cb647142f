import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductBody, ProductDto } from '@bazaar/shared';
import { api, messageOf } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { adminKeys } from '@/lib/admin-keys';
import { addProductPhoto, setVariantPhoto } from './product-photos';

export interface CreateProductInput {
  values: ProductBody;
  shopId: string;
  /** The cover. */
  image: File;
  /** The other photos, in their order, added after the product is created. */
  more?: File[];
  /** A variant (by SKU) that shows one of the photos (0 the cover, 1 the first of `more` …). */
  variantPhotos?: Array<{ sku: string; photo: number }>;
  onProgress?: (done: number, of: number) => void;
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

/** Creates the product with its cover, then adds its other photos and the variants' photos; `failed` names what did not save. */
export async function createProductWithPhotos(input: CreateProductInput) {
  const res = await createProduct(input);
  const more = input.more ?? [];
  const variantPhotos = input.variantPhotos ?? [];
  if (more.length === 0 && variantPhotos.length === 0) return { ...res, failed: [] as string[] };
  return { ...res, ...(await addMorePhotos(res.product, more, variantPhotos, input.onProgress)) };
}

export function useCreateProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createProductWithPhotos,
    onSuccess: (res) => {
      void qc.invalidateQueries({ queryKey: adminKeys.products() });
      void qc.invalidateQueries({ queryKey: queryKeys.shopProducts(res.product.shopId) });
    },
  });
}

/**
 * After a product is created with its cover (decision 097): its other photos, one request each in their order (the
 * server adds each after the others), then the photo each variant shows. A failed step does not stop the rest; each
 * is named in `failed`, so the form can say what to add from the edit dialog.
 */
export async function addMorePhotos(
  created: ProductDto,
  more: File[],
  variantPhotos: Array<{ sku: string; photo: number }>,
  onProgress: (done: number, of: number) => void = () => {},
): Promise<{ failed: string[] }> {
  const names: Array<string | null> = [created.image];
  const failed: string[] = [];
  for (const [i, image] of more.entries()) {
    onProgress(i + 1, more.length);
    try {
      const res = await addProductPhoto({ id: created._id, image });
      names.push(res.product.images.at(-1) ?? null);
    } catch (err) {
      names.push(null);
      failed.push(`photo ${i + 2} (${messageOf(err, 'it could not be saved')})`);
    }
  }
  for (const { sku, photo } of variantPhotos) {
    const name = names[photo];
    const variant = created.variants.find((v) => v.sku.toLowerCase() === sku.trim().toLowerCase());
    if (!name || !variant) continue;
    try {
      await setVariantPhoto({ id: created._id, variantId: variant._id, image: name });
    } catch (err) {
      failed.push(`the photo of ${sku} (${messageOf(err, 'it could not be saved')})`);
    }
  }
  return { failed };
}
