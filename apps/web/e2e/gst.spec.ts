import fs from 'node:fs';
import { gstinCheckChar } from '@bazaar/shared';
import { expect, superadmin, test, toastWith } from './helpers/admin-fixtures';
import { createAdmin, createProduct, loginAs, registerShopper, superadminSession, taxIds, uniq } from './helpers/api';
import { solidPng } from './helpers/png';
import { loginInBrowser, newShopper, placeOrder, seedOwner, setOrderStatus, type Owner } from './helpers/admin-api';
import { expectNothingCutOff } from './helpers/layout';
import { pdfText } from './helpers/pdf';

/**
 * Issue 11: the server issues the GST invoice when the owner confirms; the owner and the shopper download the
 * same PDF; the owner reads the month's register and downloads its CSV.
 */

test.describe.configure({ mode: 'serial' });

const run = uniq();
const shopName = `Sharma Kirana ${run}`;
const productName = `Basmati Rice 1 kg ${run}`;
const shopper = { name: `Asha Rao ${run}`, email: `asha-gst-${run}@e2e.bazaar.test`, phone: '9823456789', password: `asha-pass-${run}` };
const INVOICE_NUMBER = /^[A-Z]{2,4}\/\d{4}\/\d{6}$/;
let owner: Owner;
let orderId = '';
let invoiceNumber = '';
let ownersCopy: Buffer;

test.beforeAll(async () => {
  owner = await seedOwner(shopName);
  const admin = await loginAs(owner.email, owner.password);
  const product = await createProduct(admin, { name: productName, price: 118, quantity: 20, hsnCode: '10063020', gstRate: 5 });
  await admin.dispose();
  await registerShopper(shopper);
  const ctx = await loginAs(shopper.email, shopper.password);
  // 2 × Rs 118 + Rs 60 delivery = Rs 296, delivered in the shop's own state (its GSTIN says Maharashtra).
  orderId = (await placeOrder(ctx, product._id, 2, `${shopper.name}, 9823456789, 12 MG Road, Camp, Pune 411001`))._id;
  await ctx.dispose();
});

test.beforeEach(({ guard }) => guard.allow(/favicon\.ico/));

test('the owner confirms the order and downloads the invoice the server issued', async ({ page }) => {
  await loginInBrowser(page, owner.email, owner.password, /\/admin$/);
  await page.goto('/admin/all-orders');
  const row = page.locator(`tr[data-order-id="${orderId}"]`);
  // No invoice before confirming: the cell says when it comes.
  await expect(row).toContainText('Issued on confirming');
  await expect(row.getByRole('button', { name: /Download Invoice/ })).toHaveCount(0);

  await row.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Order marked as Confirmed ✅' })).toBeVisible();
  const number = row.getByText(INVOICE_NUMBER);
  await expect(number).toBeVisible();
  invoiceNumber = (await number.textContent())!;

  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /Download Invoice/ }).click()]);
  expect(download.suggestedFilename()).toBe(`Invoice_${orderId}.pdf`);
  ownersCopy = fs.readFileSync((await download.path())!);
  expect(ownersCopy.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(ownersCopy).replace(/\s+/g, ' ');
  for (const s of ['TAX INVOICE', invoiceNumber, shopName, productName, shopper.name, orderId, '10063020', 'CGST', 'SGST', '296.00'])
    expect(text, s).toContain(s);
  expect(text).toContain('Rupees Two Hundred Ninety Six Only');
  expect(text).not.toContain('IGST');
});

test('the shopper downloads the same invoice from My Orders and from the order page', async ({ page }) => {
  await loginInBrowser(page, shopper.email, shopper.password, /\/$/);
  await page.goto('/my-orders');
  const card = page.getByRole('article', { name: `Order from ${shopName}` });
  await expect(card).toContainText(invoiceNumber);
  const [fromList] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: /Download Invoice/ }).click()]);
  expect(fromList.suggestedFilename()).toBe(`Invoice_${orderId}.pdf`);
  // One stored document: the shopper's copy is the owner's, byte for byte.
  expect(fs.readFileSync((await fromList.path())!).equals(ownersCopy)).toBe(true);

  await page.goto(`/my-orders/${orderId}`);
  await expect(page.getByText(`Invoice no. ${invoiceNumber}`)).toBeVisible();
  const [fromPage] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Download Invoice/ }).click()]);
  expect(fromPage.suggestedFilename()).toBe(`Invoice_${orderId}.pdf`);
  expect(pdfText(fs.readFileSync((await fromPage.path())!))).toContain(invoiceNumber);
});

