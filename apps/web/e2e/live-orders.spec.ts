import { expect, test, toastWith } from './helpers/admin-fixtures';
import { createProduct, loginAs, uniq } from './helpers/api';
import { newShopper, placeOrder } from './helpers/admin-api';
import { expectFitsPhoneAndLaptop, expectNothingCutOff, orderCard, orderRow } from './helpers/layout';

/**
 * Issue 13 #4 (decision 029): the owner has All Orders open; a shopper orders through the API; without a
 * reload the toast says "New order from {name}", the order's row appears, the nav counts the Pending orders
 * and so does the tab's title. Walked on a 1366 px laptop (the count is a link of the nav bar), the screen laid
 * out on a 360 px phone too; then, still without a reload, at 375 px (the count is the phone's pending link)
 * another order comes in as a card and is cancelled (issue 23 #10).
 */
test(`a new order shows up live on All Orders (1366 px; the screen at 360 px too, a live order at 375 px)`, async ({ page, owner, logIn, shot }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const admin = await loginAs(owner.email, owner.password);
  const product = await createProduct(admin, { name: `Sev Bhujia 400 g ${uniq()}`, price: 120, quantity: 50, hsnCode: '21069099', gstRate: 5 });
  await admin.dispose();
  const shopper = await newShopper();
  const address = `${shopper.name}, 9823456789, 7 Chhappan Dukan, Indore 452001`;
  // One Pending order before the page opens: the count the feed starts from.
  const first = await placeOrder(shopper.ctx, product._id, 1, address);

  await logIn(owner, '/admin/all-orders');
  // From 1024 px the orders are a table and the count a link of the nav bar; on a phone, cards and a pending link.
  const row = (id: string) => orderRow(page, id);
  const card = (id: string) => orderCard(page, id);
  await expect(row(first._id)).toBeVisible();
  await expect(page.getByRole('link', { name: /^All Orders\s*,\s*1 pending order$/ })).toBeVisible();
  await expect(page).toHaveTitle(/^\(1\) /);
  const navigations: string[] = [];
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) navigations.push(f.url());
  });

  const second = await placeOrder(shopper.ctx, product._id, 2, address);
  await expect(toastWith(page, `New order from ${shopper.name}`)).toBeVisible({ timeout: 5000 });
  await expect(row(second._id)).toBeVisible();
  await expect(row(second._id)).toContainText(second.orderNumber);
  await expect(page.getByRole('link', { name: /^All Orders\s*,\s*2 pending orders$/ })).toBeVisible();
  await expect(page.locator('[data-testid="pending-count"]:visible')).toHaveText('2');
  await expect(page).toHaveTitle(/^\(2\) .* · Bazaar$/);
  expect(navigations, 'the page was not reloaded').toEqual([]);
  await expectFitsPhoneAndLaptop(page, 'All Orders with the live count', shot, 'live-orders');

  // The shopper cancels: the count goes down, live too.
  const cancelled = await shopper.ctx.patch(`/api/orders/${second._id}/cancel`, { data: {} });
  expect(cancelled.status()).toBe(200);
  await expect(page).toHaveTitle(/^\(1\) /);
  await expect(row(second._id)).toContainText('Cancelled');

  // The same page on a phone: the orders are cards, the count is the pending link; one more order comes in live.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(card(first._id)).toBeVisible();
  await expect(card(second._id)).toContainText('Cancelled');
  const pending = page.getByTestId('pending-link');
  await expect(pending).toBeVisible();
  await expect(pending).toHaveAccessibleName(/^All Orders\s*,\s*1 pending order$/);
  // Another shopper, so the earlier toast (still shown, perhaps) is not mistaken for this one's.
  const other = await newShopper();
  const third = await placeOrder(other.ctx, product._id, 1, `${other.name}, 9823456789, 7 Chhappan Dukan, Indore 452001`);
  await expect(toastWith(page, `New order from ${other.name}`)).toBeVisible({ timeout: 5000 });
  await expect(card(third._id)).toBeVisible();
  await expect(card(third._id)).toContainText(third.orderNumber);
  await expect(pending).toHaveAccessibleName(/^All Orders\s*,\s*2 pending orders$/);
  await expect(page.locator('[data-testid="pending-count"]:visible')).toHaveText('2');
  await expect(page).toHaveTitle(/^\(2\) .* · Bazaar$/);
  expect(navigations, 'the page was not reloaded').toEqual([]);
  await expectNothingCutOff(page, 'All Orders with the live count at 375 px');
  await shot('live-orders-375');
  const cancelledToo = await other.ctx.patch(`/api/orders/${third._id}/cancel`, { data: {} });
  expect(cancelledToo.status()).toBe(200);
  await expect(page).toHaveTitle(/^\(1\) /);
  await expect(card(third._id)).toContainText('Cancelled');
  await shopper.ctx.dispose();
  await other.ctx.dispose();
});

