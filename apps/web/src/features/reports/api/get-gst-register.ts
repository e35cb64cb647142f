import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { adminKeys } from '@/lib/admin-keys';

/** Documents per page of the register screen (the server's default `limit`, decision 109). */
export const GST_REGISTER_PAGE_SIZE = 50;

/**
 * One page (from 1) of the shop's GST sales register of a month (`YYYY-MM`, IST): that page's documents, and the
 * whole month's totals, B2C Small and HSN tables (issue 30: a month of 100,000 documents is not sent at once).
 */
export function getGstRegister(month: string, page: number, signal?: AbortSignal) {
  return api.get('/api/admin/reports/gst/register', { query: { month, page, limit: GST_REGISTER_PAGE_SIZE }, signal });
}

/** The number of pages of a month of `documentCount` documents (at least 1, so an empty month has page 1 of 1). */
export const gstRegisterPages = (documentCount: number) => Math.max(1, Math.ceil(documentCount / GST_REGISTER_PAGE_SIZE));

export function useGstRegister(month: string, page: number) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.gstRegister(month, page),
      queryFn: ({ signal }) => getGstRegister(month, page, signal),
      retry: false,
      // Turning a page keeps the month's totals and the last page on screen (marked busy) until the next arrives;
      // another month starts from its loading state, never showing the last month's figures.
      placeholderData: (previous) => (previous?.month === month ? previous : undefined),
    }),
  );
}

/** The CSV of the whole month's register (GET /api/admin/reports/gst), streamed by the server. */
export const gstRegisterCsvPath = (month: string) => `/api/admin/reports/gst?month=${encodeURIComponent(month)}`;
