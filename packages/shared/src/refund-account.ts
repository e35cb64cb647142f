import { z } from 'zod';
import { text } from './schemas.js';
import { IFSC_RE, UPI_ID_RE } from './platform-profile.js';

/**
 * Where a cash order's refund goes (issue 26 #3; decision 100): the shopper gives a UPI ID, or a bank account (its
 * number kept sealed at rest, shown to the shop in full only while it has to pay it). Formats as NPCI and the RBI
 * write them; Bazaar checks the shape, not that the account exists.
 */

/** A UPI ID (VPA): letters, digits, dots, hyphens or underscores, `@`, the bank's or app's handle (as the payee's, decision 051). */
export const UPI_ID_PATTERN = UPI_ID_RE;
/** IFSC: 4 letters (the bank), a zero, 6 letters or digits (the branch). */
export const IFSC_PATTERN = IFSC_RE;
/** Indian bank account numbers run from 9 to 18 digits. */
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;

/** Statuses in which the shopper may give or change the account: accepted, and the refund not recorded yet. */
export const REFUND_ACCOUNT_STATUSES = ['Accepted', 'PickedUp', 'Received'] as const;

/** What every reply but the shop's own read while it pays shows of an account number. */
export const maskAccountNumber = (last4: string) => `XXXXXX${last4}`;

export const refundAccountBody = z
  .strictObject({
    upiId: z
      .string({ error: 'upiId must be text' })
      .trim()
      .toLowerCase()
      .refine((v) => UPI_ID_PATTERN.test(v), 'upiId must be a UPI ID such as name@okbank'),
    accountNumber: z
      .string({ error: 'accountNumber must be text (digits)' })
      .transform((v) => v.replace(/[\s-]/g, ''))
      .refine((v) => ACCOUNT_NUMBER_PATTERN.test(v), 'accountNumber must be 9 to 18 digits'),
    ifsc: z
      .string({ error: 'ifsc must be text' })
      .trim()
      .toUpperCase()
      .refine((v) => IFSC_PATTERN.test(v), 'ifsc must be 11 characters: 4 letters, a zero, then 6 letters or digits (e.g. SBIN0001234)'),
    holder: text('holder', 100),
  })
  .partial()
  .superRefine((b, ctx) => {
    const bank = b.accountNumber !== undefined || b.ifsc !== undefined || b.holder !== undefined;
    if (b.upiId !== undefined && bank)
      ctx.addIssue({ code: 'custom', path: ['upiId'], message: 'Give either upiId, or accountNumber with ifsc and holder, not both' });
    else if (b.upiId === undefined && !bank) ctx.addIssue({ code: 'custom', path: ['upiId'], message: 'Give upiId, or accountNumber with ifsc and holder' });
    else if (bank)
      for (const k of ['accountNumber', 'ifsc', 'holder'] as const)
        if (b[k] === undefined) ctx.addIssue({ code: 'custom', path: [k], message: `${k} is required with a bank account` });
  })
  .describe('`{ upiId }` or `{ accountNumber, ifsc, holder }`');
export type RefundAccountBody = z.infer<typeof refundAccountBody>;

export const refundAccountDto = z.strictObject({
  kind: z.enum(['upi', 'bank']),
  upiId: z.string().nullable(),
  accountNumber: z
    .string()
    .nullable()
    .describe('masked (XXXXXX1234) everywhere but GET /api/admin/returns/:id/refund-account while the shop has to pay; null when it cannot be read'),
  last4: z.string().nullable(),
  ifsc: z.string().nullable(),
  holder: z.string().nullable(),
  askAgain: z.boolean().describe('the number was sealed with a key this server no longer has (DATA_KEY changed or unset): ask the shopper to give it again'),
});
export type RefundAccountDto = z.output<typeof refundAccountDto>;

export const refundAccountReply = z.strictObject({ refundAccount: refundAccountDto });

/** Who was shown a refund's whole account number, and when (issue 26 #3): the platform owner reads it, newest first. */
export const refundAccountViewsReply = z.strictObject({
  views: z.array(
    z.strictObject({
      viewerId: z.string(),
      viewerName: z.string().nullable().describe('the account’s name now (anonymised if erased; null if the account was deleted)'),
      viewerEmail: z.string().nullable(),
      viewedAt: z.string().describe('ISO instant'),
    }),
  ),
});
export type RefundAccountViewsReply = z.output<typeof refundAccountViewsReply>;
