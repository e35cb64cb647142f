/**
 * The access-control matrix: every endpoint × every point of view → the status it must answer.
 * access-matrix.test.ts runs each cell; docs/security.md shows the same table (render with renderMatrix()).
 *
 * Points of view: anonymous; the shopper who owns the records; another shopper; the owner (admin) of shop A
 * where the records live; the owner of shop B; the platform owner (superadmin).
 * "Someone else's" record answers 404 (its existence is private) or 403, never 200.
 */
import type { MatrixRole, World } from './world.js';
import { AWAITING_CODE, bareAdmin, ROLES } from './world.js';
import { insertProduct } from './fixtures.js';

/** Two photo names for the rows that reorder a product's photos (the files need not exist: only names are checked). */
const MATRIX_PHOTOS = ['0123456789abcdef0123456789abcdef.webp', 'fedcba9876543210fedcba9876543210.webp'] as const;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Statuses per role, in ROLES order: anonymous, shopper, otherShopper, owner, otherOwner, superadmin. */
type Row6 = [number, number, number, number, number, number];

export interface Request {
  url: string;
  payload?: object | string | Buffer;
  headers?: Record<string, string>;
}

export interface MatrixRow {
  method: Method;
  /** The path as documented in docs/api.md. */
  path: string;
  expect: Row6;
  /** Builds the request, making fresh records when the call changes or uses one up. */
  request: (w: World, role: MatrixRole) => Promise<Request> | Request;
  /** The call ends the caller's session: run it with a freshly logged-in cookie. */
  freshSession?: boolean;
  /** The reply describes the API (the OpenAPI document): it names fields such as `password`. */
  describesApi?: boolean;
  note?: string;
}

const SAVED_ADDRESS = { name: 'Asha Rao', phone: '9876543210', line1: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };

/** A fresh saved address of the shopper's (the PUT and DELETE rows change or use one up). */
async function savedAddressOf(w: World): Promise<string> {
  const res = await w.t.app.inject({ method: 'POST', url: '/api/addresses', headers: { cookie: w.who.shopper.cookie }, payload: SAVED_ADDRESS });
  if (res.statusCode !== 201) throw new Error(res.body);
  const id = (res.json() as { address: { _id: string } }).address._id;
  // Keep under the most one may keep: the rows run once per role.
  const all = await w.t.app.inject({ method: 'GET', url: '/api/addresses', headers: { cookie: w.who.shopper.cookie } });
  for (const a of (all.json() as { items: Array<{ _id: string; isDefault: boolean }> }).items.filter((x) => x._id !== id && !x.isDefault).slice(3))
    await w.t.app.inject({ method: 'DELETE', url: `/api/addresses/${a._id}`, headers: { cookie: w.who.shopper.cookie } });
  return id;
}

let seq = 0;
const uniq = () => `${Date.now().toString(36)}${(++seq).toString(36)}`;
/** A mobile number no other row has used (each number may be sent a code every 30 s). */
const freshMobile = () => `9${String(Date.now() % 1_000_000).padStart(6, '0')}${String(++seq % 1000).padStart(3, '0')}`;

// Shorthands for common rows.
const ALL_OK: Row6 = [200, 200, 200, 200, 200, 200];
const LOGGED_IN: Row6 = [401, 200, 200, 200, 200, 200];
const SUPERADMIN_ONLY: Row6 = [401, 403, 403, 403, 403, 200];
const ADMIN_ONLY: Row6 = [401, 403, 403, 200, 200, 403];
const SHOPPER_ONLY: Row6 = [401, 200, 200, 403, 403, 403];

const get = (path: string, expect: Row6, url?: (w: World) => string, note?: string): MatrixRow => ({
  method: 'GET',
  path,
  expect,
  request: (w) => ({ url: url ? url(w) : path }),
  note,
});

/** A multipart body (the image is added by the test, which owns the PNG helper). */
export interface MultipartSpec {
  multipart: Record<string, string>;
}

