// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { SearchReply } from '@bazaar/shared';
import { stubFetch } from '../../../test/support/fetch';
import { renderApp } from '../../../test/support/render';
import { SearchBox } from './components/search-box';
import { SearchPage } from './search-page';
import { whyText } from './components/search-hits';
import { activateLanguage, withCatalog } from '@/i18n/i18n';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const shop = { _id: 's1', name: 'Sharma Kirana', location: 'Jaipur' };
const rice = {
  _id: 'p1',
  name: 'Basmati Rice 5 kg',
  price: 125000,
  mrp: 130000,
  image: null,
  unit: null,
  netQuantity: null,
  category: 'Grocery',
  subCategory: null,
  inStock: true,
  shop,
  deliversToPin: null,
  why: 'Rice for “chawal”',
  whyParts: [{ kind: 'name' as const, shown: 'Rice', typed: 'chawal' }],
};
const reply: SearchReply = {
  products: {
    items: [rice, { ...rice, _id: 'p2', name: 'Sona Masoori Rice', price: 60, mrp: null, inStock: false, why: null, whyParts: [] }],
    total: 30,
    page: 1,
    totalPages: 2,
  },
  shops: { items: [{ _id: 's1', name: 'Sharma Kirana', category: 'Grocery', location: 'Jaipur', image: null }], total: 1 },
  facets: {
    category: [{ value: 'Grocery', label: 'Grocery', count: 30 }],
    shop: [{ value: 's1', label: 'Sharma Kirana', count: 30 }],
    price: [{ value: '1000+', label: 'above 1000', count: 12 }],
    size: [
      { value: '8', label: '8', count: 3 },
      { value: 'M', label: 'M', count: 1 },
    ],
    colour: [{ value: 'Red', label: 'Red', count: 2 }],
  },
};
const guest = { 'GET /api/auth/session': { json: { user: null } } };
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('SearchBox', () => {
  it('asks once typing settles, lists products then shops, and moves through them with the arrow keys', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent = stubFetch({ ...guest, 'GET /api/search': { json: reply } });
    renderApp({ '/': <SearchBox /> }, '/');
    const box = screen.getByRole('combobox', { name: 'Search Bazaar for products and shops' });
    fireEvent.focus(box);
    fireEvent.input(box, { target: { value: 'cha' } });
    fireEvent.input(box, { target: { value: 'chawal' } });
    await act(() => vi.advanceTimersByTimeAsync(250));
    const list = await screen.findByRole('listbox', { name: 'Search suggestions' });
    await within(list).findByText('Basmati Rice 5 kg');
    const searches = sent.filter((r) => r.url.startsWith('/api/search'));
    expect(searches.map((r) => queryOf(r.url).q)).toEqual(['chawal']);
    expect(queryOf(searches[0]!.url).limit).toBe('5');
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Basmati Rice 5 kgSharma Kirana₹1,25,000.00',
      'Sona Masoori RiceSharma Kirana₹60.00',
      'Sharma KiranaJaipur',
    ]);
    expect(box.getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[2]!.id);

    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('a pointer resting where the list opens does not take the highlight; a moving one does', async () => {
    stubFetch({ ...guest, 'GET /api/search': { json: reply } });
    renderApp({ '/': <SearchBox /> }, '/');
    const box = screen.getByRole('combobox');
    fireEvent.focus(box);
    fireEvent.input(box, { target: { value: 'chawal' } });
    const [first, second] = await screen.findAllByRole('option', {}, { timeout: 2000 });
    fireEvent.mouseEnter(second!);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(first!.getAttribute('aria-selected')).toBe('true');
    fireEvent.mouseMove(second!);
    expect(second!.getAttribute('aria-selected')).toBe('true');
    expect(first!.getAttribute('aria-selected')).toBe('false');
  });

  it('Enter opens the highlighted hit, or the results page when none is', async () => {
    stubFetch({ ...guest, 'GET /api/search': { json: reply } });
    const first = renderApp({ '/': <SearchBox /> }, '/');
    let box = screen.getByRole('combobox');
    fireEvent.focus(box);
    fireEvent.input(box, { target: { value: 'chawal' } });
    await screen.findByText('Basmati Rice 5 kg', {}, { timeout: 2000 });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.submit(box.closest('form')!);
    expect(first.router.state.location.pathname).toBe('/product/p1');
    cleanup();

    const second = renderApp({ '/': <SearchBox /> }, '/');
    box = screen.getByRole('combobox');
    fireEvent.input(box, { target: { value: ' chawal ' } });
    fireEvent.submit(box.closest('form')!);
    expect(second.router.state.location.pathname + second.router.state.location.search).toBe('/search?q=chawal');
  });
});

