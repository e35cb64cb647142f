import { z } from 'zod';
import { type DateInput, istDate } from './dates.js';

/**
 * GST rate slabs (percent) in force, as data with effective dates (IST calendar dates, both ends inclusive).
 * - 1 Jul 2017: GST starts with 0, 0.25, 3, 5, 12, 18 and 28 %.
 * - 22 Sep 2025 (56th GST Council meeting, "GST 2.0"): 12 % and 28 % go; 5 % and 18 % remain; 40 % for
 *   luxury and sin goods. 0.25 % (rough diamonds, precious stones) and 3 % (gold, silver, jewellery) stay.
 * Rules follow the law as of 2026-11; not tax advice. A later change is a new row here, never an `if`.
 */
export interface GstRateSlabs {
  /** First day in force (IST). */
  from: string;
  /** Last day in force (IST), or null while in force. */
  to: string | null;
  rates: readonly number[];
}

export const GST_RATE_SLABS: readonly GstRateSlabs[] = [
  { from: '2017-07-01', to: '2025-09-21', rates: [0, 0.25, 3, 5, 12, 18, 28] },
  { from: '2025-09-22', to: null, rates: [0, 0.25, 3, 5, 18, 40] },
];

/** The GST rates (percent) in force on a date (IST); empty before GST began (1 Jul 2017). */
export function gstRatesOn(date: DateInput): readonly number[] {
  const day = istDate(date);
  const slab = GST_RATE_SLABS.find((s) => s.from <= day && (s.to === null || day <= s.to));
  return slab ? slab.rates : [];
}

/** True when `rate` (percent) is one of the slabs in force on `date` (IST). */
export function isValidGstRate(rate: number, date: DateInput): boolean {
  return gstRatesOn(date).includes(rate);
}

function describeRates(rates: readonly number[]): string {
  return rates.join(', ') + ' %';
}

/**
 * Zod schema for a GST rate in percent that must be a slab in force on `date` (default: the day of parsing).
 * Accepts a number, or a numeric string (multipart forms send text). Messages name the field.
 */
export function gstRateSchemaOn(date?: DateInput, label = 'GST rate') {
  return z.union([z.number(), z.string()], { error: () => `${label} is required` }).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v.trim());
    if (!Number.isFinite(n)) {
      ctx.addIssue({ code: 'custom', message: `${label} must be a number (percent)` });
      return z.NEVER;
    }
    const rates = gstRatesOn(date ?? new Date());
    if (!rates.includes(n)) {
      ctx.addIssue({ code: 'custom', message: `${label} must be one of ${describeRates(rates)}` });
      return z.NEVER;
    }
    return n;
  });
}

/** GST rate in percent, one of the slabs in force today (IST). */
export const gstRateSchema = gstRateSchemaOn();
