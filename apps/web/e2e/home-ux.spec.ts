import { expect, test } from './fixtures';
import { ensureSeed } from './helpers/seed';
import { expectFitsPhoneAndLaptop, expectNothingCutOff, PHONE } from './helpers/layout';

/** Issue 10 #15 (and #11's category label): what a shopper meets on the home page, at 360/375 px and 1366 px. */

test.beforeAll(async () => {
  await ensureSeed();
});

test.beforeEach(({ guard }) => {
  guard.allow(/favicon\.ico/);
  guard.allow(/401 GET .*\/api\/cart$/);
});

for (const [width, height] of [
  [375, 667],
  [360, 640],
] as const) {
  test(`the first ${width}×${height} phone screen shows the first shop`, async ({ page, shot }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/');
    const first = page.getByTestId('shop-card').first();
    await expect(first).toBeVisible();
    await shot(`home-first-screen-${width}`, { fullPage: false });
    // Without scrolling: the first shop's name (whole), the top of its photo and the search box are on the first screen.
    const box = (await first.boundingBox())!;
    expect(box.y, 'first shop card starts on the first screen').toBeLessThan(height - 120);
    const name = first.getByRole('heading', { level: 3 });
    await expect(name).toBeInViewport({ ratio: 1 });
    const nameBox = (await name.boundingBox())!;
    expect(nameBox.y + nameBox.height, 'the name ends above the bottom of the first screen').toBeLessThanOrEqual(height);
    const photo = (await first.locator('img, [aria-hidden="true"]').first().boundingBox())!;
    expect(photo.y, 'the photo starts on the first screen').toBeLessThan(height - 40);
    await expect(page.getByLabel('Search shops')).toBeInViewport();
    // The spec's Home: the carousel and the category and location filters are still there.
    await expect(page.getByRole('group', { name: 'Choose a slide' })).toBeInViewport();
    await expect(page.getByLabel('Category')).toBeInViewport();
    await expect(page.getByLabel('Location')).toBeInViewport();
    await expectNothingCutOff(page, 'Home');
  });
}

test('home search finds shops by what they sell and by a city’s other name', async ({ page, shot }) => {
  const seed = await ensureSeed();
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  const cards = page.getByTestId('shop-card');
  const search = page.getByLabel('Search shops');
  const main = cards.filter({ has: page.locator(`a[href="/shop/${seed.main._id}"]`) });
  // Products of Sharma Kirana Store: "Basmati Rice 5 kg", "Atta 10 kg".
  for (const term of ['rice', 'ATTA']) {
    await search.fill(term);
    await expect(page).toHaveURL(new RegExp(`search=${term}`));
    await expect(main).toHaveCount(1);
  }
  await shot('home-search-rice-360');
  // Kaveri Fresh Vegetables is in Mysuru: "Mysore" finds it.
  await search.fill('Mysore');
  await expect(page).toHaveURL(/search=Mysore/);
  await expect(cards.filter({ hasText: 'Kaveri Fresh Vegetables' }).first()).toBeVisible();
  // Not "every card is in Mysuru": the search also matches product names, and other suites create shops
  // selling e.g. "Mysore Pak".
  // A place no shop is in finds nobody, and says so. (Not "Bangalore": other suites create Bengaluru shops.)
  await search.fill('Timbuktu');
  await expect(page).toHaveURL(/search=Timbuktu/);
  await expect(page.getByText('No shops match your search')).toBeVisible();
});

test('a gallery tile searches for its word; Clothing shops read Fashion&Design everywhere', async ({ page, shot }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/');
  // Issue 22 #14: "Sarees" finds sarees (and the shops selling them), not every clothing shop.
  const tile = page.getByTestId('theme-gallery').getByRole('link', { name: /Sarees/ });
  await expect(tile).toHaveAttribute('href', '/?search=saree');
  await tile.click();
  await expect(page).toHaveURL(/\?search=saree$/);
  await expect(page.getByLabel('Search shops')).toHaveValue('saree');
  await expect(page.getByRole('heading', { name: 'Shops near you' })).toBeInViewport();
  await expect(page.getByTestId('shop-card').filter({ hasText: 'Lakshmi Silk Sarees' }).first()).toBeVisible();
  await expect(page.getByTestId('shop-card').filter({ hasText: 'Gupta Cloth House' })).toHaveCount(0);
  await shot('home-gallery-search-1366', { fullPage: false });
  await page.goto('/?category=Clothing');
  await expect(page.getByLabel('Category')).toHaveValue('Clothing');
  await expect(page.getByLabel('Category').locator('option[value="Clothing"]')).toHaveText('Fashion&Design');
  const cards = page.getByTestId('shop-card');
  await expect(cards.filter({ hasText: 'Gupta Cloth House' }).first()).toBeVisible();
  await expect.poll(async () => (await cards.allTextContents()).every((text) => text.includes('Fashion&Design') && !text.includes('Clothing'))).toBe(true);
  await expectNothingCutOff(page, 'Home');
});

