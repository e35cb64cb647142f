import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDto, OrderStatus } from '@bazaar/shared';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { adminKeys } from './keys';

export function changeOrderStatus({ id, status }: { id: string; status: OrderStatus }) {
  return api.patch<{ message: string; order: OrderDto }>(`/api/admin/orders/${encodeURIComponent(id)}/status`, { status });
}

/** Confirm / Mark Delivered: the list reloads and a 3 s toast says so; a failure is only logged (spec §8). */
export function useChangeOrderStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: changeOrderStatus,
    onSuccess: async (_res, { status }) => {
      await qc.invalidateQueries({ queryKey: adminKeys.orders() });
      toast.success(`Order marked as ${status} ✅`, 3000);
    },
    onError: (err) => {
      console.warn('Order status update failed', err);
      void qc.invalidateQueries({ queryKey: adminKeys.orders() });
    },
  });
}
