import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OndcCategoryId } from '@bazaar/shared';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { adminKeys } from '@/lib/admin-keys';

export interface ProductPatch {
  name?: string;
  description?: string;
  price?: number;
  quantity?: number;
  category?: string;
  /** '' clears it. */
  subCategory?: string;
  /** '' clears it. */
  unit?: string;
  /** ONDC's retail category id; null goes back to the default. */
  ondcCategory?: OndcCategoryId | null;
  /** Country of origin: an ISO code (IND) or English name. */
  originCountry?: string;
  /** How much one unit holds; null clears it. */
  netQuantity?: number | null;
  hsnCode?: string;
  /** Percent, e.g. 5 or 18. */
  gstRate?: number;
  /** Issue 24: MRP (null clears it), pre-packed with its declarations, options and variants. */
  mrp?: number | null;
  packaged?: boolean;
  declarations?: Record<string, string>;
  options?: { name: string; values: string[] }[];
  variants?: { _id?: string; sku: string; options: Record<string, string>; price: number; mrp?: number; quantity: number }[];
}

export interface UpdateProductInput {
  id: string;
  patch: ProductPatch;
  /** A new image replaces the old one (sent as multipart). */
  image?: File | null;
}

export function updateProduct({ id, patch, image }: UpdateProductInput) {
  if (!image) return api.patch('/api/products/{id}', { path: { id }, body: patch });
  const fd = new FormData();
  // A form has no null: '' clears the net quantity as null does in JSON.
  // Options, variants and declarations travel as JSON text in a form, as the API takes them.
  for (const [k, v] of Object.entries(patch)) if (v !== undefined) fd.append(k, v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));
  fd.append('image', image, image.name || 'product-image');
  return api.patch('/api/products/{id}', { path: { id }, body: fd });
}

export function useUpdateProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: (res) => {
      void qc.invalidateQueries({ queryKey: adminKeys.products() });
      void qc.invalidateQueries({ queryKey: queryKeys.shopProducts(res.product.shopId) });
    },
  });
}
