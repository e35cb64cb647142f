/** Money is integer paise inside the system; JSON carries rupees (at most 2 decimals). */
export const PAISE_PER_RUPEE = 100;

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
