// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { stubFetch } from '../../../../test/support/fetch';
import { adminKeys } from '@/lib/admin-keys';
import { useCancelOrder } from './cancel-shop-order';
import type { ShopOrdersPage } from './get-shop-orders';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = (status: string) =>
  ({
    items: [
      { _id: 'o1', status },
      { _id: 'o2', status: 'Pending' },
    ],
    page: 1,
    totalPages: 1,
    total: 2,
  }) as unknown as ShopOrdersPage;

/**
 * The owner's cancel shows the order Cancelled at once in every cached order list. The dashboard's figures and the
 * GST register are cached under the same key without a list: an owner who opened the dashboard first could not
 * cancel at all (the update threw before anything was sent).
 */
describe('useCancelOrder', () => {
  it('marks the order cancelled in the lists, leaves the dashboard and the register alone, and sends the cancel', async () => {
    const sent = stubFetch({ 'PATCH /api/orders/o1/cancel': () => new Promise<Response>(() => {}) });
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    const dashboard = { pendingOrders: 2, confirmedOrders: 0 };
    const register = { month: '2026-11', documents: [] };
    qc.setQueryData(adminKeys.orderPage('All', 1), page('Pending'));
    qc.setQueryData(adminKeys.dashboard(), dashboard);
    qc.setQueryData(adminKeys.gstRegister('2026-11', 1), register);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useCancelOrder(), { wrapper });

    result.current.mutate({ id: 'o1', why: { reason: 'Item out of stock' } });

    await waitFor(() => expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual(['PATCH /api/orders/o1/cancel']));
    expect(JSON.parse(String(sent[0]!.body))).toEqual({ reason: 'Item out of stock' });
    expect(qc.getQueryData<ShopOrdersPage>(adminKeys.orderPage('All', 1))!.items.map((o) => o.status)).toEqual(['Cancelled', 'Pending']);
    expect(qc.getQueryData(adminKeys.dashboard())).toBe(dashboard);
    expect(qc.getQueryData(adminKeys.gstRegister('2026-11', 1))).toBe(register);
    expect(result.current.isError).toBe(false);
  });
});
