// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ProductDto } from '@bazaar/shared';
import { stubFetch } from '../../../../test/support/fetch';
import { renderApp } from '../../../../test/support/render';
import { activateLanguage, withCatalog } from '@/i18n/i18n';
import { ProductEditDialog } from './product-edit-dialog';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

const shoe: ProductDto = {
  _id: 'p1',
  shopId: 's1',
  name: 'Running shoe',
  description: 'Light mesh shoe',
  price: 1299,
  quantity: 5,
  inStock: true,
  returnable: true,
  ondcCategory: null,
  originCountry: 'IND',
  category: 'clothing',
  subCategory: null,
  unit: null,
  image: null,
  hsnCode: '6404',
  gstRate: 5,
  netQuantity: null,
  suggestedTax: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  mrp: 1999,
  discountPercent: 35,
  unitSalePrice: null,
  packaged: false,
  options: [{ name: 'Size', values: ['7', '8'] }],
  variants: [
    { _id: 'v7', sku: 'SH-7', options: { Size: '7' }, price: 1299, mrp: 1999, discountPercent: 35, quantity: 3, inStock: true, image: null, netQuantity: null },
    {
      _id: 'v8',
      sku: 'SH-8',
      options: { Size: '8' },
      price: 1399,
      mrp: null,
      discountPercent: null,
      quantity: 2,
      inStock: true,
      image: null,
      netQuantity: null,
    },
  ],
  images: [],
  declarations: null,
};

describe('ProductEditDialog with options', () => {
  it('edits stock per variant and sends options and variants (with their ids), not a top-level price', async () => {
    const sent = stubFetch({
      'GET /api/auth/session': { json: { user: { _id: 'a1', name: 'Ravi', email: 'ravi@example.in', role: 'admin', phone: null } } },
      'PATCH /api/products/p1': { json: { message: 'Product updated successfully', product: shoe } },
    });
    renderApp({ '/': <ProductEditDialog product={shoe} onClose={() => {}} /> }, '/');
    const stock = await screen.findByLabelText('Stock of 8');
    expect(screen.queryByLabelText('Price')).toBeNull();
    fireEvent.input(stock, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'PATCH')).toBe(true));
    const body = JSON.parse(String(sent.find((r) => r.method === 'PATCH')!.body));
    expect(body.price).toBeUndefined();
    expect(body.quantity).toBeUndefined();
    expect(body.options).toEqual([{ name: 'Size', values: ['7', '8'] }]);
    expect(body.variants).toEqual([
      { _id: 'v7', sku: 'SH-7', options: { Size: '7' }, price: 1299, mrp: 1999, quantity: 3 },
      { _id: 'v8', sku: 'SH-8', options: { Size: '8' }, price: 1399, quantity: 0 },
    ]);
  });

  it('shows the product’s country of origin and sends the one the owner picks', async () => {
    const sent = stubFetch({
      'GET /api/auth/session': { json: { user: { _id: 'a1', name: 'Ravi', email: 'ravi@example.in', role: 'admin', phone: null } } },
      'PATCH /api/products/p1': { json: { message: 'Product updated successfully', product: shoe } },
    });
    renderApp({ '/': <ProductEditDialog product={{ ...shoe, originCountry: 'LKA' }} onClose={() => {}} /> }, '/');
    const origin = (await screen.findByRole('combobox', { name: /^Made in \(country of origin\)/ })) as HTMLSelectElement;
    expect(origin.selectedOptions[0]!.textContent).toBe('Sri Lanka');
    fireEvent.change(origin, { target: { value: 'NPL' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'PATCH')).toBe(true));
    expect(JSON.parse(String(sent.find((r) => r.method === 'PATCH')!.body))).toMatchObject({ originCountry: 'NPL' });
  });

  it('shows the server’s message about a declaration at that field', async () => {
    const loose = { ...shoe, options: [], variants: [shoe.variants[0]!] };
    stubFetch({
      'GET /api/auth/session': { json: { user: { _id: 'a1', name: 'Ravi', email: 'ravi@example.in', role: 'admin', phone: null } } },
      'PATCH /api/products/p1': {
        status: 400,
        json: { message: 'declarations.countryOfOrigin is required for pre-packed goods: Country of origin', code: 'VALIDATION' },
      },
    });
    renderApp({ '/': <ProductEditDialog product={loose} onClose={() => {}} /> }, '/');
    fireEvent.click(await screen.findByLabelText(/Pre-packed/));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('declarations.countryOfOrigin is required for pre-packed goods: Country of origin')).toBeTruthy();
    expect(screen.getByLabelText(/Country of origin/).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('ProductEditDialog in Hindi (issue 28)', () => {
  it('says its labels, the variants table and the shared schema’s validation message in Hindi', async () => {
    await activateLanguage('hi');
    // A feature page's loader brings the shared schemas' messages in the active language (decision 106).
    await withCatalog('products', async () => null)();
    const sent = stubFetch({
      'GET /api/auth/session': { json: { user: { _id: 'a1', name: 'Ravi', email: 'ravi@example.in', role: 'admin', phone: null } } },
    });
    renderApp({ '/': <ProductEditDialog product={shoe} onClose={() => {}} /> }, '/');
    expect(await screen.findByLabelText('8 का स्टॉक')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'वैरिएंट' })).toBeTruthy();
    const name = screen.getByLabelText(/प्रोडक्ट का नाम/);
    fireEvent.input(name, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'बदलाव सेव करें' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('प्रोडक्ट का नाम ज़रूरी है'); // English: "Product Name is required"
    expect(sent.some((r) => r.method === 'PATCH')).toBe(false);
  });
});
