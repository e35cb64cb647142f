import type { APIRequestContext, Page } from '@playwright/test';
import { expect, superadmin, test, toastWith, type Credentials } from './helpers/admin-fixtures';
import { createProduct, loginAs, ok, registerShopper, uniq } from './helpers/api';
import { placeOrder, seedOwner, setOrderStatus, type Owner } from './helpers/admin-api';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { expectFitsPhoneAndLaptop, LAPTOP, PHONE } from './helpers/layout';

/**
 * Real ratings and reviews (issue 10, item 20; decisions 015 and 020), each journey at a 360 px phone or a 1366 px
 * laptop and each of its screens laid out at both:
 * a shopper rates a delivered order's shop and product from the order page with a keyboard-usable star input,
 * changes the review within 30 days (and is told why not after); the shop's owner replies once from Reviews;
 * the platform owner hides a review, which leaves the shop page and its average; the product page shows the
 * product's average, count and reviews a page at a time. Every test seeds its own shop, shoppers and orders.
 */

const ADDRESS = 'Meera Joshi, 9823456780, 452001, 4 Rajwada Road, near the palace';
const DAY_MS = 24 * 3600 * 1000;

interface Shopper extends Credentials {
  name: string;
  api: APIRequestContext;
}

let elsewhere: { admin: APIRequestContext; productId: string } | undefined;

/**
 * A registered, logged-in shopper whose stars count: another shop has delivered an order to them (decision 041;
 * a shopper whose only deliveries are the rated shop's own is listed but not averaged).
 */
async function newShopper(first: string, run: string): Promise<Shopper> {
  const id = `${run}${uniq()}`;
  const s = { name: `${first} Joshi ${id}`, email: `${first.toLowerCase()}-${id}@e2e.bazaar.test`, phone: '9823456780', password: `${first}-pass-${id}` };
  await registerShopper(s);
  const api = await loginAs(s.email, s.password);
  if (!elsewhere) {
    const owner = await seedOwner(`Elsewhere Stores ${uniq()}`);
    const admin = await loginAs(owner.email, owner.password);
    elsewhere = { admin, productId: (await createProduct(admin, { name: `Rock Salt ${uniq()}`, price: 20, quantity: 5000 }))._id };
  }
  const order = await placeOrder(api, elsewhere.productId, 1, ADDRESS);
  await setOrderStatus(elsewhere.admin, order._id, 'Confirmed');
  await setOrderStatus(elsewhere.admin, order._id, 'Delivered');
  return { ...s, api };
}

/** A shop with one product, and a shopper whose order of it has been delivered. */
async function deliveredOrder(run: string, shopName: string, productName: string) {
  const owner = await seedOwner(shopName);
  const admin = await loginAs(owner.email, owner.password);
  const product = await createProduct(admin, { name: productName, price: 120, quantity: 50 });
  const shopper = await newShopper('Meera', run);
  const order = await placeOrder(shopper.api, product._id, 2, ADDRESS);
  await setOrderStatus(admin, order._id, 'Confirmed');
  await setOrderStatus(admin, order._id, 'Delivered');
  return { owner, admin, product, shopper, order };
}

/** Logs the page in as `who` (the API login sets the page's cookie) and opens `path`. */
async function openAs(page: Page, who: Credentials, path: string) {
  // Leave the page first: a page still open under the old session (the owner's live feed) would make its next
  // request with the new session's cookie and be refused.
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  await ok(await page.request.post('/api/auth/login', { data: { email: who.email, password: who.password } }), `login ${who.email}`);
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === path);
}

