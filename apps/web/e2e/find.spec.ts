import type { Page } from '@playwright/test';
import { expect, test, toastWith } from './fixtures';
import { ensureSeed } from './helpers/seed';
import { ok, registerShopper, uniq } from './helpers/api';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { expectFitsPhoneAndLaptop, expectNothingCutOff, LAPTOP, PHONE } from './helpers/layout';

/** Issue 10 #18: product search from home, the product page with zoom, two columns on phones, order filters. */

const ADDRESS = 'Meera Nair, 9845012345, 560001, 3 MG Road, near the metro, Bengaluru';

test.beforeAll(async () => {
  await ensureSeed();
});

async function newShopper(page: Page) {
  const id = uniq();
  const email = `find-${id}@e2e.bazaar.test`;
  const password = `find-pass-${id}`;
  await registerShopper({ name: `Meera ${id}`, email, phone: '9845012345', password });
  await ok(await page.request.post('/api/auth/login', { data: { email, password } }), 'login');
}

async function placeOrder(page: Page, itemId: string, quantity = 1): Promise<{ _id: string; orderNumber: string }> {
  await ok(await page.request.post('/api/cart/add', { data: { itemId, quantity } }), 'add to cart');
  const placed = await ok<{ orders: Array<{ _id: string; orderNumber: string }> }>(
    await page.request.post('/api/orders', { data: { address: ADDRESS } }),
    'order',
  );
  return placed.orders[0]!;
}

