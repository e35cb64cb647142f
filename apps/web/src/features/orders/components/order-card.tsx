import { useId, useState } from 'react';
import { Link } from 'react-router';
import { unitLabel, type OrderDto } from '@bazaar/shared';
import { formatDateTime, formatOptions, formatRupees } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/badge';
import { cancelReasonText } from './cancel-order-dialog';
import { OrderDocuments } from './order-documents';
import { t } from '@/i18n/i18n';
import { rich } from '@/i18n/rich';
import { subCategoryText, unitText } from '@/lib/labels';

function ItemLine({ item }: { item: OrderDto['items'][number] }) {
  return (
    <li className="flex justify-between gap-3 py-1.5 text-sm">
      <span className="text-ink-800">
        <span className="font-semibold">{item.name}</span>
        {item.options && <span data-testid="order-item-options"> ({formatOptions(item.options)})</span>} × {item.quantity}
        {unitLabel(item.unit) && <span className="text-ink-600"> · {unitText(unitLabel(item.unit))}</span>}
        {item.subCategory && <span className="text-ink-600"> · {subCategoryText(item.subCategory)}</span>}
      </span>
      <span className="shrink-0 font-medium text-ink-900">{formatRupees(item.total)}</span>
    </li>
  );
}

function StatusAction({ order, onCancel, cancelling }: { order: OrderDto; onCancel: () => void; cancelling: boolean }) {
  switch (order.status) {
    case 'Pending':
      return (
        <Button variant="danger" onClick={onCancel} disabled={cancelling}>
          {t('orders.cancelOrder')}
        </Button>
      );
    case 'Confirmed':
      return (
        <Button disabled variant="outline">
          {t('orders.confirmedNoCancel')}
        </Button>
      );
    case 'Packed':
      return (
        <Button disabled variant="outline">
          {t('orders.packedNoCancel')}
        </Button>
      );
    case 'Shipped':
      return (
        <Button disabled variant="outline">
          {t('orders.shippedNoCancel')}
        </Button>
      );
    case 'Delivered':
      return (
        <Button disabled variant="outline">
          {t('orders.delivered')}
        </Button>
      );
    case 'Refused':
      return (
        <Button disabled variant="outline">
          {t('orders.parcelRefused')}
        </Button>
      );
    default:
      return (
        <Button disabled variant="outline">
          {t('orders.orderCancelled')}
        </Button>
      );
  }
}

/** A finished order (delivered, cancelled or refused) can be ordered again; an open one is still on its way. */
export const canReorder = (o: OrderDto) => o.status === 'Delivered' || o.status === 'Cancelled' || o.status === 'Refused';

export function OrderCard({
  order,
  onCancel,
  cancelling,
  onReorder,
  reordering,
  error,
}: {
  order: OrderDto;
  onCancel: () => void;
  cancelling: boolean;
  onReorder: () => void;
  reordering: boolean;
  /** Why the last action on this order was refused (the server's message), shown by its buttons. */
  error?: string;
}) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const [first, ...rest] = order.items;
  return (
    <article
      className="flex flex-col gap-4 rounded-2xl border border-ink-200 bg-white p-5 shadow-sm"
      data-testid="order-card"
      aria-label={t('orders.orderFrom', { shop: order.shop.name })}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="font-bold text-ink-900">{order.shop.name}</h2>
          <p className="text-xs text-ink-600">
            <Link to={`/my-orders/${order._id}`} className="font-semibold text-accent-800 underline-offset-2 hover:underline">
              {t('orders.orderNumber', { number: order.orderNumber })}
            </Link>{' '}
            · <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          </p>
        </div>
        <StatusBadge status={order.status} />
      </header>
      {order.status === 'Pending' && order.codConfirmation?.status === 'awaiting' && (
        <p className="rounded-lg bg-saffron-50 px-3 py-2 text-sm text-ink-800" data-testid="awaiting-confirmation">
          {rich('orders.awaitingCard', {
            awaiting: <strong>{t('orders.awaitingShort')}</strong>,
            code: (
              <Link to={`/my-orders/${order._id}`} className="font-semibold text-accent-800 underline underline-offset-2">
                {t('orders.enterCode')}
              </Link>
            ),
          })}
        </p>
      )}

      <ul id={listId} className="divide-y divide-ink-100">
        {first && <ItemLine item={first} />}
        {expanded && rest.map((i) => <ItemLine key={i._id} item={i} />)}
      </ul>
      {rest.length > 0 && (
        <div className="flex items-center justify-between gap-3 text-sm">
          {!expanded && <span className="text-ink-600">{t('orders.moreItems', { count: rest.length })}</span>}
          <button
            type="button"
            className="ml-auto rounded font-semibold text-accent-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((e) => !e)}
          >
            {expanded ? t('orders.showLess') : t('orders.showMore')}
          </button>
        </div>
      )}

      <dl className="grid gap-1 rounded-xl bg-ink-50 p-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-ink-700">{t('orders.itemsDelivery')}</dt>
          <dd>
            {formatRupees(order.subtotal)} + {formatRupees(order.deliveryCharge)}
          </dd>
        </div>
        {order.codFee > 0 && (
          <div className="flex justify-between">
            <dt className="text-ink-700">{t('orders.codFee')}</dt>
            <dd data-testid="order-cod-fee">{formatRupees(order.codFee)}</dd>
          </div>
        )}
        <div className="flex justify-between text-base">
          <dt className="font-semibold">{t('orders.totalCodShort')}</dt>
          <dd className="font-extrabold text-saffron-800">{formatRupees(order.totalAmount)}</dd>
        </div>
        {order.status === 'Refused' && (
          <div className="flex justify-between gap-3" data-testid="order-refusal">
            <dt className="text-ink-700">{t('status.refused')}</dt>
            <dd className="text-right">
              {order.refusal?.label ?? t('orders.cameBack')}
              {order.refusedAt && <span className="block text-xs text-ink-600">{formatDateTime(order.refusedAt)}</span>}
            </dd>
          </div>
        )}
        {order.status === 'Cancelled' && order.cancellation?.by === 'shop' && (
          <div className="flex justify-between gap-3" data-testid="order-cancellation">
            <dt className="text-ink-700">{t('orders.cancelledByShopShort')}</dt>
            <dd className="text-right break-words">{order.cancellation.reason ? cancelReasonText(order.cancellation.reason) : ''}</dd>
          </div>
        )}
        {order.deliveredAt && (
          <div className="flex justify-between">
            <dt className="text-ink-700">{t('status.delivered')}</dt>
            <dd>{formatDateTime(order.deliveredAt)}</dd>
          </div>
        )}
      </dl>

      <div className="mt-auto flex flex-col gap-3">
        <OrderDocuments order={order} />
        <div className="flex flex-wrap gap-3">
          <StatusAction order={order} onCancel={onCancel} cancelling={cancelling} />
          {canReorder(order) && (
            <Button variant="outline" onClick={onReorder} loading={reordering} aria-label={t('orders.orderAgainFrom', { shop: order.shop.name })}>
              {t('orders.orderAgain')}
            </Button>
          )}
        </div>
        {error && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="cancel-error">
            {error}
          </p>
        )}
      </div>
    </article>
  );
}
