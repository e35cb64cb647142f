import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const deliveryAreaKey = [...queryKeys.admin, 'delivery-pins'] as const;

/** GET /api/admin/shop/delivery-pins: the PIN codes and prefixes the owner's shop delivers to. */
export function getDeliveryArea(signal?: AbortSignal) {
  return api.get('/api/admin/shop/delivery-pins', { signal });
}

/** PUT /api/admin/shop/delivery-pins: replaces the list (empty = across India). */
export function saveDeliveryPins(pins: string[]) {
  return api.put('/api/admin/shop/delivery-pins', { body: { pins } });
}
