// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { CreateShopBody } from '@bazaar/shared';
import { toShopFormData } from './create-shop';

const image = new File([new Uint8Array([0x89, 0x50])], 'front.png', { type: 'image/png' });

describe('toShopFormData (create shop, multipart)', () => {
  it('sends the filled fields as text and the image last; an empty payment account id is left out', () => {
    const values = {
      name: 'Sharma Kirana',
      category: 'Grocery',
      location: 'Jaipur',
      address: '12 MI Road',
      phone: '9876543210',
      pan: 'ABCDE1234F',
      gstnumber: '08ABCDE1234F1Z5',
      admin: 'admin-1',
      razorpayAccountId: '',
    } as unknown as CreateShopBody;
    const fd = toShopFormData(values, image);
    const entries = [...fd.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${v.name}`]);
    expect(entries).toEqual([
      ['name', 'Sharma Kirana'],
      ['category', 'Grocery'],
      ['location', 'Jaipur'],
      ['address', '12 MI Road'],
      ['phone', '9876543210'],
      ['pan', 'ABCDE1234F'],
      ['gstnumber', '08ABCDE1234F1Z5'],
      ['admin', 'admin-1'],
      ['image', 'file:front.png'],
    ]);
  });

  it('names an unnamed image shop-image', () => {
    const fd = toShopFormData({ name: 'x' } as CreateShopBody, new File([new Uint8Array([1])], '', { type: 'image/jpeg' }));
    const file = fd.get('image');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('shop-image');
  });
});
