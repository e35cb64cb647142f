// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReturnDto } from '@bazaar/shared';
import { activateLanguage } from '@/i18n/i18n';
import { getToasts } from '@/lib/toast';
import { stubFetch } from '../../../../test/support/fetch';
import { renderApp } from '../../../../test/support/render';
import ReturnsPage from './owner-returns-page';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

const session = { json: { user: { _id: 'a1', name: 'Ravi', email: 'ravi@example.in', role: 'admin', phone: null } } };
const asked = {
  _id: 'r1',
  orderId: 'o1',
  orderNumber: 'A1B2C3',
  shopId: 'sh1',
  status: 'Requested',
  resolution: 'refund',
  reason: 'damaged',
  reasonLabel: 'Arrived damaged',
  note: 'The handle came off',
  declineReason: null,
  resellable: null,
  lines: [{ itemId: 'i1', name: 'Brass lota', quantity: 1, price: 120 }],
  photos: [{ _id: 'p1', url: '/api/returns/r1/photos/p1' }],
  amount: 120,
  createdAt: '2026-11-20T06:00:00.000Z',
  decideBy: '2026-11-22T06:00:00.000Z',
  decidedAt: null,
  pickedUpAt: null,
  receivedAt: null,
  closedAt: null,
  escalatedAt: null,
  refundDueBy: null,
  refundOverdue: false,
  refund: null,
  refundAccount: null,
  creditNote: null,
} satisfies ReturnDto;

describe('the shop’s Returns page (issue 26 #2-#4)', () => {
  it('speaks Hindi: filters, the card with the shopper’s photo, the decline form and the toast after accepting', async () => {
    await activateLanguage('hi');
    const sent = stubFetch({
      'GET /api/auth/session': session,
      'GET /api/admin/returns': { json: { returns: [asked] } },
      'PATCH /api/admin/returns/r1': { json: { return: { ...asked, status: 'Accepted' } } },
    });
    renderApp({ '/': <ReturnsPage /> }, '/');
    expect(await screen.findByRole('heading', { name: 'रिटर्न' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'स्टेटस से रिटर्न छांटें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'रिफ़ंड में देरी' })).toBeTruthy();
    const card = await screen.findByTestId('shop-return');
    expect(card.textContent).toContain('ऑर्डर #A1B2C3 · ₹120.00 का रिफ़ंड');
    expect(card.textContent).toContain('1 × Brass lota, ₹120.00 प्रति');
    expect(card.textContent).toContain('ग्राहक कहते हैं: “The handle came off”');
    expect(screen.getByAltText('ग्राहक की फ़ोटो 1').getAttribute('src')).toBe('/api/returns/r1/photos/p1');

    fireEvent.click(screen.getByRole('button', { name: 'नामंज़ूर करें' }));
    const form = screen.getByRole('form', { name: 'ऑर्डर #A1B2C3 का रिटर्न नामंज़ूर करें' });
    fireEvent.click(screen.getByRole('button', { name: 'रिटर्न नामंज़ूर करें' }));
    expect((await screen.findByRole('alert')).textContent).toBe('लिखें कि आप क्यों नामंज़ूर कर रहे हैं: ग्राहक इसे पढ़ेगा');
    expect(form).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'वापस' }));

    fireEvent.click(screen.getByRole('button', { name: 'मंज़ूर करें' }));
    await waitFor(() => expect(getToasts().map((x) => x.message)).toContain('रिटर्न मंज़ूर किया गया'));
    expect(JSON.parse(String(sent.find((r) => r.method === 'PATCH')!.body))).toEqual({ status: 'Accepted' });
  });
});
