import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { orderItems, products, productVariants, taxDocuments } from '../../db/schema.js';
import { createTestApp, ENGINE, multipart, samplePng, type TestApp } from '../../../test/support/harness.js';
import { api, product, shopWithAdmin, stockOf, type Account } from '../../../test/support/cart-orders.js';

/** Issue 24 #1, #3 (decision 072): options, variants and MRP through products, cart, checkout and stock. */
describe(`product variants (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let owner: Account;
  let shopId: string;
  let png: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    a = api(t);
    const s = await shopWithAdmin(t);
    owner = s.admin;
    shopId = s.shop.id;
    png = await samplePng(40, 40);
  });
  afterAll(() => t.close());

  const shoeFields = (over: Record<string, string> = {}) => ({
    name: 'Running shoe',
    description: 'Light mesh shoe',
    category: 'Clothing',
    options: JSON.stringify([
      { name: 'Size', values: ['7', '8', '9'] },
      { name: 'Colour', values: ['Red', 'Blue'] },
    ]),
    variants: JSON.stringify([
      { sku: 'SH-7-RED', options: { Size: '7', Colour: 'Red' }, price: 1299, mrp: 1999, quantity: 3 },
      { sku: 'SH-8-RED', options: { Size: '8', Colour: 'Red' }, price: 1399, mrp: 1999, quantity: 0 },
      { sku: 'SH-8-BLUE', options: { Size: '8', Colour: 'Blue' }, price: 1399, quantity: 2 },
    ]),
    ...over,
  });
  const create = (fields: Record<string, string>) => {
    const body = multipart(fields, { filename: 'p.png', content: png });
    return t.app.inject({ method: 'POST', url: '/api/products/', headers: { ...body.headers, cookie: owner.cookie }, payload: body.payload });
  };
  const patch = (id: string, payload: Record<string, unknown>) => a.call('PATCH', `/api/products/${id}`, owner, payload);

  it('creates a product with options: variants in the reply, lowest price and total stock at the top', async () => {
    const res = await create(shoeFields());
    expect(res.statusCode).toBe(201);
    const p = res.json().product;
    expect(p).toMatchObject({ price: 1299, mrp: 1999, discountPercent: 35, quantity: 5, inStock: true, packaged: false });
    expect(p.options).toEqual([
      { name: 'Size', values: ['7', '8', '9'] },
      { name: 'Colour', values: ['Red', 'Blue'] },
    ]);
    expect(p.variants.map((v: { sku: string; quantity: number; inStock: boolean }) => [v.sku, v.quantity, v.inStock])).toEqual([
      ['SH-7-RED', 3, true],
      ['SH-8-RED', 0, false],
      ['SH-8-BLUE', 2, true],
    ]);
    expect(p.variants[2]).toMatchObject({ price: 1399, mrp: null, discountPercent: null, options: { Size: '8', Colour: 'Blue' } });
    const got = (await a.call('GET', `/api/products/${p._id}`)).json();
    expect(got.variants).toEqual(p.variants);
  });

  it('gives a product without options exactly one variant with the product id, following its price and stock', async () => {
    const p = await product(t, shopId, { price: 50, quantity: 7 });
    const [v] = await t.database.db.select().from(productVariants).where(eq(productVariants.productId, p.id));
    expect(v).toMatchObject({ id: p.id, pricePaise: 5000, quantity: 7, options: {} });
    await t.database.db.update(products).set({ pricePaise: 6000, quantity: 2 }).where(eq(products.id, p.id));
    const got = (await a.call('GET', `/api/products/${p.id}`)).json();
    expect(got.variants).toEqual([expect.objectContaining({ _id: p.id, price: 60, quantity: 2, options: {} })]);
    expect(got.options).toEqual([]);
  });

  it('gives two products whose ids end in the same 10 hex digits each its own default SKU (no collision)', async () => {
    // A 200,000-product bulk load met two random ids sharing their last 10 hex digits: the SKU now takes 16.
    const one = await product(t, shopId, { id: '01a21d81-4fae-7451-9d4e-2f7a2e807d6e' });
    const two = await product(t, shopId, { id: '01a21d81-4fae-7451-9d4f-2f7a2e807d6e' });
    const skus = await t.database.db.select({ sku: productVariants.sku }).from(productVariants).where(eq(productVariants.shopId, shopId));
    const mine = skus.map((r) => r.sku).filter((s) => s.endsWith('2F7A2E807D6E'));
    expect(mine.sort()).toEqual(['SKU-9D4E2F7A2E807D6E', 'SKU-9D4F2F7A2E807D6E']);
    expect([one.id, two.id]).toHaveLength(2);
  });

  it('refuses an MRP below the price, naming the field, and writes nothing', async () => {
    const before = (await t.database.db.select().from(products)).length;
    const res = await create({ name: 'Ghee', description: 'Cow ghee 1 L', category: 'Grocery', price: '650', mrp: '600' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('mrp: MRP must be at least the selling price');
    const bad = await create(
      shoeFields({
        variants: JSON.stringify([{ sku: 'X-1', options: { Size: '7', Colour: 'Red' }, price: 100, mrp: 90, quantity: 1 }]),
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('variants[0] (X-1): MRP must be at least the selling price');
    expect((await t.database.db.select().from(products)).length).toBe(before);
  });

  it('refuses variants that do not match the options, repeat a combination or reuse a SKU of the shop', async () => {
    const wrongValue = await create(shoeFields({ variants: JSON.stringify([{ sku: 'Z-1', options: { Size: '12', Colour: 'Red' }, price: 1, quantity: 1 }]) }));
    expect(wrongValue.statusCode).toBe(400);
    expect(wrongValue.json().message).toBe('variants[0] (Z-1): Size must be one of 7, 8, 9');
    const missing = await create(shoeFields({ variants: JSON.stringify([{ sku: 'Z-2', options: { Size: '7' }, price: 1, quantity: 1 }]) }));
    expect(missing.json().message).toBe('variants[0] (Z-2) needs a value for Colour');
    const twice = await create(
      shoeFields({
        variants: JSON.stringify([
          { sku: 'Z-3', options: { Size: '7', Colour: 'Red' }, price: 1, quantity: 1 },
          { sku: 'Z-4', options: { Size: '7', Colour: 'Red' }, price: 1, quantity: 1 },
        ]),
      }),
    );
    expect(twice.json().message).toBe('variants[1] (Z-4) repeats the options of another variant');
    const noVariants = await create(shoeFields({ variants: '' }));
    expect(noVariants.statusCode).toBe(400);
    expect(noVariants.json().message).toMatch(/^variants is required with options/);
    const taken = await create(shoeFields({ variants: JSON.stringify([{ sku: 'sh-7-red', options: { Size: '9', Colour: 'Red' }, price: 1, quantity: 1 }]) }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/^SKU SH-7-RED is already used by another product of your shop/);
    const tooMany = await create(shoeFields({ options: JSON.stringify([1, 2, 3, 4].map((i) => ({ name: `O${i}`, values: ['a'] }))) }));
    expect(tooMany.json().message).toBe('A product can have at most 3 options');
  });

  it('adds a variant to the cart by variantId; itemId alone for a product with options answers 400 naming variantId', async () => {
    const p = (
      await create(shoeFields({ variants: JSON.stringify([{ sku: 'C-7-R', options: { Size: '7', Colour: 'Red' }, price: 500, mrp: 800, quantity: 2 }]) }))
    ).json().product;
    const u = await t.account('user');
    const alone = await a.add(u, p._id, 1);
    expect(alone.statusCode).toBe(400);
    expect(alone.json().message).toBe('This product comes in Size and Colour: send variantId to choose one');
    const variantId = p.variants[0]._id as string;
    const added = await a.add(u, p._id, 2, { variantId });
    expect(added.statusCode).toBe(200);
    expect(added.json().cart.items).toEqual([
      expect.objectContaining({ _id: variantId, productId: p._id, variantId, sku: 'C-7-R', options: { Size: '7', Colour: 'Red' }, price: 500, available: 2 }),
    ]);
    const more = await a.add(u, p._id, 1, { variantId });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe('Only 2 left');
    const other = await product(t, shopId);
    expect((await a.add(u, p._id, 1, { variantId: other.id })).statusCode).toBe(404);
  });

  it('checks out a variant: the order item keeps its options and SKU, the stock is taken from that variant only', async () => {
    const p = (
      await create(
        shoeFields({
          variants: JSON.stringify([
            { sku: 'O-7-R', options: { Size: '7', Colour: 'Red' }, price: 500, quantity: 4 },
            { sku: 'O-8-B', options: { Size: '8', Colour: 'Blue' }, price: 700, quantity: 4 },
          ]),
        }),
      )
    ).json().product;
    const u = await t.account('user');
    const [red, blue] = p.variants as Array<{ _id: string }>;
    await a.add(u, p._id, 3, { variantId: red!._id });
    await a.add(u, p._id, 1, { variantId: blue!._id });
    const cart = (await a.cart(u)).json();
    expect(cart.subtotal).toBe(3 * 500 + 700);
    const res = await a.order(u, { totalAmount: cart.total });
    expect(res.statusCode).toBe(201);
    const order = res.json().orders[0];
    expect(order.items.map((i: { sku: string; options: object; price: number; quantity: number }) => [i.sku, i.options, i.price, i.quantity]).sort()).toEqual([
      ['O-7-R', { Size: '7', Colour: 'Red' }, 500, 3],
      ['O-8-B', { Size: '8', Colour: 'Blue' }, 700, 1],
    ]);
    const got = (await a.call('GET', `/api/products/${p._id}`)).json();
    expect(got.variants.map((v: { quantity: number }) => v.quantity)).toEqual([1, 3]);
    expect(got.quantity).toBe(4);
    // Cancelled: each variant gets its own stock back.
    expect((await a.cancel(u, order._id)).statusCode).toBe(200);
    const back = (await a.call('GET', `/api/products/${p._id}`)).json();
    expect(back.variants.map((v: { quantity: number }) => v.quantity)).toEqual([4, 4]);
    expect(back.quantity).toBe(8);
  });

  it('refuses a second checkout of the last unit of a variant while the other variant still has stock', async () => {
    const p = (
      await create(
        shoeFields({
          variants: JSON.stringify([
            { sku: 'L-7-R', options: { Size: '7', Colour: 'Red' }, price: 500, quantity: 1 },
            { sku: 'L-8-B', options: { Size: '8', Colour: 'Blue' }, price: 500, quantity: 9 },
          ]),
        }),
      )
    ).json().product;
    const [u1, u2] = [await t.account('user'), await t.account('user')];
    const red = p.variants[0]._id as string;
    await a.add(u1, p._id, 1, { variantId: red });
    await a.add(u2, p._id, 1, { variantId: red });
    const results = await Promise.all([a.order(u1), a.order(u2)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe('Running shoe is out of stock');
    expect(await stockOf(t, p._id)).toBe(9);
  });

  it('edits variants: kept ones updated, new ones added, an ordered one archived and kept in history', async () => {
    const p = (
      await create(
        shoeFields({
          variants: JSON.stringify([
            { sku: 'E-7-R', options: { Size: '7', Colour: 'Red' }, price: 500, quantity: 5 },
            { sku: 'E-8-B', options: { Size: '8', Colour: 'Blue' }, price: 700, quantity: 5 },
          ]),
        }),
      )
    ).json().product;
    const u = await t.account('user');
    const [red, blue] = p.variants as Array<{ _id: string }>;
    await a.add(u, p._id, 1, { variantId: red!._id });
    expect((await a.order(u)).statusCode).toBe(201);

    const res = await patch(p._id, {
      variants: [
        { _id: blue!._id, sku: 'E-8-B', options: { Size: '8', Colour: 'Blue' }, price: 650, mrp: 900, quantity: 2 },
        { sku: 'E-9-R', options: { Size: '9', Colour: 'Red' }, price: 800, quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const q = res.json().product;
    expect(q.variants.map((v: { sku: string; price: number; quantity: number }) => [v.sku, v.price, v.quantity])).toEqual([
      ['E-8-B', 650, 2],
      ['E-9-R', 800, 1],
    ]);
    expect(q).toMatchObject({ price: 650, mrp: 900, quantity: 3 });
    expect(q.variants[0]._id).toBe(blue!._id);
    const [archived] = await t.database.db.select().from(productVariants).where(eq(productVariants.id, red!._id));
    expect(archived!.archivedAt).not.toBeNull();
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.variantId, red!._id));
    expect(item).toMatchObject({ sku: 'E-7-R', options: { Size: '7', Colour: 'Red' }, pricePaise: 50000 });
    // The archived SKU is free again.
    const reuse = await patch(p._id, {
      variants: [
        { _id: blue!._id, sku: 'E-8-B', options: { Size: '8', Colour: 'Blue' }, price: 650, quantity: 2 },
        { sku: 'E-7-R', options: { Size: '7', Colour: 'Red' }, price: 500, quantity: 1 },
      ],
    });
    expect(reuse.statusCode).toBe(200);
    // Price and stock of a product with options are per variant.
    const top = await patch(p._id, { price: 10 });
    expect(top.statusCode).toBe(400);
    expect(top.json().message).toBe('This product has options: change price, MRP, stock and SKU per variant (variants)');
  });

  it('keeps a product without options on its one variant through PATCH: price, MRP and SKU', async () => {
    const p = await product(t, shopId, { price: 100, quantity: 5 });
    const res = await patch(p.id, { price: 90, mrp: 120, sku: 'RICE-5KG' });
    expect(res.statusCode).toBe(200);
    expect(res.json().product).toMatchObject({ price: 90, mrp: 120, discountPercent: 25, quantity: 5 });
    expect(res.json().product.variants).toEqual([expect.objectContaining({ _id: p.id, sku: 'RICE-5KG', price: 90, mrp: 120, quantity: 5 })]);
    const low = await patch(p.id, { mrp: 80 });
    expect(low.statusCode).toBe(400);
    expect(low.json().message).toBe('mrp: MRP must be at least the selling price');
  });

  it('asks pre-packed goods for their declarations and takes netQuantity as {value, unit}', async () => {
    const base = {
      name: 'Atta',
      description: 'Whole wheat flour',
      category: 'Grocery',
      price: '250',
      packaged: 'true',
      netQuantity: '{"value":5,"unit":"kg"}',
    };
    const without = await create(base);
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toMatch(/^declarations\.manufacturer is required for pre-packed goods/);
    const declarations = { manufacturer: 'Mill Co, Pune 411001', countryOfOrigin: 'India', genericName: 'Wheat flour', consumerCare: 'care@mill.example' };
    const res = await create({ ...base, declarations: JSON.stringify(declarations) });
    expect(res.statusCode).toBe(201);
    expect(res.json().product).toMatchObject({ packaged: true, declarations, netQuantity: 5, unit: 'kg', unitSalePrice: { price: 50, per: 'kg' } });
  });

  it('names the options on the invoice and on the credit note of a variant, each line at its variant price', async () => {
    const created = await create(
      shoeFields({
        variants: JSON.stringify([
          { sku: 'I-7-R', options: { Size: '7', Colour: 'Red' }, price: 500, quantity: 4 },
          { sku: 'I-8-B', options: { Size: '8', Colour: 'Blue' }, price: 700, quantity: 4 },
        ]),
      }),
    );
    const p = created.json().product;
    const u = await t.account('user');
    await a.add(u, p._id, 1, { variantId: p.variants[0]._id });
    await a.add(u, p._id, 2, { variantId: p.variants[1]._id });
    const orderId = (await a.order(u)).json().orders[0]._id as string;
    expect((await a.setStatus(owner, orderId, 'Confirmed')).statusCode).toBe(200);
    expect((await a.setStatus(owner, orderId, 'Refused')).statusCode).toBe(200);
    const docs = await t.database.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId)).orderBy(asc(taxDocuments.series));
    expect(docs.map((d) => d.series).sort()).toEqual(['credit_note', 'invoice']);
    for (const d of docs) {
      const lines = (d.snapshot as { lines: Array<{ description: string; unitPricePaise: number; quantity: number }> }).lines;
      const goods = lines.filter((l) => l.description.startsWith('Running shoe'));
      expect(goods.map((l) => [l.description, l.unitPricePaise, l.quantity]).sort()).toEqual([
        ['Running shoe (Size: 7, Colour: Red)', 50000, 1],
        ['Running shoe (Size: 8, Colour: Blue)', 70000, 2],
      ]);
    }
    // The refused parcel puts each variant's stock back.
    const back = (await a.call('GET', `/api/products/${p._id}`)).json();
    expect(back.variants.map((v: { quantity: number }) => v.quantity)).toEqual([4, 4]);
  });
});
