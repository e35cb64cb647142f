/**
 * `on_search`'s catalog for a full refresh (issue 29 #1, decision 076): each active shop of the requested city and
 * domain as a provider, each of its products in stock as an item at Bazaar's own price and stock, cash on delivery
 * the only payment; a location carries the shop's GPS point and PIN code, an item its ONDC category (its own or the
 * clear default of its category, else the domain's) and its MRP. Pure: the rows come from ondc.repo.ts.
 */
import { ondcCategoryOf, toRupees } from '@bazaar/shared';
import { DEFAULT_ONDC_CATEGORY } from './network.js';
import { contactOf, locationIdOf, locationTime, providerTags, shopAddress } from './provider-shapes.js';
import type { OpeningHour } from '@bazaar/shared';

/** A shop as the catalog lists it (ondc.repo.ts reads these). */
export interface CatalogShop {
  id: string;
  name: string;
  category: string;
  city: string;
  address: string;
  phone: string;
  gps: string | null;
  pincode: string | null;
  /** The shop's GST state code: its location's state. */
  stateCode: string | null;
  /** Its delivery area (decision 025): PIN codes and prefixes, none = everywhere. */
  deliveryPins: string[] | null;
  image: string | null;
  /** When it is open (IST); [] = none given (issue 29 #7). */
  openingHours?: OpeningHour[];
  /** Its contact email, else the platform's support email (issue 29 #3). */
  contactEmail?: string | null;
  createdAt: Date;
  /** When the platform owner deactivated it: sent as a disabled provider, with no items, in an incremental refresh. */
  deactivatedAt?: Date | null;
}

/** A live variant of a product as the catalog lists it (a product without options: its one variant, the product's id). */
export interface CatalogItem {
  id: string;
  productId?: string;
  shopId: string;
  name: string;
  description: string;
  pricePaise: number;
  mrpPaise: number | null;
  quantity: number;
  category: string;
  subCategory: string | null;
  ondcCategory: string | null;
  image: string | null;
  sku?: string;
  hsnCode?: string | null;
  /** The product's options ([] : one default variant) and this variant's values. */
  options?: Array<{ name: string; values: string[] }>;
  variantOptions?: Record<string, string>;
  packaged?: boolean;
  declarations?: Record<string, string> | null;
  /** Its country of origin, ISO 3166-1 alpha-3 (decision 112): every product has one. */
  originCountry: string;
  createdAt: Date;
  /** When it was taken off sale (deleted, or its variant deleted or archived): sent disabled, in an incremental refresh. */
  removedAt?: Date;
}

/** An option's name as an ONDC attribute: "Size" → "size", "Pack size" → "pack_size". */
export const attributeOf = (option: string) =>
  option
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '') || 'option';

