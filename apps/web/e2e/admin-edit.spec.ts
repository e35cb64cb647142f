import { expect, superadmin, test, toastWith } from './helpers/admin-fixtures';
import { expectFitsPhoneAndLaptop, LAPTOP } from './helpers/layout';

/** Issue 22 #14: the platform owner corrects a shop owner's name and mobile number; a bad number is refused in place. */
test(`the platform owner edits a shop owner's name and phone (1366 px; screens at 360 px too)`, async ({ page, owner, logIn, shot, guard }) => {
  guard.allow(/400 PATCH .*\/api\/superadmin\/admins\//);
  await page.setViewportSize(LAPTOP);
  await logIn(superadmin(), '/superadmincrud');
  const card = page.locator(`[data-admin-id="${owner.adminId}"]`);
  await card.getByRole('button', { name: `Edit admin ${owner.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${owner.name}` });
  await expect(dialog.getByLabel('Name')).toHaveValue(owner.name);
  await dialog.getByLabel('Mobile number').fill('12345');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Phone must be a 10-digit Indian mobile number starting with 6-9');
  const renamed = `${owner.name} Sharma`;
  await dialog.getByLabel('Name').fill(renamed);
  await dialog.getByLabel('Mobile number').fill('98261 23456');
  await expectFitsPhoneAndLaptop(page, 'the admin edit dialog', shot, 'admin-edit');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(toastWith(page, 'Admin updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('heading', { name: renamed })).toBeVisible();
  await expect(card.getByTestId('admin-phone')).toHaveText('9826123456');
});
