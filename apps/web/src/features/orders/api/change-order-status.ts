import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus, RefuseReason } from '@bazaar/shared';
import { api } from '@/lib/api';
import { toast } from '@/lib/toast';
import { orderStatusText } from '@/lib/labels';
import { t } from '@/i18n/i18n';
import { adminKeys } from '@/lib/admin-keys';

/** `reason` goes only with Refused (optional there). */
export function changeOrderStatus({ id, status, reason }: { id: string; status: OrderStatus; reason?: RefuseReason }) {
  return api.patch('/api/admin/orders/{id}/status', { path: { id }, body: reason ? { status, reason } : { status } });
}

/**
 * Confirm / Mark Delivered / Mark Refused: the list reloads and a 3 s toast says so. A failure reloads the list
 * (the order may have moved on) and the page shows the server's message next to that order (issue 22 #2).
 * A refused parcel's stock is back, which the toast says.
 */
export function useChangeOrderStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: changeOrderStatus,
    onSuccess: async (_res, { status }) => {
      await qc.invalidateQueries({ queryKey: adminKeys.orders() });
      toast.success(status === 'Refused' ? t('admin.markedRefused') : t('admin.markedAs', { status: orderStatusText(status) }), 3000);
    },
    onError: () => {
      void qc.invalidateQueries({ queryKey: adminKeys.orders() });
    },
  });
}
