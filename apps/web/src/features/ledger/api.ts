import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LedgerEntryReply, LedgerOverviewDto, PaymentMethod, ShopLedgerDto } from '@bazaar/shared';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

const PAGE_SIZE = 20;
const ownerKey = (page: number) => [...queryKeys.admin, 'ledger', page] as const;
const platformKey = (shopId: string | undefined, page: number) => [...queryKeys.superadmin, 'ledger', shopId ?? 'all', page] as const;

/** The shop owner's "Payments to Bazaar": balance, dues by date and a page of entries. */
export function useOwnerLedger(page: number) {
  return useQuery(
    queryOptions({
      queryKey: ownerKey(page),
      queryFn: ({ signal }) => api.get<ShopLedgerDto>('/api/admin/ledger', { page, limit: PAGE_SIZE }, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** The platform owner's view: every shop's balance (no shop), or one shop's ledger. */
export function usePlatformOverview(page: number) {
  return useQuery(
    queryOptions({
      queryKey: platformKey(undefined, page),
      queryFn: ({ signal }) => api.get<LedgerOverviewDto>('/api/superadmin/ledger', { page, limit: PAGE_SIZE }, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useShopLedger(shopId: string, page: number) {
  return useQuery(
    queryOptions({
      queryKey: platformKey(shopId, page),
      queryFn: ({ signal }) => api.get<ShopLedgerDto>('/api/superadmin/ledger', { shopId, page, limit: PAGE_SIZE }, signal),
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
      api.post<LedgerEntryReply>(`/api/superadmin/shops/${encodeURIComponent(shopId)}/payments`, body, { 'Idempotency-Key': key }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: [...queryKeys.superadmin, 'ledger'] }),
  });
}

export function useReverseEntry() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, reason }: { entryId: string; reason: string }) =>
      api.post<LedgerEntryReply>(`/api/superadmin/ledger/${encodeURIComponent(entryId)}/reverse`, { reason }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: [...queryKeys.superadmin, 'ledger'] }),
  });
}
