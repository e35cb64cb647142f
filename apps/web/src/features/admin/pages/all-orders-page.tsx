import { useState } from 'react';
import type { OrderDto } from '@bazaar/shared';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ConfirmDialog, EmptyState, Page, PageHeader, Pagination, Spinner } from '../../../components/ui';
import { useShopOrders, type OrderFilter } from '../api/get-shop-orders';
import { useChangeOrderStatus } from '../api/change-order-status';
import { useCancelOrder } from '../api/cancel-order';
import { OrderSummary } from '../components/order-summary';
import { StatusFilter } from '../components/status-filter';
import { OrdersTable } from '../components/orders-table';

/** /admin/all-orders — "Orders Placed on Your Shop". */
export default function AllOrdersPage() {
  usePageTitle('Orders Placed on Your Shop');
  const [status, setStatus] = useState<OrderFilter>('All');
  const [page, setPage] = useState(1);
  const [toCancel, setToCancel] = useState<OrderDto | null>(null);
  const orders = useShopOrders(status, page);
  const change = useChangeOrderStatus();
  const cancel = useCancelOrder();

  const data = orders.data;
  const busyId = change.isPending ? change.variables?.id : null;

  return (
    <Page>
      <PageHeader
        title="Orders Placed on Your Shop"
        subtitle="Confirm, deliver or cancel orders and download invoices. Addresses appear once you confirm an order."
      />
      <OrderSummary summary={data?.summary} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <StatusFilter
          value={status}
          onChange={(s) => {
            setStatus(s);
            setPage(1);
          }}
        />
        {data && (
          <p className="text-sm text-ink-600" aria-live="polite">
            {data.total} {data.total === 1 ? 'order' : 'orders'}
          </p>
        )}
      </div>

      {orders.isPending ? (
        <Spinner label="Loading orders" />
      ) : !data || data.items.length === 0 ? (
        <EmptyState title="No orders found." icon="📦">
          {status !== 'All' && <p className="text-ink-600">Try another status filter.</p>}
        </EmptyState>
      ) : (
        <div className={orders.isPlaceholderData ? 'space-y-6 opacity-60' : 'space-y-6'} aria-busy={orders.isFetching}>
          <OrdersTable
            orders={data.items}
            busyId={busyId}
            onChangeStatus={(o, s) => change.mutate({ id: o._id, status: s })}
            onCancel={(o) => setToCancel(o)}
          />
          <Pagination page={data.page} totalPages={data.totalPages} onChange={setPage} label="Order pages" />
        </div>
      )}

      <ConfirmDialog
        open={!!toCancel}
        title="Cancel this order?"
        confirmLabel="Yes, cancel order"
        cancelLabel="Keep order"
        onCancel={() => setToCancel(null)}
        onConfirm={() => {
          if (toCancel) cancel.mutate(toCancel._id);
          setToCancel(null);
        }}
      >
        {toCancel && (
          <p>
            The order from <strong>{toCancel.user.name}</strong> will be cancelled and its stock returned to your shop. This cannot be undone.
          </p>
        )}
      </ConfirmDialog>
    </Page>
  );
}
