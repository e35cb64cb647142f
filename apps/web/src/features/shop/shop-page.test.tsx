// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { productDto, shopDto, shopper } from '../../../test/support/catalog-stubs';
import { stubFetch } from '../../../test/support/fetch';
import { expectFailedThenAsked, failingOnce } from '../../../test/support/screen-states';
import { renderApp } from '../../../test/support/render';
import { ShopPage } from './shop-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const shoe = productDto({
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
    'GET /api/auth/session': { json: { user: shopper } },
    'GET /api/shops/s1': { json: shopDto() },
    'GET /api/shops/s1/products': { json: { items: [productDto({}), shoe], total: 2, page: 1, pageSize: 12, totalPages: 1 } },
    'GET /api/shops/s1/product-options': { json: { sizes, colours: [] } },
  });
  renderApp({ '/shop/:shopId': <ShopPage reviews={() => null} /> }, url);
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

describe('ShopPage when the shop is gone or sells nothing that fits', () => {
  it('says a shop that is gone is not found, with the way home', async () => {
    stubFetch({
      'GET /api/auth/session': { json: { user: shopper } },
      'GET /api/shops/s1': { status: 404, json: { message: 'Shop not found', code: 'NOT_FOUND' } },
      'GET /api/shops/s1/products': { status: 404, json: { message: 'Shop not found', code: 'NOT_FOUND' } },
      'GET /api/shops/s1/product-options': { status: 404, json: { message: 'Shop not found', code: 'NOT_FOUND' } },
    });
    renderApp({ '/shop/:shopId': <ShopPage reviews={() => null} /> }, '/shop/s1');
    expect(await screen.findByText('This shop may have closed or the link is wrong.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('says the products could not be loaded, not that there are none, and asks again', async () => {
    const sent = stubFetch({
      'GET /api/auth/session': { json: { user: shopper } },
      'GET /api/shops/s1': { json: shopDto() },
      'GET /api/shops/s1/products': failingOnce({ json: { items: [], total: 0, page: 1, pageSize: 12, totalPages: 0 } }),
      'GET /api/shops/s1/product-options': { json: { sizes: [], colours: [] } },
    });
    renderApp({ '/shop/:shopId': <ShopPage reviews={() => null} /> }, '/shop/s1');
    await expectFailedThenAsked(sent, '/api/shops/s1/products', 'Could not load this shop’s products', 'No products found');
  });

  it('says no product is found, and hints at the filters only when some are set', async () => {
    const none = { json: { items: [], total: 0, page: 1, pageSize: 12, totalPages: 0 } };
    const routes = {
      'GET /api/auth/session': { json: { user: shopper } },
      'GET /api/shops/s1': { json: shopDto() },
      'GET /api/shops/s1/products': none,
      'GET /api/shops/s1/product-options': { json: { sizes: [], colours: [] } },
    };
    stubFetch(routes);
    renderApp({ '/shop/:shopId': <ShopPage reviews={() => null} /> }, '/shop/s1');
    expect(await screen.findByText('No products found')).toBeTruthy();
    expect(screen.queryByText('Try another search, price range, size or colour.')).toBeNull();
    cleanup();
    stubFetch(routes);
    renderApp({ '/shop/:shopId': <ShopPage reviews={() => null} /> }, '/shop/s1?search=boots');
    expect(await screen.findByText('Try another search, price range, size or colour.')).toBeTruthy();
  });
});
