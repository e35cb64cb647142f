// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { stubFetch } from '../../test/support/fetch';
import { finishPendingAdd, loginToAddAction, pendingAddOf } from './pending-action';

afterEach(() => vi.unstubAllGlobals());

const emptyCart = { items: [], itemCount: 0, subtotal: 0, deliveryCharge: 0, codFee: 0, total: 0, shops: [] };

describe('a pending Add to Cart across login', () => {
  it('keeps the variant picked, and adds that variant once logged in', async () => {
    const action = loginToAddAction({ _id: 'p1', name: 'Running shoe' }, 'v8b');
    expect(pendingAddOf(action.state)).toEqual({ productId: 'p1', name: 'Running shoe', variantId: 'v8b' });
    const sent = stubFetch({ 'POST /api/cart/add': { json: { message: 'ok', cart: emptyCart } } });
    await finishPendingAdd(action.state, 'user', new QueryClient());
    expect(JSON.parse(String(sent[0]!.body))).toEqual({ itemId: 'p1', quantity: 1, variantId: 'v8b' });
  });

  it('sends itemId alone for a product without options, and ignores a variantId that is not text', () => {
    expect(pendingAddOf(loginToAddAction({ _id: 'p1', name: 'Rice' }).state)).toEqual({ productId: 'p1', name: 'Rice' });
    expect(pendingAddOf({ addToCart: { productId: 'p1', name: 'Rice', variantId: 7 } })).toEqual({ productId: 'p1', name: 'Rice' });
  });
});
