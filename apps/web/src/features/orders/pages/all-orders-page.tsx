import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { OrderDto, OrderStatus, RefuseReason } from '@bazaar/shared';
import { messageOf } from '@/lib/api';
import { usePageTitle } from '@/hooks/use-page-title';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState, LoadFailed } from '@/components/ui/empty-state';
import { FilterBar, listFilterParams, NO_FILTERS, type ListFilters } from '@/components/ui/filter-bar';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { orderStatusText } from '@/lib/labels';
import { t } from '@/i18n/i18n';
import { rich } from '@/i18n/rich';
import { useShopOrders, type OrderFilter } from '../api/get-shop-orders';
import { useChangeOrderStatus } from '../api/change-order-status';
import { useCancelOrder } from '../api/cancel-shop-order';
import { OrderSummary } from '../components/order-summary';
import { StatusFilter } from '../components/status-filter';
import { OrdersTable, type ActionFailure } from '../components/orders-table';
import { RefuseOrderDialog } from '../components/refuse-order-dialog';
import { ShopCancelDialog, type ShopCancelWhy } from '../components/shop-cancel-dialog';

/** /admin/all-orders — "Orders Placed on Your Shop". */
export default function AllOrdersPage() {
  usePageTitle(t('admin.ordersTitle'));
  const [status, setStatus] = useState<OrderFilter>('All');
  const [page, setPage] = useState(1);
  // A link in the owner's new-order message opens the list searched for that order (`?search=<order number>`).
  const [params] = useSearchParams();
  const [found, setFound] = useState<ListFilters>(() => ({ ...NO_FILTERS, search: params.get('search') ?? '' }));
  const query = listFilterParams({ ...found, status: 'All' });
  const [toCancel, setToCancel] = useState<OrderDto | null>(null);
  const [toDeliver, setToDeliver] = useState<OrderDto | null>(null);
  const [toRefuse, setToRefuse] = useState<OrderDto | null>(null);
  const orders = useShopOrders(status, page, query);
  const change = useChangeOrderStatus();
  const cancel = useCancelOrder();

  const [failure, setFailure] = useState<ActionFailure | null>(null);

  const data = orders.data;
  const busyId = change.isPending ? change.variables?.id : null;

  // Every refused action says why next to its order (issue 22 #2); the next action on any order clears it.
  const failed = (id: string, fallback: string) => (err: unknown) => setFailure({ id, message: messageOf(err, fallback) });
  function setStatusOf(o: OrderDto, to: OrderStatus, reason?: RefuseReason) {
    setFailure(null);
    change.mutate(
      { id: o._id, status: to, ...(reason ? { reason } : {}) },
      { onError: failed(o._id, t('admin.markFailed', { number: o.orderNumber, status: orderStatusText(to) })) },
    );
  }
  function cancelOrder(o: OrderDto, why: ShopCancelWhy) {
    setFailure(null);
    cancel.mutate({ id: o._id, why }, { onError: failed(o._id, t('admin.cancelFailed')) });
  }

  return (
    <Page>
      <PageHeader title={t('admin.ordersTitle')} subtitle={t('admin.ordersSubtitle')} />
      <OrderSummary summary={data?.summary} />
      <FilterBar
        value={{ ...found, status: 'All' }}
        onChange={(f) => {
          setFound(f);
          setPage(1);
        }}
        statuses={[]}
        showStatus={false}
        searchLabel={t('admin.searchOrders')}
        searchPlaceholder={t('admin.searchPlaceholder')}
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
            {t('admin.orderCount', { count: data.total })}
          </p>
        )}
      </div>

      {orders.isPending ? (
        <Spinner label={t('admin.ordersLoading')} />
      ) : orders.isError && !data ? (
        <LoadFailed title={t('admin.ordersFailed')} error={orders.error} onRetry={() => void orders.refetch()} />
      ) : !data || data.items.length === 0 ? (
        <EmptyState title={t('admin.noOrders')} icon="📦">
          {(status !== 'All' || Object.keys(query).length > 0) && <p className="text-ink-600">{t('admin.noOrdersHint')}</p>}
        </EmptyState>
      ) : (
        <div className={orders.isPlaceholderData ? 'space-y-6 opacity-60' : 'space-y-6'} aria-busy={orders.isFetching}>
          <OrdersTable
            orders={data.items}
            busyId={busyId}
            failure={failure}
            // Delivered is final (the cash is in hand; no undo), so it is asked first, as Cancel is.
            onChangeStatus={(o, s) => (s === 'Delivered' ? setToDeliver(o) : setStatusOf(o, s))}
            onCancel={(o) => setToCancel(o)}
            onRefuse={(o) => setToRefuse(o)}
          />
          <Pagination page={data.page} totalPages={data.totalPages} onChange={setPage} label={t('admin.orderPages')} />
        </div>
      )}

      <ShopCancelDialog
        order={toCancel}
        onCancel={() => setToCancel(null)}
        onConfirm={(o, why) => {
          cancelOrder(o, why);
          setToCancel(null);
        }}
      />

      <ConfirmDialog
        open={!!toDeliver}
        title={t('admin.deliverTitle')}
        confirmLabel={t('admin.deliverYes')}
        cancelLabel={t('admin.deliverNo')}
        onCancel={() => setToDeliver(null)}
        onConfirm={() => {
          if (toDeliver) setStatusOf(toDeliver, 'Delivered');
          setToDeliver(null);
        }}
      >
        {toDeliver && (
          <p>
            {rich('admin.deliverText', {
              number: <strong className="font-mono">#{toDeliver.orderNumber}</strong>,
              name: <strong>{toDeliver.user.name}</strong>,
            })}
          </p>
        )}
      </ConfirmDialog>

      <RefuseOrderDialog
        order={toRefuse}
        onCancel={() => setToRefuse(null)}
        onConfirm={(o, reason) => {
          setStatusOf(o, 'Refused', reason);
          setToRefuse(null);
        }}
      />
    </Page>
  );
}
