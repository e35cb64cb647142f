import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { ENGINE } from '../../../test/support/harness.js';
import { insertProduct, insertShop } from '../../../test/support/fixtures.js';
import { api, type Account } from '../../../test/support/cart-orders.js';
import { startOndcNetwork, type OndcNetwork } from '../../../test/support/ondc-network.js';

type Tag = { code: string; list: Array<{ code: string; value: string }> };
type Provider = {
  id: string;
  locations: Array<{ time: { days: string; range: { start: string; end: string } } }>;
  fulfillments: Array<{ contact: Record<string, string> }>;
  categories?: Array<{ id: string; tags: Tag[] }>;
  tags: Tag[];
  items: Array<{ id: string; parent_item_id?: string; descriptor: { name: string; code: string }; tags?: Tag[] }>;
};

/** Issue 29 #1, #3, #7: the owner's opening hours and contact email, and products with options, as ONDC's catalog gives them. */
describe(`ONDC: a shop's hours, contact email and variants (${ENGINE})`, () => {
  let net: OndcNetwork;
  let owner: Account;
  let shopper: Account;
  let shopId: string;
  let sandal: string;
  const sizes = { s7: newId(), s8: newId() };

  beforeAll(async () => {
    net = await startOndcNetwork();
    const { t } = net;
    owner = await t.account('admin');
    shopper = await t.account('user');
    shopId = (await insertShop(t.database.db, owner.id, { name: 'Ananya Kirana', location: 'Bengaluru', category: 'Grocery', gps: '12.9716,77.5946' })).id;
    sandal = (await insertProduct(t.database.db, shopId, { name: 'Sandal', quantity: 8, options: [{ name: 'Size', values: ['7', '8'] }] })).id;
    await t.database.db.insert(productVariants).values([
      { id: sizes.s7, productId: sandal, shopId, sku: 'SD-7', options: { Size: '7' }, pricePaise: 10_000, quantity: 3 },
      { id: sizes.s8, productId: sandal, shopId, sku: 'SD-8', options: { Size: '8' }, pricePaise: 12_000, quantity: 5, position: 1 },
    ]);
  });
  afterAll(async () => {
    await net?.close();
  });

  const put = (body: unknown, who: Account = owner) => api(net.t).call('PUT', '/api/admin/shop/hours', who, body);
  const catalog = async (): Promise<Provider> => {
    const cb = await net.send('search', crypto.randomUUID(), {
      intent: {
        fulfillment: { type: 'Delivery' },
        payment: { '@ondc/org/buyer_app_finder_fee_type': 'percent', '@ondc/org/buyer_app_finder_fee_amount': '3' },
      },
    });
    const providers = (cb.body.message.catalog as { 'bpp/providers': Provider[] })['bpp/providers'];
    return providers.find((p) => p.id === shopId)!;
  };
  const valueOf = (tag: Tag, code: string) => tag.list.find((l) => l.code === code)?.value;

  it('lets the owner set the hours and contact email, refuses bad ones with a message, and shows the hours on the shop', async () => {
    expect((await api(net.t).call('GET', '/api/admin/shop/hours', owner)).json()).toEqual({ hours: [], contactEmail: null });
    const bad = await put({ hours: [{ day: 2, open: '21:00', close: '09:00' }], contactEmail: null });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/hours\[0\]: Tuesday must close after it opens/);
    expect((await put({ hours: [], contactEmail: null }, shopper)).statusCode).toBe(403);

    const hours = [{ day: 6, open: '10:00', close: '14:00' }, ...[1, 2, 3, 4, 5].map((day) => ({ day, open: '09:00', close: '21:00' }))];
    const ok = await put({ hours, contactEmail: 'Orders@Ananya.in' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ message: 'Opening hours saved', contactEmail: 'orders@ananya.in' });
    expect(ok.json().hours.map((h: { day: number }) => h.day)).toEqual([1, 2, 3, 4, 5, 6]);
    const shop = await api(net.t).call('GET', `/api/shops/${shopId}`, shopper);
    expect(shop.json().openingHours).toHaveLength(6);
    expect(shop.json().openingHours[0]).toEqual({ day: 1, open: '09:00', close: '21:00' });
  });

  it('gives ONDC the hours as the store’s time and timing tags, and the shop’s email as its contact', async () => {
    const p = await catalog();
    expect(p.locations[0]!.time).toMatchObject({ days: '1,2,3,4,5,6', range: { start: '0900', end: '2100' } });
    const timing = p.tags
      .filter((t) => t.code === 'timing')
      .map((t) => [valueOf(t, 'type'), valueOf(t, 'day_from'), valueOf(t, 'day_to'), valueOf(t, 'time_from')]);
    expect(timing).toEqual([
      ['Order', '1', '7', '0000'],
      ['Delivery', '1', '5', '0900'],
      ['Delivery', '6', '6', '1000'],
    ]);
    expect(p.fulfillments[0]!.contact).toEqual({ phone: expect.any(String), email: 'orders@ananya.in' });
  });

  it('lists a product with options as a variant group whose variants can be ordered by their ids', async () => {
    const p = await catalog();
    expect(p.categories).toEqual([expect.objectContaining({ id: sandal })]);
    expect(p.categories![0]!.tags[0]).toEqual({ code: 'type', list: [{ code: 'type', value: 'variant_group' }] });
    const variants = p.items.filter((i) => i.parent_item_id === sandal);
    expect(variants.map((v) => [v.id, v.descriptor.name])).toEqual([
      [sizes.s7, 'Sandal (7)'],
      [sizes.s8, 'Sandal (8)'],
    ]);
    expect(variants[1]!.tags).toEqual([
      { code: 'origin', list: [{ code: 'country', value: 'IND' }] },
      { code: 'attribute', list: [{ code: 'size', value: '8' }] },
    ]);
    // The buyer app selects a variant by its item id: quoted at the variant's own price.
    const cb = await net.send('select', crypto.randomUUID(), {
      order: { provider: { id: shopId, locations: [{ id: `${shopId}-L1` }] }, items: [{ id: sizes.s8, location_id: `${shopId}-L1`, quantity: { count: 2 } }] },
    });
    const breakup = (cb.body.message.order as { quote: { breakup: Array<{ '@ondc/org/item_id': string; price: { value: string } }> } }).quote.breakup;
    expect(breakup.find((b) => b['@ondc/org/item_id'] === sizes.s8)!.price.value).toBe('240.00');
  });

  it('sends a size the owner took off sale disabled in the incremental refresh of its window only', async () => {
    const { t } = net;
    const window = async (from: Date) => {
      const cb = await net.send('search', crypto.randomUUID(), {
        intent: {
          tags: [
            {
              code: 'catalog_inc',
              list: [
                { code: 'start_time', value: from.toISOString() },
                { code: 'end_time', value: new Date().toISOString() },
              ],
            },
          ],
        },
      });
      const providers = (cb.body.message.catalog as { 'bpp/providers': Provider[] })['bpp/providers'];
      return (providers.find((p) => p.id === shopId)?.items ?? []) as unknown as Array<{
        id: string;
        time: { label: string };
        quantity: { available: { count: string } };
      }>;
    };
    const start = new Date(Date.now() - 1000);
    const only8 = {
      options: [{ name: 'Size', values: ['8'] }],
      variants: [{ _id: sizes.s8, sku: 'SD-8', options: { Size: '8' }, price: 120, quantity: 5 }],
    };
    const res = await api(t).call('PATCH', `/api/products/${sandal}`, owner, only8);
    expect(res.statusCode, res.body).toBe(200);
    const items = await window(start);
    expect(items.map((i) => [i.id, i.time.label])).toEqual([
      [sizes.s8, 'enable'],
      [sizes.s7, 'disable'],
    ]);
    expect(items[1]!.quantity.available.count).toBe('0');
    // A removal is not told twice: a later window does not have it.
    const later = new Date();
    await new Promise((r) => setTimeout(r, 20));
    expect(await window(later)).toEqual([]);
  });

  it('sends a shop the platform owner deactivated as a disabled provider, without items, in that window only', async () => {
    const { t } = net;
    const platform = await t.account('superadmin');
    const closing = (await insertShop(t.database.db, (await t.account('admin')).id, { name: 'Closing Kirana', location: 'Bengaluru', category: 'Grocery' })).id;
    await insertProduct(t.database.db, closing, { name: 'Jowar Atta', quantity: 4 });
    const providers = async (from?: Date, to = new Date()) => {
      const inc = from && {
        tags: [
          {
            code: 'catalog_inc',
            list: [
              { code: 'start_time', value: from.toISOString() },
              { code: 'end_time', value: to.toISOString() },
            ],
          },
        ],
      };
      const cb = await net.send('search', crypto.randomUUID(), { intent: inc ?? { fulfillment: { type: 'Delivery' } } });
      return (cb.body.message.catalog as { 'bpp/providers': Array<Provider & { time?: { label: string; timestamp: string } }> })['bpp/providers'];
    };
    expect((await providers()).some((p) => p.id === closing)).toBe(true);
    const before = new Date(Date.now() - 1000);
    const res = await api(t).call('PATCH', `/api/superadmin/shops/${closing}`, platform, { active: false });
    expect(res.statusCode, res.body).toBe(200);
    const gone = (await providers(before)).find((p) => p.id === closing)!;
    expect(gone.time).toMatchObject({ label: 'disable' });
    expect(new Date(gone.time!.timestamp).getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(gone.items).toEqual([]);
    // Not in a full catalog, nor in a window that ended before it went.
    expect((await providers()).some((p) => p.id === closing)).toBe(false);
    expect((await providers(new Date(before.getTime() - 60_000), before)).some((p) => p.id === closing)).toBe(false);
  });
});
