// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProductDto, ShopDto } from '@bazaar/shared';
import { stubFetch } from '../../../test/support/fetch';
import { renderApp } from '../../../test/support/render';
import { openingText, ShopPage } from './shop-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me = { _id: 'u1', name: 'Asha', email: 'asha@example.in', role: 'user', phone: null };
const shop: ShopDto = {
  _id: 's1',
  name: 'Jaipur Footwear',
  category: 'Clothing',
  location: 'Jaipur',
  address: '12 Johari Bazaar',
  phone: '9876543210',
  image: null,
  admin: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  active: true,
  gstRegistration: 'regular',
  stateCode: '08',
  stateName: 'Rajasthan',
  deliveryPins: [],
  openingHours: [],
  gps: null,
  pincode: null,
};
const product = (over: Partial<ProductDto>): ProductDto => ({
  _id: 'p1',
  shopId: 's1',
  name: 'Chappal',
  description: 'Leather chappal',
  price: 499,
  quantity: 4,
  inStock: true,
  returnable: true,
  ondcCategory: null,
  category: 'Clothing',
  subCategory: null,
  unit: null,
  image: null,
  hsnCode: null,
  gstRate: null,
  netQuantity: null,
  suggestedTax: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  mrp: null,
  discountPercent: null,
  unitSalePrice: null,
  packaged: false,
  options: [],
  variants: [],
  images: [],
  declarations: null,
  ...over,
});
const shoe = product({
  _id: 'p2',
  name: 'Running shoe',
  price: 1299,
  mrp: 1999,
  discountPercent: 35,
  options: [{ name: 'Size', values: ['7', '8'] }],
  variants: [
    { _id: 'v7', sku: 'S7', options: { Size: '7' }, price: 1299, mrp: 1999, discountPercent: 35, quantity: 2, inStock: true, image: null, netQuantity: null },
    { _id: 'v8', sku: 'S8', options: { Size: '8' }, price: 1399, mrp: null, discountPercent: null, quantity: 2, inStock: true, image: null, netQuantity: null },
  ],
});

function open(url: string, sizes: string[]) {
  const sent = stubFetch({
    'GET /api/auth/session': { json: { user: me } },
    'GET /api/shops/s1': { json: shop },
    'GET /api/shops/s1/products': { json: { items: [product({}), shoe], total: 2, page: 1, pageSize: 12, totalPages: 1 } },
    'GET /api/shops/s1/product-options': { json: { sizes, colours: [] } },
    'GET /api/shops/s1/reviews': { json: { items: [], total: 0, page: 1, pageSize: 5, totalPages: 0 } },
  });
  renderApp({ '/shop/:shopId': <ShopPage /> }, url);
  return sent;
}
const productCalls = (sent: ReturnType<typeof stubFetch>) => sent.filter((r) => r.url.startsWith('/api/shops/s1/products')).map((r) => r.url);

describe('ShopPage sorting and filters', () => {
  it('asks for the plain list by default, then the sort and size picked', async () => {
    const sent = open('/shop/s1', ['7', '8']);
    await screen.findByText('Running shoe');
    expect(productCalls(sent)).toEqual(['/api/shops/s1/products?price=all&page=1&limit=12']);
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price_asc' } });
    await waitFor(() => expect(productCalls(sent).at(-1)).toBe('/api/shops/s1/products?price=all&page=1&limit=12&sort=price_asc'));
    const sizes = await screen.findByRole('group', { name: 'Filter by size' });
    fireEvent.click(within(sizes).getByRole('button', { name: '8' }));
    await waitFor(() => expect(productCalls(sent).at(-1)).toBe('/api/shops/s1/products?price=all&page=1&limit=12&sort=price_asc&size=8'));
    fireEvent.click(screen.getByLabelText('In stock only'));
    await waitFor(() => expect(productCalls(sent).at(-1)).toContain('&size=8&inStock=true'));
  });

  it('offers no size filter where the shop sells no sizes', async () => {
    open('/shop/s1', []);
    await screen.findByText('Running shoe');
    expect(screen.queryByRole('group', { name: 'Filter by size' })).toBeNull();
  });

  it('cards: MRP and discount, "From" and Choose options for a product with options, Add to Cart for one without', async () => {
    open('/shop/s1', []);
    await screen.findByText('Running shoe');
    const cards = screen.getAllByTestId('product-card');
    expect(within(cards[1]!).getByTestId('price-line').textContent).toBe('From₹1,299.00MRP ₹1,999.0035% off');
    expect(within(cards[1]!).getByRole('link', { name: 'Choose options: Running shoe' }).getAttribute('href')).toBe('/product/p2');
    expect(within(cards[0]!).getByTestId('price-line').textContent).toBe('₹499.00');
    expect(within(cards[0]!).getByRole('button', { name: 'Add to Cart: Chappal' })).toBeTruthy();
  });
});

describe('ShopPage opening hours (issue 29 #7)', () => {
  const weekdays = [1, 2, 3, 4, 5].map((day) => ({ day, open: '09:00', close: '21:00' }));
  /** 2026-11-30 is a Monday; times in IST. */
  const at = (local: string) => new Date(`${local}+05:30`);

  it('says open now, or when it opens: today, tomorrow or on a named day; nothing without hours', () => {
    expect(openingText(weekdays, at('2026-11-30T10:00:00'))).toBe('Open now · closes at 21:00');
    expect(openingText(weekdays, at('2026-11-30T07:00:00'))).toBe('Closed · opens at 9:00');
    expect(openingText(weekdays, at('2026-11-30T22:00:00'))).toBe('Closed · opens tomorrow at 9:00');
    expect(openingText(weekdays, at('2026-12-05T12:00:00'))).toBe('Closed · opens Monday at 9:00');
    expect(openingText([], at('2026-11-30T10:00:00'))).toBeNull();
  });
});
