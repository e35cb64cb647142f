import { expect, superadmin, test, toastWith } from './helpers/admin-fixtures';
import { superadminSession, uniq } from './helpers/api';
import { deliveredOrder } from './helpers/admin-api';
import { expectFitsPhoneAndLaptop, LAPTOP, PHONE } from './helpers/layout';

/**
 * Issue 22 #7 and #8: what the platform tells the public comes from what the platform owner entered; a shop owner
 * sees where to pay (UPI QR for the amount due, bank details), reports the payment with its reference, and the
 * platform owner confirms it into the ledger. At 360 px the ledger's amounts stay on screen.
 */
test('public details: only what the platform owner entered', async ({ page, shot }) => {
  const sa = await superadminSession();
  const before = await (await sa.get('/api/platform/profile')).json();
  await page.goto('/contact');
  if (!before.supportEmail) await expect(page.getByText('Write to us with the form')).toBeVisible();
  const res = await sa.patch('/api/superadmin/platform-profile', {
    data: { supportEmail: 'help@bazaar.example', supportPhone: '+91 141 400 1234', instagramUrl: 'https://www.instagram.com/bazaar.shops' },
  });
  expect(res.status()).toBe(200);
  await sa.dispose();
  await page.goto('/contact');
  const panel = page.getByRole('complementary', { name: 'Contact details' });
  await expect(panel.getByRole('link', { name: 'help@bazaar.example' })).toHaveAttribute('href', 'mailto:help@bazaar.example');
  await expect(panel.getByRole('link', { name: '+91 141 400 1234' })).toHaveAttribute('href', 'tel:+911414001234');
  await expect(panel.getByText('Address')).toHaveCount(0);
  const social = page.getByRole('list', { name: 'Bazaar on social media' }).getByRole('link');
  await expect(social).toHaveCount(1);
  await expect(social).toHaveAttribute('href', 'https://www.instagram.com/bazaar.shops');
  await shot('contact-from-profile');
  // The banners promise no discount.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Offers' })).toBeVisible();
});

test(`paying Bazaar: UPI QR, a reported payment, confirmed by the platform owner (1366 px; screens at 360 px too)`, async ({
  page,
  owner,
  logIn,
  shot,
  guard,
}) => {
  guard.allow(/409 POST .*\/api\/admin\/payment-claims$/);
  await page.setViewportSize(LAPTOP);
  const run = uniq();
  const sa = await superadminSession();
  const saved = await sa.patch('/api/superadmin/platform-profile', {
    data: { payeeName: 'Bazaar Marketplace', upiId: 'bazaar@okicici', bankAccountNumber: '123456789012', bankIfsc: 'ICIC0001234', bankName: 'ICICI Bank' },
  });
  expect(saved.status()).toBe(200);
  await sa.dispose();
  const shopper = { name: `Meera Iyer ${run}`, email: `meera-pay-${run}@e2e.bazaar.test`, phone: '9823456781', password: `meera-pass-${run}` };
  await deliveredOrder(
    owner,
    { name: `Kachori box ${run}`, price: 1180, quantity: 10, hsnCode: '21069099', gstRate: 18 },
    shopper,
    `${shopper.name}, 9823456781, 14 Residency Road, Indore 452001`,
  );

  await logIn(owner, '/admin/payments');
  const pay = page.getByRole('region', { name: 'How to pay' });
  await expect(pay.getByRole('img', { name: /UPI QR code to pay ₹/ })).toBeVisible();
  const upi = pay.getByRole('link', { name: /^Pay ₹[\d,.]+ with a UPI app$/ });
  await expect(upi).toHaveAttribute('href', /^upi:\/\/pay\?pa=bazaar%40okicici&pn=Bazaar%20Marketplace&am=\d+\.\d\d&cu=INR/);
  await expect(pay).toContainText('ICIC0001234');
  const form = page.getByRole('form', { name: 'Tell us about a payment' });
  await form.getByLabel('Amount paid (₹)').fill('25');
  await form.getByLabel('Reference (UTR)').fill('x');
  await form.getByRole('button', { name: 'Send payment details' }).click();
  await expect(form.getByRole('alert')).toContainText('Enter the UPI or bank transaction reference');
  await form.getByLabel('Reference (UTR)').fill(`UTR${run}`);
  await form.getByRole('button', { name: 'Send payment details' }).click();
  await expect(toastWith(page, 'your payment of ₹25.00')).toBeVisible();
  await expect(pay.getByRole('listitem').filter({ hasText: `UTR${run}` })).toContainText('Waiting for Bazaar');
  // Reporting the same reference again is refused, in words, where the owner is looking.
  await form.getByLabel('Reference (UTR)').fill(`UTR${run}`);
  await form.getByRole('button', { name: 'Send payment details' }).click();
  await expect(form.getByRole('alert')).toContainText('is already reported for your shop');
  await expectFitsPhoneAndLaptop(page, 'Payments to Bazaar with a reported payment', shot, 'pay-bazaar-owner');
  // On a phone the ledger's amounts are on screen, not past the right edge.
  await page.setViewportSize(PHONE);
  const amount = page.locator('td[data-label="Amount"]').first();
  await amount.scrollIntoViewIfNeeded();
  const box = (await amount.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await page.setViewportSize(LAPTOP);

  await logIn(superadmin(), '/superadmin/ledger');
  const claims = page.getByRole('region', { name: /Payments reported by shops/ });
  const item = claims.getByRole('listitem').filter({ hasText: `UTR${run}` });
  await expect(item).toContainText(owner.shop.name);
  await expectFitsPhoneAndLaptop(page, 'the payments reported by shops', shot, 'pay-bazaar-platform');
  await item.getByRole('button', { name: /^Confirm ₹25.00 from / }).click();
  await expect(toastWith(page, `Payment of ₹25.00 from ${owner.shop.name} confirmed and recorded`)).toBeVisible();
  await expect(item).toHaveCount(0);

  await logIn(owner, '/admin/payments');
  await expect(
    page
      .getByRole('region', { name: 'How to pay' })
      .getByRole('listitem')
      .filter({ hasText: `UTR${run}` }),
  ).toContainText('Confirmed');
  await expect(page.locator('table').last()).toContainText(`UTR${run}`);
});
