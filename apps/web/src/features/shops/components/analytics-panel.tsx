import { forwardRef } from 'react';
import type { ShopDto } from '@bazaar/shared';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { StatGrid, StatTile } from '@/components/ui/stat-tile';
import { formatRupees } from '@/lib/format';
import { useShopAnalytics } from '../api/get-shop-analytics';
import { t } from '@/i18n/i18n';
import { AnalyticsChart } from './analytics-chart';

/** The selected shop's analytics: a spinner, then the figures and a chart, or 'Failed to load analytics'. */
export const AnalyticsPanel = forwardRef<HTMLHeadingElement, { shop: ShopDto; onClose: () => void }>(function AnalyticsPanel({ shop, onClose }, headingRef) {
  const q = useShopAnalytics(shop._id);
  const a = q.data;
  return (
    <Card className="p-5" aria-live="polite">
      <div className="mb-4 flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-saffron-800">{t('superadmin.analytics')}</p>
          <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold break-words text-ink-900 focus-visible:outline-none">
            {shop.name}
          </h2>
        </div>
        <button
          type="button"
          onClick={onClose}
          className="rounded-lg px-2 py-1 text-sm font-semibold text-ink-700 hover:bg-ink-100 focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:outline-none"
        >
          <span aria-hidden="true">{t('superadmin.closeLabel')}</span>
          <span className="sr-only">{t('superadmin.closeAnalytics')}</span>
        </button>
      </div>
      {q.isPending ? (
        <Spinner label={t('superadmin.analyticsLoading')} />
      ) : q.isError || !a ? (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 font-semibold text-red-800">
          {t('superadmin.analyticsFailed')}
        </p>
      ) : (
        <div className="space-y-5">
          <StatGrid label={t('superadmin.figuresFor', { name: shop.name })} columns={2}>
            <StatTile label={t('superadmin.income')} value={formatRupees(a.deliveredTotal)} tone="saffron" hint={t('superadmin.fromDelivered')} />
            <StatTile label={t('superadmin.expected')} value={formatRupees(a.expectedTotal)} tone="yellow" hint={t('superadmin.expectedHint')} />
            <StatTile label={t('superadmin.products')} value={a.productCount} />
            <StatTile label={t('superadmin.totalOrders')} value={a.orderCount} tone="blue" />
            <StatTile label={t('superadmin.pendingOrders')} value={a.pendingCount} tone="yellow" />
            <StatTile label={t('superadmin.confirmedOrders')} value={a.confirmedCount} tone="blue" />
            <StatTile label={t('superadmin.deliveredOrders')} value={a.deliveredCount} tone="green" hint={formatRupees(a.deliveredTotal)} />
            <StatTile label={t('superadmin.cancelledOrders')} value={a.cancelledCount} tone="red" hint={formatRupees(a.cancelledTotal)} />
            <StatTile label={t('superadmin.refusedParcels')} value={a.refusedCount} hint={formatRupees(a.refusedTotal)} />
            <StatTile label={t('superadmin.rtoRate')} value={a.rtoRate === null ? '--' : `${a.rtoRate}%`} hint={t('superadmin.rtoFormula')} />
          </StatGrid>
          <AnalyticsChart a={a} />
        </div>
      )}
    </Card>
  );
});
