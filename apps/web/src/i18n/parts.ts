/**
 * The catalog is split into parts so that the first page carries only its own texts (decision 090, 2026-11-27
 * addendum): `core` (the shell: nav, footer, shared UI, the home page) is compiled into the first page; each
 * lazily loaded feature brings the parts it names here, in English and in the active language, with its code
 * (`withCatalog` in i18n.ts, used by app/router.tsx). A part is a file per language, `locales/<language>/<part>.json`.
 * The catalog test checks that every key a feature's files use is in `core` or in one of its parts.
 */
import type core from './locales/en/core.json';
import type account from './locales/en/account.json';
import type auth from './locales/en/auth.json';
import type cart from './locales/en/cart.json';
import type contact from './locales/en/contact.json';
import type grievances from './locales/en/grievances.json';
import type ledger from './locales/en/ledger.json';
import type notFound from './locales/en/not-found.json';
import type orders from './locales/en/orders.json';
import type platform from './locales/en/platform.json';
import type policies from './locales/en/policies.json';
import type product from './locales/en/product.json';
import type products from './locales/en/products.json';
import type reports from './locales/en/reports.json';
import type returns from './locales/en/returns.json';
import type reviews from './locales/en/reviews.json';
import type search from './locales/en/search.json';
import type shop from './locales/en/shop.json';
import type shopRegistration from './locales/en/shop-registration.json';
import type shops from './locales/en/shops.json';
import type staticPages from './locales/en/static.json';

/** Every key of the English catalog: a wrong key fails the typecheck. One line per part. */
export type MessageId =
  | keyof typeof core
  | keyof typeof account
  | keyof typeof auth
  | keyof typeof cart
  | keyof typeof contact
  | keyof typeof grievances
  | keyof typeof ledger
  | keyof typeof notFound
  | keyof typeof orders
  | keyof typeof platform
  | keyof typeof policies
  | keyof typeof product
  | keyof typeof products
  | keyof typeof reports
  | keyof typeof returns
  | keyof typeof reviews
  | keyof typeof search
  | keyof typeof shop
  | keyof typeof shopRegistration
  | keyof typeof shops
  | keyof typeof staticPages;

/** The parts each feature (`src/features/<name>`) loads with its pages, besides `core`. */
export const FEATURE_PARTS = {
  account: ['account', 'auth'],
  auth: ['auth'],
  cart: ['cart'],
  contact: ['contact', 'auth'],
  grievances: ['grievances'],
  ledger: ['ledger'],
  'not-found': ['not-found'],
  orders: ['orders'],
  platform: ['platform'],
  policies: ['policies'],
  product: ['product'],
  products: ['products', 'product'],
  reports: ['reports'],
  returns: ['returns'],
  reviews: ['reviews'],
  search: ['search'],
  shop: ['shop'],
  'shop-registration': ['shop-registration', 'auth'],
  shops: ['shops'],
  static: ['static'],
} as const satisfies Record<string, readonly string[]>;

export type Feature = keyof typeof FEATURE_PARTS;
export type Part = 'core' | (typeof FEATURE_PARTS)[Feature][number];
