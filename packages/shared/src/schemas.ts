import { z } from 'zod';
import { hasAtMostTwoDecimals, MAX_PRICE_RUPEES, MAX_QUANTITY } from './money.js';
import { isValidGstin, isValidPan, normalizeIndianPhone, PIN_PATTERN, toE164 } from './india.js';
import { ORDER_STATUSES, REFUSE_REASONS } from './order-status.js';
import { ANY_CANCEL_REASONS, CANCEL_NOTE_MAX, PRICE_RANGES, SHOP_REGISTRATION_CATEGORIES } from './options.js';
import { EARLIEST_DATE, LATEST_DATE } from './gst/dates.js';
import { privacyConsent } from './privacy.js';

/** "X is required" when missing, "X must be text" when of another type. */
const typeError = (label: string) => (iss: { input?: unknown }) =>
  iss.input === undefined || iss.input === null ? `${label} is required` : `${label} must be text`;

/** Field builders whose messages name the field, so a 400 tells a person what to fix. */
export const text = (label: string, max = 200) =>
  z
    .string({ error: typeError(label) })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const email = (label = 'Email') =>
  z
    .string({ error: typeError(label) })
    .trim()
    .min(1, `${label} is required`)
    .max(254, `${label} is too long`)
    .pipe(z.email(`${label} must be a valid email address`))
    .transform((e) => e.toLowerCase());

export const phone = (label = 'Phone') =>
  z
    .string({ error: typeError(label) })
    .trim()
    .min(1, `${label} is required`)
    .transform((v, ctx) => {
      const n = normalizeIndianPhone(v);
      if (!n) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a 10-digit Indian mobile number starting with 6-9` });
        return z.NEVER;
      }
      return n;
    });

/** A mobile number to log in with or to text (issue 27): E.164, +91 when no country code is given. */
export const mobile = (label = 'Mobile number') =>
  z
    .string({ error: typeError(label) })
    .trim()
    .min(1, `${label} is required`)
    .max(30, `${label} is too long`)
    .transform((v, ctx) => {
      const n = toE164(v);
      if (!n) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a 10-digit Indian mobile number starting with 6-9, or +country code and number` });
        return z.NEVER;
      }
      return n;
    });

/** A one-time code: six digits. */
export const otpCode = (label = 'Code') =>
  z
    .string({ error: typeError(label) })
    .trim()
    .regex(/^\d{6}$/, `${label} must be the 6 digits we sent`);

export const pan = (label = 'PAN') =>
  z
    .string({ error: typeError(label) })
    .trim()
    .min(1, `${label} is required`)
    .transform((v) => v.toUpperCase())
    .refine(isValidPan, `${label} must look like ABCDE1234F (5 letters, 4 digits, 1 letter)`);

export const gstin = (label = 'GST number') =>
  z
    .string({ error: typeError(label) })
    .trim()
    .min(1, `${label} is required`)
    .transform((v) => v.toUpperCase())
    .refine(isValidGstin, `${label} must be a valid 15-character GSTIN (check digit included)`);

export const password = (label = 'Password') =>
  z
    .string({ error: typeError(label) })
    .min(8, `${label} must be at least 8 characters`)
    .max(200, `${label} must be at most 200 characters`);

/** A number that may arrive as a string (multipart forms). Empty means missing. */
export const numeric = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v),
    // An empty field is "required", not "must be a number" (issue 10 item 11).
    z
      .number({ error: (iss) => (iss.input === undefined ? `${label} is required` : `${label} must be a number`) })
      .refine(Number.isFinite, `${label} must be a number`),
  );

export const rupees = (label = 'Price') =>
  numeric(label)
    .refine((n) => n > 0, `${label} must be more than 0`)
    // 5e-324 is more than 0 and has no decimals to speak of, but it is 0 paise (found by the fuzz test on PostgreSQL).
    .refine((n) => n <= 0 || n >= 0.01, `${label} must be at least 0.01 (one paisa)`)
    .refine((n) => n <= MAX_PRICE_RUPEES, `${label} must be at most 1,00,00,000`)
    .refine(hasAtMostTwoDecimals, `${label} can have at most 2 decimals`);

export const stock = (label = 'Quantity', min = 0) =>
  numeric(label)
    .refine(Number.isInteger, `${label} must be a whole number`)
    .refine((n) => n >= min, `${label} must be at least ${min}`)
    .refine((n) => n <= MAX_QUANTITY, `${label} must be at most 10,00,000`);

