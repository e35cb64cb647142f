import type { APIRequestContext, Page } from '@playwright/test';
import { expect, superadmin, test } from './helpers/admin-fixtures';
import { createAdmin, createProduct, createShop, loginAs, ok, registerShopper, superadminSession, uniq } from './helpers/api';
import { newShopper, placeOrder, setOrderStatus } from './helpers/admin-api';
import { expectNothingCutOff } from './helpers/layout';
import { plainEnglish, stringsOf } from './helpers/pseudo';

/**
 * Issue 28: the platform owner works in Hindi on a 1366 px laptop: settings, the shops, ONDC, the outbox and
 * the TCS report (its place of supply named in Hindi), reached from the nav's groups, with nothing cut off. Then
 * the pseudo-locale (`en-XA`) goes over the same pages: a word of plain English letters that is not data is a
 * text left outside the catalog. And a shopper in Hindi on the laptop: home, a product, the cart.
 */

/** Puts the shared platform owner's account back to English, whatever the test left it in. */
async function backToEnglish(page: Page) {
  await page.request.put('/api/account/language', { data: { language: 'en' } });
}

test('the platform owner in Hindi at 1366 px: settings, shops, ONDC, outbox and the TCS report, then 360 px', async ({ page, owner, logIn, shot }) => {
  test.slow(); // five pages and an order on a shared machine
  // A delivered order of a Maharashtra shop this month, so the TCS report has a row with its place of supply.
  const admin = await loginAs(owner.email, owner.password);
  const product = await createProduct(admin, { name: `Shrikhand ${uniq()}`, price: 240, quantity: 10, hsnCode: '04039010', gstRate: 5 });
  const shopper = await newShopper();
  const order = await placeOrder(shopper.ctx, product._id, 1, `${shopper.name}, 9823456789, 5 Shaniwar Peth, Pune 411030`);
  await shopper.ctx.dispose();
  await setOrderStatus(admin, order._id, 'Confirmed');
  await setOrderStatus(admin, order._id, 'Delivered');
  await admin.dispose();

  await page.setViewportSize({ width: 1366, height: 900 });
  try {
    await logIn(superadmin(), '/superadmin/settings?lang=hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const nav = page.getByRole('navigation', { name: 'मुख्य' });

    // Settings: labels with their units, the defaults in the hints, the history; a save with nothing changed is refused in Hindi.
    await expect(page.getByRole('heading', { name: 'प्लेटफ़ॉर्म सेटिंग्स', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('प्लेटफ़ॉर्म सेटिंग्स · Bazaar');
    await expect(page.getByLabel('COD हैंडलिंग फ़ीस (₹)')).toBeVisible();
    await expect(page.getByLabel('बकाया चुकाने के दिन (दिन)')).toBeVisible();
    await expect(page.getByLabel('कन्फ़र्म करने के घंटे (घंटे)')).toBeVisible();
    await expect(page.getByText(/डिफ़ॉल्ट: \d+ घंटे।/)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /कैश ऑन डिलीवरी ऑर्डर पर भी TCS लें/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'बदलावों का इतिहास' })).toBeVisible();
    await page.getByRole('button', { name: 'सेटिंग्स सेव करें' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'पहले कोई वैल्यू बदलें।' })).toBeVisible();
    await expectNothingCutOff(page, 'the Hindi settings');
    await shot('hindi-platform-settings-1366');

    // The shops and their analytics, from the nav.
    await nav.getByRole('link', { name: 'डैशबोर्ड', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'दुकानें और आंकड़े', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'दुकान बदलें' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'आंकड़े देखें' }).first()).toBeVisible();
    await expectNothingCutOff(page, 'the Hindi shops');
    await shot('hindi-platform-shops-1366');

    // ONDC, from the Shops group.
    await nav.getByRole('button', { name: 'दुकानें', exact: true }).click();
    await nav.getByRole('link', { name: 'ONDC', exact: true }).click();
    await expect(page).toHaveURL(/\/superadmin\/ondc$/);
    await expect(page.getByTestId('ondc-state')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'बायर ऐप से आए ऑर्डर' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'जो कॉलबैक नहीं पहुंचे' })).toBeVisible();
    await expectNothingCutOff(page, 'the Hindi ONDC page');
    await shot('hindi-platform-ondc-1366');

    // The outbox, from the Messages group: the mails and the SMS and WhatsApp messages.
    await nav.getByRole('button', { name: 'संदेश', exact: true }).click();
    await nav.getByRole('link', { name: 'आउटबॉक्स', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'आउटबॉक्स', level: 1 })).toBeVisible();
    await expect(page.getByTestId('outbox-item').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'संदेश खोलें' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'SMS और WhatsApp' })).toBeVisible();
    await expectNothingCutOff(page, 'the Hindi outbox');
    await shot('hindi-platform-outbox-1366');

    // The TCS report, from the Reports group: the month in Hindi, the shop's place of supply as 27-महाराष्ट्र.
    await nav.getByRole('button', { name: 'रिपोर्ट', exact: true }).click();
    await nav.getByRole('link', { name: 'TCS रिपोर्ट', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'TCS रिपोर्ट', level: 1 })).toBeVisible();
    await expect(page.getByLabel('महीना').locator('option:checked')).toHaveText(
      /^(जनवरी|फ़रवरी|फरवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्तूबर|अक्टूबर|नवंबर|दिसंबर) \d{4}$/,
    );
    const row = page.getByRole('row').filter({ hasText: owner.shop.gstnumber! });
    await expect(row).toContainText(owner.shop.name);
    await expect(row).toContainText('27-महाराष्ट्र');
    await expect(page.getByRole('button', { name: /CSV डाउनलोड करें/ })).toBeVisible();
    await expectNothingCutOff(page, 'the Hindi TCS report');
    await shot('hindi-platform-tcs-1366', { fullPage: true });

    // The two screens this wave put into Hindi, on a 360 px phone too: nothing cut off.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/superadmin/settings');
    await expect(page.getByLabel('COD हैंडलिंग फ़ीस (₹)')).toBeVisible();
    await expectNothingCutOff(page, 'the Hindi settings at 360 px');
    await shot('hindi-platform-settings-360');
    await page.goto('/superadmin/outbox');
    await expect(page.getByRole('heading', { name: 'SMS और WhatsApp' })).toBeVisible();
    await expectNothingCutOff(page, 'the Hindi outbox at 360 px');
    await shot('hindi-platform-outbox-360');
  } finally {
    await backToEnglish(page);
  }
});

