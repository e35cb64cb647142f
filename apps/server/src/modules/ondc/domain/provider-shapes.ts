/**
 * A Bazaar shop as retail 1.2.5 describes a provider and its one location, wherever a payload needs it: the catalog's
 * location (address with locality and state, store time), the provider's `serviceability` and `timing` tags, the
 * fulfillment's start, and the order's `bpp_terms` (decision 094, 2026-11-27 addendum). Pure.
 */
import { hourRuns, isValidGstin, isValidPan, ondcTime, shopPincode, stateByCode, statesForPincode, type OpeningHour } from '@bazaar/shared';

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
  /** The email buyers are given: the shop's own, else the platform's support email (the service decides). */
  contactEmail?: string | null;
  /** When the shop is open (IST); [] or absent = none given. */
  openingHours?: readonly OpeningHour[];
}

/** The shop's contact on a fulfillment: its phone, and its email when there is one (issue 29 #3). */
export const contactOf = (s: Pick<ShopPlace, 'phone' | 'contactEmail'>) => ({ phone: s.phone, ...(s.contactEmail ? { email: s.contactEmail } : {}) });

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
 * Bazaar takes orders at any hour (the shop confirms and packs when it opens), so without opening hours a location's
 * time and the provider's timing say every day, 00:00 to 23:59.
 */
export const ORDER_HOURS = { days: '1,2,3,4,5,6,7', from: '0000', to: '2359' } as const;

/**
 * The store's days and one fixed range for them, as a location's `time` has it (issue 29 #7): the days it opens and
 * the earliest opening to the latest closing among them (each day's own hours are in the timing tags).
 */
export function storeHours(hours: readonly OpeningHour[] = []): { days: string; from: string; to: string } {
  if (!hours.length) return ORDER_HOURS;
  const sorted = [...hours].sort((a, b) => a.day - b.day);
  return {
    days: sorted.map((h) => h.day).join(','),
    from: ondcTime(sorted.map((h) => h.open).sort()[0]!),
    to: ondcTime(
      sorted
        .map((h) => h.close)
        .sort()
        .at(-1)!,
    ),
  };
}

export function locationTime(enabledAt: Date, hours: readonly OpeningHour[] = []) {
  const store = storeHours(hours);
  return {
    label: 'enable',
    timestamp: enabledAt.toISOString(),
    days: store.days,
    schedule: { holidays: [] as string[] },
    range: { start: store.from, end: store.to },
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

/**
 * The provider's `timing` tags (issue 29 #7). Without opening hours, one of type `All`: every day, all day. With them,
 * orders are still taken at any hour (type `Order`, every day, all day: Bazaar keeps them until the shop confirms),
 * and the shop delivers while open (type `Delivery`, one tag per run of days with the same hours). No `Self-Pickup`:
 * Bazaar's shops deliver and offer no pickup (decision 107).
 */
export function timingTags(shopId: string, hours: readonly OpeningHour[] = []) {
  const location = locationIdOf(shopId);
  const allDay = (type: string) => ({
    code: 'timing',
    list: list({ type, location, day_from: '1', day_to: '7', time_from: ORDER_HOURS.from, time_to: ORDER_HOURS.to }),
  });
  if (!hours.length) return [allDay('All')];
  return [
    allDay('Order'),
    ...hourRuns(hours).map((r) => ({
      code: 'timing',
      list: list({
        type: 'Delivery',
        location,
        day_from: String(r.dayFrom),
        day_to: String(r.dayTo),
        time_from: ondcTime(r.open),
        time_to: ondcTime(r.close),
      }),
    })),
  ];
}

/** The provider's tags: one `serviceability` per category its items are listed under, and its `timing`. */
export function providerTags(
  shopId: string,
  deliveryPins: readonly string[] | null | undefined,
  categories: readonly string[],
  hours: readonly OpeningHour[] = [],
) {
  const area = serviceabilityOf(deliveryPins);
  const location = locationIdOf(shopId);
  return [
    ...[...new Set(categories)].map((category) => ({ code: 'serviceability', list: list({ location, category, ...area }) })),
    ...timingTags(shopId, hours),
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