export const id = (label = 'id') => z.string({ error: typeError(label) }).uuid(`${label} is not a valid id`);

export const oneOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });

/** An optional select with a blank choice: '' or missing means none. */
export const optionalOneOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), oneOf(values, label).optional());

// ---------- auth ----------
export const loginBody = z.object({
  email: email(),
  password: z
    .string({ error: typeError('Password') })
    .min(1, 'Password is required')
    .max(200),
});
/** `privacyConsent` is optional so the spec's register call still works (decision 085); `false` answers 400. */
export const registerBody = z.object({ name: text('Name', 100), email: email(), phone: phone(), password: password(), privacyConsent: privacyConsent() });

// ---------- public forms ----------
export const contactBody = z.object({
  name: text('Name', 100),
  email: email(),
  phone: phone(),
  yourmessage: text('Message', 2000),
});

/**
 * The spec's six fields, plus (issue 22 #13) the owner's name, the shop's city and PIN and its GSTIN. The web form
 * asks for the owner, city and PIN; the API keeps them optional so the spec's client still completes its flow.
 */
export const shopRegistrationBody = z.object({
  name: text('Shop Name', 120),
  email: email(),
  phone: phone(),
  pan: pan('PAN Number'),
  address: text('Shop Address', 500),
  categoryofshop: oneOf(SHOP_REGISTRATION_CATEGORIES, 'Shop Category'),
  ownerName: text("Owner's name", 100).optional(),
  city: text('City', 80).optional(),
  pincode: z.string({ error: 'PIN code must be text' }).trim().regex(PIN_PATTERN, 'PIN code must be 6 digits, not starting with 0').optional(),
  gstin: z
    .string({ error: 'GSTIN must be text' })
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => v === '' || isValidGstin(v), 'GSTIN must be a valid 15-character GSTIN (check digit included), or empty if the shop has none')
    .optional(),
});

export const declineShopRequestBody = z.strictObject({
  reason: z
    .string({ error: 'reason is required' })
    .trim()
    .min(3, 'reason must say why, so the vendor knows what to do (at least 3 characters)')
    .max(500, 'reason must be at most 500 characters'),
});

export const replyContactBody = z.strictObject({
  reply: z.string({ error: 'reply is required' }).trim().min(2, 'reply is required').max(5000, 'reply must be at most 5000 characters'),
});

// ---------- superadmin ----------
export const createAdminBody = z.object({ name: text('Name', 100), email: email(), password: password() });
/** The platform owner corrects a shop owner's name or mobile number (issue 22 #14); at least one of them. */
export const updateAdminBody = z
  .object({ name: text('Name', 100).optional(), phone: phone('Phone').optional() })
  .refine((b) => b.name !== undefined || b.phone !== undefined, { message: 'Give a name or a phone to change' });
export type UpdateAdminBody = z.infer<typeof updateAdminBody>;

// ---------- products ----------

// ---------- cart ----------
export const cartAddBody = z.object({
  itemId: id('itemId'),
  /** The variant of a product with options (issue 24); absent for a product without options (its one variant). */
  variantId: id('variantId').optional(),
  quantity: z
    .number({ error: 'quantity must be a number' })
    .int('quantity must be a whole number')
    .min(-100, 'quantity must be between -100 and 100')
    .max(100, 'quantity must be between -100 and 100')
    .refine((n) => n !== 0, 'quantity must not be 0')
    .default(1),
});

// ---------- orders ----------

/** The owner moves an order along; `reason` (optional, from REFUSE_REASONS) goes only with `Refused`. */
export const orderStatusBody = z
  .object({ status: oneOf(ORDER_STATUSES, 'status'), reason: optionalOneOf(REFUSE_REASONS, 'reason') })
  .refine((b) => b.reason === undefined || b.status === 'Refused', { message: 'reason is given only with status Refused', path: ['reason'] });
export type OrderStatusBody = z.infer<typeof orderStatusBody>;

/**
 * The cancel call (shopper or shop owner): the spec's call has an empty body, so everything is optional (a
 * missing body, `{}`, or a reason with an optional note). The shopper's reason is from CANCEL_REASONS, the
 * owner's from SHOP_CANCEL_REASONS; the server checks which list applies to the caller.
 */
