// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProductDto } from '@bazaar/shared';
import { productDto, shopDto, shopper, variantDto } from '../../../test/support/catalog-stubs';
import { stubFetch } from '../../../test/support/fetch';
import { renderApp } from '../../../test/support/render';
import { ProductPage } from './product-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const base: ProductDto = productDto({
  name: 'Running shoe',
  description: 'Light mesh shoe',
  price: 1299,
  quantity: 5,
  mrp: 1999,
  discountPercent: 35,
  options: [
    { name: 'Size', values: ['7', '8', '9'] },
    { name: 'Colour', values: ['Red', 'Blue'] },
  ],
  variants: [
    variantDto({ _id: 'v7r', sku: 'SH-7-RED', options: { Size: '7', Colour: 'Red' }, price: 1299, mrp: 1999, discountPercent: 35, quantity: 3 }),
    variantDto({ _id: 'v8r', sku: 'SH-8-RED', options: { Size: '8', Colour: 'Red' }, price: 1399, quantity: 0 }),
    variantDto({ _id: 'v8b', sku: 'SH-8-BLUE', options: { Size: '8', Colour: 'Blue' }, price: 1499, quantity: 2 }),
    variantDto({ _id: 'v9b', sku: 'SH-9-BLUE', options: { Size: '9', Colour: 'Blue' }, price: 1499, quantity: 0 }),
  ],
});

function open(product: ProductDto, extra: Record<string, Parameters<typeof stubFetch>[0][string]> = {}) {
  const sent = stubFetch({
    'GET /api/auth/session': { json: { user: shopper } },
    'GET /api/products/p1': { json: product },
    'GET /api/shops/s1': { json: shopDto() },
    ...extra,
  });
  renderApp({ '/product/:id': <ProductPage reviews={() => null} /> }, '/product/p1');
  return sent;
}

