import { type DateInput, istDate } from '../gst/dates.js';

/**
 * Legal ceilings on cash received, as data with effective dates (IST calendar dates, both ends inclusive).
 * - Income-tax Act 1961 s.269ST (inserted by the Finance Act 2017, in force from 1 Apr 2017): nobody may
 *   receive Rs 2,00,000 *or more* in cash for one transaction. A cash-on-delivery shop order is one
 *   transaction, so its cash must stay strictly below the ceiling.
 * Rules follow the law as of 2026-11; not tax advice. A later change is a new row here, never an `if`.
 */
export interface CashCeiling {
  /** First day in force (IST). */
  from: string;
  /** Last day in force (IST), or null while in force. */
  to: string | null;
  /** Cash of this amount or more for one transaction is not allowed. */
  ceilingPaise: number;
  /** The law, as messages name it. */
  law: string;
}

export const CASH_CEILINGS: readonly CashCeiling[] = [{ from: '2017-04-01', to: null, ceilingPaise: 2_00_000_00, law: 'Income-tax Act s.269ST' }];

/** The cash ceiling in force on a date (IST), or null before any (then only the platform's own cap applies). */
export function cashCeilingOn(date: DateInput): CashCeiling | null {
  const day = istDate(date);
  return CASH_CEILINGS.find((c) => c.from <= day && (c.to === null || day <= c.to)) ?? null;
}

/** True when `paise` in cash for one transaction is allowed on `date`: strictly below the ceiling. */
export function isCashAllowed(paise: number, date: DateInput): boolean {
  const c = cashCeilingOn(date);
  return c === null || paise < c.ceilingPaise;
}