test('the pseudo-locale finds no hard-coded English on the platform owner’s pages', async ({ page, logIn, shot }) => {
  test.slow(); // five pages on a shared machine
  await page.setViewportSize({ width: 1366, height: 900 });
  await logIn(superadmin(), '/superadmin/settings?lang=en-XA');
  const get = async (url: string) => {
    const res = await page.request.get(url);
    return res.ok() ? stringsOf(await res.json()) : [];
  };
  const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' }).format(new Date()).slice(0, 7);
  // What the server stores and the screens show as it is: shops and their owners, the mails' subjects and
  // recipients, the errors of the senders, ONDC's ids, the settings' history (who changed them), the report's rows.
  const outbox = await ok<{ items: Array<{ subject: string; recipient: string; lastError: string | null }> }>(
    await page.request.get('/api/superadmin/outbox?page=1&limit=20'),
    'outbox',
  );
  const channels = await ok<{ items: Array<{ recipient: string; lastError: string | null; providerMessageId: string | null }> }>(
    await page.request.get('/api/superadmin/outbox/channel-messages?page=1&limit=20'),
    'channel messages',
  );
  const data = [
    ...outbox.items.flatMap((m) => [m.subject, m.recipient, m.lastError ?? '']),
    ...channels.items.flatMap((m) => [m.recipient, m.lastError ?? '', m.providerMessageId ?? '']),
    ...(await get('/api/superadmin/shops?search=&page=1&limit=10')),
    ...(await get('/api/superadmin/ondc')),
    ...(await get('/api/superadmin/ondc/orders?page=1&limit=20')),
    ...(await get('/api/superadmin/ondc/callbacks?page=1&limit=20')),
    ...(await get(`/api/superadmin/reports/tcs?month=${month}`)),
    ...(await get('/api/superadmin/settings')),
    ...(await get('/api/superadmin/platform-profile')),
    // The platform owner's own name (the nav shows it) and the switcher's "English", in its own script.
    (await ok<{ user: { name: string } }>(await page.request.get('/api/auth/session'), 'session')).user.name,
    'English',
    // The report's months, formatted by Intl in the pseudo-locale's English.
    ...['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    // Names of things, not words of a sentence: variables the ONDC screen lists, the SMTP setting.
    'ONDC_SUBSCRIBER_ID',
    'ONDC_SUBSCRIBER_URL',
    'ONDC_UNIQUE_KEY_ID',
    'ONDC_SIGNING_PRIVATE_KEY',
    'ONDC_REGISTRY_URL',
    'ONDC_CITY',
    'SMTP_URL',
  ]
    .filter((d) => d.length >= 3)
    .sort((a, b) => b.length - a.length);

  // The check itself sees the English texts on the English page.
  await page.goto('/superadmin/settings?lang=en');
  await expect(page.getByRole('heading', { name: 'Platform settings', level: 1 })).toBeVisible();
  expect(await plainEnglish(page, data)).toContain('<label> Days to pay dues (days)');

  const pages: Array<[string, string]> = [
    ['/superadmin/settings', 'pseudo-platform-settings'],
    ['/superadmin', 'pseudo-platform-shops'],
    ['/superadmin/ondc', 'pseudo-platform-ondc'],
    ['/superadmin/outbox', 'pseudo-platform-outbox'],
    ['/superadmin/tcs-report', 'pseudo-platform-tcs'],
  ];
  for (const [path, name] of pages) {
    await page.goto(`${path}?lang=en-XA`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/·$/);
    await page.waitForLoadState('networkidle');
    expect(await plainEnglish(page, data), `plain English on ${path} in the pseudo-locale`).toEqual([]);
    await expectNothingCutOff(page, `${path} in the pseudo-locale`);
    await shot(`${name}-1366`);
  }
  await page.goto('/superadmin?lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
});

test('the pseudo-locale finds no hard-coded English on the platform owner’s other pages', async ({ page, logIn }) => {
  test.slow(); // eight pages on a shared machine
  await page.setViewportSize({ width: 1366, height: 900 });
  await logIn(superadmin(), '/superadmincrud?lang=en-XA');
  const get = async (url: string) => {
    const res = await page.request.get(url);
    return res.ok() ? stringsOf(await res.json()) : [];
  };
  const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' }).format(new Date()).slice(0, 7);
  // The data these pages show as it is: accounts, messages people wrote, shops' requests, reviews, complaints.
  const data = [
    ...(await get('/api/superadmin/admins/page?page=1&limit=12')),
    ...(await get('/api/contact-messages?page=1&limit=20')),
    ...(await get('/api/shop-queries?page=1&limit=20')),
    ...(await get('/api/superadmin/reviews?page=1&limit=20')),
    ...(await get(`/api/superadmin/reports/tds?month=${month}`)),
    ...(await get('/api/superadmin/erasure-requests?status=pending')),
    ...(await get('/api/superadmin/grievances?page=1&limit=20')),
    ...(await get('/api/superadmin/grievance-settings')),
    ...(await get('/api/superadmin/ledger?page=1&limit=20')),
    ...(await get('/api/superadmin/payment-claims?page=1&limit=20')),
    (await ok<{ user: { name: string } }>(await page.request.get('/api/auth/session'), 'session')).user.name,
    'English',
    ...['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  ]
    .filter((d) => d.length >= 3)
    .sort((a, b) => b.length - a.length);
  for (const path of [
    '/superadmincrud',
    '/contact-query',
    '/shop-query',
    '/superadmin/reviews',
    '/superadmin/tds-report',
    '/superadmin/erasure-requests',
    '/superadmin/grievances',
    '/superadmin/ledger',
  ]) {
    await page.goto(`${path}?lang=en-XA`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/·$/);
    await page.waitForLoadState('networkidle');
    expect(await plainEnglish(page, data), `plain English on ${path} in the pseudo-locale`).toEqual([]);
  }
});

/** A shop of its own with one product, and a shopper's session. */
async function seedShop(sa: APIRequestContext) {
  const id = uniq();
  const owner = { name: `Lata Joshi ${id}`, email: `lata-${id}@e2e.bazaar.test`, password: `lata-pass-${id}` };
  const account = await createAdmin(sa, owner);
  const shop = await createShop(sa, { name: `Joshi Provisions ${id}`, category: 'Grocery', location: 'Nashik', admin: account._id });
  const admin = await loginAs(owner.email, owner.password);
  const product = await createProduct(admin, { name: `Sabudana ${id}`, price: 62, quantity: 4, unit: 'kg' });
  await admin.dispose();
  const shopper = { name: `Meena Patil ${id}`, email: `meena-${id}@e2e.bazaar.test`, phone: '9812345671', password: `meena-pass-${id}` };
  await registerShopper(shopper);
  return { shop, product, shopper };
}

test('a shopper in Hindi at 1366 px: home, a product, the cart', async ({ page, shot }) => {
  const sa = await superadminSession();
  const { shop, product, shopper } = await seedShop(sa);
  await sa.dispose();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/?lang=hi');
  await ok(await page.request.post('/api/auth/login', { data: { email: shopper.email, password: shopper.password } }), 'login');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { name: 'आपके पास की दुकानें' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'मुख्य' });
  await expect(nav.getByRole('link', { name: /^कार्ट/ })).toBeVisible();
  await expectNothingCutOff(page, 'the Hindi home page at 1366 px');
  await shot('hindi-home-shopper-1366');

  // The product, found with the nav's search box.
  const box = page.getByRole('combobox', { name: 'Bazaar पर प्रोडक्ट या दुकान खोजें' });
  await box.fill(product.name);
  await box.press('Enter');
  await expect(page.getByRole('heading', { name: `“${product.name}” के नतीजे`, level: 1 })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`^${product.name} ₹62\\.00`) })
    .click();
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  await expect(page.getByText(`विक्रेता: ${shop.name}`)).toBeVisible();
  await expect(page.getByTestId('stock-note')).toHaveText('सिर्फ़ 4 बचे हैं');
  await expectNothingCutOff(page, 'the Hindi product page at 1366 px');
  await shot('hindi-product-1366');
  await page.getByRole('button', { name: 'कार्ट में डालें', exact: true }).click();
  await expect(page.getByRole('region', { name: 'सूचनाएं' }).getByText(`${product.name} कार्ट में डाल दिया गया`)).toBeVisible();

  // The cart.
  await nav.getByRole('link', { name: /^कार्ट/ }).click();
  await expect(page.getByRole('heading', { name: 'आपका कार्ट' })).toBeVisible();
  await expect(page.getByTestId('cart-item')).toContainText('₹62.00');
  await expect(page.getByRole('button', { name: 'ऑर्डर करें (COD)' })).toBeVisible();
  await expectNothingCutOff(page, 'the Hindi cart at 1366 px');
  await shot('hindi-cart-1366');
});
