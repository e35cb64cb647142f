import type { OrderSummaryDto } from '@bazaar/shared';
import { StatGrid, StatTile } from '../../../components/ui/stat-tile';
import { formatRupees } from '../../../lib/format';

/** The four tiles over the current filter (computed by the server). */
export function OrderSummary({ summary }: { summary: OrderSummaryDto | undefined }) {
  const s = summary ?? { totalIncome: 0, cancelledOrders: 0, deliveredOrders: 0, totalOrders: 0 };
  return (
    <StatGrid label="Order summary" className="mb-6">
      <StatTile label="Total Income" value={formatRupees(s.totalIncome)} tone="saffron" />
      <StatTile label="Total Cancelled Orders" value={s.cancelledOrders} tone="red" />
      <StatTile label="Total Delivered Orders" value={s.deliveredOrders} tone="green" />
      <StatTile label="Total Orders" value={s.totalOrders} tone="blue" />
    </StatGrid>
  );
}
