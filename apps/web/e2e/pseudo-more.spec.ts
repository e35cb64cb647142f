import type { Page } from '@playwright/test';
import { expect, superadmin, test } from './helpers/admin-fixtures';
import { createProduct, loginAs, ok, registerShopper, uniq } from './helpers/api';
import { plainEnglish, stringsOf } from './helpers/pseudo';

/**
 * Issue 28: the routes no other pseudo-locale check opens. In `en-XA` every catalog text is accented, so a word
 * of plain English letters that is not data is a text left outside the catalog: logging in, registering and a
 * forgotten password and its reset link; the cart, the checkout, an order-success page opened directly, the
 * notification settings and the grievance pages of a shopper, and one ticket as its shop and the platform owner
 * see it; the owner's Payments to Bazaar and complaints; the platform owner's returns and
 * complaints. At 360 px.
 */

async function expectAllFromCatalog(page: Page, pages: string[], data: string[]) {
  for (const path of pages) {
    await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=en-XA`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    // The pseudo-locale pads each catalog text with dots; a heading may end with data (a ticket number).
    await expect(page.locator('main h1').first()).toHaveText(/·/);
    await page.waitForLoadState('networkidle');
    expect(await plainEnglish(page, data), `plain English on ${path}`).toEqual([]);
  }
}

test('the pseudo-locale finds no hard-coded English on the login, cart, checkout, notification and grievance pages', async ({ page, owner }) => {
  test.slow(); // fifteen pages on a shared machine
  await page.setViewportSize({ width: 360, height: 740 });
  await expectAllFromCatalog(page, ['/login', '/register', '/forgot-password', '/reset-password?token=not-a-real-token', '/grievance-redressal'], []);

  const id = uniq();
  const admin = await loginAs(owner.email, owner.password);
  const product = await createProduct(admin, { name: `Moong Dal 1 kg ${id}`, price: 140, quantity: 9, unit: 'kg' });
  await admin.dispose();
  const shopper = { name: `Kiran Patil ${id}`, email: `kiran-${id}@e2e.bazaar.test`, phone: '9812345671', password: `kiran-pass-${id}` };
  await registerShopper(shopper);
  await ok(await page.request.post('/api/auth/login', { data: { email: shopper.email, password: shopper.password } }), 'login');
  await ok(await page.request.post('/api/cart/add', { data: { itemId: product._id, quantity: 1 } }), 'add to cart');
  const complaint = { subject: `Packet torn ${id}`, description: `The dal packet came torn at the seam ${id}.` };
  const filed = await ok<{ _id: string; ticketNumber: string }>(
    await page.request.post('/api/grievances', { data: { ...complaint, shopId: owner.shop._id } }),
    'file a grievance',
  );
  // What the pages show as it is: the shopper, the product, its shop, the complaint and its ticket.
  const data = [
    shopper.name,
    shopper.email,
    shopper.phone,
    product.name,
    owner.name,
    owner.shop.name,
    owner.shop.location ?? '',
    complaint.subject,
    complaint.description,
    filed.ticketNumber,
  ]
    .filter((d) => d.length >= 3)
    .sort((a, b) => b.length - a.length);
  await expectAllFromCatalog(
    page,
    ['/cart', '/checkout-cod', '/order-success', '/account/notifications', '/grievances', '/grievances/new', `/grievances/${filed._id}`],
    data,
  );

  // The shop owner and the platform owner open the same ticket.
  await ok(await page.request.post('/api/auth/login', { data: { email: owner.email, password: owner.password } }), 'owner login');
  await expectAllFromCatalog(page, [`/admin/grievances/${filed._id}`], data);
  const sa = superadmin();
  await ok(await page.request.post('/api/auth/login', { data: sa }), 'platform owner login');
  const me = await ok<{ user: { name: string } }>(await page.request.get('/api/auth/session'), 'session');
  try {
    await expectAllFromCatalog(
      page,
      [`/superadmin/grievances/${filed._id}`],
      [me.user.name, ...data].sort((a, b) => b.length - a.length),
    );
  } finally {
    // The shared platform owner's account keeps its language: put it back to English for the other tests.
    await page.goto('/superadmin?lang=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  }
});

test('the pseudo-locale finds no hard-coded English on the owner’s payments and the platform owner’s returns', async ({ page, owner, logIn }) => {
  test.slow(); // four pages on a shared machine
  await page.setViewportSize({ width: 360, height: 740 });
  await logIn(owner, '/admin/payments');
  // What the page shows as it is: the owner, the shop, and Bazaar's payee (its UPI ID, account name and bank), which
  // another test may have set.
  const payee = await page.request.get('/api/admin/payee');
  const ownerData = [owner.name, owner.email, owner.shop.name, ...(payee.ok() ? stringsOf(await payee.json()) : [])]
    .filter((d) => d.length >= 3)
    .sort((a, b) => b.length - a.length);
  await expectAllFromCatalog(page, ['/admin/payments', '/admin/grievances'], ownerData);

  await logIn(superadmin(), '/superadmin/returns');
  const session = await ok<{ user: { name: string } }>(await page.request.get('/api/auth/session'), 'session');
  const returns = await page.request.get('/api/superadmin/returns?page=1&limit=20');
  const grievances = await page.request.get('/api/superadmin/grievances?page=1&limit=20');
  const platformData = [
    session.user.name,
    ...(returns.ok() ? stringsOf(await returns.json()) : []),
    ...(grievances.ok() ? stringsOf(await grievances.json()) : []),
  ]
    .filter((d) => d.length >= 3)
    .sort((a, b) => b.length - a.length);
  try {
    await expectAllFromCatalog(page, ['/superadmin/returns', '/superadmin/grievances'], platformData);
  } finally {
    // The shared platform owner's account keeps its language: put it back to English for the other tests.
    await page.goto('/superadmin?lang=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  }
});
