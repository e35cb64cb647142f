import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test, toastWith } from './fixtures';
import { ensureSeed } from './helpers/seed';
import { createProduct, loginAs, ok, registerShopper, uniq } from './helpers/api';
import { seedOwner } from './helpers/admin-api';
import { expectFitsPhoneAndLaptop, expectNothingCutOff, followNav, LAPTOP, PHONE } from './helpers/layout';
import { expectNoSeriousA11yViolations } from './helpers/axe';

/** Issue 10 #19: change password, cancel with a reason, order again. */

const ADDRESS = 'Meera Nair, 9845012345, 560001, 3 MG Road, near the metro, Bengaluru';

test.beforeAll(async () => {
  await ensureSeed();
});

/** A new shopper logged in through this page's cookie jar. */
async function newShopper(page: Page) {
  const id = uniq();
  const email = `acct-${id}@e2e.bazaar.test`;
  const password = `acct-pass-${id}`;
  await registerShopper({ name: `Meera ${id}`, email, phone: '9845012345', password });
  expect((await page.request.post('/api/auth/login', { data: { email, password } })).ok()).toBe(true);
  return { email, password };
}

/** The accessibility scan on the phone and on the laptop (the nav differs); the page's own size is put back. */
async function expectNoSeriousA11yViolationsAtBoth(page: Page, label: string) {
  const own = page.viewportSize();
  for (const size of [PHONE, LAPTOP]) {
    await page.setViewportSize(size);
    await expectNoSeriousA11yViolations(page, `${label} at ${size.width} px`);
  }
  if (own) await page.setViewportSize(own);
}

/** Places one order of these products (name → quantity) for the page's shopper; returns its id. */
async function placeOrder(page: Page, lines: Array<[string, number]>): Promise<string> {
  for (const [itemId, quantity] of lines) await ok(await page.request.post('/api/cart/add', { data: { itemId, quantity } }), 'add to cart');
  const placed = await ok<{ orders: Array<{ _id: string }> }>(await page.request.post('/api/orders', { data: { address: ADDRESS } }), 'place order');
  return placed.orders[0]!._id;
}

test(`change password from the menu at 360 px (and from the 1366 px bar; the screen at both): wrong current password, mismatch, then success`, async ({
  page,
  shot,
  guard,
}) => {
  guard.allow(/400 POST .*\/api\/auth\/change-password/);
  const { email, password } = await newShopper(page);
  // The laptop's bar reaches it from the "Hi, …" group; the phone's drawer too. The form is then filled on the phone.
  for (const size of [LAPTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.goto('/');
    await followNav(page, 'Change Password', /^Hi, /);
    await expect(page).toHaveURL(/\/account\/password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
  }

  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByRole('textbox', { name: 'Current password' }).fill('not-my-password');
  await form.getByRole('textbox', { name: 'New password', exact: true }).fill('a-new-password-1');
  await form.getByRole('textbox', { name: 'New password again' }).fill('a-new-password-2');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByText('The two new passwords do not match')).toBeVisible();

  await form.getByRole('textbox', { name: 'New password again' }).fill('a-new-password-1');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByTestId('password-error')).toHaveText('Current password is incorrect');

  await form.getByRole('textbox', { name: 'Current password' }).fill(password);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByTestId('password-done')).toHaveText('Password changed. Other devices have been logged out.');
  await expect(form.getByRole('textbox', { name: 'Current password' })).toHaveValue('');
  await expectFitsPhoneAndLaptop(page, 'Change Password', shot, 'account-change-password');
  await expectNoSeriousA11yViolationsAtBoth(page, 'Change Password');

  // Still logged in here; the new password works and the old one does not.
  expect((await page.request.get('/api/auth/me')).ok()).toBe(true);
  await page.request.post('/api/auth/logout');
  expect((await page.request.post('/api/auth/login', { data: { email, password } })).status()).toBe(401);
  guard.allow(/401 POST .*\/api\/auth\/login/);
  expect((await page.request.post('/api/auth/login', { data: { email, password: 'a-new-password-1' } })).ok()).toBe(true);
});

