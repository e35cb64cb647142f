import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, superadmin, test as base, type Credentials } from './helpers/admin-fixtures';
import { createProduct, loginAs, registerShopper, uniq } from './helpers/api';
import { seedOwner, sendContactMessage, sendShopQuery, type Owner } from './helpers/admin-api';
import { pdfText } from './helpers/pdf';

/**
 * Stored markup: names and messages that contain HTML/JS, saved through the API, must show as the text
 * that was typed on every page that shows them, and in the invoice PDF; none of it may run.
 * (No parentheses in the payloads: the PDF escapes those, and the check reads the PDF's raw text.)
 *
 * Each test seeds the records it shows through the API (fixtures below, each with its own unique suffix), so
 * the tests run alone and in any order.
 */

/** The hostile texts, ending in a unique suffix. */
const hostile = (run: string) => ({
  SHOP: `Shop <img src=x onerror=window.__xss=1> ${run}`,
  PRODUCT: `Tea <script>window.__xss=2</script> ${run}`,
  DESCRIPTION: `Leaf <iframe src=javascript:window.__xss=3></iframe> ${run}`,
  BUYER: `Ravi <svg onload=window.__xss=4> ${run}`,
  ADDRESS: `<img src=x onerror=window.__xss=5> 9823456789, 14 MG Road, Indore 452010 ${run}`,
  CONTACT: `Asha <b onmouseover=window.__xss=6>bold</b> ${run}`,
  MESSAGE: `<script>window.__xss=7</script><a href=javascript:window.__xss=8>click</a> ${run}`,
  SHOP_QUERY: `Kumar <img src=x onerror=window.__xss=9> ${run}`,
});
type Hostile = ReturnType<typeof hostile>;

const test = base.extend<{
  /** A shop and a product with hostile names, owned by a fresh admin. */
  hostileShop: Hostile & { owner: Owner; productId: string };
  /** A shopper with a hostile name: one order that the owner confirmed (so the address is shown to them), and one line left in the cart. */
  hostileOrder: { buyer: Credentials; orderId: string };
  /** A hostile contact message and shop registration query. */
  hostileQueries: Hostile;
}>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as an object pattern
  hostileShop: async ({}, use) => {
    const texts = hostile(uniq());
    const owner = await seedOwner(texts.SHOP);
    const admin = await loginAs(owner.email, owner.password);
    const product = await createProduct(admin, { name: texts.PRODUCT, description: texts.DESCRIPTION, price: 135, quantity: 50 });
    await admin.dispose();
    await use({ ...texts, owner, productId: product._id });
  },
  hostileOrder: async ({ hostileShop }, use) => {
    const run = uniq();
    const buyer = { email: `xss-buyer-${run}@e2e.bazaar.test`, password: `buyer-pass-${run}`, phone: '9823456789' };
    await registerShopper({ name: hostileShop.BUYER, ...buyer });
    const shopper = await loginAs(buyer.email, buyer.password);
    const admin = await loginAs(hostileShop.owner.email, hostileShop.owner.password);
    expect((await shopper.post('/api/cart/add', { data: { itemId: hostileShop.productId, quantity: 2 } })).ok()).toBe(true);
    const placed = await shopper.post('/api/orders', { data: { address: hostileShop.ADDRESS, paymentMethod: 'COD' } });
    expect(placed.ok(), await placed.text()).toBe(true);
    const orderId = ((await placed.json()) as { orders: Array<{ _id: string }> }).orders[0]!._id;
    expect((await admin.patch(`/api/admin/orders/${orderId}/status`, { data: { status: 'Confirmed' } })).ok()).toBe(true);
    expect((await shopper.post('/api/cart/add', { data: { itemId: hostileShop.productId, quantity: 1 } })).ok()).toBe(true);
    await shopper.dispose();
    await admin.dispose();
    await use({ buyer, orderId });
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as an object pattern
  hostileQueries: async ({}, use) => {
    const run = uniq();
    const texts = hostile(run);
    await sendContactMessage({ name: texts.CONTACT, email: `asha-${run}@e2e.bazaar.test`, phone: '9812312312', yourmessage: texts.MESSAGE });
    await sendShopQuery({
      name: texts.SHOP_QUERY,
      email: `kumar-${run}@e2e.bazaar.test`,
      phone: '9812312312',
      pan: 'ABCDE1234F',
      address: `7 Station Road ${run}`,
      categoryofshop: 'Other',
    });
    await use(texts);
  },
});

test.beforeEach(({ guard }) => guard.allow(/favicon\.ico/));

/** The texts are on the page as typed, and nothing they contain ran or became an element. */
async function expectLiteral(page: Page, texts: string[]) {
  for (const text of texts) await expect(page.getByText(text, { exact: false }).filter({ visible: true }).first(), text).toBeVisible();
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

test('the home page and the shop page show hostile shop and product names as text', async ({ page, hostileShop }) => {
  const { SHOP, PRODUCT, owner } = hostileShop;
  await page.goto('/');
  await expectLiteral(page, [SHOP]);
  await page.goto(`/shop/${owner.shop._id}`);
  await expectLiteral(page, [PRODUCT]);
});

test("the shopper's cart and orders show them as text", async ({ page, logIn, hostileShop, hostileOrder }) => {
  const { SHOP, PRODUCT } = hostileShop;
  await logIn(hostileOrder.buyer, '/cart');
  await expectLiteral(page, [PRODUCT]);
  await page.goto('/my-orders');
  await expectLiteral(page, [PRODUCT, SHOP]);
});

test("the owner's orders page shows them as text, and the invoice PDF carries them literally", async ({ page, logIn, hostileShop, hostileOrder }) => {
  const { SHOP, PRODUCT, BUYER, ADDRESS, owner } = hostileShop;
  const { orderId } = hostileOrder;
  await logIn(owner, '/admin/all-orders');
  await expectLiteral(page, [PRODUCT, BUYER, ADDRESS]);
  const row = page.locator(`tr[data-order-id="${orderId}"]`);
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /Download Invoice/ }).click()]);
  const pdf = fs.readFileSync((await download.path())!);
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
  // The server's PDF holds the texts as text (pdftotext reads them back); long ones wrap over lines.
  const body = pdfText(pdf).replace(/\s+/g, ' ');
  for (const text of [SHOP, BUYER, 'Tea <script>window.__xss=2</script>', '<img src=x onerror=window.__xss=5>']) expect(body, text).toContain(text);
  // The file's objects hold no script or launch action.
  expect(pdf.toString('latin1')).not.toMatch(/\/JavaScript|\/JS\b|\/Launch/);
});

test('the platform owner sees hostile contact messages and shop queries as text', async ({ page, logIn, hostileQueries }) => {
  const { CONTACT, MESSAGE, SHOP_QUERY } = hostileQueries;
  await logIn(superadmin(), '/contact-query');
  await expectLiteral(page, [CONTACT, MESSAGE]);
  await page.goto('/shop-query');
  await expectLiteral(page, [SHOP_QUERY]);
});
