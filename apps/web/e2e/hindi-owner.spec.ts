import type { Page } from '@playwright/test';
import { COUNTRY_ALPHA2, ONDC_CATEGORIES, type GstRegisterDto } from '@bazaar/shared';
import { expect, test } from './helpers/admin-fixtures';
import { createProduct, loginAs, ok, uniq } from './helpers/api';
import { newShopper, pageHasNoHorizontalScroll, placeOrder } from './helpers/admin-api';
import { expectFitsPhoneAndLaptop, expectNothingCutOff } from './helpers/layout';
import { solidPng } from './helpers/png';

/**
 * Issue 28: a shop owner works in Hindi on a 360 px phone. The dashboard, the live alert of a new order, the
 * order's card (confirm, packed, out for delivery, delivered, the invoice), the nav's count of pending orders and
 * the GST register are in Hindi; each of these screens is laid out at 360 px and at 1366 px with nothing cut off
 * (the journey runs once, at the phone's width). Then the pseudo-locale (`en-XA`: every catalog letter accented) goes over the
 * owner's screens: a word of plain English letters that is not data (a name, an id, a month) is a text left
 * outside the catalog.
 */
test('a shop owner in Hindi at 360 and 1366 px takes an order from new to delivered and opens the GST register', async ({ page, owner, logIn, shot }) => {
  // A long journey over six pages on a shared machine.
  test.setTimeout(180_000);
  const admin = await loginAs(owner.email, owner.password);
  const product = await createProduct(admin, { name: `Poha ${uniq()}`, price: 45, quantity: 30, hsnCode: '19041020', gstRate: 5 });
  await admin.dispose();
  const shopper = await newShopper();
  const address = `${shopper.name}, 9823456789, 7 Rajwada Chowk, Indore 452002`;
  // One Pending order before the page opens: the nav's count shows once the live feed is open.
  const first = await placeOrder(shopper.ctx, product._id, 1, address);

  await page.setViewportSize({ width: 360, height: 740 });
  await logIn(owner, '/admin?lang=hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { name: 'दुकान का डैशबोर्ड', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/दुकान का डैशबोर्ड · Bazaar$/);
  await expect(page.getByText('आपकी दुकान', { exact: true })).toBeVisible();
  await expect(page.getByText('किराना · Indore')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'आज आपकी दुकान पर' })).toBeVisible();
  await expect(page.getByText('कन्फ़र्म होने बाकी ऑर्डर')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ज़रूरी लिंक' })).toBeVisible();
  // The live feed's count, in Hindi on a page that is not All Orders.
  await expect(page.getByTestId('pending-link')).toHaveAccessibleName(/^सभी ऑर्डर\s*,\s*1 ऑर्डर पेंडिंग$/);
  await expectFitsPhoneAndLaptop(page, 'the Hindi dashboard', shot, 'hindi-owner-dashboard');

  // All Orders from the phone's menu.
  await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
  await page
    .locator('#mobile-menu')
    .getByRole('link', { name: /^सभी ऑर्डर/ })
    .click();
  await expect(page.getByRole('heading', { name: 'आपकी दुकान के ऑर्डर', level: 1 })).toBeVisible();
  const card = (id: string) => page.locator(`li[data-order-card="${id}"]`);
  await expect(card(first._id)).toBeVisible();

  // A shopper orders again: the live alert and the nav's count say so in Hindi, and the order's card appears.
  const order = await placeOrder(shopper.ctx, product._id, 2, address);
  await expect(page.getByRole('status').filter({ hasText: `${shopper.name} का नया ऑर्डर` })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('pending-link')).toHaveAccessibleName(/^सभी ऑर्डर\s*,\s*2 ऑर्डर पेंडिंग$/);
  const mine = card(order._id);
  await expect(mine.getByTestId('order-number')).toHaveText(`ऑर्डर #${order.orderNumber}`);
  await expect(mine.getByText('पेंडिंग', { exact: true })).toBeVisible();
  await expect(mine.getByTestId('shopper-history')).toContainText('नया ग्राहक');
  await expect(mine).toContainText('छिपा है');
  await expect(mine).toContainText('कन्फ़र्म करने पर बनेगा');
  await expect(mine).toContainText('यूनिट: kg');
  await expect(page.getByText('2 ऑर्डर', { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'स्टेटस से ऑर्डर छांटें' }).getByRole('button', { name: 'सभी' })).toHaveAttribute('aria-pressed', 'true');
  await expectFitsPhoneAndLaptop(page, 'the Hindi orders with a new order', shot, 'hindi-owner-new-order');

  // The first order is cancelled with a reason picked in Hindi; the value sent is the list's English one.
  await card(first._id).getByRole('button', { name: 'रद्द करें', exact: true }).click();
  const cancel = page.getByRole('dialog', { name: 'यह ऑर्डर रद्द करें?' });
  const why = cancel.getByLabel('आप क्यों रद्द कर रहे हैं?');
  await why.selectOption({ label: 'ग्राहक ने रद्द करने को कहा' });
  await expect(why).toHaveValue('The shopper asked to cancel');
  await shot('hindi-owner-cancel-dialog-360');
  await cancel.getByRole('button', { name: 'हां, ऑर्डर रद्द करें' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'ऑर्डर रद्द हो गया' })).toBeVisible();
  await expect(card(first._id).getByTestId('order-cancel-reason')).toHaveText('आपकी दुकान ने रद्द किया: ग्राहक ने रद्द करने को कहा');
  await expect(card(first._id).getByText('रद्द हुआ', { exact: true })).toBeVisible();

  // Confirm: the toast, the status and the invoice in Hindi; the address shows.
  await mine.getByRole('button', { name: 'कन्फ़र्म करें' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'ऑर्डर: कन्फ़र्म हुआ ✅' })).toBeVisible();
  await expect(mine.getByText('कन्फ़र्म हुआ', { exact: true })).toBeVisible();
  await expect(mine).toContainText('7 Rajwada Chowk');
  await expect(mine.getByRole('button', { name: `ऑर्डर ${order._id} का इनवॉइस डाउनलोड करें` })).toContainText('इनवॉइस');
  await expectFitsPhoneAndLaptop(page, 'the Hindi orders after confirming', shot, 'hindi-owner-confirmed');

  // Packed, then out for delivery (issue 29's steps), each with its toast and status in Hindi.
  await mine.getByRole('button', { name: 'पैक हो गया', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'ऑर्डर: पैक हुआ ✅' })).toBeVisible();
  await expect(mine.getByText('पैक हुआ', { exact: true })).toBeVisible();
  await expect(mine.getByRole('button', { name: 'पैक हो गया', exact: true })).toBeHidden();
  await expectFitsPhoneAndLaptop(page, 'the Hindi orders after packing', shot, 'hindi-owner-packed');
  await mine.getByRole('button', { name: 'डिलीवरी के लिए भेजें', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'ऑर्डर: डिलीवरी के लिए निकला ✅' })).toBeVisible();
  await expect(mine.getByText('डिलीवरी के लिए निकला', { exact: true })).toBeVisible();
  await expect(mine.getByRole('button', { name: 'डिलीवरी के लिए भेजें', exact: true })).toBeHidden();
  await expectFitsPhoneAndLaptop(page, 'the Hindi orders out for delivery', shot, 'hindi-owner-out-for-delivery');

  // Delivered is asked first, in Hindi.
  await mine.getByRole('button', { name: 'डिलीवर हो गया', exact: true }).click();
  const deliver = page.getByRole('dialog', { name: 'यह ऑर्डर डिलीवर हो गया?' });
  await expect(deliver).toContainText(`#${order.orderNumber}`);
  await expect(deliver).toContainText('इसे वापस नहीं बदला जा सकता।');
  await deliver.getByRole('button', { name: 'हां, डिलीवर हो गया' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'ऑर्डर: डिलीवर हुआ ✅' })).toBeVisible();
  await expect(mine.getByText('डिलीवर हुआ', { exact: true })).toBeVisible();
  await expect(page.locator('dl[aria-label="ऑर्डर का हिसाब"]')).toContainText(/कुल कमाई\s*₹150\.00/);
  await expectFitsPhoneAndLaptop(page, 'the Hindi orders after delivery', shot, 'hindi-owner-delivered');

  // The GST register of this month, from the menu: the tax invoice under its Hindi name, the stacked table's labels.
  await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
  await page.locator('#mobile-menu').getByRole('link', { name: 'GST रजिस्टर', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'GST रजिस्टर', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/GST रजिस्टर · Bazaar$/);
  const month = page.getByLabel('महीना');
  await expect(month.locator('option').first()).toHaveText(/^(जनवरी|फ़रवरी|फरवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्तूबर|अक्टूबर|नवंबर|दिसंबर) \d{4}$/);
  await expect(page.getByRole('button', { name: /की CSV डाउनलोड करें$/ })).toContainText('CSV डाउनलोड करें');
  const totals = page.locator('dl[aria-label="महीने का कुल जोड़"]');
  await expect(totals).toContainText('कर योग्य मूल्य');
  await expect(totals).toContainText('दस्तावेज़');
  const documents = page.getByRole('region', { name: /के GST दस्तावेज़$/ });
  await expect(documents).toContainText('कर बीजक (Tax invoice)');
  await expect(documents.locator('td[data-label="आपूर्ति का स्थान"]').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'HSN सारांश' })).toBeVisible();
  await expectFitsPhoneAndLaptop(page, 'the Hindi GST register', shot, 'hindi-owner-gst-register');

  // The pseudo-locale over the owner's screens: every text from the catalog.
  const register = await ok<GstRegisterDto>(await page.request.get(`/api/admin/reports/gst/register?month=${await month.inputValue()}`), 'GST register');
  const data = [
    owner.shop.name,
    owner.name,
    owner.email,
    owner.shop.location,
    owner.shop.address,
    shopper.name,
    shopper.email,
    address,
    product.name,
    order._id,
    order.orderNumber,
    first._id,
    first.orderNumber,
    register.shop.name,
    register.shop.stateName,
    register.shop.gstin ?? '',
    ...register.documents.flatMap((d) => [d.number, d.placeOfSupply]),
    ...register.hsn.flatMap((h) => [h.description, h.uqc]),
  ];
  // The check itself: on the English page it finds the English texts.
  await page.goto('/admin/delivery-area?lang=en');
  await expect(page.getByRole('heading', { name: 'Delivery area', level: 1 })).toBeVisible();
  // The heading comes before the shop's data: read the page once its form is there.
  await expect(page.getByRole('textbox', { name: 'PIN codes you deliver to' })).toBeVisible();
  expect(await plainEnglish(page, data)).toContain('PIN codes you deliver to');
  for (const path of ['/admin', '/admin/all-orders', '/admin/gst-register', '/admin/delivery-area', '/admin/reviews']) {
    await page.goto(`${path}?lang=en-XA`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/·$/);
    await page.waitForLoadState('networkidle');
    expect(await plainEnglish(page, data), `plain English on ${path} in the pseudo-locale`).toEqual([]);
  }
  await page.goto('/admin/all-orders?lang=en-XA');
  await expect(page.locator('li[data-order-card]').first()).toBeVisible();
  await shot('pseudo-owner-orders-360');
});

