import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, messageOf } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { t } from '@/i18n/i18n';

/**
 * "Order again": the server puts the order's still-available products in the cart at today's prices; the
 * cart page then shows what was added and what could not be, and why (its location state `reorder`).
 */
export function useReorder() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (orderId: string) => api.post('/api/orders/{id}/reorder', { path: { id: orderId } }),
    onSuccess: (res) => {
      qc.setQueryData(queryKeys.cart, res.cart);
      void qc.invalidateQueries({ queryKey: queryKeys.cartCount });
      navigate('/cart', { state: { reorder: res } });
    },
    onError: (err) => toast.error(messageOf(err, t('orders.reorderFailed'))),
  });
}
