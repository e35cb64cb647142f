import { expect, superadmin, test, toastWith } from './helpers/admin-fixtures';
import { uniq } from './helpers/api';
import { deliveredOrder } from './helpers/admin-api';
import { expectFitsPhoneAndLaptop, LAPTOP } from './helpers/layout';

/**
 * Issue 12 #4 (decision 024): a delivered order posts commission to the shop's ledger; the owner reads it on
 * "Payments to Bazaar"; the platform owner records a payment received from the shop and the balance follows.
 */
test(`owner's Payments to Bazaar, platform owner records a payment (1366 px; each screen at 360 px too)`, async ({ page, owner, logIn, shot }) => {
  await page.setViewportSize(LAPTOP);
  const run = uniq();
  const shopper = { name: `Kavya Joshi ${run}`, email: `kavya-ledger-${run}@e2e.bazaar.test`, phone: '9823456780', password: `kavya-pass-${run}` };
  const { order } = await deliveredOrder(
    owner,
    { name: `Ratlami Sev 1 kg ${run}`, price: 1180, quantity: 10, hsnCode: '21069099', gstRate: 18 },
    shopper,
    `${shopper.name}, 9823456780, 14 Residency Road, Indore 452001`,
  );

  // The owner: commission 5 % of Rs 1,000 (the goods without GST), GST on it, TCS and TDS; due in 15 days.
  await logIn(owner, '/admin/payments');
  await expect(page.getByRole('heading', { name: 'Payments to Bazaar', level: 1 })).toBeVisible();
  const table = page.locator('table').last();
  await expect(table).toContainText('Commission');
  await expect(table).toContainText(`Order ${order.orderNumber}`);
  await expect(table).toContainText('₹50.00');
  await expect(table).toContainText('GST on commission');
  await expect(page.getByText('Due by', { exact: false }).first()).toBeVisible();
  await expectFitsPhoneAndLaptop(page, 'the owner’s Payments to Bazaar', shot, 'ledger-owner');
  await expect(page.getByText('what is owed to Bazaar now')).toBeVisible();

  // The platform owner: the shop's account, a payment of Rs 20 by UPI.
  await logIn(superadmin(), '/superadmin/ledger');
  await expect(page.getByRole('heading', { name: 'Shop payments', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: `Open ${owner.shop.name}` }).click();
  await expect(page.getByRole('heading', { name: `${owner.shop.name}: account`, level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Record a payment' });
  await form.getByLabel('Amount (₹)').fill('20');
  await form.getByLabel('Method').selectOption('UPI');
  await form.getByLabel('Reference').fill(`UTR${run}`);
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(toastWith(page, `Payment of ₹20.00 recorded for ${owner.shop.name}`)).toBeVisible();
  const entries = page.locator('table').last();
  await expect(entries).toContainText('Payment received');
  await expect(entries).toContainText(`UTR${run}`);
  await expect(entries).toContainText('-₹20.00');
  await expectFitsPhoneAndLaptop(page, 'the shop’s account', shot, 'ledger-platform');
  // A bad amount is refused in the form, naming the field.
  await form.getByLabel('Amount (₹)').fill('-5');
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(form).toContainText('amount must be more than 0');
});
