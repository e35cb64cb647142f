import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

/** Issue 22 #13: answer a contact message by email, or close one that needs no answer. */
export function useContactAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reply }: { id: string; reply?: string }) =>
      reply === undefined
        ? api.post('/api/contact-messages/{id}/close', { path: { id } })
        : api.post('/api/contact-messages/{id}/reply', { path: { id }, body: { reply } }),
    onSuccess: (res) => {
      toast.success(res.message);
      void qc.invalidateQueries({ queryKey: [...queryKeys.superadmin, 'contacts'] });
    },
  });
}
