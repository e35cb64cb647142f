import { findCategory } from '../catalog.js';
import { type DateInput, istDate } from './dates.js';

/**
 * Suggested GST rate (and HSN code where one code fits the whole sub-category) per product category and
 * sub-category, as data with effective dates (IST calendar dates, both ends inclusive) — like GST_RATE_SLABS.
 * Used when the shop owner gave none (issue 22 #1): the product shows it as "suggested — check", and the
 * invoice issued at confirmation takes the row in force on that day. The owner's own values always win.
 * Rates as in force from 22 Sep 2025 (GST 2.0). Not tax advice: the shop's accountant decides.
 * A later change of law is a new row with its `from` (and a `to` on the old one), never an `if`.
 * docs/decisions/046-suggested-tax-and-hsn.md.
 */
export interface TaxDefaultRow {
  from: string;
  to: string | null;
  /** Stored category value. */
  category: string;
  /** Sub-category, or null for the category's fallback row. */
  subCategory: string | null;
  /** HSN code (or SAC) when one applies to the whole sub-category; null when products differ. */
  hsnCode: string | null;
  /** Rate in percent. */
  rate: number;
  /** A higher rate above a price per piece (apparel and footwear: 5 % up to ₹2,500, 18 % above). */
  above?: { pricePaise: number; rate: number };
}

const GST2 = '2025-09-22';
const row = (category: string, subCategory: string | null, hsnCode: string | null, rate: number, above?: TaxDefaultRow['above']): TaxDefaultRow => ({
  from: GST2,
  to: null,
  category,
  subCategory,
  hsnCode,
  rate,
  ...(above ? { above } : {}),
});
const UP_TO_2500 = { pricePaise: 2_500_00, rate: 18 };

export const TAX_DEFAULTS: readonly TaxDefaultRow[] = [
  // Pre-packaged, labelled food staples 5 %; fresh fruit and vegetables nil.
  row('Grocery', null, null, 5),
  row('Grocery', 'Fresh produce', null, 0),
  row('Grocery', 'Spices', '0910', 5),
  row('Grocery', 'Tea & coffee', '0902', 5),
  row('Grocery', 'Dry fruits', '0802', 5),
  // Sweets and namkeen (2106) 5 %; restaurant food is a service (SAC 996331) at 5 %.
  row('Food', null, '2106', 5),
  row('Food', 'Sweets', '2106', 5),
  row('Food', 'Snacks', '2106', 5),
  row('Food', 'Meals', '996331', 5),
  row('Food', 'Beverages', '996331', 5),
  // Apparel and footwear 5 % up to ₹2,500 a piece, 18 % above; woven fabric 5 %.
  row('Clothing', null, null, 5, UP_TO_2500),
  row('Clothing', 'Fabric', null, 5),
  row('Clothing', 'Footwear', null, 5, UP_TO_2500),
  row('Electronics', null, null, 18),
  row('Electronics', 'Mobiles', '8517', 18),
  row('Electronics', 'Audio', '8518', 18),
  row('Electronics', 'Computers', '8471', 18),
  row('Electronics', 'TV', '8528', 18),
  row('Electronics', 'Lighting', '8539', 18),
  row('Construction', null, null, 18),
  row('Construction', 'Cement', '2523', 18),
  row('Construction', 'Steel', '7214', 18),
  row('Construction', 'Sand & aggregate', '2505', 5),
  row('Construction', 'Paint', '3209', 18),
  row('Construction', 'Plumbing', null, 18),
  row('Other', null, null, 18),
];

export interface SuggestedTax {
  hsnCode: string | null;
  /** Percent. */
  rate: number;
}

/**
 * The suggested HSN code and rate for a product of `category`/`subCategory` at `unitPricePaise`, on `date`
 * (IST): the sub-category's row, else the category's fallback row; undefined when none is in force (an
 * unknown category, or a date before the table starts).
 */
export function suggestedTax(
  p: { category: string; subCategory?: string | null; unitPricePaise: number },
  date: DateInput = new Date(),
): SuggestedTax | undefined {
  const day = istDate(date);
  const category = findCategory(p.category)?.value ?? p.category;
  const inForce = TAX_DEFAULTS.filter((r) => r.category === category && r.from <= day && (r.to === null || day <= r.to));
  const found = (p.subCategory ? inForce.find((r) => r.subCategory === p.subCategory) : undefined) ?? inForce.find((r) => r.subCategory === null);
  if (!found) return undefined;
  const rate = found.above && p.unitPricePaise > found.above.pricePaise ? found.above.rate : found.rate;
  return { hsnCode: found.hsnCode, rate };
}

/** Notification 78/2020-CT: shops above ₹5 crore aggregate turnover print at least 6 digits of HSN on every invoice. */
export function hsnDigitsRequired(turnoverAbove5Cr: boolean): 0 | 6 {
  return turnoverAbove5Cr ? 6 : 0;
}
