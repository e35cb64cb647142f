/**
 * A Bazaar shop as retail 1.2.5 describes a provider and its one location, wherever a payload needs it: the catalog's
 * location (address with locality and state, store time), the provider's `serviceability` and `timing` tags, the
 * fulfillment's start, and the order's `bpp_terms` (decision 094, 2026-11-27 addendum). Pure.
 */
import { isValidGstin, isValidPan, shopPincode, stateByCode, statesForPincode } from '@bazaar/shared';

/** What the shapes read of a shop. */
export interface ShopPlace {
  id: string;
  name: string;
  address: string;
  city: string;
  phone: string;
  gps: string | null;
  pincode: string | null;
  stateCode?: string | null;
}

/** A shop has one location on ONDC. */
export const locationIdOf = (shopId: string) => `${shopId}-L1`;

/**
 * Bazaar keeps a shop's address as one line ("3 Pondy Bazaar, T. Nagar, Chennai 600017"); its locality is the last
 * part that is neither the city nor the PIN code ("T. Nagar"), else the first part, else the city.
 */
export function localityOf(address: string, city: string): string {
  const parts = address
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const named = parts.filter((p) => !/\b\d{6}\b/.test(p) && p.toLowerCase() !== city.toLowerCase());
  return named.at(-1) || parts[0]?.replace(/\s*\b\d{6}\b\s*/, '').trim() || city;
}

/** The shop's state by name: its GST state code's, else its PIN code's. */
export function stateOf(s: Pick<ShopPlace, 'stateCode' | 'pincode' | 'address'>): string | undefined {
  const code = s.stateCode ?? statesForPincode(shopPincode({ pincode: s.pincode, address: s.address }) ?? '')[0];
  return code ? stateByCode(code)?.name : undefined;
}

/** The catalog's address of the shop's location. */
export function shopAddress(s: ShopPlace) {
  const pin = shopPincode(s);
  const state = stateOf(s);
  return { locality: localityOf(s.address, s.city), street: s.address, city: s.city, ...(pin ? { area_code: pin } : {}), ...(state ? { state } : {}) };
}

/** The fulfillment's start location: where the shop's own delivery leaves from. */
export function startLocation(s: ShopPlace) {
  return {
    id: locationIdOf(s.id),
    descriptor: { name: s.name },
    ...(s.gps ? { gps: s.gps } : {}),
    address: { ...shopAddress(s), name: s.name, building: s.address.split(',')[0]!.trim(), country: 'IND' },
  };
}

/**
 * Bazaar takes orders at any hour and keeps no opening hours for a shop (it confirms and packs when it opens), so a
 * location's time and the provider's timing say every day, 00:00 to 23:59.
 */
export const ORDER_HOURS = { days: '1,2,3,4,5,6,7', from: '0000', to: '2359' } as const;

export function locationTime(enabledAt: Date) {
  return {
    label: 'enable',
    timestamp: enabledAt.toISOString(),
    days: ORDER_HOURS.days,
    schedule: { holidays: [] as string[] },
    range: { start: ORDER_HOURS.from, end: ORDER_HOURS.to },
  };
}

const list = (entries: Record<string, string>) => Object.entries(entries).map(([code, value]) => ({ code, value }));

/**
 * Where the shop delivers, as ONDC's serviceability: its delivery area (decision 025) is PIN codes and 3-digit PIN
 * prefixes, so a list becomes type 11 with PIN codes and ranges ("560000-560999"); no list (everywhere) is type 12,
 * all India.
 */
export function serviceabilityOf(pins: readonly string[] | null | undefined): { type: string; val: string; unit: string } {
  if (!pins || pins.length === 0) return { type: '12', val: 'IND', unit: 'country' };
  return { type: '11', val: pins.map((p) => (p.length === 3 ? `${p}000-${p}999` : p)).join(','), unit: 'pincode' };
}

/** The provider's tags: one `serviceability` per category its items are listed under, and its `timing`. */
export function providerTags(shopId: string, deliveryPins: readonly string[] | null | undefined, categories: readonly string[]) {
  const area = serviceabilityOf(deliveryPins);
  const location = locationIdOf(shopId);
  return [
    ...[...new Set(categories)].map((category) => ({ code: 'serviceability', list: list({ location, category, ...area }) })),
    {
      code: 'timing',
      list: list({ type: 'All', location, day_from: '1', day_to: '7', time_from: ORDER_HOURS.from, time_to: ORDER_HOURS.to }),
    },
  ];
}

/**
 * The order's `bpp_terms`: Bazaar is a marketplace (np_type MSN) whose shops are the sellers; `tax_number` is
 * Bazaar's own GSTIN (ONDC_GSTIN) when set, `provider_tax_number` the shop's PAN.
 */
export function bppTerms(shop: { pan: string | null }, gstin: string | undefined) {
  return {
    code: 'bpp_terms',
    list: [
      ...(gstin && isValidGstin(gstin) ? [{ code: 'tax_number', value: gstin }] : []),
      ...(shop.pan && isValidPan(shop.pan) ? [{ code: 'provider_tax_number', value: shop.pan }] : []),
      { code: 'np_type', value: 'MSN' },
    ],
  };
}
