// @vitest-environment happy-dom
/** My Products while the list loads, when it cannot be read, with no products yet, and when a search finds none. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Reply } from '../../../../test/support/fetch';
import { never, noItems, openAs, shopOwner } from '../../../../test/support/screen-states';
import AdminProductsPage from './admin-products-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = (products: Reply) => openAs(shopOwner, { 'GET /api/admin/products': products }, <AdminProductsPage />);

describe('My Products', () => {
  it('shows a spinner while the products load', async () => {
    open(never);
    expect((await screen.findByRole('status')).textContent).toBe('Loading products');
  });

  it('says the products could not be read, with the server’s reason', async () => {
    open({ status: 503, json: { message: 'Bazaar is busy; try again in a minute', code: 'UNAVAILABLE' } });
    expect(await screen.findByText('Failed to load your products.')).toBeTruthy();
    expect(screen.getByText('Bazaar is busy; try again in a minute')).toBeTruthy();
  });

  it('offers to create the first product when there are none', async () => {
    open(noItems);
    expect(await screen.findByText('No products yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create your first product' }).getAttribute('href')).toBe('/admin/create-product');
  });

  it('says no product matches a search that finds none, and asks the server with the words', async () => {
    const sent = open(noItems);
    await screen.findByText('No products yet');
    fireEvent.input(screen.getByLabelText('Search products'), { target: { value: 'chappal' } });
    expect(await screen.findByText('No products match your search')).toBeTruthy();
    await waitFor(() => expect(sent.map((r) => r.url)).toContain('/api/admin/products?search=chappal&page=1&limit=12'));
  });
});
