import { z } from 'zod';
import { language } from './language.js';

/**
 * Privacy (issue 26 #6, #7; decision 085): consent to the dated privacy notice at registration, and erasing an account.
 * Law as of November 2026 (the DPDP Act 2023; the CGST Act s.36), read for building the product, not legal advice.
 */

/** The box the registration forms show. Optional in the API: the spec's register call has no such field. */
export const privacyConsent = () =>
  z
    .boolean({ error: 'privacyConsent must be true or false' })
    .optional()
    .refine((v) => v !== false, 'Agree to the privacy notice (privacyConsent) to create an account');

/** `password` for an account with one; otherwise `code`, a fresh code texted to the account's mobile number. */
export const eraseAccountBody = z
  .object({
    password: z.string({ error: 'Password must be text' }).min(1, 'Password is required').max(200, 'Password is too long').optional(),
    code: z
      .string({ error: 'Code must be text' })
      .trim()
      .regex(/^\d{6}$/, 'Code must be the 6 digits we sent')
      .optional(),
  })
  .refine((b) => b.password !== undefined || b.code !== undefined, {
    message: 'Give your password (or, for an account without one, the code we texted to your mobile) to erase the account',
    path: ['password'],
  });
export type EraseAccountBody = z.infer<typeof eraseAccountBody>;

export const ERASURE_STATUSES = ['Pending', 'Completed'] as const;
export type ErasureStatus = (typeof ERASURE_STATUSES)[number];

/** What an erasure keeps and why: the reply, the final screen and the export's notice say the same. */
export const ERASURE_KEPT = [
  'Tax invoices and credit notes of your orders, with the name and address as issued: the CGST Act s.36 requires them to be kept for 72 months.',
  'Your orders’ amounts, items and dates, without your name, phone or address: the shops’ accounts and tax returns rely on them.',
  'Reviews you wrote, shown as written by “Deleted user”.',
] as const;

const isoDate = z.string().describe('ISO 8601 date-time');

export const privacyNoticeDto = z.strictObject({
  version: z.number().int(),
  effectiveFrom: isoDate,
  text: z.string().describe('paragraphs separated by blank lines; a line starting with "## " is a heading'),
  language: language.describe('the language `text` is in: the request’s when the notice has a translation, else en'),
});
export type PrivacyNoticeDto = z.output<typeof privacyNoticeDto>;

export const eraseAccountReply = z.strictObject({
  message: z.string(),
  status: z.enum(ERASURE_STATUSES).describe('Completed: erased now; Pending: recorded, a platform owner completes it'),
  kept: z.array(z.string()).describe('what was kept and why'),
});
export type EraseAccountReply = z.output<typeof eraseAccountReply>;

export const erasureRequestDto = z.strictObject({
  _id: z.string(),
  userId: z.string(),
  name: z.string().describe('the account’s name ("Deleted user" once completed)'),
  status: z.enum(ERASURE_STATUSES),
  reason: z.string().describe('why it was not automatic'),
  openOrders: z.number().int().describe('orders of the account not yet Delivered, Cancelled or Refused'),
  requestedAt: isoDate,
  completedAt: isoDate.nullable(),
});
export type ErasureRequestDto = z.output<typeof erasureRequestDto>;
export const erasureRequestsReply = z.strictObject({ items: z.array(erasureRequestDto) });

/** GET /api/policies/shipping: what the shipping and returns pages show, read from the settings in force (rupees). */
export const shippingTermsDto = z.strictObject({
  deliveryChargePerShop: z.number().describe('rupees per shop order'),
  codFee: z.number().describe('rupees per shop order; 0 when none'),
  codMaxOrderValue: z.number().describe('the largest cash-on-delivery shop order, in rupees'),
  codConfirmAbove: z.number().nullable().describe('orders above this need a code texted to the shopper; null when off'),
  codConfirmHours: z.number().int().describe('hours such an order waits for its code before it is cancelled'),
  cashCeiling: z.number().nullable().describe('the legal ceiling of a cash receipt, in rupees'),
  cashCeilingLaw: z.string().nullable(),
});
export type ShippingTermsDto = z.output<typeof shippingTermsDto>;
