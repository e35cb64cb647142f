import { useState } from 'react';
import type { OrderDto } from '@bazaar/shared';
import { usePageTitle } from '@/hooks/use-page-title';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterBar, listFilterParams, NO_FILTERS, type ListFilters } from '@/components/ui/filter-bar';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useShopOrders, type OrderFilter } from '../api/get-shop-orders';
import { useChangeOrderStatus } from '../api/change-order-status';
import { useCancelOrder } from '../api/cancel-order';
import { OrderSummary } from '../components/order-summary';
import { StatusFilter } from '../components/status-filter';
import { OrdersTable } from '../components/orders-table';
import { RefuseOrderDialog } from '../components/refuse-order-dialog';

/** /admin/all-orders — "Orders Placed on Your Shop". */
export default function AllOrdersPage() {
  usePageTitle('Orders Placed on Your Shop');
  const [status, setStatus] = useState<OrderFilter>('All');
  const [page, setPage] = useState(1);
  const [found, setFound] = useState<ListFilters>(NO_FILTERS);
  const query = listFilterParams({ ...found, status: 'All' });
  const [toCancel, setToCancel] = useState<OrderDto | null>(null);
  const [toDeliver, setToDeliver] = useState<OrderDto | null>(null);
  const [toRefuse, setToRefuse] = useState<OrderDto | null>(null);
  const orders = useShopOrders(status, page, query);
  const change = useChangeOrderStatus();
  const cancel = useCancelOrder();

  const data = orders.data;
  const busyId = change.isPending ? change.variables?.id : null;

  return (
    <Page>
      <PageHeader
        title="Orders Placed on Your Shop"
        subtitle="Confirm, deliver or cancel orders, mark refused parcels and download invoices. Addresses appear once you confirm an order."
      />
      <OrderSummary summary={data?.summary} />
      <FilterBar
        value={{ ...found, status: 'All' }}
        onChange={(f) => {
          setFound(f);
          setPage(1);
        }}
        statuses={[]}
        showStatus={false}
        searchLabel="Search orders"
        searchPlaceholder="Order number, product or customer"
      />
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
          {(status !== 'All' || Object.keys(query).length > 0) && <p className="text-ink-600">Try another status filter, search or dates.</p>}
        </EmptyState>
      ) : (
        <div className={orders.isPlaceholderData ? 'space-y-6 opacity-60' : 'space-y-6'} aria-busy={orders.isFetching}>
          <OrdersTable
            orders={data.items}
            busyId={busyId}
            // Delivered is final (the cash is in hand; no undo), so it is asked first, as Cancel is.
            onChangeStatus={(o, s) => (s === 'Delivered' ? setToDeliver(o) : change.mutate({ id: o._id, status: s }))}
            onCancel={(o) => setToCancel(o)}
            onRefuse={(o) => setToRefuse(o)}
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
            Order <strong className="font-mono">#{toCancel.orderNumber}</strong> from <strong>{toCancel.user.name}</strong> will be cancelled and its stock
            returned to your shop. This cannot be undone.
          </p>
        )}
      </ConfirmDialog>

      <ConfirmDialog
        open={!!toDeliver}
        title="Mark this order delivered?"
        confirmLabel="Yes, delivered"
        cancelLabel="Not yet"
        onCancel={() => setToDeliver(null)}
        onConfirm={() => {
          if (toDeliver) change.mutate({ id: toDeliver._id, status: 'Delivered' });
          setToDeliver(null);
        }}
      >
        {toDeliver && (
          <p>
            Order <strong className="font-mono">#{toDeliver.orderNumber}</strong> for <strong>{toDeliver.user.name}</strong> will be marked delivered, with the
            cash collected. This cannot be undone.
          </p>
        )}
      </ConfirmDialog>

      <RefuseOrderDialog
        order={toRefuse}
        onCancel={() => setToRefuse(null)}
        onConfirm={(o, reason) => {
          change.mutate({ id: o._id, status: 'Refused', ...(reason ? { reason } : {}) });
          setToRefuse(null);
        }}
      />
    </Page>
  );
}
