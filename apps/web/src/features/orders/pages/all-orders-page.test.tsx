// @vitest-environment happy-dom
/**
 * The owner's Orders while they load, when they cannot be read (said where they would be, with a way to ask again),
 * and when there are none, with the hint to widen a search that found none.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { Reply } from '../../../../test/support/fetch';
import { expectFailedThenAsked, failingOnce, never, noItems, openAs, shopOwner } from '../../../../test/support/screen-states';
import { NO_ORDERS } from '../components/order-summary';
import AllOrdersPage from './all-orders-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = (orders: Reply, at = '/admin/all-orders') => openAs(shopOwner, { 'GET /api/admin/orders/page': orders }, <AllOrdersPage />, at);

describe('the owner’s Orders', () => {
  it('shows a spinner while the orders load', async () => {
    open(never);
    expect((await screen.findByRole('status')).textContent).toBe('Loading orders');
  });

  it('says the orders could not be loaded, not that there are none, and asks again', async () => {
    const sent = open(failingOnce({ json: { ...noItems.json, summary: NO_ORDERS } }));
    await expectFailedThenAsked(sent, '/api/admin/orders/page', 'Could not load your orders', 'No orders found.');
  });

  it('says there are no orders yet, without a hint about filters', async () => {
    open({ json: { ...noItems.json, summary: NO_ORDERS } });
    expect(await screen.findByText('No orders found.')).toBeTruthy();
    expect(screen.queryByText('Try another status filter, search or dates.')).toBeNull();
  });

  it('opened from a message’s link, searches for the order and hints at widening the search when none is found', async () => {
    const sent = open({ json: { ...noItems.json, summary: NO_ORDERS } }, '/admin/all-orders?search=BZ-0042');
    expect(await screen.findByText('Try another status filter, search or dates.')).toBeTruthy();
    expect(sent.find((r) => r.url.startsWith('/api/admin/orders/page'))?.url).toContain('search=BZ-0042');
  });
});
