import { request, type APIRequestContext } from '@playwright/test';
import { expect, superadmin, test } from './helpers/admin-fixtures';
import { createAdmin, createProduct, createShop, ok, uniq } from './helpers/api';
import { expectNothingCutOff, followNav } from './helpers/layout';
import { newSigningSeed, startOndcNetwork, type OndcNetwork } from './helpers/ondc-network';
import { startServer, type RunningServer } from './helpers/server';

/**
 * The platform owner's ONDC screen (issue 29 #3). Off (the worker's own server has no ONDC_* variables), it says so
 * and what turns it on. On (a second server started here with ONDC_* set, a stand-in registry and buyer app on
 * loopback), it lists the orders a buyer app confirmed and a callback the buyer app, down, has not taken, at 360 px
 * and at 1366 px, without the buyer's name, phone or address.
 */

const VARIABLES = ['ONDC_SUBSCRIBER_ID', 'ONDC_SUBSCRIBER_URL', 'ONDC_UNIQUE_KEY_ID', 'ONDC_SIGNING_PRIVATE_KEY', 'ONDC_REGISTRY_URL', 'ONDC_CITY'];

test('says ONDC is off and how to turn it on; reached from the nav (360 px)', async ({ page, logIn, shot }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await logIn(superadmin());
  await followNav(page, 'ONDC', 'Shops');
  await expect(page).toHaveURL(/\/superadmin\/ondc$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ONDC' })).toBeVisible();
  const state = page.getByTestId('ondc-state');
  await expect(state.getByRole('heading', { name: 'ONDC is off' })).toBeVisible();
  await expect(state).toContainText('Buyer apps on ONDC cannot see or order from Bazaar’s shops.');
  await expect(state).toContainText('npm run ondc:keys');
  await expect(state.getByRole('list', { name: 'Variables to set' }).getByRole('listitem')).toHaveText(VARIABLES);
  await expect(page.getByText('No ONDC orders yet')).toBeVisible();
  await expect(page.getByTestId('ondc-callbacks-none')).toHaveText('Every callback has reached its buyer app.');
  await expectNothingCutOff(page, 'the ONDC screen while ONDC is off');
  await shot('ondc-off-360');
});

test.describe('with ONDC on', () => {
  let net: OndcNetwork;
  let server: RunningServer;
  let sa: APIRequestContext;
  let shopName: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    net = await startOndcNetwork();
    server = await startServer({
      RATE_LIMIT_SCALE: '50',
      SUPERADMIN_EMAIL: superadmin().email,
      SUPERADMIN_PASSWORD: superadmin().password,
      ONDC_SUBSCRIBER_ID: 'bazaar.e2e.test',
      ONDC_SUBSCRIBER_URL: 'https://bazaar.e2e.test/ondc',
      ONDC_UNIQUE_KEY_ID: 'bazaar-e2e-key',
      ONDC_SIGNING_PRIVATE_KEY: newSigningSeed(),
      ONDC_REGISTRY_URL: net.registryUrl,
      ONDC_CITY: 'std:080',
    });
    sa = await request.newContext({ baseURL: server.url });
    await ok(await sa.post('/api/auth/login', { data: superadmin() }), 'login as the platform owner');
  });
  test.afterAll(async () => {
    await sa?.dispose();
    await server?.stop();
    await net?.close();
  });

  /** A signed request from the buyer app, answered ACK. */
  async function send(action: string, transactionId: string, message: unknown): Promise<void> {
    const body = JSON.stringify({
      context: {
        domain: 'ONDC:RET10',
        action,
        country: 'IND',
        city: 'std:080',
        core_version: '1.2.5',
        bap_id: net.buyer.subscriberId,
        bap_uri: net.buyer.uri,
        bpp_id: 'bazaar.e2e.test',
        bpp_uri: 'https://bazaar.e2e.test/ondc',
        transaction_id: transactionId,
        message_id: crypto.randomUUID(),
        timestamp: new Date().toISOString(),
        ttl: 'PT30S',
      },
      message,
    });
    const res = await sa.post(`/ondc/${action}`, { headers: { 'content-type': 'application/json', authorization: net.buyer.sign(body) }, data: body });
    expect(res.status(), await res.text()).toBe(200);
  }

  test('lists the buyer app’s orders and a callback it has not taken (360 px, then 1366 px)', async ({ page, shot }) => {
    test.setTimeout(120_000);
    // A Bengaluru grocery with rice, through the API as the platform owner and the shop owner do.
    const run = uniq();
    shopName = `Ananya Kirana ${run}`;
    const creds = { name: `Ananya ${run}`, email: `ananya-${run}@e2e.bazaar.test`, password: `ananya-pass-${run}` };
    const admin = await createAdmin(sa, creds);
    const shop = await createShop(sa, {
      name: shopName,
      category: 'Grocery',
      location: 'Bengaluru',
      address: '12 MG Road, Bengaluru 560001',
      admin: admin._id,
    });
    const owner = await request.newContext({ baseURL: server.url });
    await ok(await owner.post('/api/auth/login', { data: { email: creds.email, password: creds.password } }), 'login as the shop owner');
    const rice = await createProduct(owner, { name: `Sona Masoori Rice 5 kg ${run}`, price: 425.5, quantity: 20 });

    // The buyer app confirms two orders (Bazaar answers each with on_confirm).
    const address = {
      name: 'Asha Rao',
      building: '4 Rose Lane',
      locality: 'Koramangala',
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'IND',
      area_code: '560034',
    };
    const order = (id: string) => ({
      order: {
        id,
        state: 'Created',
        provider: { id: shop._id, locations: [{ id: `${shop._id}-L1` }] },
        items: [{ id: rice._id, location_id: `${shop._id}-L1`, quantity: { count: 1 } }],
        billing: { name: 'Asha Rao', phone: '9123456789', address },
        fulfillments: [{ id: '1', type: 'Delivery', end: { location: { gps: '12.9352,77.6245', address }, contact: { phone: '9123456789' } } }],
        payment: { type: 'ON-FULFILLMENT', collected_by: 'BPP' },
      },
    });
    const firstTxn = crypto.randomUUID();
    await send('confirm', firstTxn, order(`BAP-E2E-1-${run}`));
    await send('confirm', crypto.randomUUID(), order(`BAP-E2E-2-${run}`));
    await expect.poll(() => net.buyer.callbacks.filter((c) => c.action === 'on_confirm').length, { timeout: 20_000 }).toBe(2);

    // The buyer app goes down; the shop confirms the first order, and its on_status waits for a retry.
    const listed = await ok<{ items: Array<{ _id: string; buyerOrderId: string }> }>(await sa.get('/api/superadmin/ondc/orders'), 'list ONDC orders');
    const first = listed.items.find((o) => o.buyerOrderId === `BAP-E2E-1-${run}`)!;
    net.buyer.down = true;
    await ok(await owner.patch(`/api/admin/orders/${first._id}/status`, { data: { status: 'Confirmed' } }), 'confirm the first order');
    await expect.poll(() => net.buyer.refused, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    await owner.dispose();

    // The platform owner's screen, on a phone; the orders' list held back a moment to see it load.
    await page.setViewportSize({ width: 360, height: 780 });
    await ok(await page.request.post(`${server.url}/api/auth/login`, { data: superadmin() }), 'login in the browser');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/superadmin/ondc/orders*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.url}/superadmin/ondc`);
    await expect(page.getByRole('status').filter({ hasText: 'Loading ONDC orders...' })).toBeVisible();
    release();
    await expect(page.getByTestId('ondc-state')).toContainText('Bazaar is on ONDC as bazaar.e2e.test, for std:080.');
    await expect(page.getByTestId('ondc-state')).toContainText('Buyer apps call https://bazaar.e2e.test/ondc.');
    const orders = page.getByTestId('ondc-order');
    await expect(orders).toHaveCount(2);
    // Newest first: the second order, still Pending; then the first, Confirmed.
    await expect(orders.nth(0)).toContainText(`buyer-app.e2e.test · their order BAP-E2E-2-${run}`);
    await expect(orders.nth(0)).toContainText('Pending');
    await expect(orders.nth(1)).toContainText(`BAP-E2E-1-${run}`);
    await expect(orders.nth(1)).toContainText('Confirmed');
    await expect(orders.nth(1)).toContainText(shopName);
    await expect(orders.nth(1)).toContainText('₹485.50');
    await expect(orders.nth(1)).toContainText(`Transaction ${firstTxn}`);
    const callback = page.getByTestId('ondc-callback');
    await expect(callback).toHaveCount(1);
    await expect(callback).toContainText('on_status');
    await expect(callback).toContainText('Will try again');
    await expect(callback).toContainText('To buyer-app.e2e.test');
    await expect(callback).toContainText('Last error: on_status to the buyer app answered 503');
    await expect(callback).toContainText(`Transaction ${firstTxn}`);
    await expect(callback).toContainText(/next try/);
    await expect(callback).toContainText(/Message [0-9a-f-]{36}/);
    // Never the buyer's details.
    for (const personal of ['Asha', '9123456789', 'Rose Lane', '560034']) await expect(page.locator('main')).not.toContainText(personal);
    await expectNothingCutOff(page, 'the ONDC screen at 360 px');
    await shot('ondc-on-360');

    await page.setViewportSize({ width: 1366, height: 768 });
    await expect(orders.nth(0)).toBeVisible();
    await expectNothingCutOff(page, 'the ONDC screen at 1366 px');
    await shot('ondc-on-1366');
    net.buyer.down = false;
  });
});