test(`cancel with a reason at 360 px (the dialog at 1366 px too); the shop owner sees it at both`, async ({ page, browser, baseURL, shot }) => {
  const seed = await ensureSeed();
  await newShopper(page);
  const orderId = await placeOrder(page, [[seed.products['Toor Dal 1 kg']!._id, 1]]);
  await page.setViewportSize(PHONE);
  await page.goto(`/my-orders/${orderId}`);
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await dialog.getByLabel('Reason (optional)').selectOption('Delivery is taking too long');
  const note = `Need it today ${uniq()}`;
  await dialog.getByLabel('Anything the shop should know? (optional)').fill(note);
  await expectFitsPhoneAndLaptop(page, 'the cancel dialog', (name) => shot(name, { fullPage: false }), 'account-cancel-reason-dialog');
  await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(toastWith(page, 'Order cancelled successfully')).toBeVisible();
  await expect(page.getByTestId('cancel-reason-shown')).toContainText('Cancelled by you. Reason: Delivery is taking too long.');
  await expect(page.getByTestId('cancel-reason-shown')).toContainText(note);

  // The owner's All Orders: cards on a phone, a table on a laptop; the reason is read in both.
  const ownerCtx = await browser.newContext({ baseURL, locale: 'en-IN', timezoneId: 'Asia/Kolkata', viewport: PHONE });
  try {
    const owner = await ownerCtx.newPage();
    await ok(await owner.request.post('/api/auth/login', { data: seed.mainAdmin }), 'owner login');
    await owner.goto('/admin/all-orders');
    await owner.getByRole('group', { name: 'Filter orders by status' }).getByRole('button', { name: 'Cancelled' }).click();
    for (const size of [PHONE, LAPTOP]) {
      await owner.setViewportSize(size);
      const reason = owner.getByTestId('order-cancel-reason').filter({ hasText: note, visible: true });
      await expect(reason).toContainText('Cancelled by the customer: Delivery is taking too long');
      await reason.scrollIntoViewIfNeeded();
      await owner.screenshot({ path: fileURLToPath(new URL(`./screenshots/account-owner-sees-reason-${size.width}.png`, import.meta.url)) });
    }
  } finally {
    await ownerCtx.close();
  }
});

test(`order again at 360 px (screens at 1366 px too): available products go back in the cart, the rest say why`, async ({ page, shot }) => {
  // A shop of its own: products added to the seeded shop would push its first page's products (which other
  // journeys look for) onto page 2.
  const seller = await seedOwner(`Reorder Provisions ${uniq()}`);
  const owner = await loginAs(seller.email, seller.password);
  const dal = await createProduct(owner, { name: `Reorder Dal ${uniq()}`, price: 140, quantity: 50 });
  const rare = await createProduct(owner, { name: `Saffron Tin ${uniq()}`, price: 275, quantity: 4, unit: 'piece' });
  await newShopper(page);
  const orderId = await placeOrder(page, [
    [dal._id, 2],
    [rare._id, 1],
  ]);
  await ok(await page.request.patch(`/api/orders/${orderId}/cancel`, { data: {} }), 'cancel');
  await ok(await owner.patch(`/api/products/${rare._id}`, { data: { quantity: 0 } }), 'sell out');
  await owner.dispose();

  await page.setViewportSize(PHONE);
  await page.goto('/my-orders');
  const card = page.getByTestId('order-card').filter({ hasText: dal.name }).first();
  await card.getByRole('button', { name: /Order again/i }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const notice = page.getByTestId('reorder-notice');
  await expect(notice).toContainText('1 item added to your cart; 1 could not be added');
  await expect(page.getByTestId('reorder-skipped')).toContainText(`${rare.name}: Out of stock`);
  await expect(page.getByTestId('cart-item').filter({ hasText: dal.name })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the cart after Order Again');
  await expectFitsPhoneAndLaptop(page, 'the cart after Order Again', shot, 'account-reorder-cart');

  // The order page offers it too.
  await page.goto(`/my-orders/${orderId}`);
  await expect(page.getByRole('button', { name: 'Order Again' })).toBeVisible();
  await expectFitsPhoneAndLaptop(page, 'the cancelled order’s page', shot, 'account-order-page-cancelled');
});

test('the platform owner reaches Change Password too, and the 1366 px nav still fits', async ({ page }) => {
  await ok(
    await page.request.post('/api/auth/login', { data: { email: process.env.E2E_SUPERADMIN_EMAIL, password: process.env.E2E_SUPERADMIN_PASSWORD } }),
    'superadmin login',
  );
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/superadmin');
  await expectNothingCutOff(page, 'the platform owner’s nav');
  await followNav(page, 'Change Password', /^Hi, /);
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
});
