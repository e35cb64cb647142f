import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartDto, DeliveryAddress } from '@bazaar/shared';
import { api, isApiError } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export interface PlaceOrderInput {
  cart: CartDto;
  deliveryAddress: DeliveryAddress;
  totalAmount: number;
  idempotencyKey: string;
}

export function placeOrder({ cart, deliveryAddress, totalAmount, idempotencyKey }: PlaceOrderInput) {
  return api.post('/api/orders', {
    body: {
      items: cart.items.map((i) => ({ itemId: i._id, name: i.name, price: i.price, quantity: i.quantity, unit: i.unit, subCategory: i.subCategory })),
      shopIds: [...new Set(cart.items.map((i) => i.shopId))],
      totalAmount,
      deliveryAddress,
      paymentMethod: 'COD',
    },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** The server's current total when it refused ours (409 { message, totalAmount }). */
export function changedTotalOf(err: unknown): number | null {
  if (!isApiError(err) || err.status !== 409) return null;
  const d = err.details as { totalAmount?: unknown } | undefined;
  return d && typeof d.totalAmount === 'number' ? d.totalAmount : null;
}

export function usePlaceOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: queryKeys.cart }),
        qc.invalidateQueries({ queryKey: queryKeys.myOrders }),
        qc.invalidateQueries({ queryKey: queryKeys.shops }),
      ]);
    },
  });
}
