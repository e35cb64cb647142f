/** Query keys shared across features, so one feature's mutation can refresh another's data. */
export const queryKeys = {
  me: ['auth', 'me'] as const,
  cart: ['cart'] as const,
  cartCount: ['cart', 'count'] as const,
  myOrders: ['orders', 'mine'] as const,
  shops: ['shops'] as const,
  shopFacets: ['shops', 'facets'] as const,
  shop: (shopId: string) => ['shops', 'one', shopId] as const,
  shopProducts: (shopId: string) => ['shops', 'products', shopId] as const,
  admin: ['admin'] as const,
  superadmin: ['superadmin'] as const,
};
