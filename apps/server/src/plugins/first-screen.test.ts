import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_PAGE_SIZE } from '@bazaar/shared';
import { createTestApp, ENGINE, type TestApp } from '../../test/support/harness.js';
import { insertProduct, insertShop } from '../../test/support/fixtures.js';
import { jsonForScript } from './first-screen.js';

/** Issue 22 #15 (decision 053): the HTML of `/` and `/shop/:id` carries what their first screen needs. */
describe(`first screen in the HTML (${ENGINE})`, () => {
  let t: TestApp;
  let webDist: string;
  let shopId: string;
  let adminCookie: string;
  const INDEX =
    '<!doctype html><html><head><title>Bazaar</title><script type="module" src="/assets/index-e1.js"></script></head><body><div id="root"></div></body></html>';

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.mkdirSync(path.join(webDist, '.vite'));
    fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
    // The shape of Vite's manifest: the shop page imports a chunk of its own and the entry's.
    fs.writeFileSync(
      path.join(webDist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_runtime.js'], dynamicImports: ['src/features/shop/shop-page.tsx'] },
        '_runtime.js': { file: 'assets/runtime-r1.js' },
        '_reviews.js': { file: 'assets/reviews-v1.js', imports: ['_runtime.js'] },
        'src/features/shop/shop-page.tsx': { file: 'assets/shop-page-s1.js', isDynamicEntry: true, imports: ['_runtime.js', 'index.html', '_reviews.js'] },
        'src/assets/art/carousel-offers.svg': { file: 'assets/carousel-offers-c1.svg' },
      }),
    );
    t = await createTestApp({ webDist, countQueries: true });
    const admin = await t.account('admin');
    adminCookie = admin.cookie;
    const shop = await insertShop(t.database.db, admin.id, { image: 'banner-1.webp' });
    shopId = shop.id;
    await insertProduct(t.database.db, shopId, { name: 'Basmati rice', price: 120 });
    // Text that would end a <script> or a JS string if it were pasted in raw.
    await insertProduct(t.database.db, shopId, { name: '</script><script>alert(1)</script>', description: 'line\u2028break\u2029 <!-- & $& $1' });
    await t.app.ctx.catalog.invalidate(shopId);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const boot = (html: string): Record<string, unknown> => {
    const m = /<script type="application\/json" id="bazaar-boot">([^<]*)<\/script>/.exec(html);
    return m ? (JSON.parse(m[1]!) as { answers: Record<string, unknown> }).answers : {};
  };
  const productsUrl = (id: string, q = 'price=all&page=1&limit=12') => `/api/shops/${id}/products?${q}`;

  it('a shop page carries the shop and its first products, as the API answers them', async () => {
    const res = await t.app.inject({ url: `/shop/${shopId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const answers = boot(res.body);
    expect(Object.keys(answers).sort()).toEqual([`/api/shops/${shopId}`, productsUrl(shopId)].sort());
    expect(answers[`/api/shops/${shopId}`]).toEqual((await t.app.inject({ url: `/api/shops/${shopId}` })).json());
    const products = (await t.app.inject({ url: productsUrl(shopId) })).json();
    expect(answers[productsUrl(shopId)]).toEqual(products);
    expect(products.items.map((p: { name: string }) => p.name)).toContain('Basmati rice');
    // The rest of index.html is unchanged.
    expect(res.body.startsWith('<!doctype html><html><head><title>Bazaar</title><script type="module" src="/assets/index-e1.js"></script>')).toBe(true);
    expect(res.body).toContain('<div id="root"></div></body></html>');
  });

  it('is sent gzipped to browsers that take gzip', async () => {
    const plain = await t.app.inject({ url: `/shop/${shopId}` });
    const zipped = await t.app.inject({ url: `/shop/${shopId}`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zlib.gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('text that could end the script stays inside it: no </script>, no U+2028, the same answer parsed back', async () => {
    const html = (await t.app.inject({ url: `/shop/${shopId}` })).body;
    const script = /<script type="application\/json" id="bazaar-boot">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(script).not.toMatch(/[<>\u2028\u2029]/);
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the entry's and the boot data's
    const names = (boot(html)[productsUrl(shopId)] as { items: { name: string; description: string }[] }).items;
    const odd = names.find((p) => p.name.startsWith('</script>'))!;
    expect(odd.name).toBe('</script><script>alert(1)</script>');
    expect(odd.description).toBe('line\u2028break\u2029 <!-- & $& $1');
    expect(jsonForScript({ s: '</script>\u2028' })).toBe('{"s":"\\u003c/script\\u003e\\u2028"}');
  });

  it('preloads the shop page code (not the entry’s) and the banner: the thumbnail on phones, the full picture wider', async () => {
    const html = (await t.app.inject({ url: `/shop/${shopId}` })).body;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/shop-page-s1.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/reviews-v1.js">');
    expect(head).not.toContain('runtime-r1.js');
    expect(head).not.toContain('modulepreload" crossorigin href="/assets/index-e1.js');
    expect(head).toContain('<link rel="preload" as="image" fetchpriority="high" href="/uploads/shop-images/thumb/banner-1.webp" media="(max-width: 767px)">');
    expect(head).toContain('<link rel="preload" as="image" fetchpriority="high" href="/uploads/shop-images/banner-1.webp" media="(min-width: 768px)">');
  });

  it('follows the page’s filters; a search, an unknown shop or another page carries no answers it would not use', async () => {
    const filtered = boot((await t.app.inject({ url: `/shop/${shopId}?price=100-200&page=2` })).body);
    expect(Object.keys(filtered)).toContain(productsUrl(shopId, 'price=100-200&page=2&limit=12'));
    const odd = boot((await t.app.inject({ url: `/shop/${shopId}?price=nonsense&page=-3` })).body);
    expect(Object.keys(odd)).toContain(productsUrl(shopId));
    const searched = boot((await t.app.inject({ url: `/shop/${shopId}?search=rice` })).body);
    expect(Object.keys(searched)).toEqual([`/api/shops/${shopId}`]);
    for (const q of ['sort=price_asc', 'size=8', 'colour=Red', 'inStock=true']) {
      const sorted = boot((await t.app.inject({ url: `/shop/${shopId}?${q}` })).body);
      expect(Object.keys(sorted), q).toEqual([`/api/shops/${shopId}`]);
    }
    const unknown = await t.app.inject({ url: '/shop/no-such-shop' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).not.toContain('bazaar-boot');
    expect(unknown.body).not.toContain('rel="preload" as="image"');
    const about = await t.app.inject({ url: '/about' });
    expect(about.body).toBe(INDEX);
    const missing = await t.app.inject({ url: '/no/such/page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(INDEX);
  });

  it('the home page carries its first page of shops and the filters’ lists, and preloads its first banner', async () => {
    const html = (await t.app.inject({ url: '/' })).body;
    const answers = boot(html);
    const list = `/api/shops?page=1&limit=${HOME_PAGE_SIZE}`;
    expect(Object.keys(answers).sort()).toEqual(['/api/shops/facets', list]);
    expect(answers[list]).toEqual((await t.app.inject({ url: list })).json());
    expect(answers['/api/shops/facets']).toEqual((await t.app.inject({ url: '/api/shops/facets' })).json());
    expect(html).toContain('<link rel="preload" as="image" fetchpriority="high" href="/assets/carousel-offers-c1.svg">');
    // The first shop's card photo (the only shop here) is preloaded: the home page's largest paint on a phone.
    expect((answers[list] as { items: { image: string | null }[] }).items[0]!.image).toBe('banner-1.webp');
    expect(html).toContain('<link rel="preload" as="image" fetchpriority="high" href="/uploads/shop-images/thumb/banner-1.webp">');
    const filtered = boot((await t.app.inject({ url: '/?category=Grocery&location=Pune&page=2' })).body);
    expect(Object.keys(filtered)).toContain(`/api/shops?category=Grocery&location=Pune&page=2&limit=${HOME_PAGE_SIZE}`);
  });

  it('reads through the catalog cache: a repeated page costs no query, a product change shows at once, ETags still answer 304', async () => {
    await t.app.inject({ url: `/shop/${shopId}` });
    const before = t.app.ctx.catalog.stats();
    await t.app.inject({ url: `/shop/${shopId}` });
    const after = t.app.ctx.catalog.stats();
    expect(after.loads - before.loads).toBe(0);
    expect(after.hits - before.hits).toBe(2); // the shop and its products
    const etag = (await t.app.inject({ url: productsUrl(shopId) })).headers.etag as string;
    expect((await t.app.inject({ url: productsUrl(shopId), headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    await insertProduct(t.database.db, shopId, { name: 'Fresh jaggery' });
    await t.app.ctx.catalog.invalidate(shopId);
    const fresh = boot((await t.app.inject({ url: `/shop/${shopId}` })).body)[productsUrl(shopId)] as { items: { name: string }[] };
    expect(fresh.items.map((p) => p.name)).toContain('Fresh jaggery');
    expect((await t.app.inject({ url: productsUrl(shopId), headers: { 'if-none-match': etag } })).statusCode).toBe(200);
  });

  it('with a session the answers are that viewer’s (the owner sees their shop’s own fields) and the page is private', async () => {
    const anonymous = boot((await t.app.inject({ url: `/shop/${shopId}` })).body)[`/api/shops/${shopId}`];
    const own = await t.app.inject({ url: `/shop/${shopId}`, headers: { cookie: adminCookie } });
    expect(own.headers['cache-control']).toBe('private, no-cache');
    const mine = boot(own.body)[`/api/shops/${shopId}`];
    expect(mine).toEqual((await t.app.inject({ url: `/api/shops/${shopId}`, headers: { cookie: adminCookie } })).json());
    expect(mine).toHaveProperty('pan', 'ABCDE1234F');
    expect(anonymous).not.toHaveProperty('pan', 'ABCDE1234F');
  });
});