describe('SearchBox as another form’s field (the home page’s “Search shops”, issue 25 #1)', () => {
  function Host({ onSubmit }: { onSubmit: (text: string) => void }) {
    const [text, setText] = useState('');
    return (
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit(text);
        }}
      >
        <label htmlFor="home-q">Search shops</label>
        <SearchBox field={{ id: 'home-q', value: text, onChange: setText, placeholder: 'Shop, area or product' }} />
      </form>
    );
  }

  it('is the same combobox under the form’s own label; Enter opens a highlighted hit, else submits the form', async () => {
    stubFetch({ ...guest, 'GET /api/search': { json: reply } });
    const submitted: string[] = [];
    const view = renderApp({ '/': <Host onSubmit={(q) => submitted.push(q)} /> }, '/');
    const box = screen.getByRole('combobox', { name: 'Search shops' });
    expect(document.querySelectorAll('form')).toHaveLength(1); // no form inside the page's form
    fireEvent.focus(box);
    fireEvent.input(box, { target: { value: 'chawal' } });
    const list = await screen.findByRole('listbox', { name: 'Search suggestions' });
    await within(list).findByText('Basmati Rice 5 kg', {}, { timeout: 2000 });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.getAttribute('data-testid')),
    ).toEqual(['typeahead-product', 'typeahead-product', 'typeahead-shop']);
    // Its Enter shows the results under the form, not the results page: the hint says so.
    expect(screen.getByText('Press Enter to see all results below.')).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.submit(box.closest('form')!); // what the browser does after an Enter nobody stopped
    expect(submitted).toEqual(['chawal']);
    expect(view.router.state.location.pathname).toBe('/');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(within(list).getAllByRole('option')[2]!.id);
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(view.router.state.location.pathname).toBe('/product/p1');
  });
});

