/**
 * Response shapes of the API, written once (decision 059): the zod schemas declared on the server's routes
 * (`schema.response`) and turned into the OpenAPI document (`GET /api/openapi.json`, docs/api.md), and the types
 * both apps use, `z.output` of them, exported by the package's index as types only so the web app's bundle never
 * carries zod. The schemas themselves are imported as `@bazaar/shared/responses` (the server).
 *
 * Money fields are rupees (numbers, ≤ 2 decimals). Images are file names: full size at
 * /uploads/{shop-images|products}/{image}, thumbnail at .../thumb/{image}. Every object is strict: a field the
 * schema does not name fails the access matrix (apps/server/test/security/access-matrix.test.ts), so a reply cannot
 * leak a column by accident.
 */
import { z } from 'zod';
import { ORDER_STATUSES, REFUSE_REASONS } from './order-status.js';
import { ROLES } from './options.js';
import { LANGUAGES } from './language.js';
import { searchProductHit, searchReply, searchShopHit } from './search-responses.js';
import { grievanceDto } from './grievances.js';
import { savedAddressDto } from './addresses-responses.js';
import { channelMessageDto } from './notifications.js';
import { returnDto } from './returns.js';

export * from './ledger-responses.js';
export * from './addresses-responses.js';
export * from './search-responses.js';

const money = z.number().describe('rupees, at most 2 decimals');
const isoDate = z.string().describe('ISO 8601 date-time');
const image = z.string().nullable().describe('file name under /uploads/{area}/ (thumbnail under /uploads/{area}/thumb/)');

export const messageReply = z.strictObject({ message: z.string() });

// ---------- path parameters ----------
// Not checked as uuids at the route: an unknown or malformed id answers the service's 404 ("… not found").
const pathId = (what: string) => z.string().describe(`the ${what}'s id (uuid); an unknown or malformed id answers 404`);
export const idParams = (what: string) => z.object({ id: pathId(what) });
export const shopIdParams = z.object({ shopId: pathId('shop') });

/** `{ message, code, details? }`; a 409's details are also spread at the top level (decision 007). */
export const errorReply = z
  .looseObject({
    message: z.string().describe('what went wrong, in words a person can act on; a 400 names the field'),
    code: z.string().describe('VALIDATION, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, TOO_LARGE, UNSUPPORTED_MEDIA_TYPE, RATE_LIMITED, UNAVAILABLE'),
    details: z.record(z.string(), z.unknown()).optional(),
  })
  .describe('`{ message, code, details? }`');

/** 409 from POST /api/orders when the client's `totalAmount` is not the server's: the current total, also at the top level. */
export const priceChangedReply = errorReply.extend({
  code: z.literal('CONFLICT'),
  totalAmount: money.describe('the current total'),
  details: z.strictObject({ totalAmount: money }),
});

export const userDto = z.strictObject({
  _id: z.string(),
  name: z.string(),
  email: z.string().describe("'' for an account made with a mobile number and no email"),
  role: z.enum(ROLES),
  phone: z.string().nullable(),
  mobile: z.string().nullable().describe('the mobile number proven by a one-time code (E.164): logs in with a code'),
  language: z.enum(LANGUAGES).describe('the language of the account’s messages, mails and screens: en (English) or hi (हिन्दी)'),
});

/** Average and count of the visible reviews; absent when there are none (decision 015: no invented stars). */
export const ratingDto = z
  .strictObject({ average: z.number().describe('mean stars, one decimal'), count: z.number().describe('visible reviews') })
  .describe('absent when nobody has rated it yet');

const openingHourDto = z.strictObject({
  day: z.number().describe('1 Monday … 7 Sunday'),
  open: z.string().describe('"HH:MM", IST'),
  close: z.string().describe('"HH:MM", IST, after open'),
});

export const shopDto = z.strictObject({
  _id: z.string(),
  name: z.string(),
  category: z.string(),
  location: z.string(),
  address: z.string(),
  phone: z.string(),
  image,
  admin: z.strictObject({ _id: z.string(), name: z.string(), email: z.string().optional().describe('superadmin and the shop’s own admin only') }).nullable(),
  createdAt: isoDate,
  active: z.boolean().describe('false once the platform owner deactivated the shop (then only the superadmin and its admin see it)'),
  gstRegistration: z.enum(['regular', 'composition', 'unregistered']).describe('regular (tax invoices), composition or unregistered (bills of supply)'),
  stateCode: z.string().describe('GST state code of the shop (two digits)'),
  stateName: z.string(),
  deliveryPins: z.array(z.string()).describe('6-digit PIN codes and 3-digit prefixes the shop delivers to; empty = across India'),
  gps: z.string().nullable().describe('"lat,long" with at least 4 decimals; null when not given'),
  openingHours: z.array(openingHourDto).describe('the days and times (IST) the shop is open, Monday = 1 … Sunday = 7, one opening a day; empty = not given'),
  pincode: z.string().nullable().describe('the shop’s PIN code: the one given, else the last 6 digits of its address; null when neither'),
  pan: z.string().optional().describe('superadmin and the shop’s own admin only'),
  gstnumber: z.string().nullable().optional().describe('superadmin and the shop’s own admin only'),
  legalName: z
    .string()
    .nullable()
    .optional()
    .describe('the name on the GST registration or PAN (null: none given, the shop’s name stands in). Superadmin and the shop’s own admin only'),
  razorpayAccountId: z.string().nullable().optional().describe('superadmin and the shop’s own admin only'),
  commissionRate: z.number().nullable().optional().describe('percent; null = the platform default. Superadmin and the shop’s own admin only'),
  turnoverAbove5Cr: z
    .boolean()
    .optional()
    .describe('aggregate turnover above ₹5 crore: every invoice needs a 6-digit HSN code. Superadmin and the shop’s own admin only'),
  takingOrders: z.boolean().optional().describe('false while the shop takes no new orders (shop page and shop lists); the reason is not said'),
  rating: ratingDto.optional(),
});

