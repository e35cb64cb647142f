import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { superadminKeys } from '@/lib/superadmin-keys';

export function getShopAnalytics(shopId: string, signal?: AbortSignal) {
  return api.get('/api/superadmin/shops/{shopId}/analytics', { path: { shopId }, signal });
}

export function shopAnalyticsQuery(shopId: string | null) {
  return queryOptions({
    queryKey: superadminKeys.analytics(shopId ?? 'none'),
    queryFn: ({ signal }) => getShopAnalytics(shopId!, signal),
    enabled: !!shopId,
    retry: false,
  });
}

export function useShopAnalytics(shopId: string | null) {
  return useQuery(shopAnalyticsQuery(shopId));
}
