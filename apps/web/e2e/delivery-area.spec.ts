import { expect, superadmin, test, toastWith } from './helpers/admin-fixtures';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { expectFitsPhoneAndLaptop, expectNothingCutOff, LAPTOP } from './helpers/layout';

/**
 * Issue 12 #3 (decision 025): the shop owner's Delivery area screen, reached from the dashboard on a 1366 px
 * laptop and each screen laid out on a 360 px phone too (issue 23 #10): a wrong entry is named, a list of PIN codes and prefixes is saved and the shop page
 * says where it delivers. And the platform owner's Settings screen fits a 375 px phone.
 */
test(`the owner sets the shop's delivery area from the dashboard (1366 px; each screen at 360 px too)`, async ({ page, owner, logIn, shot, guard }) => {
  guard.allow(/400 PUT .*\/api\/admin\/shop\/delivery-pins/);
  guard.allow(/400 PUT .*\/api\/admin\/shop\/hours/);
  await page.setViewportSize(LAPTOP);
  await logIn(owner, '/admin');
  await page
    .getByRole('link', { name: /Delivery area/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/delivery-area$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery area' })).toBeVisible();
  await expect(page.getByTestId('delivery-area-now')).toContainText('Now:');

  const pins = page.getByLabel('PIN codes you deliver to');
  await pins.fill('560001, 561, 12');
  await page.getByRole('button', { name: 'Save delivery area' }).click();
  await expect(page.getByText(/'12' is not a 6-digit PIN code or a 3-digit PIN prefix/)).toBeVisible();
  await expect(pins).toHaveAttribute('aria-invalid', 'true');

  await pins.fill('560001 561');
  await page.getByRole('button', { name: 'Save delivery area' }).click();
  await expect(toastWith(page, 'Delivery area saved')).toBeVisible();
  await expect(page.getByTestId('delivery-area-now')).toContainText('560001');
  await expect(page.getByTestId('delivery-area-now')).toContainText('561');
  await expectFitsPhoneAndLaptop(page, 'the delivery area screen', shot, 'delivery-area');
  await expectNoSeriousA11yViolations(page, 'the delivery area screen');

  // Opening hours and contact email (issue 29 #7, #3): a closing before the opening is named; every day open.
  const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  for (const day of days) await page.getByRole('checkbox', { name: day }).check();
  await page.getByLabel('Monday closes at').fill('08:00');
  await page.getByRole('button', { name: 'Save hours' }).click();
  await expect(page.getByText(/hours\[0\]: Monday must close after it opens/)).toBeVisible();
  for (const day of days) {
    await page.getByLabel(`${day} opens at`).fill('00:00');
    await page.getByLabel(`${day} closes at`).fill('23:59');
  }
  await page.getByLabel('Contact email for ONDC buyers').fill('orders@example.in');
  await page.getByRole('button', { name: 'Save hours' }).click();
  await expect(toastWith(page, 'Opening hours saved')).toBeVisible();
  await expectFitsPhoneAndLaptop(page, 'the opening hours', shot, 'shop-hours');
  await expectNoSeriousA11yViolations(page, 'the opening hours');

  // The shop page says it too: where it delivers, and that it is open (every day, all day) or when it opens.
  await page.goto(`/shop/${owner.shop._id}`);
  await expect(page.getByRole('main')).toContainText('560001');
  await expect(page.getByTestId('opening-hours')).toHaveText(/Open now · closes at 23:59|opens/);
  await expectFitsPhoneAndLaptop(page, 'the shop page with its hours', shot, 'shop-open-now');
});

test('the platform owner’s Settings screen fits a 375 px phone', async ({ page, logIn, shot }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await logIn(superadmin(), '/superadmin/settings');
  await expect(page.getByLabel(/Ask shoppers to confirm COD orders above/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'History of changes' })).toBeVisible();
  await expectNothingCutOff(page, 'the Settings screen');
  await expectNoSeriousA11yViolations(page, 'the Settings screen');
  await shot('settings-375');
});
