import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, shopWithAdmin, type Account } from '../../../test/support/cart-orders.js';
import { BULK_COLUMNS } from './bulk-export.service.js';

const HEAD = 'sku,name,description,category,price,mrp,quantity,option1Name,option1Value,packaged,manufacturer,countryOfOrigin,genericName,consumerCare';
const GOOD = [
  HEAD,
  'RICE-5,Sona rice,Aged rice,Grocery,450,500,10,,,true,Rao Mills Pune,India,Rice,care@rao.in',
  'SH-7,Canvas shoe,White canvas,Clothing,999,1299,3,Size,7,,,,,',
  'SH-8,Canvas shoe,,,1099,1299,0,Size,8,,,,,',
].join('\r\n');

/** Issue 24 #6 (decision 089): catalog export, template, dry run, atomic apply, update by SKU, stock update. */
describe(`bulk catalog upload and export (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let owner: Account;
  let shopId: string;

  beforeAll(async () => {
    t = await createTestApp();
    a = api(t);
    const s = await shopWithAdmin(t);
    owner = s.admin;
    shopId = s.shop.id;
  });
  afterAll(() => t.close());

  const upload = (csv: string, dryRun?: boolean, who: Account = owner) =>
    a.call('POST', `/api/admin/products/import${dryRun === undefined ? '' : `?dryRun=${dryRun}`}`, who, csv, { 'content-type': 'text/csv' });
  const count = async () => (await t.database.db.select({ id: products.id }).from(products).where(eq(products.shopId, shopId))).length;
  const exportCsv = async () => {
    const res = await a.call('GET', '/api/admin/products/export', owner);
    expect(res.statusCode).toBe(200);
    return res.body.split('\r\n').filter(Boolean);
  };

  it('downloads a template: the export’s header and one example row, as CSV', async () => {
    const res = await a.call('GET', '/api/admin/products/export?template=true', owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(BULK_COLUMNS.join(','));
    expect(lines).toHaveLength(2);
    // The template itself is a valid upload.
    const dry = await upload(res.body, true);
    expect(dry.json()).toMatchObject({ created: 1, updated: 0, errors: [] });
  });

  it('a dry run reports what would happen and writes nothing', async () => {
    const res = await upload(GOOD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dryRun: true, created: 2, updated: 0, errors: [] });
    expect(await count()).toBe(0);
  });

  it('applies a file: one product per name, variants from the option columns, declarations kept', async () => {
    const res = await upload(GOOD, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ dryRun: false, created: 2, updated: 0, errors: [] });
    const page = (await a.call('GET', '/api/admin/products?limit=50', owner)).json();
    const shoe = page.items.find((p: { name: string }) => p.name === 'Canvas shoe');
    expect(shoe.options).toEqual([{ name: 'Size', values: ['7', '8'] }]);
    expect(shoe.variants.map((v: { sku: string; price: number; quantity: number }) => [v.sku, v.price, v.quantity])).toEqual([
      ['SH-7', 999, 3],
      ['SH-8', 1099, 0],
    ]);
    expect(shoe.price).toBe(999);
    const rice = page.items.find((p: { name: string }) => p.name === 'Sona rice');
    expect(rice).toMatchObject({ price: 450, mrp: 500, quantity: 10, packaged: true, image: null });
    expect(rice.declarations).toMatchObject({ manufacturer: 'Rao Mills Pune', countryOfOrigin: 'India' });
    expect(rice.variants[0].sku).toBe('RICE-5');
  });

  it('updates by SKU: the same SKUs change their products instead of adding new ones', async () => {
    const csv = [
      'sku,name,price,quantity,option1Name,option1Value',
      'sh-8,Canvas shoe,1049,6,Size,8',
      'SH-9,Canvas shoe,1149,2,Size,9',
      'RICE-5,Sona rice,440,12,,',
    ].join('\n');
    const res = await upload(csv, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 0, updated: 2, errors: [] });
    expect(await count()).toBe(2);
    const page = (await a.call('GET', '/api/admin/products?limit=50', owner)).json();
    const shoe = page.items.find((p: { name: string }) => p.name === 'Canvas shoe');
    expect(shoe.options).toEqual([{ name: 'Size', values: ['7', '8', '9'] }]);
    expect(shoe.variants.map((v: { sku: string; price: number; quantity: number }) => [v.sku, v.price, v.quantity])).toEqual([
      ['SH-7', 999, 3],
      ['SH-8', 1049, 6],
      ['SH-9', 1149, 2],
    ]);
    expect(shoe.quantity).toBe(11);
    const rice = page.items.find((p: { name: string }) => p.name === 'Sona rice');
    expect(rice).toMatchObject({ price: 440, mrp: 500, quantity: 12 });
  });

  it('reports every bad row by row and column, and with dryRun=false writes nothing (400, the same list)', async () => {
    const csv = [
      'sku,name,description,category,price,mrp,quantity,option1Name,option1Value,packaged,manufacturer',
      'OK-1,Good soap,Neem soap,Grocery,40,45,5,,,,',
      'BAD-1,Cheap tea,Tea,Grocery,100,90,5,,,,', // MRP below price
      'BAD-2,Packed ghee,Ghee,Grocery,500,,5,,,true,Amul', // declarations incomplete
      'BAD-3,Odd thing,Odd,Spaceships,10,,1,,,,', // unknown category
      'OK-1,Other soap,Soap,Grocery,40,,5,,,,', // SKU twice
      'BAD-4,Kurta,Cotton,Clothing,700,,2,Size,M,,',
      'BAD-5,Kurta,,,,,2,Size,M,,', // repeats the options of row 7, and has no price
      ',Nameless sku,Thing,Grocery,1,,1,,,,',
      'SH-7,Mixed,,,10,,1,,,,',
      'RICE-5,Mixed,,,10,,1,,,,', // one name, SKUs of two products
      'BAD-6,Loose tea,Tea,Grocery,abc,,-1,,,,', // row 12
    ].join('\n');
    const dry = await upload(csv, true);
    expect(dry.statusCode).toBe(200);
    const errors = dry.json().errors as Array<{ row: number; column: string; message: string }>;
    const at = (row: number) => errors.filter((e) => e.row === row).map((e) => e.column);
    expect(at(2)).toEqual([]);
    expect(at(3)).toEqual(['mrp']);
    expect(at(4)).toEqual(['countryOfOrigin']);
    expect(at(5)).toEqual(['category']);
    expect(at(6)).toEqual(['sku']);
    expect(at(8)).toContain('price');
    expect(at(9)).toEqual(['sku']);
    expect(at(10)).toEqual([]);
    expect(at(11)).toEqual(['sku']);
    expect(at(12).sort()).toEqual(['price', 'quantity']);
    for (const e of errors) expect(e.message.length).toBeGreaterThan(5);

    const before = await exportCsv();
    const res = await upload(csv, false);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', created: dry.json().created, errors });
    expect(await exportCsv()).toEqual(before);
  });

  it('says each row’s problem in the owner’s language: Hindi once the account speaks it (issue 28)', async () => {
    const csv = [
      'sku,name,description,category,price,mrp,quantity,option1Name,option1Value,packaged,manufacturer',
      ',Nameless sku,Thing,Grocery,1,,1,,,,',
      'HI-1,Kurta,Cotton,Clothing,700,,2,Size,M,,',
      'HI-2,Kurta,Cotton,Clothing,700,,2,,,,',
    ].join('\n');
    expect(await a.call('PUT', '/api/account/language', owner, { language: 'hi' })).toMatchObject({ statusCode: 200 });
    try {
      const dry = await upload(csv, true);
      expect(dry.statusCode).toBe(200);
      const messages = (dry.json().errors as Array<{ row: number; message: string }>).map((e) => `${e.row}: ${e.message}`);
      expect(messages).toContain('2: sku ज़रूरी है');
      expect(messages.some((m) => m.startsWith('4: "Kurta" नाम वाली पंक्तियों में वही विकल्प होने चाहिए जो पंक्ति 3 में हैं'))).toBe(true);
      const res = await upload(csv, false);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(dry.json().errors);
    } finally {
      await a.call('PUT', '/api/account/language', owner, { language: 'en' });
    }
    const english = await upload(csv, true);
    expect((english.json().errors as Array<{ message: string }>).map((e) => e.message)).toContain('sku is required');
  });

  it('a quick stock update takes only sku and quantity', async () => {
    const res = await upload('sku,quantity\nSH-7,0\nRICE-5,30\n', false);
    expect(res.json()).toMatchObject({ created: 0, updated: 2, errors: [] });
    const page = (await a.call('GET', '/api/admin/products?limit=50', owner)).json();
    const shoe = page.items.find((p: { name: string }) => p.name === 'Canvas shoe');
    expect(shoe.variants.find((v: { sku: string }) => v.sku === 'SH-7').quantity).toBe(0);
    expect(shoe.quantity).toBe(8);
    expect(page.items.find((p: { name: string }) => p.name === 'Sona rice').quantity).toBe(30);
    const bad = await upload('sku,quantity\nNOPE-1,3\nSH-8,-2\n', false);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { row: 2, column: 'sku', message: 'No product of your shop has the SKU NOPE-1' },
      { row: 3, column: 'quantity', message: expect.stringMatching(/at least 0/) },
    ]);
  });

  it('exports one row per variant, formula-safe, and the export uploads back unchanged', async () => {
    const made = await upload(
      ['sku,name,description,category,price,quantity', 'F-1,Formula mug,"=HYPERLINK(""http://x.example"")",Other,199,4'].join('\n'),
      false,
    );
    expect(made.statusCode, made.body).toBe(200);
    const lines = await exportCsv();
    expect(lines[0]).toBe(BULK_COLUMNS.join(','));
    expect(lines.filter((l) => /^SH-\d,/.test(l))).toHaveLength(3);
    const mug = lines.find((l) => l.startsWith('F-1,'))!;
    expect(mug).toContain(`"'=HYPERLINK(""http://x.example"")"`);
    const back = await upload(lines.join('\r\n'), true);
    expect(back.json()).toMatchObject({ created: 0, errors: [] });
  });

  it('refuses a file as a whole with a message: unknown column, no sku, too many rows, not CSV, too large', async () => {
    const unknown = await upload('sku,colour\nA,red', true);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/Unknown column "colour"/);
    expect((await upload('name,price\nA,1', true)).json().message).toMatch(/sku column/);
    const tooMany = await upload(['sku,quantity', ...Array.from({ length: 5001 }, (_, i) => `S-${i},1`)].join('\n'), true);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/at most 5,000 rows/);
    expect((await upload('"open,1', true)).statusCode).toBe(400);
    const json = await a.call('POST', '/api/admin/products/import', owner, { sku: 'A' });
    expect(json.statusCode).toBe(415);
    const huge = await upload(`sku,description\nA,"${'x'.repeat(6 * 1024 * 1024)}"`, true);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBeTruthy();
  });

  it('asks for a sign-in and an admin with a shop', async () => {
    expect((await upload(GOOD, true, null as unknown as Account)).statusCode).toBe(401);
    const shopless = await t.account('admin');
    expect((await upload(GOOD, true, shopless)).statusCode).toBe(409);
    expect((await a.call('GET', '/api/admin/products/export', shopless)).statusCode).toBe(409);
  });

  it('imports 5,000 rows (1,000 products of 5 sizes), dry run then apply; the time is printed', async () => {
    const s = await shopWithAdmin(t);
    const lines = ['sku,name,description,category,price,mrp,quantity,option1Name,option1Value'];
    for (let p = 0; p < 1000; p++)
      for (const size of ['S', 'M', 'L', 'XL', 'XXL']) lines.push(`T${p}-${size},Tee ${p},Cotton tee,Clothing,${300 + p},${400 + p},5,Size,${size}`);
    const csv = lines.join('\n');
    let t0 = Date.now();
    const dry = await upload(csv, true, s.admin);
    const dryMs = Date.now() - t0;
    expect(dry.json()).toMatchObject({ created: 1000, updated: 0, errors: [] });
    t0 = Date.now();
    const res = await upload(csv, false, s.admin);
    const applyMs = Date.now() - t0;
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json()).toMatchObject({ created: 1000, updated: 0 });
    console.log(`bulk import of 5,000 rows on ${ENGINE}: dry run ${dryMs} ms, apply ${applyMs} ms`);
    const again = await upload(csv, true, s.admin);
    expect(again.json()).toMatchObject({ created: 0, updated: 1000, errors: [] });
  }, 300_000);
});