export const cancelOrderBody = z
  .object({
    reason: optionalOneOf(ANY_CANCEL_REASONS, 'reason'),
    note: z
      .string({ error: 'note must be text' })
      .trim()
      .max(CANCEL_NOTE_MAX, `note must be at most ${CANCEL_NOTE_MAX} characters`)
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .nullish();
export type CancelOrderBody = z.infer<typeof cancelOrderBody>;
/** What a client sends (every field optional). */
export type CancelOrderInput = z.input<typeof cancelOrderBody>;

// ---------- paging and filters ----------
const page = z.coerce.number().int('page must be a whole number').min(1, 'page must be at least 1').max(100_000).default(1);
const limit = (max: number, def: number) =>
  z.coerce.number().int('limit must be a whole number').min(1, 'limit must be at least 1').max(max, `limit must be at most ${max}`).default(def);
const search = z.string().trim().max(100, 'search must be at most 100 characters').optional();

export const pageQuery = z.object({ page, limit: limit(100, 20) });
export const shopListQuery = z.object({
  page,
  limit: limit(60, 9),
  search,
  category: z.string().trim().max(60).optional(),
  location: z.string().trim().max(100).optional(),
});
/** The shop page's sort orders (issue 24 #3); `newest` is the order the list always had. */
export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'discount', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
const optionValue = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(40, `${label} must be at most 40 characters`)
    .optional();
export const productListQuery = z.object({
  page,
  limit: limit(100, 24),
  search,
  price: z.enum(PRICE_RANGES.map((r) => r.key) as [string, ...string[]], { error: 'price must be one of the price ranges' }).default('all'),
  sort: z
    .enum(PRODUCT_SORTS, { error: `sort must be one of ${PRODUCT_SORTS.join(', ')}` })
    .default('newest')
    .describe('newest (the default, as before), price_asc, price_desc, discount (largest % off the MRP first) or rating (best rated first)'),
  size: optionValue('size').describe('only products with a variant of this Size (any case)'),
  colour: optionValue('colour').describe('only products with a variant of this Colour (or Color; any case)'),
  inStock: z
    .enum(['true', 'false'], { error: 'inStock must be true or false' })
    .optional()
    .transform((v) => v === 'true')
    .describe('true: only products with a variant in stock (the chosen size and colour, when given)'),
});
const orderStatusFilter = z
  .enum(['All', ...ORDER_STATUSES], { error: 'status must be All, Pending, Confirmed, Packed, Shipped, Delivered, Cancelled or Refused' })
  .default('All');

/** A calendar day (IST) such as 2025-11-23, from EARLIEST_DATE to LATEST_DATE. */
const day = (label: string) =>
  z
    .string({ error: `${label} must be a date like 2025-11-23` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date like 2025-11-23`)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && v >= EARLIEST_DATE && v <= LATEST_DATE;
    }, `${label} must be a real date between ${EARLIEST_DATE} and ${LATEST_DATE}`)
    .optional();

/**
 * Optional filters over a list of orders (issue 10 #18): `search` matches the order number, a product in it,
 * the shop (and, for the shop, the customer's name); `from`/`to` are IST days, both included. Without them the
 * lists answer as before.
 */
const orderFilters = {
  status: orderStatusFilter,
  search: z.string({ error: 'search must be text' }).trim().max(100, 'search must be at most 100 characters').optional(),
  from: day('from'),
  to: day('to'),
};
const fromNotAfterTo = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const FROM_AFTER_TO = { message: 'from must be on or before to', path: ['from'] };

export const adminOrdersQuery = z.object({ page, limit: limit(100, 20), ...orderFilters }).refine(fromNotAfterTo, FROM_AFTER_TO);
export const myOrdersQuery = z.object({ page, limit: limit(100, 20), ...orderFilters }).refine(fromNotAfterTo, FROM_AFTER_TO);
export type OrderListQuery = z.infer<typeof myOrdersQuery>;

/** GET /api/products/search: products of active shops whose name contains `q`. */
export const productSearchQuery = z.object({
  q: z
    .string({ error: 'Type what you are looking for' })
    .trim()
    .min(2, 'Type at least 2 letters to search products')
    .max(100, 'q must be at most 100 characters'),
  page,
  limit: limit(48, 24),
  inStock: z
    .enum(['true', 'false'], { error: 'inStock must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
});
export type ProductSearchQuery = z.infer<typeof productSearchQuery>;
/** GET /api/products/latest (issue 22 #14: the home page shows products, not only shops). */
export const latestProductsQuery = z.object({ limit: limit(24, 8) });

export type LoginBody = z.infer<typeof loginBody>;
export type RegisterBody = z.infer<typeof registerBody>;
export type ContactBody = z.infer<typeof contactBody>;
export type ShopRegistrationBody = z.infer<typeof shopRegistrationBody>;
export type CreateAdminBody = z.infer<typeof createAdminBody>;
export type CartAddBody = z.infer<typeof cartAddBody>;

// ---------- account ----------
export const changePasswordBody = z.object({
  currentPassword: z
    .string({ error: typeError('Current password') })
    .min(1, 'Current password is required')
    .max(200),
  newPassword: password('New password'),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** Issue 27: ask for a code by SMS; the answer is the same whether or not the number has an account. */
export const otpRequestBody = z.object({ phone: mobile() });
export type OtpRequestBody = z.infer<typeof otpRequestBody>;
/** Log in with the code; `name` creates a shopper account when the number has none. */
export const otpVerifyBody = z.object({ phone: mobile(), code: otpCode(), name: text('Name', 100).optional(), privacyConsent: privacyConsent() });
export type OtpVerifyBody = z.infer<typeof otpVerifyBody>;
/** Changing the account's mobile number: a code goes to the new number, which counts once the code is given. */
export const mobileChangeBody = z.object({ phone: mobile('New mobile number') });
export const mobileVerifyBody = z.object({ phone: mobile('New mobile number'), code: otpCode() });

/** A forgotten password: the answer is the same whether or not the email has an account. */
export const forgotPasswordBody = z.object({ email: email() });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;
/** The link's token and the new password (the same rules as registration). */
export const resetPasswordBody = z.object({
  token: z
    .string({ error: typeError('Token') })
    .trim()
    .min(1, 'The reset link is incomplete')
    .max(200, 'The reset link is invalid'),
  password: password('New password'),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** The shopper's 6-digit COD confirmation code (spaces and dashes a person may type are ignored). */
export const codConfirmationBody = z.object({
  code: z
    .string({ error: (iss) => (iss.input === undefined ? 'code is required' : 'code must be text') })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'The code is the 6 digits in the message we sent you')),
});
export type CodConfirmationBody = z.infer<typeof codConfirmationBody>;

// ---------- shop admin's own products ----------
export const adminProductQuery = z.object({ page, limit: limit(100, 20), search });
export type ShopListQuery = z.infer<typeof shopListQuery>;
export type ProductListQuery = z.infer<typeof productListQuery>;
export type AdminProductQuery = z.infer<typeof adminProductQuery>;
export type PageQuery = z.infer<typeof pageQuery>;

// ---------- reviews (issue 10, item 20) ----------
/** How long after writing it a shopper may still change a review. */
export const REVIEW_EDIT_DAYS = 30;
export const REVIEW_TEXT_MAX = 1000;
const stars = z
  .number({ error: 'stars must be a whole number from 1 to 5' })
  .int('stars must be a whole number from 1 to 5')
  .min(1, 'stars must be a whole number from 1 to 5')
  .max(5, 'stars must be a whole number from 1 to 5');
// Plain text: control characters (other than line breaks and tabs) are dropped; it is shown as text, never as HTML.
const plain = (label: string) =>
  z
    .string({ error: typeError(label) })
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .transform((s) => s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '').trim())
    .pipe(z.string().max(REVIEW_TEXT_MAX, `${label} must be at most ${REVIEW_TEXT_MAX} characters`));
export const createReviewBody = z.object({
  orderId: id('orderId'),
  /** Absent: the review of the order's shop; present: of that product of the order. */
  productId: id('productId').optional(),
  stars,
  text: plain('Review').optional(),
});
export const editReviewBody = z
  .object({ stars: stars.optional(), text: plain('Review').optional() })
  .refine((b) => b.stars !== undefined || b.text !== undefined, 'Send stars or text to change');
export const reviewReplyBody = z.object({ reply: plain('Reply').pipe(z.string().min(1, 'Reply is required')) });
export const reviewVisibilityBody = z.object({ hidden: z.boolean({ error: 'hidden must be true or false' }) });
export const myReviewsQuery = z.object({ orderId: id('orderId') });
export type CreateReviewBody = z.infer<typeof createReviewBody>;
export type EditReviewBody = z.infer<typeof editReviewBody>;
