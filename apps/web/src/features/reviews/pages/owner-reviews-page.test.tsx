// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReviewDto } from '@bazaar/shared';
import { stubFetch } from '../../../../test/support/fetch';
import { renderApp } from '../../../../test/support/render';
import OwnerReviewsPage from './owner-reviews-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const session = { json: { user: { _id: 'a1', name: 'Ravi', email: 'ravi@example.in', role: 'admin', phone: null } } };
const review = {
  _id: 'rv1',
  shopId: 'sh1',
  productId: null,
  productName: null,
  stars: 4,
  text: 'Came a day late, but the pedha was fresh',
  author: 'Meera',
  reply: null,
  repliedAt: null,
  createdAt: '2026-11-20T06:00:00.000Z',
  updatedAt: '2026-11-20T06:00:00.000Z',
  editableUntil: '2026-12-20T06:00:00.000Z',
  hidden: false,
} satisfies ReviewDto;

describe('the owner’s Reviews page', () => {
  it('says to write a reply first, and stops saying it once the owner writes', async () => {
    const sent = stubFetch({
      'GET /api/auth/session': session,
      'GET /api/admin/reviews': { json: { items: [review], total: 1, page: 1, totalPages: 1 } },
    });
    renderApp({ '/': <OwnerReviewsPage /> }, '/');
    const box = await screen.findByLabelText('Your reply to Meera');
    fireEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText('Write your reply first')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    fireEvent.input(box, { target: { value: 'Sorry for the delay' } });
    await waitFor(() => expect(screen.queryByText('Write your reply first')).toBeNull());
    expect(box.getAttribute('aria-invalid')).not.toBe('true');
    expect(sent.some((r) => r.method === 'POST')).toBe(false);
  });
});
