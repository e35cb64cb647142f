// @vitest-environment happy-dom
/**
 * The shopper's My Orders and order pages while their data loads, when it cannot be read, when there is none and
 * when the session has ended (spec §8: a 401 sends the shopper to /login).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { shopper } from '../../../test/support/catalog-stubs';
import type { Reply } from '../../../test/support/fetch';
import { failure, never, openAs } from '../../../test/support/screen-states';
import { MyOrdersPage } from './my-orders-page';
import { OrderPage } from './order-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const loggedOut = { status: 401, json: { message: 'Please log in', code: 'UNAUTHENTICATED' } };

describe('My Orders', () => {
  const open = (orders: Reply, at = '/my-orders') => openAs(shopper, { 'GET /api/orders/mine': orders }, <MyOrdersPage />, at);

  it('shows a spinner while the orders load', async () => {
    open(never);
    expect((await screen.findByRole('status')).textContent).toBe('Loading your orders');
  });

  it('says the orders could not be read', async () => {
    open(failure);
    expect(await screen.findByText('Could not load your orders')).toBeTruthy();
    expect(screen.getByText('Please check your connection and try again.')).toBeTruthy();
  });

  it('sends a shopper whose session ended to the login page', async () => {
    open(loggedOut);
    expect((await screen.findByTestId('where')).textContent).toBe('/login');
  });

  it('invites a shopper with no orders to start shopping', async () => {
    open({ json: { items: [], page: 1, pageSize: 10, total: 0, totalPages: 0 } });
    expect(await screen.findByText('You have not placed any orders yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Shopping' }).getAttribute('href')).toBe('/');
  });

  it('says no order matches when the filters leave none', async () => {
    open({ json: { items: [], page: 1, pageSize: 10, total: 0, totalPages: 0 } }, '/my-orders?search=tiffin');
    expect(await screen.findByText('No orders match these filters')).toBeTruthy();
    expect(screen.getByText('Try another search, status or dates.')).toBeTruthy();
  });
});

describe('one order', () => {
  const open = (order: Reply) => openAs(shopper, { 'GET /api/orders/o1': order }, <OrderPage rate={() => null} />, '/my-orders/o1', '/my-orders/:orderId');

  it('shows a spinner while the order loads', async () => {
    open(never);
    expect((await screen.findByRole('status')).textContent).toBe('Loading your order');
  });

  it('says an order that is not the shopper’s is not found, with the way back', async () => {
    open({ status: 404, json: { message: 'Order not found', code: 'NOT_FOUND' } });
    expect(await screen.findByText('This link does not match any of your orders.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to My Orders' }).getAttribute('href')).toBe('/my-orders');
  });

  it('says the order could not be read', async () => {
    open(failure);
    expect(await screen.findByText('Could not load this order')).toBeTruthy();
    expect(screen.getByText('Please check your connection and try again.')).toBeTruthy();
  });

  it('sends a shopper whose session ended to the login page, to come back to the order', async () => {
    open(loggedOut);
    expect((await screen.findByTestId('where')).textContent).toBe('/login {"from":"/my-orders/o1"}');
  });
});
