import type { OrderSummaryDto } from '@bazaar/shared';
import { StatGrid, StatTile } from '@/components/ui/stat-tile';
import { formatRupees } from '@/lib/format';
import { t } from '@/i18n/i18n';
import { rich } from '@/i18n/rich';

/** The tiles of a shop with no orders (shown while the first page loads). */
export const NO_ORDERS: OrderSummaryDto = {
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
  const s = summary ?? NO_ORDERS;
  return (
    <StatGrid label={t('admin.orderSummary')} className="mb-6">
      <StatTile
        label={t('admin.totalIncome')}
        value={formatRupees(s.totalIncome)}
        tone="saffron"
        hint={rich('admin.incomeHint', {
          expected: <span data-testid="expected-income">{t('admin.expected', { amount: formatRupees(s.expectedIncome) })}</span>,
        })}
      />
      <StatTile label={t('admin.totalCancelled')} value={s.cancelledOrders} tone="red" />
      <StatTile label={t('admin.totalDelivered')} value={s.deliveredOrders} tone="green" />
      <StatTile label={t('admin.refusedParcels')} value={s.refusedOrders} tone="yellow" hint={t('admin.refusedHint')} />
      <StatTile label={t('admin.totalOrders')} value={s.totalOrders} tone="blue" />
    </StatGrid>
  );
}