export const MATRIX: MatrixRow[] = [
  // ---------- health and documents ----------
  get('/healthz', ALL_OK),
  get('/readyz', ALL_OK),
  { ...get('/api/openapi.json', ALL_OK, undefined, 'the OpenAPI 3.1 document of this API'), describesApi: true },

  // ---------- auth ----------
  get('/api/auth/me', LOGGED_IN),
  get('/api/auth/session', ALL_OK, undefined, 'open to all; `user` is null when anonymous'),
  {
    method: 'POST',
    path: '/api/auth/login',
    expect: [401, 401, 401, 401, 401, 401],
    request: () => ({ url: '/api/auth/login', payload: { email: 'nobody@example.in', password: 'wrong-password' } }),
    note: 'open to all; wrong credentials → 401 (a right login is in auth.test.ts)',
  },
  {
    method: 'POST',
    path: '/api/auth/register',
    expect: [201, 201, 201, 201, 201, 201],
    // It logs the new account in, ending the caller's session (issue 22 #10).
    freshSession: true,
    request: () => ({
      url: '/api/auth/register',
      payload: { name: 'New Shopper', email: `new-${uniq()}@example.in`, phone: '9876543210', password: 'long-enough-pw' },
    }),
    note: 'open to all; always creates role user',
  },
  { method: 'POST', path: '/api/auth/logout', expect: ALL_OK, freshSession: true, request: () => ({ url: '/api/auth/logout', payload: {} }) },
  {
    method: 'POST',
    path: '/api/auth/change-password',
    expect: [401, 400, 400, 400, 400, 400],
    request: () => ({ url: '/api/auth/change-password', payload: { currentPassword: 'not-the-password', newPassword: 'another-long-pw' } }),
    note: 'logged in; wrong current password → 400 (a real change is in session.test.ts)',
  },
  {
    method: 'POST',
    path: '/api/auth/forgot-password',
    expect: ALL_OK,
    request: () => ({ url: '/api/auth/forgot-password', payload: { email: `nobody-${uniq()}@example.in` } }),
    note: 'open to all; the same answer whether or not the email has an account (password-reset.test.ts)',
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    expect: [400, 400, 400, 400, 400, 400],
    request: () => ({ url: '/api/auth/reset-password', payload: { token: 'not-a-real-token', password: 'another-long-pw' } }),
    note: 'open to all; an unknown token → 400 (a real reset is in password-reset.test.ts)',
  },

  // ---------- login with a mobile number (issue 27, decision 078) ----------
  {
    method: 'POST',
    path: '/api/auth/otp',
    expect: ALL_OK,
    request: () => ({ url: '/api/auth/otp', payload: { phone: freshMobile() } }),
    note: 'open to all; the same answer whether or not the number has an account (otp.test.ts)',
  },
  {
    method: 'POST',
    path: '/api/auth/otp/verify',
    expect: [400, 400, 400, 400, 400, 400],
    request: () => ({ url: '/api/auth/otp/verify', payload: { phone: '9876543210', code: '123456' } }),
    note: 'open to all; a wrong code → 400 (a real login is in otp.test.ts)',
  },
  {
    method: 'POST',
    path: '/api/account/mobile',
    expect: LOGGED_IN,
    request: () => ({ url: '/api/account/mobile', payload: { phone: freshMobile() } }),
    note: 'logged in; texts a code to the new number (otp.test.ts)',
  },
  {
    method: 'POST',
    path: '/api/account/mobile/verify',
    expect: [401, 400, 400, 400, 400, 400],
    request: () => ({ url: '/api/account/mobile/verify', payload: { phone: '9876543210', code: '123456' } }),
    note: 'logged in; a wrong code → 400 (otp.test.ts)',
  },
  get('/api/account/notifications', LOGGED_IN),
  {
    method: 'PUT',
    path: '/api/account/notifications',
    expect: LOGGED_IN,
    request: () => ({ url: '/api/account/notifications', payload: {} }),
    note: 'logged in; only the kinds that concern the caller (notifications.test.ts)',
  },
  {
    method: 'PUT',
    path: '/api/account/language',
    expect: LOGGED_IN,
    request: () => ({ url: '/api/account/language', payload: { language: 'en' } }),
    note: 'logged in; en or hi, else 400 (language.test.ts)',
  },

  // ---------- shops ----------
  get('/api/shops/all', ALL_OK),
  get('/api/shops', ALL_OK, () => '/api/shops?search=shop&page=1'),
  get('/api/shops/facets', ALL_OK),
  get('/api/shops/:shopId', ALL_OK, (w) => `/api/shops/${w.shopA.id}`),
  {
    method: 'POST',
    path: '/api/shops',
    expect: SUPERADMIN_ONLY.map((s) => (s === 200 ? 201 : s)) as Row6,
    request: async (w) => ({
      url: '/api/shops',
      payload: {
        multipart: {
          name: `Matrix Shop ${uniq()}`,
          category: 'Grocery',
          location: 'Pune',
          address: '1 FC Road, Pune 411004',
          phone: '9876543210',
          pan: 'ABCDE1234F',
          gstnumber: '27AAPFU0939F1ZV',
          admin: await bareAdmin(w.t.database.db),
        },
      } satisfies MultipartSpec,
    }),
  },
  get('/api/superadmin/shops', SUPERADMIN_ONLY),
  {
    method: 'PATCH',
    path: '/api/superadmin/shops/:shopId',
    expect: SUPERADMIN_ONLY,
    request: (w) => ({ url: `/api/superadmin/shops/${w.shopB.id}`, payload: { phone: '9876543210' } }),
    note: "edit, reassign, deactivate: the platform owner only, even for the shop's own admin (shops.test.ts has the rules)",
  },
  get('/api/superadmin/settings', SUPERADMIN_ONLY, undefined, 'the platform settings and their history'),
  {
    method: 'PATCH',
    path: '/api/superadmin/settings',
    expect: SUPERADMIN_ONLY,
    request: () => ({ url: '/api/superadmin/settings', payload: { duesGraceDays: 15 } }),
    note: 'the platform owner only (settings.test.ts has the rules)',
  },
  get('/api/superadmin/shops/:shopId/analytics', SUPERADMIN_ONLY, (w) => `/api/superadmin/shops/${w.shopA.id}/analytics`),
  get('/api/admin/shop/delivery-pins', ADMIN_ONLY, undefined, "the own shop's delivery area"),
  {
    method: 'PUT',
    path: '/api/admin/shop/delivery-pins',
    expect: ADMIN_ONLY,
    request: () => ({ url: '/api/admin/shop/delivery-pins', payload: { pins: [] } }),
    note: "the own shop's delivery area (shops/delivery-pins.test.ts has the rules)",
  },
  get('/api/admin/shop/hours', ADMIN_ONLY, undefined, "the own shop's opening hours and contact email"),
  {
    method: 'PUT',
    path: '/api/admin/shop/hours',
    expect: ADMIN_ONLY,
    request: () => ({ url: '/api/admin/shop/hours', payload: { hours: [], contactEmail: null } }),
    note: "the own shop's opening hours and contact email (ondc/ondc-shop-profile.test.ts has the rules)",
  },
  get('/admin/details', ADMIN_ONLY),
  get('/api/admin/details', ADMIN_ONLY),

  // ---------- products ----------
  get('/api/products/shop/:shopId', ALL_OK, (w) => `/api/products/shop/${w.shopA.id}`),
  get('/api/shops/:shopId/products', ALL_OK, (w) => `/api/shops/${w.shopA.id}/products`),
  get('/api/shops/:shopId/product-options', ALL_OK, (w) => `/api/shops/${w.shopA.id}/product-options`),
  get('/api/products/:id', ALL_OK, (w) => `/api/products/${w.productA.id}`),
  get('/api/admin/dashboard', ADMIN_ONLY, undefined, "the own shop's numbers; an admin without a shop gets 404"),
  get('/api/products/search', ALL_OK, () => '/api/products/search?q=product', 'products of active shops, by name'),
  get('/api/search', ALL_OK, () => '/api/search?q=product', 'products and shops of active shops: public (issue 25)'),
  get('/api/products/latest', ALL_OK, undefined, 'the newest products in stock of active shops: public'),
  get('/api/admin/products', ADMIN_ONLY, undefined, "each owner sees only its own shop's products"),
  get('/api/admin/products/export', ADMIN_ONLY, undefined, "CSV of the owner's own shop's catalog (issue 24 #6)"),
  {
    method: 'POST',
    path: '/api/admin/products/import',
    expect: ADMIN_ONLY,
    request: () => ({ url: '/api/admin/products/import?dryRun=true', payload: 'sku,quantity\nNOPE-1,3\n', headers: { 'content-type': 'text/csv' } }),
    note: "a dry run against the owner's own shop only (no shop id is taken)",
  },
  {
    method: 'POST',
    path: '/api/products',
    expect: [401, 403, 403, 201, 403, 403],
    request: (w) => ({
      url: '/api/products',
      payload: {
        multipart: { name: 'Matrix Tea', description: 'Assam tea', price: '120', quantity: '5', category: 'Grocery', shopId: w.shopA.id },
      } satisfies MultipartSpec,
    }),
    note: "with shopId = shop A: shop B's owner is refused",
  },
  {
    method: 'PATCH',
    path: '/api/products/:id',
    expect: [401, 403, 403, 200, 403, 403],
    request: async (w) => ({ url: `/api/products/${await w.freshProduct()}`, payload: { price: 99 } }),
  },
  {
    method: 'DELETE',
    path: '/api/products/:id',
    expect: [401, 403, 403, 200, 403, 403],
    request: async (w) => ({ url: `/api/products/${await w.freshProduct()}` }),
  },
  {
    method: 'POST',
    path: '/api/products/:id/images',
    expect: [401, 403, 403, 201, 403, 403],
    request: async (w) => ({ url: `/api/products/${await w.freshProduct()}/images`, payload: { multipart: {} } satisfies MultipartSpec }),
    note: 'a photo added to a product of shop A (issue 24 #5)',
  },
  {
    method: 'PUT',
    path: '/api/products/:id/images',
    expect: [401, 403, 403, 200, 403, 403],
    request: async (w) => {
      const p = await insertProduct(w.t.database.db, w.shopA.id, { image: MATRIX_PHOTOS[0], gallery: [MATRIX_PHOTOS[1]] });
      return { url: `/api/products/${p.id}/images`, payload: { images: [MATRIX_PHOTOS[1], MATRIX_PHOTOS[0]] } };
    },
    note: 'the photos of a product of shop A reordered',
  },
  {
    method: 'PUT',
    path: '/api/products/:id/variants/:variantId/image',
    expect: [401, 403, 403, 400, 403, 403],
    request: async (w) => {
      const id = await w.freshProduct();
      return { url: `/api/products/${id}/variants/${id}/image`, payload: { image: null } };
    },
    note: 'a product of shop A without options: its owner is told it has no variant photos (400), everyone else refused first',
  },

  // ---------- admins ----------
  get('/api/superadmin/admins', SUPERADMIN_ONLY),
  get('/api/superadmin/admins/page', SUPERADMIN_ONLY),
  {
    method: 'POST',
    path: '/api/superadmin/create-admin',
    expect: [401, 403, 403, 403, 403, 201],
    request: () => ({ url: '/api/superadmin/create-admin', payload: { name: 'New Admin', email: `admin-${uniq()}@example.in`, password: 'long-enough-pw' } }),
  },
  {
    method: 'PATCH',
    path: '/api/superadmin/admins/:id',
    expect: SUPERADMIN_ONLY,
    request: async (w) => ({ url: `/api/superadmin/admins/${await bareAdmin(w.t.database.db)}`, payload: { phone: '9876543210' } }),
  },
  {
    method: 'DELETE',
    path: '/api/superadmin/delete-admin/:id',
    expect: SUPERADMIN_ONLY,
    request: async (w) => ({ url: `/api/superadmin/delete-admin/${await bareAdmin(w.t.database.db)}` }),
  },

  // ---------- contact and shop registration ----------
  {
    method: 'POST',
    path: '/api/contact-form',
    expect: [201, 201, 201, 201, 201, 201],
    request: () => ({ url: '/api/contact-form', payload: { name: 'Ravi', email: 'ravi@example.in', phone: '9876543210', yourmessage: 'Hello' } }),
  },
  get('/api/getall-contact', SUPERADMIN_ONLY),
  get('/api/contact-messages', SUPERADMIN_ONLY),
  get('/api/superadmin/outbox', SUPERADMIN_ONLY),
  get('/api/superadmin/outbox/channel-messages', SUPERADMIN_ONLY),
  // ---------- ONDC (issue 29 #3): the platform owner's view, there whether ONDC is on or not ----------
  get('/api/superadmin/ondc', SUPERADMIN_ONLY),
  get('/api/superadmin/ondc/orders', SUPERADMIN_ONLY),
  get('/api/superadmin/ondc/callbacks', SUPERADMIN_ONLY),
  get(
    '/api/superadmin/outbox/:id',
    [401, 403, 403, 403, 403, 404],
    () => '/api/superadmin/outbox/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
    'an unknown id answers 404',
  ),
  {
    method: 'POST',
    path: '/shop/ragister/shopform',
    expect: [201, 201, 201, 201, 201, 201],
    request: () => ({
      url: '/shop/ragister/shopform',
      payload: { name: 'Ravi Stores', email: 'ravi@example.in', phone: '9876543210', pan: 'ABCDE1234F', address: '4 Main Road', categoryofshop: 'Grocery' },
    }),
  },
  get('/shop/ragister/getshop-query', SUPERADMIN_ONLY),
  get('/api/shop-queries', SUPERADMIN_ONLY),
  {
    method: 'POST',
    path: '/api/shop-queries/:id/approve',
    expect: SUPERADMIN_ONLY.map((s) => (s === 200 ? 201 : s)) as Row6,
    request: async (w) => ({
      url: `/api/shop-queries/${await freshShopRequest(w)}/approve`,
      payload: {
        multipart: {
          name: `Approved ${uniq()}`,
          category: 'Grocery',
          location: 'Pune',
          address: '1 FC Road, Pune 411004',
          phone: '9876543210',
          pan: 'ABCDE1234F',
          gstnumber: '27AAPFU0939F1ZV',
        },
      } satisfies MultipartSpec,
    }),
    note: 'a fresh request: only the platform owner approves it (creates the owner and the shop)',
  },
  {
    method: 'POST',
    path: '/api/shop-queries/:id/decline',
    expect: SUPERADMIN_ONLY,
    request: async (w) => ({ url: `/api/shop-queries/${await freshShopRequest(w)}/decline`, payload: { reason: 'PAN does not match the name' } }),
    note: 'a fresh request, declined: the platform owner only',
  },
  {
    method: 'POST',
    path: '/api/contact-messages/:id/reply',
    expect: SUPERADMIN_ONLY,
    request: async (w) => ({ url: `/api/contact-messages/${await freshContactMessage(w)}/reply`, payload: { reply: 'Yes, we deliver to Ajmer.' } }),
    note: 'a fresh message: the platform owner only answers it',
  },
  {
    method: 'POST',
    path: '/api/contact-messages/:id/close',
    expect: SUPERADMIN_ONLY,
    request: async (w) => ({ url: `/api/contact-messages/${await freshContactMessage(w)}/close` }),
    note: 'a fresh message, closed: the platform owner only',
  },

  // ---------- cart ----------
  get('/api/cart/count', ALL_OK, undefined, 'anonymous → { count: 0 }'),
  get('/api/cart', SHOPPER_ONLY),
  {
    method: 'POST',
    path: '/api/cart/add',
    expect: SHOPPER_ONLY,
    request: (w) => ({ url: '/api/cart/add', payload: { itemId: w.productB.id, quantity: 1 } }),
  },
  {
    method: 'DELETE',
    path: '/api/cart/item/:id',
    expect: [401, 200, 404, 403, 403, 403],
    request: async (w) => {
      // The line is the shopper's: another shopper's delete finds nothing in their own cart (404).
      const productId = await w.freshProduct();
      const add = await w.t.app.inject({
        method: 'POST',
        url: '/api/cart/add',
        headers: { cookie: w.who.shopper.cookie },
        payload: { itemId: productId, quantity: 1 },
      });
      if (add.statusCode !== 200) throw new Error(add.body);
      return { url: `/api/cart/item/${productId}` };
    },
    note: "the shopper's own cart line; another shopper → 404 and the line stays",
  },
  { method: 'POST', path: '/api/cart/clear', expect: SHOPPER_ONLY, request: () => ({ url: '/api/cart/clear', payload: {} }) },
  {
    method: 'DELETE',
    path: '/api/cart/shop/:id',
    expect: [401, 200, 404, 403, 403, 403],
    request: async (w) => {
      // The shopper's lines of shop A: another shopper's call finds none of them in their own cart (404).
      const productId = await w.freshProduct();
      const add = await w.t.app.inject({
        method: 'POST',
        url: '/api/cart/add',
        headers: { cookie: w.who.shopper.cookie },
        payload: { itemId: productId, quantity: 1 },
      });
      if (add.statusCode !== 200) throw new Error(add.body);
      return { url: `/api/cart/shop/${w.shopA.id}` };
    },
    note: "the shopper's own lines of one shop; another shopper → 404 and the lines stay",
  },

  // ---------- saved addresses (decision 049) ----------
  get('/api/addresses', SHOPPER_ONLY),
  {
    method: 'POST',
    path: '/api/addresses',
    expect: [401, 201, 201, 403, 403, 403],
    request: () => ({ url: '/api/addresses', payload: SAVED_ADDRESS }),
  },
  {
    method: 'PUT',
    path: '/api/addresses/:id',
    expect: [401, 200, 404, 403, 403, 403],
    request: async (w) => ({ url: `/api/addresses/${await savedAddressOf(w)}`, payload: { ...SAVED_ADDRESS, line1: '14 MG Road' } }),
    note: "the shopper's own address; anyone else's → 404 and it stays",
  },
  {
    method: 'DELETE',
    path: '/api/addresses/:id',
    expect: [401, 200, 404, 403, 403, 403],
    request: async (w) => ({ url: `/api/addresses/${await savedAddressOf(w)}` }),
    note: "the shopper's own address; anyone else's → 404 and it stays",
  },

  // ---------- orders ----------
  {
    method: 'POST',
    path: '/api/orders',
    expect: [401, 201, 201, 403, 403, 403],
    request: async (w, role) => {
      const who = role === 'shopper' || role === 'otherShopper' ? w.who[role] : undefined;
      if (who) {
        const productId = await w.freshProduct();
        await w.t.app.inject({ method: 'POST', url: '/api/cart/add', headers: { cookie: who.cookie }, payload: { itemId: productId, quantity: 1 } });
      }
      return { url: '/api/orders', payload: { address: 'Matrix Buyer, 9876543210, 411001, 3 Park Street, near the post office', paymentMethod: 'COD' } };
    },
  },
  get('/api/orders/my-orders', SHOPPER_ONLY),
  get('/api/orders/mine', SHOPPER_ONLY),
  {
    method: 'GET',
    path: '/api/orders/:id',
    expect: [401, 200, 404, 200, 404, 403],
    request: async (w) => ({ url: `/api/orders/${await w.freshOrder()}` }),
    note: "the shopper's Pending order in shop A (its order page)",
  },
  {
    method: 'PATCH',
    path: '/api/orders/:id/cancel',
    expect: [401, 200, 404, 200, 404, 403],
    request: async (w) => ({ url: `/api/orders/${await w.freshOrder()}/cancel`, payload: {} }),
    note: "the shopper's Pending order in shop A",
  },
  {
    method: 'GET',
    path: '/api/orders/:id/invoice',
    expect: [401, 200, 404, 200, 404, 200],
    request: async (w) => ({ url: `/api/orders/${await w.invoicedOrder()}/invoice` }),
    note: "a PDF of the shopper's Confirmed order in shop A; anyone else → 404 (the order's existence is private)",
  },
  {
    method: 'GET',
    path: '/api/orders/:id/credit-note',
    expect: [401, 200, 404, 200, 404, 200],
    request: async (w) => ({ url: `/api/orders/${await w.creditedOrder()}/credit-note` }),
    note: "a PDF of the credit note of the shopper's reversed order in shop A",
  },
  {
    method: 'GET',
    path: '/api/credit-notes/:id',
    expect: [401, 200, 404, 200, 404, 200],
    request: async (w) => ({ url: `/api/credit-notes/${await w.creditNote()}` }),
    note: "the same credit note by its id (any of an order's `creditNotes`); anyone else → 404",
  },
  {
    method: 'POST',
    path: '/api/orders/:id/cod-confirmation',
    expect: [401, 200, 404, 403, 403, 403],
    request: async (w) => ({ url: `/api/orders/${await w.awaitingOrder()}/cod-confirmation`, payload: { code: AWAITING_CODE } }),
    note: "the shopper's order in shop A awaiting its COD code, with the right code",
  },
  {
    method: 'POST',
    path: '/api/orders/:id/cod-confirmation/resend',
    expect: [401, 200, 404, 403, 403, 403],
    request: async (w) => ({ url: `/api/orders/${await w.awaitingOrder()}/cod-confirmation/resend`, payload: {} }),
    note: "the shopper's order in shop A awaiting its COD code; the last code went 2 minutes ago",
  },
  {
    method: 'POST',
    path: '/api/orders/:id/reorder',
    expect: [401, 200, 404, 403, 403, 403],
    request: (w) => ({ url: `/api/orders/${w.pendingOrderA}/reorder`, payload: {} }),
    note: "the shopper's order in shop A: its products go back into the caller's cart",
  },
  get('/api/admin/orders', ADMIN_ONLY, undefined, "each owner sees only its own shop's orders"),
  get('/api/admin/orders/page', ADMIN_ONLY),
  {
    method: 'PATCH',
    path: '/api/admin/orders/:id/status',
    expect: [401, 403, 403, 200, 404, 403],
    request: async (w) => ({ url: `/api/admin/orders/${await w.freshOrder()}/status`, payload: { status: 'Confirmed' } }),
    note: "the shopper's Pending order in shop A",
  },

  // ---------- reviews ----------
  get('/api/shops/:shopId/reviews', ALL_OK, (w) => `/api/shops/${w.shopA.id}/reviews`),
  get('/api/products/:id/reviews', ALL_OK, (w) => `/api/products/${w.productA.id}/reviews`),
  get(
    '/api/reviews/mine',
    [401, 200, 404, 403, 403, 403],
    (w) => `/api/reviews/mine?orderId=${w.pendingOrderA}`,
    "the shopper's own reviews of their order in shop A; another shopper's order → 404",
  ),
  {
    method: 'POST',
    path: '/api/reviews',
    expect: [401, 201, 403, 403, 403, 403],
    request: async (w) => ({ url: '/api/reviews', payload: { ...(await deliveredOrder(w)), stars: 4, text: 'Matrix review' } }),
    note: 'a product of a fresh Delivered order of the shopper in shop A: only that shopper may rate it (reviews.test.ts has the rules)',
  },
  {
    method: 'PATCH',
    path: '/api/reviews/:id',
    expect: [401, 200, 403, 403, 403, 403],
    request: async (w) => ({ url: `/api/reviews/${await freshReview(w)}`, payload: { stars: 5 } }),
    note: "the shopper's own review: only its author changes it",
  },
  {
    method: 'POST',
    path: '/api/reviews/:id/reply',
    expect: [401, 403, 403, 201, 403, 403],
    request: async (w) => ({ url: `/api/reviews/${await freshReview(w)}/reply`, payload: { reply: 'Thank you' } }),
    note: "a review of shop A: only shop A's owner replies",
  },
  get('/api/admin/reviews', ADMIN_ONLY, undefined, "the reviews of the owner's own shop and its products, to reply to"),
  get('/api/superadmin/reviews', SUPERADMIN_ONLY, undefined, 'the newest reviews of every shop, hidden ones too'),
  {
    method: 'PATCH',
    path: '/api/superadmin/reviews/:id',
    expect: SUPERADMIN_ONLY,
    request: async (w) => ({ url: `/api/superadmin/reviews/${await freshReview(w)}`, payload: { hidden: true } }),
  },

  // ---------- reports ----------
  get('/api/admin/reports/gst', ADMIN_ONLY, () => '/api/admin/reports/gst?month=2026-11', "CSV of the owner's own shop's register"),
  get('/api/admin/reports/gst/register', ADMIN_ONLY, () => '/api/admin/reports/gst/register?month=2026-11', "the owner's own shop's register"),
  get('/api/superadmin/reports/tcs', SUPERADMIN_ONLY, () => '/api/superadmin/reports/tcs?month=2026-11', 'the platform’s TCS report (GSTR-8)'),
  get('/api/superadmin/reports/tds', SUPERADMIN_ONLY, () => '/api/superadmin/reports/tds?month=2026-11', 'the platform’s TDS report (s.194-O)'),

  // ---------- ledger (issue 12 #4) ----------
  get('/api/admin/ledger', ADMIN_ONLY, () => '/api/admin/ledger', "the owner's own shop's account with the platform (no shop id: its own only)"),
  get(
    '/api/superadmin/ledger',
    SUPERADMIN_ONLY,
    (w) => `/api/superadmin/ledger?shopId=${w.shopA.id}`,
    "any shop's ledger, every shop's balance: the platform owner only",
  ),
  {
    method: 'POST',
    path: '/api/superadmin/shops/:shopId/payments',
    expect: [401, 403, 403, 403, 403, 201],
    request: (w) => ({ url: `/api/superadmin/shops/${w.shopA.id}/payments`, payload: { amount: 10, method: 'UPI', reference: `M-${uniq()}` } }),
    note: "only the platform owner records a payment, not even the shop's own admin (ledger.test.ts has the rules)",
  },
  {
    method: 'POST',
    path: '/api/superadmin/ledger/:id/reverse',
    expect: [401, 403, 403, 403, 403, 201],
    request: async (w) => ({ url: `/api/superadmin/ledger/${await freshPayment(w)}/reverse`, payload: { reason: 'Recorded by mistake' } }),
    note: 'a fresh payment of shop A, reversed: the platform owner only',
  },

  // ---------- grievances (issue 26 #5) ----------
  {
    method: 'POST',
    path: '/api/grievances',
    expect: [201, 201, 201, 201, 201, 201],
    request: () => ({
      url: '/api/grievances',
      payload: { subject: 'A complaint', description: 'Something went wrong', name: 'Ravi', email: 'ravi@example.in', phone: '9876543210' },
    }),
    note: 'anyone (anonymous: with name and email, rate-limited); about an order: the caller’s own only',
  },
  get('/api/grievances', LOGGED_IN, undefined, 'the caller’s own complaints'),
  get('/api/grievance-officer', ALL_OK, undefined, 'the grievance officer and the clocks: public'),
  get(
    '/api/grievances/:id',
    [401, 200, 404, 200, 404, 200],
    (w) => `/api/grievances/${w.grievanceA}`,
    'the complainant, the shop it is about, the platform owner',
  ),
  {
    method: 'POST',
    path: '/api/grievances/:id/messages',
    expect: [401, 201, 404, 201, 404, 201],
    request: (w) => ({ url: `/api/grievances/${w.grievanceA}/messages`, payload: { text: 'A message on the ticket' } }),
    note: 'the complainant, the shop it is about, the platform owner; append-only',
  },
  get('/api/admin/grievances', ADMIN_ONLY, undefined, "the owner's own shop's complaints only"),
  get('/api/superadmin/grievances', SUPERADMIN_ONLY),
  get('/api/superadmin/grievance-settings', SUPERADMIN_ONLY),
  {
    method: 'PATCH',
    path: '/api/superadmin/grievance-settings',
    expect: SUPERADMIN_ONLY,
    request: () => ({ url: '/api/superadmin/grievance-settings', payload: { ackHours: 48 } }),
    note: 'the platform owner only (grievances.test.ts has the rules)',
  },

  // ---------- returns (issue 26 #1-#2) ----------
  get('/api/admin/shop/return-policy', ADMIN_ONLY, undefined, "the owner's own shop's policy"),
  {
    method: 'PUT',
    path: '/api/admin/shop/return-policy',
    expect: ADMIN_ONLY,
    request: () => ({ url: '/api/admin/shop/return-policy', payload: { kind: 'return', days: 7 } }),
    note: "the owner's own shop only (no shop id in the call)",
  },
  {
    method: 'POST',
    path: '/api/orders/:id/returns',
    expect: [401, 409, 404, 403, 403, 403],
    request: (w) => ({
      url: `/api/orders/${w.pendingOrderA}/returns`,
      payload: { lines: [{ itemId: w.pendingOrderA, quantity: 1 }], reason: 'damaged', resolution: 'refund' },
    }),
    note: "the order's shopper only; a Pending order → 409 until delivered (returns.test.ts has the rules)",
  },
  get('/api/orders/:id/returns', [401, 200, 404, 200, 404, 403], (w) => `/api/orders/${w.pendingOrderA}/returns`, "the order's shopper and its shop's owner"),
  get('/api/admin/returns', ADMIN_ONLY, undefined, "the owner's own shop's returns only"),
  get('/api/superadmin/returns', SUPERADMIN_ONLY, undefined, 'the returns escalated by the clock, or every overdue refund'),
  get('/api/superadmin/return-settings', SUPERADMIN_ONLY),
  {
    method: 'PUT',
    path: '/api/superadmin/return-settings',
    expect: SUPERADMIN_ONLY,
    request: () => ({ url: '/api/superadmin/return-settings', payload: { decideHours: 48, refundDays: 7 } }),
    note: 'the platform owner only (return-clocks.test.ts has the rules)',
  },
  {
    method: 'POST',
    path: '/api/returns/:id/refund-confirmation',
    expect: [401, 404, 404, 403, 403, 403],
    request: () => ({ url: '/api/returns/00000000-0000-7000-8000-000000000000/refund-confirmation', payload: { ok: true } }),
    note: "the return's shopper only; someone else's return → 404 (returns.test.ts)",
  },
  {
    method: 'PUT',
    path: '/api/returns/:id/refund-account',
    expect: [401, 404, 404, 403, 403, 403],
    request: () => ({ url: '/api/returns/00000000-0000-7000-8000-000000000000/refund-account', payload: { upiId: 'asha@okbank' } }),
    note: "the return's shopper only; someone else's return → 404 (refund-account.test.ts)",
  },
  get(
    '/api/admin/returns/:id/refund-account',
    [401, 403, 403, 404, 404, 403],
    () => '/api/admin/returns/00000000-0000-7000-8000-000000000000/refund-account',
    "the owner of the return's shop only, while it pays the refund; another shop's return → 404 (refund-account.test.ts)",
  ),
  get(
    '/api/superadmin/returns/:id/refund-account-views',
    [401, 403, 403, 403, 403, 404],
    () => '/api/superadmin/returns/00000000-0000-7000-8000-000000000000/refund-account-views',
    'the platform owner only; the log of who saw the whole number (refund-account.test.ts)',
  ),
  {
    method: 'POST',
    path: '/api/returns/:id/photos',
    expect: [401, 404, 404, 403, 403, 403],
    request: () => ({ url: '/api/returns/00000000-0000-7000-8000-000000000000/photos', payload: {} }),
    note: "the return's shopper only; someone else's return → 404 (return-photos.test.ts)",
  },
  get(
    '/api/returns/:id/photos/:photoId',
    [401, 404, 404, 404, 404, 404],
    () => '/api/returns/00000000-0000-7000-8000-000000000000/photos/00000000-0000-7000-8000-000000000001',
    "the return's shopper, its shop's owner and the platform owner; anyone else → 404 as for no photo (return-photos.test.ts)",
  ),
  {
    method: 'PATCH',
    path: '/api/admin/returns/:id',
    expect: [401, 403, 403, 404, 404, 403],
    request: () => ({ url: '/api/admin/returns/00000000-0000-7000-8000-000000000000', payload: { status: 'Accepted' } }),
    note: "the owner of the return's shop only; another shop's return → 404 (returns.test.ts)",
  },

  // ---------- a person's data (issue 26 #7) ----------
  get('/api/account/export', LOGGED_IN, undefined, 'the caller’s own data only'),
  get('/api/account/export/view', LOGGED_IN, undefined, 'the same, as a page (text/html)'),
  get('/api/privacy-notice', ALL_OK, undefined, 'the privacy notice in force: public'),
  get('/api/policies/shipping', ALL_OK, undefined, 'the delivery and COD terms in force: public'),
  {
    method: 'POST',
    path: '/api/account/erase',
    expect: [401, 400, 400, 409, 409, 409],
    request: () => ({ url: '/api/account/erase', payload: { password: 'not-the-password' } }),
    note: 'logged in; wrong password → 400; a shop or platform owner → 409 (a real erasure is in erasure.test.ts)',
  },
  get('/api/superadmin/erasure-requests', SUPERADMIN_ONLY),
  {
    method: 'POST',
    path: '/api/superadmin/erasure-requests/:id/complete',
    expect: [401, 403, 403, 403, 403, 404],
    request: () => ({ url: '/api/superadmin/erasure-requests/0190a4b2-0000-7000-8000-000000000000/complete', payload: {} }),
    note: 'the platform owner only; an unknown request → 404 (erasure.test.ts completes one)',
  },
  {
    method: 'POST',
    path: '/api/superadmin/ondc-buyer-erasure',
    expect: [401, 403, 403, 403, 403, 404],
    request: () => ({ url: '/api/superadmin/ondc-buyer-erasure', payload: { email: 'nobody.ondc@example.in' } }),
    note: 'the platform owner only; no ONDC order names this buyer → 404 (erasure-ondc.test.ts erases one)',
  },

  // ---------- platform details and payments to Bazaar (issue 22 #7, #8) ----------
  get('/api/platform/profile', ALL_OK, undefined, 'the support contacts and social pages: public'),
  get('/api/superadmin/platform-profile', SUPERADMIN_ONLY, undefined, 'every detail including the payee: the platform owner only'),
  {
    method: 'PATCH',
    path: '/api/superadmin/platform-profile',
    expect: SUPERADMIN_ONLY,
    request: () => ({ url: '/api/superadmin/platform-profile', payload: { supportEmail: 'help@bazaar.example' } }),
    note: 'the platform owner only (platform.test.ts has the rules)',
  },
  get('/api/admin/payee', ADMIN_ONLY, undefined, "how to pay, and the owner's own amount due"),
  get('/api/admin/payment-claims', ADMIN_ONLY, undefined, "the owner's own shop's reports only"),
  {
    method: 'POST',
    path: '/api/admin/payment-claims',
    expect: [401, 403, 403, 201, 201, 403],
    request: () => ({ url: '/api/admin/payment-claims', payload: { amount: 10, method: 'UPI', reference: `UTR-${uniq()}`, paidOn: '2026-01-05' } }),
    note: 'an owner reports a payment of their own shop (no shop id in the call)',
  },
  get('/api/superadmin/payment-claims', SUPERADMIN_ONLY, undefined, 'every shop’s reports: the platform owner only'),
  {
    method: 'POST',
    path: '/api/superadmin/payment-claims/:id/confirm',
    expect: SUPERADMIN_ONLY,
    request: async (w) => ({ url: `/api/superadmin/payment-claims/${await freshClaim(w)}/confirm` }),
    note: "a fresh report of shop A: only the platform owner confirms it, not the shop's own admin",
  },
  {
    method: 'POST',
    path: '/api/superadmin/payment-claims/:id/reject',
    expect: SUPERADMIN_ONLY,
    request: async (w) => ({ url: `/api/superadmin/payment-claims/${await freshClaim(w)}/reject`, payload: { reason: 'No such payment arrived' } }),
    note: 'a fresh report of shop A, rejected: the platform owner only',
  },
];

