import { test as base, expect, toastWith } from '../fixtures';
import { ok, uniq } from './api';
import { seedOwner, type Owner } from './admin-api';

export interface Credentials {
  email: string;
  password: string;
}

const HOME: Record<string, string> = { user: '/', admin: '/admin', superadmin: '/superadmin' };

/**
 * The shared fixtures for the owner and platform-owner journeys. Each test seeds what it needs through the
 * API, so the tests run alone and in any order:
 * - `owner`: a fresh admin with a fresh shop (named `ownerShopName` plus a unique suffix), made on first use;
 * - `logIn(who, path?)`: logs the browser in through the API (the page shares the cookie) and opens `path`,
 *   by default the role's home;
 * - `shot` first scrolls to the top: a full-page screenshot taken while scrolled paints the sticky navigation
 *   bar in the middle of the page.
 */
export const test = base.extend<{
  ownerShopName: string;
  owner: Owner;
  logIn: (who: Credentials, path?: string) => Promise<void>;
}>({
  shot: async ({ page, shot }, use) => {
    await use(async (name: string) => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(name);
    });
  },
  ownerShopName: ['Indore Namkeen Bhandar', { option: true }],
  owner: async ({ ownerShopName }, use) => {
    await use(await seedOwner(`${ownerShopName} ${uniq()}`));
  },
  logIn: async ({ page }, use) => {
    await use(async (who, path) => {
      // Leave the page first: a page still open under the old session (a shop owner's live feed, say) would
      // make its next request with the new session's cookie and be refused.
      if (page.url() !== 'about:blank') await page.goto('about:blank');
      const me = await ok<{ role: string }>(
        await page.request.post('/api/auth/login', { data: { email: who.email, password: who.password } }),
        `login ${who.email}`,
      );
      const target = path ?? HOME[me.role] ?? '/';
      await page.goto(target);
      // A route guard that did not see the session would have moved on (to /login).
      await page.waitForURL((url) => url.pathname === target.split('?')[0]);
    });
  },
});

/** The platform owner's login, set by global-setup. */
export const superadmin = (): Credentials => ({ email: process.env.E2E_SUPERADMIN_EMAIL!, password: process.env.E2E_SUPERADMIN_PASSWORD! });

export { expect, toastWith };
