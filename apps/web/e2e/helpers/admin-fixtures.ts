import { test as base, expect, acceptDialog } from '../fixtures';

/**
 * The shared fixtures, with `shot` first scrolling to the top: a full-page screenshot taken while scrolled
 * paints the sticky navigation bar in the middle of the page.
 */
export const test = base.extend({
  shot: async ({ page, shot }, use) => {
    await use(async (name: string) => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(name);
    });
  },
});

export { expect, acceptDialog };