/** A payment of Rs 1 recorded for shop A by the platform owner; its ledger entry's id. */
async function freshPayment(w: World): Promise<string> {
  const res = await w.t.app.inject({
    method: 'POST',
    url: `/api/superadmin/shops/${w.shopA.id}/payments`,
    headers: { cookie: w.who.superadmin.cookie },
    payload: { amount: 1, method: 'Cash' },
  });
  if (res.statusCode !== 201) throw new Error(`payment failed: ${res.body}`);
  return res.json().entry._id as string;
}

/** A new shop registration request (a fresh email each time); its id. */
async function freshShopRequest(w: World): Promise<string> {
  const email = `vendor-${uniq()}@example.in`;
  const res = await w.t.app.inject({
    method: 'POST',
    url: '/shop/ragister/shopform',
    payload: { name: 'Matrix Vendor', email, phone: '9876543210', pan: 'ABCDE1234F', address: '4 Main Road', categoryofshop: 'Grocery' },
  });
  if (res.statusCode !== 201) throw new Error(`shop request failed: ${res.body}`);
  const list = await w.t.app.inject({ url: '/api/shop-queries?limit=100&status=new', headers: { cookie: w.who.superadmin.cookie } });
  return (list.json().items as Array<{ _id: string; email: string }>).find((r) => r.email === email)!._id;
}

