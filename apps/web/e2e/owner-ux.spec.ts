import type { OrderDto, PlaceOrderResponse } from '@bazaar/shared';
import { orderNumber } from '@bazaar/shared';
import { expect, test as base } from './helpers/admin-fixtures';
import { createProduct, loginAs, ok, uniq } from './helpers/api';
import { expectNothingCutOff } from './helpers/layout';
import { asUser, newShopper, setOrderStatus } from './helpers/admin-api';

/**
 * Issue 10 #12 and #17 on the owner's All Orders: one short order number, and the customer's phone to call.
 * Each test seeds its own shop and order through the API (the `order` fixture), so the tests run alone and in
 * any order.
 */

const PHONE = '9845012345';

const test = base.extend<{ order: OrderDto }>({
  /** A Pending COD order on the owner's shop, delivered to a customer whose phone is PHONE. */
  order: async ({ owner }, use) => {
    const run = uniq();
    const admin = await loginAs(owner.email, owner.password);
    const rice = await createProduct(admin, { name: `Sona Masoori Rice 5 kg ${run}`, price: 410, unit: 'kg', quantity: 20, color: [235, 225, 200] });
    await admin.dispose();
    const shopper = await newShopper();
    await ok(await shopper.ctx.post('/api/cart/add', { data: { itemId: rice._id, quantity: 2 } }), 'add to cart');
    const deliveryAddress = { name: 'Lakshmi Rao', phone: PHONE, line1: '3 Chamundi Hill Road', city: 'Mysuru', state: '29', pincode: '570010' };
    const placed = await ok<PlaceOrderResponse>(await shopper.ctx.post('/api/orders', { data: { deliveryAddress, paymentMethod: 'COD' } }), 'place order');
    await shopper.ctx.dispose();
    await use(placed.orders[0]!);
  },
});

test.use({ ownerShopName: 'Mysuru Mandi' });

test.beforeEach(({ guard }) => guard.allow(/favicon\.ico/));

test('All Orders shows the short order number and, after Confirm, the phone to call (1366 px)', async ({ page, shot, owner, order, logIn }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await logIn(owner, '/admin/all-orders');
  const row = page.locator(`tr[data-order-id="${order._id}"]`);
  // The same number as the shopper's ("Order #D202E181"); the full id only inside the order's details.
  await expect(row.getByTestId('order-number')).toHaveText(`Order #${orderNumber(order._id)}`);
  await expect(row.getByText(order._id, { exact: true })).toBeHidden();
  await row.getByText('Order details').click();
  await expect(row.getByText(order._id, { exact: true })).toBeVisible();
  // Pending: the phone is as private as the address.
  await expect(row.getByTestId('customer-phone')).toHaveCount(0);
  await expect(row).not.toContainText(PHONE);
  await expect(row).not.toContainText('98450 12345');
  await expectNothingCutOff(page, 'All Orders');

  await row.getByRole('button', { name: 'Confirm' }).click();
  const call = row.getByRole('link', { name: /^Call .*: 98450 12345$/ });
  await expect(row.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(call).toBeVisible();
  await expect(call).toHaveAttribute('href', `tel:+91${PHONE}`);
  await expect(call).toHaveText('98450 12345');
  await expectNothingCutOff(page, 'All Orders');
  await shot('owner-ux-all-orders-1366');
});

test('the phone card on a 360 px phone: number, call link, nothing cut off', async ({ page, shot, owner, order, logIn }) => {
  // The owner confirmed the order (as in the test above): the phone is shown.
  await asUser(owner, (admin) => setOrderStatus(admin, order._id, 'Confirmed'));
  await page.setViewportSize({ width: 360, height: 780 });
  await logIn(owner, '/admin/all-orders');
  const card = page.locator(`[data-order-card="${order._id}"]`);
  await expect(card.getByTestId('order-number')).toHaveText(`Order #${orderNumber(order._id)}`);
  const call = card.getByRole('link', { name: /^Call / });
  await expect(call).toHaveAttribute('href', `tel:+91${PHONE}`);
  await call.scrollIntoViewIfNeeded();
  await expect(call).toBeInViewport({ ratio: 1 });
  await expectNothingCutOff(page, 'All Orders');
  await shot('owner-ux-all-orders-360');
});
