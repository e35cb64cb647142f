// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/support/fetch';
import { api, ApiError, fillPath, isApiError, isNetworkError, messageOf, OFFLINE_MESSAGE, request, UNREACHABLE_MESSAGE } from './api';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function failure(p: Promise<unknown>): Promise<ApiError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isApiError(err)) throw new Error(`expected an ApiError, got ${String(err)}`);
  return err;
}

describe('request: what is sent', () => {
  it('sends a plain object as JSON with the session cookie', async () => {
    const sent = stubFetch({ 'POST /api/cart/add': { json: { ok: true } } });
    await expect(api.post('/api/cart/add', { body: { itemId: 'p1', quantity: 1 } })).resolves.toEqual({ ok: true });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['Content-Type']).toBe('application/json');
    expect(sent[0]!.headers.Accept).toBe('application/json');
    expect(sent[0]!.credentials).toBe('include');
    expect(JSON.parse(String(sent[0]!.body))).toEqual({ itemId: 'p1', quantity: 1 });
  });

  it('sends FormData as it is, leaving the multipart Content-Type to the browser', async () => {
    const sent = stubFetch({ 'POST /api/products': { json: {} } });
    const fd = new FormData();
    fd.append('name', 'Rice');
    await api.post('/api/products', { body: fd });
    expect(sent[0]!.body).toBe(fd);
    expect(sent[0]!.headers['Content-Type']).toBeUndefined();
  });

  it('adds the query without empty values and keeps a query already in the path', async () => {
    const sent = stubFetch({ 'GET /api/shops': { json: [] } });
    await api.get('/api/shops', { query: { search: 'dal chawal', page: 2, category: '', location: undefined, limit: null } });
    await request('/api/shops?x=1', { query: { page: 3 } });
    await api.get('/api/shops', { query: { search: '' } });
    expect(sent.map((s) => s.url)).toEqual(['/api/shops?search=dal+chawal&page=2', '/api/shops?x=1&page=3', '/api/shops']);
    expect(sent.every((s) => s.method === 'GET' && s.body === undefined)).toBe(true);
  });

  it('an empty reply (204) resolves to undefined', async () => {
    stubFetch({ 'DELETE /api/products/p1': { status: 204 } });
    await expect(api.delete('/api/products/{id}', { path: { id: 'p1' } })).resolves.toBeUndefined();
  });
});

describe('request: errors', () => {
  it("keeps the server's message, code and details", async () => {
    stubFetch({ 'POST /api/auth/login': { status: 400, json: { message: 'Invalid email or password', code: 'BAD_LOGIN', details: { field: 'email' } } } });
    const err = await failure(request('/api/auth/login', { method: 'POST', body: {} }));
    expect(err).toBeInstanceOf(Error);
    expect(err.status).toBe(400);
    expect(err.message).toBe('Invalid email or password');
    expect(err.serverMessage).toBe('Invalid email or password');
    expect(err.code).toBe('BAD_LOGIN');
    expect(err.details).toEqual({ field: 'email' });
    expect(isNetworkError(err)).toBe(false);
  });

  it('a reply with extra fields beside message (409 with the new total) keeps them as details', async () => {
    stubFetch({ 'POST /api/orders': { status: 409, json: { message: 'Total changed', totalAmount: 1120 } } });
    const err = await failure(request('/api/orders', { method: 'POST', body: {} }));
    expect(err.status).toBe(409);
    expect(err.details).toEqual({ message: 'Total changed', totalAmount: 1120 });
  });

  it('a reply that is not JSON has no server message, and the screen falls back to its own text', async () => {
    stubFetch({ 'GET /api/cart': { status: 502, text: '<html>Bad Gateway</html>' } });
    const err = await failure(api.get('/api/cart'));
    expect(err.status).toBe(502);
    expect(err.serverMessage).toBeUndefined();
    expect(err.code).toBeUndefined();
    expect(err.message).toBe('Request failed with status 502');
    expect(messageOf(err, 'Failed to load cart')).toBe('Failed to load cart');
  });

  it('a non-string message is not taken as the server message', async () => {
    stubFetch({ 'GET /api/cart': { status: 500, json: { message: { nested: true }, code: 7 } } });
    const err = await failure(api.get('/api/cart'));
    expect(err.serverMessage).toBeUndefined();
    expect(err.code).toBeUndefined();
  });

  it('no answer at all while online: "could not reach", code NETWORK, status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const err = await failure(request('/api/cart'));
    expect(err.status).toBe(0);
    expect(isNetworkError(err)).toBe(true);
    expect(err.serverMessage).toBe(UNREACHABLE_MESSAGE);
    expect(messageOf(err, 'fallback')).toBe(UNREACHABLE_MESSAGE);
  });

  it('no answer while the browser is offline: says so', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const err = await failure(request('/api/cart'));
    expect(isNetworkError(err)).toBe(true);
    expect(err.serverMessage).toBe(OFFLINE_MESSAGE);
  });

  it('an aborted request is passed on as the abort, not turned into a network error', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(abort));
    await expect(request('/api/shops')).rejects.toBe(abort);
  });
});

describe('messageOf', () => {
  it("gives the server's message, else the fallback", () => {
    expect(messageOf(new ApiError(409, 'Only 2 left in stock'), 'Failed')).toBe('Only 2 left in stock');
    expect(messageOf(new ApiError(500, undefined), 'Failed')).toBe('Failed');
    expect(messageOf(new ApiError(400, ''), 'Failed')).toBe('Failed');
    expect(messageOf(new Error('boom'), 'Failed')).toBe('Failed');
    expect(messageOf('boom', 'Failed')).toBe('Failed');
  });
});

describe('the typed client (decision 060)', () => {
  it('fills path parameters from the OpenAPI template, encoded', async () => {
    expect(fillPath('/api/shops/{shopId}/reviews', { shopId: 'a b/c' })).toBe('/api/shops/a%20b%2Fc/reviews');
    const sent = stubFetch({ 'GET /api/orders/o%201': { json: { _id: 'o 1' } } });
    await api.get('/api/orders/{id}', { path: { id: 'o 1' } });
    expect(sent.map((s) => s.url)).toEqual(['/api/orders/o%201']);
  });

  it('a POST without a body sends {} (the routes parse a JSON object)', async () => {
    const sent = stubFetch({ 'POST /api/cart/clear': { json: { cart: {} } } });
    await api.post('/api/cart/clear');
    expect(sent[0]!.body).toBe('{}');
  });

  it('refuses, at typecheck, a path the server does not serve, a missing parameter or a field the route does not take', () => {
    // Never called: `npm run typecheck` fails when one of these lines stops being an error.
    const wrong = () => [
      // @ts-expect-error: no such path
      api.get('/api/shop/{id}', { path: { id: 'x' } }),
      // @ts-expect-error: the path parameter is missing
      api.get('/api/orders/{id}'),
      // @ts-expect-error: the route takes itemId, not productId
      api.post('/api/cart/add', { body: { productId: 'p1' } }),
      // @ts-expect-error: price is one of the listed ranges
      api.get('/api/shops/{shopId}/products', { path: { shopId: 's1' }, query: { price: 'cheap' } }),
    ];
    expect(typeof wrong).toBe('function');
  });
});
