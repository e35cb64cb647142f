/**
 * Request bodies that carry GST data: shops (registration, state), products (HSN, rate) and checkout (the
 * structured delivery address). They live apart from schemas.ts because gst/ builds on schemas.ts's field builders.
 */
import { z } from 'zod';
import { SHOP_CATEGORY_VALUES } from './options.js';
import { categorySchema, netQuantitySchema, subCategorySchema, unitSchema } from './catalog-schemas.js';
import { gstin, id, oneOf, pan, phone, rupees, stock, text } from './schemas.js';
import { composeAddress, deliveryAddressSchema, gstRegistrationSchema, gstStateSchema, hsnCodeSchema, type DeliveryAddress } from './gst/schemas.js';
import { gstRateSchema } from './gst/rates.js';
import { declarationsSchema, optionsSchema, packagedSchema, returnableSchema, variantInput, variantsSchema } from './variants.js';
import { MAX_CHECKOUT_TOTAL_PAISE, MAX_QUANTITY, PAISE_PER_RUPEE } from './money.js';
import { pincodeFromText, statesForPincode } from './gst/pincodes.js';
import { stateByCode, stateFromGstin } from './gst/states.js';
import { gpsSchema, ondcCategorySchema, shopPincodeSchema } from './ondc.js';
import { originCountrySchema } from './countries.js';

/** '' (an empty form field) and null mean "not given". */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

// ---------- shops ----------

/** The seller's legal name: the name on its GST registration or PAN, shown to shoppers in Product details (decision 097). */
const legalNameText = z
  .string({ error: 'legalName must be 2 to 200 characters' })
  .trim()
  .min(2, 'legalName must be 2 to 200 characters')
  .max(200, 'legalName must be 2 to 200 characters');

const shopFields = {
  name: text('Shop name', 120),
  category: oneOf(SHOP_CATEGORY_VALUES, 'Category'),
  location: text('Location', 100),
  address: text('Address', 500),
  phone: phone(),
  pan: pan(),
  /** Required unless the shop is unregistered; an unregistered shop has none. */
  gstnumber: optional(gstin()),
  /** `regular` (the default), `composition` or `unregistered`. */
  gstRegistration: optional(gstRegistrationSchema),
  /** The shop's state (name or code), normalised to the code: required for an unregistered shop, else it must match the GSTIN. */
  state: optional(gstStateSchema('State')),
  razorpayAccountId: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(64, 'Payment account id is too long').optional()),
  /** Where the shop is, "lat,long" with at least 4 decimals (ONDC, issue 29). */
  gps: optional(gpsSchema),
  /** The shop's PIN code when its address does not end with it (ONDC, issue 29). */
  pincode: optional(shopPincodeSchema),
  /** The name on the GST registration or PAN; blank: the shop's name stands in (decision 097). */
  legalName: optional(legalNameText),
};

/** The tax identity of a shop once its fields are combined: registration, GSTIN (or null) and state code. */
export interface ShopTaxIdentity {
  gstRegistration: 'regular' | 'composition' | 'unregistered';
  gstnumber: string | null;
  stateCode: string;
}

/**
 * Combines registration, GSTIN and state: a registered shop needs a GSTIN and its state is the GSTIN's first two
 * digits; an unregistered shop has no GSTIN and names its state. Returns the issue (field + message) when they clash.
 */
export function shopTaxIdentity(f: {
  gstRegistration?: ShopTaxIdentity['gstRegistration'] | undefined;
  gstnumber?: string | null | undefined;
  state?: string | undefined;
}): ShopTaxIdentity | { field: string; message: string } {
  const gstRegistration = f.gstRegistration ?? 'regular';
  if (gstRegistration === 'unregistered') {
    if (f.gstnumber) return { field: 'gstnumber', message: 'An unregistered shop has no GST number: leave GST number empty or choose another registration' };
    if (!f.state) return { field: 'state', message: 'State is required for a shop without GST registration' };
    return { gstRegistration, gstnumber: null, stateCode: f.state };
  }
  if (!f.gstnumber) return { field: 'gstnumber', message: `GST number is required for a ${gstRegistration} GST registration` };
  const fromGstin = stateFromGstin(f.gstnumber);
  if (!fromGstin) return { field: 'gstnumber', message: 'GST number must start with a GST state code' };
  if (f.state && f.state !== fromGstin.code) {
    return { field: 'state', message: `State must be the GST number's state (${fromGstin.name}), not ${stateByCode(f.state)?.name ?? f.state}` };
  }
  return { gstRegistration, gstnumber: f.gstnumber, stateCode: fromGstin.code };
}

const checkTaxIdentity = (v: Parameters<typeof shopTaxIdentity>[0], ctx: z.RefinementCtx) => {
  const r = shopTaxIdentity(v);
  if ('field' in r) ctx.addIssue({ code: 'custom', path: [r.field], message: r.message });
};

