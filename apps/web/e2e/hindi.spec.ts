import { expect, test } from './fixtures';
import { ok, registerShopper, uniq } from './helpers/api';
import { expectNothingCutOff } from './helpers/layout';

/**
 * Issue 28: the web app in Hindi. A shopper on a 360 px phone switches to हिन्दी in the nav: the nav, the home
 * page and the cart are in Hindi, `<html lang="hi">` and the title follow, API calls say `Accept-Language: hi`,
 * and the choice survives a reload. A browser that prefers Hindi starts in Hindi; the pseudo-locale accents
 * every catalog text.
 */
test('a shopper switches to Hindi at 360 px and it stays after a reload', async ({ page, shot, guard }) => {
  // A guest's cart page asks for the cart and is told to log in (401), as in English.
  guard.allow(/401 GET \S+\/api\/cart\b/);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Shops near you' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();

  // The nav, the home page and the page's language and title.
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const nav = page.getByRole('navigation', { name: 'मुख्य' });
  await expect(nav.getByRole('link', { name: /^कार्ट/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'आपके पास की दुकानें' })).toBeVisible();
  await expect(page.getByLabel('दुकानें खोजें')).toBeVisible();
  await expect(page).toHaveTitle('Bazaar — आस-पास की दुकानें, कैश ऑन डिलीवरी');
  await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
  const drawer = page.getByRole('dialog', { name: 'मेन्यू' });
  for (const link of ['होम', 'हमारे बारे में', 'संपर्क', 'लॉग इन', 'रजिस्टर करें']) await expect(drawer.getByRole('link', { name: link, exact: true })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
  await shot('hindi-menu-360');
  await page.keyboard.press('Escape');
  await expectNothingCutOff(page, 'the Hindi home page');
  await shot('hindi-home-360');

  // The cart, in Hindi.
  await nav.getByRole('link', { name: /^कार्ट/ }).click();
  await expect(page.getByRole('heading', { name: 'आपका कार्ट' })).toBeVisible();
  await expect(page.getByText('आपका कार्ट खाली है। लॉग इन करें')).toBeVisible();
  await expect(page.getByRole('link', { name: 'खरीदारी जारी रखें' })).toBeVisible();
  await expect(page).toHaveTitle('कार्ट · Bazaar');
  await expectNothingCutOff(page, 'the Hindi cart');
  await shot('hindi-cart-360');

  // The choice is kept on the device: a reload starts in Hindi, with the same URL, and asks the server in Hindi.
  const apiCall = page.waitForRequest((r) => r.url().includes('/api/'));
  await page.reload();
  expect((await apiCall).headers()['accept-language']).toBe('hi');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { name: 'आपका कार्ट' })).toBeVisible();

  // And back to English, byte for byte the texts of before.
  await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
  await page.getByRole('dialog', { name: 'मेन्यू' }).getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible();
  await expect(page).toHaveTitle('Cart · Bazaar');
});

test('the laptop nav offers the switch too, in each language’s own script', async ({ page, shot }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/');
  const row = page.getByTestId('nav-row');
  await row.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(row.getByRole('link', { name: 'होम' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('lang', 'hi');
  await expect(page.getByTestId('nav-row').getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'false');
  await expectNothingCutOff(page, 'the Hindi home page');
  await shot('hindi-home-1366');
});

test.describe('a browser that prefers Hindi', () => {
  test.use({ locale: 'hi-IN' });
  test('starts in Hindi on the first visit', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { name: 'आपके पास की दुकानें' })).toBeVisible();
  });
});

test('the pseudo-locale accents every catalog text', async ({ page, shot }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/?lang=en-XA');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  await expect(page.getByRole('heading', { name: /^Šĥöþš ñéáŕ ýöú·+$/ })).toBeVisible();
  await shot('pseudo-home-360');
});

test('a logged-in shopper’s choice is kept on the account and follows them to a new device', async ({ page, browser, baseURL }) => {
  const who = { name: 'Meena', email: `meena-${uniq()}@e2e.bazaar.test`, phone: '9876543210', password: 'meena-password-2026' };
  await registerShopper(who);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/?lang=hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // Logged in (the session cookie is the page's): the device's Hindi goes to the account.
  await ok(await page.request.post('/api/auth/login', { data: { email: who.email, password: who.password } }), 'login');
  await page.goto('/');
  await expect.poll(async () => ((await (await page.request.get('/api/auth/session')).json()) as { user: { language: string } }).user.language).toBe('hi');

  // A new device that never chose a language takes the account's.
  const other = await browser.newContext({ baseURL, locale: 'en-IN' });
  const phone = await other.newPage();
  await ok(await phone.request.post('/api/auth/login', { data: { email: who.email, password: who.password } }), 'login');
  await phone.goto('/');
  await expect(phone.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(phone.getByRole('heading', { name: 'आपके पास की दुकानें' })).toBeVisible();
  await other.close();
});
