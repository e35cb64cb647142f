import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { ensureSeed } from './helpers/seed';

/**
 * Issue 22 #15 (decision 053): the first screen of the shop and home pages needs no API round trip — its
 * catalog reads come inside the HTML — and the shop page shows its outline, never the "Loading page" spinner.
 * Timing itself is measured by bench/slow-network.ts, not here (no timed tests).
 */

test.beforeAll(async () => {
  await ensureSeed();
});

/** Holds every API request unanswered (as if the network were too slow to answer any), recording its path. */
async function holdApi(page: Page): Promise<{ paths: string[]; release: () => Promise<void> }> {
  const held: Route[] = [];
  const paths: string[] = [];
  await page.route('**/api/**', (route) => {
    paths.push(new URL(route.request().url()).pathname);
    held.push(route);
  });
  return {
    paths,
    release: async () => {
      await page.unroute('**/api/**');
      await Promise.all(held.map((r) => r.continue().catch(() => undefined)));
    },
  };
}

/** Records whether the layout's "Loading page" spinner ever showed. */
async function watchSpinner(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { sawSpinner?: boolean };
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Loading page')) w.sawSpinner = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { sawSpinner?: boolean }).sawSpinner === true);
}

for (const [width, height] of [
  [360, 740],
  [1366, 768],
] as const) {
  test(`shop page at ${width} px: shop and first products with no API answer, no spinner, a banner sized for the screen`, async ({ page, shot }) => {
    const seed = await ensureSeed();
    const id = seed.main._id;
    await page.setViewportSize({ width, height });
    const sawSpinner = await watchSpinner(page);
    const api = await holdApi(page);
    await page.goto(`/shop/${id}`);

    await expect(page.getByRole('heading', { level: 1, name: `Welcome to ${seed.main.name}` })).toBeVisible();
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(12);
    await expect(cards.first().getByRole('heading', { level: 3 })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Add to Cart: / }).first()).toBeEnabled();
    // Not one catalog read went to the server for this first screen.
    expect(api.paths.filter((p) => p === `/api/shops/${id}` || p === `/api/shops/${id}/products`)).toEqual([]);
    expect(await sawSpinner()).toBe(false);

    // The banner: the 480 px thumbnail on a phone, the full picture on a laptop; the HTML preloads the same one.
    const banner = page.locator('main header img');
    await expect(banner).toBeVisible();
    const src = await banner.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    expect(src).toMatch(width < 768 ? /^\/uploads\/shop-images\/thumb\// : /^\/uploads\/shop-images\/(?!thumb\/)/);
    const preloads = await page
      .locator('link[rel="preload"][as="image"]')
      .evaluateAll((links) =>
        links.filter((l) => matchMedia((l as HTMLLinkElement).media || 'all').matches).map((l) => new URL((l as HTMLLinkElement).href).pathname),
      );
    expect(preloads).toEqual([src]);
    expect(await page.locator('link[rel="modulepreload"][href*="shop-page"]').count()).toBe(1);
    await shot(`slow-network-shop-${width}`, { fullPage: false });
    await api.release();
  });
}

test('home page at 360 px: the first shops with no API answer; the banner is preloaded from the HTML', async ({ page, shot }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const api = await holdApi(page);
  await page.goto('/');
  await expect(page.getByTestId('shop-card').first()).toBeVisible();
  await expect(page.getByText(/\d+ shops? found/)).toBeVisible();
  expect(api.paths.filter((p) => p === '/api/shops' || p === '/api/shops/facets')).toEqual([]);
  const banner = await page.locator('link[rel="preload"][as="image"][href^="/assets/"]').getAttribute('href');
  expect(banner).toMatch(/^\/assets\/carousel-offers-[\w-]+\.svg$/);
  await expect(page.locator(`section[aria-label="Offers"] img[src="${banner}"]`)).toBeVisible();
  // The first shop's photo (the largest paint on a phone) is preloaded and loads at once, not lazily.
  const photo = page.getByTestId('shop-card').first().locator('img');
  await expect(photo).toHaveAttribute('loading', 'eager');
  const preloaded = await page.locator('link[rel="preload"][as="image"][href^="/uploads/"]').getAttribute('href');
  expect(preloaded).toBe(await photo.getAttribute('src'));
  await expect(page.getByTestId('shop-card').nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
  await shot('slow-network-home-360', { fullPage: false });
  await api.release();
});

test('after the first screen, the page reads the server as usual: another price range, then the next page', async ({ page }) => {
  const seed = await ensureSeed();
  const id = seed.main._id;
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`/shop/${id}`);
  await expect(page.getByTestId('product-card')).toHaveCount(12);
  const read = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/shops/${id}/products` && r.url().includes('price=100-200'));
  await page.getByRole('button', { name: '100-200' }).click();
  expect((await read).status()).toBe(200);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});