/** A valid EAN-8 or EAN-13 (its check digit right). */
export function isEan(code: string): boolean {
  if (!/^(\d{8}|\d{13})$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/**
 * The item's `descriptor.code` (retail 1.2.5: type:value, 1 EAN, 4 HSN, 5 other): the variant's SKU when it is an
 * EAN barcode, else the product's HSN code, else the SKU as the seller's own code. Bazaar asks for no barcode, so
 * loose goods have none to give (decision 107).
 */
export function itemCode(i: Pick<CatalogItem, 'sku' | 'hsnCode' | 'id'>): string {
  const sku = i.sku?.trim();
  if (sku && isEan(sku)) return `1:${sku}`;
  if (i.hsnCode) return `4:${i.hsnCode}`;
  return `5:${sku || i.id}`;
}

/** A product with options becomes ONDC's variant group: a provider category its variants name as `parent_item_id`. */
export function variantGroupOf(productId: string, name: string, options: ReadonlyArray<{ name: string }>) {
  return {
    id: productId,
    descriptor: { name },
    tags: [
      { code: 'type', list: [{ code: 'type', value: 'variant_group' }] },
      ...options.map((o, n) => ({
        code: 'attr',
        list: [
          { code: 'name', value: `item.tags.attribute.${attributeOf(o.name)}` },
          { code: 'seq', value: String(n + 1) },
        ],
      })),
    ],
  };
}

/**
 * The item's tags: its country of origin (every item, as retail 1.2.5's incremental catalog requires tags; decision
 * 112), its variant's attributes (issue 29 #1).
 */
export function itemTags(i: Pick<CatalogItem, 'options' | 'variantOptions' | 'originCountry'>) {
  const attributes = (i.options ?? []).filter((o) => i.variantOptions?.[o.name] !== undefined);
  return [
    { code: 'origin', list: [{ code: 'country', value: i.originCountry }] },
    ...(attributes.length ? [{ code: 'attribute', list: attributes.map((o) => ({ code: attributeOf(o.name), value: i.variantOptions![o.name]! })) }] : []),
  ];
}

/** Legal Metrology's declarations of pre-packed goods, as ONDC's `@ondc/org/statutory_reqs_packaged_commodities`. */
export function packagedCommodities(i: Pick<CatalogItem, 'packaged' | 'declarations'>) {
  const d = i.declarations;
  if (!i.packaged || !d) return undefined;
  const fields = {
    manufacturer_or_packer_name: d.manufacturer,
    manufacturer_or_packer_address: d.manufacturer,
    common_or_generic_name_of_commodity: d.genericName,
    net_quantity_or_measure_of_commodity_in_pkg: d.size,
  };
  const given = Object.entries(fields).filter(([, v]) => typeof v === 'string' && v.trim());
  return given.length ? Object.fromEntries(given) : undefined;
}

const rupees = (paise: number) => toRupees(paise).toFixed(2);
/** Retail 1.2.5's available count: "99" in stock, "0" sold out; the stock itself goes in `maximum`. */
export const inStock = (quantity: number) => (quantity > 0 ? '99' : '0');

export function buildCatalog(o: { shops: CatalogShop[]; items: CatalogItem[]; domain: string; appUrl: string; incremental?: boolean }) {
  const category = DEFAULT_ONDC_CATEGORY[o.domain] ?? 'Miscellaneous';
  const image = (path: string | null) => (path ? `${o.appUrl}${path.startsWith('/') ? '' : '/'}${path}` : `${o.appUrl}/favicon.svg`);
  // An incremental refresh carries only what changed: not Bazaar's own descriptor and fulfillments (ONDC's validator).
  const head = o.incremental
    ? {}
    : {
        'bpp/fulfillments': [{ id: '1', type: 'Delivery' }],
        'bpp/descriptor': {
          name: 'Bazaar',
          symbol: `${o.appUrl}/favicon.svg`,
          short_desc: 'Neighbourhood shops, cash on delivery',
          long_desc: 'Bazaar: neighbourhood shops across India, paid in cash on delivery',
          images: [`${o.appUrl}/favicon.svg`],
          // A marketplace: the shops are the sellers (np_type MSN), as the orders' bpp_terms say.
          tags: [{ code: 'bpp_terms', list: [{ code: 'np_type', value: 'MSN' }] }],
        },
      };
  return {
    ...head,
    'bpp/providers': o.shops.map((s) => {
      const items = o.items.filter((i) => i.shopId === s.id);
      const categoryOf = (i: CatalogItem) => ondcCategoryOf(i) ?? category;
      const grouped = (i: CatalogItem) => !!i.productId && (i.options?.length ?? 0) > 0;
      // One variant group per product with options, in the order its variants come.
      const groups = [...new Map(items.filter(grouped).map((i) => [i.productId!, variantGroupOf(i.productId!, i.name, i.options!)])).values()];
      return {
        id: s.id,
        time: s.deactivatedAt ? { label: 'disable', timestamp: s.deactivatedAt.toISOString() } : { label: 'enable', timestamp: s.createdAt.toISOString() },
        fulfillments: [{ id: '1', type: 'Delivery', contact: contactOf(s) }],
        descriptor: { name: s.name, symbol: image(s.image), short_desc: s.name, long_desc: `${s.name}, ${s.address}`, images: [image(s.image)] },
        ttl: 'P1D',
        locations: [{ id: locationIdOf(s.id), ...(s.gps ? { gps: s.gps } : {}), address: shopAddress(s), time: locationTime(s.createdAt, s.openingHours) }],
        ...(groups.length ? { categories: groups } : {}),
        // Where it delivers, per category its items are listed under, and when it takes orders and delivers (retail 1.2.5).
        tags: providerTags(s.id, s.deliveryPins, items.map(categoryOf), s.openingHours),
        items: items.map((i) => {
          const values = grouped(i) ? i.options!.map((opt) => i.variantOptions?.[opt.name]).filter(Boolean) : [];
          const name = values.length ? `${i.name} (${values.join(', ')})` : i.name;
          const tags = itemTags(i);
          const statutory = packagedCommodities(i);
          return {
            id: i.id,
            ...(grouped(i) ? { parent_item_id: i.productId } : {}),
            // A removed item is sent whole, as it was, disabled at the time it went (retail 1.2.5's incremental refresh).
            time: i.removedAt ? { label: 'disable', timestamp: i.removedAt.toISOString() } : { label: 'enable', timestamp: i.createdAt.toISOString() },
            descriptor: { name, code: itemCode(i), symbol: image(i.image), short_desc: name, long_desc: i.description, images: [image(i.image)] },
            // Retail 1.2.5: `available` says in stock ("99") or not ("0"); `maximum` is the stock count, what one order may take.
            quantity: {
              unitized: { measure: { unit: 'unit', value: '1' } },
              available: { count: inStock(i.quantity) },
              maximum: { count: String(i.quantity) },
            },
            price: { currency: 'INR', value: rupees(i.pricePaise), maximum_value: rupees(Math.max(i.mrpPaise ?? 0, i.pricePaise)) },
            category_id: categoryOf(i),
            fulfillment_id: '1',
            location_id: locationIdOf(s.id),
            '@ondc/org/returnable': false,
            '@ondc/org/cancellable': true,
            '@ondc/org/return_window': 'PT0S',
            '@ondc/org/seller_pickup_return': false,
            '@ondc/org/time_to_ship': 'PT30M',
            '@ondc/org/available_on_cod': true,
            '@ondc/org/contact_details_consumer_care': [s.name, s.contactEmail, s.phone].filter(Boolean).join(','),
            ...(statutory ? { '@ondc/org/statutory_reqs_packaged_commodities': statutory } : {}),
            tags,
          };
        }),
      };
    }),
  };
}

/**
 * An incremental `on_search` lists a shop that did not change itself in the window (not in `changedShops`) by its id
 * and changed items alone, as retail 1.2.5 does: its descriptor, location and timings are as the full catalog gave
 * them. (ONDC's validator reads a location repeated with the same label as a change of the store's timing.)
 */
export function onlyChangedProviders<C extends { 'bpp/providers': Array<{ id: string; items: unknown[] }> }>(catalog: C, changedShops: ReadonlySet<string>) {
  return {
    ...catalog,
    'bpp/providers': catalog['bpp/providers'].map((p) => (changedShops.has(p.id) ? p : { id: p.id, items: p.items })),
  };
}
