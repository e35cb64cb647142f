import type { OpeningHour } from '@bazaar/shared';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const shopHoursKey = [...queryKeys.admin, 'shop-hours'] as const;

/** GET /api/admin/shop/hours: the owner's shop's opening hours and contact email. */
export function getShopHours(signal?: AbortSignal) {
  return api.get('/api/admin/shop/hours', { signal });
}

/** PUT /api/admin/shop/hours: replaces both (a day left out is closed; [] = no hours given). */
export function saveShopHours(body: { hours: OpeningHour[]; contactEmail: string | null }) {
  return api.put('/api/admin/shop/hours', { body });
}
