import { expect, superadmin, test, toastWith } from './helpers/admin-fixtures';
import { createProduct, loginAs, ok, registerShopper, superadminSession, uniq } from './helpers/api';
import { placeOrder } from './helpers/admin-api';
import { expectNothingCutOff } from './helpers/layout';

/**
 * Issue 26 #5: on a phone, a shopper files a complaint from the order page and sees the ticket with its clock and
 * the grievance officer; the shop owner and the platform owner find it in their lists.
 */
test('a shopper complains from the order page; the shop and the platform owner see the ticket (360 px)', async ({ page, owner, logIn, shot }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const run = uniq();
  const officer = { name: 'Meera Iyer', designation: 'Grievance Officer', email: 'grievance@e2e.bazaar.test', phone: '9812345678' };
  const sa = await superadminSession();
  await ok(await sa.patch('/api/superadmin/grievance-settings', { data: { grievanceOfficer: officer } }), 'grievance settings');
  await sa.dispose();

  const shopper = { name: `Kavya Nair ${run}`, email: `kavya-${run}@e2e.bazaar.test`, phone: '9823456780', password: `kavya-pass-${run}` };
  const admin = await loginAs(owner.email, owner.password);
  const product = await createProduct(admin, { name: `Mysore Pak ${run}`, price: 300, quantity: 10, hsnCode: '17049020', gstRate: 5 });
  await admin.dispose();
  await registerShopper(shopper);
  const ctx = await loginAs(shopper.email, shopper.password);
  const order = await placeOrder(ctx, product._id, 1, `${shopper.name}, 9823456780, 14 Residency Road, Indore 452001`);
  await ctx.dispose();

  await logIn(shopper, `/my-orders/${order._id}`);
  await page.getByRole('link', { name: 'Raise a complaint' }).click();
  await expect(page.getByRole('heading', { name: 'File a complaint' })).toBeVisible();
  await expect(page.getByText('About your order.')).toBeVisible();
  await page.getByLabel('Subject').fill('Box arrived crushed');
  await page.getByLabel('What happened?').fill('Half the sweets were broken. I would like a replacement.');
  await shot('grievance-form-360');
  await page.getByRole('button', { name: 'Submit complaint' }).click();
  await expect(toastWith(page, /Complaint GRV-\d{6} registered/)).toBeVisible();
  const heading = page.getByRole('heading', { level: 1, name: /Complaint GRV-\d{6}/ });
  await expect(heading).toBeVisible();
  const ticket = (await heading.textContent())!.replace('Complaint ', '').trim();
  await expect(page.getByText('Box arrived crushed')).toBeVisible();
  await expect(page.getByText('Open', { exact: true })).toBeVisible();
  await expect(page.getByText('To be answered by')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Grievance officer' })).toContainText('Meera Iyer, Grievance Officer');
  await expect(page.getByTestId('footer-officer')).toContainText('Meera Iyer');
  await expectNothingCutOff(page, 'the ticket page');
  await shot('grievance-ticket-360');

  await page.context().clearCookies();
  await logIn(owner, '/admin/grievances');
  await expect(page.getByRole('link', { name: new RegExp(`${ticket} · Box arrived crushed`) })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(ticket) }).click();
  await page.getByLabel('Your message').fill('Sorry! A new box goes out today.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(toastWith(page, 'Answer sent')).toBeVisible();
  await expect(page.getByText('In progress', { exact: true })).toBeVisible();
  await shot('grievance-owner-360');

  await page.context().clearCookies();
  await logIn(superadmin(), '/superadmin/grievances');
  const row = page.getByRole('link', { name: new RegExp(ticket) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(owner.shop.name);
  await expectNothingCutOff(page, 'the platform owner’s complaints');
  await shot('grievance-platform-360');

  // The same screens on a laptop.
  await page.setViewportSize({ width: 1366, height: 900 });
  await expectNothingCutOff(page, 'the platform owner’s complaints at 1366 px');
  await shot('grievance-platform-1366');
  await row.click();
  await expect(page.getByRole('heading', { level: 1, name: `Complaint ${ticket}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send and mark resolved' })).toBeVisible();
  await shot('grievance-ticket-1366');
});
