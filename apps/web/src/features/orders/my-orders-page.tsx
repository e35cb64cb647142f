import { useEffect, useState } from 'react';
import type { OrderDto } from '@bazaar/shared';
import { Navigate, useSearchParams } from 'react-router';
import { isApiError, messageOf } from '@/lib/api';
import { toast } from '@/lib/toast';
import { usePageTitle } from '@/hooks/use-page-title';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterBar, listFilterParams, readListFilters } from '@/components/ui/filter-bar';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useCancelOrder, useMyOrders } from './api/my-orders';
import { useReorder } from './api/reorder';
import { CancelOrderDialog, type CancelReasonInput } from './components/cancel-order-dialog';
import { OrderCard } from './components/order-card';
import { t } from '@/i18n/i18n';
import { rich } from '@/i18n/rich';

const ORDER_FILTERS = ['All', 'Pending', 'Confirmed', 'Packed', 'Shipped', 'Delivered', 'Cancelled', 'Refused'] as const;

export function MyOrdersPage() {
  usePageTitle(t('nav.myOrders'));
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters = readListFilters(params);
  const query = listFilterParams(filters);
  const filtered = Object.keys(query).length > 0;
  const orders = useMyOrders(page, query);
  const cancel = useCancelOrder(page, query);
  const reorder = useReorder();
  const [toCancel, setToCancel] = useState<OrderDto | null>(null);
  const [cancelError, setCancelError] = useState<{ id: string; message: string } | null>(null);

  useEffect(() => {
    if (orders.data && page > orders.data.totalPages && orders.data.totalPages >= 1) setParams(listFilterParams(readListFilters(params)), { replace: true });
  }, [orders.data, page, params, setParams]);

  // Spec §8: a 401 sends the shopper to /login.
  if (orders.isError && isApiError(orders.error) && orders.error.status === 401) return <Navigate to="/login" replace />;

  // Spec §8's cancel texts, shown in the page instead of a browser pop-up.
  function confirmCancel(why: CancelReasonInput) {
    if (!toCancel) return;
    const id = toCancel._id;
    setCancelError(null);
    // A refused cancel says why on the order's card (issue 22 #5), which shows the order's status now.
    cancel.mutate(
      { id, why },
      {
        onSuccess: () => toast.success(t('orders.cancelled')),
        onError: (err) => setCancelError({ id, message: messageOf(err, t('orders.cancelFailed')) }),
      },
    );
    setToCancel(null);
  }

  /** Another page of orders starts at its top, not at the footer where the pager was. */
  function goToPage(p: number) {
    setParams({ ...query, ...(p > 1 ? { page: String(p) } : {}) });
    window.scrollTo({ top: 0 });
  }

  return (
    <Page>
      <PageHeader title={t('nav.myOrders')} subtitle={t('orders.subtitle')} />
      <FilterBar
        value={filters}
        onChange={(f) => setParams(listFilterParams(f), { replace: true })}
        statuses={ORDER_FILTERS}
        searchLabel={t('orders.searchLabel')}
        searchPlaceholder={t('orders.searchPlaceholder')}
      />
      {orders.isPending ? (
        <Spinner label={t('orders.loading')} />
      ) : orders.isError ? (
        <EmptyState title={t('orders.loadFailed')} icon="alert">
          <p className="text-ink-600">{t('orders.checkConnection')}</p>
        </EmptyState>
      ) : orders.data.items.length === 0 && filtered ? (
        <EmptyState title={t('orders.noMatch')} icon="box">
          <p className="text-ink-600">{t('orders.noMatchHint')}</p>
        </EmptyState>
      ) : orders.data.items.length === 0 ? (
        <EmptyState title={t('orders.none')} icon="box">
          <ButtonLink to="/">{t('orders.startShopping')}</ButtonLink>
        </EmptyState>
      ) : (
        <div className="space-y-6">
          <ul className="grid gap-5 md:grid-cols-2">
            {orders.data.items.map((o) => (
              <li key={o._id} className="flex">
                <div className="w-full">
                  <OrderCard
                    order={o}
                    onCancel={() => setToCancel(o)}
                    cancelling={cancel.isPending && cancel.variables?.id === o._id}
                    onReorder={() => reorder.mutate(o._id)}
                    reordering={reorder.isPending && reorder.variables === o._id}
                    error={cancelError?.id === o._id ? cancelError.message : undefined}
                  />
                </div>
              </li>
            ))}
          </ul>
          <Pagination page={orders.data.page} totalPages={orders.data.totalPages} label={t('orders.pages')} onChange={goToPage} />
        </div>
      )}
      <CancelOrderDialog open={!!toCancel} onCancel={() => setToCancel(null)} onConfirm={confirmCancel}>
        {toCancel && <p>{rich('orders.cancelWithItems', { shop: <strong>{toCancel.shop.name}</strong> }, { count: toCancel.items.length })}</p>}
      </CancelOrderDialog>
    </Page>
  );
}
