// @vitest-environment happy-dom
/**
 * The reviews sections the shop, product and order pages show (app/router.tsx hands them in): what each draws while
 * its reviews load, when there are none, when they cannot be read, and with some; what "Rate this order" sends.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrderDto, ReviewDto } from '@bazaar/shared';
import { shopper } from '../../../../test/support/catalog-stubs';
import { stubFetch, type Reply } from '../../../../test/support/fetch';
import { renderApp } from '../../../../test/support/render';
import { ProductReviews } from './product-reviews';
import { RateOrder } from './rate-order';
import { ShopReviews } from './shop-reviews';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const review = (over: Partial<ReviewDto> = {}): ReviewDto => ({
  _id: 'rv1',
  shopId: 's1',
  productId: null,
  productName: null,
  stars: 4,
  text: 'Fresh and on time',
  author: 'Meera',
  reply: null,
  repliedAt: null,
  createdAt: '2026-11-20T06:00:00.000Z',
  updatedAt: '2026-11-20T06:00:00.000Z',
  editableUntil: '2099-12-20T06:00:00.000Z',
  hidden: false,
  ...over,
});
const page = (items: ReviewDto[], p = 1, total = items.length, totalPages = 1) => ({ json: { items, page: p, pageSize: 5, total, totalPages } });
/** A reply that never comes: the section is still loading. */
const never: Reply = () => new Promise<Response>(() => undefined);
const session = { 'GET /api/auth/session': { json: { user: shopper } } };

