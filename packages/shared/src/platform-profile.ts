import { z } from 'zod';
import { hasAtMostTwoDecimals, MAX_CHECKOUT_TOTAL_PAISE, PAISE_PER_RUPEE } from './money.js';

/**
 * What the platform tells the public about itself and how shops pay it (issue 22 #7, #8; decision 051). Every value
 * is entered by the platform owner; an empty one is left out wherever it would be shown (no placeholder phone, no
 * made-up address, no link to a social network's home page).
 */
export const PROFILE_FIELDS = [
  'supportEmail',
  'supportPhone',
  'supportAddress',
  'supportHours',
  'facebookUrl',
  'instagramUrl',
  'xUrl',
  'youtubeUrl',
  'payeeName',
  'upiId',
  'bankAccountName',
  'bankAccountNumber',
  'bankIfsc',
  'bankName',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type PlatformProfile = Record<ProfileField, string>;

/**
 * Before the platform owner fills anything in: every value empty, except the support hours the product was first
 * specified with ("support is available 24x7"), which the platform owner changes or empties.
 */
export const DEFAULT_PROFILE: PlatformProfile = { ...(Object.fromEntries(PROFILE_FIELDS.map((f) => [f, ''])) as PlatformProfile), supportHours: '24x7' };

/** The social networks the footer links to, the host each link must be on, and the field that holds it. */
export const SOCIAL_NETWORKS = [
  { field: 'facebookUrl', label: 'Facebook', hosts: ['facebook.com', 'fb.com'] },
  { field: 'instagramUrl', label: 'Instagram', hosts: ['instagram.com'] },
  { field: 'xUrl', label: 'X (Twitter)', hosts: ['x.com', 'twitter.com'] },
  { field: 'youtubeUrl', label: 'YouTube', hosts: ['youtube.com', 'youtu.be'] },
] as const satisfies ReadonlyArray<{ field: ProfileField; label: string; hosts: readonly string[] }>;

/** A UPI virtual payment address: handle@psp (NPCI: letters, digits, dot, hyphen, underscore before the @). */
export const UPI_ID_RE = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
/** An IFSC: 4 letters (the bank), a zero, 6 letters or digits (the branch). */
export const IFSC_RE = /^[A-Z]{4}0[A-Z0-9]{6}$/;

const optional = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

/** `https://host/path`: the host (less `www.` or `m.`) and whether a path follows; null for anything else. */
function httpsHostAndPath(v: string): { host: string; path: string } | null {
  const m = /^https:\/\/([a-z0-9.-]+)(\/[^\s]*)?$/i.exec(v);
  return m ? { host: m[1]!.toLowerCase().replace(/^(www|m)\./, ''), path: m[2] ?? '' } : null;
}

const socialUrl = (label: string, hosts: readonly string[]) =>
  optional(label, 300).refine((v) => {
    if (v === '') return true;
    const u = httpsHostAndPath(v);
    return !!u && hosts.includes(u.host) && u.path.length > 1;
  }, `${label} must be the https:// address of Bazaar's own page on ${hosts[0]} (e.g. https://www.${hosts[0]}/yourpage), or empty`);

/** PATCH /api/superadmin/platform-profile: any of the fields; an empty string removes a value. */
export const platformProfilePatchBody = z.strictObject(
  {
    supportEmail: optional('Support email', 254)
      .refine((v) => v === '' || z.email().safeParse(v).success, 'Support email must be a valid email address, or empty')
      .transform((v) => v.toLowerCase())
      .optional(),
    supportPhone: optional('Support phone', 20)
      .refine(
        (v) => v === '' || /^\+?[0-9][0-9 -]{6,18}[0-9]$/.test(v),
        'Support phone must be a phone number of 8 to 15 digits (spaces and - allowed), or empty',
      )
      .optional(),
    supportAddress: optional('Support address', 300).optional(),
    supportHours: optional('Support hours', 60).optional(),
    facebookUrl: socialUrl('Facebook page', SOCIAL_NETWORKS[0].hosts).optional(),
    instagramUrl: socialUrl('Instagram page', SOCIAL_NETWORKS[1].hosts).optional(),
    xUrl: socialUrl('X (Twitter) page', SOCIAL_NETWORKS[2].hosts).optional(),
    youtubeUrl: socialUrl('YouTube channel', SOCIAL_NETWORKS[3].hosts).optional(),
    payeeName: optional('Payee name', 100).optional(),
    upiId: optional('UPI ID', 320)
      .refine((v) => v === '' || UPI_ID_RE.test(v), 'UPI ID must look like bazaar@okicici (name@bank), or empty')
      .optional(),
    bankAccountName: optional('Account holder name', 100).optional(),
    bankAccountNumber: optional('Bank account number', 18)
      .refine((v) => v === '' || /^[0-9]{9,18}$/.test(v), 'Bank account number must be 9 to 18 digits, or empty')
      .optional(),
    bankIfsc: optional('IFSC', 11)
      .transform((v) => v.toUpperCase())
      .refine((v) => v === '' || IFSC_RE.test(v), 'IFSC must be 11 characters like SBIN0001234, or empty')
      .optional(),
    bankName: optional('Bank name', 100).optional(),
  },
  { error: (iss) => (iss.code === 'unrecognized_keys' ? `Unknown field: ${iss.keys.join(', ')}. Fields: ${PROFILE_FIELDS.join(', ')}` : undefined) },
);
export type PlatformProfilePatchBody = z.infer<typeof platformProfilePatchBody>;

/** The public part: what the contact page and the footer show. */
export function publicProfile(p: PlatformProfile): {
  supportEmail: string | null;
  supportPhone: string | null;
  supportAddress: string | null;
  supportHours: string | null;
  social: Array<{ label: string; url: string }>;
} {
  return {
    supportEmail: p.supportEmail || null,
    supportPhone: p.supportPhone || null,
    supportAddress: p.supportAddress || null,
    supportHours: p.supportHours || null,
    social: SOCIAL_NETWORKS.filter((n) => p[n.field]).map((n) => ({ label: n.label, url: p[n.field] })),
  };
}

/**
 * The UPI deep link a shop owner's UPI app opens (NPCI's `upi://pay` URI): payee address and name, the amount in
 * rupees with two decimals, INR, and a note naming the shop. Null without a UPI ID.
 */
export function upiPayUri(p: Pick<PlatformProfile, 'upiId' | 'payeeName'>, amountPaise: number, note: string): string | null {
  if (!p.upiId) return null;
  const params: Array<[string, string]> = [
    ['pa', p.upiId],
    ['pn', p.payeeName || 'Bazaar'],
  ];
  if (amountPaise > 0) params.push(['am', (amountPaise / PAISE_PER_RUPEE).toFixed(2)]);
  params.push(['cu', 'INR'], ['tn', note.slice(0, 50)]);
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

// ---------- payments a shop owner reports ----------
export const CLAIM_METHODS = ['UPI', 'Bank transfer', 'Cheque'] as const;
export const CLAIM_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
const MAX_CLAIM_RUPEES = MAX_CHECKOUT_TOTAL_PAISE / PAISE_PER_RUPEE;
/** Payments reported before this day are not taken (Bazaar's ledger began after it; a typo like 0001-01-01 is refused). */
export const EARLIEST_CLAIM_DAY = '2020-01-01';

/** POST /api/admin/payment-claims. `paidOn` is an IST day; the server refuses a day after its own today. */
export const paymentClaimBody = z.strictObject({
  amount: z
    .number({ error: (iss) => (iss.input === undefined ? 'amount is required' : 'amount must be a number of rupees') })
    .refine(Number.isFinite, 'amount must be a number of rupees')
    .refine((v) => v > 0, 'amount must be more than 0')
    .refine((v) => v <= MAX_CLAIM_RUPEES, `amount must be at most ${MAX_CLAIM_RUPEES}`)
    .refine(hasAtMostTwoDecimals, 'amount must have at most 2 decimals'),
  method: z.enum(CLAIM_METHODS, { error: `method must be one of: ${CLAIM_METHODS.join(', ')}` }),
  reference: z
    .string({ error: 'reference is required (the UPI or bank transaction reference)' })
    .trim()
    .min(4, 'reference must be the UPI or bank transaction reference (at least 4 characters)')
    .max(64, 'reference must be at most 64 characters'),
  paidOn: z
    .string({ error: 'paidOn must be a date (YYYY-MM-DD)' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'paidOn must be a date (YYYY-MM-DD)')
    .refine((d) => new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'paidOn must be a real date (YYYY-MM-DD)')
    .refine((d) => d >= EARLIEST_CLAIM_DAY, `paidOn must be on or after ${EARLIEST_CLAIM_DAY}`),
  note: z.string({ error: 'note must be text' }).trim().max(300, 'note must be at most 300 characters').optional(),
});
export type PaymentClaimBody = z.infer<typeof paymentClaimBody>;

export const rejectClaimBody = z.strictObject({
  reason: z
    .string({ error: 'reason is required' })
    .trim()
    .min(3, 'reason must say why (at least 3 characters)')
    .max(300, 'reason must be at most 300 characters'),
});

export const claimListQuery = z.object({
  status: z.enum([...CLAIM_STATUSES, 'all'], { error: 'status must be pending, confirmed, rejected or all' }).default('pending'),
});

// ---------- replies ----------
const isoDate = z.string().describe('ISO 8601 date-time');
const profileShape = Object.fromEntries(PROFILE_FIELDS.map((f) => [f, z.string()])) as Record<ProfileField, z.ZodString>;

export const publicProfileReply = z.strictObject({
  supportEmail: z.string().nullable(),
  supportPhone: z.string().nullable(),
  supportAddress: z.string().nullable(),
  supportHours: z.string().nullable().describe('e.g. 24x7, or Mon–Sat 10 am – 7 pm'),
  social: z.array(z.strictObject({ label: z.string(), url: z.string() })),
});
export type PublicProfileReply = z.infer<typeof publicProfileReply>;

export const platformProfileView = z.strictObject({
  profile: z.strictObject(profileShape),
  version: z.number(),
  effectiveFrom: isoDate.nullable(),
  changedBy: z.string().nullable(),
});
export type PlatformProfileView = z.infer<typeof platformProfileView>;

export const platformProfileChangeReply = z.strictObject({ message: z.string(), profile: platformProfileView });

export const payeeReply = z.strictObject({
  payeeName: z.string().nullable(),
  upiId: z.string().nullable(),
  bank: z.strictObject({ accountName: z.string(), accountNumber: z.string(), ifsc: z.string(), bankName: z.string() }).nullable(),
  amountDue: z.number().describe('rupees the shop owes now (0 when nothing)'),
  upiUri: z.string().nullable().describe('upi://pay link for the amount due; null without a UPI ID'),
  qrSvg: z.string().nullable().describe('an SVG QR code of upiUri'),
});
export type PayeeReply = z.infer<typeof payeeReply>;

export const paymentClaimDto = z.strictObject({
  _id: z.string(),
  shopId: z.string(),
  shopName: z.string(),
  amount: z.number(),
  method: z.string(),
  reference: z.string(),
  paidOn: z.string(),
  note: z.string().nullable(),
  status: z.enum(CLAIM_STATUSES),
  reportedAt: isoDate,
  decidedAt: isoDate.nullable(),
  decisionReason: z.string().nullable(),
  ledgerEntryId: z.string().nullable(),
});
export type PaymentClaimDto = z.infer<typeof paymentClaimDto>;
export const paymentClaimReply = z.strictObject({ message: z.string(), claim: paymentClaimDto });
export const paymentClaimList = z.strictObject({ claims: z.array(paymentClaimDto) });