/** A new contact message; its id. */
async function freshContactMessage(w: World): Promise<string> {
  const email = `writer-${uniq()}@example.in`;
  const res = await w.t.app.inject({ method: 'POST', url: '/api/contact-form', payload: { name: 'Ravi', email, phone: '9876543210', yourmessage: 'Hello' } });
  if (res.statusCode !== 201) throw new Error(`contact message failed: ${res.body}`);
  const list = await w.t.app.inject({ url: '/api/contact-messages?limit=100', headers: { cookie: w.who.superadmin.cookie } });
  return (list.json().items as Array<{ _id: string; email: string }>).find((m) => m.email === email)!._id;
}

/** A payment report of Rs 1 by shop A's owner; its id. */
async function freshClaim(w: World): Promise<string> {
  const res = await w.t.app.inject({
    method: 'POST',
    url: '/api/admin/payment-claims',
    headers: { cookie: w.who.owner.cookie },
    payload: { amount: 1, method: 'UPI', reference: `UTR-${uniq()}`, paidOn: '2026-01-05' },
  });
  if (res.statusCode !== 201) throw new Error(`payment report failed: ${res.body}`);
  return res.json().claim._id as string;
}

/**
 * A new order of the shopper in shop A (of a new product), confirmed and delivered by its owner, with that
 * product's id: a product review of it is always the shopper's first (a shop review would be once only).
 */
