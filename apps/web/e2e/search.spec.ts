import { expect, test } from './fixtures';
import { ensureSeed } from './helpers/seed';
import { expectNothingCutOff } from './helpers/layout';
import { expectNoSeriousA11yViolations } from './helpers/axe';

/**
 * Issue 25: a shopper on a phone (360 px) types Hinglish and Devanagari into the home search and finds the
 * products they mean (the product hits come from GET /api/products/search, which reads words as GET /api/search
 * does: normaliser, synonyms, typos).
 */
test.beforeAll(async () => {
  await ensureSeed();
});

test('home search at 360 px: "chawal" and "चावल" find the rice, "joote" the shoes', async ({ page, shot }) => {
  const seed = await ensureSeed();
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  const box = page.getByLabel('Search shops');
  const results = page.getByTestId('product-results');
  const rice = results.locator(`a[href="/product/${seed.products['Basmati Rice 5 kg']!._id}"]`);

  await box.fill('chawal');
  await expect(rice).toContainText('Basmati Rice 5 kg');
  await expect(results.getByRole('heading', { name: 'Products matching “chawal”' })).toBeVisible();
  await expectNothingCutOff(page, 'Hinglish search results');
  await shot('search-hinglish-chawal-360');

  await box.fill('चावल');
  await expect(results.getByRole('heading', { name: 'Products matching “चावल”' })).toBeVisible();
  await expect(rice).toContainText('Basmati Rice 5 kg');
  await expectNothingCutOff(page, 'Devanagari search results');
  await shot('search-devanagari-chawal-360');

  await box.fill('joote');
  await expect(results.getByTestId('product-hit').filter({ hasText: 'Leather Jutti Shoes' }).first()).toBeVisible();
  await expect(results.getByTestId('product-hit').filter({ hasText: 'Basmati Rice 5 kg' })).toHaveCount(0);

  // The field is the nav's combobox (issue 25 #1): products, then shops, as one types; arrows, Escape and Enter.
  const combobox = page.getByRole('combobox', { name: 'Search shops' });
  await combobox.fill('चावल');
  const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
  const riceOption = suggestions.getByRole('option').filter({ hasText: 'Basmati Rice 5 kg' });
  await expect(riceOption).toBeVisible();
  await expect(suggestions.getByRole('option').first()).toHaveAttribute('data-testid', 'typeahead-product');
  await expectNothingCutOff(page, 'home typeahead at 360 px');
  await shot('search-home-typeahead-360', { fullPage: false });
  await expectNoSeriousA11yViolations(page, 'home typeahead at 360 px');
  await combobox.press('Escape');
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  await combobox.press('ArrowDown');
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  const options = suggestions.getByRole('option');
  const riceAt = (await options.allTextContents()).findIndex((text) => text.includes('Basmati Rice 5 kg'));
  for (let i = 1; i < riceAt + 1; i++) await combobox.press('ArrowDown');
  await expect(riceOption).toHaveAttribute('aria-selected', 'true');
  await combobox.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/product/${seed.products['Basmati Rice 5 kg']!._id}$`));
});

test('nav search at 360 px: typeahead finds the rice for "chawal", the results page filters by a facet', async ({ page, shot }) => {
  const seed = await ensureSeed();
  const riceHref = `/product/${seed.products['Basmati Rice 5 kg']!._id}`;
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/about');
  const box = page.getByRole('combobox', { name: 'Search Bazaar for products and shops' });
  await box.fill('chawal');
  const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(suggestions.getByRole('option').filter({ hasText: 'Basmati Rice 5 kg' })).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expectNothingCutOff(page, 'typeahead at 360 px');
  await shot('search-typeahead-chawal-360', { fullPage: false });
  await expectNoSeriousA11yViolations(page, 'open typeahead at 360 px');

  // Enter with no hit highlighted opens the results page.
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=chawal$/);
  await expect(page.getByRole('heading', { name: 'Results for “chawal”' })).toBeVisible();
  const products = page.getByTestId('search-products');
  await expect(products.locator(`a[href="${riceHref}"]`)).toContainText('Basmati Rice 5 kg');
  await expectNothingCutOff(page, 'search results at 360 px');
  await shot('search-results-chawal-360');
  await expectNoSeriousA11yViolations(page, 'search results at 360 px');

  // A facet narrows the hits and is kept in the URL.
  const category = page.getByRole('group', { name: 'Category' }).getByRole('button').first();
  await category.click();
  await expect(category).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]category=/);
  await expect(products.locator(`a[href="${riceHref}"]`)).toBeVisible();

  // Arrow down and Enter open the highlighted hit (once the filtered page has settled, and the hit is highlighted).
  await page.waitForLoadState('networkidle');
  await box.fill('chawal');
  const first = suggestions.getByRole('option').first();
  await expect(first).toBeVisible();
  await box.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product\//);
});

test('nav search at 1366 px: the box sits in the bar and the results page shows facets beside the hits', async ({ page, shot }) => {
  await ensureSeed();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search Bazaar for products and shops' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  expect((await box.boundingBox())!.y).toBeLessThan((await nav.boundingBox())!.y + 40);
  await box.fill('joote');
  await expect(page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').filter({ hasText: 'Leather Jutti Shoes' })).toBeVisible();
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('Enter');
  await expect(page.getByRole('heading', { name: 'Results for “joote”' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Filters' })).toBeVisible();
  await expect(page.getByTestId('search-product').first()).toBeVisible();
  await expectNothingCutOff(page, 'search results at 1366 px');
  await shot('search-results-joote-1366');
});
