/** Money is integer paise inside the system; JSON carries rupees (at most 2 decimals). */
export const PAISE_PER_RUPEE = 100;

/**
 * The largest amounts the product accepts (decision 018). Each layer agrees: the shared schemas refuse more
 * (400), a checkout over the cap is refused (409), the database columns that hold sums are bigint, and every
 * intermediate figure (including GST: amount × rate in hundredths of a percent) stays below 2^53.
 */
/** Price of one unit: ₹1,00,00,000 (one crore). */
export const MAX_PRICE_RUPEES = 1_00_00_000;
/** Stock of a product and quantity of one line: 10,00,000 units. */
export const MAX_QUANTITY = 10_00_000;
/**
 * Different products in one shop's order (issue 21 #1, decision 035): its invoice lists each, and a long one is
 * seconds of drawing. A checkout whose order from one shop would have more is refused (409).
 */
export const MAX_ORDER_LINES = 100;
/** One checkout (all its orders, delivery included): ₹1,00,00,00,000 (one hundred crore) = 10^11 paise. */
export const MAX_CHECKOUT_TOTAL_PAISE = 1_00_00_00_000 * PAISE_PER_RUPEE;

export function toPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError('amount must be a finite number');
  return Math.round(rupees * PAISE_PER_RUPEE);
}

export function toRupees(paise: number): number {
  return Math.round(paise) / PAISE_PER_RUPEE;
}

/** True when a rupee amount has at most two decimals (e.g. 12.5, 99.99 but not 1.005). */
export function hasAtMostTwoDecimals(rupees: number): boolean {
  return Number.isFinite(rupees) && Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;
}

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
/** ₹1,23,456.00 — Indian digit grouping. */
export function formatRupees(rupees: number): string {
  return inr.format(rupees);
}

const inrWhole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
/** ₹50,000 for whole rupees, ₹50,000.50 otherwise: Indian digit grouping, for messages and hints. */
export function formatRupeesShort(rupees: number): string {
  return Number.isInteger(rupees) ? inrWhole.format(rupees) : inr.format(rupees);
}
