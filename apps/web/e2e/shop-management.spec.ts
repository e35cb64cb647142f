import { expect, superadmin, test as base } from './helpers/admin-fixtures';
import { createAdmin, createProduct, loginAs, ok, registerShopper, superadminSession, uniq } from './helpers/api';
import { loginInBrowser, seedOwner, type Owner } from './helpers/admin-api';
import { expectFitsPhoneAndLaptop, LAPTOP } from './helpers/layout';

/**
 * The platform owner edits, reassigns, deactivates and reactivates a shop (issue 10, item 13). Each test seeds
 * its own shop through the API (fixtures below), so the tests run alone and in any order.
 */

interface ManagedShop {
  shopName: string;
  renamed: string;
  /** The shop's first admin. */
  owner: Owner;
  /** An admin without a shop, to reassign the shop to. */
  spare: { _id: string; name: string; email: string };
}

const test = base.extend<{
  managed: ManagedShop;
  /** The managed shop after its edit (renamed, reassigned to the spare admin), with a shopper's cart holding its product. */
  reassigned: ManagedShop & { shopper: { email: string; password: string } };
}>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as an object pattern
  managed: async ({}, use) => {
    const run = uniq();
    const shopName = `Gwalior Dry Fruits ${run}`;
    const owner = await seedOwner(shopName);
    const sa = await superadminSession();
    const spare = await createAdmin(sa, { name: `Kavya Nair ${run}`, email: `kavya-${run}@e2e.bazaar.test`, password: `kavya-pass-${run}` });
    await sa.dispose();
    await use({ shopName, renamed: `Gwalior Dry Fruits and Spices ${run}`, owner, spare });
  },
  reassigned: async ({ managed }, use) => {
    const run = uniq();
    const shopper = { name: `Neha Sharma ${run}`, email: `neha-${run}@e2e.bazaar.test`, phone: '9812345678', password: `neha-pass-${run}` };
    const adminCtx = await loginAs(managed.owner.email, managed.owner.password);
    const almonds = await createProduct(adminCtx, { name: `Almonds 250 g ${run}`, price: 320 });
    await adminCtx.dispose();
    await registerShopper(shopper);
    const ctx = await loginAs(shopper.email, shopper.password);
    expect((await ctx.post('/api/cart/add', { data: { itemId: almonds._id, quantity: 1 } })).status()).toBe(200);
    await ctx.dispose();
    // The edit the platform owner makes at 1366 px.
    const sa = await superadminSession();
    await ok(
      await sa.patch(`/api/superadmin/shops/${managed.owner.shop._id}`, { data: { name: managed.renamed, admin: managed.spare._id } }),
      'rename and reassign the shop',
    );
    await sa.dispose();
    await use({ ...managed, shopper });
  },
});

test.beforeEach(({ guard }) => guard.allow(/favicon\.ico/));

test('the platform owner edits and reassigns a shop at 1366 px (the dialog at 360 px too)', async ({ page, shot, logIn, managed }) => {
  const { shopName, renamed, spare } = managed;
  await page.setViewportSize(LAPTOP);
  await logIn(superadmin());
  const name = shopName;
  await page.getByLabel('Search shops').fill(name);
  const row = page.locator('[data-shop-id]').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Edit shop ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(dialog.getByLabel('Shop Name')).toHaveValue(name);
  await expectFitsPhoneAndLaptop(page, 'the edit shop dialog', shot, 'superadmin-shop-edit');
  // Close leaves it unchanged; opened again, it is saved.
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(dialog).toBeHidden();
  await row.getByRole('button', { name: `Edit shop ${name}` }).click();
  await dialog.getByLabel('Shop Name').fill(renamed);
  await dialog.getByLabel('Shop owner (admin)').selectOption(spare._id);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Shop updated' })).toBeVisible();
  await page.getByLabel('Search shops').fill(renamed);
  await expect(page.locator('[data-shop-id]').filter({ hasText: renamed })).toContainText(spare.email);
});

test('deleting the former owner now works; deactivating hides the shop and the cart says why', async ({ page, browser, shot, logIn, reassigned }) => {
  const { renamed, owner, shopper } = reassigned;
  test.slow(); // three screens, a second browser page and the seeding above, on a shared machine
  await logIn(superadmin());
  await page.getByLabel('Search shops').fill(renamed);
  const row = page.locator('[data-shop-id]').filter({ hasText: renamed });
  await row.getByRole('button', { name: `Edit shop ${renamed}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${renamed}` });
  await dialog.getByRole('button', { name: 'Deactivate shop' }).click();
  await expect(dialog).toContainText('will vanish from the catalog and search and take no new orders');
  await dialog.getByRole('button', { name: 'Yes, deactivate shop' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${renamed} deactivated` })).toBeVisible();
  await expect(row.getByText('Deactivated', { exact: true })).toBeVisible();
  await shot('superadmin-shop-deactivated');

  // The shop's first admin owns nothing now and can be deleted.
  await page.goto('/superadmincrud');
  const former = page.locator(`[data-admin-id="${owner.adminId}"]`);
  await former.getByRole('button', { name: `Delete admin ${owner.name}` }).click();
  await page.getByRole('dialog', { name: 'Delete this admin?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(former).toHaveCount(0);

  // A visitor no longer finds it; the shopper's cart line says why it cannot be ordered.
  const visitor = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await visitor.goto('/');
  await visitor.getByRole('combobox', { name: 'Search shops' }).fill(renamed);
  await expect(visitor.getByText('No shops match your search')).toBeVisible();
  await visitor.goto(`/shop/${owner.shop._id}`);
  await expect(visitor.getByText('Shop not found')).toBeVisible();
  await loginInBrowser(visitor, shopper.email, shopper.password, /\/$/);
  await visitor.goto('/cart');
  await expect(visitor.getByTestId('cart-unavailable')).toHaveText(`${renamed} is not taking orders right now. Remove it to order the rest.`);
  await visitor.screenshot({ path: 'apps/web/e2e/screenshots/cart-shop-deactivated-360.png', fullPage: true });
  await visitor.close();

  // Reactivate: back in the catalog.
  await page.goto('/superadmin');
  await page.getByLabel('Search shops').fill(renamed);
  await row.getByRole('button', { name: `Edit shop ${renamed}` }).click();
  await dialog.getByRole('button', { name: 'Reactivate shop' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${renamed} reactivated` })).toBeVisible();
  await expect(row.getByText('Deactivated', { exact: true })).toHaveCount(0);
});