/** Create Shop's fields without the owner: approving a shop request creates the owner (issue 22 #13). */
export const shopFormBody = z.object(shopFields).superRefine(checkTaxIdentity);

export const createShopBody = z
  .object({ ...shopFields, admin: z.string({ error: "Choose the shop's owner" }).min(1, "Choose the shop's owner").uuid('Admin is not a valid id') })
  .superRefine(checkTaxIdentity);

/**
 * The platform owner edits a shop (JSON, no image): any of the creation fields, `admin` to hand the shop to
 * another admin, `active: false` to deactivate it (it leaves the catalog and takes no orders) or `true` to
 * bring it back. The tax fields are checked together with the stored ones (`gstnumber: ''` clears the GSTIN of a
 * shop that becomes unregistered). `commissionRate` (percent) overrides the platform's default for this shop; null
 * goes back to the default.
 */
export const updateShopBody = z
  .object({
    name: shopFields.name.optional(),
    category: shopFields.category.optional(),
    location: shopFields.location.optional(),
    address: shopFields.address.optional(),
    phone: shopFields.phone.optional(),
    pan: shopFields.pan.optional(),
    /** The name on the GST registration or PAN, shown to shoppers in Product details; '' or null clears it. */
    legalName: z.union([z.literal(''), z.null(), legalNameText]).optional(),
    gstnumber: z.union([z.literal(''), gstin()]).optional(),
    gstRegistration: shopFields.gstRegistration,
    state: shopFields.state,
    razorpayAccountId: shopFields.razorpayAccountId,
    /** '' or null clears it. */
    gps: z.union([z.literal(''), z.null(), gpsSchema]).optional(),
    /** '' or null clears it. */
    pincode: z.union([z.literal(''), z.null(), shopPincodeSchema]).optional(),
    admin: id('Admin').optional(),
    active: z.boolean({ error: 'active must be true or false' }).optional(),
    /** Aggregate turnover above ₹5 crore: every invoice then needs a 6-digit HSN code (Notification 78/2020-CT). */
    turnoverAbove5Cr: z.boolean({ error: 'turnoverAbove5Cr must be true or false' }).optional(),
    /** The shop's own commission rate in percent; null returns it to the platform's default. */
    commissionRate: z
      .number({ error: 'commissionRate must be a percent (0 to 50) or null for the platform default' })
      .refine((v) => Number.isFinite(v) && v >= 0 && v <= 50, 'commissionRate must be between 0 and 50 (percent)')
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'commissionRate must have at most 2 decimals')
      .nullable()
      .optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Nothing to change: send at least one field');

// ---------- products ----------

const variantFields = {
  mrp: optional(rupees('MRP')),
  /** The SKU of a product without options (its one variant); generated when not given. */
  sku: optional(variantInput.shape.sku),
  options: optionsSchema.optional(),
  variants: variantsSchema.optional(),
  packaged: packagedSchema,
  declarations: declarationsSchema.optional(),
  /** false narrows the shop's return policy to no returns for this product (issue 26 #1); default true. */
  returnable: returnableSchema,
};

/** A GST rate in percent: one of the slabs in force today. Stored as hundredths of a percent. */
const gstRate = optional(gstRateSchema);
const hsnCode = optional(hsnCodeSchema);

export const productBody = z.object({
  name: text('Product Name', 120),
  description: text('Description', 2000),
  price: rupees('Price'),
  quantity: stock('Quantity', 1).default(1),
  /** A category's value, label or alias (the spec's values included), stored as the value (catalog.ts). */
  category: categorySchema('Category'),
  subCategory: optional(subCategorySchema('Sub Category')),
  /** A unit or alias (`litre` → `L`); the spec's `others` means no unit (null). */
  unit: optional(unitSchema('Unit')),
  /** Pack size (net quantity): how much one unit holds; 4 with unit `L` reads "4 L" on every screen. */
  netQuantity: optional(netQuantitySchema('Pack size')),
  /**
   * HSN code (4, 6 or 8 digits) and GST rate (percent): optional; without them the dated suggestion for the
   * category and sub-category applies (gst/tax-defaults.ts).
   */
  hsnCode,
  gstRate,
  /** ONDC's retail category id (issue 29); without it, the clear default of category and sub-category (ondc.ts). */
  ondcCategory: optional(ondcCategorySchema),
  /**
   * Country of origin (decision 112): an ISO code (IND) or English name (India), kept as the alpha-3 code. Without it,
   * the pre-packed declaration's country when it names one, else India.
   */
  originCountry: optional(originCountrySchema),
  /** Issue 24 (decision 072): MRP (at least the price), options and variants, pre-packed goods' declarations. */
  ...variantFields,
});
/** Edits: every field optional; stock may go to 0 (out of stock). '' clears sub-category and unit. */
export const productPatchBody = z.object({
  name: text('Product Name', 120).optional(),
  description: text('Description', 2000).optional(),
  price: rupees('Price').optional(),
  quantity: stock('Quantity', 0).optional(),
  category: categorySchema('Category').optional(),
  subCategory: z.union([z.literal(''), subCategorySchema('Sub Category')]).optional(),
  unit: z.union([z.literal(''), unitSchema('Unit')]).optional(),
  /** ONDC's retail category id; '' or null goes back to the default. */
  ondcCategory: z.preprocess((v) => (v === '' ? null : v), ondcCategorySchema.nullable().optional()),
  /** Country of origin: an ISO code or English name ('' leaves it as it is: every product has one). */
  originCountry: optional(originCountrySchema),
  /** '' or null clears it. */
  netQuantity: z.preprocess((v) => (v === '' ? null : v), netQuantitySchema('Pack size').nullable().optional()),
  hsnCode,
  gstRate,
  ...variantFields,
  /** '' or null clears the MRP. */
  mrp: z.preprocess((v) => (v === '' ? null : v), rupees('MRP').nullable().optional()),
});

/** Percent (18, 0.25) ⇄ hundredths of a percent (1800, 25), exactly. */
export const rateToBp = (percent: number): number => Math.round(percent * 100);
export const bpToRate = (bp: number): number => bp / 100;

// ---------- orders ----------

export const ADDRESS_NEEDS_STATE = 'Delivery address must include a 6-digit PIN code; or send deliveryAddress with the state';

export const placeOrderBody = z
  .object({
    /** The spec's plain address; optional when `deliveryAddress` is sent (the order then keeps the composed string). */
    address: z.preprocess(
      blankToUndefined,
      text('Delivery address', 500)
        .refine((a) => a.length >= 10, 'Delivery address must include name, mobile, pin code, house address and landmark')
        .optional(),
    ),
    deliveryAddress: deliveryAddressSchema.optional(),
    paymentMethod: z.literal('COD', { error: "paymentMethod must be 'COD'" }).default('COD'),
    totalAmount: z
      .number({ error: 'totalAmount must be a number' })
      .nonnegative('totalAmount must not be negative')
      .max(MAX_CHECKOUT_TOTAL_PAISE / PAISE_PER_RUPEE, 'totalAmount must be at most 1,00,00,00,000')
      .optional(),
    items: z
      .array(
        z.object({
          _id: id('items[]._id').optional(),
          itemId: id('items[].itemId').optional(),
          productId: id('items[].productId').optional(),
          variantId: id('items[].variantId').optional(),
          quantity: z
            .number({ error: 'items[].quantity must be a number' })
            .int('items[].quantity must be a whole number')
            .positive('items[].quantity must be at least 1')
            .max(MAX_QUANTITY, 'items[].quantity must be at most 10,00,000'),
        }),
      )
      .max(200, 'Too many items')
      .optional(),
    shopIds: z.array(id('shopIds[]')).max(200).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.deliveryAddress) return;
    if (!b.address) ctx.addIssue({ code: 'custom', path: ['address'], message: 'Delivery address is required' });
    else if (!stateOfPlainAddress(b.address)) ctx.addIssue({ code: 'custom', path: ['address'], message: ADDRESS_NEEDS_STATE });
  });

