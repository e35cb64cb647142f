import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema.js';
import { createTestApp, ENGINE, multipart, samplePng, type TestApp } from '../../../test/support/harness.js';
import { api, shopWithAdmin, type Account } from '../../../test/support/cart-orders.js';

/** Issue 29, decision 112: every product has a country of origin, India unless the owner says otherwise. */
describe(`a product's country of origin (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let owner: Account;
  let png: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    a = api(t);
    owner = (await shopWithAdmin(t)).admin;
    png = await samplePng(40, 40);
  });
  afterAll(() => t.close());

  const create = (fields: Record<string, string>, headers: Record<string, string> = {}) => {
    const body = multipart({ description: 'Fresh stock', category: 'Grocery', price: '120', quantity: '5', ...fields }, { filename: 'p.png', content: png });
    return t.app.inject({ method: 'POST', url: '/api/products/', headers: { ...body.headers, ...headers, cookie: owner.cookie }, payload: body.payload });
  };
  const patch = (id: string, body: unknown) => a.call('PATCH', `/api/products/${id}`, owner, body);
  const DECLARED = { manufacturer: 'Himal Foods, Kathmandu', genericName: 'Tea', consumerCare: 'care@himal.example' };

  it('gives a product created without one (the spec’s form) India, and keeps a code or English name as its code', async () => {
    const spec = await create({ name: 'Spec tea' });
    expect(spec.statusCode, spec.body).toBe(201);
    expect(spec.json().product).toMatchObject({ originCountry: 'IND' });
    const nepal = await create({ name: 'Nepal tea', originCountry: 'Nepal' });
    expect(nepal.json().product).toMatchObject({ originCountry: 'NPL' });
    const coded = await create({ name: 'Lanka tea', originCountry: 'lka' });
    expect(coded.json().product).toMatchObject({ originCountry: 'LKA' });
    // Read back by anyone, as the product page shows it.
    expect((await a.call('GET', `/api/products/${coded.json().product._id}`)).json()).toMatchObject({ originCountry: 'LKA' });
  });

  it('takes a pre-packed product’s country from its declaration when none is given', async () => {
    const res = await create({ name: 'Packed tea', packaged: 'true', declarations: JSON.stringify({ ...DECLARED, countryOfOrigin: 'Nepal' }) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().product).toMatchObject({ originCountry: 'NPL', declarations: { countryOfOrigin: 'Nepal' } });
  });

  it('changes on edit, stays on an edit that leaves it out, and refuses what names no country, in the reader’s language', async () => {
    const id = (await create({ name: 'Edited tea' })).json().product._id as string;
    const set = await patch(id, { originCountry: 'JPN' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().product).toMatchObject({ originCountry: 'JPN' });
    expect((await patch(id, { name: 'Edited tea leaves', originCountry: '' })).json().product).toMatchObject({ originCountry: 'JPN' });
    const bad = await patch(id, { originCountry: 'Atlantis' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/originCountry must be a country: its 3-letter ISO code \(IND\) or its English name \(India\)/);
    // The owner's account speaks Hindi: the same refusal in Hindi (issue 28).
    expect(await a.call('PUT', '/api/account/language', owner, { language: 'hi' })).toMatchObject({ statusCode: 200 });
    try {
      expect((await patch(id, { originCountry: 'Atlantis' })).json().message).toMatch(/originCountry कोई देश होना चाहिए/);
    } finally {
      await a.call('PUT', '/api/account/language', owner, { language: 'en' });
    }
    const badCreate = await create({ name: 'Nowhere tea', originCountry: 'Nowhere' });
    expect(badCreate.statusCode).toBe(400);
    const [row] = await t.database.db.select({ origin: products.originCountry }).from(products).where(eq(products.id, id));
    expect(row).toEqual({ origin: 'JPN' });
  });

  it('reads and writes it in the catalog CSV', async () => {
    const csv = [
      'sku,name,description,category,price,quantity,originCountry',
      'CSV-1,Bhutan rice,Red rice,Grocery,200,4,BTN',
      'CSV-2,Local rice,Sona,Grocery,90,4,',
    ].join('\r\n');
    const res = await a.call('POST', '/api/admin/products/import?dryRun=false', owner, csv, { 'content-type': 'text/csv' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 2, errors: [] });
    const exported = (await a.call('GET', '/api/admin/products/export', owner)).body.split('\r\n');
    const column = exported[0]!.split(',').indexOf('originCountry');
    const cell = (sku: string) => exported.find((l) => l.startsWith(`${sku},`))!.split(',')[column];
    expect([cell('CSV-1'), cell('CSV-2')]).toEqual(['BTN', 'IND']);
    const bad = await a.call(
      'POST',
      '/api/admin/products/import?dryRun=true',
      owner,
      'sku,name,description,category,price,quantity,originCountry\r\nCSV-3,X rice,X,Grocery,10,1,Mars',
      {
        'content-type': 'text/csv',
      },
    );
    expect(bad.json().errors).toEqual([expect.objectContaining({ row: 2, column: 'originCountry' })]);
  });

  it('refuses a stored code that is not three capital letters (the column’s check)', async () => {
    const id = (await create({ name: 'Checked tea' })).json().product._id as string;
    await expect(t.database.db.update(products).set({ originCountry: 'india' }).where(eq(products.id, id))).rejects.toThrow();
  });
});
