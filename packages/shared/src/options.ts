/** Option lists of spec §3. */
export const PRODUCT_CATEGORIES = ['Grocery', 'Clothing', 'Electronics', 'Construction'] as const;
export const PRODUCT_SUB_CATEGORIES = ['Men', 'Women', 'Kids', 'Others'] as const;
export const PRODUCT_UNITS = ['kg', 'piece', 'litre', 'others'] as const;

/** Create Shop categories: value and label (Clothing is labelled Fashion&Design). */
export const SHOP_CATEGORIES = [
  { value: 'Grocery', label: 'Grocery' },
  { value: 'Clothing', label: 'Fashion&Design' },
  { value: 'Electronics', label: 'Electronics' },
  { value: 'Building&Construction', label: 'Building&Construction' },
  { value: 'Food', label: 'Food' },
  { value: 'Other', label: 'Other' },
] as const;
export const SHOP_CATEGORY_VALUES = SHOP_CATEGORIES.map((c) => c.value) as [string, ...string[]];

export const SHOP_REGISTRATION_CATEGORIES = ['Grocery', 'Clothing', 'Electronics', 'Construction', 'Other'] as const;

export const ROLES = ['user', 'admin', 'superadmin'] as const;
export type Role = (typeof ROLES)[number];

/** Price filter buttons of spec §5: inclusive bounds, except "above 1000" which is strictly greater. */
export const PRICE_RANGES = [
  { key: 'all', label: 'All', min: null, max: null, minExclusive: false },
  { key: '1-100', label: '1-100', min: 1, max: 100, minExclusive: false },
  { key: '100-200', label: '100-200', min: 100, max: 200, minExclusive: false },
  { key: '200-300', label: '200-300', min: 200, max: 300, minExclusive: false },
  { key: '400-600', label: '400-600', min: 400, max: 600, minExclusive: false },
  { key: '600-1000', label: '600-1000', min: 600, max: 1000, minExclusive: false },
  { key: '1000+', label: 'above 1000', min: 1000, max: null, minExclusive: true },
] as const;
export type PriceRangeKey = (typeof PRICE_RANGES)[number]['key'];

export function inPriceRange(price: number, key: PriceRangeKey): boolean {
  const r = PRICE_RANGES.find((p) => p.key === key);
  if (!r || r.min === null) return true;
  if (r.minExclusive ? price <= r.min : price < r.min) return false;
  return r.max === null || price <= r.max;
}

export const HOME_PAGE_SIZE = 9;
export const PAYMENT_METHOD = 'COD';
