// @vitest-environment happy-dom
/**
 * The home page's shop list while it loads (the cards' outline, said to a screen reader), when it cannot be read
 * (said where it would be, with a way to ask again), with no shops yet, and when a search finds none.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { shopper } from '../../../test/support/catalog-stubs';
import type { Reply } from '../../../test/support/fetch';
import { expectFailedThenAsked, failingOnce, never, noItems, openAs } from '../../../test/support/screen-states';
import { HomePage } from './home-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = (shops: Reply, at = '/') =>
  openAs(
    shopper,
    { 'GET /api/shops': shops, 'GET /api/shops/facets': { json: { categories: [], locations: [] } }, 'GET /api/products/latest': never },
    <HomePage />,
    at,
  );

describe('HomePage’s shops', () => {
  it('draws the cards’ outline while the shops load, and says so', async () => {
    open(never);
    expect((await screen.findAllByRole('status')).map((e) => e.textContent)).toContain('Loading shops');
  });

  it('says the shops could not be loaded, not that there are none, and asks again', async () => {
    const sent = open(failingOnce(noItems));
    await expectFailedThenAsked(sent, '/api/shops', 'Could not load the shops', 'No shops yet');
  });

  it('says no shop has joined yet', async () => {
    open(noItems);
    expect(await screen.findByText('No shops yet')).toBeTruthy();
    expect(screen.getByText('New shops are joining Bazaar soon.')).toBeTruthy();
  });

  it('says no shop matches a search that finds none', async () => {
    open(noItems, '/?search=saree');
    expect(await screen.findByText('No shops match your search')).toBeTruthy();
    expect(screen.getByText('Try another name, category or location.')).toBeTruthy();
  });
});