/** The state code a plain address's PIN code belongs to, when exactly one state has it. */
export function stateOfPlainAddress(address: string): string | undefined {
  const pin = pincodeFromText(address);
  const states = pin ? statesForPincode(pin) : [];
  return states.length === 1 ? states[0] : undefined;
}

/** Where an order goes: the address string the order keeps, the structured address (if sent) and the place of supply. */
export interface Delivery {
  address: string;
  deliveryAddress: DeliveryAddress | null;
  stateCode: string;
}

/** The delivery of a parsed order body (placeOrderBody has checked that one of the two forms is usable). */
export function deliveryOf(body: Pick<PlaceOrderBody, 'address' | 'deliveryAddress'>): Delivery {
  if (body.deliveryAddress)
    return { address: composeAddress(body.deliveryAddress), deliveryAddress: body.deliveryAddress, stateCode: body.deliveryAddress.state };
  return { address: body.address!, deliveryAddress: null, stateCode: stateOfPlainAddress(body.address!)! };
}

export type CreateShopBody = z.infer<typeof createShopBody>;
export type UpdateShopBody = z.infer<typeof updateShopBody>;
export type ProductBody = z.infer<typeof productBody>;
export type ProductPatchBody = z.infer<typeof productPatchBody>;
export type PlaceOrderBody = z.infer<typeof placeOrderBody>;
