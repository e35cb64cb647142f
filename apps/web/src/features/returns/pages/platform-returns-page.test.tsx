// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { ReturnDto } from '@bazaar/shared';
import { stubFetch } from '../../../../test/support/fetch';
import { renderApp } from '../../../../test/support/render';
import PlatformReturnsPage from './platform-returns-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const session = { json: { user: { _id: 's1', name: 'Meera', email: 'meera@example.in', role: 'superadmin', phone: null } } };

const ret = (over: Partial<ReturnDto>): ReturnDto => ({
  _id: 'r1',
  orderId: 'o1',
  orderNumber: 'A1B2C3',
  shopId: 'sh1',
  status: 'Received',
  resolution: 'refund',
  reason: 'damaged',
  reasonLabel: 'Arrived damaged',
  note: null,
  declineReason: null,
  resellable: true,
  lines: [{ itemId: 'i1', name: 'Basmati rice', quantity: 2, price: 125000.5 }],
  amount: 250001,
  createdAt: '2026-11-20T06:00:00.000Z',
  decideBy: '2026-11-22T06:00:00.000Z',
  decidedAt: '2026-11-20T07:00:00.000Z',
  pickedUpAt: '2026-11-21T07:00:00.000Z',
  receivedAt: '2026-11-21T09:00:00.000Z',
  closedAt: null,
  escalatedAt: null,
  refundDueBy: '2026-11-28T09:00:00.000Z',
  refundOverdue: true,
  refund: null,
  refundAccount: { kind: 'bank', upiId: null, accountNumber: 'XXXXXX3456', last4: '3456', ifsc: 'SBIN0001234', holder: 'Asha Rao', askAgain: false },
  creditNote: null,
  photos: [{ _id: 'p1', url: '/api/returns/r1/photos/p1' }],
  ...over,
});

describe('the platform owner’s returns (issue 26)', () => {
  it('shows an overdue refund with its status chip, and on asking, who saw the whole account number and when', async () => {
    const sent = stubFetch({
      'GET /api/auth/session': session,
      'GET /api/superadmin/returns': { json: { returns: [ret({}), ret({ _id: 'r2', orderNumber: 'Z9Y8X7', refundAccount: null })] } },
      'GET /api/superadmin/returns/r1/refund-account-views': {
        json: { views: [{ viewerId: 'a1', viewerName: 'Ravi Kumar', viewerEmail: 'ravi@example.in', viewedAt: '2026-11-21T10:30:00.000Z' }] },
      },
    });
    renderApp({ '/': <PlatformReturnsPage /> }, '/');
    const list = await screen.findByTestId('platform-returns');
    expect(list.textContent).toContain('Order #A1B2C3 · refund of ₹2,50,001.00');
    // The shopper's photo, read through the access-checked route (issue 26 #2).
    expect(screen.getAllByAltText('Photo 1 from the shopper')[0]!.getAttribute('src')).toBe('/api/returns/r1/photos/p1');
    expect(screen.getAllByTestId('return-status').map((s) => s.textContent)).toEqual(['Received by the shop', 'Received by the shop']);
    // Only a bank account has a number to see; the log is fetched when asked for.
    const buttons = screen.getAllByRole('button', { name: /Who saw the account number/ });
    expect(buttons.map((b) => b.textContent)).toEqual(['Who saw the account number ending 3456']);
    expect(sent.some((r) => r.url.includes('refund-account-views'))).toBe(false);
    fireEvent.click(buttons[0]!);
    expect(buttons[0]!.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText(/^Ravi Kumar, /)).toBeTruthy();
  });

  it('says so when nobody was shown the number', async () => {
    stubFetch({
      'GET /api/auth/session': session,
      'GET /api/superadmin/returns': { json: { returns: [ret({})] } },
      'GET /api/superadmin/returns/r1/refund-account-views': { json: { views: [] } },
    });
    renderApp({ '/': <PlatformReturnsPage /> }, '/');
    fireEvent.click(await screen.findByRole('button', { name: 'Who saw the account number ending 3456' }));
    expect(await screen.findByText('Nobody has been shown the whole number.')).toBeTruthy();
  });
});
