/**
 * How many statements (each one round trip to the database) every uncached call a shopper or an owner waits on
 * runs (issue 30 #1, decision 095): a change that adds one fails here and says which call. Counted by the app's
 * own counter (`x-db-queries`, db/query-count.ts: `begin` and `commit` count too). The session cache is off, so
 * every signed-in call pays its one session lookup. The counts are pinned, not timed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../support/harness.js';
import { api, product, shopWithAdmin, type Account } from '../support/cart-orders.js';

/** A transaction's `begin` and `commit`: statements on PostgreSQL; PGlite's driver runs them without the logger. */
const TX = ENGINE === 'postgres' ? 2 : 0;
/** PostgreSQL only: the after-commit NOTIFY that other instances' catalog caches listen to. */
const NOTIFY = ENGINE === 'postgres' ? 1 : 0;

describe(`statements per uncached call (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let shopper: Account;
  let owner: Account;
  let superadmin: Account;
  let productId: string;
  const month = new Date().toISOString().slice(0, 7);

  beforeAll(async () => {
    t = await createTestApp({ countQueries: true, session: { cache: { ttlMs: 0 } } });
    a = api(t);
    shopper = await t.account('user');
    superadmin = await t.account('superadmin');
    const s = await shopWithAdmin(t);
    owner = s.admin;
    productId = (await product(t, s.shop.id, { name: 'Basmati Rice', price: 250, quantity: 100 })).id;
  });
  afterAll(() => t.close());

  const counted = async (res: Awaited<ReturnType<ReturnType<typeof api>['call']>>, status = 200) => {
    expect(res.statusCode, res.body).toBe(status);
    return Number(res.headers['x-db-queries']);
  };

  it('one product: product, then its shop, variants, rating and return policy together; then none from the catalog cache', async () => {
    expect(await counted(await a.call('GET', `/api/products/${productId}`))).toBe(5);
    expect(await counted(await a.call('GET', `/api/products/${productId}`))).toBe(0);
  });

  it('search: the page with its count and facets, then shops; the typeahead (hits, shops by their words) (issue 25)', async () => {
    // On PostgreSQL the search guard's transaction adds begin, `set local statement_timeout` and commit.
    const guard = ENGINE === 'postgres' ? 3 : 0;
    expect(await counted(await a.call('GET', '/api/search?q=rice'))).toBe(2 + guard);
    expect(await counted(await a.call('GET', '/api/search?q=rice&limit=5&view=typeahead'))).toBe(2 + guard);
  });

  it("a product's reviews: the product and its shop, the page and its count", async () => {
    expect(await counted(await a.call('GET', `/api/products/${productId}/reviews`))).toBe(4);
  });

  it('add to cart: session; begin, product with stock, blocked?, upsert, stock with total, commit; the cart (1)', async () => {
    expect(await counted(await a.add(shopper, productId, 1))).toBe(6 + TX);
  });

  it('take one off the cart: session; begin, product with stock, the decrease (2: none at 0), commit; the cart (1)', async () => {
    await a.add(shopper, productId, 1);
    expect(await counted(await a.add(shopper, productId, -1))).toBe(5 + TX);
  });

  it("read the cart: session, then its lines with their shops' dues and the settings in one statement", async () => {
    expect(await counted(await a.cart(shopper))).toBe(2);
  });

  it('place order: one transaction, its answer read inside it, then the events dispatched', async () => {
    // 19: the mails' recipients' languages are read in the transaction that queues them (issue 28).
    expect(await counted(await a.order(shopper), 201)).toBe(19 + TX + NOTIFY);
  });

  it('my orders: session and one statement', async () => {
    expect(await counted(await a.call('GET', '/api/orders/mine?page=1', shopper))).toBe(2);
  });

  it("the owner's orders: session, shop, summary, page, the shoppers' records", async () => {
    expect(await counted(await a.call('GET', '/api/admin/orders/page?page=1', owner))).toBe(5);
  });

  it("the GST register of a month: session, shop, the month's rates before the first byte", async () => {
    // Streamed (decision 115): the header is written before the documents are read, one statement per 250 of them.
    expect(await counted(await a.call('GET', `/api/admin/reports/gst/register?month=${month}`, owner))).toBe(3);
  });

  it("a page of the GST register: session, shop, the month's sums, the page's documents", async () => {
    expect(await counted(await a.call('GET', `/api/admin/reports/gst/register?month=${month}&page=1&limit=50`, owner))).toBe(4);
  });

  it('the TCS report of a month: session, documents, shops, settings', async () => {
    expect(await counted(await a.call('GET', `/api/superadmin/reports/tcs?month=${month}`, superadmin))).toBe(4);
  });
});
