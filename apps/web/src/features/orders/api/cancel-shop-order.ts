import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Body } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { t } from '@/i18n/i18n';
import { adminKeys } from '@/lib/admin-keys';
import type { ShopOrdersPage } from './get-shop-orders';

/** What a client may send to cancel an order (the route's body; every field optional). */
type CancelOrderInput = NonNullable<Body<'/api/orders/{id}/cancel', 'patch'>>;

/** `why`: the shop's reason (from SHOP_CANCEL_REASONS) and note; the spec's call sends none. */
export function cancelOrder({ id, why }: { id: string; why?: CancelOrderInput }) {
  return api.patch('/api/orders/{id}/cancel', { path: { id }, body: why ?? {} });
}

type Snapshot = Array<[readonly unknown[], ShopOrdersPage | undefined]>;

/**
 * Cancel from the shop's table (spec §4): the row shows Cancelled at once; if the call fails it goes back
 * to what it was, and the page shows the server's message next to that order (issue 22 #2).
 */
export function useCancelOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onMutate: async ({ id }): Promise<{ snapshot: Snapshot }> => {
      await qc.cancelQueries({ queryKey: adminKeys.orders() });
      const snapshot = qc.getQueriesData<ShopOrdersPage>({ queryKey: adminKeys.orders() });
      // Only the order lists: the dashboard's figures and the GST register sit under the same key, without items.
      qc.setQueriesData<ShopOrdersPage>({ queryKey: adminKeys.orders() }, (old) =>
        old && Array.isArray(old.items) ? { ...old, items: old.items.map((o) => (o._id === id ? { ...o, status: 'Cancelled' } : o)) } : old,
      );
      return { snapshot };
    },
    onError: (_err, _vars, ctx) => {
      for (const [key, data] of ctx?.snapshot ?? []) qc.setQueryData(key, data);
    },
    // The server's success text is English only (decision 091); the same sentence is said from the catalog.
    onSuccess: () => {
      toast.success(t('admin.orderCancelled'));
    },
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: adminKeys.orders() });
      void qc.invalidateQueries({ queryKey: queryKeys.shops });
    },
  });
}
