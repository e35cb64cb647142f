import { forwardRef } from 'react';
import type { ShopDto } from '@bazaar/shared';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { StatGrid, StatTile } from '@/components/ui/stat-tile';
import { formatRupees } from '@/lib/format';
import { useShopAnalytics } from '../api/get-shop-analytics';
import { AnalyticsChart } from './analytics-chart';

/** The selected shop's analytics: a spinner, then the figures and a chart, or 'Failed to load analytics'. */
export const AnalyticsPanel = forwardRef<HTMLHeadingElement, { shop: ShopDto; onClose: () => void }>(function AnalyticsPanel({ shop, onClose }, headingRef) {
  const q = useShopAnalytics(shop._id);
  const a = q.data;
  return (
    <Card className="p-5" aria-live="polite">
      <div className="mb-4 flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-saffron-800">Analytics</p>
          <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold break-words text-ink-900 focus-visible:outline-none">
            {shop.name}
          </h2>
        </div>
        <button
          type="button"
          onClick={onClose}
          className="rounded-lg px-2 py-1 text-sm font-semibold text-ink-700 hover:bg-ink-100 focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:outline-none"
        >
          Close<span className="sr-only"> analytics</span>
        </button>
      </div>
      {q.isPending ? (
        <Spinner label="Loading analytics" />
      ) : q.isError || !a ? (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 font-semibold text-red-800">
          Failed to load analytics
        </p>
      ) : (
        <div className="space-y-5">
          <StatGrid label={`Figures for ${shop.name}`} columns={2}>
            <StatTile label="Income" value={formatRupees(a.deliveredTotal)} tone="saffron" hint="From delivered orders" />
            <StatTile label="Expected" value={formatRupees(a.expectedTotal)} tone="yellow" hint="Pending and confirmed orders" />
            <StatTile label="Products" value={a.productCount} />
            <StatTile label="Total orders" value={a.orderCount} tone="blue" />
            <StatTile label="Pending orders" value={a.pendingCount} tone="yellow" />
            <StatTile label="Confirmed orders" value={a.confirmedCount} tone="blue" />
            <StatTile label="Delivered orders" value={a.deliveredCount} tone="green" hint={formatRupees(a.deliveredTotal)} />
            <StatTile label="Cancelled orders" value={a.cancelledCount} tone="red" hint={formatRupees(a.cancelledTotal)} />
            <StatTile label="Refused parcels" value={a.refusedCount} hint={formatRupees(a.refusedTotal)} />
            <StatTile label="RTO rate" value={a.rtoRate === null ? '--' : `${a.rtoRate}%`} hint="Refused ÷ (delivered + refused)" />
          </StatGrid>
          <AnalyticsChart a={a} />
        </div>
      )}
    </Card>
  );
});
