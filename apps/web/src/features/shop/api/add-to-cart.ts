import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductDto } from '@bazaar/shared';
import { api, isApiError, messageOf } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { LOGIN_TO_ADD_MESSAGE, loginToAddAction } from '@/lib/pending-action';
import { t } from '@/i18n/i18n';

/** POST /api/cart/add with the spec's payload (the server reads only itemId and quantity). */
export function useAddToCart() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: ProductDto) => {
      // The server reads only itemId and quantity; the display fields are the spec's payload.
      const body = { itemId: p._id, name: p.name, price: p.price, image: p.image, quantity: 1, shopId: p.shopId };
      return api.post('/api/cart/add', { body });
    },
    onSuccess: (res, p) => {
      qc.setQueryData(queryKeys.cart, res.cart);
      void qc.invalidateQueries({ queryKey: queryKeys.cartCount });
      toast.success(t('cart.added', { name: p.name }));
    },
    onError: (err, p) => {
      // Spec §8: 401 → the login toast (3000 ms), with a Login link that comes back to this page and adds the
      // item once logged in (issue 22 #10). Beyond the spec, no refusal is silent: a shop owner's 403, a stock
      // conflict, being offline each say why.
      if (isApiError(err) && err.status === 401) {
        toast.error(LOGIN_TO_ADD_MESSAGE, 3000, loginToAddAction(p));
      } else toast.error(messageOf(err, t('shop.addFailed')));
    },
  });
}
