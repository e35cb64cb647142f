import fs from 'node:fs';
import { expect, superadmin, test, toastWith } from './helpers/admin-fixtures';
import { ok, registerShopper, uniq } from './helpers/api';
import { asUser, loginInBrowser, pageHasNoHorizontalScroll } from './helpers/admin-api';
import { fillDeliveryAddress } from './helpers/checkout';
import { expectFitsPhoneAndLaptop, PHONE } from './helpers/layout';
import { pdfText } from './helpers/pdf';
import { solidPng } from './helpers/png';
import type { ProductDto } from '@bazaar/shared';

/**
 * Issue 24 #1–#5: the owner lists a shoe in sizes and colours from the product form, with three photos ordered by
 * keyboard and one shown for the blue variants; the platform owner types the seller's legal name; a shopper sees the
 * gallery and the legal name, picks a size and a colour on its page (price, MRP, stock and photo follow), adds it,
 * checks out; the owner's order and the invoice name the options. Walked on a 1366 px laptop; each screen laid out
 * on a 360 px phone too, where the owner's order is a card and is read again (issue 23 #10).
 */

test.beforeEach(({ guard }) => guard.allow(/favicon\.ico/));

const LAPTOP = { width: 1366, height: 800 };

test(`options from the form to the invoice (1366 px; each screen at 360 px too)`, async ({ page, owner, logIn, shot }) => {
  test.slow();
  await page.setViewportSize(LAPTOP);
  const run = uniq();
  const name = `Trail shoe ${run}`;

  // The owner: two options as chips, a table of four variants.
  await logIn(owner, '/admin/create-product');
  await page.getByLabel('Product Name').fill(name);
  await page.getByLabel('Description').fill('Light trail shoe with a rubber sole.');
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption('Clothing');
  await page.getByRole('button', { name: 'Add an option' }).click();
  await page.getByLabel('Option 1 name').fill('Size');
  await page.getByLabel('Add a value of Size').fill('7, 8');
  await page.getByLabel('Add a value of Size').press('Enter');
  await page.getByRole('button', { name: 'Add an option' }).click();
  await page.getByLabel('Option 2 name').fill('Colour');
  await page.getByLabel('Add a value of Colour').fill('Red, Blue');
  await page.getByLabel('Add a value of Colour').press('Enter');
  const rows = ['7 / Red', '7 / Blue', '8 / Red', '8 / Blue'];
  await expect(page.getByRole('table', { name: 'Variants' }).getByRole('rowheader')).toHaveText(rows);
  for (const r of rows) {
    await page.getByLabel(`Price of ${r}`).fill(r.startsWith('8') ? '1499' : '1299');
    await page.getByLabel(`MRP of ${r}`).fill('1999');
    await page.getByLabel(`Stock of ${r}`).fill(r === '8 / Red' ? '0' : '5');
  }
  // Three photos picked together; the red one made the cover from the keyboard; the blue one for the blue shoes.
  const png = (file: string, rgb: [number, number, number]) => ({ name: file, mimeType: 'image/png', buffer: solidPng(400, 300, rgb) });
  await page.getByLabel('Product Image').setInputFiles([png('blue.png', [40, 70, 200]), png('red.png', [200, 60, 60]), png('sole.png', [90, 90, 90])]);
  const previews = page.getByTestId('image-preview');
  await expect(previews).toHaveCount(3, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Make photo 2 the cover' }).focus();
  await page.keyboard.press('Enter');
  const alts = async () =>
    (await previews.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')))).map((a) => a!.replace('Preview of the product image ', ''));
  await expect.poll(alts).toEqual(['red.png', 'blue.png', 'sole.png']);
  // The focus went with the red photo: first now, it has no "earlier" or "cover", so its "later" button holds it.
  await expect(page.getByRole('button', { name: 'Move photo 1 later' })).toBeFocused();
  for (const r of ['7 / Blue', '8 / Blue']) await page.getByLabel(`Photo for ${r}`).selectOption({ label: 'Photo 2' });
  // The variants table scrolls sideways inside its own box on a phone (wider than 360 px by design), which
  // expectFitsPhoneAndLaptop would count as cut off: the page itself must not scroll sideways at either width.
  for (const size of [PHONE, LAPTOP]) {
    await page.setViewportSize(size);
    expect(await pageHasNoHorizontalScroll(page), `the product form scrolls sideways at ${size.width} px`).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(`variants-form-${size.width}`);
  }
  await page.getByRole('button', { name: 'Upload Product' }).click();
  await expect(toastWith(page, 'Product created successfully!')).toBeVisible({ timeout: 30_000 });
  await expect(previews).toHaveCount(0);
  const product = await asUser(owner, async (s) => (await ok<{ items: ProductDto[] }>(await s.get('/api/admin/products'), 'my products')).items[0]!);
  expect(product).toMatchObject({ name, price: 1299, mrp: 1999, quantity: 15 });
  expect(product.variants.map((v) => v.sku)).toEqual(rows.map((r) => `TRAIL-SHOE-${run.toUpperCase()}-${r.replace(' / ', '-').toUpperCase()}`));
  expect(product.images).toHaveLength(3);
  const bluePhoto = product.images[1]!;
  expect(product.variants.map((v) => v.image)).toEqual([null, bluePhoto, null, bluePhoto]);

  // The platform owner types the seller's legal name in the shop's edit dialog.
  const legalName = `Trail Footwear Private Limited ${run}`;
  await logIn(superadmin());
  await page.getByLabel('Search shops').fill(owner.shop.name);
  const shopRow = page.locator('[data-shop-id]').filter({ hasText: owner.shop.name });
  await shopRow.getByRole('button', { name: `Edit shop ${owner.shop.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${owner.shop.name}` });
  await dialog.getByLabel('Legal name (optional)').fill(legalName);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Shop updated' })).toBeVisible();

  // The shopper: size 8 moves to Blue (8 / Red is sold out); price and MRP follow.
  const shopper = { name: `Neha ${run}`, email: `neha-${run}@e2e.bazaar.test`, phone: '9822233344', password: `neha-pass-${run}` };
  await registerShopper(shopper);
  await logIn(shopper, `/product/${product._id}`);
  await expect(page.getByTestId('price-line').first()).toHaveText('₹1,299.00MRP ₹1,999.0035% off');
  // The gallery: three photos, the cover first, named by the product and the options chosen.
  const gallery = page.getByTestId('photo-gallery');
  const shown = gallery.getByTestId('product-image').locator('img');
  await expect(gallery.getByRole('button', { name: /^Show photo \d of 3$/ })).toHaveCount(3);
  await expect(shown).toHaveAttribute('alt', `${name}, 7 / Red, photo 1 of 3`);
  await page.getByTestId('variant-picker').locator('label').filter({ hasText: /^8$/ }).click();
  await expect(page.getByRole('radio', { name: 'Blue' })).toBeChecked();
  await expect(page.getByTestId('price-line').first()).toHaveText('₹1,499.00MRP ₹1,999.0025% off');
  // The blue shoe turns the gallery to its photo.
  await expect(shown).toHaveAttribute('alt', `${name}, 8 / Blue, photo 2 of 3`);
  await expect(shown).toHaveAttribute('src', new RegExp(bluePhoto.replace('.', '\\.')));
  await expect(gallery.getByTestId('photo-count')).toHaveText('Photo 2 of 3');
  await expect(page.getByTestId('product-details')).toContainText('Sold loose (not pre-packed)');
  await expect(page.getByTestId('product-details')).toContainText(legalName);
  for (const size of [PHONE, LAPTOP]) {
    await page.setViewportSize(size);
    expect(await pageHasNoHorizontalScroll(page)).toBe(true);
  }
  await expectFitsPhoneAndLaptop(page, 'the product page with variants', shot, 'variants-product-page');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toastWith(page, `${name} added to your cart`)).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByTestId('cart-item-options')).toHaveText('Size: 8 · Colour: Blue');
  await page.getByRole('button', { name: 'Buy (COD)' }).click();
  await fillDeliveryAddress(page, {
    name: shopper.name,
    phone: shopper.phone,
    line1: '3 MG Road',
    line2: 'Opposite the metro station',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
  });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-success$/);

  // The owner's order names the options; confirming issues the invoice, which names them too.
  await loginInBrowser(page, owner.email, owner.password, /\/admin$/);
  await page.goto('/admin/all-orders');
  // A wide screen shows the orders as a table, a phone as cards (both are in the page; one is hidden).
  const inLayout = (selector: string) =>
    page.locator(selector).filter({ has: page.getByTestId('order-item-options').filter({ hasText: 'Size: 8 · Colour: Blue' }) });
  const order = inLayout('tr[data-order-id]');
  await expect(order.getByTestId('order-item-options')).toHaveText(/^Size: 8 · Colour: Blue · SKU TRAIL-SHOE-/);
  await page.setViewportSize(PHONE);
  const card = inLayout('li[data-order-card]');
  await expect(card.getByTestId('order-item-options')).toHaveText(/^Size: 8 · Colour: Blue · SKU TRAIL-SHOE-/);
  await expect(card.getByRole('button', { name: 'Confirm', exact: true })).toBeVisible();
  await page.setViewportSize(LAPTOP);
  await expectFitsPhoneAndLaptop(page, 'the owner’s order with options', shot, 'variants-owner-order');
  await order.getByRole('button', { name: 'Confirm', exact: true }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), order.getByRole('button', { name: /Download Invoice/ }).click()]);
  const text = pdfText(fs.readFileSync((await download.path())!)).replace(/\s+/g, ' ');
  expect(text).toContain(name);
  expect(text).toContain('Size: 8, Colour: Blue');
  // The phone's card offers the invoice too once confirmed.
  await page.setViewportSize(PHONE);
  await expect(card.getByRole('button', { name: /Download Invoice/ })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);
});
