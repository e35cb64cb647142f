import { z } from 'zod';
import { PIN_PATTERN } from './india.js';
import { statesForPincode } from './gst/pincodes.js';
import { deliveryAddressSchema } from './gst/schemas.js';
import { DELIVERY_STATES, type GstState } from './gst/states.js';

/**
 * Saved delivery addresses (issue 22 #9, decision 049): a shopper's own, kept on the server, each checked as
 * the checkout's address is (`deliveryAddressSchema`: the PIN must belong to the state).
 */
export const MAX_SAVED_ADDRESSES = 10;

/** `POST /api/addresses` and `PUT /api/addresses/:id`: the checkout's address, and whether it is the default. */
export const savedAddressBody = deliveryAddressSchema.and(z.object({ isDefault: z.boolean({ error: () => 'isDefault must be true or false' }).optional() }));
export type SavedAddressBody = z.input<typeof savedAddressBody>;

// The replies' shapes and their types are in addresses-responses.ts (zod, the one source: decision 059).

/** The delivery states A–Z by name, for a state select (the tax table keeps GST code order). */
export const DELIVERY_STATES_BY_NAME: readonly GstState[] = [...DELIVERY_STATES].sort((a, b) => a.name.localeCompare(b.name, 'en'));

/**
 * Cities whose whole 3-digit sorting district is the city (India Post), longest prefix first where a
 * suburb has its own: a suggestion the shopper can change, never a check.
 */
const CITY_PREFIXES: ReadonlyArray<readonly [string, string]> = [
  ['110', 'Delhi'],
  ['160', 'Chandigarh'],
  ['226', 'Lucknow'],
  ['302', 'Jaipur'],
  ['380', 'Ahmedabad'],
  ['411', 'Pune'],
  ['500', 'Hyderabad'],
  ['560', 'Bengaluru'],
  ['600', 'Chennai'],
  ['700', 'Kolkata'],
];

/**
 * What a 6-digit PIN tells about the address: the state when the PIN's prefix belongs to one state only (a
 * shared prefix leaves the choice to the shopper, with `states` to choose from), and the city for the large
 * cities whose sorting district is the whole city. Null for anything that is not a PIN.
 */
export function addressFromPincode(pin: string): { state?: string; states: string[]; city?: string } | null {
  const p = pin.trim();
  if (!PIN_PATTERN.test(p)) return null;
  const states = statesForPincode(p);
  const city = CITY_PREFIXES.find(([prefix]) => p.startsWith(prefix))?.[1];
  return { ...(states.length === 1 ? { state: states[0] } : {}), states, ...(city ? { city } : {}) };
}
