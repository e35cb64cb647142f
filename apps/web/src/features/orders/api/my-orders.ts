import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderDto, Paged } from '@bazaar/shared';
import { api, isApiError, type Body } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** What a client may send to cancel an order (the route's body; every field optional). */
type CancelOrderInput = NonNullable<Body<'/api/orders/{id}/cancel', 'patch'>>;

export const MY_ORDERS_PAGE_SIZE = 10;

/** The cache key of one page under one set of filters (search, status, from, to as query parameters). */
export const myOrdersKey = (page: number, filters: Record<string, string>) => [...queryKeys.myOrders, page, filters] as const;

export function useMyOrders(page: number, filters: Record<string, string> = {}) {
  return useQuery({
    queryKey: myOrdersKey(page, filters),
    queryFn: ({ signal }) => api.get('/api/orders/mine', { query: { ...filters, page, limit: MY_ORDERS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

type OrdersPage = Paged<OrderDto>;

function setStatus(page: OrdersPage | undefined, id: string, status: OrderDto['status']): OrdersPage | undefined {
  return page && { ...page, items: page.items.map((o) => (o._id === id ? { ...o, status } : o)) };
}

/**
 * The order's status now, from a refused cancel's answer (409 `{ status }`): a shop may have confirmed it meanwhile.
 * Undefined when the answer does not say.
 */
export function statusAfterRefusal(err: unknown): OrderDto['status'] | undefined {
  if (!isApiError(err) || !err.details || typeof err.details !== 'object') return undefined;
  const status = (err.details as { status?: unknown }).status;
  return typeof status === 'string' ? (status as OrderDto['status']) : undefined;
}

/**
 * Cancel is optimistic (spec §4): Cancelled at once; if the call fails the order shows its status now (the one
 * the server gives, else Pending) and the list is read again (issue 22 #5).
 */
export function useCancelOrder(page: number, filters: Record<string, string> = {}) {
  const qc = useQueryClient();
  const key = myOrdersKey(page, filters);
  return useMutation({
    mutationFn: ({ id, why }: { id: string; why?: CancelOrderInput }) => api.patch('/api/orders/{id}/cancel', { path: { id }, body: why ?? {} }),
    onMutate: async ({ id }) => {
      await qc.cancelQueries({ queryKey: key });
      qc.setQueryData<OrdersPage>(key, (p) => setStatus(p, id, 'Cancelled'));
    },
    onError: (err, { id }) => {
      qc.setQueryData<OrdersPage>(key, (p) => setStatus(p, id, statusAfterRefusal(err) ?? 'Pending'));
      void qc.invalidateQueries({ queryKey: queryKeys.myOrders });
    },
    onSuccess: (res) => {
      qc.setQueryData<OrdersPage>(key, (p) => p && { ...p, items: p.items.map((o) => (o._id === res.order._id ? res.order : o)) });
      void qc.invalidateQueries({ queryKey: queryKeys.shops });
    },
  });
}
