import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductDto } from '@bazaar/shared';
import { api, isApiError, messageOf } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { LOGIN_TO_ADD_MESSAGE, loginToAddAction } from '@/lib/pending-action';
import { t } from '@/i18n/i18n';

/** GET /api/products/:id (404 for an unknown product or one of a deactivated shop). */
export function useProduct(id: string) {
  return useQuery({
    queryKey: ['products', 'one', id] as const,
    queryFn: ({ signal }) => api.get('/api/products/{id}', { path: { id }, signal }),
  });
}

/** The shop selling it, for its name and link (the same cache entry as the shop page's banner). */
export function useProductShop(shopId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.shop(shopId ?? ''),
    queryFn: ({ signal }) => api.get('/api/shops/{shopId}', { path: { shopId: shopId ?? '' }, signal }),
    enabled: !!shopId,
  });
}

/** Add to Cart from the product page: the server's message on a refusal, a Login link when logged out. */
export function useAddProductToCart() {
  const qc = useQueryClient();
  return useMutation({
    // A product with options names the variant picked (issue 24): `itemId` alone answers 400 naming `variantId`.
    mutationFn: ({ product: p, variantId }: { product: ProductDto; variantId?: string }) =>
      api.post('/api/cart/add', { body: { itemId: p._id, quantity: 1, ...(variantId ? { variantId } : {}) } }),
    onSuccess: (res, { product: p }) => {
      qc.setQueryData(queryKeys.cart, res.cart);
      void qc.invalidateQueries({ queryKey: queryKeys.cartCount });
      toast.success(t('cart.added', { name: p.name }));
    },
    onError: (err, { product: p, variantId }) => {
      if (isApiError(err) && err.status === 401) {
        toast.error(LOGIN_TO_ADD_MESSAGE, 3000, loginToAddAction(p, variantId));
      } else toast.error(messageOf(err, t('product.addFailed')));
    },
  });
}
