import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedAddressBody } from '@bazaar/shared';
import { api } from '@/lib/api';

const KEY = ['addresses'] as const;

/** The shopper's saved addresses (decision 049), the default first. */
export function useSavedAddresses() {
  return useQuery({ queryKey: KEY, queryFn: ({ signal }) => api.get('/api/addresses', { signal }) });
}

function useAddressMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: KEY }) });
}

export function useSaveAddress() {
  return useAddressMutation(({ id, body }: { id?: string; body: SavedAddressBody }) =>
    id ? api.put('/api/addresses/{id}', { path: { id }, body: body }) : api.post('/api/addresses', { body: body }),
  );
}

export function useDeleteAddress() {
  return useAddressMutation((id: string) => api.delete('/api/addresses/{id}', { path: { id } }));
}