const variantOptions = z.record(z.string(), z.string()).describe('option name → value, e.g. {"Size":"8","Colour":"Red"}; {} for a product without options');

/** One variant of a product (issue 24, decision 072); a product without options has one, whose `_id` is the product's. */
export const variantDto = z.strictObject({
  _id: z.string(),
  sku: z.string().describe('unique in the shop'),
  options: variantOptions,
  price: money,
  mrp: money.nullable().describe('maximum retail price; null when the owner gave none'),
  discountPercent: z.number().nullable().describe('whole percent off the MRP (rounded down); null without a discount'),
  quantity: z.number().describe('stock on hand'),
  inStock: z.boolean(),
  image: image.describe('the variant’s own photo; null: the product’s'),
  netQuantity: z.number().nullable().describe('the variant’s own net quantity in the product’s unit; null: the product’s'),
});

export const productDto = z.strictObject({
  _id: z.string(),
  shopId: z.string(),
  name: z.string(),
  description: z.string(),
  price: money,
  quantity: z.number().describe('stock on hand'),
  inStock: z.boolean(),
  category: z.string(),
  subCategory: z.string().nullable(),
  unit: z.string().nullable(),
  image,
  ondcCategory: z
    .string()
    .nullable()
    .describe('ONDC retail category id: the owner’s choice, else the clear default of category and sub-category; null when neither'),
  originCountry: z
    .string()
    .describe('country of origin, ISO 3166-1 alpha-3 (IND); every product has one (India for those listed before it was asked, decision 112)'),
  hsnCode: z.string().nullable().describe('the HSN code the owner gave; null when none'),
  gstRate: z.number().nullable().describe('GST rate in percent the owner gave; null when none (the suggestion then applies)'),
  netQuantity: z.number().nullable().describe('how much one unit holds: 4 with unit L reads "4 L"; null: the unit alone'),
  suggestedTax: z
    .strictObject({ hsnCode: z.string().nullable(), gstRate: z.number() })
    .nullable()
    .describe('what the invoice will use where the owner gave no HSN code or rate (dated defaults per category); null when the owner gave both'),
  createdAt: isoDate,
  rating: ratingDto.optional(),
  mrp: money.nullable().describe('MRP of the default variant (or of the lowest-priced one); null when none'),
  discountPercent: z.number().nullable().describe('whole percent off the MRP at `price`; null without a discount'),
  unitSalePrice: z
    .strictObject({ price: money, per: z.enum(['kg', '100 g', 'litre', '100 ml', 'metre', 'piece']) })
    .nullable()
    .describe('price per standard unit computed from the net quantity (₹ per kg, per 100 g, per litre, per piece); null without one'),
  packaged: z.boolean().describe('pre-packed goods (declarations required); false: sold loose'),
  returnable: z.boolean().describe("false: sold as not returnable, whatever the shop's return policy"),
  options: z.array(z.strictObject({ name: z.string(), values: z.array(z.string()) })).describe('up to 3; [] for a product with one variant'),
  variants: z.array(variantDto).describe('at least one; `price` is the lowest variant price and `quantity` the total stock'),
  images: z.array(z.string()).describe('photo file names, the cover first (up to 8)'),
  seller: z
    .strictObject({
      name: z.string().describe('the shop’s name'),
      legalName: z.string().describe('the name on the seller’s GST registration or PAN; the shop’s name when the platform has none'),
      address: z.string(),
      phone: z.string(),
      gstin: z.string().nullable().describe('null for a seller not registered for GST'),
    })
    .optional()
    .describe('who sells it (Consumer Protection (E-Commerce) Rules 2020 rules 5(3)(a), 6(5)): in `GET /api/products/:id` only'),
  returnPolicy: z
    .strictObject({ kind: z.enum(['none', 'return', 'replacement']), days: z.number().int() })
    .optional()
    .describe(
      'the return policy an order of it would be placed under now (issue 26 #1): the shop’s, or none for a product sold as not returnable; days after delivery. In `GET /api/products/:id` only',
    ),
  declarations: z
    .record(z.string(), z.string())
    .nullable()
    .describe('Legal Metrology rule 6(10) declarations: manufacturer, countryOfOrigin, genericName, bestBefore, size, consumerCare'),
});

