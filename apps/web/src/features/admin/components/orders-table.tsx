import type { OrderDto, OrderStatus } from '@bazaar/shared';
import { StatusBadge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataTable, Td, Th, Tr } from '../../../components/ui/table';
import { formatDateTime, formatRupees } from '../../../lib/format';
import { InvoiceButton } from './invoice-button';

export interface OrdersTableProps {
  orders: OrderDto[];
  onChangeStatus: (order: OrderDto, status: OrderStatus) => void;
  onCancel: (order: OrderDto) => void;
  /** The order whose status change is under way (its buttons show a spinner). */
  busyId?: string | null;
}

function ItemsCell({ order }: { order: OrderDto }) {
  return (
    <div className="min-w-52 space-y-2">
      <ul className="space-y-1.5">
        {order.items.map((item) => (
          <li key={item._id} className="leading-snug">
            <span className="font-semibold text-ink-900">{item.name}</span>
            <br />
            <span className="text-ink-700 tabular-nums">
              {formatRupees(item.price)} × {item.quantity} = {formatRupees(item.total ?? item.price * item.quantity)}
            </span>
            {(item.unit || item.subCategory) && (
              <span className="block text-xs text-ink-600">
                {[item.unit && `Unit: ${item.unit}`, item.subCategory && `Sub-category: ${item.subCategory}`].filter(Boolean).join(' · ')}
              </span>
            )}
          </li>
        ))}
      </ul>
      <p className="text-xs break-all text-ink-600">
        Order ID: <span className="font-mono">{order._id}</span>
      </p>
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

/** The shop's orders (spec "Shop orders dashboard"): scrolls sideways inside its own box on phones. */
export function OrdersTable({ orders, onChangeStatus, onCancel, busyId }: OrdersTableProps) {
  return (
    <>
      <p className="mb-2 text-xs text-ink-600 lg:hidden">Scroll the table sideways to see every column.</p>
      <DataTable label="Orders placed on your shop" minWidth="70rem">
        <thead>
          <tr>
            <Th>User</Th>
            <Th>Items</Th>
            <Th className="text-right">Total</Th>
            <Th>Address</Th>
            <Th>Status</Th>
            <Th>Change Status</Th>
            <Th>Cancel</Th>
            <Th>Placed At</Th>
            <Th>Delivered At</Th>
            <Th>Invoice</Th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <Tr key={o._id} data-order-id={o._id}>
              <Td>
                <div className="min-w-36">
                  <p className="font-semibold text-ink-900">{o.user.name}</p>
                  <p className="text-xs break-all text-ink-600">{o.user.email}</p>
                </div>
              </Td>
              <Td>
                <ItemsCell order={o} />
              </Td>
              <Td className="text-right font-semibold whitespace-nowrap tabular-nums">{formatRupees(o.totalAmount)}</Td>
              <Td className="min-w-40 max-w-56 whitespace-pre-line">{o.address ?? <span className="text-ink-600 italic">Hidden</span>}</Td>
              <Td>
                <StatusBadge status={o.status} />
              </Td>
              <Td>
                {o.status === 'Pending' ? (
                  <Button size="sm" variant="accent" loading={busyId === o._id} onClick={() => onChangeStatus(o, 'Confirmed')}>
                    Confirm
                  </Button>
                ) : o.status === 'Confirmed' ? (
                  <Button size="sm" variant="accent" className="whitespace-nowrap" loading={busyId === o._id} onClick={() => onChangeStatus(o, 'Delivered')}>
                    Mark Delivered
                  </Button>
                ) : (
                  <span className="text-ink-600">--</span>
                )}
              </Td>
              <Td>
                {o.status === 'Pending' ? (
                  <Button size="sm" variant="danger" onClick={() => onCancel(o)} disabled={busyId === o._id}>
                    Cancel
                  </Button>
                ) : (
                  <span className="text-ink-600">--</span>
                )}
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
