import type { ProductDto } from '@bazaar/shared';
import { expect, superadmin, test, toastWith } from './helpers/admin-fixtures';
import { createProduct, loginAs, ok, registerShopper, uniq } from './helpers/api';
import { placeOrder, setOrderStatus } from './helpers/admin-api';
import { expectFitsPhoneAndLaptop, inOrderTableAndCards, orderRow } from './helpers/layout';

/**
 * Issue 12 #1-2 (decision 022): the owner marks a Confirmed order Refused with a reason from the list; the stock
 * comes back; the shopper sees 'Refused' and why on My Orders and the order page; the shopper's next Pending
 * order shows the owner "0 delivered · 1 refused". Walked on a 1366 px laptop; each screen laid out on a 360 px
 * phone too, and the orders' state read again in the phone's cards (issue 23 #10).
 */
const LAPTOP = { width: 1366, height: 900 };

test(`the owner marks a parcel refused; the shopper sees Refused; stock back (1366 px; each screen at 360 px too)`, async ({ page, owner, logIn, shot }) => {
  await page.setViewportSize(LAPTOP);
  const run = uniq();
  const productName = `Kaju Katli 500 g ${run}`;
  const shopper = { name: `Meera Iyer ${run}`, email: `meera-rto-${run}@e2e.bazaar.test`, phone: '9823456789', password: `meera-pass-${run}` };
  const admin = await loginAs(owner.email, owner.password);
  const product = await createProduct(admin, { name: productName, price: 450, quantity: 10, hsnCode: '17049020', gstRate: 5 });
  await registerShopper(shopper);
  const ctx = await loginAs(shopper.email, shopper.password);
  const address = `${shopper.name}, 9823456789, 14 Residency Road, Indore 452001`;
  const order = await placeOrder(ctx, product._id, 3, address);
  const next = await placeOrder(ctx, product._id, 1, address);
  await ctx.dispose();
  await setOrderStatus(admin, order._id, 'Confirmed');
  const stock = async () =>
    (await ok<ProductDto[]>(await admin.get(`/api/products/shop/${owner.shop._id}`), 'shop products')).find((p) => p._id === product._id)!.quantity;
  expect(await stock()).toBe(6);

  await logIn(owner, '/admin/all-orders');
  const row = (id: string) => orderRow(page, id);
  const inTableAndCards = (check: Parameters<typeof inOrderTableAndCards>[1]) => inOrderTableAndCards(page, check);
  // The Pending order from a shopper with no finished orders yet reads as new.
  await inTableAndCards(async (item) => {
    await expect(item(next._id).getByTestId('shopper-history')).toHaveText(/New shopper/);
    await expect(item(order._id).getByRole('button', { name: 'Mark Refused', exact: true })).toBeVisible();
  });

  await row(order._id).getByRole('button', { name: 'Mark Refused', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark this parcel refused?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`#${order.orderNumber}`);
  const reason = dialog.getByLabel('Why did it come back? (optional)');
  await reason.selectOption('refused_at_door');
  await expect(reason).toBeFocused();
  await expectFitsPhoneAndLaptop(page, 'the refuse dialog', shot, 'refused-dialog');
  await expect(reason).toBeFocused();
  // Keyboard only from the reason: Tab past "Not refused" to the confirm button, Enter.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Not refused' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Yes, mark refused' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(toastWith(page, 'Order marked as Refused ✅ Stock returned')).toBeVisible();
  await expect(dialog).toBeHidden();
  await inTableAndCards(async (item) => {
    await expect(item(order._id)).toContainText('Refused');
    await expect(item(order._id).getByTestId('order-refuse-reason')).toHaveText('Parcel refused: Refused at the door');
    await expect(item(order._id).getByRole('button', { name: 'Mark Refused', exact: true })).toHaveCount(0);
    await expect(item(next._id).getByTestId('shopper-history')).toHaveText(/: 0 delivered · 1 refused$/);
  });
  expect(await stock()).toBe(9);

  // The status filter and tiles count it apart from Cancelled.
  await page.getByRole('group', { name: 'Filter orders by status' }).getByRole('button', { name: 'Refused' }).click();
  await inTableAndCards(async (item) => {
    await expect(item(order._id)).toBeVisible();
    await expect(item(next._id)).toHaveCount(0);
    const tile = page.locator('dt', { hasText: /^Refused Parcels$/ }).locator('..');
    await expect(tile).toContainText('1');
    await expect(page.locator('dt', { hasText: /^Total Cancelled Orders$/ }).locator('..')).toContainText('0');
  });
  await expectFitsPhoneAndLaptop(page, 'the refused orders', shot, 'refused-owner-list');
  await admin.dispose();

  // The owner's dashboard: this month's refused parcels and RTO rate (0 delivered, 1 refused: 100%).
  await page.goto('/admin');
  const month = page.locator('dt', { hasText: /^Refused this month$/ }).locator('..');
  await expect(month).toContainText('1');
  await expect(month).toContainText('RTO rate 100%: refused ÷ (delivered + refused)');
  await expectFitsPhoneAndLaptop(page, 'the dashboard with a refused parcel', shot, 'refused-dashboard');

  // The platform owner's analytics for this shop: Refused apart from Cancelled, the RTO rate with its definition.
  await page.context().clearCookies();
  await logIn(superadmin());
  await page.getByLabel('Search shops').fill(owner.shop.name);
  await page
    .locator('[data-shop-id]')
    .filter({ hasText: owner.shop.name })
    .getByRole('button', { name: `View analytics for ${owner.shop.name}` })
    .click();
  const panel = page.getByRole('complementary', { name: 'Shop analytics' });
  await expect(panel.getByTestId('rto-rate')).toContainText('RTO rate: 100%');
  await expect(panel.getByTestId('rto-rate')).toContainText('Refused ÷ (delivered + refused)');
  await expect(panel.locator('dt', { hasText: /^Refused parcels$/ }).locator('..')).toContainText('₹1,410.00');
  await expect(panel.locator('dt', { hasText: /^Cancelled orders$/ }).locator('..')).toContainText('0');
  await shot('refused-analytics-1366');

  await page.context().clearCookies();
  await logIn(shopper, '/my-orders');
  const card = page.getByTestId('order-card').filter({ hasText: `#${order.orderNumber}` });
  await expect(card).toContainText('Refused');
  await expect(card.getByTestId('order-refusal')).toContainText('Refused at the door');
  await expectFitsPhoneAndLaptop(page, 'My Orders with a refused parcel', shot, 'refused-my-orders');
  await page.goto(`/my-orders/${order._id}`);
  const timeline = page.getByTestId('status-timeline');
  await expect(timeline).toContainText('Confirmed by the shop');
  await expect(timeline).toContainText('Refused · Refused at the door');
  await expect(page.getByTestId('refuse-reason-shown')).toContainText('Refused at the door');
  await expectFitsPhoneAndLaptop(page, 'the refused order page', shot, 'refused-order-page');
});
