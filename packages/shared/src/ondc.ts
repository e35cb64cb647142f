/**
 * What ONDC needs of a shop and a product (issue 29, decision 087): a shop's GPS point ("lat,long", at least 4
 * decimals) with a helper that reads one out of a pasted maps link, its PIN code, and a product's ONDC retail
 * category id, from one list, defaulted from Bazaar's category and sub-category where the mapping is clear.
 */
import { z } from 'zod';
import { pincodeFromText } from './gst/pincodes.js';
import { pincodeSchema } from './gst/schemas.js';
import { ORDER_STATUSES } from './order-status.js';

/** The shop's PIN code field (the checkout's rule). */
export const shopPincodeSchema = pincodeSchema('PIN code');

const GPS_RE = /^(-?\d{1,2}\.\d{4,}),(-?\d{1,3}\.\d{4,})$/;

/** "lat,long" as stored: at least 4 decimals each, latitude within ±90 and longitude within ±180. */
export function isGps(v: string): boolean {
  const m = GPS_RE.exec(v);
  return !!m && Math.abs(Number(m[1])) <= 90 && Math.abs(Number(m[2])) <= 180;
}

/**
 * A GPS point out of what people paste: "12.9716, 77.5946", or a maps link carrying it (`@12.9716,77.5946,15z`,
 * `?q=12.9716,77.5946`, `ll=`, `!3d12.9716!4d77.5946`). Undefined when none is found or it has under 4 decimals.
 */
export function gpsFromText(text: string): string | undefined {
  const t = decodeURIComponent(text.trim().replace(/\+/g, ' '));
  const pin = /!3d(-?\d+\.\d+)!4d(-?\d+\.\d+)/.exec(t);
  const pair = pin ?? /(-?\d{1,2}\.\d+)\s*,\s*(-?\d{1,3}\.\d+)/.exec(t);
  if (!pair) return undefined;
  const gps = `${pair[1]},${pair[2]}`;
  return isGps(gps) ? gps : undefined;
}

const GPS_MESSAGE = 'GPS must be "latitude,longitude" with at least 4 decimals each, e.g. 12.9716,77.5946 (paste a maps link to fill it)';

/** The form's GPS field: spaces after the comma are dropped; '' or null clears it (on edit). */
export const gpsSchema = z.preprocess((v) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v), z.string({ error: GPS_MESSAGE }).refine(isGps, GPS_MESSAGE));

/** ONDC retail 1.2.5 category ids Bazaar offers, by domain. */
export const ONDC_CATEGORIES = {
  'ONDC:RET10': [
    'Fruits and Vegetables',
    'Masala & Seasoning',
    'Oil & Ghee',
    'Foodgrains',
    'Dairy and Cheese',
    'Tea and Coffee',
    'Dry Fruits, Nuts & Seeds',
    'Bakery, Cakes & Dairy',
    'Snacks & Branded Foods',
    'Beverages',
    'Cleaning & Household',
    'Personal Care',
    'Pooja Items',
    'Home and Kitchen',
  ],
  'ONDC:RET11': ['Continental', 'Sweets', 'Snacks', 'Beverages', 'North Indian', 'South Indian'],
  'ONDC:RET12': ['Apparel', 'Footwear', 'Fabric', 'Accessories'],
  'ONDC:RET14': ['Mobile Phone', 'Audio', 'Laptop', 'Television', 'Lighting', 'Accessories'],
  'ONDC:RET16': ['Home Decor', 'Hardware', 'Paint', 'Tiles', 'Plumbing', 'Building Materials'],
} as const;

/** Every category id offered (what a product's `ondcCategory` may be). */
export type OndcCategoryId = (typeof ONDC_CATEGORIES)[keyof typeof ONDC_CATEGORIES][number];
export const ONDC_CATEGORY_VALUES = [...new Set(Object.values(ONDC_CATEGORIES).flat())] as [OndcCategoryId, ...OndcCategoryId[]];

