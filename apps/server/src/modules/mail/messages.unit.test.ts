import { describe, expect, it } from 'vitest';
import type { OrderDto } from '@bazaar/shared';
import { newOrderForShopMail, orderPlacedMail, passwordResetMail } from './messages.js';
import { retryDelay } from '../../lib/retry-delay.js';

const order = (over: Partial<OrderDto> = {}) =>
  ({
    _id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
    orderNumber: '2E3F4A5B',
    items: [{ _id: 'i', productId: 'p', name: 'Gold <Chain>', unit: null, subCategory: null, quantity: 1, price: 150_000, total: 150_000 }],
    shop: { _id: 's', name: 'Shree & Sons', address: 'x', phone: '9876543210' },
    subtotal: 150_000,
    deliveryCharge: 60,
    codFee: 25.5,
    totalAmount: 150_085.5,
    user: { name: 'Asha', email: 'asha@example.in' },
    cancellation: null,
    refusal: null,
    invoiceNumber: null,
    ...over,
  }) as OrderDto;

describe('messages', () => {
  it('shows amounts as ₹ with Indian grouping, in both parts', () => {
    const m = orderPlacedMail('https://bazaar.test', 'Asha', [order()], 150_085.5);
    for (const part of [m.text, m.html]) {
      expect(part).toContain('₹1,50,000.00');
      expect(part).toContain('₹1,50,085.50');
      expect(part).toContain('Cash on delivery fee');
    }
    expect(m.subject).toBe('Order 2E3F4A5B placed with Shree & Sons');
  });

  it('escapes HTML from names and items (a shop name is not markup)', () => {
    const m = newOrderForShopMail('https://bazaar.test', order());
    expect(m.html).toContain('Gold &lt;Chain&gt;');
    expect(m.html).toContain('Shree &amp; Sons');
    expect(m.html).not.toContain('<Chain>');
    expect(m.text).toContain('Gold <Chain> × 1');
  });

  it('names the options a shopper chose on each item, as the invoice line does, to the shopper and to the shop', () => {
    const o = order({
      items: [
        {
          _id: 'v',
          productId: 'p',
          name: 'Running shoe',
          unit: null,
          subCategory: null,
          quantity: 2,
          price: 1299,
          total: 2598,
          variantId: 'v',
          options: { Size: '8', Colour: 'Blue' },
          sku: 'SH-8-B',
        },
        { _id: 'q', productId: 'q', name: 'Rice', unit: null, subCategory: null, quantity: 1, price: 60, total: 60 },
      ],
    });
    for (const m of [orderPlacedMail('https://bazaar.test', 'Asha', [o], 2658), newOrderForShopMail('https://bazaar.test', o)]) {
      expect(m.text).toContain('Running shoe (Size: 8, Colour: Blue) × 2');
      expect(m.html).toContain('Running shoe (Size: 8, Colour: Blue) × 2');
      expect(m.text).toContain('Rice × 1');
    }
  });

  it('a reset link carries the token in the URL and says how long it works', () => {
    const m = passwordResetMail('https://bazaar.test', 'Asha', 'tok_en-123', 30);
    expect(m.text).toContain('https://bazaar.test/reset-password?token=tok_en-123');
    expect(m.html).toContain('href="https://bazaar.test/reset-password?token=tok_en-123"');
    expect(m.text).toContain('30 minutes');
  });

  it('backs off exponentially up to the cap', () => {
    const o = { retryBaseMs: 30_000, retryMaxMs: 3_600_000 };
    expect([1, 2, 3, 4, 10, 20].map((n) => retryDelay(n, o))).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000]);
  });
});
