import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod } from '@bazaar/shared';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { t } from '@/i18n/i18n';

const PAGE_SIZE = 20;
const ownerKey = (page: number) => [...queryKeys.admin, 'ledger', page] as const;
const platformKey = (shopId: string | undefined, page: number) => [...queryKeys.superadmin, 'ledger', shopId ?? 'all', page] as const;

/** The shop owner's "Payments to Bazaar": balance, dues by date and a page of entries. */
export function useOwnerLedger(page: number) {
  return useQuery(
    queryOptions({
      queryKey: ownerKey(page),
      queryFn: ({ signal }) => api.get('/api/admin/ledger', { query: { page, limit: PAGE_SIZE }, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** The platform owner's view: every shop's balance (no shop), or one shop's ledger. */
export function usePlatformOverview(page: number) {
  return useQuery(
    queryOptions({
      queryKey: platformKey(undefined, page),
      queryFn: async ({ signal }) => {
        const reply = await api.get('/api/superadmin/ledger', { query: { page, limit: PAGE_SIZE }, signal });
        // Without shopId the server answers the overview (one route, two shapes: the reply type is their union).
        if (!('shops' in reply)) throw new Error(t('ledger.overviewMissing'));
        return reply;
      },
      placeholderData: keepPreviousData,
    }),
  );
}

export function useShopLedger(shopId: string, page: number) {
  return useQuery(
    queryOptions({
      queryKey: platformKey(shopId, page),
      queryFn: async ({ signal }) => {
        const reply = await api.get('/api/superadmin/ledger', { query: { shopId, page, limit: PAGE_SIZE }, signal });
        if (!('shop' in reply)) throw new Error(t('ledger.shopMissing'));
        return reply;
      },
      placeholderData: keepPreviousData,
    }),
  );
}

export const ownerCsvPath = '/api/admin/ledger?format=csv';
export const platformCsvPath = (shopId?: string) =>
  shopId ? `/api/superadmin/ledger?shopId=${encodeURIComponent(shopId)}&format=csv` : '/api/superadmin/ledger?format=csv';

export interface PaymentInput {
  shopId: string;
  amount: number;
  method: PaymentMethod;
  reference: string;
  date?: string;
  /** One key per form submission: a retried request records the payment once. */
  key: string;
}

export function useRecordPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ shopId, key, ...body }: PaymentInput) =>
      api.post('/api/superadmin/shops/{shopId}/payments', { path: { shopId }, body: body, headers: { 'Idempotency-Key': key } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: [...queryKeys.superadmin, 'ledger'] }),
  });
}

export function useReverseEntry() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, reason }: { entryId: string; reason: string }) =>
      api.post('/api/superadmin/ledger/{id}/reverse', { path: { id: entryId }, body: { reason } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: [...queryKeys.superadmin, 'ledger'] }),
  });
}
