/**
 * The products the sort and filter tests share (issue 23, craft): the shop page's sorts and variant filters
 * (`product-sort.test.ts`, decision 088) and search's (`search-sort-facets.test.ts`, decision 096) read the same
 * two variant products and the same delivered, reviewed order.
 */
import { expect } from 'vitest';
import { multipart, samplePng, type TestApp } from './harness.js';
import { api, type Account } from './cart-orders.js';

/** Creates a product with options and variants through the owner's form (`POST /api/products/`); its id. */
export async function productWithVariants(t: TestApp, owner: Account, name: string, options: unknown, variants: unknown, category = 'Clothing') {
  const body = multipart(
    { name, description: `${name} for sale`, category, options: JSON.stringify(options), variants: JSON.stringify(variants) },
    { filename: 'p.png', content: await samplePng(40, 40) },
  );
  const res = await t.app.inject({ method: 'POST', url: '/api/products/', headers: { ...body.headers, cookie: owner.cookie }, payload: body.payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().product._id as string;
}

/**
 * Two variant products, in this order: `sized`, Size 7 / 8 / 10 and Colour Red / Blue (Rs 1,200 in stock, Rs 1,300
 * with 8 sold out; `sizedMrp` on the first variant), and `lower`, whose options are spelt `size` and `Color`:
 * 8 / M, red (Rs 700, Rs 750). The sizes read in natural order 7, 8, 10, M; colours Blue, Red.
 */
export async function sizeAndColourProducts(t: TestApp, owner: Account, names: { sized: string; lower: string }, opts: { sizedMrp?: number } = {}) {
  const sku = (name: string) =>
    name
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 2)
      .toUpperCase();
  const s = sku(names.sized);
  const l = sku(names.lower);
  const sized = await productWithVariants(
    t,
    owner,
    names.sized,
    [
      { name: 'Size', values: ['7', '8', '10'] },
      { name: 'Colour', values: ['Red', 'Blue'] },
    ],
    [
      { sku: `${s}-7-R`, options: { Size: '7', Colour: 'Red' }, price: 1200, mrp: opts.sizedMrp, quantity: 2 },
      { sku: `${s}-8-B`, options: { Size: '8', Colour: 'Blue' }, price: 1300, quantity: 0 },
      { sku: `${s}-10-B`, options: { Size: '10', Colour: 'Blue' }, price: 1300, quantity: 4 },
    ],
  );
  const lower = await productWithVariants(
    t,
    owner,
    names.lower,
    [
      { name: 'size', values: ['8', 'M'] },
      { name: 'Color', values: ['red'] },
    ],
    [
      { sku: `${l}-8`, options: { size: '8', Color: 'red' }, price: 700, quantity: 5 },
      { sku: `${l}-M`, options: { size: 'M', Color: 'red' }, price: 750, quantity: 1 },
    ],
  );
  return { sized, lower };
}

/** A new shopper orders one of each product from `owner`'s shop; the order is delivered and each product reviewed. */
export async function reviewAfterDelivery(t: TestApp, owner: Account, ratings: ReadonlyArray<readonly [productId: string, stars: number]>) {
  const a = api(t);
  const shopper = await t.account('user');
  for (const [productId] of ratings) await a.add(shopper, productId);
  const placed = await a.order(shopper);
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId = placed.json().orders[0]._id as string;
  for (const st of ['Confirmed', 'Delivered']) expect((await a.setStatus(owner, orderId, st)).statusCode).toBe(200);
  for (const [productId, stars] of ratings) expect((await a.call('POST', '/api/reviews', shopper, { orderId, productId, stars })).statusCode).toBe(201);
}
