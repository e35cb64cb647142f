import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reviews } from '../../db/schema.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, product, shopWithAdmin, type Account } from '../../../test/support/cart-orders.js';

describe(`reviews (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let owner: Account;
  let otherOwner: Account;
  let superadmin: Account;
  let shopId: string;
  let otherShopId: string;
  let tea: string;
  let rice: string;

  /** A fresh shopper with one order of tea and rice in the shop, moved to `status`. */
  async function shopperWithOrder(status: 'Pending' | 'Confirmed' | 'Delivered' = 'Delivered') {
    const shopper = await t.account('user', { name: 'Asha Rao' });
    expect((await a.add(shopper, tea)).statusCode).toBe(200);
    expect((await a.add(shopper, rice)).statusCode).toBe(200);
    const placed = await a.order(shopper);
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().orders[0]._id as string;
    if (status !== 'Pending') expect((await a.setStatus(owner, orderId, 'Confirmed')).statusCode).toBe(200);
    if (status === 'Delivered') expect((await a.setStatus(owner, orderId, 'Delivered')).statusCode).toBe(200);
    return { shopper, orderId };
  }
  /** A Delivered order of `who` at the other shop: what makes their stars count elsewhere (decision 041). */
  async function deliveredAtOtherShop(who: Account) {
    const salt = (await product(t, otherShopId, { name: 'Rock Salt', quantity: 1000 })).id;
    expect((await a.add(who, salt)).statusCode).toBe(200);
    const orderId = (await a.order(who)).json().orders[0]._id as string;
    expect((await a.setStatus(otherOwner, orderId, 'Confirmed')).statusCode).toBe(200);
    expect((await a.setStatus(otherOwner, orderId, 'Delivered')).statusCode).toBe(200);
  }
  const rate = (who: Account, body: Record<string, unknown>, app = t.app) =>
    app.inject({ method: 'POST', url: '/api/reviews', headers: { cookie: who.cookie }, payload: body });

  beforeAll(async () => {
    t = await createTestApp();
    a = api(t);
    const s = await shopWithAdmin(t);
    owner = s.admin;
    shopId = s.shop.id;
    const o = await shopWithAdmin(t);
    otherOwner = o.admin;
    otherShopId = o.shop.id;
    superadmin = await t.account('superadmin');
    tea = (await product(t, shopId, { name: 'Assam Tea', quantity: 1000 })).id;
    rice = (await product(t, shopId, { name: 'Sona Rice', quantity: 1000 })).id;
  });
  afterAll(() => t.close());

  it('a shopper rates the shop and each product of a delivered order once; a second try is 409', async () => {
    const { shopper, orderId } = await shopperWithOrder();
    const shopReview = await rate(shopper, { orderId, stars: 4, text: '  Quick delivery  ' });
    expect(shopReview.statusCode).toBe(201);
    expect(shopReview.json().review).toMatchObject({ shopId, productId: null, stars: 4, text: 'Quick delivery', author: 'Asha', reply: null, hidden: false });
    const teaReview = await rate(shopper, { orderId, productId: tea, stars: 5 });
    expect(teaReview.statusCode).toBe(201);
    expect(teaReview.json().review).toMatchObject({ productId: tea, productName: 'Assam Tea', text: '' });

    const again = await rate(shopper, { orderId, stars: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^You have already rated Test Shop \d+; you can change your review instead$/);
    const teaAgain = await rate(shopper, { orderId, productId: tea, stars: 1 });
    expect(teaAgain.statusCode).toBe(409);
    expect(teaAgain.json().message).toBe('You have already rated Assam Tea; you can change your review instead');

    const mine = await a.call('GET', `/api/reviews/mine?orderId=${orderId}`, shopper);
    expect(mine.statusCode).toBe(200);
    expect(
      mine
        .json()
        .map((r: { stars: number }) => r.stars)
        .sort(),
    ).toEqual([4, 5]);
  });

  it('refuses an order not yet delivered (409), someone else’s order (403), a product not in it (400), and bad stars (400)', async () => {
    const pending = await shopperWithOrder('Pending');
    const early = await rate(pending.shopper, { orderId: pending.orderId, stars: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('You can rate an order once it has been delivered');
    const confirmed = await shopperWithOrder('Confirmed');
    expect((await rate(confirmed.shopper, { orderId: confirmed.orderId, stars: 5 })).statusCode).toBe(409);

    const delivered = await shopperWithOrder();
    const stranger = await t.account('user');
    const notMine = await rate(stranger, { orderId: delivered.orderId, stars: 5 });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().message).toBe('You can only rate your own orders');
    expect((await rate(owner, { orderId: delivered.orderId, stars: 5 })).statusCode).toBe(403);
    expect((await a.call('POST', '/api/reviews', null, { orderId: delivered.orderId, stars: 5 })).statusCode).toBe(401);

    const otherProduct = (await product(t, otherShopId)).id;
    const wrong = await rate(delivered.shopper, { orderId: delivered.orderId, productId: otherProduct, stars: 5 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('That product is not in this order');

    for (const [stars, text] of [
      [0, undefined],
      [6, undefined],
      [4.5, undefined],
      ['5', undefined],
      [3, 'x'.repeat(1001)],
    ] as const) {
      const bad = await rate(delivered.shopper, { orderId: delivered.orderId, stars, ...(text ? { text } : {}) });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/stars must be a whole number from 1 to 5|Review must be at most 1000 characters/);
    }
    expect((await a.call('GET', `/api/reviews/mine?orderId=${delivered.orderId}`, delivered.shopper)).json()).toEqual([]);
    expect((await a.call('GET', `/api/reviews/mine?orderId=${delivered.orderId}`, stranger)).statusCode).toBe(404);
  });

  it('keeps text plain: markup is stored and returned as the characters typed, control characters dropped', async () => {
    const { shopper, orderId } = await shopperWithOrder();
    const res = await rate(shopper, { orderId, productId: rice, stars: 3, text: '<b>Good</b>\u0007 <script>x</script>\nrice' });
    expect(res.statusCode).toBe(201);
    expect(res.json().review.text).toBe('<b>Good</b> <script>x</script>\nrice');
  });

  it('the author may change a review for 30 days, then 409; nobody else may (403)', async () => {
    const { shopper, orderId } = await shopperWithOrder();
    const id = (await rate(shopper, { orderId, stars: 2 })).json().review._id as string;
    const edit = await a.call('PATCH', `/api/reviews/${id}`, shopper, { stars: 5, text: 'Sorted out, thanks' });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().review).toMatchObject({ stars: 5, text: 'Sorted out, thanks' });
    expect((await a.call('PATCH', `/api/reviews/${id}`, shopper, {})).statusCode).toBe(400);

    const stranger = await t.account('user');
    const theirs = await a.call('PATCH', `/api/reviews/${id}`, stranger, { stars: 1 });
    expect(theirs.statusCode).toBe(403);
    expect((await a.call('PATCH', `/api/reviews/${id}`, owner, { stars: 1 })).statusCode).toBe(403);

    // 29 days old: still open; 31 days old: closed.
    const ago = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000);
    await t.database.db
      .update(reviews)
      .set({ createdAt: ago(29) })
      .where(eq(reviews.id, id));
    expect((await a.call('PATCH', `/api/reviews/${id}`, shopper, { stars: 4 })).statusCode).toBe(200);
    await t.database.db
      .update(reviews)
      .set({ createdAt: ago(31) })
      .where(eq(reviews.id, id));
    const late = await a.call('PATCH', `/api/reviews/${id}`, shopper, { stars: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Reviews can be changed for 30 days after they are written; this one can no longer be changed');
    const stored = await t.database.db.select({ stars: reviews.stars }).from(reviews).where(eq(reviews.id, id));
    expect(stored[0]!.stars).toBe(4);
  });

  it("the shop's own owner replies once (409 on a second); another owner or a shopper cannot (403)", async () => {
    const { shopper, orderId } = await shopperWithOrder();
    const id = (await rate(shopper, { orderId, productId: tea, stars: 3, text: 'Leaves were dusty' })).json().review._id as string;
    expect((await a.call('POST', `/api/reviews/${id}/reply`, otherOwner, { reply: 'Hi' })).statusCode).toBe(403);
    expect((await a.call('POST', `/api/reviews/${id}/reply`, shopper, { reply: 'Hi' })).statusCode).toBe(403);
    expect((await a.call('POST', `/api/reviews/${id}/reply`, owner, { reply: '   ' })).statusCode).toBe(400);
    const first = await a.call('POST', `/api/reviews/${id}/reply`, owner, { reply: 'Sorry, we have changed supplier' });
    expect(first.statusCode).toBe(201);
    expect(first.json().review).toMatchObject({ reply: 'Sorry, we have changed supplier' });
    expect(first.json().review.repliedAt).toEqual(expect.any(String));
    const second = await a.call('POST', `/api/reviews/${id}/reply`, owner, { reply: 'Again' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('You have already replied to this review');
    expect((await a.call('POST', `/api/reviews/${crypto.randomUUID()}/reply`, owner, { reply: 'x' })).statusCode).toBe(404);
  });

  it('averages and counts appear on shop and product replies; a hidden review leaves them and the lists', async () => {
    const s = await shopWithAdmin(t);
    const ghee = (await product(t, s.shop.id, { name: 'Cow Ghee', quantity: 100 })).id;
    const plain = (await product(t, s.shop.id, { name: 'Unrated Salt', quantity: 100 })).id;
    const rateShop = async (stars: number) => {
      const shopper = await t.account('user');
      await deliveredAtOtherShop(shopper);
      await a.add(shopper, ghee);
      const orderId = (await a.order(shopper)).json().orders[0]._id as string;
      await a.setStatus(s.admin, orderId, 'Confirmed');
      await a.setStatus(s.admin, orderId, 'Delivered');
      expect((await rate(shopper, { orderId, stars })).statusCode).toBe(201);
      expect((await rate(shopper, { orderId, productId: ghee, stars })).statusCode).toBe(201);
    };

    // None yet: no rating at all (decision 015).
    expect((await a.call('GET', `/api/shops/${s.shop.id}`)).json().rating).toBeUndefined();
    await rateShop(5);
    await rateShop(4);
    await rateShop(4);
    const shop = (await a.call('GET', `/api/shops/${s.shop.id}`)).json();
    expect(shop.rating).toEqual({ average: 4.3, count: 3 });
    const listed = (await a.call('GET', '/api/shops/all')).json().find((x: { _id: string }) => x._id === s.shop.id);
    expect(listed.rating).toEqual({ average: 4.3, count: 3 });
    const page = (await a.call('GET', `/api/shops?search=${encodeURIComponent(s.shop.name)}`)).json();
    expect(page.items[0].rating).toEqual({ average: 4.3, count: 3 });
    expect((await a.call('GET', `/api/products/${ghee}`)).json().rating).toEqual({ average: 4.3, count: 3 });
    const products = (await a.call('GET', `/api/shops/${s.shop.id}/products`)).json().items as Array<{ _id: string; rating?: unknown }>;
    expect(products.find((p) => p._id === ghee)!.rating).toEqual({ average: 4.3, count: 3 });
    expect(products.find((p) => p._id === plain)!.rating).toBeUndefined();

    const list = (await a.call('GET', `/api/shops/${s.shop.id}/reviews?limit=2`)).json();
    expect(list).toMatchObject({ total: 3, page: 1, pageSize: 2, totalPages: 2 });
    expect(list.items).toHaveLength(2);
    expect((await a.call('GET', `/api/products/${ghee}/reviews`)).json().total).toBe(3);

    // The platform owner hides the 5-star shop review: average 4.0 over 2, gone from the public list.
    const five = (await a.call('GET', `/api/shops/${s.shop.id}/reviews`)).json().items.find((r: { stars: number }) => r.stars === 5);
    expect((await a.call('PATCH', `/api/superadmin/reviews/${five._id}`, owner, { hidden: true })).statusCode).toBe(403);
    const hide = await a.call('PATCH', `/api/superadmin/reviews/${five._id}`, superadmin, { hidden: true });
    expect(hide.statusCode).toBe(200);
    expect(hide.json()).toMatchObject({ message: 'Review hidden', review: { hidden: true } });
    expect((await a.call('GET', `/api/shops/${s.shop.id}`)).json().rating).toEqual({ average: 4, count: 2 });
    const publicList = (await a.call('GET', `/api/shops/${s.shop.id}/reviews`)).json();
    expect(publicList.total).toBe(2);
    expect(publicList.items.map((r: { _id: string }) => r._id)).not.toContain(five._id);
    const ownerView = (await a.call('GET', `/api/shops/${s.shop.id}/reviews`, superadmin)).json();
    expect(ownerView.items.find((r: { _id: string }) => r._id === five._id).hidden).toBe(true);
    // The product's average is its own: the shop review's hiding leaves it.
    expect((await a.call('GET', `/api/products/${ghee}`)).json().rating).toEqual({ average: 4.3, count: 3 });

    const show = await a.call('PATCH', `/api/superadmin/reviews/${five._id}`, superadmin, { hidden: false });
    expect(show.json().message).toBe('Review shown again');
    expect((await a.call('GET', `/api/shops/${s.shop.id}`)).json().rating).toEqual({ average: 4.3, count: 3 });
  });

  it('rating inflation: throwaway shoppers whose only deliveries are the shop’s own do not move its stars (decision 041)', async () => {
    const s = await shopWithAdmin(t);
    const chai = (await product(t, s.shop.id, { name: 'Masala Chai', quantity: 100, price: 1 })).id;
    /** A shopper's delivered order at shop s, marked Delivered by s itself, rated `stars` (shop and product). */
    const rateAt = async (shopper: Account, stars: number) => {
      await a.add(shopper, chai);
      const orderId = (await a.order(shopper)).json().orders[0]._id as string;
      await a.setStatus(s.admin, orderId, 'Confirmed');
      await a.setStatus(s.admin, orderId, 'Delivered');
      expect((await rate(shopper, { orderId, stars })).statusCode).toBe(201);
      expect((await rate(shopper, { orderId, productId: chai, stars })).statusCode).toBe(201);
    };
    const genuine = await t.account('user');
    await deliveredAtOtherShop(genuine);
    await rateAt(genuine, 2);
    expect((await a.call('GET', `/api/shops/${s.shop.id}`)).json().rating).toEqual({ average: 2, count: 1 });

    // Five throwaway accounts, each with one ₹1 order the shop itself marks Delivered, all five stars.
    const throwaways = [];
    for (let i = 0; i < 5; i++) {
      const fake = await t.account('user');
      await rateAt(fake, 5);
      throwaways.push(fake);
    }
    expect((await a.call('GET', `/api/shops/${s.shop.id}`)).json().rating).toEqual({ average: 2, count: 1 });
    expect((await a.call('GET', `/api/products/${chai}`)).json().rating).toEqual({ average: 2, count: 1 });
    const listed = (await a.call('GET', `/api/shops?search=${encodeURIComponent(s.shop.name)}`)).json().items[0];
    expect(listed.rating).toEqual({ average: 2, count: 1 });
    // Their words stay readable: the reviews are listed, only their stars are not counted.
    expect((await a.call('GET', `/api/shops/${s.shop.id}/reviews`)).json().total).toBe(6);

    // A shopper another shop has delivered to counts: one of them buys elsewhere and their stars join in.
    await deliveredAtOtherShop(throwaways[0]!);
    await t.app.ctx.catalog.invalidate(); // cached shop replies catch up within the catalog cache’s minute; dropped here
    expect((await a.call('GET', `/api/shops/${s.shop.id}`)).json().rating).toEqual({ average: 3.5, count: 2 });

    // Only rated by shoppers nobody else has delivered to: no stars at all (decision 015), the reviews still listed.
    const lone = await shopWithAdmin(t);
    const mango = (await product(t, lone.shop.id, { name: 'Mango Pickle', quantity: 100 })).id;
    const fresh = await t.account('user');
    await a.add(fresh, mango);
    const orderId = (await a.order(fresh)).json().orders[0]._id as string;
    await a.setStatus(lone.admin, orderId, 'Confirmed');
    await a.setStatus(lone.admin, orderId, 'Delivered');
    expect((await rate(fresh, { orderId, stars: 5 })).statusCode).toBe(201);
    expect((await a.call('GET', `/api/shops/${lone.shop.id}`)).json().rating).toBeUndefined();
    expect((await a.call('GET', `/api/shops/${lone.shop.id}/reviews`)).json().total).toBe(1);
  });

  it("the owner's list holds the visible reviews of their shop and its products, replied or not; another owner's holds none", async () => {
    const s = await shopWithAdmin(t);
    const dal = (await product(t, s.shop.id, { name: 'Toor Dal', quantity: 100 })).id;
    const shopper = await t.account('user', { name: 'Ravi Kumar' });
    await a.add(shopper, dal);
    const orderId = (await a.order(shopper)).json().orders[0]._id as string;
    await a.setStatus(s.admin, orderId, 'Confirmed');
    await a.setStatus(s.admin, orderId, 'Delivered');
    const shopReview = (await rate(shopper, { orderId, stars: 3, text: 'Late by a day' })).json().review._id as string;
    const dalReview = (await rate(shopper, { orderId, productId: dal, stars: 5 })).json().review._id as string;

    const list = await a.call('GET', '/api/admin/reviews', s.admin);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 2, page: 1, totalPages: 1 });
    expect(list.json().items.map((r: { _id: string }) => r._id)).toEqual([dalReview, shopReview]);
    expect(list.json().items[0]).toMatchObject({ productName: 'Toor Dal', reply: null, author: 'Ravi' });
    expect((await a.call('GET', '/api/admin/reviews?limit=1&page=2', s.admin)).json().items.map((r: { _id: string }) => r._id)).toEqual([shopReview]);

    // Replied: the reply comes back in the list; hidden: it leaves the owner's list.
    expect((await a.call('POST', `/api/reviews/${shopReview}/reply`, s.admin, { reply: 'Sorry, the van broke down' })).statusCode).toBe(201);
    expect((await a.call('GET', '/api/admin/reviews', s.admin)).json().items[1]).toMatchObject({ _id: shopReview, reply: 'Sorry, the van broke down' });
    expect((await a.call('PATCH', `/api/superadmin/reviews/${dalReview}`, superadmin, { hidden: true })).statusCode).toBe(200);
    expect((await a.call('GET', '/api/admin/reviews', s.admin)).json().items.map((r: { _id: string }) => r._id)).toEqual([shopReview]);

    const others = (await a.call('GET', '/api/admin/reviews', otherOwner)).json().items as Array<{ shopId: string }>;
    expect(others.every((r) => r.shopId === otherShopId)).toBe(true);
    const lonely = await a.call('GET', '/api/admin/reviews', await t.account('admin'));
    expect(lonely.statusCode).toBe(404);
    expect(lonely.json().message).toBe('Shop not found');
    expect((await a.call('GET', '/api/admin/reviews', shopper)).statusCode).toBe(403);
    expect((await a.call('GET', '/api/admin/reviews?limit=500', s.admin)).statusCode).toBe(400);
  });

  it("the platform owner's list holds every shop's newest reviews with the shop's name, hidden ones marked", async () => {
    const s = await shopWithAdmin(t);
    const jaggery = (await product(t, s.shop.id, { name: 'Jaggery', quantity: 100 })).id;
    const shopper = await t.account('user');
    await a.add(shopper, jaggery);
    const orderId = (await a.order(shopper)).json().orders[0]._id as string;
    await a.setStatus(s.admin, orderId, 'Confirmed');
    await a.setStatus(s.admin, orderId, 'Delivered');
    const id = (await rate(shopper, { orderId, productId: jaggery, stars: 1, text: 'Spam spam' })).json().review._id as string;
    expect((await a.call('PATCH', `/api/superadmin/reviews/${id}`, superadmin, { hidden: true })).statusCode).toBe(200);

    const list = await a.call('GET', '/api/superadmin/reviews?limit=5', superadmin);
    expect(list.statusCode).toBe(200);
    expect(list.json().pageSize).toBe(5);
    expect(list.json().items[0]).toMatchObject({ _id: id, shopName: s.shop.name, productName: 'Jaggery', hidden: true, text: 'Spam spam' });
    // Every review of the test run is counted, hidden or not.
    const all = await t.database.db.select({ id: reviews.id }).from(reviews);
    expect(list.json().total).toBe(all.length);
    expect((await a.call('GET', '/api/superadmin/reviews', owner)).statusCode).toBe(403);
    expect((await a.call('GET', '/api/superadmin/reviews')).statusCode).toBe(401);
  });

  it('rate-limits review writes per account with 429 and a message', async () => {
    const limited = await createTestApp({ rateLimits: { reviews: { max: 2, windowMs: 60_000 } } });
    try {
      const shopper = await limited.account('user');
      const other = await limited.account('user');
      const orderId = crypto.randomUUID();
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await rate(shopper, { orderId, stars: 5 }, limited.app)).statusCode);
      expect(statuses).toEqual([404, 404, 429]);
      expect((await rate(shopper, { orderId, stars: 5 }, limited.app)).json().message).toMatch(/^Too many requests/);
      // Another account from the same address has its own budget.
      expect((await rate(other, { orderId, stars: 5 }, limited.app)).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});
