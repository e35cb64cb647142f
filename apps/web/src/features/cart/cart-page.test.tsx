// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { CartDto, CartItemDto, ShopBreakdown } from '@bazaar/shared';
import { stubFetch } from '../../../test/support/fetch';
import { renderApp } from '../../../test/support/render';
import { CartPage } from './cart-page';
import { ShopBreakdownList } from './components/shop-breakdown';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me = { _id: 'u1', name: 'Asha', email: 'asha@example.in', role: 'user', phone: null };

function line(over: Partial<CartItemDto> & Pick<CartItemDto, '_id' | 'name' | 'price' | 'quantity' | 'shopId' | 'shopName'>): CartItemDto {
  return { productId: over._id, image: null, unit: null, subCategory: null, available: 50, lineTotal: over.price * over.quantity, ...over };
}

/** Two shops: the server's totals, as /api/cart sends them (each shop its own ₹60 delivery). */
const twoShops: CartDto = {
  items: [
    line({ _id: 'p1', name: 'Basmati Rice', price: 120.5, quantity: 2, shopId: 's1', shopName: 'Sharma Kirana' }),
    line({ _id: 'p2', name: 'Toor Dal', price: 150, quantity: 1, shopId: 's1', shopName: 'Sharma Kirana' }),
    line({ _id: 'p3', name: 'Cotton Saree', price: 125000, quantity: 1, shopId: 's2', shopName: 'Jaipur Handlooms' }),
  ],
  itemCount: 4,
  subtotal: 125391,
  deliveryCharge: 120,
  codFee: 0,
  total: 125511,
  shops: [
    {
      shopId: 's1',
      shopName: 'Sharma Kirana',
      subtotal: 391,
      deliveryCharge: 60,
      codFee: 0,
      total: 451,
      itemCount: 3,
      returnPolicy: { kind: 'none', days: 0 },
    },
    {
      shopId: 's2',
      shopName: 'Jaipur Handlooms',
      subtotal: 125000,
      deliveryCharge: 60,
      codFee: 0,
      total: 125060,
      itemCount: 1,
      returnPolicy: { kind: 'return', days: 7 },
    },
  ],
};

describe('ShopBreakdownList', () => {
  it('shows one line per shop: items, its own delivery and its total, in Indian grouping', () => {
    render(<ShopBreakdownList shops={twoShops.shops as ShopBreakdown[]} />);
    const list = screen.getByRole('list', { name: 'Per-shop breakdown' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Sharma KiranaItems (3) + delivery ₹60.00₹451.00',
      'Jaipur HandloomsItems (1) + delivery ₹60.00₹1,25,060.00',
    ]);
  });
});

