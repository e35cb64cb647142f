import { z } from 'zod';
import { hasAtMostTwoDecimals } from './money.js';
import { isValidGstin, isValidPan, normalizeIndianPhone } from './india.js';
import { ORDER_STATUSES } from './order-status.js';
import { PRICE_RANGES, PRODUCT_CATEGORIES, PRODUCT_SUB_CATEGORIES, PRODUCT_UNITS, SHOP_CATEGORY_VALUES, SHOP_REGISTRATION_CATEGORIES } from './options.js';

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
const numeric = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v),
    z.number({ error: `${label} must be a number` }).refine(Number.isFinite, `${label} must be a number`),
  );

export const rupees = (label = 'Price') =>
  numeric(label)
    .refine((n) => n > 0, `${label} must be more than 0`)
    .refine((n) => n <= 10_000_000, `${label} must be at most 1,00,00,000`)
    .refine(hasAtMostTwoDecimals, `${label} can have at most 2 decimals`);

export const stock = (label = 'Quantity', min = 0) =>
  numeric(label)
    .refine(Number.isInteger, `${label} must be a whole number`)
    .refine((n) => n >= min, `${label} must be at least ${min}`)
    .refine((n) => n <= 1_000_000, `${label} must be at most 10,00,000`);

export const id = (label = 'id') => z.string({ error: typeError(label) }).uuid(`${label} is not a valid id`);

const oneOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });

/** An optional select with a blank choice: '' or missing means none. */
const optionalOneOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), oneOf(values, label).optional());

// ---------- auth ----------
export const loginBody = z.object({
  email: email(),
  password: z
    .string({ error: typeError('Password') })
    .min(1, 'Password is required')
    .max(200),
});
export const registerBody = z.object({ name: text('Name', 100), email: email(), phone: phone(), password: password() });

// ---------- public forms ----------
export const contactBody = z.object({
  name: text('Name', 100),
  email: email(),
  phone: phone(),
  yourmessage: text('Message', 2000),
});

export const shopRegistrationBody = z.object({
  name: text('Shop Name', 120),
  email: email(),
  phone: phone(),
  pan: pan('PAN Number'),
  address: text('Shop Address', 500),
  categoryofshop: oneOf(SHOP_REGISTRATION_CATEGORIES, 'Shop Category'),
});

// ---------- superadmin ----------
export const createAdminBody = z.object({ name: text('Name', 100), email: email(), password: password() });

export const createShopBody = z.object({
  name: text('Shop name', 120),
  category: oneOf(SHOP_CATEGORY_VALUES, 'Category'),
  location: text('Location', 100),
  address: text('Address', 500),
  phone: phone(),
  pan: pan(),
  gstnumber: gstin(),
  admin: id('Admin'),
  razorpayAccountId: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(64, 'Payment account id is too long').optional()),
});

// ---------- products ----------
export const productBody = z.object({
  name: text('Product Name', 120),
  description: text('Description', 2000),
  price: rupees('Price'),
  quantity: stock('Quantity', 1).default(1),
  category: oneOf(PRODUCT_CATEGORIES, 'Category'),
  subCategory: optionalOneOf(PRODUCT_SUB_CATEGORIES, 'Sub Category'),
  unit: optionalOneOf(PRODUCT_UNITS, 'Unit'),
});
/** Edits: every field optional; stock may go to 0 (out of stock). '' clears sub-category and unit. */
export const productPatchBody = z.object({
  name: text('Product Name', 120).optional(),
  description: text('Description', 2000).optional(),
  price: rupees('Price').optional(),
  quantity: stock('Quantity', 0).optional(),
  category: oneOf(PRODUCT_CATEGORIES, 'Category').optional(),
  subCategory: z.union([z.literal(''), oneOf(PRODUCT_SUB_CATEGORIES, 'Sub Category')]).optional(),
  unit: z.union([z.literal(''), oneOf(PRODUCT_UNITS, 'Unit')]).optional(),
});

// ---------- cart ----------
export const cartAddBody = z.object({
  itemId: id('itemId'),
  quantity: z
    .number({ error: 'quantity must be a number' })
    .int('quantity must be a whole number')
    .min(-100, 'quantity must be between -100 and 100')
    .max(100, 'quantity must be between -100 and 100')
    .refine((n) => n !== 0, 'quantity must not be 0')
    .default(1),
});

// ---------- orders ----------
export const placeOrderBody = z.object({
  address: text('Delivery address', 500).refine((a) => a.length >= 10, 'Delivery address must include name, mobile, pin code, house address and landmark'),
  paymentMethod: z.literal('COD', { error: "paymentMethod must be 'COD'" }).default('COD'),
  totalAmount: z.number({ error: 'totalAmount must be a number' }).nonnegative('totalAmount must not be negative').optional(),
  items: z
    .array(
      z.object({
        _id: id('items[]._id').optional(),
        itemId: id('items[].itemId').optional(),
        productId: id('items[].productId').optional(),
        quantity: z.number().int().positive('items[].quantity must be at least 1'),
      }),
    )
    .max(200, 'Too many items')
    .optional(),
  shopIds: z.array(id('shopIds[]')).max(200).optional(),
});

export const orderStatusBody = z.object({ status: oneOf(ORDER_STATUSES, 'status') });

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
export const productListQuery = z.object({
  page,
  limit: limit(100, 24),
  search,
  price: z.enum(PRICE_RANGES.map((r) => r.key) as [string, ...string[]], { error: 'price must be one of the price ranges' }).default('all'),
});
export const adminOrdersQuery = z.object({
  page,
  limit: limit(100, 20),
  status: z.enum(['All', ...ORDER_STATUSES], { error: 'status must be All, Pending, Confirmed, Delivered or Cancelled' }).default('All'),
});

export type LoginBody = z.infer<typeof loginBody>;
export type RegisterBody = z.infer<typeof registerBody>;
export type ContactBody = z.infer<typeof contactBody>;
export type ShopRegistrationBody = z.infer<typeof shopRegistrationBody>;
export type CreateAdminBody = z.infer<typeof createAdminBody>;
export type CreateShopBody = z.infer<typeof createShopBody>;
export type ProductBody = z.infer<typeof productBody>;
export type ProductPatchBody = z.infer<typeof productPatchBody>;
export type CartAddBody = z.infer<typeof cartAddBody>;
export type PlaceOrderBody = z.infer<typeof placeOrderBody>;

// ---------- account ----------
export const changePasswordBody = z.object({
  currentPassword: z
    .string({ error: typeError('Current password') })
    .min(1, 'Current password is required')
    .max(200),
  newPassword: password('New password'),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

// ---------- shop admin's own products ----------
export const adminProductQuery = z.object({ page, limit: limit(100, 20), search });
export type ShopListQuery = z.infer<typeof shopListQuery>;
export type ProductListQuery = z.infer<typeof productListQuery>;
export type AdminProductQuery = z.infer<typeof adminProductQuery>;
export type PageQuery = z.infer<typeof pageQuery>;
