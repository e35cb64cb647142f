import { describe, expect, it } from 'vitest';
import { itemsLine, orderSms } from './order-texts.js';

/** Issue 24 #2: the shop owner's new-order WhatsApp and SMS name the chosen options as the mails and the invoice do. */
describe('the items of a new-order message', () => {
  it('names each item with its chosen options, then the quantity', () => {
    expect(
      itemsLine([
        { name: 'Kurta', quantity: 2, options: { Size: 'M', Colour: 'Blue' } },
        { name: 'Rice 5 kg', quantity: 1, options: {} },
        { name: 'Oil', quantity: 3 },
      ]),
    ).toBe('Kurta (Size: M, Colour: Blue) × 2, Rice 5 kg × 1, Oil × 3');
  });

  it('reads a missing or null options list as none', () => {
    expect(itemsLine([{ name: 'Oil', quantity: 1, options: null }])).toBe('Oil × 1');
  });

  it('cuts a long list at 500 characters (WhatsApp caps a variable)', () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ name: `Shirt ${i}`, quantity: 1, options: { Size: 'XL', Colour: 'Green' } }));
    const line = itemsLine(many);
    expect(line).toHaveLength(500);
    expect(line.endsWith('…')).toBe(true);
    expect(line.startsWith('Shirt 0 (Size: XL, Colour: Green) × 1, Shirt 1 (Size: XL, Colour: Green) × 1')).toBe(true);
  });

  it('puts the options in the SMS text and its DLT variable', () => {
    const items = itemsLine([{ name: 'Kurta', quantity: 2, options: { Size: 'M', Colour: 'Blue' } }]);
    const sms = orderSms('new-order', ['Ravi', 'BZ-1001', items, '₹1,060.00', 'https://bazaar.example/admin/all-orders?search=BZ-1001']);
    expect(sms.text).toBe(
      'Bazaar: Ravi, new order BZ-1001: Kurta (Size: M, Colour: Blue) × 2. Total ₹1,060.00. https://bazaar.example/admin/all-orders?search=BZ-1001',
    );
    expect(sms.vars).toMatchObject({ items: 'Kurta (Size: M, Colour: Blue) × 2' });
  });
});