describe('CartPage', () => {
  it("shows the server's totals, a section per shop with its delivery charge, and the per-shop breakdown", async () => {
    stubFetch({ 'GET /api/auth/session': { json: { user: me } }, 'GET /api/cart': { json: twoShops } });
    renderApp({ '/cart': <CartPage /> }, '/cart');
    expect(await screen.findByRole('heading', { name: 'Your Cart' })).toBeTruthy();
    expect(screen.getByText('4 items from 2 shops')).toBeTruthy();
    expect(screen.getByTestId('summary-count').textContent).toBe('4');
    expect(screen.getByTestId('summary-subtotal').textContent).toBe('₹1,25,391.00');
    expect(screen.getByTestId('summary-delivery').textContent).toBe('₹120.00');
    expect(screen.getByTestId('summary-total').textContent).toBe('₹1,25,511.00');
    expect(screen.getByText(/₹60 × 2 shops/)).toBeTruthy();

    const kirana = screen.getByRole('region', { name: 'Sharma Kirana' });
    expect(within(kirana).getByText('Basmati Rice')).toBeTruthy();
    expect(within(kirana).getByText('Toor Dal')).toBeTruthy();
    expect(within(kirana).queryByText('Cotton Saree')).toBeNull();
    expect(within(kirana).getByText('Delivery charges for this shop').nextSibling?.textContent).toBe('₹60.00');
    expect(within(screen.getByRole('region', { name: 'Jaipur Handlooms' })).getByText('Cotton Saree')).toBeTruthy();

    expect(screen.getByRole('list', { name: 'Per-shop breakdown' })).toBeTruthy();
  });

  it("says each shop's return policy under its items, and marks a line sold as not returnable (issue 26 #1)", async () => {
    const rice = { ...twoShops.items[0]!, returnable: false as const };
    stubFetch({ 'GET /api/auth/session': { json: { user: me } }, 'GET /api/cart': { json: { ...twoShops, items: [rice, ...twoShops.items.slice(1)] } } });
    renderApp({ '/cart': <CartPage /> }, '/cart');
    await screen.findByText('Basmati Rice');
    const policy = (shop: string) => within(screen.getByRole('region', { name: shop })).getByTestId('cart-return-policy').textContent;
    expect(policy('Sharma Kirana')).toBe('This shop takes no returns.');
    expect(policy('Jaipur Handlooms')).toBe('Returns: within 7 days of delivery.');
    expect(screen.getAllByTestId('cart-line-no-returns').map((e) => e.closest('li')?.textContent?.includes('Basmati Rice'))).toEqual([true]);
  });

  it('has no per-shop breakdown for a cart from one shop, and says "1 item from 1 shop"', async () => {
    const one: CartDto = {
      items: [twoShops.items[2]!],
      itemCount: 1,
      subtotal: 125000,
      deliveryCharge: 60,
      codFee: 0,
      total: 125060,
      shops: [twoShops.shops[1]!],
    };
    stubFetch({ 'GET /api/auth/session': { json: { user: me } }, 'GET /api/cart': { json: one } });
    renderApp({ '/cart': <CartPage /> }, '/cart');
    expect(await screen.findByText('1 item from 1 shop')).toBeTruthy();
    expect(screen.getByText(/₹60 × 1 shop$/)).toBeTruthy();
    expect(screen.getByTestId('summary-total').textContent).toBe('₹1,25,060.00');
    expect(screen.queryByRole('list', { name: 'Per-shop breakdown' })).toBeNull();
  });

  it('shows the options chosen on a line of a product with options, and nothing more on a line without', async () => {
    const shoe = line({ _id: 'v8b', name: 'Running shoe', price: 1499, quantity: 1, shopId: 's2', shopName: 'Jaipur Handlooms' });
    const withOptions: CartDto = {
      ...twoShops,
      items: [twoShops.items[0]!, { ...shoe, productId: 'p9', variantId: 'v8b', options: { Size: '8', Colour: 'Blue' }, sku: 'SH-8-BLUE' }],
    };
    stubFetch({ 'GET /api/auth/session': { json: { user: me } }, 'GET /api/cart': { json: withOptions } });
    renderApp({ '/cart': <CartPage /> }, '/cart');
    await screen.findByText('Running shoe');
    expect(screen.getAllByTestId('cart-item-options').map((e) => e.textContent)).toEqual(['Size: 8 · Colour: Blue']);
  });

  it('an anonymous visitor whose cart fails to load sees it empty with a Login button back to the cart', async () => {
    stubFetch({ 'GET /api/auth/session': { json: { user: null } }, 'GET /api/cart': { status: 401, json: { message: 'Please login' } } });
    renderApp({ '/cart': <CartPage /> }, '/cart');
    expect(await screen.findByText('Your cart is empty. Please login')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Login' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/login {"from":"/cart"}');
  });

  it('a logged-in shopper with an empty cart is not asked to log in', async () => {
    stubFetch({ 'GET /api/auth/session': { json: { user: me } }, 'GET /api/cart': { json: { ...twoShops, items: [], itemCount: 0, shops: [] } } });
    renderApp({ '/cart': <CartPage /> }, '/cart');
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });
});