async function deliveredOrder(w: World): Promise<{ orderId: string; productId: string }> {
  const orderId = await w.freshOrder();
  for (const status of ['Confirmed', 'Delivered']) {
    const res = await w.t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}/status`,
      headers: { cookie: w.who.owner.cookie },
      payload: { status },
    });
    if (res.statusCode !== 200) throw new Error(`${status} failed: ${res.body}`);
  }
  const order = await w.t.app.inject({ url: `/api/orders/${orderId}`, headers: { cookie: w.who.shopper.cookie } });
  return { orderId, productId: order.json().items[0].productId as string };
}

/** A new review by the shopper of a product of shop A (from a fresh delivered order). */
async function freshReview(w: World): Promise<string> {
  const res = await w.t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    headers: { cookie: w.who.shopper.cookie },
    payload: { ...(await deliveredOrder(w)), stars: 3 },
  });
  if (res.statusCode !== 201) throw new Error(`review failed: ${res.body}`);
  return res.json().review._id as string;
}

/**
 * Registered routes that are not API calls and so have no row: served files, public by design. Every other
 * route must have a row above (security/access-matrix.test.ts fails otherwise).
 */
export const NOT_IN_MATRIX: Record<string, string> = {
  'GET /uploads/*': 'uploaded images: public files (security/uploads.test.ts)',
  'GET /metrics': 'Prometheus metrics for the operator: 404 unless METRICS_TOKEN is set, then only with that bearer token (plugins/metrics.test.ts)',
};

/**
 * Routes whose success is a stream that stays open (Server-Sent Events): inject() would wait for it for ever,
 * so their cells are run over a real socket by the named test file. They are documented in docs/api.md as usual.
 */
export const STREAMED: Record<string, string> = {
  'GET /api/admin/events': 'the shop owner’s live order events; every role is tried in modules/live/live.test.ts',
};

/** The matrix as a Markdown table (docs/security.md carries its output). */
export function renderMatrix(): string {
  const head = `| Endpoint | ${ROLES.join(' | ')} | Note |\n|---|${ROLES.map(() => '---').join('|')}|---|`;
  const rows = MATRIX.map((r) => `| ${r.method} ${r.path} | ${r.expect.join(' | ')} | ${r.note ?? ''} |`);
  return [head, ...rows].join('\n');
}
