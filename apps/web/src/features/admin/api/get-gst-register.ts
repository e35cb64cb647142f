import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { adminKeys } from './keys';

/** The shop's GST sales register of a month (`YYYY-MM`, IST): its documents, totals and HSN summary. */
export function getGstRegister(month: string, signal?: AbortSignal) {
  return api.get('/api/admin/reports/gst/register', { query: { month }, signal });
}

export function useGstRegister(month: string) {
  return useQuery(queryOptions({ queryKey: adminKeys.gstRegister(month), queryFn: ({ signal }) => getGstRegister(month, signal), retry: false }));
}

/** The CSV of the same register (GET /api/admin/reports/gst). */
export const gstRegisterCsvPath = (month: string) => `/api/admin/reports/gst?month=${encodeURIComponent(month)}`;
