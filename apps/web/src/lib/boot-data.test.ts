// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/support/fetch';

/** The answers the server inlines in the HTML (decision 053); a fresh module per test, as on a page load. */
function page(answers: Record<string, unknown> | string) {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = 'bazaar-boot';
  el.textContent = typeof answers === 'string' ? answers : JSON.stringify({ answers });
  document.body.append(el);
}

beforeEach(() => {
  vi.resetModules();
  document.body.innerHTML = '';
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('boot data: the first screen’s reads from the HTML', () => {
  it('the first GET of an inlined URL costs no request; the next one goes to the server', async () => {
    page({ '/api/shops/s1/products?price=all&page=1&limit=12': { items: [{ name: 'Rice' }] } });
    const sent = stubFetch({ 'GET /api/shops/s1/products': { json: { items: [{ name: 'Rice, fresh' }] } } });
    const { api } = await import('./api');
    const query = { search: '', price: 'all', page: 1, limit: 12 } as const;
    await expect(api.get('/api/shops/{shopId}/products', { path: { shopId: 's1' }, query })).resolves.toEqual({ items: [{ name: 'Rice' }] });
    expect(sent).toHaveLength(0);
    expect(document.getElementById('bazaar-boot')).toBeNull();
    await expect(api.get('/api/shops/{shopId}/products', { path: { shopId: 's1' }, query })).resolves.toEqual({ items: [{ name: 'Rice, fresh' }] });
    expect(sent).toHaveLength(1);
  });

  it('matches a URL whatever the order of its parameters, and only that URL', async () => {
    page({ '/api/shops?limit=9&page=1': { total: 1 } });
    const { bootKey, takeBootAnswer } = await import('./boot-data');
    expect(bootKey('/api/shops?page=1&limit=9')).toBe(bootKey('/api/shops?limit=9&page=1'));
    expect(takeBootAnswer('/api/shops?page=2&limit=9')).toBeUndefined();
    expect(takeBootAnswer('/api/shops?page=1&limit=9')).toEqual({ total: 1 });
  });

  it('is never used for a change, nor when it is over a minute old, nor when it is not JSON', async () => {
    page({ '/api/cart/add': { ok: 'from the page' }, '/api/shops/facets': { categories: [] } });
    const sent = stubFetch({ 'POST /api/cart/add': { json: { ok: true } }, 'GET /api/shops/facets': { json: { categories: ['Grocery'] } } });
    vi.spyOn(performance, 'now').mockReturnValue(61_000);
    const { api } = await import('./api');
    await expect(api.post('/api/cart/add', { body: { itemId: 'p1' } })).resolves.toEqual({ ok: true });
    await expect(api.get('/api/shops/facets')).resolves.toEqual({ categories: ['Grocery'] });
    expect(sent.map((s) => s.method)).toEqual(['POST', 'GET']);

    vi.resetModules();
    page('{not json</');
    const fresh = await import('./boot-data');
    expect(fresh.takeBootAnswer('/api/shops/facets')).toBeUndefined();
  });
});
