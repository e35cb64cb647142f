import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { insertProduct, insertShop } from '../../../test/support/fixtures.js';
import { shops } from '../../db/schema.js';
import { SEARCH_BUSY } from '../../lib/search-guard.js';

interface Hit {
  _id: string;
  name: string;
  price: number;
  mrp: number | null;
  inStock: boolean;
  deliversToPin: boolean | null;
  why: string | null;
  whyParts: unknown[];
  shop: { _id: string; name: string; location: string };
}
interface Reply {
  products: { items: Hit[]; total: number; page: number; totalPages: number };
  shops: { items: Array<{ _id: string; name: string }>; total: number };
  didYouMean?: string;
  nearestCategories?: string[];
  facets: Record<'category' | 'shop' | 'price', Array<{ value: string; label: string; count: number }>>;
}

/** Issue 25: GET /api/search — words, Hinglish, Devanagari, synonyms, typos, ranking, facets, PIN, the index kept current. */
describe(`GET /api/search (${ENGINE})`, () => {
  let t: TestApp;
  let owner: { id: string; cookie: string };
  let kirana: { id: string };
  let kapde: { id: string };
  let hardware: { id: string };
  let closed: { id: string };

  beforeAll(async () => {
    t = await createTestApp({ search: { concurrency: 1, queue: 0 } });
    const db = t.database.db;
    owner = await t.account('admin');
    const others = [await t.account('admin'), await t.account('admin'), await t.account('admin')];
    kirana = await insertShop(db, owner.id, { name: 'Sharma Kirana', location: 'Jaipur', deliveryPins: ['302'] });
    kapde = await insertShop(db, others[0]!.id, { name: 'Kapoor Fashion', location: 'Patna', category: 'Clothing' });
    hardware = await insertShop(db, others[1]!.id, { name: 'Rathore Hardware', location: 'Jaipur', category: 'Building&Construction' });
    closed = await insertShop(db, others[2]!.id, { name: 'Closed Mart', location: 'Pune' });
    const p = (shopId: string, name: string, over: Parameters<typeof insertProduct>[2] = {}) =>
      insertProduct(db, shopId, { name, description: 'Good quality.', ...over });
    await p(kirana.id, 'India Gate Basmati Rice (1 kg)', { price: 185, subCategory: 'Staples' });
    await p(kirana.id, 'Brown Rice (1 kg)', { price: 150, quantity: 0, subCategory: 'Staples' });
    await p(kirana.id, 'Idli Rava (1 kg)', { price: 68, description: 'Made from rice, for soft idlis.' });
    await p(kirana.id, 'Aashirvaad Chakki Atta (5 kg)', { price: 285 });
    await p(kirana.id, 'Aavin Full Cream Milk (1 L)', { price: 66, subCategory: 'Dairy' });
    await p(kapde.id, 'Chikankari Georgette Dupatta', { price: 599, category: 'Clothing', subCategory: 'Women' });
    await p(kapde.id, 'Banarasi Silk Saree', { price: 3499, category: 'Clothing', subCategory: 'Women' });
    await p(kapde.id, "Men's Canvas Sneakers", { price: 1099, category: 'Clothing', subCategory: 'Footwear' });
    await p(kapde.id, "Women's Kolhapuri Sandals", { price: 799, category: 'Clothing', subCategory: 'Footwear' });
    await p(hardware.id, 'TMT Steel Sariya 12 mm', { price: 68, category: 'Construction', subCategory: 'Steel' });
    await p(hardware.id, 'Samsung Galaxy M35 5G', { price: 14999, category: 'Electronics', subCategory: 'Mobiles' });
    await p(closed.id, 'Closed Shop Rice', { price: 100 });
    await db.update(shops).set({ active: false }).where(eq(shops.id, closed.id));
  });
  afterAll(() => t.close());

  const search = async (qs: string): Promise<Reply> => {
    const res = await t.app.inject({ url: `/api/search?${qs}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Reply;
  };
  const names = async (q: string) => (await search(`q=${encodeURIComponent(q)}`)).products.items.map((h) => h.name);

  it('answers products first with the contract’s fields, then shops', async () => {
    const r = await search('q=rice');
    expect(r.products.items[0]).toEqual({
      _id: expect.any(String),
      name: 'India Gate Basmati Rice (1 kg)',
      price: 185,
      mrp: null,
      image: null,
      unit: 'kg',
      netQuantity: null,
      category: 'Grocery',
      subCategory: 'Staples',
      inStock: true,
      shop: { _id: kirana.id, name: 'Sharma Kirana', location: 'Jaipur' },
      deliversToPin: null,
      why: null,
      whyParts: [],
    });
    expect(r.products).toMatchObject({ total: 3, page: 1, totalPages: 1 });
    expect(r.shops.items.map((s) => s.name)).toEqual(['Sharma Kirana']);
  });

  it('ranks name matches first, in stock above sold out, and never shows a deactivated shop’s products', async () => {
    expect(await names('rice')).toEqual(['India Gate Basmati Rice (1 kg)', 'Brown Rice (1 kg)', 'Idli Rava (1 kg)']);
  });

  it('matches whole words: "atta" is not Dupatta, "sari" is not Sariya', async () => {
    expect(await names('atta')).toEqual(['Aashirvaad Chakki Atta (5 kg)']);
    expect(await names('sari')).toEqual(['Banarasi Silk Saree']);
  });

  it('meets Hinglish and Devanagari through the normaliser and the synonyms, and says why', async () => {
    for (const q of ['chawal', 'chaawal', 'चावल']) expect((await names(q)).slice(0, 2), q).toEqual(['India Gate Basmati Rice (1 kg)', 'Brown Rice (1 kg)']);
    expect(await names('doodh')).toEqual(['Aavin Full Cream Milk (1 L)']);
    expect(await names('दूध')).toEqual(['Aavin Full Cream Milk (1 L)']);
    expect(await names('साड़ी')).toEqual(['Banarasi Silk Saree']);
    expect((await names('joote')).sort()).toEqual(["Men's Canvas Sneakers", "Women's Kolhapuri Sandals"]);
    expect((await names('shoes')).sort()).toEqual(["Men's Canvas Sneakers", "Women's Kolhapuri Sandals"]);
    const r = await search(`q=${encodeURIComponent('chawal')}`);
    expect(r.products.items[0]!.why).toBe('Rice for “chawal”');
    expect(r.products.items.find((h) => h.name.startsWith('Idli'))!.why).toBe('“chawal” in the description');
    // The same reasons in parts, for a screen to say in its reader's language (issue 28).
    expect(r.products.items[0]!.whyParts).toEqual([{ kind: 'name', shown: 'Rice', typed: 'chawal' }]);
    expect(r.products.items.find((h) => h.name.startsWith('Idli'))!.whyParts).toEqual([{ kind: 'description', typed: 'chawal' }]);
    expect((await search('q=mobile')).products.items.map((h) => h.name)).toEqual(['Samsung Galaxy M35 5G']);
  });

  it('forgives typos (one edit from 5 letters) and says what it read; finds prefixes while typing', async () => {
    const r = await search('q=samsng');
    expect(r.products.items.map((h) => h.name)).toEqual(['Samsung Galaxy M35 5G']);
    expect(r.didYouMean).toBe('samsung');
    expect(await names('basm')).toEqual(['India Gate Basmati Rice (1 kg)']);
    expect(await names('chaw')).toContain('India Gate Basmati Rice (1 kg)');
    expect(await names('sar')).toContain('TMT Steel Sariya 12 mm');
  });

  it('counts facets over the whole match and narrows by category, shop and price range', async () => {
    const r = await search('q=footwear');
    expect(r.facets.category).toEqual([{ value: 'Clothing', label: 'Clothing', count: 2 }]);
    expect(r.facets.shop).toEqual([{ value: kapde.id, label: 'Kapoor Fashion', count: 2 }]);
    expect(r.facets.price).toEqual([
      { value: '600-1000', label: '600-1000', count: 1 },
      { value: '1000+', label: 'above 1000', count: 1 },
    ]);
    const cheap = await search('q=footwear&price=600-1000');
    expect(cheap.products.items.map((h) => h.name)).toEqual(["Women's Kolhapuri Sandals"]);
    expect(cheap.facets.price).toHaveLength(2);
    expect((await search(`q=rice&shop=${kapde.id}`)).products.total).toBe(0);
    expect((await search('q=rice&category=Grocery')).products.total).toBe(3);
  });

  it('finds shops by their own words, normalised like products: Hinglish spellings and Devanagari', async () => {
    const shopNames = async (q: string) => (await search(`q=${encodeURIComponent(q)}`)).shops.items.map((s) => s.name);
    for (const q of ['Sharma Kirana', 'sharma kiraana', 'शर्मा किराना', 'sharma', 'kiraana']) expect(await shopNames(q), q).toEqual(['Sharma Kirana']);
    expect(await shopNames('rathor hardware')).toEqual(['Rathore Hardware']);
    expect(await shopNames('patna')).toEqual(['Kapoor Fashion']);
    // No "did you mean" from the products when the words typed found a shop.
    expect((await search(`q=${encodeURIComponent('sharma kiraana')}`)).didYouMean).toBeUndefined();
    // Shops whose own words match come before shops that only sell what matched, and a deactivated shop never shows.
    const both = await search('q=kapoor%20sneakers');
    expect(both.shops.items.map((s) => s.name)).toEqual(['Kapoor Fashion']);
    expect(await shopNames('closed')).toEqual([]);
  });

  it('view=typeahead answers the first hits in relevance order, shops by their own words, and nothing it does not show', async () => {
    for (const q of ['rice', 'chawal', 'kapoor sneakers', 'samsng']) {
      const page = await search(`q=${encodeURIComponent(q)}&limit=2`);
      const ahead = await search(`q=${encodeURIComponent(q)}&limit=2&view=typeahead`);
      expect(ahead.products.items, q).toEqual(page.products.items);
      expect(ahead.products.total, q).toBe(ahead.products.items.length);
      expect(ahead.products.totalPages, q).toBe(1);
      expect(ahead.facets, q).toEqual({ category: [], shop: [], price: [], size: [], colour: [] });
      expect(ahead.didYouMean, q).toBeUndefined();
      expect(ahead.nearestCategories, q).toBeUndefined();
    }
    // "rice": the results page also lists the kirana that sells it; the typeahead lists shops by their own words only.
    expect((await search('q=rice')).shops.items.map((s) => s.name)).toContain('Sharma Kirana');
    expect((await search('q=rice&view=typeahead')).shops.items).toEqual([]);
    const shop = await search(`q=${encodeURIComponent('sharma kiraana')}&view=typeahead`);
    expect(shop.shops).toEqual({ items: [expect.objectContaining({ name: 'Sharma Kirana' })], total: 1 });
    // Filters and a sort belong to the results page; the typeahead answers the same without them.
    expect((await search('q=rice&view=typeahead&category=Clothing&sort=price_desc')).products.items).toEqual(
      (await search('q=rice&view=typeahead')).products.items,
    );
    expect((await search('q=zzzzqqq&view=typeahead')).products).toEqual({ items: [], total: 0, page: 1, totalPages: 1 });
  });

  it('says per hit whether its shop delivers to the PIN given', async () => {
    const r = await search('q=rice&pin=302001');
    expect(r.products.items[0]!.deliversToPin).toBe(true);
    const far = await search('q=rice&pin=560001');
    expect(far.products.items[0]!.deliversToPin).toBe(false);
    expect((await search('q=sneakers&pin=560001')).products.items[0]!.deliversToPin).toBe(true);
  });

  it('with no hits suggests a known word and the nearest categories', async () => {
    const r = await search('q=zzqx');
    expect(r.products.total).toBe(0);
    expect(r.nearestCategories!.length).toBeGreaterThan(0);
    const typo = await search('q=samsungmobile');
    expect(typo.products.total).toBe(0);
    expect(typo.didYouMean).toBe('samsung');
    expect((await search('q=%25%25')).products.total).toBe(0);
  });

  it('keeps the index current in the write’s transaction: inserted, renamed, deleted', async () => {
    // Any writer keeps the index: a row inserted directly (as fixtures and bulk seeding do), then the API's own writes.
    const { id } = await insertProduct(t.database.db, kirana.id, { name: 'Kashmiri Kesar (1 g)', description: 'Saffron threads.' });
    expect(await names('kesar')).toEqual(['Kashmiri Kesar (1 g)']);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${id}`,
      headers: { cookie: owner.cookie },
      payload: { name: 'Saffron Threads (1 g)' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await names('kesar')).toEqual([]);
    expect(await names('saffron')).toEqual(['Saffron Threads (1 g)']);
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: { cookie: owner.cookie } });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await names('saffron')).toEqual([]);
  });

  it('refuses bad input with 400 and a message', async () => {
    for (const [qs, msg] of [
      ['', 'Type what you are looking for'],
      ['q=r', 'at least 2 letters'],
      [`q=${'x'.repeat(101)}`, 'at most 100 characters'],
      ['q=rice&limit=49', 'limit must be at most 48'],
      ['q=rice&page=0', 'page must be at least 1'],
      ['q=rice&pin=12345', 'pin must be a 6-digit PIN code'],
      ['q=rice&shop=nope', 'shop must be the id of a shop'],
      ['q=rice&price=cheap', 'price must be one of the price ranges'],
      ['q=rice&view=list', 'view must be page or typeahead'],
    ] as const) {
      const res = await t.app.inject({ url: `/api/search?${qs}` });
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().message, qs).toContain(msg);
    }
  });

  it('goes through the search guard: a full queue answers 503 with a message', async () => {
    let release: (() => void) | undefined;
    const held = t.app.ctx.search.run(() => new Promise<void>((r) => (release = r)));
    try {
      const res = await t.app.inject({ url: '/api/search?q=rice' });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(SEARCH_BUSY);
    } finally {
      for (let i = 0; i < 500 && !release; i++) await new Promise((r) => setTimeout(r, 10));
      release?.();
      await held;
    }
  });
});