/** Requests the page makes to the feed and to "who am I", in order. */
function watchFeed(page: import('@playwright/test').Page) {
  const seen: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path === '/api/admin/events') seen.push('events');
    else if (path === '/api/auth/session') seen.push('me');
  });
  return seen;
}

test('a feed refused during a deploy asks who the user is, then opens again', async ({ page, owner, logIn, guard }) => {
  guard.allow(/503 GET .*\/api\/admin\/events/);
  guard.allow(/EventSource/);
  let calls = 0;
  await page.route('**/api/admin/events', (route) => (++calls === 1 ? route.fulfill({ status: 503, body: 'deploying' }) : route.continue()));
  const admin = await loginAs(owner.email, owner.password);
  const product = await createProduct(admin, { name: `Khatta Meetha ${uniq()}`, price: 90, quantity: 20 });
  await admin.dispose();
  const shopper = await newShopper();
  await placeOrder(shopper.ctx, product._id, 1, `${shopper.name}, 9823456789, 7 Chhappan Dukan, Indore 452001`);
  await shopper.ctx.dispose();
  const seen = watchFeed(page);

  await logIn(owner, '/admin/all-orders');
  // The second stream answers: the count appears without a reload.
  await expect(page.getByRole('link', { name: /^All Orders\s*,\s*1 pending order$/ })).toBeVisible({ timeout: 10_000 });
  const first = seen.indexOf('events');
  const second = seen.indexOf('events', first + 1);
  expect(second, `the feed was opened again: ${seen.join(' ')}`).toBeGreaterThan(first);
  expect(seen.slice(first + 1, second), 'who the user is was asked between the two').toContain('me');
});

test('a feed refused because another tab logged in as a shopper stops instead of retrying', async ({ page, owner, guard }) => {
  guard.allow(/503 GET .*\/api\/admin\/events/);
  guard.allow(/EventSource/);
  // The owner's screen may still be loading when "another tab" logs in: its own calls then carry the shopper's
  // cookie (403) or, sent while the cookie is being replaced, none that is valid (401), and are refused, as they
  // should be.
  guard.allow(/40[13] GET .*\/api\/admin\//);
  const id = uniq();
  const shopper = { name: `Asha Verma ${id}`, email: `asha-${id}@e2e.bazaar.test`, phone: '9823456789', password: `asha-pass-${id}` };
  expect((await page.request.post('/api/auth/register', { data: shopper })).ok()).toBe(true);
  let calls = 0;
  await page.route('**/api/admin/events', async (route) => {
    calls++;
    // "Another tab" logs in as a shopper, then the stream is refused: the page's cookie is now the shopper's.
    expect((await page.request.post('/api/auth/login', { data: { email: shopper.email, password: shopper.password } })).ok()).toBe(true);
    await route.fulfill({ status: 503, body: 'try again' });
  });
  const seen = watchFeed(page);

  expect((await page.request.post('/api/auth/login', { data: { email: owner.email, password: owner.password } })).ok()).toBe(true);
  await page.goto('/admin/all-orders');
  await expect.poll(() => calls, { message: 'the feed was opened' }).toBe(1);
  // Asking who the user is finds a shopper: the app leaves the owner's screens and the feed stays shut (the
  // first retry would have come 2 s after the refusal).
  await expect(page).not.toHaveURL(/\/admin\//);
  const events = seen.indexOf('events');
  expect(seen.slice(events + 1), `requests: ${seen.join(' ')}`).toContain('me');
  await page.waitForTimeout(5000);
  expect(calls, `requests: ${seen.join(' ')}`).toBe(1);
});
