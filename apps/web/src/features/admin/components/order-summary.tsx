import type { OrderSummaryDto } from '@bazaar/shared';
import { StatGrid, StatTile } from '@/components/ui/stat-tile';
import { formatRupees } from '@/lib/format';

const NONE: OrderSummaryDto = {
  totalIncome: 0,
  expectedIncome: 0,
  totalOrders: 0,
  pendingOrders: 0,
  confirmedOrders: 0,
  cancelledOrders: 0,
  deliveredOrders: 0,
  refusedOrders: 0,
};

/**
 * The tiles over the current filter, computed by the server. Total Income is money from Delivered orders
 * only; what Pending and Confirmed orders should still bring is shown beside it (decision 010).
 */
export function OrderSummary({ summary }: { summary: OrderSummaryDto | undefined }) {
  const s = summary ?? NONE;
  return (
    <StatGrid label="Order summary" className="mb-6">
      <StatTile
        label="Total Income"
        value={formatRupees(s.totalIncome)}
        tone="saffron"
        hint={
          <>
            From delivered orders · <span data-testid="expected-income">{formatRupees(s.expectedIncome)} expected</span> from pending and confirmed
          </>
        }
      />
      <StatTile label="Total Cancelled Orders" value={s.cancelledOrders} tone="red" />
      <StatTile label="Total Delivered Orders" value={s.deliveredOrders} tone="green" />
      <StatTile label="Refused Parcels" value={s.refusedOrders} tone="yellow" hint="Came back after confirming (RTO)" />
      <StatTile label="Total Orders" value={s.totalOrders} tone="blue" />
    </StatGrid>
  );
}
