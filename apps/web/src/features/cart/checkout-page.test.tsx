// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { CartDto } from '@bazaar/shared';
import { stubFetch } from '../../../test/support/fetch';
import { renderApp } from '../../../test/support/render';
import { activateLanguage } from '@/i18n/i18n';
import { CheckoutPage, pinHint } from './checkout-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me = { _id: 'u1', name: 'Asha', email: 'asha@example.in', role: 'user', phone: null };

const cart: CartDto = {
  items: [
    {
      _id: 'v8b',
      productId: 'p1',
      variantId: 'v8b',
      options: { Size: '8', Colour: 'Blue' },
      sku: 'SH-8-B',
      name: 'Running shoe',
      image: null,
      unit: null,
      subCategory: null,
      available: 4,
      price: 1299,
      quantity: 2,
      lineTotal: 2598,
      shopId: 's1',
      shopName: 'Sole Mates',
    },
    {
      _id: 'p2',
      productId: 'p2',
      name: 'Socks',
      image: null,
      unit: null,
      subCategory: null,
      available: 9,
      price: 99,
      quantity: 1,
      lineTotal: 99,
      shopId: 's1',
      shopName: 'Sole Mates',
    },
  ],
  itemCount: 3,
  subtotal: 2697,
  deliveryCharge: 60,
  codFee: 0,
  total: 2757,
  shops: [
    { shopId: 's1', shopName: 'Sole Mates', subtotal: 2697, deliveryCharge: 60, codFee: 0, total: 2757, itemCount: 3, returnPolicy: { kind: 'none', days: 0 } },
  ],
};

describe('CheckoutPage', () => {
  it('names the size and colour chosen on each line of the order total (issue 24 #2)', async () => {
    stubFetch({ 'GET /api/auth/session': { json: { user: me } }, 'GET /api/cart': { json: cart }, 'GET /api/addresses': { json: { items: [] } } });
    renderApp({ '/checkout-cod': <CheckoutPage /> }, '/checkout-cod');
    const options = await screen.findByTestId('checkout-item-options');
    expect(options.textContent).toBe(' (Size: 8 · Colour: Blue)');
    expect(options.parentElement?.textContent).toBe('Running shoe (Size: 8 · Colour: Blue) × 2');
    expect(screen.getAllByTestId('checkout-item-options')).toHaveLength(1);
    expect(screen.getByText(/Socks/).textContent).toBe('Socks × 1');
  });
});

describe('the PIN hint', () => {
  afterEach(() => activateLanguage('en'));

  it('names the PIN’s state in the reader’s language (issue 28: no English state left on a Hindi checkout)', async () => {
    await activateLanguage('en');
    expect(pinHint('302001')).toBe('PIN code in Rajasthan.');
    await activateLanguage('hi');
    expect(pinHint('302001')).toBe('PIN कोड राजस्थान का है।');
    expect(pinHint('')).toBe('6 अंक। शहर और राज्य इसी से भर जाते हैं।');
  });
});
