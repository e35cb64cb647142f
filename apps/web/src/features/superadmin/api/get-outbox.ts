import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxMessageDetailDto, OutboxMessageDto, Paged } from '@bazaar/shared';
import { api } from '@/lib/api';
import { superadminKeys } from './keys';

export const OUTBOX_PAGE_SIZE = 20;

export function outboxQuery(page: number) {
  return queryOptions({
    queryKey: superadminKeys.outbox(page),
    queryFn: ({ signal }) => api.get<Paged<OutboxMessageDto>>('/api/superadmin/outbox', { page, limit: OUTBOX_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useOutbox(page: number) {
  return useQuery(outboxQuery(page));
}

/** One message's plain-text part, fetched when it is opened. */
export function useOutboxMessage(id: string | null) {
  return useQuery({
    queryKey: superadminKeys.outboxMessage(id ?? ''),
    queryFn: ({ signal }) => api.get<OutboxMessageDetailDto>(`/api/superadmin/outbox/${id}`, undefined, signal),
    enabled: !!id,
    retry: false,
  });
}