test("the owner reads the month's GST register and downloads it as CSV", async ({ page, shot }) => {
  await loginInBrowser(page, owner.email, owner.password, /\/admin$/);
  await page.getByRole('main').getByRole('link', { name: 'GST Register' }).click();
  await expect(page).toHaveURL(/\/admin\/gst-register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'GST Register' })).toBeVisible();
  const month = await page.getByLabel('Month', { exact: true }).inputValue();
  expect(month).toMatch(/^\d{4}-\d{2}$/);

  const documents = page.getByRole('region', { name: /^GST documents of / });
  const row = documents.getByRole('row').filter({ hasText: invoiceNumber });
  await expect(row).toContainText('Tax invoice');
  await expect(row).toContainText('27-Maharashtra');
  await expect(row).toContainText('₹296.00');
  const totals = page.locator('dl[aria-label="Month totals"]');
  await expect(totals).toContainText(/Documents\s*1/);
  await expect(totals).toContainText(/Total\s*₹296\.00/);
  await expect(page.getByRole('region', { name: /^HSN summary of / })).toContainText('10063020');
  // One document is one page: no pager, and the heading names no page (issue 30).
  await expect(page.getByRole('heading', { level: 2, name: 'Documents', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Register pages' })).toHaveCount(0);
  await shot('gst-register');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Download CSV/ }).click()]);
  expect(download.suggestedFilename()).toBe(`GST_register_${month}.csv`);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe(`GST sales register ${month}`);
  expect(csv).toContain(invoiceNumber);
  expect(csv).toContain('296.00');
});

test("the owner reads the month's B2C Small table at 1366 and 360 px, and its empty state", async ({ page, shot }) => {
  await loginInBrowser(page, owner.email, owner.password, /\/admin$/);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/admin/gst-register');
  // GSTR-1 table 7 (issue 30): the shopper in Pune is unregistered and intra-state, so the invoice is B2C Small.
  const b2cs = page.getByRole('region', { name: 'B2C Small (GSTR-1 table 7)' });
  const row = b2cs.locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('27-Maharashtra');
  await expect(row).toContainText('5%');
  const taxable = await page.locator('dl[aria-label="Month totals"]').getByText(/^₹/).first().textContent();
  await expect(row).toContainText(taxable!);
  await expectNothingCutOff(page, 'the GST register with B2C Small at 1366 px');
  await b2cs.scrollIntoViewIfNeeded();
  await shot('gst-register-b2cs-1366');

  await page.setViewportSize({ width: 360, height: 780 });
  await expectNothingCutOff(page, 'the GST register with B2C Small at 360 px');
  await b2cs.scrollIntoViewIfNeeded();
  await shot('gst-register-b2cs-360');

  // The month before has no documents: the table says so instead of showing an empty grid.
  const month = page.getByLabel('Month', { exact: true });
  const options = await month.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  await month.selectOption(options[1]!);
  await expect(b2cs).toContainText(/No B2C Small supplies in /);
  await expect(b2cs.getByRole('table')).toHaveCount(0);
  await expectNothingCutOff(page, 'an empty B2C Small table at 360 px');
  await shot('gst-register-b2cs-empty-360');
});

test("the owner turns the register's pages: 51 documents are 50 and 1, the month's totals on both", async ({ page, shot }) => {
  test.setTimeout(180_000);
  // A shop of its own with 51 tax invoices this month (one order each, confirmed by the owner).
  const pagedOwner = await seedOwner(`Paged Kirana ${uniq()}`);
  const admin = await loginAs(pagedOwner.email, pagedOwner.password);
  const product = await createProduct(admin, { name: `Toor Dal 1 kg ${uniq()}`, price: 140, quantity: 60, hsnCode: '07134000', gstRate: 5 });
  const buyer = await newShopper();
  for (let i = 0; i < 51; i++) {
    const order = await placeOrder(buyer.ctx, product._id, 1, `${buyer.name}, 9823456789, 12 MG Road, Camp, Pune 411001`);
    await setOrderStatus(admin, order._id, 'Confirmed');
  }
  await buyer.ctx.dispose();
  await admin.dispose();

  await loginInBrowser(page, pagedOwner.email, pagedOwner.password, /\/admin$/);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/admin/reports/gst/register')) asked.push(new URL(r.url()).search);
  });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/admin/gst-register');
  const documents = page.getByRole('region', { name: /^GST documents of / });
  const rows = documents.locator('tbody tr');
  const totals = page.locator('dl[aria-label="Month totals"]');
  await expect(page.getByRole('heading', { level: 2, name: 'Documents · Page 1 of 2' })).toBeVisible();
  await expect(page.getByText('Documents 1–50 of 51')).toBeVisible();
  await expect(rows).toHaveCount(50);
  await expect(totals).toContainText(/Documents\s*51/);
  const monthTotals = await totals.textContent();
  const pager = page.getByRole('navigation', { name: 'Register pages' });
  await expect(pager.getByRole('button', { name: '‹ Prev' })).toBeDisabled();
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

  // From the keyboard: Next, then focus is on the heading that names the new page.
  await pager.getByRole('button', { name: 'Next ›' }).focus();
  await page.keyboard.press('Enter');
  const heading2 = page.getByRole('heading', { level: 2, name: 'Documents · Page 2 of 2' });
  await expect(heading2).toBeFocused();
  await expect(rows).toHaveCount(1);
  await expect(page.getByText('Document 51 of 51')).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Next ›' })).toBeDisabled();
  expect(await totals.textContent()).toBe(monthTotals);
  await expect(documents.locator('tfoot')).toContainText('Month total (51)');
  await expect(page.getByRole('region', { name: /^HSN summary of / })).toContainText('07134000');
  expect(asked.map((q) => new URLSearchParams(q)).map((q) => [q.get('page'), q.get('limit')])).toEqual([
    ['1', '50'],
    ['2', '50'],
  ]);
  await shot('gst-register-page-2-1366');

  await page.setViewportSize({ width: 360, height: 780 });
  await expectNothingCutOff(page, 'page 2 of the GST register');
  await shot('gst-register-page-2-360');
  await pager.getByRole('button', { name: '‹ Prev' }).click();
  const heading1 = page.getByRole('heading', { level: 2, name: 'Documents · Page 1 of 2' });
  await expect(heading1).toBeFocused();
  await expect(heading1).toBeInViewport();
  await expect(rows).toHaveCount(50);
});

