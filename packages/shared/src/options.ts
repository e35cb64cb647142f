/** Product categories, sub-categories and units: `catalog.ts` (one list for every screen). */

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

/**
 * What people read for a shop's category: Create Shop's label (spec §3: Clothing is labelled Fashion&Design), so
 * a shop shows the same name on its card, its page, the filters and the dashboards as where it was created.
 * The stored value stays the spec's (`Clothing`); product categories keep their own list.
 */
export function shopCategoryLabel(value: string): string {
  // From this list, not catalog.ts: the shopper's first page shows these labels and stays light (decision 045).
  const v = value === 'Construction' ? 'Building&Construction' : value;
  return SHOP_CATEGORIES.find((c) => c.value === v)?.label ?? value;
}

export const SHOP_REGISTRATION_CATEGORIES = ['Grocery', 'Clothing', 'Electronics', 'Construction', 'Other'] as const;

export const ROLES = ['user', 'admin', 'superadmin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Price filter buttons of spec §5, with the spec's labels, plus the 300-400 button the spec lacks. Ranges are
 * half-open, (min, max], like the spec's own "above 1000" (strictly greater): every price is under exactly one
 * button (₹100 under 1-100 only, ₹350 under 300-400), and 1-100 starts above 0 so a ₹0.50 item is not lost
 * (docs/decisions/013-shopper-screens-departures.md).
 */
export const PRICE_RANGES = [
  { key: 'all', label: 'All', min: null, max: null, minExclusive: false },
  { key: '1-100', label: '1-100', min: 0, max: 100, minExclusive: true },
  { key: '100-200', label: '100-200', min: 100, max: 200, minExclusive: true },
  { key: '200-300', label: '200-300', min: 200, max: 300, minExclusive: true },
  { key: '300-400', label: '300-400', min: 300, max: 400, minExclusive: true },
  { key: '400-600', label: '400-600', min: 400, max: 600, minExclusive: true },
  { key: '600-1000', label: '600-1000', min: 600, max: 1000, minExclusive: true },
  { key: '1000+', label: 'above 1000', min: 1000, max: null, minExclusive: true },
] as const;
export type PriceRangeKey = (typeof PRICE_RANGES)[number]['key'];

export function inPriceRange(price: number, key: PriceRangeKey): boolean {
  const r: { min: number | null; max: number | null; minExclusive: boolean } | undefined = PRICE_RANGES.find((p) => p.key === key);
  if (!r || r.min === null) return true;
  if (r.minExclusive ? price <= r.min : price < r.min) return false;
  return r.max === null || price <= r.max;
}

export const HOME_PAGE_SIZE = 9;
export const PAYMENT_METHOD = 'COD';

/** Why a shopper cancels an order: a short list (issue 10 #19); the shop owner sees the choice and the note. */
export const CANCEL_REASONS = [
  'Ordered by mistake',
  'Found a better price elsewhere',
  'Delivery is taking too long',
  'Want to change items or quantity',
  'Want to change the delivery address',
  'Other',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
/**
 * Why a shop owner cancels a Pending order (issue 22 #11): a short list, checked by the server, which the
 * shopper reads on the order page and in the cancellation mail.
 */
export const SHOP_CANCEL_REASONS = [
  'Item out of stock',
  'Cannot deliver to this address',
  'Shop closed for now',
  'Price or item listed wrongly',
  'The shopper asked to cancel',
  'Other',
] as const;
export type ShopCancelReason = (typeof SHOP_CANCEL_REASONS)[number];
/** Every reason the cancel call accepts; which list applies depends on who cancels (the server checks). */
export const ANY_CANCEL_REASONS = [...new Set([...CANCEL_REASONS, ...SHOP_CANCEL_REASONS])] as [string, ...string[]];
export const CANCEL_NOTE_MAX = 300;
