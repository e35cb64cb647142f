import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, multipart, samplePng, type TestApp } from '../../../test/support/harness.js';
import { startS3, type S3Stand } from '../../../test/support/s3-server.js';
import { api, product, shopWithAdmin, type Account } from '../../../test/support/cart-orders.js';

/**
 * Issue 24 #5 (decision 097): up to 8 photos per product, the cover first, through the one image pipeline into the
 * bucket (the S3 stand-in); a variant's photo is one of them. Issue 24 #4: who sells it, in the product's reply.
 */
describe(`product photos and the seller (${ENGINE})`, () => {
  let s3: S3Stand;
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let owner: Account;
  let shop: { id: string; name: string; address: string; gstnumber: string | null };
  const pngs: Buffer[] = [];

  beforeAll(async () => {
    s3 = await startS3();
    t = await createTestApp({ config: { s3: s3.config } });
    a = api(t);
    const s = await shopWithAdmin(t);
    owner = s.admin;
    shop = s.shop as typeof shop;
    // Ten different pictures: each its own content hash.
    for (let i = 0; i < 10; i++) pngs.push(await samplePng(30 + i, 30));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await s3?.dispose();
  });

  const upload = (url: string, who: Account, content: Buffer, fields: Record<string, string> = {}, method: 'POST' | 'PATCH' = 'POST') => {
    const body = multipart(fields, { filename: 'p.png', content });
    return t.app.inject({ method, url, headers: { ...body.headers, cookie: who.cookie }, payload: body.payload });
  };
  const create = async (fields: Record<string, string>) => {
    const res = await upload('/api/products/', owner, pngs[0]!, { description: 'Handwoven', category: 'Clothing', ...fields });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().product as { _id: string; image: string; images: string[]; variants: Array<{ _id: string; image: string | null }> };
  };

  it('adds photos after the cover up to 8, each stored in the bucket with its thumbnail; a ninth is refused', async () => {
    const p = await create({ name: 'Kanjeevaram saree', price: '4999', quantity: '3' });
    expect(p.images).toEqual([p.image]);
    let images: string[] = p.images;
    for (let i = 1; i < 8; i++) {
      const res = await upload(`/api/products/${p._id}/images`, owner, pngs[i]!);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().message).toBe('Photo added');
      const next = res.json().product.images as string[];
      expect(next.slice(0, -1)).toEqual(images);
      images = next;
    }
    expect(images).toHaveLength(8);
    expect(new Set(images).size).toBe(8);
    const got = (await a.call('GET', `/api/products/${p._id}`)).json();
    expect(got.images).toEqual(images);
    expect(got.image).toBe(images[0]); // the spec's one photo is the cover
    for (const name of [images[7]!]) {
      for (const url of [`/uploads/products/${name}`, `/uploads/products/thumb/${name}`]) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
      }
    }
    const ninth = await upload(`/api/products/${p._id}/images`, owner, pngs[8]!);
    expect(ninth.statusCode).toBe(400);
    expect(ninth.json().message).toBe('A product has at most 8 photos: remove one before adding another');
    expect((await a.call('GET', `/api/products/${p._id}`)).json().images).toHaveLength(8);
  });

  it('refuses a photo it already has (409), a file that is not a picture and a form without one (400)', async () => {
    const p = await create({ name: 'Cotton kurta', price: '799', quantity: '3' });
    const same = await upload(`/api/products/${p._id}/images`, owner, pngs[0]!);
    expect(same.statusCode).toBe(409);
    const text = await upload(`/api/products/${p._id}/images`, owner, Buffer.from('not a picture'));
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toMatch(/not a supported image/);
    const none = await t.app.inject({ method: 'POST', url: `/api/products/${p._id}/images`, headers: { cookie: owner.cookie }, payload: {} });
    expect(none.statusCode).toBe(400);
    expect((await a.call('GET', `/api/products/${p._id}`)).json().images).toEqual([p.image]);
  });

  it('reorders photos (the first becomes the cover) and removes those left out, keeping at least one', async () => {
    const p = await create({ name: 'Brass lamp', price: '1500', quantity: '2' });
    const second = (await upload(`/api/products/${p._id}/images`, owner, pngs[1]!)).json().product.images[1] as string;
    const third = (await upload(`/api/products/${p._id}/images`, owner, pngs[2]!)).json().product.images[2] as string;
    const put = (images: unknown) => a.call('PUT', `/api/products/${p._id}/images`, owner, { images });
    const res = await put([third, p.image, second]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().product).toMatchObject({ image: third, images: [third, p.image, second] });
    const removed = await put([second]);
    expect(removed.json().product).toMatchObject({ image: second, images: [second] });
    expect((await put([])).json().message).toMatch(/at least one photo/);
    const foreign = await put([second, '0123456789abcdef0123456789abcdef.webp']);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toMatch(/^images: 0123456789abcdef0123456789abcdef\.webp is not one of this product’s photos/);
    expect((await put([second, second])).json().message).toBe('images names a photo twice');
    expect((await put(['../../etc/passwd'])).statusCode).toBe(400);
    // Another shop's owner cannot touch them.
    const other = await shopWithAdmin(t);
    expect((await a.call('PUT', `/api/products/${p._id}/images`, other.admin, { images: [second] })).statusCode).toBe(403);
    expect((await upload(`/api/products/${p._id}/images`, other.admin, pngs[3]!)).statusCode).toBe(403);
  });

  it('gives a variant one of the product’s photos; removing that photo gives it back the product’s', async () => {
    const p = await create({
      name: 'Bandhani dupatta',
      options: JSON.stringify([{ name: 'Colour', values: ['Red', 'Green'] }]),
      variants: JSON.stringify([
        { sku: 'BD-RED', options: { Colour: 'Red' }, price: 650, quantity: 4 },
        { sku: 'BD-GREEN', options: { Colour: 'Green' }, price: 650, quantity: 4 },
      ]),
    });
    const green = (await upload(`/api/products/${p._id}/images`, owner, pngs[4]!)).json().product.images[1] as string;
    const [red, greenVariant] = p.variants;
    const setPhoto = (variantId: string, image: string | null) => a.call('PUT', `/api/products/${p._id}/variants/${variantId}/image`, owner, { image });
    const res = await setPhoto(greenVariant!._id, green);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().product.variants.map((v: { image: string | null }) => v.image)).toEqual([null, green]);
    // An edit of the variants keeps their photos.
    const edit = await a.call('PATCH', `/api/products/${p._id}`, owner, {
      variants: [
        { _id: red!._id, sku: 'BD-RED', options: { Colour: 'Red' }, price: 600, quantity: 4 },
        { _id: greenVariant!._id, sku: 'BD-GREEN', options: { Colour: 'Green' }, price: 600, quantity: 4 },
      ],
    });
    expect(edit.json().product.variants.map((v: { image: string | null }) => v.image)).toEqual([null, green]);
    expect((await setPhoto(red!._id, '0123456789abcdef0123456789abcdef.webp')).json().message).toMatch(/^image: choose one of this product’s photos/);
    expect((await setPhoto('not-a-uuid', green)).statusCode).toBe(404);
    const elsewhere = await create({ name: 'Plain stole', price: '300', quantity: '1' });
    expect((await setPhoto(elsewhere._id, green)).statusCode).toBe(404); // a variant of another product
    const dropped = await a.call('PUT', `/api/products/${p._id}/images`, owner, { images: [p.image] });
    expect(dropped.json().product.variants.map((v: { image: string | null }) => v.image)).toEqual([null, null]);
    const plain = await a.call('PUT', `/api/products/${elsewhere._id}/variants/${elsewhere._id}/image`, owner, { image: elsewhere.image });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toBe('This product has no options: its photos are the product’s own');
  });

  it('names the seller in the product’s reply: legal name (the shop’s name until one is set), address and GSTIN', async () => {
    const p = await product(t, shop.id);
    const before = (await a.call('GET', `/api/products/${p.id}`)).json();
    expect(before.seller).toEqual({ name: shop.name, legalName: shop.name, address: shop.address, phone: expect.any(String), gstin: shop.gstnumber });
    expect(shop.gstnumber).toMatch(/^27/);
    const superadmin = await t.account('superadmin');
    const set = await a.call('PATCH', `/api/superadmin/shops/${shop.id}`, superadmin, { legalName: '  Lakshmi Textiles Private Limited ' });
    expect(set.statusCode, set.body).toBe(200);
    expect((await a.call('GET', `/api/products/${p.id}`)).json().seller.legalName).toBe('Lakshmi Textiles Private Limited');
    expect((await a.call('PATCH', `/api/superadmin/shops/${shop.id}`, superadmin, { legalName: 'L' })).json().message).toMatch(
      /legalName must be 2 to 200 characters/,
    );
    // Lists stay as they were: the seller is for the product's own page.
    const list = (await a.call('GET', `/api/shops/${shop.id}/products`)).json();
    expect(list.items.every((i: object) => !('seller' in i))).toBe(true);
    await a.call('PATCH', `/api/superadmin/shops/${shop.id}`, superadmin, { legalName: '' });
    expect((await a.call('GET', `/api/products/${p.id}`)).json().seller.legalName).toBe(shop.name);
  });

  it('takes the legal name when the platform owner creates a shop; shop replies give it to the platform and the owner only', async () => {
    const superadmin = await t.account('superadmin');
    const admin = await t.account('admin');
    const fields = {
      name: 'Meena Sarees',
      legalName: ' Meena Handlooms LLP ',
      category: 'Clothing',
      location: 'Solapur',
      address: '4 Navi Peth, Solapur 413001',
      phone: '9842012345',
      pan: 'AAPFU0939F',
      gstnumber: '27AAPFU0939F1ZV',
      admin: admin.id,
    };
    const body = multipart(fields, { filename: 'shop.png', content: pngs[9]! });
    const res = await t.app.inject({ method: 'POST', url: '/api/shops', headers: { ...body.headers, cookie: superadmin.cookie }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().shop as { _id: string; legalName: string | null };
    expect(created.legalName).toBe('Meena Handlooms LLP');
    const p = await product(t, created._id);
    expect((await a.call('GET', `/api/products/${p.id}`)).json().seller).toMatchObject({ name: 'Meena Sarees', legalName: 'Meena Handlooms LLP' });
    // The shop's owner reads it on their shop; a shopper's shop reply does not carry it (the product page does).
    expect((await a.call('GET', `/api/shops/${created._id}`, admin)).json().legalName).toBe('Meena Handlooms LLP');
    expect((await a.call('GET', `/api/shops/${created._id}`, await t.account('user'))).json()).not.toHaveProperty('legalName');
    // One letter is refused at creation as at an edit, naming the field; a blank one is none.
    const short = multipart({ ...fields, legalName: 'M', admin: (await t.account('admin')).id }, { filename: 'shop.png', content: pngs[9]! });
    const refused = await t.app.inject({ method: 'POST', url: '/api/shops', headers: { ...short.headers, cookie: superadmin.cookie }, payload: short.payload });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/legalName must be 2 to 200 characters/);
    const cleared = await a.call('PATCH', `/api/superadmin/shops/${created._id}`, superadmin, { legalName: '' });
    expect(cleared.json().shop.legalName).toBeNull();
  });
});