describe('the shop’s reviews', () => {
  const show = (reviews: Reply) => {
    stubFetch({ ...session, 'GET /api/shops/s1/reviews': reviews });
    return renderApp({ '/': <ShopReviews shopId="s1" rating={{ average: 4, count: 1 }} /> }, '/');
  };

  it('lists the newest reviews under a heading with the average', async () => {
    show(page([review(), review({ _id: 'rv2', author: 'Ravi', text: 'Good dal' })]));
    const list = await screen.findByTestId('shop-reviews');
    expect(
      within(list)
        .getAllByTestId('review')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Fresh and on time'), expect.stringContaining('Good dal')]);
    expect(screen.getByRole('heading', { name: 'Reviews' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4.0 out of 5 from 1 review' })).toBeTruthy();
  });

  it.each([
    ['while they load', never],
    ['when there are none', page([])],
    ['when they cannot be read', { status: 500, json: { message: 'Database unavailable', code: 'INTERNAL' } }],
  ] as const)('leaves the section out %s', async (_when, reviews) => {
    const { container, queryClient } = show(reviews);
    await waitFor(() => expect(queryClient.isFetching()).toBe(reviews === never ? 1 : 0));
    expect(container.textContent).toBe('');
  });
});

describe('the product’s reviews', () => {
  it('shows the count and turns the pages, asking the server for each', async () => {
    const sent = stubFetch({
      ...session,
      'GET /api/products/p1/reviews': () => {
        const p = new URL(sent.at(-1)!.url, 'http://x').searchParams.get('page');
        const reply = p === '2' ? page([review({ _id: 'rv6', author: 'Zoya', text: 'Sixth' })], 2, 6, 2) : page([review()], 1, 6, 2);
        return new Response(JSON.stringify(reply.json), { headers: { 'Content-Type': 'application/json' } });
      },
    });
    renderApp({ '/': <ProductReviews productId="p1" rating={{ average: 4.2, count: 6 }} /> }, '/');
    expect(await screen.findByText('6 reviews')).toBeTruthy();
    expect(screen.getByText('Fresh and on time')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Sixth')).toBeTruthy();
    expect(sent.filter((r) => r.url.startsWith('/api/products/p1/reviews')).map((r) => new URL(r.url, 'http://x').searchParams.get('page'))).toEqual([
      '1',
      '2',
    ]);
  });

  it.each([
    ['while they load', never],
    ['when there are none', page([], 1, 0, 0)],
    ['when they cannot be read', { status: 500, json: { message: 'Database unavailable', code: 'INTERNAL' } }],
  ] as const)('leaves the section out %s', async (_when, reviews) => {
    stubFetch({ ...session, 'GET /api/products/p1/reviews': reviews });
    const { container, queryClient } = renderApp({ '/': <ProductReviews productId="p1" /> }, '/');
    await waitFor(() => expect(queryClient.isFetching()).toBe(reviews === never ? 1 : 0));
    expect(container.textContent).toBe('');
  });
});

describe('Rate this order', () => {
  const order = (over: Partial<OrderDto> = {}) =>
    ({
      _id: 'o1',
      status: 'Delivered',
      shop: { _id: 's1', name: 'Sharma Kirana', address: 'Pune', phone: '9876543210', gstnumber: null },
      items: [
        { _id: 'i1', productId: 'p1', name: 'Toor Dal 1 kg', unit: 'kg', subCategory: null, quantity: 1, price: 145, total: 145 },
        { _id: 'i2', productId: null, name: 'Old tiffin', unit: null, subCategory: null, quantity: 1, price: 450, total: 450 },
      ],
      ...over,
    }) as OrderDto;

  it('is not drawn, and reads nothing, before the order is delivered', async () => {
    const sent = stubFetch({ ...session });
    const { container } = renderApp({ '/': <RateOrder order={order({ status: 'Shipped' })} /> }, '/');
    await waitFor(() => expect(sent.some((r) => r.url === '/api/auth/session')).toBe(true));
    expect(container.textContent).toBe('');
    expect(sent.some((r) => r.url.startsWith('/api/reviews'))).toBe(false);
  });

  it('is not drawn while the shopper’s reviews load or when they cannot be read', async () => {
    stubFetch({ ...session, 'GET /api/reviews/mine': never });
    const first = renderApp({ '/': <RateOrder order={order()} /> }, '/');
    await waitFor(() => expect(first.queryClient.isFetching()).toBe(1));
    expect(first.container.textContent).toBe('');
    cleanup();
    stubFetch({ ...session, 'GET /api/reviews/mine': { status: 500, json: { message: 'Database unavailable', code: 'INTERNAL' } } });
    const second = renderApp({ '/': <RateOrder order={order()} /> }, '/');
    await waitFor(() => expect(second.queryClient.isFetching()).toBe(0));
    expect(second.container.textContent).toBe('');
  });

  it('offers the shop and each product still in the catalog, asks for stars first, and shows the server’s refusal', async () => {
    const sent = stubFetch({
      ...session,
      'GET /api/reviews/mine': { json: [] },
      'POST /api/reviews': { status: 409, json: { message: 'This order was already rated', code: 'CONFLICT' } },
    });
    renderApp({ '/': <RateOrder order={order()} /> }, '/');
    const forms = await screen.findAllByRole('form');
    expect(forms.map((f) => f.getAttribute('aria-label'))).toEqual(['Rate Sharma Kirana', 'Rate Toor Dal 1 kg']);
    const shopForm = forms[0]!;
    fireEvent.click(within(shopForm).getByRole('button', { name: 'Submit rating' }));
    expect(await within(shopForm).findByText('Choose from 1 to 5 stars')).toBeTruthy();
    expect(sent.some((r) => r.method === 'POST')).toBe(false);
    fireEvent.click(within(shopForm).getByRole('radio', { name: '4 stars' }));
    fireEvent.click(within(shopForm).getByRole('button', { name: 'Submit rating' }));
    expect(await within(shopForm).findByText('This order was already rated')).toBeTruthy();
    expect(JSON.parse(String(sent.find((r) => r.method === 'POST')!.body))).toEqual({ orderId: 'o1', stars: 4 });
  });

  it('shows what the shopper wrote, with a change while it is open and the reason once it is closed', async () => {
    stubFetch({
      ...session,
      'GET /api/reviews/mine': {
        json: [review(), review({ _id: 'rv2', productId: 'p1', editableUntil: '2026-01-01T00:00:00.000Z', createdAt: '2025-12-02T00:00:00.000Z' })],
      },
    });
    renderApp({ '/': <RateOrder order={order()} /> }, '/');
    const mine = await screen.findAllByTestId('my-review');
    expect(within(mine[0]!).getByText('Fresh and on time')).toBeTruthy();
    expect(within(mine[0]!).getByRole('button', { name: 'Change your review of Sharma Kirana' })).toBeTruthy();
    expect(within(mine[1]!).queryByRole('button')).toBeNull();
    expect(within(mine[1]!).getByTestId('edit-closed').textContent).toContain('can no longer be changed');
    fireEvent.click(within(mine[0]!).getByRole('button', { name: 'Change your review of Sharma Kirana' }));
    expect((await screen.findByLabelText<HTMLTextAreaElement>('Review of Sharma Kirana (optional)')).value).toBe('Fresh and on time');
  });
});
