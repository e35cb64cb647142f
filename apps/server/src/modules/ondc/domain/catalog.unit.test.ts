import { describe, expect, it } from 'vitest';
import { buildCatalog, onlyChangedProviders, isEan, itemCode, itemTags, type CatalogItem, type CatalogShop } from './catalog.js';
import { locationTime, timingTags } from './provider-shapes.js';

const shop: CatalogShop = {
  id: 'S1',
  name: 'Ananya Kirana',
  category: 'Grocery',
  city: 'Bengaluru',
  address: '12 MG Road, Bengaluru 560001',
  phone: '9876543210',
  gps: '12.9716,77.5946',
  pincode: null,
  stateCode: '29',
  deliveryPins: null,
  image: null,
  contactEmail: 'orders@ananya.in',
  openingHours: [...([1, 2, 3, 4, 5] as const).map((day) => ({ day, open: '09:00', close: '21:00' })), { day: 6, open: '10:00', close: '14:00' }],
  createdAt: new Date('2026-01-01T00:00:00Z'),
};
const base: Omit<CatalogItem, 'id'> = {
  shopId: 'S1',
  name: 'Cotton Kurta',
  description: 'A kurta',
  pricePaise: 49900,
  mrpPaise: null,
  quantity: 3,
  category: 'Grocery',
  subCategory: null,
  ondcCategory: null,
  image: null,
  originCountry: 'IND',
  createdAt: new Date('2026-01-02T00:00:00Z'),
};