/** Follows the navigation's Reviews link (behind the menu button on a phone; the platform owner's under Messages). */
async function navigateToReviews(page: Page, width: number, group?: string) {
  if (width < 1024) await page.getByRole('button', { name: 'Open menu' }).click();
  else if (group) await page.getByRole('banner').getByRole('button', { name: group, exact: true }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Reviews', exact: true }).click();
}

test(`a shopper rates a delivered order; cards show the average only where there are reviews, at 360 px`, async ({ page, shot }) => {
  const size = PHONE;
  const width = size.width;
  await page.setViewportSize(size);
  const run = uniq();
  const shopName = `Ujjain Namkeen ${run}`;
  const owner = await seedOwner(shopName);
  const admin = await loginAs(owner.email, owner.password);
  const sev = await createProduct(admin, { name: `Ratlami Sev ${run}`, price: 120, quantity: 50 });
  const unrated = await createProduct(admin, { name: `Plain Mathri ${run}`, price: 80, quantity: 50 });
  const shopper = await newShopper('Meera', run);
  const order = await placeOrder(shopper.api, sev._id, 2, ADDRESS);
  await setOrderStatus(admin, order._id, 'Confirmed');

  // Not rated yet: the shop page shows no rating and no reviews section.
  await page.goto(`/shop/${owner.shop._id}`);
  await expect(page.getByRole('heading', { name: `Welcome to ${shopName}` })).toBeVisible();
  await expect(page.getByTestId('rating-summary')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Reviews' })).toHaveCount(0);

  // A confirmed order has no rating form; a delivered one does.
  await openAs(page, shopper, `/my-orders/${order._id}`);
  await expect(page.getByRole('heading', { name: `Order #${order.orderNumber}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rate this order' })).toHaveCount(0);
  await setOrderStatus(admin, order._id, 'Delivered');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Rate this order' })).toBeVisible();

  // The shop: stars chosen with the keyboard (Tab into the group, arrow keys), text typed, submitted.
  const shopForm = page.getByRole('form', { name: `Rate ${shopName}` });
  await shopForm.getByRole('radio', { name: '1 star' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(shopForm.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await shopForm.getByLabel(`Review of ${shopName} (optional)`).fill('Crisp sev, <b>packed</b> well');
  await expectFitsPhoneAndLaptop(page, 'the rating form', shot, 'reviews-rate-form');
  await shopForm.getByRole('button', { name: 'Submit rating' }).click();
  await expect(page.getByTestId('my-review').filter({ hasText: shopName })).toContainText('Thank you for your review');

  // The product: a click on the labelled star.
  const sevForm = page.getByRole('form', { name: `Rate ${sev.name}` });
  await sevForm.locator('label', { has: page.getByRole('radio', { name: '5 stars' }) }).click();
  await expect(sevForm.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await sevForm.getByRole('button', { name: 'Submit rating' }).click();
  await expect(page.getByTestId('my-review')).toHaveCount(2);
  await shot(`reviews-rated-order-${width}`);

  // The shop page: the review in plain text (the tags shown as typed), the averages on the product cards.
  await page.goto(`/shop/${owner.shop._id}`);
  const reviews = page.getByTestId('shop-reviews');
  await expect(reviews).toContainText('Crisp sev, <b>packed</b> well');
  await expect(reviews.locator('b')).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Rated 4.0 out of 5 from 1 review' })).toBeVisible();
  const cards = page.getByTestId('product-card');
  await expect(cards.filter({ hasText: sev.name }).getByRole('img', { name: 'Rated 5.0 out of 5 from 1 review' })).toBeVisible();
  await expect(cards.filter({ hasText: unrated.name }).getByTestId('rating-summary')).toHaveCount(0);
  await expectFitsPhoneAndLaptop(page, 'the shop page with reviews', shot, 'reviews-shop-page');

  // The home page's shop card.
  await page.goto(`/?search=${encodeURIComponent(shopName)}`);
  const card = page.getByTestId('shop-card').filter({ hasText: shopName });
  await expect(card.getByRole('img', { name: 'Rated 4.0 out of 5 from 1 review' })).toBeVisible();
  await shot(`reviews-shop-card-${width}`);

  await shopper.api.dispose();
  await admin.dispose();
});

test(`rate → change the review → the owner replies once → the platform owner hides it → gone from the shop page, at 1366 px`, async ({ page, shot }) => {
  const size = LAPTOP;
  const width = size.width;
  await page.setViewportSize(size);
  const run = uniq();
  const shopName = `Mathura Pedha ${run}`;
  const { owner, admin, shopper, order } = await deliveredOrder(run, shopName, `Kesar Pedha ${run}`);

  // Rate the shop 2 stars from the order page.
  await openAs(page, shopper, `/my-orders/${order._id}`);
  const rateForm = page.getByRole('form', { name: `Rate ${shopName}` });
  await rateForm.locator('label', { has: page.getByRole('radio', { name: '2 stars' }) }).click();
  await rateForm.getByLabel(`Review of ${shopName} (optional)`).fill('Came a day late');
  await rateForm.getByRole('button', { name: 'Submit rating' }).click();
  const mine = page.getByTestId('my-review').filter({ hasText: shopName });
  await expect(mine.getByRole('img', { name: '2 out of 5 stars' })).toBeVisible();

  // Change it: the form opens with the stars and text given; Cancel leaves it as it was.
  await mine.getByRole('button', { name: `Change your review of ${shopName}` }).click();
  const editForm = page.getByRole('form', { name: `Change your review of ${shopName}` });
  await expect(editForm.getByRole('radio', { name: '2 stars' })).toBeChecked();
  const text = editForm.getByLabel(`Review of ${shopName} (optional)`);
  await expect(text).toHaveValue('Came a day late');
  await expectNoSeriousA11yViolations(page, 'the change-review form');
  await expectFitsPhoneAndLaptop(page, 'the change-review form', shot, 'reviews-edit-form');
  await editForm.getByRole('radio', { name: '2 stars' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(editForm.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await text.fill('Came a day late, but the pedha was fresh');
  await editForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(toastWith(page, 'Review updated')).toBeVisible();
  await expect(mine.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(mine).toContainText('Came a day late, but the pedha was fresh');
  await page.reload();
  await expect(page.getByTestId('my-review').filter({ hasText: shopName })).toContainText('Came a day late, but the pedha was fresh');

  // The owner's Reviews screen, from the navigation: the review with a reply box; once replied, the reply and no box.
  await openAs(page, owner, '/admin');
  await navigateToReviews(page, width);
  await expect(page).toHaveURL(/\/admin\/reviews$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  const item = page.getByTestId('review').filter({ hasText: 'pedha was fresh' });
  await expect(item).toContainText('Your shop');
  await expect(item.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  const replyBox = item.getByLabel(/^Your reply to Meera/);
  await item.getByRole('button', { name: 'Post reply' }).click();
  await expect(item.getByText('Write your reply first')).toBeVisible();
  await replyBox.fill('Sorry for the delay; our van broke down that day.');
  await expectNoSeriousA11yViolations(page, 'the owner’s reviews');
  await expectFitsPhoneAndLaptop(page, 'the owner’s reviews', shot, 'reviews-owner-reply-box');
  await item.getByRole('button', { name: 'Post reply' }).click();
  await expect(toastWith(page, 'Reply posted')).toBeVisible();
  await expect(item.getByTestId('review-reply')).toContainText('Sorry for the delay; our van broke down that day.');
  await expect(item.getByRole('button', { name: 'Post reply' })).toHaveCount(0);
  await expect(item.getByRole('textbox')).toHaveCount(0);
  await shot(`reviews-owner-replied-${width}`);

  // The shop page shows the review, the reply and the average.
  await page.goto(`/shop/${owner.shop._id}`);
  await expect(page.getByTestId('shop-reviews')).toContainText('Reply from the shop: Sorry for the delay');
  await expect(page.getByRole('img', { name: 'Rated 4.0 out of 5 from 1 review' })).toBeVisible();

  // The platform owner hides it from Reviews.
  await openAs(page, superadmin(), '/superadmin');
  await navigateToReviews(page, width, 'Messages');
  await expect(page).toHaveURL(/\/superadmin\/reviews$/);
  const listed = page.getByTestId('review').filter({ hasText: shopName });
  await expect(listed.getByRole('link', { name: shopName })).toHaveAttribute('href', `/shop/${owner.shop._id}`);
  await expect(listed.getByTestId('review-reply')).toContainText('Sorry for the delay');
  await expectNoSeriousA11yViolations(page, 'the platform owner’s reviews');
  await expectFitsPhoneAndLaptop(page, 'the platform owner’s reviews', shot, 'reviews-platform-list');
  await listed.getByRole('button', { name: /^Hide the review by Meera/ }).click();
  await expect(toastWith(page, 'Review hidden')).toBeVisible();
  await expect(listed.getByText('Hidden', { exact: true })).toBeVisible();
  await expect(listed.getByRole('button', { name: /^Show again the review by Meera/ })).toBeVisible();
  await shot(`reviews-platform-hidden-${width}`);

  // Gone from the shop page for everyone else, and so is the average it made.
  await ok(await page.request.post('/api/auth/logout', { data: {} }), 'logout');
  await page.goto(`/shop/${owner.shop._id}`);
  await expect(page.getByRole('heading', { name: `Welcome to ${shopName}` })).toBeVisible();
  await expect(page.getByText('pedha was fresh')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Reviews' })).toHaveCount(0);
  await expect(page.getByTestId('rating-summary')).toHaveCount(0);
  await shot(`reviews-hidden-shop-page-${width}`);

  await shopper.api.dispose();
  await admin.dispose();
});

test(`a review over 30 days old says why it can no longer be changed, at 360 px`, async ({ page, shot }) => {
  await page.setViewportSize(PHONE);
  const run = uniq();
  const shopName = `Agra Petha ${run}`;
  const { admin, shopper, order } = await deliveredOrder(run, shopName, `Angoori Petha ${run}`);
  await ok(await shopper.api.post('/api/reviews', { data: { orderId: order._id, stars: 5, text: 'Soft and fresh' } }), 'rate');

  // The browser's clock 31 days on: the review is past its 30 days.
  await page.clock.setFixedTime(new Date(Date.now() + 31 * DAY_MS));
  await openAs(page, shopper, `/my-orders/${order._id}`);
  const mine = page.getByTestId('my-review').filter({ hasText: shopName });
  await expect(mine).toContainText('Soft and fresh');
  await expect(mine.getByTestId('edit-closed')).toContainText(
    /^Reviews can be changed for 30 days after they are written\. This one was written on \d{1,2} \w{3} \d{4}, so it can no longer be changed\.$/,
  );
  await expect(mine.getByRole('button', { name: /Change your review/ })).toHaveCount(0);
  await expectFitsPhoneAndLaptop(page, 'a closed review', shot, 'reviews-edit-closed');

  await shopper.api.dispose();
  await admin.dispose();
});

test(`the product page shows the product's average, count and reviews with replies, five a page, at 1366 px`, async ({ page, shot }) => {
  const size = LAPTOP;
  const width = size.width;
  await page.setViewportSize(size);
  const run = uniq();
  const owner: Owner = await seedOwner(`Bikaner Bhujia ${run}`);
  const admin = await loginAs(owner.email, owner.password);
  const bhujia = await createProduct(admin, { name: `Bikaneri Bhujia ${run}`, price: 90, quantity: 100 });
  // Six shoppers rate it 5, 4, 5, 4, 5, 3 (oldest first): 26 / 6 = 4.3.
  const stars = [5, 4, 5, 4, 5, 3];
  const ids: string[] = [];
  for (const [i, n] of stars.entries()) {
    const shopper = await newShopper(`Rekha${i}`, run);
    const order = await placeOrder(shopper.api, bhujia._id, 1, ADDRESS);
    await setOrderStatus(admin, order._id, 'Confirmed');
    await setOrderStatus(admin, order._id, 'Delivered');
    const res = await ok<{ review: { _id: string } }>(
      await shopper.api.post('/api/reviews', { data: { orderId: order._id, productId: bhujia._id, stars: n, text: `Review number ${i + 1}` } }),
      'rate',
    );
    ids.push(res.review._id);
    await shopper.api.dispose();
  }
  await ok(await admin.post(`/api/reviews/${ids[5]}/reply`, { data: { reply: 'Thank you, Rekha' } }), 'reply');

  await page.goto(`/product/${bhujia._id}`);
  await expect(page.getByRole('heading', { level: 1, name: bhujia.name })).toBeVisible();
  const section = page.getByRole('region', { name: 'Reviews' });
  await expect(section.getByRole('img', { name: 'Rated 4.3 out of 5 from 6 reviews' })).toBeVisible();
  await expect(section).toContainText('6 reviews');
  const items = section.getByTestId('review');
  await expect(items).toHaveCount(5);
  // Newest first, with the shop's reply.
  await expect(items.first()).toContainText('Review number 6');
  await expect(items.first().getByTestId('review-reply')).toContainText('Reply from the shop: Thank you, Rekha');
  await expectNoSeriousA11yViolations(page, 'the product page with reviews');
  await expectFitsPhoneAndLaptop(page, 'the product page with reviews', shot, 'reviews-product-page');

  const pager = section.getByRole('navigation', { name: 'Review pages' });
  await pager.getByRole('button', { name: /Next/ }).click();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Review number 1');
  await expect(section.getByRole('heading', { name: 'Reviews' })).toBeFocused();
  await shot(`reviews-product-page-2-${width}`);

  await admin.dispose();
});
