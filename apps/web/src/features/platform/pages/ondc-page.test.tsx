// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { stubFetch } from '../../../../test/support/fetch';
import { renderApp } from '../../../../test/support/render';
import OndcPage from './ondc-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const session = { json: { user: { _id: 's1', name: 'Meera', email: 'meera@example.in', role: 'superadmin', phone: null } } };
const empty = { json: { items: [], total: 0, page: 1, pageSize: 20, totalPages: 1 } };
const on = { enabled: true, subscriberId: 'bazaar.example.in', subscriberUrl: 'https://bazaar.example.in/ondc', cities: ['std:080', 'std:011'] };

describe('the platform owner’s ONDC screen (issue 29 #3)', () => {
  it('says ONDC is off and which variables turn it on, with empty lists', async () => {
    stubFetch({
      'GET /api/auth/session': session,
      'GET /api/superadmin/ondc': { json: { enabled: false, subscriberId: null, subscriberUrl: null, cities: [] } },
      'GET /api/superadmin/ondc/orders': empty,
      'GET /api/superadmin/ondc/callbacks': empty,
    });
    renderApp({ '/': <OndcPage /> }, '/');
    expect(await screen.findByText('ONDC is off')).toBeTruthy();
    expect(screen.getByTestId('ondc-state').textContent).toContain('npm run ondc:keys');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'ONDC_SUBSCRIBER_ID',
      'ONDC_SUBSCRIBER_URL',
      'ONDC_UNIQUE_KEY_ID',
      'ONDC_SIGNING_PRIVATE_KEY',
      'ONDC_REGISTRY_URL',
      'ONDC_CITY',
    ]);
    expect(await screen.findByText('No ONDC orders yet')).toBeTruthy();
    expect((await screen.findByTestId('ondc-callbacks-none')).textContent).toBe('Every callback has reached its buyer app.');
  });

  it('lists the orders and the callbacks not sent, with their ids, tries, last error and next try', async () => {
    stubFetch({
      'GET /api/auth/session': session,
      'GET /api/superadmin/ondc': { json: on },
      'GET /api/superadmin/ondc/orders': {
        json: {
          items: [
            {
              _id: 'o1',
              orderNumber: 'A1B2C3',
              buyerApp: 'buyer-app.example.in',
              buyerOrderId: 'BAP-42',
              transactionId: 'txn-1',
              shopId: 's1',
              shopName: 'Ananya Kirana',
              status: 'Shipped',
              total: 485.5,
              createdAt: '2026-11-27T10:00:00.000Z',
            },
          ],
          total: 1,
          page: 1,
          pageSize: 20,
          totalPages: 1,
        },
      },
      'GET /api/superadmin/ondc/callbacks': {
        json: {
          items: [
            {
              _id: 'e1',
              action: 'on_status',
              buyerApp: 'buyer-app.example.in',
              transactionId: 'txn-1',
              messageId: 'msg-1',
              status: 'pending',
              attempts: 3,
              lastError: 'on_status to the buyer app answered 503',
              nextAttemptAt: '2026-11-27T10:05:00.000Z',
              createdAt: '2026-11-27T10:01:00.000Z',
            },
            {
              _id: 'e2',
              action: 'on_cancel',
              buyerApp: 'buyer-app.example.in',
              transactionId: 'txn-2',
              messageId: 'msg-2',
              status: 'failed',
              attempts: 10,
              lastError: 'fetch failed',
              nextAttemptAt: null,
              createdAt: '2026-11-27T09:00:00.000Z',
            },
          ],
          total: 2,
          page: 1,
          pageSize: 20,
          totalPages: 1,
        },
      },
    });
    renderApp({ '/': <OndcPage /> }, '/');
    expect((await screen.findByTestId('ondc-state')).textContent).toContain('Bazaar is on ONDC as bazaar.example.in, for std:080, std:011.');
    const order = await screen.findByTestId('ondc-order');
    expect(order.textContent).toContain('Order #A1B2C3 · Ananya Kirana');
    expect(order.textContent).toContain('Out for delivery');
    expect(order.textContent).toContain('buyer-app.example.in · their order BAP-42');
    expect(order.textContent).toContain('₹485.50');
    expect(order.textContent).toContain('Transaction txn-1');
    const [pending, failed] = await screen.findAllByTestId('ondc-callback');
    expect(pending!.textContent).toContain('on_status');
    expect(pending!.textContent).toContain('Will try again');
    expect(pending!.textContent).toContain('3 tries');
    expect(pending!.textContent).toContain('next try');
    expect(pending!.textContent).toContain('Last error: on_status to the buyer app answered 503');
    expect(pending!.textContent).toContain('Message msg-1');
    expect(failed!.textContent).toContain('Given up');
    expect(failed!.textContent).not.toContain('next try');
  });

  it('says so when the lists cannot be loaded', async () => {
    stubFetch({
      'GET /api/auth/session': session,
      'GET /api/superadmin/ondc': { json: on },
      'GET /api/superadmin/ondc/orders': { status: 503, json: { message: 'Orders are down', code: 'UNAVAILABLE' } },
      'GET /api/superadmin/ondc/callbacks': { status: 503, json: { message: 'Callbacks are down', code: 'UNAVAILABLE' } },
    });
    renderApp({ '/': <OndcPage /> }, '/');
    // Each list says so in its own place, with the server's message.
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Orders are down', 'Callbacks are down']));
  });
});