/**
 * Issue 28: the owner lists a product with a variant in Hindi at 360 px. Sent empty, the form says what to fix in
 * Hindi (the shared schema's message, decision 106); the variants table, the photos and My Products speak Hindi.
 * Then the pseudo-locale goes over the product screens (My Products, Create Product, Bulk upload).
 */
test('a shop owner in Hindi at 360 px lists a product in two sizes after a Hindi validation message', async ({ page, owner, logIn, shot }) => {
  test.slow();
  await page.setViewportSize({ width: 360, height: 740 });
  await logIn(owner, '/admin/create-product?lang=hi');
  await expect(page.getByRole('heading', { name: 'प्रोडक्ट जोड़ें', level: 1 })).toBeVisible();
  const upload = page.getByRole('button', { name: 'प्रोडक्ट अपलोड करें' });
  await upload.click();
  await expect(page.getByText('प्रोडक्ट का नाम ज़रूरी है', { exact: true })).toBeVisible();
  await expect(page.getByLabel('प्रोडक्ट का नाम')).toHaveAttribute('aria-invalid', 'true');

  const name = `कुर्ती ${uniq()}`;
  await page.getByLabel('प्रोडक्ट का नाम').fill(name);
  await page.getByLabel('विवरण').fill('सूती कुर्ती, हाथ की छपाई।');
  await page.getByRole('combobox', { name: 'कैटेगरी', exact: true }).selectOption('Clothing');
  const sub = page.getByRole('combobox', { name: 'सब-कैटेगरी', exact: true });
  await sub.selectOption({ label: 'महिला' });
  await expect(sub).toHaveValue('Women');
  await page.getByRole('button', { name: 'विकल्प जोड़ें' }).click();
  await page.getByLabel('विकल्प 1 का नाम').fill('साइज़');
  await page.getByLabel('साइज़ की एक वैल्यू जोड़ें').fill('S, M');
  await page.getByLabel('साइज़ की एक वैल्यू जोड़ें').press('Enter');
  await expect(page.getByRole('table', { name: 'वैरिएंट' }).getByRole('rowheader')).toHaveText(['S', 'M']);
  for (const size of ['S', 'M']) {
    await page.getByLabel(`${size} का दाम`).fill(size === 'S' ? '799' : '849');
    await page.getByLabel(`${size} की MRP`).fill('999');
    await page.getByLabel(`${size} का स्टॉक`).fill('4');
  }
  await page.getByLabel('प्रोडक्ट की फ़ोटो').setInputFiles({ name: 'kurti.png', mimeType: 'image/png', buffer: solidPng(400, 300, [190, 60, 90]) });
  await expect(page.getByRole('img', { name: 'प्रोडक्ट की फ़ोटो kurti.png की झलक' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'फ़ोटो (8 में से 1)' })).toBeVisible();
  // The variants table scrolls inside its own box on a phone (as in English); the page itself does not.
  expect(await pageHasNoHorizontalScroll(page)).toBe(true);
  await shot('hindi-owner-create-product-360', { fullPage: true });
  await upload.click();
  await expect(page.getByRole('status').filter({ hasText: 'प्रोडक्ट बन गया!' })).toBeVisible({ timeout: 30_000 });

  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { name: 'मेरे प्रोडक्ट', level: 1 })).toBeVisible();
  const card = page.locator('[data-product-id]').filter({ hasText: name });
  await expect(card).toContainText('फ़ैशन और डिज़ाइन · महिला');
  await expect(card).toContainText('स्टॉक में: 8');
  await expect(card.getByRole('button', { name: `${name} बदलें` })).toBeVisible();
  await expect(page.getByText('1 प्रोडक्ट', { exact: true })).toBeVisible();
  await expectNothingCutOff(page, 'the Hindi product list');
  await shot('hindi-owner-products-360');

  // The pseudo-locale over the product screens: every text from the catalog.
  const data = [name, owner.shop.name, owner.name, owner.email, owner.shop.location, ...Object.values(ONDC_CATEGORIES).flat()];
  for (const path of ['/admin/products', '/admin/create-product', '/admin/bulk-upload']) {
    await page.goto(`${path}?lang=en-XA`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/·$/);
    await page.waitForLoadState('networkidle');
    expect(await plainEnglish(page, data), `plain English on ${path} in the pseudo-locale`).toEqual([]);
  }
});

