import { expect, test } from './helpers/admin-fixtures';
import { createProduct, loginAs, uniq } from './helpers/api';
import { expectFitsPhoneAndLaptop, PHONE } from './helpers/layout';

/**
 * Issue 22 #12: a shop with nothing to sell is not on the home page (shoppers would open it and read "No products
 * found"); its owner's dashboard says what to do first instead of "Every product has more than 5 in stock". Its
 * first product lists it.
 */
test(`an empty shop is not listed; its dashboard says to add a first product (360 px; screens at 1366 px too)`, async ({ page, owner, logIn, shot }) => {
  await page.setViewportSize(PHONE);
  await logIn(owner, '/admin');
  const first = page.getByTestId('first-steps');
  await expect(first.getByRole('heading', { name: 'Add your first product' })).toBeVisible();
  await expect(page.getByText(/Every product has more than/)).toHaveCount(0);
  await expect(first.getByRole('link', { name: 'Add your first product' })).toHaveAttribute('href', '/admin/create-product');
  await expectFitsPhoneAndLaptop(page, 'the empty shop’s dashboard', shot, 'empty-shop-dashboard');

  // A visitor searching for it by name finds nothing yet.
  await page.context().clearCookies();
  await page.goto(`/?search=${encodeURIComponent(owner.shop.name)}`);
  await expect(page.getByText('No shops match your search')).toBeVisible();

  // Its first product lists it, and the dashboard shows its numbers.
  const admin = await loginAs(owner.email, owner.password);
  await createProduct(admin, { name: `Sev 400 g ${uniq()}`, price: 120, quantity: 3 });
  await admin.dispose();
  await page.goto(`/?search=${encodeURIComponent(owner.shop.name)}`);
  await expect(page.getByTestId('shop-card').filter({ hasText: owner.shop.name })).toHaveCount(1);
  await logIn(owner, '/admin');
  await expect(page.getByRole('heading', { name: 'Today at your shop' })).toBeVisible();
  await expect(page.getByTestId('first-steps')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Low-stock products' })).toContainText('3 left');
});
