import { expect, test, toastWith } from './helpers/admin-fixtures';
import { createProduct, loginAs, registerShopper, uniq } from './helpers/api';
import { placeOrder, setOrderStatus } from './helpers/admin-api';
import { expectFitsPhoneAndLaptop, expectNothingCutOff, PHONE } from './helpers/layout';

/**
 * Issue 22 #2, #5, #11 and #14 (Mark Refused's name): a refused action says why where the person is looking,
 * and the order shows its status now; the owner's cancel asks a reason from the shop's list, which the shopper
 * reads. The refusals are real: the other party's change is made (through the API) just as the click is sent.
 */
for (const width of [1366, 360]) {
  test(`refused actions say why; the shop's cancel reason reaches the shopper (${width} px)`, async ({ page, owner, logIn, shot, guard }) => {
    await page.setViewportSize({ width, height: width > 1000 ? 800 : 740 });
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
    const wide = width >= 1024;
    const item = (id: string) => (wide ? page.locator(`tr[data-order-id="${id}"]`) : page.locator(`li[data-order-card="${id}"]`));
    // Voice control: the button's accessible name is its label.
    await expect(item(confirmed._id).getByRole('button', { name: 'Mark Refused', exact: true })).toBeVisible();

    // The shopper cancels just as the owner taps Confirm: the owner reads the server's reason by the order.
    await page.route(`**/api/admin/orders/${gone._id}/status`, async (route) => {
      expect((await buyer.patch(`/api/orders/${gone._id}/cancel`, { data: {} })).status()).toBe(200);
      await route.continue();
    });
    await item(gone._id).getByRole('button', { name: 'Confirm', exact: true }).click();
    const error = item(gone._id).getByRole('alert');
    await expect(error).toHaveText('Cannot change an order from Cancelled to Confirmed');
    await expect(item(gone._id)).toContainText('Cancelled by the customer');
    await expect(item(gone._id).getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);
    await expectNothingCutOff(page, 'the refused Confirm');
    await shot(`order-action-refused-${width}`);

    // The owner's cancel asks why, from the shop's list; nothing is sent without a reason.
    await item(toCancel._id).getByRole('button', { name: 'Cancel', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Choose a reason');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Why are you cancelling?').selectOption('Item out of stock');
    await dialog.getByLabel('A note for the shopper (optional)').fill('Fresh stock arrives on Monday');
    await shot(`order-shop-cancel-dialog-${width}`);
    await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();
    await expect(toastWith(page, 'Order cancelled successfully')).toBeVisible();
    await expect(item(toCancel._id).getByTestId('order-cancel-reason')).toHaveText(/Cancelled by your shop: Item out of stock/);
    // The earlier refusal is no longer shown once another action went through.
    await expect(page.getByTestId('order-action-error')).toHaveCount(0);
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
    await shot(`order-shop-cancel-shopper-${width}`);

    // The shop confirms just as the shopper taps Cancel: the shopper reads why, and the page says Confirmed.
    await page.goto(`/my-orders/${late._id}`);
    const ownerApi = await loginAs(owner.email, owner.password);
    await page.route(`**/api/orders/${late._id}/cancel`, async (route) => {
      await setOrderStatus(ownerApi, late._id, 'Confirmed');
      await route.continue();
    });
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    await page.getByRole('dialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'Yes, cancel order' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The shop has already confirmed this order' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
    await expect(page.getByTestId('status-timeline')).toContainText('Confirmed by the shop');
    await expect(page.locator('header').getByText('Confirmed', { exact: true })).toBeVisible();
    await expectNothingCutOff(page, 'the refused cancel');
    await shot(`order-late-cancel-${width}`);
    await ownerApi.dispose();
    await buyer.dispose();
  });
}

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
