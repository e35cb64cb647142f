import type { Page } from '@playwright/test';
import { expect, superadmin, test, type Credentials } from './helpers/admin-fixtures';
import { createProduct, loginAs, registerShopper, uniq } from './helpers/api';
import { expectNothingCutOff } from './helpers/layout';

/**
 * Issue 22 #3: each role has a home in the navigation (the logo and the first link lead there); the owner's and
 * the platform owner's pages are grouped so the bar is one row at 1366 px, and a drawer on a phone that works
 * by keyboard (Escape closes it, focus goes back to its button); owners see no Cart and no Add to Cart.
 */
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function oneRowAt1366(page: Page, who: string) {
  const row = page.getByTestId('nav-row');
  const box = (await row.boundingBox())!;
  // One row of 40 px links; two rows would be 80 px or more.
  expect(box.height, `${who}: the bar wraps`).toBeLessThan(60);
  await expectNothingCutOff(page, `${who}’s navigation`);
}

async function groupByKeyboard(page: Page, group: string, link: string) {
  const button = nav(page).getByRole('button', { name: group, exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(nav(page).getByRole('link', { name: link, exact: true })).toBeVisible();
  // Tab reaches the group's first link with a visible focus ring; Escape closes the group with focus back on its button.
  await page.keyboard.press('Tab');
  const first = nav(page).getByRole('link', { name: link, exact: true });
  await expect(first).toBeFocused();
  await expect(first).toHaveCSS('box-shadow', /rgb/);
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  await expect(nav(page).getByRole('link', { name: link, exact: true })).toHaveCount(0);
}

async function drawer(page: Page, links: string[], shotName: string, shot: (n: string) => Promise<void>) {
  const open = page.getByRole('button', { name: 'Open menu' });
  await open.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  for (const l of links) await expect(menu.getByRole('link', { name: l, exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: /^Cart/ })).toHaveCount(0);
  await shot(shotName);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(open).toBeFocused();
}

for (const width of [1366, 360]) {
  const wide = width >= 1024;
  test(`each role has a home and a nav that fits (${width} px)`, async ({ page, owner, logIn, shot }) => {
    await page.setViewportSize({ width, height: wide ? 768 : 740 });
    const admin = await loginAs(owner.email, owner.password);
    const product = await createProduct(admin, { name: `Ghee 1 L ${uniq()}`, price: 650, quantity: 8 });
    await admin.dispose();

    // The shop owner: Dashboard first; the logo leads there too; no Cart.
    await logIn(owner, '/admin/all-orders');
    if (wide) {
      await expect(nav(page).getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
      await expect(nav(page).getByRole('link', { name: /^Cart/ })).toHaveCount(0);
      await oneRowAt1366(page, 'the shop owner');
      await groupByKeyboard(page, 'Products', 'My Products');
      await nav(page).getByRole('button', { name: 'Money', exact: true }).click();
      await shot(`nav-owner-${width}`);
      await nav(page).getByRole('link', { name: 'GST Register', exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/gst-register$/);
      await nav(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
      await expect(page).toHaveURL(/\/admin$/);
    } else {
      await expect(nav(page).getByRole('link', { name: /^Cart/ })).toHaveCount(0);
      await drawer(
        page,
        ['Dashboard', 'All Orders', 'My Products', 'Create Product', 'GST Register', 'Payments to Bazaar', 'Reviews', 'Complaints', 'Storefront'],
        `nav-owner-${width}`,
        shot,
      );
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    }
    await page.goto('/admin/products');
    await page.getByRole('link', { name: 'Bazaar: your dashboard' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    // The owner browses the storefront: no Add to Cart on a shop's products or a product page.
    await page.goto(`/shop/${owner.shop._id}`);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /Add to Cart/ })).toHaveCount(0);
    await page.goto(`/product/${product._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /Add to Cart/ })).toHaveCount(0);

    // The platform owner: Dashboard first; 14 pages in groups.
    await page.context().clearCookies();
    await logIn(superadmin());
    if (wide) {
      await oneRowAt1366(page, 'the platform owner');
      await expect(nav(page).getByRole('link', { name: /^Cart/ })).toHaveCount(0);
      await groupByKeyboard(page, 'Reports', 'TCS Report');
      await nav(page).getByRole('button', { name: 'Shops', exact: true }).click();
      await shot(`nav-platform-owner-${width}`);
      await nav(page).getByRole('link', { name: 'Create Shops', exact: true }).click();
      await expect(page).toHaveURL(/\/create-shop$/);
      await nav(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
      await expect(page).toHaveURL(/\/superadmin$/);
    } else {
      await drawer(
        page,
        [
          'Dashboard',
          'Create Shops',
          'Admins',
          'Shop Query',
          'Shop payments',
          'ONDC',
          'Contact Query',
          'Complaints',
          'Reviews',
          'Outbox',
          'Erasure requests',
          'TCS Report',
          'TDS Report',
          'Settings',
          'Storefront',
        ],
        `nav-platform-owner-${width}`,
        shot,
      );
    }

    // A shopper: Home first, with the Cart.
    const run = uniq();
    const shopper: Credentials & { name: string; phone: string } = {
      name: `Arjun Das ${run}`,
      email: `arjun-${run}@e2e.bazaar.test`,
      phone: '9823456789',
      password: `arjun-pass-${run}`,
    };
    await registerShopper(shopper);
    await page.context().clearCookies();
    await logIn(shopper, '/');
    await expect(nav(page).getByRole('link', { name: /^Cart/ })).toBeVisible();
    if (wide) {
      await oneRowAt1366(page, 'the shopper');
      await expect(nav(page).getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    } else await drawer(page, ['Home', 'My Orders', 'About', 'Contact', 'Change Password'], `nav-shopper-${width}`, shot);
    await page.goto(`/product/${product._id}`);
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  });
}
