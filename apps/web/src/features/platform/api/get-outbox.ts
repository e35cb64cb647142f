import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { superadminKeys } from '@/lib/superadmin-keys';

export const OUTBOX_PAGE_SIZE = 20;

export function outboxQuery(page: number) {
  return queryOptions({
    queryKey: superadminKeys.outbox(page),
    queryFn: ({ signal }) => api.get('/api/superadmin/outbox', { query: { page, limit: OUTBOX_PAGE_SIZE }, signal }),
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
    queryFn: ({ signal }) => api.get('/api/superadmin/outbox/{id}', { path: { id: id ?? '' }, signal }),
    enabled: !!id,
    retry: false,
  });
}

/** The SMS and WhatsApp messages (decision 086): channel, kind, number and status; never their variables. */
export function useChannelMessages(page: number) {
  return useQuery({
    queryKey: superadminKeys.channelMessages(page),
    queryFn: ({ signal }) => api.get('/api/superadmin/outbox/channel-messages', { query: { page, limit: OUTBOX_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
