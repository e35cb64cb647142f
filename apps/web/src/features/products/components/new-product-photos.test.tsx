// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ProductDto } from '@bazaar/shared';
import { Toaster } from '@/components/ui/toaster';
import { stubFetch, type SentRequest } from '../../../../test/support/fetch';
import { renderApp } from '../../../../test/support/render';
import CreateProductPage from '../pages/create-product-page';
import { NewProductPhotos, type PendingPhoto } from './new-product-photos';
import { movePhoto } from './photo-list';

// The page's photos go through the compression worker, which happy-dom has not: the file is kept as it is.
vi.mock('@/workers/compress-image', () => ({ compressImage: async (f: File) => f }));

beforeEach(() => {
  let n = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:photo-${++n}`, revokeObjectURL: () => {} }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

function pick(names: string[]) {
  const input = screen.getByLabelText(/^Product Image/) as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: names.map(png), configurable: true });
  fireEvent.change(input);
}

const order = () => screen.getAllByTestId('image-preview').map((img) => img.getAttribute('alt')!.replace('Preview of the product image ', ''));

function Harness({ compress = async (f: File) => f }: { compress?: (f: File) => Promise<File> }) {
  const [photos, setPhotos] = useState<PendingPhoto[]>([]);
  const [shown, setShown] = useState<Record<string, string>>({});
  return (
    <>
      <NewProductPhotos
        photos={photos}
        onChange={setPhotos}
        compress={compress}
        variants={[{ key: 'k8', label: '8 / Blue' }]}
        variantPhotos={shown}
        onVariantPhotosChange={setShown}
      />
      <output data-testid="shown">{Object.values(shown).map((id) => photos.find((p) => p.id === id)?.file.name)}</output>
    </>
  );
}

describe('movePhoto', () => {
  it('moves one entry and keeps the others in their order', () => {
    expect(movePhoto(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(movePhoto(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(movePhoto(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
  });
});

describe('NewProductPhotos', () => {
  it('orders the photos with buttons a keyboard reaches, the focus following the photo it moved', async () => {
    render(<Harness />);
    pick(['a.png', 'b.png', 'c.png']);
    await waitFor(() => expect(order()).toEqual(['a.png', 'b.png', 'c.png']));
    // The buttons wait while photos are being compressed.
    await waitFor(() => expect(screen.queryByText('Compressing the photos…')).toBeNull());
    expect(screen.getAllByTestId('new-photo').map((li) => within(li).getByText(/^(Cover|Photo \d)$/, { selector: 'p' }).textContent)).toEqual([
      'Cover',
      'Photo 2',
      'Photo 3',
    ]);
    expect(screen.getByRole('heading', { name: 'Photos (3 of 8)' })).toBeTruthy();
    // The cover has no "earlier" and no "make cover"; the last has no "later".
    expect((screen.getByRole('button', { name: 'Move photo 1 earlier' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Make photo 1 the cover' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Move photo 3 later' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Move photo 3 earlier' }));
    expect(order()).toEqual(['a.png', 'c.png', 'b.png']);
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Move photo 2 earlier'));

    fireEvent.click(screen.getByRole('button', { name: 'Make photo 3 the cover' }));
    expect(order()).toEqual(['b.png', 'a.png', 'c.png']);
    // At the front its "earlier" is off and it has no "make cover": the focus lands on its first button still on.
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Move photo 1 later'));

    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(order()).toEqual(['a.png', 'c.png']);
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Remove photo 1'));
  });

  it('lets a variant show one of the photos, and forgets it when that photo is removed', async () => {
    render(<Harness />);
    pick(['a.png', 'b.png']);
    const select = (await screen.findByLabelText('Photo for 8 / Blue')) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['The cover', 'Photo 1', 'Photo 2']);
    fireEvent.change(select, { target: { value: select.options[2]!.value } });
    expect(screen.getByTestId('shown').textContent).toBe('b.png');
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    expect((screen.getByLabelText('Photo for 8 / Blue') as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('Photo 1');
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    // One photo left: nothing to choose between.
    expect(screen.queryByLabelText('Photo for 8 / Blue')).toBeNull();
  });

  it('takes at most 8 and says how many were left out, and names a file that is not an image', async () => {
    render(<Harness compress={async (f) => (f.name === 'notes.png' ? Promise.reject(new Error('bad')) : f)} />);
    pick(['1.png', '2.png', 'notes.png']);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'notes.png could not be read as an image: choose a JPEG, PNG or WebP.');
    expect(order()).toEqual(['1.png', '2.png']);
    pick(['3.png', '4.png', '5.png', '6.png', '7.png', '8.png', '9.png', '10.png']);
    await waitFor(() => expect(order()).toHaveLength(8));
    expect(screen.getByRole('alert').textContent).toBe('A product has at most 8 photos: 2 not added.');
    expect((screen.getByLabelText(/^Product Image/) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('8 photos, the most a product can have: remove one to add another.')).toBeTruthy();
  });
});

const owner = { _id: 'a1', name: 'Ravi', email: 'ravi@example.in', role: 'admin', phone: null };
const details = {
  admin: { _id: 'a1', name: 'Ravi', email: 'ravi@example.in' },
  shop: { _id: 's1', name: 'Ravi Footwear', image: null, category: 'Clothing', location: 'Pune', address: '1 FC Road' },
};

describe('Create Product with several photos', () => {
  it('sends the chosen cover with the product, then the others in their order, then the photo a variant shows', async () => {
    let images = ['cover.webp'];
    const product = () =>
      ({
        _id: 'p1',
        shopId: 's1',
        name: 'Trail shoe',
        image: images[0],
        images,
        options: [{ name: 'Size', values: ['8'] }],
        variants: [{ _id: 'v8', sku: 'TRAIL-SHOE-8', options: { Size: '8' }, image: null }],
      }) as unknown as ProductDto;
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    const sent: SentRequest[] = stubFetch({
      'GET /api/auth/session': { json: { user: owner } },
      'GET /api/admin/details': { json: details },
      'POST /api/products': () => json({ message: 'Product created successfully!', product: product() }, 201),
      'POST /api/products/p1/images': () => {
        images = [...images, `extra-${images.length}.webp`];
        return json({ message: 'Photo added', product: product() }, 201);
      },
      'PUT /api/products/p1/variants/v8/image': () => json({ message: 'Variant photo saved', product: product() }),
      'GET /api/admin/products': { json: { items: [], total: 0, page: 1, pages: 0 } },
    });
    renderApp(
      {
        '/admin/create-product': (
          <>
            <CreateProductPage />
            <Toaster />
          </>
        ),
      },
      '/admin/create-product',
    );
    fireEvent.input(await screen.findByLabelText(/^Product Name/), { target: { value: 'Trail shoe' } });
    fireEvent.input(screen.getByLabelText(/^Description/), { target: { value: 'Light trail shoe' } });
    fireEvent.change(screen.getByRole('combobox', { name: /^Category/ }), { target: { value: 'Clothing' } });
    // Country of origin: India preselected, the other countries by name (decision 112).
    const origin = screen.getByRole('combobox', { name: /^Made in \(country of origin\)/ }) as HTMLSelectElement;
    expect(origin.value).toBe('IND');
    expect(origin.options[0]!.textContent).toBe('India');
    expect(origin.options).toHaveLength(249);
    fireEvent.click(screen.getByRole('button', { name: 'Add an option' }));
    fireEvent.input(screen.getByLabelText('Option 1 name'), { target: { value: 'Size' } });
    fireEvent.input(screen.getByLabelText('Add a value of Size'), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add value' }));
    fireEvent.input(await screen.findByLabelText('Price of 8'), { target: { value: '1299' } });
    fireEvent.input(screen.getByLabelText('Stock of 8'), { target: { value: '4' } });
    pick(['front.png', 'side.png', 'sole.png']);
    await waitFor(() => expect(order()).toEqual(['front.png', 'side.png', 'sole.png']));
    fireEvent.click(screen.getByRole('button', { name: 'Make photo 2 the cover' }));
    const forSize8 = screen.getByLabelText('Photo for 8') as HTMLSelectElement;
    fireEvent.change(forSize8, { target: { value: forSize8.options[3]!.value } }); // sole.png, the third
    const upload = screen.getByRole('button', { name: 'Upload Product' }) as HTMLButtonElement;
    await waitFor(() => expect(upload.disabled).toBe(false));
    fireEvent.click(upload);

    expect(await screen.findByText('Product created successfully!')).toBeTruthy();
    const writes = sent.filter((s) => s.method !== 'GET');
    expect(writes.map((s) => `${s.method} ${s.url.replace(/^https?:\/\/[^/]+/, '')}`)).toEqual([
      'POST /api/products',
      'POST /api/products/p1/images',
      'POST /api/products/p1/images',
      'PUT /api/products/p1/variants/v8/image',
    ]);
    expect((writes[0]!.body as FormData).get('originCountry')).toBe('IND');
    const files = writes.slice(0, 3).map((s) => ((s.body as FormData).get('image') as File).name);
    expect(files).toEqual(['side.png', 'front.png', 'sole.png']);
    expect(JSON.parse(String(writes[3]!.body))).toEqual({ image: 'extra-2.webp' });
    // The form is empty again for the next product.
    await waitFor(() => expect(screen.queryAllByTestId('image-preview')).toHaveLength(0));
  });

  it('says which photo did not save once the product exists, and still clears the form', async () => {
    const sent = stubFetch({
      'GET /api/auth/session': { json: { user: owner } },
      'GET /api/admin/details': { json: details },
      'POST /api/products': {
        status: 201,
        json: {
          message: 'Product created successfully!',
          product: { _id: 'p2', shopId: 's1', image: 'c.webp', images: ['c.webp'], options: [], variants: [] },
        },
      },
      'POST /api/products/p2/images': { status: 400, json: { message: 'The image is too large', code: 'VALIDATION' } },
      'GET /api/admin/products': { json: { items: [], total: 0, page: 1, pages: 0 } },
    });
    renderApp(
      {
        '/admin/create-product': (
          <>
            <CreateProductPage />
            <Toaster />
          </>
        ),
      },
      '/admin/create-product',
    );
    fireEvent.input(await screen.findByLabelText(/^Product Name/), { target: { value: 'Sev' } });
    fireEvent.input(screen.getByLabelText(/^Price/), { target: { value: '120' } });
    fireEvent.input(screen.getByLabelText(/^Description/), { target: { value: 'Crunchy sev' } });
    fireEvent.change(screen.getByRole('combobox', { name: /^Category/ }), { target: { value: 'Grocery' } });
    pick(['a.png', 'b.png']);
    await waitFor(() => expect(order()).toHaveLength(2));
    // Upload waits while the photos are compressed.
    const upload = screen.getByRole('button', { name: 'Upload Product' }) as HTMLButtonElement;
    await waitFor(() => expect(upload.disabled).toBe(false));
    fireEvent.click(upload);
    expect(
      await screen.findByText('Product created, but these were not saved: photo 2 (The image is too large). Add them from My Products → Edit.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByTestId('image-preview')).toHaveLength(0));
    expect(sent.filter((r) => r.method === 'POST').map((r) => r.url.replace(/^https?:\/\/[^/]+/, ''))).toEqual(['/api/products', '/api/products/p2/images']);
  });
});
