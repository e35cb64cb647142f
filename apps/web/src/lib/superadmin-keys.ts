import { queryKeys } from '@/lib/query-keys';

/** Query keys of the platform owner's screens (all under ['superadmin']). */
export const superadminKeys = {
  shops: () => [...queryKeys.superadmin, 'shops'] as const,
  shopPage: (search: string, page: number) => [...queryKeys.superadmin, 'shops', search, page] as const,
  analytics: (shopId: string) => [...queryKeys.superadmin, 'analytics', shopId] as const,
  admins: () => [...queryKeys.superadmin, 'admins'] as const,
  adminList: () => [...queryKeys.superadmin, 'admins', 'all'] as const,
  adminPage: (page: number) => [...queryKeys.superadmin, 'admins', 'page', page] as const,
  contacts: (page: number) => [...queryKeys.superadmin, 'contacts', page] as const,
  reviews: (page?: number) => (page === undefined ? ([...queryKeys.superadmin, 'reviews'] as const) : ([...queryKeys.superadmin, 'reviews', page] as const)),
  outbox: (page: number) => [...queryKeys.superadmin, 'outbox', page] as const,
  channelMessages: (page: number) => [...queryKeys.superadmin, 'outbox', 'channel-messages', page] as const,
  outboxMessage: (id: string) => [...queryKeys.superadmin, 'outbox', 'message', id] as const,
  shopQueries: (page: number) => [...queryKeys.superadmin, 'shop-queries', page] as const,
  ondc: () => [...queryKeys.superadmin, 'ondc'] as const,
  ondcOrders: (page: number) => [...queryKeys.superadmin, 'ondc', 'orders', page] as const,
  ondcCallbacks: (page: number) => [...queryKeys.superadmin, 'ondc', 'callbacks', page] as const,
  taxReport: (report: 'tcs' | 'tds', month: string) => [...queryKeys.superadmin, 'tax-report', report, month] as const,
};
