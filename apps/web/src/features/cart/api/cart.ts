import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CartDto, CartItemDto } from '@bazaar/shared';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const EMPTY_CART: CartDto = { items: [], itemCount: 0, subtotal: 0, deliveryCharge: 0, codFee: 0, total: 0, shops: [] };

/** Spec §8: a cart that fails to load shows empty (anonymous users included). */
export async function getCart(): Promise<CartDto> {
  try {
    return await api.get('/api/cart');
  } catch {
    return EMPTY_CART;
  }
}

export function useCart(enabled = true) {
  return useQuery({ queryKey: queryKeys.cart, queryFn: getCart, enabled, staleTime: 0 });
}

function useCartMutation<V>(fn: (v: V) => Promise<{ cart: CartDto }>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (res) => {
      if (res?.cart) qc.setQueryData(queryKeys.cart, res.cart);
      void qc.invalidateQueries({ queryKey: queryKeys.cartCount });
    },
  });
}

/** Sends a delta (spec §4 Cart: +1 or -1 from the buttons; a typed quantity sends the difference); the server removes a line that reaches 0. */
export function useChangeQuantity() {
  return useCartMutation(({ item, delta }: { item: CartItemDto; delta: number }) => {
    // The spec's payload: the server reads itemId and quantity and ignores the display fields beside them.
    const body = {
      itemId: item._id,
      name: item.name,
      price: item.price,
      image: item.image,
      quantity: delta,
      shopId: item.shopId,
      unit: item.unit,
      subCategory: item.subCategory,
    };
    return api.post('/api/cart/add', { body });
  });
}

export function useRemoveItem() {
  return useCartMutation((item: CartItemDto) => api.delete('/api/cart/item/{id}', { path: { id: item._id } }));
}

export function useClearCart() {
  return useCartMutation(() => api.post('/api/cart/clear'));
}

/** Removes every line of one shop (a shop not taking orders): one tap, one request. */
export function useRemoveShop() {
  return useCartMutation((shopId: string) => api.delete('/api/cart/shop/{id}', { path: { id: shopId } }));
}
