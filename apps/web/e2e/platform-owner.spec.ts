import { expect, superadmin, test, toastWith } from './helpers/admin-fixtures';
import { createAdmin, createShop, superadminSession, taxIds, uniq } from './helpers/api';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { solidPng } from './helpers/png';
import { loginInBrowser, pageHasNoHorizontalScroll, sendContactMessage, sendShopQuery } from './helpers/admin-api';
import { followNav } from './helpers/layout';

/**
 * The platform owner's journey: admins, shops, analytics, contact messages and shop queries. Each test seeds
 * the admins, shops and queries it needs through the API (with its own unique names), so the tests run alone
 * and in any order.
 */

const names = (run: string) => ({
  run,
  adminName: `Meena Iyer ${run}`,
  adminEmail: `meena-${run}@e2e.bazaar.test`,
  password: `meena-pass-${run}`,
  shopName: `Iyer Filter Coffee ${run}`,
});

/** An admin without a shop, as the platform owner creates one in the SuperAdmin Panel. */
async function seedAdmin(n: ReturnType<typeof names>): Promise<string> {
  const sa = await superadminSession();
  const admin = await createAdmin(sa, { name: n.adminName, email: n.adminEmail, password: n.password });
  await sa.dispose();
  return admin._id;
}

/** That admin with the shop the platform owner creates for them on Create Shop. */
async function seedAdminWithShop(n: ReturnType<typeof names>): Promise<void> {
  const adminId = await seedAdmin(n);
  const sa = await superadminSession();
  await createShop(sa, {
    name: n.shopName,
    category: 'Food',
    location: 'Chennai',
    address: '3 Pondy Bazaar, T. Nagar, Chennai 600017',
    phone: '9840012345',
    razorpayAccountId: `acc_${n.run}`,
    admin: adminId,
    color: [110, 70, 40],
  });
  await sa.dispose();
}

/** One of each query, submitted the way the public forms do. */
async function seedQueries(run: string): Promise<void> {
  await sendContactMessage({
    name: `Asha Verma ${run}`,
    email: `asha-${run}@e2e.bazaar.test`,
    phone: '9812312312',
    yourmessage: `<b>Not bold</b> — when does my order ${run} arrive?`,
  });
  await sendShopQuery({
    name: `Kumar Hardware ${run}`,
    email: `kumar-${run}@e2e.bazaar.test`,
    phone: '9898989898',
    pan: 'ABCDE1234F',
    address: '7 Station Road, Nagpur 440001',
    categoryofshop: 'Construction',
  });
}

// index.html declares no icon, so Chromium asks for /favicon.ico and gets a 404 (reported; not this journey's concern).
test.beforeEach(({ guard }) => guard.allow(/favicon\.ico/));

test('the platform owner creates an admin in the SuperAdmin Panel', async ({ page, shot, guard }) => {
  const { run, adminName, adminEmail } = names(uniq());
  await loginInBrowser(page, superadmin().email, superadmin().password, /\/superadmin$/);
  await followNav(page, 'Admins', 'Shops');
  await expect(page.getByRole('heading', { level: 1, name: 'SuperAdmin Panel' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Create admin' });
  await form.getByRole('button', { name: 'Create Admin' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();

  await form.getByLabel('Name').fill(adminName);
  await form.getByLabel('Email').fill(adminEmail);
  await form.getByLabel('Password').fill(`meena-pass-${run}`);
  await form.getByRole('button', { name: 'Create Admin' }).click();
  await expect(page.getByRole('status').filter({ hasText: '✅ Admin created successfully!' })).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
  const card = page.locator('[data-admin-id]').filter({ hasText: adminEmail });
  await expect(card).toContainText(adminName);
  await expect(card).toContainText('No shop yet');

  // The same email again: the server's message is shown.
  guard.allow(/409 POST .*\/api\/superadmin\/create-admin/);
  await form.getByLabel('Name').fill(adminName);
  await form.getByLabel('Email').fill(adminEmail);
  await form.getByLabel('Password').fill(`meena-pass-${run}`);
  await form.getByRole('button', { name: 'Create Admin' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /❌ .*(already|taken|exists)/i })).toBeVisible();
  await shot('superadmin-admins');
});

test('the platform owner creates a shop for an admin without one', async ({ page, shot, logIn }) => {
  const n = names(uniq());
  const { run, adminName, adminEmail, shopName } = n;
  await seedAdmin(n);
  await logIn(superadmin(), '/create-shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Shop' })).toBeVisible();
  await expect(page.getByLabel('Phone')).toHaveAttribute('placeholder', '10 digits');
  const category = page.getByRole('combobox', { name: 'Category' });
  await expect(category.locator('option[value="Clothing"]')).toHaveText('Fashion&Design');

  const { pan, gstnumber } = taxIds();
  await page.getByLabel('Shop Name').fill(shopName);
  await category.selectOption({ label: 'Food' });
  await page.getByLabel('Location').fill('Chennai');
  await page.getByLabel('Address').fill('3 Pondy Bazaar, T. Nagar, Chennai 600017');
  await page.getByLabel('Phone').fill('9840012345');
  await page.getByLabel('PAN').fill(pan);
  await page.getByLabel('GST Number').fill(gstnumber);
  await page.getByLabel('Payment account id (optional)').fill(`acc_${run}`);
  const admin = page.getByRole('combobox', { name: 'Admin' });
  await admin.selectOption({ label: `${adminName} (${adminEmail})` });

  // No image: the spec's alert.
  const submit = page.getByRole('button', { name: 'Create Shop' });
  await submit.click();
  await expect(toastWith(page, 'Please upload an image')).toBeVisible();

  await page.getByLabel('Shop Image').setInputFiles({ name: 'coffee.png', mimeType: 'image/png', buffer: solidPng(900, 600, [110, 70, 40]) });
  await expect(page.getByRole('img', { name: 'Preview of the shop image coffee.png' })).toBeVisible();
  await shot('superadmin-create-shop');
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: `Shop Created: ${shopName}` })).toBeVisible();
  await expect(page.getByLabel('Shop Name')).toHaveValue('');
  // That admin now owns a shop: still listed, but disabled and marked.
  await expect(admin.locator('option', { hasText: adminEmail })).toBeDisabled();
  await expect(admin.locator('option', { hasText: adminEmail })).toContainText(`owns ${shopName}`);
});

