import { expect, superadmin, test, toastWith } from './helpers/admin-fixtures';
import { ok, uniq } from './helpers/api';
import { asUser } from './helpers/admin-api';
import { solidPng } from './helpers/png';
import type { ProductDto } from '@bazaar/shared';
import { expectFitsPhoneAndLaptop, LAPTOP, PHONE } from './helpers/layout';

/**
 * Issue 22 #1, #2 and #6: Create Product offers the one category list (with the names every screen uses), the
 * units shops sell by with a net quantity, and the suggested GST rate ("suggested — check"); My Products and the
 * dashboard flag products whose rate is only suggested, before any order arrives. At 360 px and 1366 px.
 */

test.beforeEach(({ guard }) => guard.allow(/favicon\.ico/));

test(`Create Product at 360 px (screens at 1366 px too): categories, sub-categories, units with net quantity, suggested tax`, async ({
  page,
  shot,
  owner,
  logIn,
}) => {
  await page.setViewportSize(PHONE);
  await logIn(owner, '/admin/create-product');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Product' })).toBeVisible();

  const category = page.getByRole('combobox', { name: 'Category', exact: true });
  // One list with the names every screen shows (the spec's values stay the option values).
  await expect(category.locator('option')).toHaveText([
    'Select category',
    'Grocery',
    'Food',
    'Fashion&Design',
    'Electronics',
    'Building&Construction',
    'Other',
  ]);
  await expect(category.locator('option[value="Clothing"]')).toHaveText('Fashion&Design');
  await expect(page.getByLabel('GST rate').locator('option').first()).toHaveText('Not set');

  await page.getByLabel('Product Name').fill(`Kaju Katli ${uniq()}`);
  await page.getByLabel('Price').fill('520');
  await page.getByLabel('Description').fill('Cashew fudge with a silver leaf, made fresh every morning.');
  await category.selectOption('Food');
  // The sub-categories are the chosen category's.
  const sub = page.getByLabel('Sub Category');
  await expect(sub.locator('option')).toHaveText(['None', 'Sweets', 'Snacks', 'Meals', 'Beverages', 'Others']);
  await sub.selectOption('Sweets');
  const unit = page.getByLabel('Unit', { exact: true });
  for (const u of ['g (grams)', 'kg (kilograms)', 'ml (millilitres)', 'L (litres)', 'piece', 'pack', 'dozen', 'metre', 'pair', 'box', 'set'])
    await expect(unit.locator('option', { hasText: u })).toHaveCount(1);
  await expect(unit.locator('option', { hasText: 'others' })).toHaveCount(0);
  await unit.selectOption('g');
  await expect(page.getByText('Optional: 4 reads “4 g” beside the price')).toBeVisible();
  await page.getByLabel('Pack size').fill('500');

  // No HSN code and no rate: the suggestion for Food · Sweets is shown, to check.
  await expect(page.getByLabel('GST rate').locator('option').first()).toHaveText('Suggested: 5 %');
  await expect(page.getByLabel('HSN code')).toHaveAttribute('placeholder', '2106');
  const note = page.getByTestId('suggested-tax');
  await expect(note).toContainText('Suggested — check: GST 5 %, HSN 2106 for this category');
  await expectFitsPhoneAndLaptop(page, 'Create Product', shot, 'catalog-create-product');

  // Choosing a rate takes the rate off the note; the HSN stays suggested.
  await page.getByLabel('GST rate').selectOption('18');
  await expect(note).toContainText('Suggested — check: HSN 2106');
  await page.getByLabel('GST rate').selectOption('');

  await page.getByLabel('Product Image').setInputFiles({ name: 'katli.png', mimeType: 'image/png', buffer: solidPng(400, 300, [230, 200, 150]) });
  await expect(page.getByRole('img', { name: 'Preview of the product image katli.png' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Upload Product' }).click();
  await expect(toastWith(page, 'Product created successfully!')).toBeVisible();

  const mine = await asUser(owner, async (s) => (await ok<{ items: ProductDto[] }>(await s.get('/api/admin/products'), 'my products')).items);
  expect(mine[0]).toMatchObject({
    category: 'Food',
    subCategory: 'Sweets',
    unit: 'g',
    netQuantity: 500,
    gstRate: null,
    suggestedTax: { hsnCode: '2106', gstRate: 5 },
  });
});

test(`My Products and the dashboard flag a suggested rate at 1366 px (screens at 360 px too); shoppers read "/ 4 L"`, async ({ page, shot, owner, logIn }) => {
  await page.setViewportSize(LAPTOP);
  const name = `Exterior Emulsion ${uniq()}`;
  // Created with the spec's own values (no HSN code, no rate; Building&Construction, litre).
  const paint = await asUser(owner, async (s) => {
    const r = await ok<{ product: ProductDto }>(
      await s.post('/api/products/', {
        multipart: {
          name,
          price: '1650',
          description: 'Weatherproof exterior emulsion, washable, in a 4 litre tin.',
          quantity: '12',
          category: 'Building&Construction',
          subCategory: 'Paint',
          unit: 'litre',
          netQuantity: '4',
          image: { name: 'paint.png', mimeType: 'image/png', buffer: solidPng(64, 64, [200, 80, 60]) },
        },
      }),
      'create the paint',
    );
    return r.product;
  });

  await logIn(owner, '/admin');
  const notice = page.getByTestId('tax-notice');
  await expect(notice).toContainText('GST data to check on 1 product');
  await expectFitsPhoneAndLaptop(page, 'the dashboard with a tax notice', shot, 'catalog-dashboard');
  await notice.getByRole('link', { name: 'Check in My Products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Products' })).toBeVisible();
  const card = page.locator(`[data-product-id="${paint._id}"]`);
  await expect(card).toContainText('₹1,650.00/ 4 L');
  await expect(card).toContainText('Building&Construction · Paint');
  await expect(card.getByTestId('tax-suggested')).toHaveText('GST 18 % suggested — check');
  await expectFitsPhoneAndLaptop(page, 'My Products', shot, 'catalog-my-products');

  // The edit dialog keeps the rate blank (suggested) until the owner picks one; then the flag goes.
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(dialog.getByLabel('GST rate')).toHaveValue('');
  await expect(dialog.getByLabel('GST rate').locator('option').first()).toHaveText('Suggested: 18 %');
  await expect(dialog.getByLabel('Pack size')).toHaveValue('4');
  await dialog.getByLabel('GST rate').selectOption('18');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('tax-suggested')).toHaveCount(0);

  // The shopper's screens read the same names: "/ 4 L" on the shop page and the product page.
  await page.goto(`/shop/${owner.shop._id}`);
  await expect(page.getByText('/ 4 L').first()).toBeVisible();
  await page.goto(`/product/${paint._id}`);
  await expect(page.getByRole('main')).toContainText('₹1,650.00/ 4 L');
  await expect(page.getByRole('main')).toContainText('Building&Construction');
});

test('the platform owner marks a shop above ₹5 crore turnover; the owner must then add a 6-digit HSN code', async ({ page, owner, logIn }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const name = `Basmati Rice ${uniq()}`;
  // A product with the owner's 4-digit HSN code and rate: nothing to check below ₹5 crore.
  await asUser(owner, async (s) =>
    ok(
      await s.post('/api/products/', {
        multipart: {
          name,
          price: '180',
          description: 'Aged long-grain basmati, 1 kg pack.',
          category: 'Grocery',
          unit: 'kg',
          netQuantity: '1',
          hsnCode: '1006',
          gstRate: '5',
          image: { name: 'rice.png', mimeType: 'image/png', buffer: solidPng(64, 64, [240, 230, 200]) },
        },
      }),
      'create the rice',
    ),
  );
  await logIn(superadmin());
  const shopName = owner.shop.name;
  await page.getByLabel('Search shops').fill(shopName);
  const row = page.locator('[data-shop-id]').filter({ hasText: shopName });
  await row.getByRole('button', { name: `Edit shop ${shopName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${shopName}` });
  const box = dialog.getByLabel('Aggregate turnover above ₹5 crore');
  await expect(box).not.toBeChecked();
  await box.check();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Shop updated' })).toBeVisible();

  // The owner's dashboard now asks for the 6-digit code before any order arrives.
  await logIn(owner, '/admin');
  await expect(page.getByTestId('tax-notice')).toContainText('GST data to check on 1 product');
});
