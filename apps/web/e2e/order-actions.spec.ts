import { expect, test, toastWith } from './helpers/admin-fixtures';
import { createProduct, loginAs, registerShopper, uniq } from './helpers/api';
import { placeOrder, setOrderStatus } from './helpers/admin-api';
import { expectFitsPhoneAndLaptop, inOrderTableAndCards, orderRow, PHONE } from './helpers/layout';

/**
 * Issue 22 #2, #5, #11 and #14 (Mark Refused's name): a refused action says why where the person is looking,
 * and the order shows its status now; the owner's cancel asks a reason from the shop's list, which the shopper
 * reads. The refusals are real: the other party's change is made (through the API) just as the click is sent.
 * Walked on a 1366 px laptop; each screen laid out on a 360 px phone too, where the owner's orders are cards and
 * are read again (issue 23 #10).
 */
const LAPTOP = { width: 1366, height: 800 };

test(`refused actions say why; the shop's cancel reason reaches the shopper (1366 px; each screen at 360 px too)`, async ({
  page,
  owner,
  logIn,
  shot,
  guard,
}) => {
  await page.setViewportSize(LAPTOP);
  guard.allow(/409 PATCH .*\/api\/(admin\/)?orders\/[^/]+\/(status|cancel)/);
  const run = uniq();
  const shopper = { name: `Kavya Nair ${run}`, email: `kavya-${run}@e2e.bazaar.test`, phone: '9823456789', password: `kavya-pass-${run}` };
  const admin = await loginAs(owner.email, owner.password);
  const product = await createProduct(admin, { name: `Banana Chips 250 g ${run}`, price: 90, quantity: 20 });
  await registerShopper(shopper);
  const buyer = await loginAs(shopper.email, shopper.password);
  const address = `${shopper.name}, 9823456789, 14 Residency Road, Indore 452001`;
  const gone = await placeOrder(buyer, product._id, 1, address);
  const toCancel = await placeOrder(buyer, product._id, 2, address);
  const late = await placeOrder(buyer, product._id, 1, address);
  const confirmed = await placeOrder(buyer, product._id, 1, address);
  await setOrderStatus(admin, confirmed._id, 'Confirmed');

  await logIn(owner, '/admin/all-orders');
  const item = (id: string) => orderRow(page, id);
  const inTableAndCards = (check: Parameters<typeof inOrderTableAndCards>[1]) => inOrderTableAndCards(page, check);
  // Voice control: the button's accessible name is its label.
  await inTableAndCards(async (at) => {
    await expect(at(confirmed._id).getByRole('button', { name: 'Mark Refused', exact: true })).toBeVisible();
  });

  // The shopper cancels just as the owner taps Confirm: the owner reads the server's reason by the order.
  await page.route(`**/api/admin/orders/${gone._id}/status`, async (route) => {
    expect((await buyer.patch(`/api/orders/${gone._id}/cancel`, { data: {} })).status()).toBe(200);
    await route.continue();
  });
  await item(gone._id).getByRole('button', { name: 'Confirm', exact: true }).click();
  await inTableAndCards(async (at) => {
    await expect(at(gone._id).getByRole('alert')).toHaveText('Cannot change an order from Cancelled to Confirmed');
    await expect(at(gone._id)).toContainText('Cancelled by the customer');
    await expect(at(gone._id).getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);
  });
  await expectFitsPhoneAndLaptop(page, 'the refused Confirm', shot, 'order-action-refused');

  // The owner's cancel asks why, from the shop's list; nothing is sent without a reason.
  await item(toCancel._id).getByRole('button', { name: 'Cancel', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose a reason');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Why are you cancelling?').selectOption('Item out of stock');
  await dialog.getByLabel('A note for the shopper (optional)').fill('Fresh stock arrives on Monday');
  await expectFitsPhoneAndLaptop(page, 'the shop’s cancel dialog', shot, 'order-shop-cancel-dialog');
  await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(toastWith(page, 'Order cancelled successfully')).toBeVisible();
  await inTableAndCards(async (at) => {
    await expect(at(toCancel._id).getByTestId('order-cancel-reason')).toHaveText(/Cancelled by your shop: Item out of stock/);
    // The earlier refusal is no longer shown once another action went through.
    await expect(page.getByTestId('order-action-error')).toHaveCount(0);
  });
  await admin.dispose();

  // The shopper: the shop's reason on My Orders and on the order page.
  await page.context().clearCookies();
  await logIn(shopper, '/my-orders');
  const card = page.getByTestId('order-card').filter({ hasText: `#${toCancel.orderNumber}` });
  await expect(card.getByTestId('order-cancellation')).toContainText('Cancelled by the shop');
  await expect(card.getByTestId('order-cancellation')).toContainText('Item out of stock');
  await page.goto(`/my-orders/${toCancel._id}`);
  await expect(page.getByTestId('cancel-reason-shown')).toHaveText(
    /Cancelled by the shop\. Reason: Item out of stock\.\s*The shop says: “Fresh stock arrives on Monday”/,
  );
  await expectFitsPhoneAndLaptop(page, 'the order the shop cancelled', shot, 'order-shop-cancel-shopper');

  // The shop confirms just as the shopper taps Cancel: the shopper reads why, and the page says Confirmed.
  await page.goto(`/my-orders/${late._id}`);
  const ownerApi = await loginAs(owner.email, owner.password);
  await page.route(`**/api/orders/${late._id}/cancel`, async (route) => {
    await setOrderStatus(ownerApi, late._id, 'Confirmed');
    await route.continue();
  });
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  await page.getByRole('dialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'Yes, cancel order' }).click();
  for (const size of [LAPTOP, PHONE]) {
    await page.setViewportSize(size);
    await expect(page.getByRole('alert').filter({ hasText: 'The shop has already confirmed this order' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
    await expect(page.getByTestId('status-timeline')).toContainText('Confirmed by the shop');
    await expect(page.locator('header').getByText('Confirmed', { exact: true })).toBeVisible();
  }
  await page.setViewportSize(LAPTOP);
  await expectFitsPhoneAndLaptop(page, 'the refused cancel', shot, 'order-late-cancel');
  await ownerApi.dispose();
  await buyer.dispose();
});

/** Issue 22 #14: /order-success opened directly claims no order; it points to My Orders. */
test('/order-success opened directly says no order was just placed (360 px and 1366 px)', async ({ page, logIn, shot }) => {
  await page.setViewportSize(PHONE);
  const run = uniq();
  const shopper = { name: `Isha Rao ${run}`, email: `isha-${run}@e2e.bazaar.test`, phone: '9823456789', password: `isha-pass-${run}` };
  await registerShopper(shopper);
  await logIn(shopper, '/order-success');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No order was just placed');
  await expect(page.getByText('Order Placed Successfully')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/my-orders');
  await expectFitsPhoneAndLaptop(page, '/order-success opened directly', shot, 'order-success-direct');
});
