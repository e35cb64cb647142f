import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { superadminKeys } from '@/lib/superadmin-keys';

export const CONTACTS_PAGE_SIZE = 20;

export function getContactMessages(page: number, signal?: AbortSignal) {
  return api.get('/api/contact-messages', { query: { page, limit: CONTACTS_PAGE_SIZE }, signal });
}

export function contactMessagesQuery(page: number) {
  return queryOptions({
    queryKey: superadminKeys.contacts(page),
    queryFn: ({ signal }) => getContactMessages(page, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useContactMessages(page: number) {
  return useQuery(contactMessagesQuery(page));
}