describe('ONDC catalog shapes (issue 29 #1, #3, #7)', () => {
  it('lists a product with options as a variant group: a category with its attributes, each variant naming it as parent', () => {
    const options = [
      { name: 'Size', values: ['M', 'L'] },
      { name: 'Colour', values: ['Red'] },
    ];
    const items = ['M', 'L'].map((size) => ({
      ...base,
      id: `V-${size}`,
      productId: 'P1',
      sku: `KURTA-${size}`,
      options,
      variantOptions: { Size: size, Colour: 'Red' },
    }));
    const catalog = buildCatalog({ shops: [shop], items, domain: 'ONDC:RET10', appUrl: 'https://bazaar.example.in' });
    const provider = catalog['bpp/providers'][0]!;
    expect(provider.categories).toEqual([
      {
        id: 'P1',
        descriptor: { name: 'Cotton Kurta' },
        tags: [
          { code: 'type', list: [{ code: 'type', value: 'variant_group' }] },
          {
            code: 'attr',
            list: [
              { code: 'name', value: 'item.tags.attribute.size' },
              { code: 'seq', value: '1' },
            ],
          },
          {
            code: 'attr',
            list: [
              { code: 'name', value: 'item.tags.attribute.colour' },
              { code: 'seq', value: '2' },
            ],
          },
        ],
      },
    ]);
    expect(provider.items[0]).toMatchObject({
      id: 'V-M',
      parent_item_id: 'P1',
      descriptor: { name: 'Cotton Kurta (M, Red)', code: '5:KURTA-M' },
      tags: [
        { code: 'origin', list: [{ code: 'country', value: 'IND' }] },
        {
          code: 'attribute',
          list: [
            { code: 'size', value: 'M' },
            { code: 'colour', value: 'Red' },
          ],
        },
      ],
    });
    // A product without options is one item, no group, no parent.
    const plain = buildCatalog({ shops: [shop], items: [{ ...base, id: 'P2', productId: 'P2', options: [] }], domain: 'ONDC:RET10', appUrl: 'x' })[
      'bpp/providers'
    ][0]!;
    expect(plain).not.toHaveProperty('categories');
    expect(plain.items[0]).not.toHaveProperty('parent_item_id');
  });

  it('gives an item’s code as EAN when its SKU is one, else its HSN, else its SKU; its origin always', () => {
    expect(isEan('8901030865275')).toBe(true);
    expect(isEan('8901030865278')).toBe(false);
    expect(itemCode({ id: 'x', sku: '8901030865275', hsnCode: '1006' })).toBe('1:8901030865275');
    expect(itemCode({ id: 'x', sku: 'RICE-5', hsnCode: '1006' })).toBe('4:1006');
    expect(itemCode({ id: 'x', sku: 'RICE-5', hsnCode: null })).toBe('5:RICE-5');
    expect(itemTags({ originCountry: 'IND' })).toEqual([{ code: 'origin', list: [{ code: 'country', value: 'IND' }] }]);
    expect(itemTags({ originCountry: 'NPL', options: [{ name: 'Size', values: ['M'] }], variantOptions: { Size: 'M' } })).toEqual([
      { code: 'origin', list: [{ code: 'country', value: 'NPL' }] },
      { code: 'attribute', list: [{ code: 'size', value: 'M' }] },
    ]);
    const [item] = buildCatalog({ shops: [shop], items: [{ ...base, id: 'I1', originCountry: 'LKA' }], domain: 'ONDC:RET10', appUrl: 'x' })['bpp/providers'][0]!
      .items;
    expect(item!.tags).toEqual([{ code: 'origin', list: [{ code: 'country', value: 'LKA' }] }]);
  });

  it('sends an item taken off sale whole, disabled at the time it went, with no stock', () => {
    const removedAt = new Date('2026-11-28T05:00:00Z');
    const catalog = buildCatalog({
      shops: [shop],
      items: [{ ...base, id: 'I9', quantity: 0, removedAt }],
      domain: 'ONDC:RET10',
      appUrl: 'x',
      incremental: true,
    });
    const [item] = catalog['bpp/providers'][0]!.items;
    expect(item).toMatchObject({
      id: 'I9',
      time: { label: 'disable', timestamp: '2026-11-28T05:00:00.000Z' },
      descriptor: { name: 'Cotton Kurta' },
      quantity: { available: { count: '0' }, maximum: { count: '0' } },
      price: { value: '499.00' },
      category_id: 'Foodgrains',
      tags: [{ code: 'origin', list: [{ code: 'country', value: 'IND' }] }],
    });
  });

  it('gives the shop’s contact email and hours: store time, timing tags per run of days, orders at any hour', () => {
    const provider = buildCatalog({ shops: [shop], items: [], domain: 'ONDC:RET10', appUrl: 'x' })['bpp/providers'][0]!;
    expect(provider.fulfillments[0]!.contact).toEqual({ phone: '9876543210', email: 'orders@ananya.in' });
    expect(provider.locations[0]!.time).toMatchObject({ days: '1,2,3,4,5,6', range: { start: '0900', end: '2100' } });
    const timing = timingTags('S1', shop.openingHours).map((t) => Object.fromEntries(t.list.map((l) => [l.code, l.value])));
    expect(timing).toEqual([
      { type: 'Order', location: 'S1-L1', day_from: '1', day_to: '7', time_from: '0000', time_to: '2359' },
      { type: 'Delivery', location: 'S1-L1', day_from: '1', day_to: '5', time_from: '0900', time_to: '2100' },
      { type: 'Delivery', location: 'S1-L1', day_from: '6', day_to: '6', time_from: '1000', time_to: '1400' },
    ]);
    // No hours given: every day, all day, as before.
    expect(locationTime(shop.createdAt)).toMatchObject({ days: '1,2,3,4,5,6,7', range: { start: '0000', end: '2359' } });
    expect(timingTags('S1', []).map((t) => t.list.find((l) => l.code === 'type')!.value)).toEqual(['All']);
  });

  it('lists a shop unchanged in an incremental window by its id and changed items alone; a changed shop whole', () => {
    const other: CatalogShop = { ...shop, id: 'S2', name: 'Ravi Stores' };
    const catalog = buildCatalog({ shops: [shop, other], items: [{ ...base, id: 'I1' }], domain: 'ONDC:RET10', appUrl: 'x', incremental: true });
    const [unchanged, changed] = onlyChangedProviders(catalog, new Set(['S2']))['bpp/providers'];
    expect(Object.keys(unchanged!)).toEqual(['id', 'items']);
    expect(unchanged!.items.map((i) => i.id)).toEqual(['I1']);
    expect(changed).toMatchObject({ id: 'S2', descriptor: { name: 'Ravi Stores' }, locations: [{ id: 'S2-L1' }] });
  });
});
