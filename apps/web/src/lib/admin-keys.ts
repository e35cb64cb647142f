import { queryKeys } from '@/lib/query-keys';

/** Query keys of the shop owner's screens (all under ['admin'] so logout can drop them together). */
export const adminKeys = {
  all: queryKeys.admin,
  details: (path: string, userId: string | undefined) => [...queryKeys.admin, 'details', path, userId ?? 'none'] as const,
  orders: () => [...queryKeys.admin, 'orders'] as const,
  // Under 'orders' so every order change refreshes the dashboard too.
  dashboard: () => [...queryKeys.admin, 'orders', 'dashboard'] as const,
  orderPage: (status: string, page: number, filters: Record<string, string> = {}) => [...queryKeys.admin, 'orders', status, page, filters] as const,
  products: () => [...queryKeys.admin, 'products'] as const,
  // Under 'orders': confirming an order issues an invoice, so the register refreshes with the orders.
  gstRegister: (month: string, page: number) => [...queryKeys.admin, 'orders', 'gst-register', month, page] as const,
  reviews: (page?: number) => (page === undefined ? ([...queryKeys.admin, 'reviews'] as const) : ([...queryKeys.admin, 'reviews', page] as const)),
  returns: (status: string) => [...queryKeys.admin, 'returns', status] as const,
  productPage: (search: string, page: number) => [...queryKeys.admin, 'products', search, page] as const,
};
