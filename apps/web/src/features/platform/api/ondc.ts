import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { superadminKeys } from '@/lib/superadmin-keys';

export const ONDC_PAGE_SIZE = 20;

/** Whether Bazaar is on ONDC, and as whom (issue 29 #3). */
export function useOndcOverview() {
  return useQuery({
    queryKey: superadminKeys.ondc(),
    queryFn: ({ signal }) => api.get('/api/superadmin/ondc', { signal }),
    retry: false,
  });
}

/** A page of the orders buyer apps placed: ids, shop, status, total; never the buyer's details. */
export function useOndcOrders(page: number) {
  return useQuery({
    queryKey: superadminKeys.ondcOrders(page),
    queryFn: ({ signal }) => api.get('/api/superadmin/ondc/orders', { query: { page, limit: ONDC_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** A page of the callbacks to buyer apps still to be tried or given up on. */
export function useOndcCallbacks(page: number) {
  return useQuery({
    queryKey: superadminKeys.ondcCallbacks(page),
    queryFn: ({ signal }) => api.get('/api/superadmin/ondc/callbacks', { query: { page, limit: ONDC_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
