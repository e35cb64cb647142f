/** Helpers for the cart and orders tests (not a test file itself). */
import { eq } from 'drizzle-orm';
import type { Role } from '@bazaar/shared';
import { products } from '../../src/db/schema.js';
import type { TestApp } from './harness.js';
import { insertProduct, insertShop } from './fixtures.js';

export type Account = Awaited<ReturnType<TestApp['account']>>;

export function api(t: TestApp) {
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    who?: { cookie: string } | null,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...(who ? { cookie: who.cookie } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    call,
    add: (who: Account, itemId: string, quantity = 1, extra: Record<string, unknown> = {}) =>
      call('POST', '/api/cart/add', who, { itemId, quantity, ...extra }),
    cart: (who: Account) => call('GET', '/api/cart', who),
    order: (who: Account, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
      call('POST', '/api/orders', who, { address: 'Asha Rao, 9876543210, 411001, 12 MG Road, near the temple', paymentMethod: 'COD', ...body }, headers),
    cancel: (who: Account, id: string) => call('PATCH', `/api/orders/${id}/cancel`, who),
    setStatus: (who: Account, id: string, status: string) => call('PATCH', `/api/admin/orders/${id}/status`, who, { status }),
  };
}

/** A shop admin with a shop. */
export async function shopWithAdmin(t: TestApp) {
  const admin = await t.account('admin');
  const shop = await insertShop(t.database.db, admin.id);
  return { admin, shop };
}

export async function product(t: TestApp, shopId: string, over: Parameters<typeof insertProduct>[2] = {}) {
  return insertProduct(t.database.db, shopId, over);
}

export async function stockOf(t: TestApp, productId: string): Promise<number | undefined> {
  const rows = await t.database.db.select({ q: products.quantity }).from(products).where(eq(products.id, productId));
  return rows[0]?.q;
}

export async function accounts(t: TestApp, role: Role, n: number): Promise<Account[]> {
  const out: Account[] = [];
  for (let i = 0; i < n; i++) out.push(await t.account(role));
  return out;
}
