/**
 * The access-control matrix: every endpoint × every point of view → the status it must answer.
 * access-matrix.test.ts runs each cell; docs/security.md shows the same table (render with renderMatrix()).
 *
 * Points of view: anonymous; the shopper who owns the records; another shopper; the owner (admin) of shop A
 * where the records live; the owner of shop B; the platform owner (superadmin).
 * "Someone else's" record answers 404 (its existence is private) or 403, never 200.
 */
import type { MatrixRole, World } from './world.js';
import { bareAdmin, ROLES } from './world.js';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
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
  note?: string;
}

let seq = 0;
const uniq = () => `${Date.now().toString(36)}${(++seq).toString(36)}`;

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
  // ---------- health ----------
  get('/healthz', ALL_OK),
  get('/readyz', ALL_OK),

  // ---------- auth ----------
  get('/api/auth/me', LOGGED_IN),
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
  get('/api/superadmin/shops/:shopId/analytics', SUPERADMIN_ONLY, (w) => `/api/superadmin/shops/${w.shopA.id}/analytics`),
  get('/admin/details', ADMIN_ONLY),
  get('/api/admin/details', ADMIN_ONLY),

  // ---------- products ----------
  get('/api/products/shop/:shopId', ALL_OK, (w) => `/api/products/shop/${w.shopA.id}`),
  get('/api/shops/:shopId/products', ALL_OK, (w) => `/api/shops/${w.shopA.id}/products`),
  get('/api/products/:id', ALL_OK, (w) => `/api/products/${w.productA.id}`),
  get('/api/admin/products', ADMIN_ONLY, undefined, "each owner sees only its own shop's products"),
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
    method: 'PATCH',
    path: '/api/orders/:id/cancel',
    expect: [401, 200, 404, 200, 404, 403],
    request: async (w) => ({ url: `/api/orders/${await w.freshOrder()}/cancel`, payload: {} }),
    note: "the shopper's Pending order in shop A",
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
];

/** The matrix as a Markdown table (docs/security.md carries its output). */
export function renderMatrix(): string {
  const head = `| Endpoint | ${ROLES.join(' | ')} | Note |\n|---|${ROLES.map(() => '---').join('|')}|---|`;
  const rows = MATRIX.map((r) => `| ${r.method} ${r.path} | ${r.expect.join(' | ')} | ${r.note ?? ''} |`);
  return [head, ...rows].join('\n');
}