test('the platform owner creates an unregistered shop with its state, then registers it with a GSTIN', async ({ page }) => {
  const id = uniq();
  const shop = `Ravi Tiffins ${id}`;
  const sa = await superadminSession();
  const admin = await createAdmin(sa, { name: `Ravi ${id}`, email: `ravi-gst-${id}@e2e.bazaar.test`, password: `ravi-pass-${id}` });
  const shopOf = async () => {
    const res = await sa.get('/api/superadmin/shops', { params: { search: shop } });
    return ((await res.json()) as { items: Array<{ name: string; gstRegistration: string; stateCode: string; gstnumber: string | null }> }).items.find(
      (s) => s.name === shop,
    );
  };

  await loginInBrowser(page, superadmin().email, superadmin().password, /\/superadmin$/);
  await page.goto('/create-shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Shop' })).toBeVisible();
  const registration = page.getByRole('combobox', { name: 'GST registration' });
  await expect(registration).toHaveValue('regular');
  await page.getByLabel('Shop Name').fill(shop);
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Food' });
  await page.getByLabel('Location').fill('Bengaluru');
  await page.getByLabel('Address').fill('8 Church Street, Bengaluru 560001');
  await page.getByLabel('Phone').fill('9845012345');
  await page.getByLabel('PAN').fill(taxIds().pan);
  await page.getByRole('combobox', { name: 'Admin' }).selectOption({ label: `${admin.name} (${admin.email})` });
  await page.getByLabel('Shop Image').setInputFiles({ name: 'tiffin.png', mimeType: 'image/png', buffer: solidPng(400, 300, [200, 120, 40]) });

  // Unregistered without a state: the form names the missing field before anything is sent.
  await registration.selectOption('unregistered');
  await expect(page.getByText('An unregistered shop has no GST number: leave this empty.')).toBeVisible();
  await page.getByRole('button', { name: 'Create Shop' }).click();
  await expect(page.getByText('State is required for a shop without GST registration')).toBeVisible();
  await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Karnataka (29)' });
  await page.getByRole('button', { name: 'Create Shop' }).click();
  await expect(toastWith(page, `Shop Created: ${shop}`)).toBeVisible();
  expect(await shopOf()).toMatchObject({ gstRegistration: 'unregistered', stateCode: '29', gstnumber: null });

  // The shop registers: the dialog takes the GSTIN, and the state follows it.
  const first14 = `29${taxIds().pan}1Z`;
  const gstin = first14 + gstinCheckChar(first14);
  await page.goto('/superadmin');
  await page.getByLabel('Search shops').fill(shop);
  await page
    .locator('[data-shop-id]')
    .filter({ hasText: shop })
    .getByRole('button', { name: `Edit shop ${shop}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Edit ${shop}` });
  await expect(dialog.getByRole('combobox', { name: 'GST registration' })).toHaveValue('unregistered');
  await expect(dialog.getByRole('combobox', { name: 'State' })).toHaveValue('29');
  await dialog.getByRole('combobox', { name: 'GST registration' }).selectOption('regular');
  await dialog.getByRole('combobox', { name: 'State' }).selectOption('');
  await dialog.getByLabel('GST Number').fill(gstin);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Shop updated' })).toBeVisible();
  expect(await shopOf()).toMatchObject({ gstRegistration: 'regular', stateCode: '29', gstnumber: gstin });
  await sa.dispose();
});
