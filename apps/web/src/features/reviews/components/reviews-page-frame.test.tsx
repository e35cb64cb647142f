// @vitest-environment happy-dom
/**
 * The Reviews pages' frame (reviews-page-frame.tsx) through the two pages that use it: the spinner while the
 * reviews load, each page's words when they cannot be read and when there are none, and the list with its pages,
 * asking the server for the page turned to and bringing the header back into view.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PlatformReviewDto } from '@bazaar/shared';
import { stubFetch, type Reply } from '../../../../test/support/fetch';
import { renderApp } from '../../../../test/support/render';
import OwnerReviewsPage from '../pages/owner-reviews-page';
import PlatformReviewsPage from '../pages/platform-reviews-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const review = (n: number): PlatformReviewDto => ({
  _id: `rv${n}`,
  shopId: 'sh1',
  shopName: 'Sharma Kirana',
  productId: null,
  productName: null,
  stars: 4,
  text: `Review number ${n}`,
  author: 'Meera',
  reply: 'Thank you',
  repliedAt: '2026-11-21T06:00:00.000Z',
  createdAt: '2026-11-20T06:00:00.000Z',
  updatedAt: '2026-11-20T06:00:00.000Z',
  editableUntil: '2026-12-20T06:00:00.000Z',
  hidden: false,
});
const never: Reply = () => new Promise<Response>(() => undefined);
const failure = { status: 500, json: { message: 'The database is busy', code: 'INTERNAL' } };

const pages = [
  {
    name: 'the shop owner’s',
    role: 'admin',
    url: '/api/admin/reviews',
    Page: OwnerReviewsPage,
    list: 'owner-reviews',
    loading: 'Loading reviews',
    failed: ['Could not load the reviews', 'The database is busy'],
    empty: ['No reviews yet', 'Shoppers can rate your shop and products once their orders are delivered.'],
  },
  {
    name: 'the platform’s',
    role: 'superadmin',
    url: '/api/superadmin/reviews',
    Page: PlatformReviewsPage,
    list: 'platform-reviews',
    loading: 'Loading reviews',
    failed: ['Could not load the reviews'],
    empty: ['No reviews yet'],
  },
] as const;

describe.each(pages)('$name Reviews page', ({ role, url, Page, list, loading, failed, empty }) => {
  const open = (reviews: Reply) => {
    const sent = stubFetch({
      'GET /api/auth/session': { json: { user: { _id: 'a1', name: 'Ravi', email: 'ravi@example.in', role, phone: null } } },
      [`GET ${url}`]: reviews,
    });
    renderApp({ '/': <Page /> }, '/');
    return sent;
  };

  it('shows a spinner while the reviews load', async () => {
    open(never);
    expect((await screen.findByRole('status')).textContent).toBe(loading);
    expect(screen.queryByTestId(list)).toBeNull();
  });

  it('says so when the reviews cannot be read', async () => {
    open(failure);
    expect(await screen.findByText(failed[0])).toBeTruthy();
    for (const text of failed) expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByTestId(list)).toBeNull();
  });

  it('says so when there are none yet', async () => {
    open({ json: { items: [], page: 1, total: 0, totalPages: 0 } });
    expect(await screen.findByText(empty[0])).toBeTruthy();
    for (const text of empty) expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByTestId(list)).toBeNull();
  });

  it('lists the reviews, and turning a page asks for it and brings the header into view', async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    // The first call answers page 1, the next page 2 (the request is sent while the page first renders).
    let served = 0;
    const sent = open(() => {
      const page = ++served;
      const body = { items: [review(page)], page, total: 2, totalPages: 2 };
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    });
    const shown = await screen.findByTestId(list);
    expect(within(shown).getByText('Review number 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Review number 2')).toBeTruthy();
    expect(sent.filter((r) => r.url.startsWith(url)).map((r) => new URL(r.url, 'http://x').searchParams.get('page'))).toEqual(['1', '2']);
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith({ block: 'start' }));
  });
});