/** GET /api/shops/:shopId/product-options: the values the shop page's size and colour filters offer. */
export const shopOptionValues = z.strictObject({
  sizes: z.array(z.string()).describe('values of the option Size, as the owner spelt them'),
  colours: z.array(z.string()).describe('values of the option Colour (or Color)'),
});

export const reviewDto = z.strictObject({
  _id: z.string(),
  shopId: z.string(),
  productId: z.string().nullable().describe('null: a review of the shop'),
  productName: z.string().nullable(),
  stars: z.number().describe('1 to 5'),
  text: z.string().describe('plain text (show it as text, never as HTML); may be empty'),
  author: z.string().describe('the shopper’s first name'),
  reply: z.string().nullable().describe('the shop owner’s one reply'),
  repliedAt: isoDate.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
  editableUntil: isoDate.describe('the author may change it until then (30 days after writing it)'),
  hidden: z.boolean().describe('hidden by the platform owner: only the platform owner still sees it'),
});
export const reviewReply = z.strictObject({ message: z.string(), review: reviewDto });
export const platformReviewDto = reviewDto.extend({ shopName: z.string().describe('the shop the review is about (or sells the product)') });

export const cartItemDto = z.strictObject({
  _id: z.string().describe('the product id (one line per product)'),
  productId: z.string(),
  name: z.string(),
  price: money,
  image,
  quantity: z.number(),
  shopId: z.string(),
  shopName: z.string(),
  unavailable: z.string().optional().describe('why this line cannot be ordered now (its shop was deactivated); absent when it can'),
  unit: z.string().nullable(),
  subCategory: z.string().nullable(),
  available: z.number().describe('stock on hand now'),
  lineTotal: money,
  variantId: z.string().optional().describe('the variant in the cart (then also `_id`); present only for a product with options'),
  options: variantOptions.optional().describe('the options chosen; present only for a product with options'),
  sku: z.string().optional().describe('the variant’s SKU; present only for a product with options'),
  returnable: z.literal(false).optional().describe('present (false) only for a product sold as not returnable: no returns, whatever its shop’s policy'),
});

export const shopBreakdown = z.strictObject({
  shopId: z.string(),
  shopName: z.string(),
  subtotal: money,
  deliveryCharge: money,
  codFee: money.describe('the COD handling fee (per shop order; 0 when the platform charges none)'),
  total: money,
  itemCount: z.number(),
  returnPolicy: z
    .strictObject({ kind: z.enum(['none', 'return', 'replacement']), days: z.number().int() })
    .describe('the shop’s return policy an order placed now would carry (issue 26 #1); days after delivery, 0 with none'),
});

export const cartDto = z.strictObject({
  items: z.array(cartItemDto),
  itemCount: z.number(),
  subtotal: money,
  deliveryCharge: money,
  codFee: money.describe('the COD handling fee (per shop order; 0 when the platform charges none)'),
  total: money,
  shops: z.array(shopBreakdown),
});

export const orderItemDto = z.strictObject({
  _id: z.string(),
  productId: z.string().nullable(),
  name: z.string(),
  unit: z.string().nullable(),
  subCategory: z.string().nullable(),
  quantity: z.number(),
  price: money,
  total: money,
  variantId: z.string().nullable().optional().describe('the variant ordered (null once deleted); present only for an item with options'),
  options: variantOptions.optional().describe('the options chosen, as they were when ordered; present only for an item with options'),
  sku: z.string().nullable().optional().describe('the SKU when ordered; present only for an item with options'),
  returnable: z.literal(false).optional().describe('present (false) only on a line sold as not returnable'),
});