/** Dates and units are formatted by Intl and the unit list, not written: their Latin letters are not a catalog's. */
const FORMATTED = [
  /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi,
  /\b[A-Z]{2,4}\/\d{4}\/\d{6}\b/g,
  /\S+@\S+/g,
  /\b(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)\b/g,
  /\b[ap]m\b/g,
  /\bkg\b/g,
  /dd\/mm\/yyyy/g,
  // The language switcher names each language in its own script.
  /\bEnglish\b/g,
];

/**
 * The texts of the page's header and main (text, aria-label, title, placeholder, alt), with the data and the
 * formatted values taken out, that still hold a word of plain Latin letters: in the pseudo-locale every catalog
 * letter is accented, so such a word was written in the code.
 */
async function plainEnglish(page: Page, data: string[]): Promise<string[]> {
  const { texts, countries } = await page.evaluate((regions) => {
    // Country names come from the browser (Intl.DisplayNames) in the reader's language; the pseudo-locale, which the
    // browser does not know, gets them in English (the country of origin, decision 112): data, not catalog texts.
    const names = new Intl.DisplayNames([document.documentElement.lang, 'en'], { type: 'region' });
    const countries = regions.map((r) => names.of(r) ?? '').filter((n) => n.length >= 3);
    const out: string[] = [document.title];
    for (const root of document.querySelectorAll('header, main')) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) if (n.textContent?.trim()) out.push(n.textContent.trim());
      for (const el of root.querySelectorAll('[aria-label], [title], [placeholder], img[alt]'))
        for (const a of ['aria-label', 'title', 'placeholder', 'alt']) {
          const v = el.getAttribute(a);
          if (v) out.push(v);
        }
    }
    return { texts: out, countries };
  }, Object.values(COUNTRY_ALPHA2));
  const known = [...data, ...countries].filter(Boolean).sort((a, b) => b.length - a.length);
  const left: string[] = [];
  for (const text of texts) {
    let rest = text;
    for (const d of known) rest = rest.split(d).join(' ');
    for (const re of FORMATTED) rest = rest.replace(re, ' ');
    if (/[A-Za-z]{2,}/.test(rest)) left.push(text);
  }
  return [...new Set(left)];
}
