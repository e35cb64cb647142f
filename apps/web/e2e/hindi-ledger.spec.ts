import { expect, superadmin, test } from './helpers/admin-fixtures';
import { expectNothingCutOff } from './helpers/layout';

/**
 * Issue 28, second wave: the platform owner's ledger in Hindi on a 360 px phone. Its texts come from the ledger's
 * own catalog part, which loads with the page (decision 090, addendum): the page draws in Hindi, with nothing
 * cut off, and the shop's account, its payment form and the payment methods are in Hindi too. Back in English,
 * the texts are the English ones.
 */
test('the platform owner reads the shop payments in Hindi at 360 px', async ({ page, owner, logIn, shot }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logIn(superadmin(), '/superadmin/ledger?lang=hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { name: 'दुकानों के भुगतान', level: 1 })).toBeVisible();
  await expect(page.getByText(/^सभी दुकानों पर कुल ₹[\d,]+\.\d\d बाकी है।$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: /^दुकानों के बताए भुगतान/ })).toBeVisible();
  await expect(page).toHaveTitle('दुकानों के भुगतान · Bazaar');
  await expectNothingCutOff(page, 'the Hindi shop payments');
  await shot('hindi-platform-ledger-360');

  // One shop's account: its heading, the payment form and the methods in Hindi (the value sent stays the same).
  await page.getByRole('button', { name: `खोलें ${owner.shop.name}` }).click();
  await expect(page.getByRole('heading', { name: `${owner.shop.name}: खाता`, level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'भुगतान दर्ज करें' });
  await expect(form.getByLabel('रकम (₹)')).toBeVisible();
  await form.getByLabel('तरीका').selectOption({ label: 'बैंक ट्रांसफ़र' });
  await expect(form.getByLabel('तरीका')).toHaveValue('Bank transfer');
  await expect(form.getByRole('button', { name: 'भुगतान दर्ज करें' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Bazaar के साथ खाता' }).or(page.getByText('बैलेंस').first())).toBeVisible();
  await expectNothingCutOff(page, 'the Hindi shop account');
  await shot('hindi-platform-shop-account-360');

  // Back in English: the English texts.
  await page.goto(`/superadmin/ledger?lang=en`);
  await expect(page.getByRole('heading', { name: 'Shop payments', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
});
