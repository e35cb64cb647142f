import { unitLabel, type OrderDto } from '@bazaar/shared';
import { useState, type ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { isApiError, messageOf } from '@/lib/api';
import { formatDateTime, formatOptions, formatRupees } from '@/lib/format';
import { toast } from '@/lib/toast';
import { usePageTitle } from '@/hooks/use-page-title';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icons';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { StatusBadge } from '@/components/ui/badge';
import { useCancelThisOrder, useOrder } from './api/get-order';
import { useReorder } from './api/reorder';
import { CancelOrderDialog, cancelReasonText, type CancelReasonInput } from './components/cancel-order-dialog';
import { CodConfirmation } from './components/cod-confirmation';
import { canReorder } from './components/order-card';
import { OrderDocuments } from './components/order-documents';
import { OrderReturns } from './components/order-returns';
import { StatusTimeline } from './components/status-timeline';
import { t } from '@/i18n/i18n';
import { rich } from '@/i18n/rich';
import { subCategoryText, unitText } from '@/lib/labels';

/**
 * /my-orders/:orderId — one order: its timeline, the shop to call, where it goes, what is in it and what it costs.
 * `rate` draws "Rate this order": the reviews domain's section, handed in by app/router.tsx.
 */
export function OrderPage({ rate }: { rate: (order: OrderDto) => ReactNode }) {
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const cancel = useCancelThisOrder(orderId);
  const [asking, setAsking] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const reorder = useReorder();
  usePageTitle(order.data ? t('orders.orderNumber', { number: order.data.orderNumber }) : t('orders.order'));

  if (order.isPending) return <Spinner label={t('orders.loadingOne')} />;
  if (order.isError) {
    if (isApiError(order.error) && order.error.status === 401) return <Navigate to="/login" replace state={{ from: `/my-orders/${orderId}` }} />;
    const missing = isApiError(order.error) && order.error.status === 404;
    return (
      <Page narrow className="py-12">
        <EmptyState title={missing ? t('orders.notFound') : t('orders.loadOneFailed')} icon="box">
          <p className="text-ink-600">{missing ? t('orders.notFoundHint') : t('orders.checkConnection')}</p>
          <ButtonLink to="/my-orders">{t('orders.backToOrders')}</ButtonLink>
        </EmptyState>
      </Page>
    );
  }
  const o = order.data;

  function confirmCancel(why: CancelReasonInput) {
    setAsking(false);
    setCancelError(null);
    // A refused cancel says why where the shopper is looking (issue 22 #5); the order is read again meanwhile.
    cancel.mutate(why, {
      onSuccess: () => toast.success(t('orders.cancelled')),
      onError: (err) => setCancelError(messageOf(err, t('orders.cancelFailed'))),
    });
  }

  return (
    <Page narrow className="space-y-6">
      <nav aria-label={t('orders.breadcrumb')} className="text-sm text-ink-600">
        <Link to="/my-orders" className="hover:text-saffron-800 hover:underline">
          {t('nav.myOrders')}
        </Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{t('orders.orderNumber', { number: o.orderNumber })}</span>
      </nav>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold text-ink-900 sm:text-3xl">{t('orders.orderNumber', { number: o.orderNumber })}</h1>
          <p className="text-sm text-ink-700">
            {rich('orders.fromPlaced', { shop: <strong>{o.shop.name}</strong>, when: <time dateTime={o.createdAt}>{formatDateTime(o.createdAt)}</time> })}
          </p>
        </div>
        <StatusBadge status={o.status} />
      </header>

      <CodConfirmation order={o} />

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="timeline-title" className="rounded-2xl border border-ink-200 bg-white p-5 shadow-sm">
          <h2 id="timeline-title" className="mb-4 text-lg font-bold text-ink-900">
            {t('ui.status')}
          </h2>
          <StatusTimeline order={o} />
          {o.cancellation && (
            <p className="mt-4 rounded-lg bg-ink-50 px-3 py-2 text-sm text-ink-700" data-testid="cancel-reason-shown">
              {o.cancellation.by === 'shop'
                ? t('orders.cancelledByShop')
                : o.cancellation.by === 'platform'
                  ? t('orders.cancelledByItself')
                  : t('orders.cancelledByYou')}
              {o.cancellation.reason && ` ${t('orders.reasonShown', { reason: cancelReasonText(o.cancellation.reason) })}`}
              {o.cancellation.note && (
                <span className="block break-words">
                  {o.cancellation.by === 'shop' ? t('orders.shopSays', { note: o.cancellation.note }) : `“${o.cancellation.note}”`}
                </span>
              )}
            </p>
          )}
          {o.status === 'Refused' && (
            <p className="mt-4 rounded-lg bg-purple-50 px-3 py-2 text-sm text-ink-700" data-testid="refuse-reason-shown">
              {o.refusal?.label ? t('orders.refusedWhy', { why: o.refusal.label }) : t('orders.refused')}
            </p>
          )}
          {o.status === 'Pending' && (
            <Button variant="danger" className="mt-5" onClick={() => setAsking(true)} loading={cancel.isPending}>
              {t('orders.cancelOrder')}
            </Button>
          )}
          {cancelError && (
            <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="cancel-error">
              {cancelError}
            </p>
          )}
          {canReorder(o) && (
            <Button className="mt-5" onClick={() => reorder.mutate(o._id)} loading={reorder.isPending}>
              {t('orders.orderAgain')}
            </Button>
          )}
          <p className="mt-5 text-sm text-ink-700">
            {rich('orders.problem', {
              complain: (
                <Link to={`/grievances/new?orderId=${o._id}`} className="font-semibold text-accent-800 underline underline-offset-2">
                  {t('orders.raiseComplaint')}
                </Link>
              ),
              how: (
                <Link to="/grievance-redressal" className="underline underline-offset-2">
                  {t('orders.howComplaints')}
                </Link>
              ),
            })}
          </p>
          <p className="mt-2 text-sm text-ink-700" data-testid="order-policies">
            <Link to="/returns-policy" className="underline underline-offset-2">
              {t('orders.returnsLink')}
            </Link>{' '}
            ·{' '}
            <Link to="/shipping-policy" className="underline underline-offset-2">
              {t('orders.shippingLink')}
            </Link>{' '}
            ·{' '}
            <Link to="/privacy" className="underline underline-offset-2">
              {t('orders.privacyLink')}
            </Link>
          </p>
        </section>

        <section aria-labelledby="shop-title" className="space-y-4 rounded-2xl border border-ink-200 bg-white p-5 shadow-sm">
          <h2 id="shop-title" className="text-lg font-bold text-ink-900">
            {t('orders.shopAndDelivery')}
          </h2>
          <div>
            <p className="font-semibold text-ink-900">{o.shop.name}</p>
            <p className="text-sm text-ink-700">{o.shop.address}</p>
            <a
              href={`tel:+91${o.shop.phone}`}
              className="mt-2 inline-flex h-10 items-center gap-2 rounded-lg border border-ink-300 px-3 text-sm font-semibold text-accent-800 hover:bg-accent-50 focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:outline-none"
            >
              <Icon name="phone" className="size-4" /> {t('orders.callShop', { phone: o.shop.phone })}
            </a>
          </div>
          <div>
            <p className="text-sm font-semibold text-ink-800">{t('orders.deliveryAddress')}</p>
            <p className="text-sm break-words whitespace-pre-line text-ink-700" data-testid="order-address">
              {o.address}
            </p>
          </div>
        </section>
      </div>

      <section aria-labelledby="items-title" className="rounded-2xl border border-ink-200 bg-white p-5 shadow-sm">
        <h2 id="items-title" className="mb-3 text-lg font-bold text-ink-900">
          {t('orders.itemCount', { count: o.items.length })}
        </h2>
        <ul className="divide-y divide-ink-100">
          {o.items.map((i) => (
            <li key={i._id} className="flex flex-wrap justify-between gap-x-3 gap-y-1 py-2 text-sm">
              <span className="min-w-0 text-ink-800">
                <span className="font-semibold break-words">{i.name}</span>
                {i.options && (
                  <span className="block text-ink-800" data-testid="order-item-options">
                    {formatOptions(i.options)}
                    {i.sku ? ` · ${t('orders.sku', { sku: i.sku })}` : ''}
                  </span>
                )}
                <span className="block text-ink-600">
                  {formatRupees(i.price)}
                  {unitLabel(i.unit) && ` / ${unitText(unitLabel(i.unit))}`} × {i.quantity}
                  {i.subCategory ? ` · ${subCategoryText(i.subCategory)}` : ''}
                </span>
              </span>
              <span className="shrink-0 font-semibold text-ink-900">{formatRupees(i.total)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-3 space-y-1 border-t border-ink-200 pt-3 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-ink-700">{t('orders.items')}</dt>
            <dd>{formatRupees(o.subtotal)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-ink-700">{t('orders.delivery')}</dt>
            <dd>{formatRupees(o.deliveryCharge)}</dd>
          </div>
          {o.codFee > 0 && (
            <div className="flex justify-between gap-3">
              <dt className="text-ink-700">{t('orders.codFee')}</dt>
              <dd data-testid="order-cod-fee">{formatRupees(o.codFee)}</dd>
            </div>
          )}
          <div className="flex justify-between gap-3 text-base">
            <dt className="font-bold">{t('orders.totalCod')}</dt>
            <dd className="font-extrabold text-saffron-800" data-testid="order-total">
              {formatRupees(o.totalAmount)}
            </dd>
          </div>
        </dl>
        <OrderDocuments order={o} className="mt-4 border-t border-ink-200 pt-4" />
      </section>

      <OrderReturns order={o} />

      {rate(o)}

      <p className="text-xs break-all text-ink-600">{rich('orders.fullId', { id: <span data-testid="order-full-id">{o._id}</span> })}</p>

      <CancelOrderDialog open={asking} onCancel={() => setAsking(false)} onConfirm={confirmCancel}>
        <p>{rich('orders.cancelConfirm', { shop: <strong>{o.shop.name}</strong> })}</p>
      </CancelOrderDialog>
    </Page>
  );
}
