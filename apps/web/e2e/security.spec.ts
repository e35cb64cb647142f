import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createProduct, loginAs, registerShopper, uniq } from './helpers/api';
import { loginInBrowser, pdfContent, seedOwner, sendContactMessage, sendShopQuery, type Owner } from './helpers/admin-api';

/**
 * Stored markup: names and messages that contain HTML/JS, saved through the API, must show as the text
 * that was typed on every page that shows them, and in the invoice PDF; none of it may run.
 * (No parentheses in the payloads: the PDF escapes those, and the check reads the PDF's raw text.)
 */

test.describe.configure({ mode: 'serial' });

const run = uniq();
const SHOP = `Shop <img src=x onerror=window.__xss=1> ${run}`;
const PRODUCT = `Tea <script>window.__xss=2</script> ${run}`;
const DESCRIPTION = `Leaf <iframe src=javascript:window.__xss=3></iframe> ${run}`;
const BUYER = `Ravi <svg onload=window.__xss=4> ${run}`;
const ADDRESS = `<img src=x onerror=window.__xss=5> 9823456789, 14 MG Road, Indore 452010 ${run}`;
const CONTACT = `Asha <b onmouseover=window.__xss=6>bold</b> ${run}`;
const MESSAGE = `<script>window.__xss=7</script><a href=javascript:window.__xss=8>click</a> ${run}`;
const SHOP_QUERY = `Kumar <img src=x onerror=window.__xss=9> ${run}`;

let owner: Owner;
const buyer = { email: `xss-buyer-${run}@e2e.bazaar.test`, password: `buyer-pass-${run}`, phone: '9823456789' };
let orderId = '';

test.beforeAll(async () => {
  owner = await seedOwner(SHOP);
  const admin = await loginAs(owner.email, owner.password);
  const product = await createProduct(admin, { name: PRODUCT, description: DESCRIPTION, price: 135, quantity: 50 });
  await registerShopper({ name: BUYER, ...buyer });
  const shopper = await loginAs(buyer.email, buyer.password);
  // One order that the owner confirms (so the address is shown to them), and one line left in the cart.
  expect((await shopper.post('/api/cart/add', { data: { itemId: product._id, quantity: 2 } })).ok()).toBe(true);
  const placed = await shopper.post('/api/orders', { data: { address: ADDRESS, paymentMethod: 'COD' } });
  expect(placed.ok(), await placed.text()).toBe(true);
  orderId = ((await placed.json()) as { orders: Array<{ _id: string }> }).orders[0]!._id;
  expect((await admin.patch(`/api/admin/orders/${orderId}/status`, { data: { status: 'Confirmed' } })).ok()).toBe(true);
  expect((await shopper.post('/api/cart/add', { data: { itemId: product._id, quantity: 1 } })).ok()).toBe(true);
  await shopper.dispose();
  await admin.dispose();
  await sendContactMessage({ name: CONTACT, email: `asha-${run}@e2e.bazaar.test`, phone: '9812312312', yourmessage: MESSAGE });
  await sendShopQuery({
    name: SHOP_QUERY,
    email: `kumar-${run}@e2e.bazaar.test`,
    phone: '9812312312',
    pan: 'ABCDE1234F',
    address: `7 Station Road ${run}`,
    categoryofshop: 'Other',
  });
});

test.beforeEach(({ guard }) => guard.allow(/favicon\.ico/));

/** The texts are on the page as typed, and nothing they contain ran or became an element. */
async function expectLiteral(page: Page, texts: string[]) {
  for (const text of texts) await expect(page.getByText(text, { exact: false }).first(), text).toBeVisible();
  // Give any injected handler (onerror, onload) a moment to fire.
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  const injected = await page.evaluate(() => ({
    img: document.querySelectorAll('img[src="x"]').length,
    svg: document.querySelectorAll('svg[onload]').length,
    iframe: document.querySelectorAll('iframe').length,
    handlers: document.querySelectorAll('[onerror],[onload],[onmouseover]').length,
    scripts: Array.from(document.scripts).filter((s) => s.textContent?.includes('__xss')).length,
    jsLinks: document.querySelectorAll('a[href^="javascript:"]').length,
  }));
  expect(injected).toEqual({ img: 0, svg: 0, iframe: 0, handlers: 0, scripts: 0, jsLinks: 0 });
}

test('the home page and the shop page show hostile shop and product names as text', async ({ page }) => {
  await page.goto('/');
  await expectLiteral(page, [SHOP]);
  await page.goto(`/shop/${owner.shop._id}`);
  await expectLiteral(page, [PRODUCT]);
});

test("the shopper's cart and orders show them as text", async ({ page }) => {
  await loginInBrowser(page, buyer.email, buyer.password, /\/$/);
  await page.goto('/cart');
  await expectLiteral(page, [PRODUCT]);
  await page.goto('/my-orders');
  await expectLiteral(page, [PRODUCT, SHOP]);
});

test("the owner's orders page shows them as text, and the invoice PDF carries them literally", async ({ page }) => {
  await loginInBrowser(page, owner.email, owner.password, /\/admin$/);
  await page.goto('/admin/all-orders');
  await expectLiteral(page, [PRODUCT, BUYER, ADDRESS]);
  const row = page.locator(`tr[data-order-id="${orderId}"]`);
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /Download Invoice/ }).click()]);
  const pdf = fs.readFileSync((await download.path())!);
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
  const body = pdfContent(pdf);
  // Long texts wrap over lines in the PDF: the markup part of each is what matters.
  for (const text of [SHOP, BUYER, 'Tea <script>window.__xss=2</script>', 'Address: <img src=x onerror=window.__xss=5>'])
    expect(body, text).toContain(`(${text}`);
  // jsPDF writes text operators; the file's objects hold no script or launch action (its /OpenAction is only
  // the initial zoom). Streams are data, not read here.
  expect(pdf.toString('latin1')).not.toMatch(/\/JavaScript|\/JS\b|\/Launch/);
});

test('the platform owner sees hostile contact messages and shop queries as text', async ({ page }) => {
  await loginInBrowser(page, process.env.E2E_SUPERADMIN_EMAIL!, process.env.E2E_SUPERADMIN_PASSWORD!, /\/superadmin$/);
  await page.goto('/contact-query');
  await expectLiteral(page, [CONTACT, MESSAGE]);
  await page.goto('/shop-query');
  await expectLiteral(page, [SHOP_QUERY]);
});