/** Bazaar (category, sub-category) → ONDC category, only where the mapping is clear. */
const CLEAR: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  Grocery: {
    Staples: 'Foodgrains',
    'Fresh produce': 'Fruits and Vegetables',
    Dairy: 'Dairy and Cheese',
    Spices: 'Masala & Seasoning',
    'Tea & coffee': 'Tea and Coffee',
    'Dry fruits': 'Dry Fruits, Nuts & Seeds',
  },
  Food: { Sweets: 'Sweets', Snacks: 'Snacks', Beverages: 'Beverages' },
  Clothing: { Men: 'Apparel', Women: 'Apparel', Kids: 'Apparel', Fabric: 'Fabric', Footwear: 'Footwear' },
  Electronics: { Mobiles: 'Mobile Phone', Audio: 'Audio', Computers: 'Laptop', TV: 'Television', Lighting: 'Lighting', Accessories: 'Accessories' },
  Construction: {
    Paint: 'Paint',
    Tiles: 'Tiles',
    Plumbing: 'Plumbing',
    Cement: 'Building Materials',
    Steel: 'Building Materials',
    'Bricks & blocks': 'Building Materials',
    'Sand & aggregate': 'Building Materials',
  },
  Other: { Home: 'Home Decor', Pooja: 'Pooja Items' },
};

/** The ONDC category a product is listed under: its own, else the clear default of its category, else undefined. */
export function ondcCategoryOf(p: { ondcCategory?: string | null; category: string; subCategory?: string | null }): string | undefined {
  if (p.ondcCategory) return p.ondcCategory;
  return p.subCategory ? CLEAR[p.category]?.[p.subCategory] : undefined;
}

export const ondcCategorySchema = z.enum(ONDC_CATEGORY_VALUES, { error: 'ONDC category must be one of the listed ONDC retail categories' });

/** A shop's PIN code: the one given, else the last 6-digit number of its address; undefined when neither. */
export function shopPincode(s: { pincode: string | null; address: string }): string | undefined {
  return s.pincode ?? pincodeFromText(s.address) ?? undefined;
}

// ---------- the platform owner's ONDC screen (issue 29 #3) ----------
const isoTime = z.string().describe('ISO 8601 date-time');

/** Whether Bazaar is on the network, and as whom (public facts of its subscription, never a key). */
export const ondcOverviewDto = z.strictObject({
  enabled: z.boolean().describe('false when ONDC_SUBSCRIBER_ID is not set: no /ondc route exists'),
  subscriberId: z.string().nullable(),
  subscriberUrl: z.string().nullable(),
  cities: z.array(z.string()).describe('the ONDC_CITY codes served, e.g. std:080'),
});
export type OndcOverviewDto = z.output<typeof ondcOverviewDto>;

/** One order a buyer app placed on the network: never the buyer's name, phone or address. */
export const ondcOrderRowDto = z.strictObject({
  _id: z.string().describe('the Bazaar order id'),
  orderNumber: z.string(),
  buyerApp: z.string().describe('the buyer app’s subscriber id (bap_id)'),
  buyerOrderId: z.string().describe('the buyer app’s own order id'),
  transactionId: z.string(),
  shopId: z.string(),
  shopName: z.string(),
  status: z.enum(ORDER_STATUSES),
  total: z.number().describe('rupees, at most 2 decimals'),
  createdAt: isoTime,
});
export type OndcOrderRowDto = z.output<typeof ondcOrderRowDto>;

/** A callback to a buyer app not sent yet (waiting for its next try) or given up on: ids only, never its content. */
export const ondcCallbackDto = z.strictObject({
  _id: z.string().describe('the domain event that carries it'),
  action: z.string().describe('on_search, on_select, …, on_status, on_cancel, on_update'),
  buyerApp: z.string().nullable(),
  transactionId: z.string().nullable(),
  messageId: z.string().nullable().describe('the request’s message id; for an unsolicited callback, the one it is sent with'),
  status: z.enum(['pending', 'failed']).describe('pending: tried again at nextAttemptAt; failed: given up after the last try'),
  attempts: z.number(),
  lastError: z.string().nullable(),
  nextAttemptAt: isoTime.nullable().describe('null once failed'),
  createdAt: isoTime,
});
export type OndcCallbackDto = z.output<typeof ondcCallbackDto>;
