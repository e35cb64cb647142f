import { queryKeys } from '../../../lib/query-keys';

/** Query keys of the shop owner's screens (all under ['admin'] so logout can drop them together). */
export const adminKeys = {
  all: queryKeys.admin,
  details: (path: string, userId: string | undefined) => [...queryKeys.admin, 'details', path, userId ?? 'none'] as const,
  orders: () => [...queryKeys.admin, 'orders'] as const,
  orderPage: (status: string, page: number) => [...queryKeys.admin, 'orders', status, page] as const,
  products: () => [...queryKeys.admin, 'products'] as const,
  productPage: (search: string, page: number) => [...queryKeys.admin, 'products', search, page] as const,
};