test('the platform owner searches shops and opens analytics', async ({ page, shot }) => {
  const n = names(uniq());
  const { run, adminName, adminEmail, shopName } = n;
  await seedAdminWithShop(n);
  await loginInBrowser(page, superadmin().email, superadmin().password, /\/superadmin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shops and Analytics' })).toBeVisible();
  await page.getByLabel('Search shops').fill(shopName);
  const row = page.locator('[data-shop-id]').filter({ hasText: shopName });
  await expect(row).toHaveCount(1);
  await expect(page.locator('[data-shop-id]')).toHaveCount(1);
  for (const text of ['9840012345', adminName, adminEmail, `acc_${run}`, '3 Pondy Bazaar']) await expect(row).toContainText(text);

  await row.getByRole('button', { name: `View analytics for ${shopName}` }).click();
  const panel = page.getByRole('complementary', { name: 'Shop analytics' });
  await expect(panel.getByRole('heading', { name: shopName })).toBeVisible();
  await expect(panel.getByText('Orders by status')).toBeVisible();
  await expect(panel).toContainText(/Products\s*0/);
  await expect(panel).toContainText(/Total orders\s*0/);
  await shot('superadmin-dashboard');

  await page.getByLabel('Search shops').fill(`no such shop ${run}`);
  await expect(page.getByText('No shops found')).toBeVisible();
});

test('deleting an admin who owns a shop is refused with the server message', async ({ page, shot, guard, logIn }) => {
  guard.allow(/409 DELETE .*\/api\/superadmin\/delete-admin\//);
  const n = names(uniq());
  const { run, adminName, adminEmail, shopName } = n;
  await seedAdminWithShop(n);
  // A second admin without a shop can be deleted.
  const sa = await superadminSession();
  const spare = await createAdmin(sa, { name: `Spare Admin ${run}`, email: `spare-${run}@e2e.bazaar.test`, password: `spare-pass-${run}` });
  await sa.dispose();

  await logIn(superadmin(), '/superadmincrud');
  const owned = page.locator('[data-admin-id]').filter({ hasText: adminEmail });
  await expect(owned).toContainText(shopName);
  await owned.getByRole('button', { name: `Delete admin ${adminName}` }).click();
  await page.getByRole('dialog', { name: 'Delete this admin?' }).getByRole('button', { name: 'Delete' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: shopName });
  await expect(refusal).toBeVisible();
  await shot('superadmin-admin-delete-refused');
  await expect(owned).toBeVisible();

  const spareCard = page.locator(`[data-admin-id="${spare._id}"]`);
  await spareCard.getByRole('button', { name: `Delete admin ${spare.name}` }).click();
  await page.getByRole('dialog', { name: 'Delete this admin?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: /deleted/i })).toBeVisible();
  await expect(spareCard).toHaveCount(0);
});

test('the platform owner reads contact messages and shop registration queries', async ({ page, shot, logIn }) => {
  const run = uniq();
  await seedQueries(run);
  await logIn(superadmin());
  await followNav(page, 'Contact Query', 'Messages');
  await expect(page).toHaveURL(/\/contact-query$/);
  const contacts = page.getByRole('region', { name: 'Contact messages' });
  for (const h of ['#', 'Full Name', 'Email', 'Phone', 'Message', 'Submitted At'])
    await expect(contacts.getByRole('columnheader', { name: h, exact: true })).toBeVisible();
  const msg = contacts.getByRole('row').filter({ hasText: `Asha Verma ${run}` });
  await expect(msg).toContainText('9812312312');
  // User text is text: the tags show as typed, nothing is rendered as HTML.
  await expect(msg).toContainText(`<b>Not bold</b>`);
  await expect(msg.locator('b')).toHaveCount(0);
  await expect(msg).toContainText('IST');
  await shot('superadmin-contact-query');

  await followNav(page, 'Shop Query', 'Shops');
  await expect(page).toHaveURL(/\/shop-query$/);
  const queries = page.getByRole('region', { name: 'Shop registration queries' });
  for (const h of ['#', 'Shop Name', 'Email', 'Phone', 'PAN', 'Address', 'Category', 'Submitted At'])
    await expect(queries.getByRole('columnheader', { name: h, exact: true })).toBeVisible();
  const q = queries.getByRole('row').filter({ hasText: `Kumar Hardware ${run}` });
  await expect(q).toContainText('ABCDE1234F');
  await expect(q).toContainText('Construction');
  await expect(q).toContainText('7 Station Road');
  await shot('superadmin-shop-query');
});

test.describe('accessibility', () => {
  test('superadmin screens pass axe and fit a 375 px phone', async ({ page, shot, logIn }) => {
    test.slow(); // axe on six screens at two widths, on a shared machine
    // A shop, a contact message and a shop query to show even when this test runs alone.
    const run = uniq();
    await seedQueries(run);
    const sa = await superadminSession();
    const a = await createAdmin(sa, { name: `Axe Admin ${run}`, email: `axe-admin-${run}@e2e.bazaar.test`, password: `axe-pass-${run}` });
    await createShop(sa, { name: `Axe Shop ${run}`, category: 'Other', location: 'Kochi', admin: a._id });
    await sa.dispose();

    await logIn(superadmin());
    for (const path of ['/superadmin', '/superadmincrud', '/create-shop', '/contact-query', '/shop-query', '/superadmin/erasure-requests']) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      if (path === '/superadmin') {
        await page
          .locator('[data-shop-id]')
          .first()
          .getByRole('button', { name: /View analytics/ })
          .click();
        await expect(page.getByText('Orders by status')).toBeVisible();
      }
      await expectNoSeriousA11yViolations(page, path);
      await page.setViewportSize({ width: 375, height: 800 });
      expect(await pageHasNoHorizontalScroll(page), `${path} scrolls sideways at 375 px`).toBe(true);
      await shot(`superadmin-mobile${path.replace(/\//g, '-')}`);
    }
  });
});

test('failures show the right messages', async ({ page, guard, logIn }) => {
  guard.allow(/503 GET /);
  guard.allow(/Failed to load resource/);
  // A shop whose analytics can fail to load, even when this test runs alone.
  await seedAdminWithShop(names(uniq()));
  await logIn(superadmin());
  const fail = (route: import('@playwright/test').Route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Down for a moment', code: 'UNAVAILABLE' }) });

  await page.route(/\/api\/superadmin\/shops\/[^/]+\/analytics$/, fail);
  await page.goto('/superadmin');
  await page
    .locator('[data-shop-id]')
    .first()
    .getByRole('button', { name: /View analytics/ })
    .click();
  await expect(page.getByText('Failed to load analytics')).toBeVisible();

  await page.route(/\/api\/contact-messages/, fail);
  await page.goto('/contact-query');
  await expect(toastWith(page, 'Failed to fetch contacts')).toBeVisible();
  await expect(page.getByText('No messages found')).toBeVisible();

  await page.route(/\/api\/shop-queries/, fail);
  await page.goto('/shop-query');
  await expect(toastWith(page, 'Failed to fetch shop registration queries')).toBeVisible();
  await expect(page.getByText('No registration queries found')).toBeVisible();

  await page.route(/\/api\/superadmin\/admins\/page/, fail);
  await page.goto('/superadmincrud');
  await expect(toastWith(page, 'Failed to load admins. Please try again.')).toBeVisible();
  await expect(page.getByText('No admins available.')).toBeVisible();
});