test('Help & FAQs opens the FAQ on the Contact page', async ({ page, shot }) => {
  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 768 });
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Help & FAQs' }).click();
    await expect(page).toHaveURL(/\/contact#faq$/);
    const faq = page.getByRole('heading', { name: 'Help & FAQs' });
    await expect(faq).toBeInViewport();
    await page.getByText('What does delivery cost?').click();
    await expect(page.getByText(/A flat ₹60\.00 for each shop in your cart/)).toBeVisible();
    await expectNothingCutOff(page, 'Contact FAQ');
    await shot(`contact-faq-${width}`, { fullPage: false });
  }
});

test('an out-of-stock product shows "Out of stock" instead of a dimmed Add to Cart', async ({ page, shot }) => {
  const seed = await ensureSeed();
  expect(seed.outOfStockReady, 'the seed set the stock of the honey to 0').toBe(true);
  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 768 });
    await page.goto(`/shop/${seed.main._id}`);
    await page.getByLabel('Search products').fill('honey');
    const card = page.getByTestId('product-card').filter({ hasText: 'Organic Honey 500 g' });
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('out-of-stock')).toHaveText('Out of stock');
    await expect(card.getByRole('button')).toHaveCount(0);
    // An in-stock product keeps its button.
    await page.getByLabel('Search products').fill('jaggery');
    await expect(page.getByRole('button', { name: 'Add to Cart: Jaggery 1 kg' })).toBeEnabled();
    await page.getByLabel('Search products').fill('honey');
    await expect(card).toHaveCount(1);
    await card.scrollIntoViewIfNeeded();
    await shot(`product-out-of-stock-${width}`, { fullPage: false });
  }
});

test('shop cards are compact on a phone and the photo-on-top card on a laptop (issue 22 #14)', async ({ page, shot }) => {
  await ensureSeed();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const cards = page.getByTestId('shop-card');
  await expect(cards.nth(2)).toBeVisible();
  for (const i of [0, 1, 2]) expect((await cards.nth(i).boundingBox())!.height, `card ${i} at 360 px`).toBeLessThan(180);
  await expectNothingCutOff(page, 'Home at 360 px');
  await cards.first().scrollIntoViewIfNeeded();
  await shot('home-shop-cards-360', { fullPage: false });
  await page.setViewportSize({ width: 1366, height: 768 });
  const box = (await cards.first().boundingBox())!;
  expect(box.height).toBeGreaterThan(box.width * 0.75); // the 4:3 photo sits on top
});

/** Issue 22 #14: the home page shows products, not only shops — the newest in stock, each opening its page. */
test(`home shows fresh products from local shops (360 px; screens at 1366 px too)`, async ({ page, shot }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const fresh = page.getByRole('region', { name: 'Fresh from local shops' });
  await expect(fresh).toBeVisible();
  const cards = fresh.getByTestId('product-hit');
  expect(await cards.count()).toBeGreaterThan(0);
  expect(await cards.count()).toBeLessThanOrEqual(8);
  await fresh.scrollIntoViewIfNeeded();
  await expectFitsPhoneAndLaptop(page, 'the fresh products', shot, 'home-fresh-products');
  const name = (await cards.first().locator('span').first().textContent())!.trim();
  await cards.first().click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  // A search replaces it with the products that match.
  await page.goto('/?search=zzzz-nothing');
  await expect(page.getByRole('region', { name: 'Fresh from local shops' })).toHaveCount(0);
});
