// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ProductDto } from '@bazaar/shared';
import { stubFetch } from '../../../../test/support/fetch';
import { renderApp } from '../../../../test/support/render';
import { ProductPhotosEditor } from './product-photos-editor';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const owner = { _id: 'a1', name: 'Ravi', email: 'ravi@example.in', role: 'admin', phone: null };
const variant = (id: string, size: string, image: string | null = null) => ({
  _id: id,
  sku: `SH-${size}`,
  options: { Size: size },
  price: 1299,
  mrp: null,
  discountPercent: null,
  quantity: 3,
  inStock: true,
  image,
  netQuantity: null,
});
const shoe = {
  _id: 'p1',
  shopId: 's1',
  name: 'Running shoe',
  image: 'a1.webp',
  images: ['a1.webp', 'b2.webp', 'c3.webp'],
  options: [{ name: 'Size', values: ['7', '8'] }],
  variants: [variant('v7', '7'), variant('v8', '8')],
} as unknown as ProductDto;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('ProductPhotosEditor', () => {
  it('moves a photo earlier (it becomes the cover), removes one, and picks a variant’s photo, saving each at once', async () => {
    const sent: ReturnType<typeof stubFetch> = stubFetch({
      'GET /api/auth/session': { json: { user: owner } },
      'PUT /api/products/p1/images': () => {
        const { images } = JSON.parse(String(sent.at(-1)!.body)) as { images: string[] };
        return json({ message: 'Photos saved', product: { ...shoe, image: images[0], images } });
      },
      'PUT /api/products/p1/variants/v8/image': () =>
        json({
          message: 'Variant photo saved',
          product: { ...shoe, images: ['b2.webp', 'a1.webp'], variants: [variant('v7', '7'), variant('v8', '8', 'a1.webp')] },
        }),
    });
    renderApp({ '/': <ProductPhotosEditor product={shoe} /> }, '/');
    expect((await screen.findByRole('heading', { name: 'Photos (3 of 8)' })).textContent).toBe('Photos (3 of 8)');
    expect((screen.getByRole('button', { name: 'Move photo 1 earlier' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Photo 1 of Running shoe' }).getAttribute('src')).toBe('/uploads/products/thumb/b2.webp'));
    expect(screen.queryByRole('button', { name: 'Make photo 1 the cover' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Make photo 3 the cover' }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Photo 1 of Running shoe' }).getAttribute('src')).toBe('/uploads/products/thumb/c3.webp'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await screen.findByRole('heading', { name: 'Photos (2 of 8)' });
    const puts = sent.filter((r) => r.method === 'PUT').map((r) => JSON.parse(String(r.body)));
    expect(puts).toEqual([{ images: ['b2.webp', 'a1.webp', 'c3.webp'] }, { images: ['c3.webp', 'b2.webp', 'a1.webp'] }, { images: ['b2.webp', 'a1.webp'] }]);
    fireEvent.change(screen.getByRole('combobox', { name: 'Photo for 8' }), { target: { value: 'a1.webp' } });
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Photo for 8' }) as HTMLSelectElement).value).toBe('a1.webp'));
    expect(JSON.parse(String(sent.filter((r) => r.method === 'PUT').at(-1)!.body))).toEqual({ image: 'a1.webp' });
  });

  it('shows the server’s message when a change is refused, and offers no upload at 8 photos', async () => {
    const eight = { ...shoe, images: Array.from({ length: 8 }, (_, i) => `${i}a.webp`) } as ProductDto;
    stubFetch({
      'GET /api/auth/session': { json: { user: owner } },
      'PUT /api/products/p1/images': () => json({ message: 'A product needs at least one photo' }, 400),
    });
    renderApp({ '/': <ProductPhotosEditor product={eight} /> }, '/');
    await screen.findByRole('heading', { name: 'Photos (8 of 8)' });
    expect(screen.queryByLabelText('Add a photo')).toBeNull();
    expect(screen.getByText(/has 8 photos, the most it can have/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A product needs at least one photo');
  });
});