export const orderDto = z.strictObject({
  _id: z.string(),
  orderNumber: z.string().describe('the short number shown to people; `_id` is the full id'),
  checkoutId: z.string(),
  user: z.strictObject({ name: z.string(), email: z.string() }),
  items: z.array(orderItemDto),
  address: z.string().nullable().describe('null for a shop admin until the order is Confirmed'),
  customerPhone: z
    .string()
    .nullable()
    .describe('the mobile number given at checkout (10 digits); null for a shop admin until the order is Confirmed, and when none was given'),
  shopIds: z.array(z.string()),
  shop: z.strictObject({ _id: z.string(), name: z.string(), address: z.string(), phone: z.string(), gstnumber: z.string().nullable() }),
  paymentMethod: z.literal('COD'),
  source: z
    .strictObject({ channel: z.enum(['bazaar', 'ondc']), buyerApp: z.string().nullable().describe('the ONDC buyer app’s subscriber id; null on Bazaar') })
    .describe('where the order was placed: on Bazaar, or through an ONDC buyer app (issue 29)'),
  status: z.enum(ORDER_STATUSES),
  subtotal: money,
  deliveryCharge: money,
  codFee: money.describe('the COD handling fee (per shop order; 0 when the platform charges none)'),
  totalAmount: money,
  createdAt: isoDate,
  confirmedAt: isoDate.nullable().describe('when the shop confirmed it (null before, or when cancelled while Pending)'),
  packedAt: isoDate.nullable().describe('when the shop marked it Packed (null before, or when the shop skipped that step)'),
  shippedAt: isoDate.nullable().describe('when the shop marked it Shipped, read by people as "Out for delivery" (null before, or when skipped)'),
  deliveredAt: isoDate.nullable(),
  cancelledAt: isoDate.nullable(),
  cancellation: z
    .strictObject({
      by: z
        .enum(['customer', 'shop', 'platform'])
        .nullable()
        .describe('platform: cancelled by itself because the shopper never confirmed it; null for orders cancelled before this was recorded'),
      reason: z.string().nullable().describe('the customer’s reason from the list, if given'),
      note: z.string().nullable().describe('the customer’s own words, if given'),
    })
    .nullable()
    .describe('who cancelled and why; null unless Cancelled'),
  refusedAt: isoDate.nullable().describe('when the shop marked the parcel as refused (null unless Refused)'),
  refusal: z
    .strictObject({
      reason: z.enum(REFUSE_REASONS).nullable().describe('the code the shop picked, if any'),
      label: z.string().nullable().describe('the reason in words (null when none was given)'),
    })
    .nullable()
    .describe('why the parcel came back; null unless Refused'),
  shopperHistory: z
    .strictObject({ delivered: z.number(), refused: z.number() })
    .optional()
    .describe(
      'the shopper’s Delivered and Refused orders across the whole platform (counts only, never shops or items); present only for the shop’s admin on a Pending order',
    ),
  returnPolicy: z
    .strictObject({ kind: z.enum(['none', 'return', 'replacement']), days: z.number().int() })
    .nullable()
    .describe('the shop’s return policy when the order was placed (issue 26): days after delivery; null only for an order inserted without one'),
  invoiceNumber: z.string().nullable().describe('the tax invoice’s (or bill of supply’s) number once confirmed'),
  creditNoteNumber: z.string().nullable().describe('the credit note’s number when an invoiced order was cancelled or refused'),
  creditNotes: z
    .array(z.strictObject({ _id: z.string(), number: z.string(), amount: money, date: z.string().describe('YYYY-MM-DD (IST)') }))
    .describe('every credit note of the order, oldest first: a cancel or refusal’s, and one per refunded return (PDF at GET /api/credit-notes/:id)'),
  codConfirmation: z
    .strictObject({
      status: z.enum(['awaiting', 'confirmed']),
      confirmBy: isoDate.describe('when the order is cancelled by itself if the shopper has not confirmed it'),
      confirmedAt: isoDate.nullable(),
    })
    .nullable()
    .describe('set when this COD order needs the shopper’s 6-digit code before the shop may confirm it (platform setting codConfirmAbove); else null'),
});

export const reorderReply = z.strictObject({
  message: z.string(),
  added: z.array(
    z.strictObject({
      productId: z.string(),
      name: z.string(),
      quantity: z.number().describe('added now; less than `ordered` when the stock is short'),
      ordered: z.number().describe('the quantity in the past order'),
      price: money.describe('today’s price'),
    }),
  ),
  skipped: z.array(z.strictObject({ productId: z.string().nullable(), name: z.string(), reason: z.string().describe('why it could not be added') })),
  cart: cartDto,
});

export const productSearchItem = productDto.extend({
  shop: z.strictObject({ _id: z.string(), name: z.string(), location: z.string() }),
});

export const placeOrderReply = z.strictObject({
  message: z.string(),
  checkoutId: z.string(),
  totalAmount: money,
  orders: z.array(orderDto),
});

export const analyticsDto = z.strictObject({
  productCount: z.number(),
  cancelledCount: z.number(),
  cancelledTotal: money,
  deliveredCount: z.number(),
  deliveredTotal: money,
  expectedTotal: money.describe('Pending + Confirmed order totals: expected once delivered, not income yet'),
  pendingCount: z.number(),
  confirmedCount: z.number().describe('Confirmed, Packed or Shipped: confirmed by the shop and not yet delivered or refused'),
  refusedCount: z.number(),
  refusedTotal: money.describe('totals of parcels that came back (Refused): not income'),
  rtoRate: z
    .number()
    .nullable()
    .describe('RTO rate in percent (one decimal): refused ÷ (delivered + refused); null before any parcel was delivered or refused'),
  orderCount: z.number(),
});

export const adminDetailsDto = z.strictObject({
  admin: z.strictObject({ _id: z.string(), name: z.string(), email: z.string() }),
  shop: z
    .strictObject({ _id: z.string(), name: z.string(), image, category: z.string(), location: z.string(), address: z.string() })
    .nullable()
    .describe('null when the admin has no shop yet'),
});

