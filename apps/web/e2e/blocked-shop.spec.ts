import type { Page } from '@playwright/test';
import type { ShopLedgerDto } from '@bazaar/shared';
import { expect, test, toastWith } from './fixtures';
import { ok } from './helpers/api';
import { startServer, type RunningServer } from './helpers/server';

/**
 * Issue 12 #4 (decision 024): a shop with dues unpaid past the grace period, above the threshold, stops taking
 * orders until it pays. Blocking needs dues weeks old, which the shared journeys' server (a real clock, empty)
 * cannot have; the demo data has exactly that shop (Silicon Digital Electronics, deliveries 17–26 days ago, never
 * paid), so this journey runs its own server with the demo data, as `npm start` loads it. The passwords are the
 * demo's published ones (README).
 */
const SHOP = 'Silicon Digital Electronics';
const PLATFORM_OWNER = { email: 'owner@bazaar.demo', password: 'bazaar-owner-2026' };
const SHOP_OWNER = { email: 'karthik@bazaar.demo', password: 'bazaar-admin-2026' };
const SHOPPER = { email: 'priya@bazaar.demo', password: 'bazaar-shopper-2026' };

let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // No SUPERADMIN_EMAIL: the demo's own platform owner is created.
  server = await startServer({ DEMO_DATA: 'true', RATE_LIMIT_SCALE: '50', SUPERADMIN_EMAIL: undefined, SUPERADMIN_PASSWORD: undefined }, 200_000);
});
test.afterAll(async () => {
  await server?.stop();
});

async function logIn(page: Page, who: { email: string; password: string }, path: string) {
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  await ok(await page.request.post(`${server.url}/api/auth/login`, { data: who }), `login ${who.email}`);
  await page.goto(`${server.url}${path}`);
  await page.waitForURL((url) => url.pathname === path);
}

test('a shop blocked for overdue fees: shoppers cannot order, the owner is told why, a payment unblocks it', async ({ page, guard, shot }) => {
  test.setTimeout(120_000);
  // Adding to the blocked shop's cart is refused with a 409: that refusal is what this journey checks.
  guard.allow(/409 POST .*\/api\/cart\/add/);
  await page.setViewportSize({ width: 375, height: 800 });

  // The shopper: the shop page says it is not taking orders, and adding an item says why.
  await logIn(page, SHOPPER, '/');
  await page.getByLabel('Search shops').fill('Silicon');
  await page.getByRole('link', { name: `View Shop: ${SHOP}` }).click();
  await expect(page.getByRole('heading', { name: SHOP, level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `${SHOP} is not taking new orders right now` })).toBeVisible();
  await shot('blocked-shop-shopper-375');
  const shopUrl = new URL(page.url()).pathname;
  await page
    .getByRole('button', { name: /^Add to Cart: / })
    .first()
    .click();
  await expect(toastWith(page, `${SHOP} is not taking new orders right now: it has overdue fees to settle with Bazaar.`)).toBeVisible();

  // The shop's owner: the dashboard and Payments to Bazaar say the shop is blocked, how much and what to pay.
  await page.setViewportSize({ width: 1366, height: 900 });
  await logIn(page, SHOP_OWNER, '/admin');
  await expect(page.getByRole('alert').filter({ hasText: 'Your shop is not taking new orders' })).toBeVisible();
  await page.getByRole('link', { name: 'See Payments to Bazaar' }).click();
  await expect(page.getByRole('heading', { name: 'Payments to Bazaar', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Your shop is not taking new orders' })).toContainText('Pay at least');
  await expect(page.getByText('Overdue', { exact: true }).first()).toBeVisible();
  await shot('blocked-shop-owner-1366');

  // The platform owner: the shop is marked Blocked; recording a payment of what is overdue unblocks it.
  await logIn(page, PLATFORM_OWNER, '/superadmin/ledger');
  await expect(page.getByRole('row').filter({ hasText: SHOP })).toContainText('Blocked');
  await page.getByRole('button', { name: `Open ${SHOP}` }).click();
  await expect(page.getByRole('heading', { name: `${SHOP}: account`, level: 1 })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: `${SHOP} is not taking new orders` })).toBeVisible();
  const shopId = shopUrl.split('/').pop()!;
  const ledger = await ok<ShopLedgerDto>(await page.request.get(`${server.url}/api/superadmin/ledger?shopId=${shopId}`), 'shop ledger');
  expect(ledger.blocked).toBe(true);
  const amount = ledger.overdue.toFixed(2);
  const form = page.getByRole('form', { name: 'Record a payment' });
  await form.getByLabel('Amount (₹)').fill(amount);
  await form.getByLabel('Method').selectOption('UPI');
  await form.getByLabel('Reference').fill('UTR-DEMO-UNBLOCK');
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(toastWith(page, `recorded for ${SHOP}`)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'is not taking new orders' })).toHaveCount(0);
  await page.goto(`${server.url}/superadmin/ledger`);
  await expect(page.getByRole('row').filter({ hasText: SHOP })).toContainText('Taking orders');

  // The shopper again: no notice, and the item goes into the cart.
  await page.setViewportSize({ width: 375, height: 800 });
  await logIn(page, SHOPPER, shopUrl);
  await expect(page.getByRole('heading', { name: SHOP, level: 1 })).toBeVisible();
  await expect(page.getByText('is not taking new orders right now')).toHaveCount(0);
  await page
    .getByRole('button', { name: /^Add to Cart: / })
    .first()
    .click();
  await expect(toastWith(page, 'added to your cart')).toBeVisible();
});
