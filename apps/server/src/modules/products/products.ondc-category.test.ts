import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, product, shopWithAdmin } from '../../../test/support/cart-orders.js';

/** A product's ONDC category (issue 29, decision 087): chosen from ONDC's list, else defaulted where the mapping is clear. */
describe(`a product's ONDC category (${ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('defaults from category and sub-category, takes one from the list, goes back to the default on blank, refuses others', async () => {
    const { admin, shop } = await shopWithAdmin(t);
    const p = await product(t, shop.id, { category: 'Grocery', subCategory: 'Fresh produce' });
    const a = api(t);
    const patch = (body: unknown) => a.call('PATCH', `/api/products/${p.id}`, admin, body);
    expect((await a.call('GET', `/api/products/${p.id}`)).json()).toMatchObject({ ondcCategory: 'Fruits and Vegetables' });
    const set = await patch({ ondcCategory: 'Beverages' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().product).toMatchObject({ ondcCategory: 'Beverages' });
    expect((await patch({ ondcCategory: '' })).json().product).toMatchObject({ ondcCategory: 'Fruits and Vegetables' });
    const bad = await patch({ ondcCategory: 'Spaceships' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/ONDC category must be one of the listed ONDC retail categories/);
  });
});
