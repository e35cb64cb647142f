import { z } from 'zod';
import { hasAtMostTwoDecimals, MAX_CHECKOUT_TOTAL_PAISE, PAISE_PER_RUPEE } from './money.js';
import { EARLIEST_DATE, LATEST_DATE } from './gst/dates.js';

/**
 * Each shop's account with the platform (issue 12 #4, decision 021). Entries are signed paise: positive = the shop
 * owes the platform, negative = the shop paid (or was credited). Nothing is edited or deleted; a reversal corrects.
 */
export const LEDGER_KINDS = ['commission', 'commission_gst', 'tcs', 'tds', 'payment', 'reversal'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** What each kind means, in the words the screens and the CSV use. */
export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  commission: 'Commission',
  commission_gst: 'GST on commission',
  tcs: 'TCS paid for the shop (CGST s.52)',
  tds: 'TDS paid for the shop (s.194-O)',
  payment: 'Payment received',
  reversal: 'Reversal',
};

export const PAYMENT_METHODS = ['UPI', 'Bank transfer', 'Cheque', 'Cash', 'Card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

// ---------- request bodies and queries ----------
const REFERENCE_MAX = 100;
const REASON_MAX = 300;
const MAX_PAYMENT_RUPEES = MAX_CHECKOUT_TOTAL_PAISE / PAISE_PER_RUPEE;

export const recordPaymentBody = z.object({
  amount: z
    .number({ error: (iss) => (iss.input === undefined ? 'amount is required' : 'amount must be a number of rupees') })
    .refine(Number.isFinite, 'amount must be a number of rupees')
    .refine((v) => v > 0, 'amount must be more than 0')
    .refine((v) => v <= MAX_PAYMENT_RUPEES, `amount must be at most ${MAX_PAYMENT_RUPEES}`)
    .refine(hasAtMostTwoDecimals, 'amount must have at most 2 decimals'),
  method: z.enum(PAYMENT_METHODS, { error: `method must be one of: ${PAYMENT_METHODS.join(', ')}` }),
  reference: z
    .string({ error: 'reference must be text' })
    .trim()
    .max(REFERENCE_MAX, `reference must be at most ${REFERENCE_MAX} characters`)
    .optional()
    .default(''),
  date: z
    .string({ error: 'date must be a date (YYYY-MM-DD)' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be a date (YYYY-MM-DD)')
    .refine(
      (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
      'date must be a real date (YYYY-MM-DD)',
    )
    .refine((d) => d >= EARLIEST_DATE && d <= LATEST_DATE, `date must be between ${EARLIEST_DATE} and ${LATEST_DATE}`)
    .optional(),
});
export type RecordPaymentBody = z.infer<typeof recordPaymentBody>;

export const reverseEntryBody = z.object({
  reason: z
    .string({ error: 'reason is required' })
    .trim()
    .min(3, 'reason must say why (at least 3 characters)')
    .max(REASON_MAX, `reason must be at most ${REASON_MAX} characters`),
});
export type ReverseEntryBody = z.infer<typeof reverseEntryBody>;

const page = z.coerce.number().int('page must be a whole number').min(1, 'page must be at least 1').max(100_000).default(1);
const limit = z.coerce.number().int('limit must be a whole number').min(1, 'limit must be at least 1').max(100, 'limit must be at most 100').default(20);
const format = z.enum(['json', 'csv'], { error: 'format must be json or csv' }).default('json');

export const adminLedgerQuery = z.object({ page, limit, format });
export const superadminLedgerQuery = z.object({
  shopId: z.string({ error: 'shopId must be a shop id' }).optional(),
  page,
  limit,
  format,
});
export type AdminLedgerQuery = z.infer<typeof adminLedgerQuery>;
export type SuperadminLedgerQuery = z.infer<typeof superadminLedgerQuery>;

// The replies' shapes and their types are in ledger-responses.ts (zod, the one source: decision 059).
