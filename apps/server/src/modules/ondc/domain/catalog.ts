/**
 * `on_search`'s catalog for a full refresh (issue 29 #1, decision 076): each active shop of the requested city and
 * domain as a provider, each of its products in stock as an item at Bazaar's own price and stock, cash on delivery
 * the only payment; a location carries the shop's GPS point and PIN code, an item its ONDC category (its own or the
 * clear default of its category, else the domain's) and its MRP. Pure: the rows come from ondc.repo.ts.
 */
import { ondcCategoryOf, toRupees } from '@bazaar/shared';
import { DEFAULT_ONDC_CATEGORY } from './network.js';
import { locationIdOf, locationTime, providerTags, shopAddress } from './provider-shapes.js';

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
  createdAt: Date;
}

/** A product in stock as the catalog lists it. */
export interface CatalogItem {
  id: string;
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
  createdAt: Date;
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
      return {
        id: s.id,
        time: { label: 'enable', timestamp: s.createdAt.toISOString() },
        fulfillments: [{ id: '1', type: 'Delivery', contact: { phone: s.phone } }],
        descriptor: { name: s.name, symbol: image(s.image), short_desc: s.name, long_desc: `${s.name}, ${s.address}`, images: [image(s.image)] },
        ttl: 'P1D',
        locations: [{ id: locationIdOf(s.id), ...(s.gps ? { gps: s.gps } : {}), address: shopAddress(s), time: locationTime(s.createdAt) }],
        // Where it delivers, per category its items are listed under, and when it takes orders (retail 1.2.5).
        tags: providerTags(s.id, s.deliveryPins, items.map(categoryOf)),
        items: items.map((i) => ({
          id: i.id,
          time: { label: 'enable', timestamp: i.createdAt.toISOString() },
          descriptor: { name: i.name, symbol: image(i.image), short_desc: i.name, long_desc: i.description, images: [image(i.image)] },
          // Retail 1.2.5: `available` says in stock ("99") or not ("0"); `maximum` is the stock count, what one order may take.
          quantity: { unitized: { measure: { unit: 'unit', value: '1' } }, available: { count: inStock(i.quantity) }, maximum: { count: String(i.quantity) } },
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
          '@ondc/org/contact_details_consumer_care': `${s.name},${s.phone}`,
        })),
      };
    }),
  };
}
