import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { isApiError } from '../../lib/api';
import { usePageTitle } from '../../hooks/use-page-title';
import { ButtonLink, EmptyState, Page, PageHeader, Pagination, Spinner } from '../../components/ui';
import { useCancelOrder, useMyOrders } from './api/my-orders';
import { OrderCard } from './components/order-card';

export function MyOrdersPage() {
  usePageTitle('My Orders');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const orders = useMyOrders(page);
  const cancel = useCancelOrder(page);

  useEffect(() => {
    if (orders.data && page > orders.data.totalPages && orders.data.totalPages >= 1) setParams({}, { replace: true });
  }, [orders.data, page, setParams]);

  // Spec §8: a 401 sends the shopper to /login.
  if (orders.isError && isApiError(orders.error) && orders.error.status === 401) return <Navigate to="/login" replace />;

  function onCancel(id: string) {
    cancel.mutate(id, {
      onSuccess: () => window.alert('Order cancelled successfully'),
      onError: () => window.alert('Failed to cancel order'),
    });
  }

  return (
    <Page>
      <PageHeader title="My Orders" subtitle="Track your cash-on-delivery orders. Pending orders can be cancelled." />
      {orders.isPending ? (
        <Spinner label="Loading your orders" />
      ) : orders.isError ? (
        <EmptyState title="Could not load your orders" icon="alert">
          <p className="text-ink-600">Please check your connection and try again.</p>
        </EmptyState>
      ) : orders.data.items.length === 0 ? (
        <EmptyState title="You have not placed any orders yet" icon="box">
          <ButtonLink to="/">Start Shopping</ButtonLink>
        </EmptyState>
      ) : (
        <div className="space-y-6">
          <ul className="grid gap-5 md:grid-cols-2">
            {orders.data.items.map((o) => (
              <li key={o._id} className="flex">
                <div className="w-full">
                  <OrderCard order={o} onCancel={() => onCancel(o._id)} cancelling={cancel.isPending && cancel.variables === o._id} />
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            page={orders.data.page}
            totalPages={orders.data.totalPages}
            label="Order pages"
            onChange={(p) => setParams(p > 1 ? { page: String(p) } : {})}
          />
        </div>
      )}
    </Page>
  );
}
