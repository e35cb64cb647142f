import { expect, test } from './fixtures';
import { uniq } from './helpers/api';
import { expectNothingCutOff } from './helpers/layout';

/**
 * Issue 26 #6, #7 (decision 085), on a phone: a visitor reads the privacy notice from the footer, registers with the
 * consent box ticked, and deletes the account from the account screen, reading what is kept and why.
 */
test('read the privacy notice, register with consent, delete the account (360 px)', async ({ page, shot, guard }) => {
  guard.allow(/400 POST .*\/api\/account\/erase/);
  await page.setViewportSize({ width: 360, height: 780 });
  const run = uniq();
  const person = { name: `Ritu Sharma ${run}`, email: `ritu-${run}@e2e.bazaar.test`, phone: '9834567012', password: `ritu-pass-${run}` };

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Notice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  await expect(page.getByText(/Version 1, in force from/)).toBeVisible();
  await expect(page.getByTestId('privacy-notice')).toContainText('72 months');
  await expectNothingCutOff(page, 'the privacy notice');
  await shot('privacy-notice-360');

  // The shipping and returns pages read their figures from the settings in force.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Shipping Policy' }).click();
  await expect(page.getByTestId('shipping-charge')).toContainText('₹60.00 per shop order');
  await expect(page.getByTestId('shipping-cod-max')).toContainText('₹');
  await expectNothingCutOff(page, 'the shipping policy');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Returns & Refunds' }).click();
  await expect(page.getByText(/Each shop on Bazaar sets its own returns policy/)).toBeVisible();
  await expectNothingCutOff(page, 'the returns policy');
  await shot('returns-policy-360');

  await page.goto('/register');
  await page.getByLabel('Full name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Phone').fill(person.phone);
  await page.getByLabel('Password').fill(person.password);
  await page.getByLabel(/Terms & Conditions/).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Please agree to the privacy notice')).toBeVisible();
  await page.getByLabel(/privacy notice/).check();
  await shot('register-consent-360');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).not.toHaveURL(/\/register/);

  await page.goto('/account/password');
  const section = page.getByTestId('delete-account');
  await expect(section).toContainText('CGST Act s.36');
  await section.getByRole('button', { name: 'Delete my account…' }).click();
  await section.getByLabel('Your password').fill('not-my-password');
  await section.getByLabel('I understand that this cannot be undone.').check();
  await section.getByRole('button', { name: 'Delete my account', exact: true }).click();
  await expect(page.getByTestId('delete-error')).toContainText('password');
  await section.getByLabel('Your password').fill(person.password);
  await shot('delete-account-360');
  await section.getByRole('button', { name: 'Delete my account', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Your account is deleted' })).toBeVisible();
  await expect(page.getByTestId('account-deleted')).toContainText('72 months');
  await expectNothingCutOff(page, 'the final notice');
  await shot('account-deleted-360');
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});