describe('ProductPage with options', () => {
  it('opens on the first variant in stock, with its price, MRP struck through and the discount', async () => {
    open(base);
    await screen.findByRole('heading', { name: 'Running shoe' });
    const price = screen.getAllByTestId('price-line')[0]!;
    expect(price.textContent).toBe('₹1,299.00MRP ₹1,999.0035% off');
    expect(within(price).getByText('₹1,999.00').tagName).toBe('S');
    expect((screen.getByRole('radio', { name: '7' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Red' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('stock-note').textContent).toBe('Only 3 left');
  });

  it('shows a size nobody has in stock, disabled and said to be sold out', async () => {
    open(base);
    await screen.findByRole('heading', { name: 'Running shoe' });
    const nine = screen.getByRole('radio', { name: '9 (sold out)' }) as HTMLInputElement;
    expect(nine.disabled).toBe(true);
    expect((screen.getByRole('radio', { name: '8' }) as HTMLInputElement).disabled).toBe(false);
  });

  it('follows the choice: picking size 8 moves to the Blue one in stock, its price and stock; Add sends its variantId', async () => {
    const sent = open(base, {
      'POST /api/cart/add': { json: { message: 'ok', cart: { items: [], itemCount: 0, subtotal: 0, deliveryCharge: 0, codFee: 0, total: 0, shops: [] } } },
    });
    await screen.findByRole('heading', { name: 'Running shoe' });
    fireEvent.click(screen.getByRole('radio', { name: '8' }));
    expect((screen.getByRole('radio', { name: 'Blue' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByTestId('price-line')[0]!.textContent).toBe('₹1,499.00');
    expect(screen.getByTestId('stock-note').textContent).toBe('Only 2 left');
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'POST')).toBe(true));
    const add = sent.find((r) => r.method === 'POST')!;
    expect(JSON.parse(String(add.body))).toEqual({ itemId: 'p1', quantity: 1, variantId: 'v8b' });
  });

  it('says the return policy it is sold under, with a link to the policy page (issue 26 #1)', async () => {
    open({ ...base, returnPolicy: { kind: 'return', days: 7 } });
    expect((await screen.findByTestId('return-policy')).textContent).toBe('Returns accepted within 7 days of delivery. Returns and refunds policy');
    expect(screen.getByRole('link', { name: 'Returns and refunds policy' }).getAttribute('href')).toBe('/returns-policy');
    cleanup();
    open({ ...base, returnPolicy: { kind: 'replacement', days: 1 } });
    expect((await screen.findByTestId('return-policy')).textContent).toContain('Replacement only, asked for within 1 day of delivery.');
    cleanup();
    open({ ...base, returnPolicy: { kind: 'none', days: 0 } });
    expect((await screen.findByTestId('return-policy')).textContent).toContain('No returns: this shop does not take this product back.');
  });

  it('says a loose product is sold loose, and who sells it', async () => {
    open(base);
    await screen.findByRole('heading', { name: 'Product details' });
    expect(screen.getByTestId('sold-loose').textContent).toContain('Sold loose (not pre-packed)');
    await waitFor(() => expect(screen.getByTestId('seller-details').textContent).toContain('12 Johari Bazaar, Jaipur 302003'));
  });
});

describe('ProductPage for pre-packed goods without options', () => {
  const ghee: ProductDto = {
    ...base,
    name: 'Cow ghee',
    price: 650,
    mrp: 700,
    discountPercent: 7,
    unit: 'ml',
    netQuantity: 500,
    unitSalePrice: { price: 130, per: '100 ml' },
    packaged: true,
    options: [],
    variants: [variantDto({ _id: 'p1', sku: 'GHEE', options: {}, price: 650, mrp: 700, discountPercent: 7, quantity: 9 })],
    declarations: { manufacturer: 'Amul Dairy, Anand 388001', countryOfOrigin: 'India', genericName: 'Ghee', consumerCare: '1800 258 3333' },
  };

  it('shows the declarations, net quantity, MRP and unit sale price, and adds without a variantId', async () => {
    const sent = open(ghee, {
      'POST /api/cart/add': { json: { message: 'ok', cart: { items: [], itemCount: 0, subtotal: 0, deliveryCharge: 0, codFee: 0, total: 0, shops: [] } } },
    });
    const details = await screen.findByTestId('product-details');
    expect(details.textContent).toContain('Name and address of the manufacturer, packer or importerAmul Dairy, Anand 388001');
    expect(details.textContent).not.toContain('Country of originIndia');
    expect(screen.getByTestId('origin').textContent).toBe('Country of origin: India');
    expect(details.textContent).toContain('MRP₹700.00 (incl. of all taxes)');
    expect(details.textContent).toContain('Unit sale price₹130.00 per 100 ml');
    expect(screen.getByTestId('unit-price').textContent).toBe('(₹130.00 per 100 ml)');
    expect(screen.queryByTestId('variant-picker')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'POST')).toBe(true));
    expect(JSON.parse(String(sent.find((r) => r.method === 'POST')!.body))).toEqual({ itemId: 'p1', quantity: 1 });
  });
});

describe('ProductPage photos and seller (issue 24 #4, #5)', () => {
  const photos = ['a1.webp', 'b2.webp', 'c3.webp'];
  const withPhotos: ProductDto = {
    ...base,
    image: 'a1.webp',
    images: photos,
    variants: base.variants.map((v) => (v._id === 'v8b' ? { ...v, image: 'c3.webp' } : v)),
    seller: {
      name: 'Jaipur Footwear',
      legalName: 'Johari Footwear LLP',
      address: '12 Johari Bazaar, Jaipur 302003',
      phone: '9876543210',
      gstin: '08ABCDE1234F1Z5',
    },
  };
  const shownSrc = () => (screen.getByTestId('product-image').querySelector('img') as HTMLImageElement).getAttribute('src');

  it('turns the gallery with its buttons, the arrow keys and the thumbnails; each photo has alt text with its place', async () => {
    open(withPhotos);
    await screen.findByRole('heading', { name: 'Running shoe' });
    expect(shownSrc()).toBe('/uploads/products/a1.webp');
    expect(screen.getByRole('img', { name: 'Running shoe, 7 / Red, photo 1 of 3' })).toBeTruthy();
    expect(screen.getByTestId('photo-count').textContent).toBe('Photo 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(shownSrc()).toBe('/uploads/products/b2.webp');
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(shownSrc()).toBe('/uploads/products/c3.webp'); // wraps round
    const gallery = screen.getByRole('group', { name: 'Photos of Running shoe, 7 / Red' });
    fireEvent.keyDown(gallery, { key: 'ArrowRight' });
    expect(shownSrc()).toBe('/uploads/products/a1.webp');
    fireEvent.click(screen.getByRole('button', { name: 'Show photo 2 of 3' }));
    expect(shownSrc()).toBe('/uploads/products/b2.webp');
    expect(screen.getByRole('button', { name: 'Show photo 2 of 3' }).getAttribute('aria-current')).toBe('true');
  });

  it('turns the gallery with a sideways swipe on a touch screen, not with a mouse drag or a scroll', async () => {
    open(withPhotos);
    await screen.findByRole('heading', { name: 'Running shoe' });
    const photo = screen.getByTestId('product-image');
    const swipe = (pointerType: string, from: [number, number], to: [number, number]) => {
      fireEvent.pointerDown(photo, { pointerType, clientX: from[0], clientY: from[1] });
      fireEvent.pointerUp(photo, { pointerType, clientX: to[0], clientY: to[1] });
    };
    swipe('touch', [300, 200], [200, 205]); // to the left: the next photo
    expect(screen.getByTestId('photo-count').textContent).toBe('Photo 2 of 3');
    swipe('touch', [100, 200], [220, 190]); // to the right: back
    expect(screen.getByTestId('photo-count').textContent).toBe('Photo 1 of 3');
    swipe('touch', [300, 100], [280, 300]); // mostly down: a scroll of the page
    swipe('touch', [300, 200], [280, 200]); // too short
    swipe('mouse', [300, 200], [100, 200]); // a mouse drag
    expect(screen.getByTestId('photo-count').textContent).toBe('Photo 1 of 3');
  });

  it('turns to a variant’s own photo when the shopper picks it', async () => {
    open(withPhotos);
    await screen.findByRole('heading', { name: 'Running shoe' });
    fireEvent.click(screen.getByRole('radio', { name: '8' }));
    expect(shownSrc()).toBe('/uploads/products/c3.webp');
    expect(screen.getByRole('img', { name: 'Running shoe, 8 / Blue, photo 3 of 3' })).toBeTruthy();
  });

  it('shows one photo without gallery buttons', async () => {
    open({ ...withPhotos, images: ['a1.webp'] });
    await screen.findByRole('heading', { name: 'Running shoe' });
    expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Running shoe, 7 / Red' })).toBeTruthy();
  });

  it('names the seller by legal name with its shop name, address, customer care number and GSTIN', async () => {
    open(withPhotos);
    const seller = await screen.findByTestId('seller-details');
    expect(seller.textContent).toContain('Seller (legal name)Johari Footwear LLP');
    expect(seller.textContent).toContain('Shop nameJaipur Footwear');
    expect(seller.textContent).toContain('GSTIN08ABCDE1234F1Z5');
    expect(seller.textContent).toContain('Customer care9876543210');
  });
});

describe('ProductPage while loading and when the product cannot be read', () => {
  const openWith = (reply: Parameters<typeof stubFetch>[0][string]) => {
    stubFetch({ 'GET /api/auth/session': { json: { user: shopper } }, 'GET /api/products/p1': reply });
    renderApp({ '/product/:id': <ProductPage reviews={() => null} /> }, '/product/p1');
  };

  it('shows a spinner while the product loads', async () => {
    openWith(() => new Promise<Response>(() => undefined));
    expect((await screen.findByRole('status')).textContent).toBe('Loading the product');
  });

  it('says a product that is gone is not found, with the way home', async () => {
    openWith({ status: 404, json: { message: 'Product not found', code: 'NOT_FOUND' } });
    expect(await screen.findByText('It may have been removed, or its shop is closed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('says the product could not be read', async () => {
    openWith({ status: 500, json: { message: 'The database is busy', code: 'INTERNAL' } });
    expect(await screen.findByText('Could not load this product')).toBeTruthy();
    expect(screen.getByText('Please check your connection and try again.')).toBeTruthy();
  });
});