describe('SearchPage', () => {
  it('shows products first (price, MRP, stock, why) then shops, and puts a facet in the URL', async () => {
    const sent = stubFetch({ ...guest, 'GET /api/search': { json: reply } });
    const view = renderApp({ '/search': <SearchPage /> }, '/search?q=chawal');
    expect(await screen.findByRole('heading', { name: 'Results for “chawal”' })).toBeTruthy();
    const products = within(await screen.findByTestId('search-products')).getAllByTestId('search-product');
    expect(products[0]!.textContent).toContain('₹1,25,000.00');
    expect(products[0]!.textContent).toContain('MRP ₹1,30,000.00');
    expect(products[0]!.textContent).toContain('In stock');
    expect(products[0]!.textContent).toContain('Rice for “chawal”');
    expect(products[1]!.textContent).toContain('Sold out');
    expect(within(screen.getByTestId('search-shops')).getByText('Sharma Kirana')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'above 1000 12' }));
    await vi.waitFor(() => expect(view.router.state.location.search).toBe('?q=chawal&price=1000%2B'));
    await vi.waitFor(() => expect(queryOf(sent.at(-1)!.url)).toMatchObject({ q: 'chawal', price: '1000+', page: '1' }));
    expect(screen.getByRole('button', { name: 'above 1000 12' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() => expect(view.router.state.location.search).toBe('?q=chawal&price=1000%2B&page=2'));
  });

  it('filters by size and colour and sorts, each kept in the URL and sent to the server', async () => {
    const sent = stubFetch({ ...guest, 'GET /api/search': { json: reply } });
    const view = renderApp({ '/search': <SearchPage /> }, '/search?q=shoes');
    const sizes = await screen.findByRole('group', { name: 'Size' });
    fireEvent.click(within(sizes).getByRole('button', { name: '8 3' }));
    await vi.waitFor(() => expect(view.router.state.location.search).toBe('?q=shoes&size=8'));
    fireEvent.click(within(screen.getByRole('group', { name: 'Colour' })).getByRole('button', { name: 'Red 2' }));
    await vi.waitFor(() => expect(view.router.state.location.search).toBe('?q=shoes&size=8&colour=Red'));
    const sort = screen.getByLabelText('Sort by') as HTMLSelectElement;
    expect(sort.value).toBe('relevance');
    fireEvent.change(sort, { target: { value: 'price_asc' } });
    await vi.waitFor(() => expect(view.router.state.location.search).toBe('?q=shoes&size=8&colour=Red&sort=price_asc'));
    await vi.waitFor(() => expect(queryOf(sent.at(-1)!.url)).toMatchObject({ q: 'shoes', size: '8', colour: 'Red', sort: 'price_asc', page: '1' }));
    // Best match is the default: it leaves the URL.
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'relevance' } });
    await vi.waitFor(() => expect(view.router.state.location.search).toBe('?q=shoes&size=8&colour=Red'));
  });

  it('sends the PIN and says which shops deliver there', async () => {
    const withPin = {
      ...reply,
      products: {
        ...reply.products,
        items: [
          { ...rice, deliversToPin: true },
          { ...rice, _id: 'p3', deliversToPin: false },
        ],
      },
    };
    const sent = stubFetch({ ...guest, 'GET /api/search': { json: withPin } });
    renderApp({ '/search': <SearchPage /> }, '/search?q=rice');
    fireEvent.input(await screen.findByLabelText('Your PIN code'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check delivery' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a 6-digit PIN code such as 302001');
    fireEvent.input(screen.getByLabelText('Your PIN code'), { target: { value: '302001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check delivery' }));
    await vi.waitFor(() => expect(queryOf(sent.at(-1)!.url).pin).toBe('302001'));
    expect(await screen.findByText('Delivers to your PIN')).toBeTruthy();
    expect(screen.getByText('Does not deliver to your PIN')).toBeTruthy();
  });

  it('offers did-you-mean and the nearest categories when nothing matched', async () => {
    const none: SearchReply = {
      products: { items: [], total: 0, page: 1, totalPages: 0 },
      shops: { items: [], total: 0 },
      didYouMean: 'samsung',
      nearestCategories: ['Electronics', 'Grocery'],
      facets: { category: [], shop: [], price: [], size: [], colour: [] },
    };
    stubFetch({ ...guest, 'GET /api/search': { json: none } });
    renderApp({ '/search': <SearchPage /> }, '/search?q=samsnng');
    expect((await screen.findByRole('link', { name: 'samsung' })).getAttribute('href')).toBe('/search?q=samsung');
    expect(screen.getByText('Nothing found for “samsnng”')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Electronics' }).getAttribute('href')).toBe('/search?q=Electronics');
  });

  it("shows the server's message and a retry when the search fails", async () => {
    stubFetch({ ...guest, 'GET /api/search': { status: 400, json: { message: 'Type at least 2 letters to search' } } });
    renderApp({ '/search': <SearchPage /> }, '/search?q=ab');
    expect(await screen.findByText('Type at least 2 letters to search')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('why a product matched, in the reader’s language (issue 28)', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  const parts = {
    why: 'Rice for “chawal”; in Staples; “sona” in the description',
    whyParts: [
      { kind: 'name', shown: 'Rice', typed: 'chawal' },
      { kind: 'category', category: 'Staples' },
      { kind: 'description', typed: 'sona' },
    ] as const,
  };

  it('says the server’s parts in English as the server does, and in Hindi with the sub-category’s Hindi name', async () => {
    expect(whyText({ ...parts, whyParts: [...parts.whyParts] })).toBe(parts.why);
    await activateLanguage('hi');
    await withCatalog('search', async () => null)();
    expect(whyText({ ...parts, whyParts: [...parts.whyParts] })).toBe('“chawal” के लिए Rice; राशन में; विवरण में “sona”');
  });

  it('falls back to the English sentence when a reply has no parts', () => {
    expect(whyText({ why: 'Rice for “chawal”', whyParts: [] })).toBe('Rice for “chawal”');
  });
});
