import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { superadminKeys } from '@/lib/superadmin-keys';

/** TCS under CGST s.52 of a month (`YYYY-MM`, IST), GSTR-8 shape. */
export function useTcsReport(month: string) {
  return useQuery(
    queryOptions({
      queryKey: superadminKeys.taxReport('tcs', month),
      queryFn: ({ signal }) => api.get('/api/superadmin/reports/tcs', { query: { month }, signal }),
      retry: false,
    }),
  );
}

/** TDS under Income-tax s.194-O of a month. */
export function useTdsReport(month: string) {
  return useQuery(
    queryOptions({
      queryKey: superadminKeys.taxReport('tds', month),
      queryFn: ({ signal }) => api.get('/api/superadmin/reports/tds', { query: { month }, signal }),
      retry: false,
    }),
  );
}

/** The CSV of a report (same figures as the JSON). */
export const taxReportCsvPath = (report: 'tcs' | 'tds', month: string) => `/api/superadmin/reports/${report}?month=${encodeURIComponent(month)}&format=csv`;
