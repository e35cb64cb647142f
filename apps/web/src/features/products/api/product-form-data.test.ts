// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_CATEGORIES, type ProductBody } from '@bazaar/shared';
import { stubFetch } from '../../../../test/support/fetch';
import { toProductFormData } from './create-product';
import { updateProduct } from './update-product';

afterEach(() => vi.unstubAllGlobals());

const image = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'rice.jpg', { type: 'image/jpeg' });
const category = PRODUCT_CATEGORIES[0]!;

/** FormData as [name, value] pairs, a file shown as "file:<name>:<type>". */
function pairs(fd: FormData): [string, string][] {
  return [...fd.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${v.name}:${v.type}`]);
}

describe('toProductFormData (create product, multipart)', () => {
  it('sends every field as text with the shop id and the image last', () => {
    const values = { name: 'Basmati Rice', description: 'Aged 2 years', price: 120.5, quantity: 40, category, subCategory: undefined, unit: undefined };
    const fd = toProductFormData({ values: values as ProductBody, shopId: 'shop-1', image });
    expect(pairs(fd)).toEqual([
      ['name', 'Basmati Rice'],
      ['description', 'Aged 2 years'],
      ['price', '120.5'],
      ['quantity', '40'],
      ['category', category],
      ['shopId', 'shop-1'],
      ['image', 'file:rice.jpg:image/jpeg'],
    ]);
  });

  it('leaves out empty and null fields (spec §5) but keeps a 0', () => {
    const values = { name: 'Salt', description: 'Iodised', price: 20, quantity: 0, category, subCategory: '', unit: null };
    const keys = pairs(toProductFormData({ values: values as unknown as ProductBody, shopId: 's', image })).map(([k]) => k);
    expect(keys).toEqual(['name', 'description', 'price', 'quantity', 'category', 'shopId', 'image']);
  });

  it('names an unnamed image (a compressed Blob turned File) so the server gets a file part', () => {
    const unnamed = new File([new Uint8Array([1])], '', { type: 'image/webp' });
    const fd = toProductFormData({ values: { name: 'x', description: 'y', price: 1, quantity: 1, category } as ProductBody, shopId: 's', image: unnamed });
    expect(pairs(fd).at(-1)).toEqual(['image', 'file:product-image:image/webp']);
  });
});

describe('updateProduct', () => {
  it("without a new image sends the patch as JSON, '' included (it clears sub-category and unit)", async () => {
    const sent = stubFetch({ 'PATCH /api/products/p%2F1': { json: { message: 'ok', product: { shopId: 's' } } } });
    await updateProduct({ id: 'p/1', patch: { price: 99, subCategory: '', unit: '' } });
    expect(sent[0]!.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(sent[0]!.body))).toEqual({ price: 99, subCategory: '', unit: '' });
  });

  it('with a new image sends multipart: the patch as text fields, undefined left out, then the image', async () => {
    const sent = stubFetch({ 'PATCH /api/products/p1': { json: { message: 'ok', product: { shopId: 's' } } } });
    await updateProduct({ id: 'p1', patch: { name: 'Rice', quantity: 0, unit: '', description: undefined }, image });
    const body = sent[0]!.body;
    expect(body).toBeInstanceOf(FormData);
    expect(pairs(body as FormData)).toEqual([
      ['name', 'Rice'],
      ['quantity', '0'],
      ['unit', ''],
      ['image', 'file:rice.jpg:image/jpeg'],
    ]);
    expect(sent[0]!.headers['Content-Type']).toBeUndefined();
  });
});
