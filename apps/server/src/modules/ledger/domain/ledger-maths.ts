import { type DateInput, istDate } from '@bazaar/shared';

/**
 * The ledger's arithmetic (issue 12 #4, decision 021; moved out of the shared package by decision 058): the rate of
 * GST on the platform's commission, basis points applied to paise, and what is overdue. Pure functions: no database.
 */

/**
 * GST on the platform's commission: the platform's own taxable service (SAC 998599, other support services),
 * 18 % since GST began. A dated table, like every rate (README: GST).
 */
export const COMMISSION_GST_RATES: ReadonlyArray<{ from: string; to: string | null; ratePercent: number }> = [
  { from: '2017-07-01', to: null, ratePercent: 18 },
];

export function commissionGstRateOn(date: DateInput): number {
  const day = istDate(date);
  return COMMISSION_GST_RATES.find((r) => r.from <= day && (r.to === null || day <= r.to))?.ratePercent ?? 0;
}

/** `valuePaise` × `bp` hundredths of a percent, to the nearest paisa, half away from zero. */
export function applyBasisPoints(valuePaise: number, bp: number): number {
  const sign = valuePaise < 0 ? -1 : 1;
  const a = Math.abs(valuePaise) * bp;
  if (!Number.isSafeInteger(2 * a + 10_000)) throw new RangeError('amount too large');
  return sign * Math.floor((2 * a + 10_000) / 20_000) + 0;
}

/**
 * What is overdue at `now`: the sum of every entry that has fallen due (charges past their due date, every payment
 * and credit), never below zero. Payments settle the oldest dues first, so this is the amount the shop has kept
 * past its grace period.
 */
export function overduePaise(entries: ReadonlyArray<{ amountPaise: number; dueAt: Date | string }>, now: Date): number {
  let sum = 0;
  for (const e of entries) if (new Date(e.dueAt).getTime() <= now.getTime()) sum += e.amountPaise;
  return Math.max(0, sum);
}

/** A shop is blocked when what is overdue is above the threshold (strictly). */
export function isBlocked(overdue: number, thresholdPaise: number): boolean {
  return overdue > thresholdPaise;
}

/**
 * What a shopper reads at checkout when a shop is blocked: the same words as for a shop the platform owner
 * deactivated. Why a shop takes no orders (its fees, its dues) is between the shop and the platform: no reply to a
 * shopper or the public says it (issue 22 #4).
 */
export const blockedMessage = (shopName: string) => `${shopName} is not taking orders right now. Remove its items from your cart to order the rest.`;
