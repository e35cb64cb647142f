import { useId, useState } from 'react';
import type { OrderDto } from '@bazaar/shared';
import { formatDateTime, formatRupees } from '../../../lib/format';
import { Button, StatusBadge } from '../../../components/ui';

function ItemLine({ item }: { item: OrderDto['items'][number] }) {
  return (
    <li className="flex justify-between gap-3 py-1.5 text-sm">
      <span className="text-ink-800">
        <span className="font-semibold">{item.name}</span> × {item.quantity}
        {item.unit && <span className="text-ink-600"> · {item.unit}</span>}
        {item.subCategory && <span className="text-ink-600"> · {item.subCategory}</span>}
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
          Cancel Order
        </Button>
      );
    case 'Confirmed':
      return (
        <Button disabled variant="outline">
          Order Confirmed - Cannot Cancel
        </Button>
      );
    case 'Delivered':
      return (
        <Button disabled variant="outline">
          Order Delivered
        </Button>
      );
    default:
      return (
        <Button disabled variant="outline">
          Order Cancelled
        </Button>
      );
  }
}

export function OrderCard({ order, onCancel, cancelling }: { order: OrderDto; onCancel: () => void; cancelling: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const [first, ...rest] = order.items;
  return (
    <article
      className="flex flex-col gap-4 rounded-2xl border border-ink-200 bg-white p-5 shadow-sm"
      data-testid="order-card"
      aria-label={`Order from ${order.shop.name}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="font-bold text-ink-900">{order.shop.name}</h2>
          <p className="text-xs text-ink-600">
            Order #{order._id.slice(-8).toUpperCase()} · <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          </p>
        </div>
        <StatusBadge status={order.status} />
      </header>

      <ul id={listId} className="divide-y divide-ink-100">
        {first && <ItemLine item={first} />}
        {expanded && rest.map((i) => <ItemLine key={i._id} item={i} />)}
      </ul>
      {rest.length > 0 && (
        <div className="flex items-center justify-between gap-3 text-sm">
          {!expanded && <span className="text-ink-600">+{rest.length} more item(s)</span>}
          <button
            type="button"
            className="ml-auto rounded font-semibold text-accent-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((e) => !e)}
          >
            {expanded ? 'Show Less' : 'Show More'}
          </button>
        </div>
      )}

      <dl className="grid gap-1 rounded-xl bg-ink-50 p-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-ink-700">Items + delivery</dt>
          <dd>
            {formatRupees(order.subtotal)} + {formatRupees(order.deliveryCharge)}
          </dd>
        </div>
        <div className="flex justify-between text-base">
          <dt className="font-semibold">Total (COD)</dt>
          <dd className="font-extrabold text-saffron-800">{formatRupees(order.totalAmount)}</dd>
        </div>
        {order.deliveredAt && (
          <div className="flex justify-between">
            <dt className="text-ink-700">Delivered</dt>
            <dd>{formatDateTime(order.deliveredAt)}</dd>
          </div>
        )}
      </dl>

      <div className="mt-auto">
        <StatusAction order={order} onCancel={onCancel} cancelling={cancelling} />
      </div>
    </article>
  );
}
