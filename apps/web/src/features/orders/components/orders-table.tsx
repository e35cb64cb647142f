// Over 300 lines: the phone cards and the laptop table of the orders share every cell component here.
import { IN_PROGRESS_STATUSES, nextStatuses, unitLabel, type OrderDto, type OrderStatus } from '@bazaar/shared';
import { t } from '@/i18n/i18n';
import { rich } from '@/i18n/rich';
import { Badge, StatusBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { DataTable, Td, Th, Tr } from '@/components/ui/table';
import { formatDateTime, formatOptions, formatRupees } from '@/lib/format';
import { cn } from '@/components/ui/cn';
import { InvoiceButton } from './invoice-button';
import { cancelReasonText, refuseReasonText } from './shop-order-reasons';

export interface OrdersTableProps {
  orders: OrderDto[];
  onChangeStatus: (order: OrderDto, status: OrderStatus) => void;
  onCancel: (order: OrderDto) => void;
  /** Mark Refused on a Confirmed order (the page asks for the reason first). */
  onRefuse: (order: OrderDto) => void;
  /** The order whose status change is under way (its buttons show a spinner). */
  busyId?: string | null;
  /** The last refused action: the server's message, shown next to that order's buttons (issue 22 #2). */
  failure?: ActionFailure | null;
}

export interface ActionFailure {
  id: string;
  message: string;
}

/** Why the owner's last action on this order was refused, where they are looking, and announced. */
function ActionError({ o, failure }: { o: OrderDto; failure?: ActionFailure | null }) {
  if (!failure || failure.id !== o._id) return null;
  return (
    <p
      role="alert"
      className="mt-2 max-w-72 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm break-words text-red-800"
      data-testid="order-action-error"
    >
      {failure.message}
    </p>
  );
}

function ItemsCell({ order }: { order: OrderDto }) {
  return (
    <div className="space-y-2">
      <ul className="space-y-1.5">
        {order.items.map((item) => (
          <li key={item._id} className="leading-snug">
            <span className="font-semibold text-ink-900">{item.name}</span>
            {item.options && (
              <span className="block text-sm text-ink-800" data-testid="order-item-options">
                {formatOptions(item.options)}
                {item.sku ? ` · ${t('admin.sku', { sku: item.sku })}` : ''}
              </span>
            )}
            {!item.options && <br />}
            <span className="text-ink-700 tabular-nums">
              {formatRupees(item.price)} × {item.quantity} = {formatRupees(item.total ?? item.price * item.quantity)}
            </span>
            {(unitLabel(item.unit) || item.subCategory) && (
              <span className="block text-xs text-ink-600">
                {[
                  unitLabel(item.unit) && t('admin.unit', { unit: unitLabel(item.unit) }),
                  item.subCategory && t('admin.subCategory', { name: item.subCategory }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            )}
          </li>
        ))}
      </ul>
      <details className="text-xs text-ink-600">
        <summary className="cursor-pointer">{t('admin.orderDetails')}</summary>
        <p className="mt-1 break-all">{rich('admin.fullOrderId', { id: <span className="font-mono">{order._id}</span> })}</p>
      </details>
    </div>
  );
}

/** The short order number every role sees (the same as the shopper's and the invoice's), as the order's heading. */
function OrderNumber({ order }: { order: OrderDto }) {
  return (
    <p className="mb-1 text-sm font-bold text-ink-900" data-testid="order-number">
      {t('admin.orderNumber', { number: order.orderNumber })}
      {order.source.channel === 'ondc' && (
        <Badge className="ml-2 bg-saffron-50 align-middle text-saffron-800 ring-saffron-300">ONDC · {order.source.buyerApp}</Badge>
      )}
    </p>
  );
}

/** "98450 12345", as people write a mobile number. */
const spaced = (phone: string) => (phone.length === 10 ? `${phone.slice(0, 5)} ${phone.slice(5)}` : phone);

/** The customer's name, email and, once the order is confirmed, the phone given at checkout as a call link. */
function Customer({ order }: { order: OrderDto }) {
  return (
    <div className="min-w-0">
      <p className="font-semibold break-words text-ink-900">{order.user.name}</p>
      <p className="text-xs break-all text-ink-600">{order.user.email}</p>
      {order.customerPhone && (
        <a
          href={`tel:+91${order.customerPhone}`}
          className="mt-1 inline-flex min-h-8 items-center gap-1.5 text-sm font-semibold whitespace-nowrap text-accent-800 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:outline-none"
          aria-label={t('admin.call', { name: order.user.name, phone: spaced(order.customerPhone) })}
          data-testid="customer-phone"
        >
          <Icon name="phone" className="size-4" />
          {spaced(order.customerPhone)}
        </a>
      )}
    </div>
  );
}

/** "22 Nov 2025" over "11:45 am IST", so the date columns stay narrow. */
function When({ iso }: { iso: string | null }) {
  if (!iso) return <span className="text-ink-600">--</span>;
  const text = formatDateTime(iso);
  const cut = text.indexOf(', ');
  if (cut < 0) return <time dateTime={iso}>{text}</time>;
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      <span className="block">{text.slice(0, cut)}</span>
      <span className="block text-xs text-ink-600">{text.slice(cut + 2)}</span>
    </time>
  );
}

function Actions({ o, onChangeStatus, onRefuse, busyId }: { o: OrderDto } & Omit<OrdersTableProps, 'orders'>) {
  // A COD order above the platform's limit waits for the shopper's code (issue 13 #5); the server refuses it too.
  if (o.status === 'Pending' && o.codConfirmation?.status === 'awaiting')
    return (
      <span className="block max-w-40 text-xs text-ink-700" data-testid="awaiting-shopper-code">
        {t('admin.awaitingCode')}
      </span>
    );
  if (o.status === 'Pending')
    return (
      <Button size="sm" variant="accent" loading={busyId === o._id} onClick={() => onChangeStatus(o, 'Confirmed')}>
        {t('admin.confirmOrder')}
      </Button>
    );
  if (IN_PROGRESS_STATUSES.includes(o.status))
    return (
      <div className="flex flex-wrap gap-2">
        {/* Packed and Out for delivery (issue 29) are offered while they are ahead; a shop that does not use them skips them. */}
        {nextStatuses(o.status)
          .filter((to) => to === 'Packed' || to === 'Shipped')
          .map((to) => (
            <Button key={to} size="sm" variant="outline" disabled={busyId === o._id} onClick={() => onChangeStatus(o, to)}>
              {to === 'Packed' ? t('admin.markPacked') : t('admin.outForDelivery')}
            </Button>
          ))}
        <Button size="sm" variant="accent" loading={busyId === o._id} onClick={() => onChangeStatus(o, 'Delivered')}>
          {t('admin.markDelivered')}
        </Button>
        {/* Its accessible name is its label (voice control: "click Mark Refused"); the row or card says which order. */}
        <Button size="sm" variant="outline" disabled={busyId === o._id} onClick={() => onRefuse(o)}>
          {t('admin.markRefused')}
        </Button>
      </div>
    );
  return <span className="text-ink-600">--</span>;
}

function CancelAction({ o, onCancel, busyId }: { o: OrderDto; onCancel: (o: OrderDto) => void; busyId?: string | null }) {
  if (o.status !== 'Pending') return <span className="text-ink-600">--</span>;
  return (
    <Button size="sm" variant="danger" onClick={() => onCancel(o)} disabled={busyId === o._id}>
      {t('ui.cancel')}
    </Button>
  );
}

const Hidden = () => <span className="text-ink-600 italic">{t('admin.hidden')}</span>;

/** Who cancelled, and the customer's reason and note (issue 10 #19). */
function Cancellation({ o }: { o: OrderDto }) {
  const c = o.cancellation;
  if (!c || !c.by) return null;
  return (
    <p className="mt-1.5 text-xs break-words text-ink-700" data-testid="order-cancel-reason">
      {c.by === 'shop' ? t('admin.cancelledByShop') : c.by === 'platform' ? t('admin.cancelledByPlatform') : t('admin.cancelledByCustomer')}
      {c.reason && `: ${cancelReasonText(c.reason)}`}
      {c.note && <span className="block italic">“{c.note}”</span>}
    </p>
  );
}

/** Why the parcel came back (decision 022). */
function Refusal({ o }: { o: OrderDto }) {
  if (o.status !== 'Refused') return null;
  return (
    <p className="mt-1.5 text-xs break-words text-ink-700" data-testid="order-refuse-reason">
      {o.refusal?.label ? t('admin.parcelRefusedWhy', { reason: refuseReasonText(o.refusal.reason, o.refusal.label) }) : t('admin.parcelRefused')}
    </p>
  );
}

/**
 * The shopper's Delivered and Refused orders on the whole platform, on a Pending order: "12 delivered · 1 refused"
 * (counts only; which shops or items is never known). A shopper with neither reads as new.
 */
function ShopperHistory({ o }: { o: OrderDto }) {
  const h = o.shopperHistory;
  if (!h) return null;
  const text = h.delivered === 0 && h.refused === 0 ? t('admin.newShopper') : t('admin.history', { delivered: h.delivered, refused: h.refused });
  return (
    <p className={cn('mt-1 text-xs font-medium', h.refused > 0 ? 'text-purple-800' : 'text-ink-700')} data-testid="shopper-history">
      <span className="sr-only">{t('admin.historySr')}</span>
      {text}
    </p>
  );
}

/**
 * One order as a card (phones and tablets, below 1024 px): every column of the table, stacked, with the
 * actions at the bottom, so nothing needs sideways scrolling.
 */
function OrderCard(props: { o: OrderDto } & Omit<OrdersTableProps, 'orders'>) {
  const { o } = props;
  return (
    <li className="rounded-2xl border border-ink-200 bg-white p-4 shadow-sm" data-order-card={o._id}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <OrderNumber order={o} />
          <Customer order={o} />
          <ShopperHistory o={o} />
        </div>
        <StatusBadge status={o.status} />
      </div>
      <Cancellation o={o} />
      <Refusal o={o} />
      <div className="mt-3 border-t border-ink-100 pt-3 text-sm">
        <ItemsCell order={o} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 border-t border-ink-100 pt-3 text-sm">
        <div>
          <dt className="text-xs text-ink-600">{t('admin.total')}</dt>
          <dd className="font-semibold tabular-nums">{formatRupees(o.totalAmount)}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-600">{t('admin.placedAt')}</dt>
          <dd>
            <When iso={o.createdAt} />
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs text-ink-600">{t('admin.address')}</dt>
          <dd className="break-words whitespace-pre-line">{o.address ?? <Hidden />}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-600">{t('admin.deliveredAt')}</dt>
          <dd>
            <When iso={o.deliveredAt} />
          </dd>
        </div>
      </dl>
      <div className="mt-3 flex flex-wrap gap-2 border-t border-ink-100 pt-3">
        {o.status === 'Pending' || IN_PROGRESS_STATUSES.includes(o.status) ? <Actions {...props} /> : null}
        {o.status === 'Pending' && <CancelAction o={o} onCancel={props.onCancel} busyId={props.busyId} />}
        <InvoiceButton order={o} />
      </div>
      <ActionError o={o} failure={props.failure} />
    </li>
  );
}

/**
 * The shop's orders (spec "Shop orders dashboard"). From 1024 px a table with the spec's columns that
 * fits the width (cells wrap; no minimum width, so a 1366 px laptop shows Invoice without sideways
 * scrolling); below that one card per order.
 */
export function OrdersTable({ orders, onChangeStatus, onCancel, onRefuse, busyId, failure }: OrdersTableProps) {
  return (
    <>
      <ul className="space-y-4 lg:hidden" aria-label={t('admin.ordersList')}>
        {orders.map((o) => (
          <OrderCard key={o._id} o={o} onChangeStatus={onChangeStatus} onCancel={onCancel} onRefuse={onRefuse} busyId={busyId} failure={failure} />
        ))}
      </ul>
      <DataTable label={t('admin.ordersList')} minWidth="0" className="hidden lg:block">
        <thead>
          <tr>
            <Th>{t('admin.user')}</Th>
            <Th>{t('admin.items')}</Th>
            <Th className="text-right">{t('admin.total')}</Th>
            <Th>{t('admin.address')}</Th>
            <Th>{t('ui.status')}</Th>
            <Th>{t('admin.changeStatus')}</Th>
            <Th>{t('ui.cancel')}</Th>
            <Th>{t('admin.placedAt')}</Th>
            <Th>{t('admin.deliveredAt')}</Th>
            <Th>{t('admin.invoice')}</Th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <Tr key={o._id} data-order-id={o._id}>
              <Td>
                <Customer order={o} />
                <ShopperHistory o={o} />
              </Td>
              <Td className="min-w-40">
                <OrderNumber order={o} />
                <ItemsCell order={o} />
              </Td>
              <Td className="text-right font-semibold whitespace-nowrap tabular-nums">{formatRupees(o.totalAmount)}</Td>
              <Td className="break-words whitespace-pre-line">{o.address ?? <Hidden />}</Td>
              <Td>
                <StatusBadge status={o.status} />
                <Cancellation o={o} />
                <Refusal o={o} />
              </Td>
              <Td>
                <Actions o={o} onChangeStatus={onChangeStatus} onCancel={onCancel} onRefuse={onRefuse} busyId={busyId} />
                <ActionError o={o} failure={failure} />
              </Td>
              <Td>
                <CancelAction o={o} onCancel={onCancel} busyId={busyId} />
              </Td>
              <Td>
                <When iso={o.createdAt} />
              </Td>
              <Td>
                <When iso={o.deliveredAt} />
              </Td>
              <Td>
                <InvoiceButton order={o} />
              </Td>
            </Tr>
          ))}
        </tbody>
      </DataTable>
    </>
  );
}
