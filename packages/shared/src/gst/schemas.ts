import { z } from 'zod';
import { phone, text } from '../schemas.js';
import { PIN_PATTERN } from '../india.js';
import { pincodeMatchesState, statesForPincode } from './pincodes.js';
import { stateByCode, stateByNameOrCode } from './states.js';
import { EARLIEST_MONTH, LATEST_MONTH } from './dates.js';

/** HSN code (goods) or SAC (services): 4, 6 or 8 digits, kept as text (leading zeros matter: `0401`). */
export const hsnCodeSchema = z
  .string({ error: (iss) => (iss.input === undefined || iss.input === null ? 'HSN code is required' : 'HSN code must be text') })
  .trim()
  .regex(/^(?:\d{4}|\d{6}|\d{8})$/, 'HSN code must be 4, 6 or 8 digits');

export const GST_REGISTRATIONS = ['regular', 'composition', 'unregistered'] as const;
export type GstRegistration = (typeof GST_REGISTRATIONS)[number];

/**
 * How a shop is registered under GST: `regular` (issues tax invoices), `composition` (bills of supply, collects no
 * tax) or `unregistered` (enrolled by PAN, intra-state sales only, bills of supply without a GSTIN).
 */
export const gstRegistrationSchema = z.enum(GST_REGISTRATIONS, {
  error: () => `GST registration must be one of ${GST_REGISTRATIONS.join(', ')}`,
});

/** A GST state given by name (`Maharashtra`) or two-digit code (`27`), normalised to the code. Active codes only. */
export const gstStateSchema = (label = 'State') =>
  text(label, 100).transform((v, ctx) => {
    const st = stateByNameOrCode(v);
    if (!st || !st.active) {
      ctx.addIssue({ code: 'custom', message: `${label} must be an Indian state or union territory (name or GST state code)` });
      return z.NEVER;
    }
    return st.code;
  });

export const pincodeSchema = (label = 'PIN code') =>
  z
    .union([z.string(), z.number()], { error: () => `${label} is required` })
    .transform((v) => String(v).trim())
    .refine((v) => v.length > 0, `${label} is required`)
    .refine((v) => PIN_PATTERN.test(v), `${label} must be 6 digits and not start with 0`);

/**
 * The structured delivery address of `POST /api/orders`. `state` comes back as the two-digit GST state code;
 * the PIN code must belong to that state (India Post prefixes). Each message names the field.
 */
export const deliveryAddressSchema = z
  .object(
    {
      name: text('Name', 100),
      phone: phone('Mobile number'),
      line1: text('House/street', 200),
      line2: z
        .string({ error: () => 'Landmark must be text' })
        .trim()
        .max(200, 'Landmark must be at most 200 characters')
        .optional()
        .transform((v) => (v ? v : undefined)),
      city: text('City', 100),
      state: gstStateSchema('State').refine((code) => stateByCode(code)!.deliverable, 'State must be a place with PIN codes'),
      pincode: pincodeSchema('PIN code'),
    },
    { error: () => 'Delivery address must be an object with name, phone, line1, city, state and pincode' },
  )
  .superRefine((a, ctx) => {
    // Zod runs this even when a field already failed (its issues are continuable): compare only a valid PIN
    // with a known state, so an empty form gets the fields' own messages, not a crash.
    const state = typeof a.state === 'string' ? stateByCode(a.state) : undefined;
    if (!state || typeof a.pincode !== 'string' || !PIN_PATTERN.test(a.pincode)) return;
    if (!pincodeMatchesState(a.pincode, a.state)) {
      const stateName = state.name;
      const found = statesForPincode(a.pincode).map((c) => stateByCode(c)!.name);
      ctx.addIssue({
        code: 'custom',
        path: ['pincode'],
        message:
          found.length > 0 ? `PIN code ${a.pincode} is in ${found.join(' / ')}, not ${stateName}` : `PIN code ${a.pincode} is not a PIN code of ${stateName}`,
      });
    }
  });

export type DeliveryAddressInput = z.input<typeof deliveryAddressSchema>;
export type DeliveryAddress = z.output<typeof deliveryAddressSchema>;

/**
 * The spec's plain `address` string from a structured address, in the order the checkout hint asks for
 * (name, mobile, house address, landmark, city, state and PIN): `Rajesh Kumar, 9876543210, 12 MG Road, Near
 * Temple, Pune, Maharashtra - 411001`. `state` may be a code or a name; it is written as the portal name.
 */
export function composeAddress(a: { name: string; phone: string; line1: string; line2?: string | null; city: string; state: string; pincode: string }): string {
  const stateName = stateByNameOrCode(a.state)?.name ?? a.state;
  return [a.name, a.phone, a.line1, a.line2, a.city, `${stateName} - ${a.pincode}`]
    .map((part) => (part ?? '').trim())
    .filter((part) => part.length > 0)
    .join(', ');
}

/** `?month=YYYY-MM` of the GST sales register (a calendar month, IST). */
export const gstReportQuery = z.object({
  month: z
    .string({ error: () => 'month is required, as YYYY-MM (e.g. 2026-11)' })
    .trim()
    .regex(/^\d{4}-(?:0[1-9]|1[0-2])$/, 'month must be YYYY-MM with a month from 01 to 12 (e.g. 2026-11)')
    .refine((m) => m >= EARLIEST_MONTH && m <= LATEST_MONTH, `month must be between ${EARLIEST_MONTH} and ${LATEST_MONTH}`),
});
export type GstReportQuery = z.infer<typeof gstReportQuery>;

/**
 * `?month=YYYY-MM[&page=N&limit=M]` of the register's JSON (issue 30): without `page` and `limit`, every document of
 * the month as the spec's call answers; with either, that page of the documents (`limit` 50 unless given), the
 * totals and GSTR-1 tables still the whole month's.
 */
export const gstRegisterQuery = gstReportQuery.extend({
  page: z.coerce.number().int('page must be a whole number').min(1, 'page must be at least 1').optional(),
  limit: z.coerce.number().int('limit must be a whole number').min(1, 'limit must be at least 1').max(100, 'limit must be at most 100').optional(),
});
export type GstRegisterQuery = z.infer<typeof gstRegisterQuery>;

/** `?month=YYYY-MM&format=csv` of the platform's tax reports: JSON unless `format=csv`. */
export const platformReportQuery = gstReportQuery.extend({
  format: z.enum(['json', 'csv'], { error: () => "format must be 'json' or 'csv'" }).default('json'),
});
export type PlatformReportQuery = z.infer<typeof platformReportQuery>;