test(`home product search → product page with zoom → Add to Cart → the shop, at 360 px, its screens at 1366 px too`, async ({ page, shot }) => {
  const seed = await ensureSeed();
  await newShopper(page);
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await page.getByLabel('Search shops').fill('basmati');
  const results = page.getByTestId('product-results');
  // Seeds repeat names when a worker restarts: the hit is picked by its product id.
  const hit = results.locator(`a[href="/product/${seed.products['Basmati Rice 5 kg']!._id}"]`);
  await expect(hit).toContainText('Basmati Rice 5 kg');
  await expect(hit).toContainText(seed.main.name);
  await expectFitsPhoneAndLaptop(page, 'home product results', shot, 'find-home-products');

  await hit.click();
  await expect(page).toHaveURL(new RegExp(`/product/${seed.products['Basmati Rice 5 kg']!._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Basmati Rice 5 kg' })).toBeVisible();
  await expect(page.getByTestId('product-shop-link')).toHaveText(seed.main.name);
  await expectFitsPhoneAndLaptop(page, 'the product page', shot, 'find-product-page');

  // Zoom: a click opens the large picture, Escape closes it; the keyboard opens it too.
  const image = page.getByRole('button', { name: 'Enlarge the picture of Basmati Rice 5 kg' });
  await image.click();
  const zoom = page.getByRole('dialog', { name: 'Basmati Rice 5 kg' });
  await expect(zoom.getByTestId('zoomed-image')).toBeVisible();
  await shot(`find-product-zoom-360`, { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(zoom).toBeHidden();
  await image.focus();
  await page.keyboard.press('Enter');
  await expect(zoom).toBeVisible();
  await zoom.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toastWith(page, 'Basmati Rice 5 kg added to your cart')).toBeVisible();
  await page.getByTestId('product-shop-link').click();
  await expect(page).toHaveURL(new RegExp(`/shop/${seed.main._id}`));
});

test(`my orders and the owner's All Orders search and filter at 360 px, each screen at 1366 px too`, async ({ page, browser, baseURL, shot }) => {
  const seed = await ensureSeed();
  await newShopper(page);
  const dal = await placeOrder(page, seed.products['Moong Dal 1 kg']!._id);
  const jaggery = await placeOrder(page, seed.products['Jaggery 1 kg']!._id);
  await ok(await page.request.patch(`/api/orders/${jaggery._id}/cancel`, { data: {} }), 'cancel');
  await page.setViewportSize(PHONE);
  await page.goto('/my-orders');
  await expect(page.getByTestId('order-card')).toHaveCount(2);
  await page.getByRole('searchbox', { name: 'Search your orders' }).fill('moong');
  await page.getByRole('searchbox', { name: 'Search your orders' }).press('Enter');
  await expect(page).toHaveURL(/search=moong/);
  await expect(page.getByTestId('order-card')).toHaveCount(1);
  await expect(page.getByTestId('order-card')).toContainText('Moong Dal 1 kg');
  await expectFitsPhoneAndLaptop(page, 'My Orders with filters', shot, 'find-my-orders-filtered');
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByLabel('Status', { exact: true }).selectOption('Cancelled');
  await expect(page.getByTestId('order-card')).toHaveCount(1);
  await expect(page.getByTestId('order-card')).toContainText('Jaggery 1 kg');
  // Dates are typed day first (dd/mm/yyyy), applied on Enter or leaving the field, kept as ISO days in the URL.
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const from = page.getByLabel('From', { exact: true });
  const to = page.getByLabel('To', { exact: true });
  await from.fill('01/01/2020');
  await from.press('Enter');
  await to.fill('31/01/2020');
  await to.press('Tab');
  await expect(page).toHaveURL(/to=2020-01-31/);
  expect(new URL(page.url()).searchParams.get('from')).toBe('2020-01-01');
  await expect(page.getByText('No orders match these filters')).toBeVisible();
  await to.fill(today.split('-').reverse().join('/'));
  await to.press('Enter');
  await expect(page.getByTestId('order-card')).toHaveCount(1);
  // The same filters read the same on a laptop.
  await page.setViewportSize(LAPTOP);
  await expect(page.getByTestId('order-card')).toHaveCount(1);
  await expect(page.getByTestId('order-card')).toContainText('Jaggery 1 kg');
  await expect(from).toHaveValue('01/01/2020');
  await page.setViewportSize(PHONE);

  const ownerCtx = await browser.newContext({ baseURL, locale: 'en-IN', timezoneId: 'Asia/Kolkata', viewport: PHONE, bypassCSP: false });
  try {
    const owner = await ownerCtx.newPage();
    await ok(await owner.request.post('/api/auth/login', { data: seed.mainAdmin }), 'owner login');
    await owner.goto('/admin/all-orders');
    await owner.getByRole('searchbox', { name: 'Search orders' }).fill(`#${dal.orderNumber}`);
    await owner.getByRole('searchbox', { name: 'Search orders' }).press('Enter');
    // Cards on a phone, a table on a laptop: the one order found is shown once in each.
    for (const size of [PHONE, LAPTOP]) {
      await owner.setViewportSize(size);
      await expect(owner.getByText('1 order', { exact: true })).toBeVisible();
      await expect(owner.getByText('Moong Dal 1 kg').filter({ visible: true })).toHaveCount(1);
      await expectNothingCutOff(owner, 'All Orders with a search');
      await owner.screenshot({ path: test.info().outputPath(`find-all-orders-search-${size.width}.png`), fullPage: true });
    }
  } finally {
    await ownerCtx.close();
  }
});

test.describe('day-first dates', () => {
  test('My Orders date filters read and check dd/mm/yyyy, not the browser’s mm/dd/yyyy', async ({ page, shot }) => {
    await newShopper(page);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/my-orders?from=2026-11-05');
    const from = page.getByLabel('From', { exact: true });
    const to = page.getByLabel('To', { exact: true });
    // A day from the URL shows day first; both fields say how to write a date.
    await expect(from).toHaveValue('05/11/2026');
    await expect(from).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await expect(from).toHaveAccessibleDescription(/dd\/mm\/yyyy/);
    await expect(to).toHaveValue('');

    // 31 November does not exist; 11/25/2026 is month first: both refused with a message, nothing applied.
    await to.fill('31/11/2026');
    await to.press('Enter');
    await expect(to).toHaveAccessibleDescription(/Enter the date as dd\/mm\/yyyy, for example 05\/11\/2026/);
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await to.fill('11/25/2026');
    await to.press('Tab');
    await expect(page.getByText('Enter the date as dd/mm/yyyy, for example 05/11/2026')).toBeVisible();
    expect(new URL(page.url()).searchParams.get('to')).toBeNull();
    await expectNoSeriousA11yViolations(page, 'My Orders with a date error');
    await shot('find-date-filter-error-360');

    // "To" before "From" is refused with the day it must not precede.
    await to.fill('4/11/2026');
    await to.press('Enter');
    await expect(page.getByText('Choose 05/11/2026 or later')).toBeVisible();

    // A real day applies: the URL carries the ISO day, the field shows it day first.
    await to.fill('6-12-2026');
    await to.press('Enter');
    await expect(page).toHaveURL(/to=2026-12-06/);
    await expect(to).toHaveValue('06/12/2026');
    await expect(to).toHaveAttribute('aria-invalid', 'false');
    await expect(page.getByText('Choose 05/11/2026 or later')).toHaveCount(0);

    // Emptied: the filter goes.
    await from.fill('');
    await from.press('Enter');
    await expect(page).not.toHaveURL(/from=/);
  });
});

test('the shop page shows two product columns on a 360 px phone', async ({ page, shot }) => {
  const seed = await ensureSeed();
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/shop/${seed.main._id}`);
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(a && b).toBeTruthy();
  expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
  expect(b!.x).toBeGreaterThan(a!.x + a!.width - 1);
  expect(a!.height).toBeLessThan(400);
  await expectNothingCutOff(page, 'the shop page');
  await shot('find-shop-two-columns-360');
});