export const adminDto = z.strictObject({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable().describe('the mobile number the platform reaches the owner on; null when not given'),
  shop: z.strictObject({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: isoDate,
});

// ---------- GST ----------
/**
 * A reply that is a file, not JSON (`application/pdf`, `text/csv`): documented with its media type. The route
 * sends a Buffer or string, which Fastify writes as it is.
 */
export const fileReply = (mediaType: string, description: string) => ({
  description,
  content: { [mediaType]: { schema: z.string().meta({ format: 'binary', description }) } },
});

const registerAmounts = {
  taxableAmount: money,
  cgst: money,
  sgst: money.describe('SGST, or UTGST for a union territory without a legislature (rupees)'),
  igst: money,
  total: money,
};
const byRate = z.record(z.string(), money).describe('taxable value per GST rate (key: the rate as text, e.g. `18`), rupees');

export const gstRegisterDto = z.strictObject({
  month: z.string().describe('YYYY-MM (IST)'),
  shop: z.strictObject({
    name: z.string(),
    gstin: z.string().nullable(),
    gstRegistration: z.enum(['regular', 'composition', 'unregistered']),
    stateName: z.string(),
  }),
  rates: z.array(z.number()).describe('the GST rates with a taxable-value column: the slabs in force in the month, and any rate used'),
  documents: z.array(
    z.strictObject({
      kind: z.enum(['tax-invoice', 'bill-of-supply', 'credit-note']),
      number: z.string(),
      date: z.string().describe('YYYY-MM-DD (IST)'),
      orderId: z.string(),
      buyerState: z.string(),
      placeOfSupply: z.string(),
      againstNumber: z.string().nullable().describe('the invoice a credit note reverses'),
      taxableByRate: byRate,
      billOfSupplyValue: money,
      ...registerAmounts,
    }),
  ),
  totals: z.strictObject({ documentCount: z.number(), taxableByRate: byRate, billOfSupplyValue: money, ...registerAmounts }),
  b2cs: z
    .array(z.strictObject({ placeOfSupply: z.string(), rate: z.number(), taxableAmount: money, cgst: money, sgst: money, igst: money }))
    .describe('GSTR-1 B2C Small: net by place of supply and rate'),
  hsn: z
    .array(
      z.strictObject({
        hsnCode: z.string(),
        description: z.string(),
        uqc: z.string(),
        quantity: z.number(),
        rate: z.number(),
        ...registerAmounts,
      }),
    )
    .describe('GSTR-1 HSN summary, net of credit notes'),
});

const supplyValues = {
  grossValue: money.describe('gross value of taxable supplies: invoices dated in the month, without GST (rupees)'),
  returnedValue: money.describe('value returned: credit notes dated in the month, without GST (rupees)'),
  netValue: money.describe('gross − returned (rupees)'),
};
const tcsHeads = {
  igst: money.describe('TCS as IGST (inter-state supply), rupees'),
  cgst: money.describe('TCS as CGST (intra-state supply), rupees'),
  sgst: money.describe('TCS as SGST/UTGST (intra-state supply), rupees'),
  tcs: money.describe('IGST + CGST + SGST, rupees'),
};

export const tcsReportDto = z.strictObject({
  month: z.string().describe('YYYY-MM (IST)'),
  tcsOnCod: z.boolean().describe('the platform setting at the end of the month; each order carries TCS by the setting it was placed with'),
  tcsDue: z.boolean().describe('false when the setting leaves every supply of the month without TCS'),
  note: z.string().nullable().describe('why no TCS is shown, when the setting leaves it out'),
  rows: z
    .array(
      z.strictObject({
        shopId: z.string(),
        shopName: z.string(),
        gstin: z.string().describe('the supplier’s GSTIN'),
        supplierState: z.string().describe('`27-Maharashtra`'),
        placeOfSupply: z.string(),
        supplyType: z.enum(['intra-state', 'inter-state']),
        rates: z.array(z.number()).describe('TCS rates (percent) applied, highest first: two in a month with a rate change'),
        invoiceCount: z.number(),
        creditNoteCount: z.number(),
        ...supplyValues,
        ...tcsHeads,
      }),
    )
    .describe('one row per supplier GSTIN and place of supply'),
  totals: z.strictObject({ invoiceCount: z.number(), creditNoteCount: z.number(), ...supplyValues, ...tcsHeads }),
  unregistered: z
    .array(z.strictObject({ shopId: z.string(), shopName: z.string(), pan: z.string(), stateName: z.string(), documentCount: z.number(), ...supplyValues }))
    .describe('shops enrolled without a GSTIN: listed apart, no TCS'),
  unregisteredTotals: z.strictObject({ documentCount: z.number(), ...supplyValues }),
});

export const tdsReportDto = z.strictObject({
  month: z.string().describe('YYYY-MM (IST)'),
  rows: z
    .array(
      z.strictObject({
        shopId: z.string(),
        shopName: z.string(),
        pan: z.string(),
        panValid: z.boolean().describe('false: 5 % under s.206AA'),
        rates: z.array(z.number()).describe('TDS rates (percent) applied'),
        orderCount: z.number().describe('orders delivered in the month'),
        grossAmount: money.describe('gross amount of the delivered orders without the GST shown on their invoices (rupees)'),
        creditNoteCount: z.number().describe('returns’ credit notes dated in the month (issue 26 #4)'),
        returnedAmount: money.describe('the returned goods’ value without GST on those credit notes'),
        netAmount: money.describe('grossAmount less returnedAmount'),
        tds: money.describe(
          'TDS on the deliveries less what the month’s return notes reverse, as the ledger posts it (negative when returns exceed deliveries)',
        ),
      }),
    )
    .describe('one row per shop and its PAN'),
  totals: z.strictObject({ orderCount: z.number(), grossAmount: money, creditNoteCount: z.number(), returnedAmount: money, netAmount: money, tds: money }),
});

/** A report as JSON, or as CSV with `format=csv`. */
export const jsonOrCsvReply = (schema: z.ZodType, description: string) => ({
  description,
  content: {
    'application/json': { schema },
    'text/csv': { schema: z.string().meta({ format: 'binary', description: `${description} as CSV (UTF-8, CRLF)` }) },
  },
});

export const contactMessageDto = z.strictObject({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  yourmessage: z.string(),
  createdAt: isoDate,
  status: z.enum(['new', 'replied', 'closed']).describe('new, replied (a reply was mailed) or closed'),
  reply: z.string().nullable(),
  repliedAt: isoDate.nullable(),
});

const outboxFields = {
  _id: z.string(),
  recipient: z.string(),
  kind: z.string(),
  subject: z.string(),
  status: z.enum(['pending', 'sending', 'sent', 'failed', 'held']),
  attempts: z.number(),
  lastError: z.string().nullable(),
  hasAttachment: z.boolean(),
  createdAt: isoDate,
  sentAt: isoDate.nullable(),
};
export const outboxMessageDto = z.strictObject(outboxFields);
export const outboxMessageDetailDto = z.strictObject({ ...outboxFields, text: z.string() });

export const shopQueryDto = z.strictObject({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  pan: z.string(),
  address: z.string(),
  categoryofshop: z.string(),
  createdAt: isoDate,
  ownerName: z.string().nullable(),
  city: z.string().nullable(),
  pincode: z.string().nullable(),
  gstin: z.string().nullable(),
  status: z.enum(['new', 'approved', 'declined']),
  decidedAt: isoDate.nullable(),
  declineReason: z.string().nullable(),
  shopId: z.string().nullable().describe('the shop created on approval'),
});

const pagedFields = { total: z.number(), page: z.number(), pageSize: z.number(), totalPages: z.number() };
const pageInfo = z.strictObject(pagedFields);
/** `{ items, total, page, pageSize, totalPages }`. */
export const paged = <S extends z.ZodType>(item: S) => z.strictObject({ items: z.array(item), ...pageInfo.shape });

export const orderSummaryDto = z.strictObject({
  totalIncome: money,
  expectedIncome: money,
  totalOrders: z.number(),
  pendingOrders: z.number(),
  confirmedOrders: z.number().describe('Confirmed, Packed or Shipped: confirmed by the shop and not yet delivered or refused'),
  cancelledOrders: z.number(),
  deliveredOrders: z.number(),
  refusedOrders: z.number(),
});
export const shopOrdersPage = z.strictObject({ items: z.array(orderDto), ...pagedFields, summary: orderSummaryDto });

export const adminDashboardDto = z.strictObject({
  pendingOrders: z.number(),
  confirmedOrders: z.number().describe('Confirmed, Packed or Shipped: confirmed by the shop and not yet delivered or refused'),
  refusedOrders: z.number().describe('parcels refused this month (IST)'),
  rtoRate: z.number().nullable().describe('this month’s RTO rate in percent: refused ÷ (delivered + refused); null when neither'),
  todaySales: money,
  monthSales: money,
  lowStockAt: z.number(),
  lowStock: z.array(z.strictObject({ _id: z.string(), name: z.string(), quantity: z.number(), unit: z.string().nullable() })),
  taxToCheck: z.number().describe('products using a suggested GST rate (or, above ₹5 crore turnover, without a 6-digit HSN code)'),
  productCount: z.number().describe('the shop’s products; 0: not on the home page yet'),
});
export const shopFacetsDto = z.strictObject({ categories: z.array(z.string()), locations: z.array(z.string()) });
export const createShopReply = z.strictObject({ message: z.string(), name: z.string(), shop: shopDto });
export const shopUpdateReply = z.strictObject({ message: z.string(), shop: shopDto });
export const productReply = z.strictObject({ message: z.string(), product: productDto });
export const createAdminReply = z.strictObject({ message: z.string(), admin: adminDto });
export const cartChangeReply = z.strictObject({ message: z.string(), cart: cartDto });
export const orderChangeReply = z.strictObject({ message: z.string(), order: orderDto });
export const registerReply = z.strictObject({ message: z.string(), user: userDto });
/** POST /api/auth/login: the user's fields at the top level (the spec's client reads them there) and under `user`. */
export const loginReply = userDto.extend({ message: z.string(), user: userDto });
export const cartCountReply = z.strictObject({ count: z.number().describe('total quantity; 0 for anonymous') });

// ---------- platform settings (issue 12 #3) ----------
const settingsValues = z.strictObject({
  codMaxOrderValue: money.describe('rupees: the largest COD shop order (delivery and fee included); below the s.269ST ceiling'),
  codFee: money.describe('rupees: COD handling fee per shop order'),
  commissionRate: z.number().describe('percent: the platform’s default commission'),
  duesGraceDays: z.number().describe('days a due may stay unpaid'),
  duesBlockThreshold: money.describe('rupees: overdue dues above this stop a shop taking orders'),
  tcsOnCod: z.boolean().describe('whether TCS (CGST s.52) is collected on COD orders'),
  codConfirmAbove: money.nullable().describe('rupees: COD shop orders above this need the shopper’s 6-digit code; null = off'),
  codConfirmHours: z.number().describe('hours an order waits for that code before it is cancelled by itself'),
  smsDailyCapPerNumber: z.number().int().describe('order messages a day by SMS to one number; more are kept as capped, not sent'),
  smsDailyCapPerAccount: z.number().int().describe('order messages a day by SMS to one account, whatever its number'),
  whatsappDailyCapPerNumber: z.number().int().describe('order messages a day by WhatsApp to one number'),
  whatsappDailyCapPerAccount: z.number().int().describe('order messages a day by WhatsApp to one account'),
});
export const platformSettingsView = settingsValues.extend({
  version: z.number().describe('the version in force; 0 = the defaults, never changed'),
  effectiveFrom: isoDate.nullable().describe('when the version in force was saved; null for the defaults'),
  defaults: settingsValues,
  cashCeiling: z
    .strictObject({ amount: money, law: z.string(), from: z.string().describe('YYYY-MM-DD, IST') })
    .nullable()
    .describe('cash of this amount or more for one order is not allowed'),
  history: z.array(
    z.strictObject({
      version: z.number(),
      effectiveFrom: isoDate,
      changedBy: z.strictObject({ _id: z.string(), name: z.string().describe('as it was when the change was made') }),
      changed: z.array(z.string()).describe('the settings this version changed'),
      settings: settingsValues.describe('every value from this version on'),
    }),
  ),
});
export const deliveryPinsDto = z.strictObject({
  pins: z.array(z.string()).describe('6-digit PIN codes and 3-digit prefixes, sorted; empty = across India'),
  description: z.string().describe('the shop page’s sentence, e.g. "Delivers to PIN codes 560001, 561xxx"'),
});
export const shopHoursDto = z.strictObject({
  hours: z.array(openingHourDto).describe('the days and times (IST) the shop is open, sorted by day; empty = not given'),
  contactEmail: z.string().nullable().describe('the email buyers on ONDC are given for the shop; null: the platform’s support email stands in'),
});
export const shopHoursReply = shopHoursDto.extend({ message: z.string() });
export const deliveryPinsReply = deliveryPinsDto.extend({ message: z.string() });

export const settingsChangeReply = z.strictObject({ message: z.string(), settings: platformSettingsView });

/**
 * Named shapes: the OpenAPI document refers to them as components, under the names of their types (zod's global
 * registry, which also holds the `.describe()` notes). A second evaluation of this module (the web app's hot
 * reload) finds the names taken and leaves them: only the server's document uses them.
 */
const NAMES: Array<[z.ZodType, string]> = [
  [errorReply, 'Error'],
  [userDto, 'UserDto'],
  [shopDto, 'ShopDto'],
  [productDto, 'ProductDto'],
  [variantDto, 'VariantDto'],
  [ratingDto, 'RatingDto'],
  [reviewDto, 'ReviewDto'],
  [platformReviewDto, 'PlatformReviewDto'],
  [cartItemDto, 'CartItemDto'],
  [shopBreakdown, 'ShopBreakdown'],
  [cartDto, 'CartDto'],
  [orderItemDto, 'OrderItemDto'],
  [orderDto, 'OrderDto'],
  [placeOrderReply, 'PlaceOrderResponse'],
  [reorderReply, 'ReorderResponse'],
  [productSearchItem, 'ProductSearchItem'],
  [searchProductHit, 'SearchProductHit'],
  [searchShopHit, 'SearchShopHit'],
  [searchReply, 'SearchReply'],
  [analyticsDto, 'AnalyticsDto'],
  [adminDetailsDto, 'AdminDetailsDto'],
  [adminDto, 'AdminDto'],
  [contactMessageDto, 'ContactMessageDto'],
  [shopQueryDto, 'ShopQueryDto'],
  [outboxMessageDto, 'OutboxMessageDto'],
  [outboxMessageDetailDto, 'OutboxMessageDetailDto'],
  [orderSummaryDto, 'OrderSummaryDto'],
  [shopFacetsDto, 'ShopFacetsDto'],
  [gstRegisterDto, 'GstRegisterDto'],
  [platformSettingsView, 'PlatformSettingsView'],
  [tcsReportDto, 'TcsReportDto'],
  [tdsReportDto, 'TdsReportDto'],
];
for (const [schema, id] of NAMES) {
  try {
    z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
  } catch {
    // the name is taken by an earlier evaluation of this module
  }
}

// ---------- a person's data (issue 26 #7, decision 083) ----------
export const accountExportReply = z.strictObject({
  exportedAt: isoDate,
  notice: z.string().describe('what this is, and what Bazaar keeps after an erasure and why'),
  profile: userDto.extend({ createdAt: isoDate }),
  addresses: z.array(savedAddressDto),
  cart: cartDto.nullable().describe('null for a shop or platform owner'),
  orders: z.array(orderDto),
  returns: z.array(returnDto).describe('the returns the person asked for, with any refund account masked'),
  reviews: z.array(reviewDto),
  grievances: z.array(grievanceDto),
  contactMessages: z.array(contactMessageDto),
  mails: z.array(outboxMessageDto).describe('the messages Bazaar wrote to this email (subjects; secrets redacted)'),
  textMessages: z.array(channelMessageDto).describe('the SMS and WhatsApp messages Bazaar sent to this account or its numbers (never their variables)'),
  whatsappConsent: z
    .strictObject({
      phone: z.string(),
      optedInAt: z.string().nullable(),
      optedInVia: z.string().nullable(),
      optedOutAt: z.string().nullable(),
      optedOutVia: z.string().nullable(),
    })
    .nullable()
    .describe('the WhatsApp consent recorded for the account’s mobile number; null when none'),
});

// ---------- the types of the shapes (the only declaration of each: decision 059) ----------
export type ApiError = z.output<typeof errorReply>;
export type PriceChangedError = z.output<typeof priceChangedReply>;
export type UserDto = z.output<typeof userDto>;
export type ShopDto = z.output<typeof shopDto>;
export type ShopAdminRef = NonNullable<ShopDto['admin']>;
export type RatingDto = z.output<typeof ratingDto>;
export type ReviewDto = z.output<typeof reviewDto>;
export type PlatformReviewDto = z.output<typeof platformReviewDto>;
export type ProductDto = z.output<typeof productDto>;
export type VariantDto = z.output<typeof variantDto>;
export type CartItemDto = z.output<typeof cartItemDto>;
export type ShopBreakdown = z.output<typeof shopBreakdown>;
export type CartDto = z.output<typeof cartDto>;
export type OrderItemDto = z.output<typeof orderItemDto>;
export type OrderDto = z.output<typeof orderDto>;
export type OrderShopDto = OrderDto['shop'];
export type OrderCodConfirmation = NonNullable<OrderDto['codConfirmation']>;
export type OrderRefusal = NonNullable<OrderDto['refusal']>;
export type ShopperHistory = NonNullable<OrderDto['shopperHistory']>;
export type OrderCancellation = NonNullable<OrderDto['cancellation']>;
export type ReorderResponse = z.output<typeof reorderReply>;
export type ProductSearchItem = z.output<typeof productSearchItem>;
export type PlaceOrderResponse = z.output<typeof placeOrderReply>;
export type AnalyticsDto = z.output<typeof analyticsDto>;
export type AdminDetailsDto = z.output<typeof adminDetailsDto>;
export type AdminDto = z.output<typeof adminDto>;
export type OutboxMessageDto = z.output<typeof outboxMessageDto>;
export type OutboxMessageDetailDto = z.output<typeof outboxMessageDetailDto>;
export type ContactMessageDto = z.output<typeof contactMessageDto>;
export type ShopQueryDto = z.output<typeof shopQueryDto>;
/** `paged(item)`'s output for an item type: `{ items, total, page, pageSize, totalPages }`. */
export type Paged<T> = z.output<typeof pageInfo> & { items: T[] };
export type OrderSummaryDto = z.output<typeof orderSummaryDto>;
export type ShopFacetsDto = z.output<typeof shopFacetsDto>;
export type MessageResponse = z.output<typeof messageReply>;
export type CreateShopResponse = z.output<typeof createShopReply>;
export type ProductResponse = z.output<typeof productReply>;
export type CreateAdminResponse = z.output<typeof createAdminReply>;
export type CartChangeResponse = z.output<typeof cartChangeReply>;
export type OrderChangeResponse = z.output<typeof orderChangeReply>;
export type ShopOrdersPage = z.output<typeof shopOrdersPage>;
export type AdminDashboardDto = z.output<typeof adminDashboardDto>;
export type GstRegisterDto = z.output<typeof gstRegisterDto>;
export type GstRegisterAmounts = Pick<GstRegisterDto['totals'], keyof typeof registerAmounts>;
export type PlatformSettingsView = z.output<typeof platformSettingsView>;
export type SettingsChangeResponse = z.output<typeof settingsChangeReply>;
export type TcsReportDto = z.output<typeof tcsReportDto>;
export type SupplyValues = Pick<TcsReportDto['totals'], keyof typeof supplyValues>;
export type TdsReportDto = z.output<typeof tdsReportDto>;
export type AccountExportDto = z.output<typeof accountExportReply>;

/** The catalog import's report (issue 24 #6): the same shape for a dry run, an apply, and a 400 with problems. */
const importProblem = z.strictObject({
  row: z.number().describe('the line of the file (the header is line 1)'),
  column: z.string().describe('the column the problem is in'),
  message: z.string(),
});
export const catalogImportReply = z.strictObject({
  message: z.string(),
  dryRun: z.boolean(),
  created: z.number().describe('products the file creates (or created)'),
  updated: z.number().describe('products (or, in a stock update, SKUs) the file changes'),
  errors: z.array(importProblem).describe('every problem by row and column; empty when the file can be applied'),
});
export const catalogImportRefusal = catalogImportReply.extend({ code: z.literal('VALIDATION') });
