import type { AnalyticsDto } from '@bazaar/shared';
import { formatRupees } from '@/lib/format';
import { orderStatusText } from '@/lib/labels';
import { t } from '@/i18n/i18n';

interface Bar {
  label: string;
  value: number;
  display: string;
  color: string;
}

function Bars({ title, bars }: { title: string; bars: Bar[] }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm font-semibold text-ink-800">{title}</figcaption>
      <ul className="space-y-2">
        {bars.map((b) => (
          <li key={b.label} className="grid grid-cols-[6.5rem_minmax(0,1fr)] items-center gap-2 text-sm">
            <span className="text-ink-700">{b.label}</span>
            <span className="flex items-center gap-2">
              <svg viewBox="0 0 100 10" preserveAspectRatio="none" className="h-4 w-0 min-w-0 flex-1" aria-hidden="true" focusable="false">
                <rect x="0" y="0" width="100" height="10" rx="2" className="fill-ink-100" />
                <rect x="0" y="0" width={(b.value / max) * 100} height="10" rx="2" className={b.color} />
              </svg>
              <span className="min-w-16 text-right font-semibold text-ink-900 tabular-nums">{b.display}</span>
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

/** Small pure-SVG bar charts of a shop's orders by status and of delivered, cancelled and refused value, and its RTO rate. */
export function AnalyticsChart({ a }: { a: AnalyticsDto }) {
  return (
    <div className="grid gap-5">
      <Bars
        title={t('superadmin.ordersByStatus')}
        bars={[
          { label: orderStatusText('Pending'), value: a.pendingCount, display: String(a.pendingCount), color: 'fill-yellow-500' },
          { label: orderStatusText('Confirmed'), value: a.confirmedCount, display: String(a.confirmedCount), color: 'fill-blue-600' },
          { label: orderStatusText('Delivered'), value: a.deliveredCount, display: String(a.deliveredCount), color: 'fill-green-600' },
          { label: orderStatusText('Cancelled'), value: a.cancelledCount, display: String(a.cancelledCount), color: 'fill-red-600' },
          { label: orderStatusText('Refused'), value: a.refusedCount, display: String(a.refusedCount), color: 'fill-purple-600' },
        ]}
      />
      <Bars
        title={t('superadmin.orderValue')}
        bars={[
          { label: orderStatusText('Delivered'), value: a.deliveredTotal, display: formatRupees(a.deliveredTotal), color: 'fill-green-600' },
          { label: orderStatusText('Cancelled'), value: a.cancelledTotal, display: formatRupees(a.cancelledTotal), color: 'fill-red-600' },
          { label: orderStatusText('Refused'), value: a.refusedTotal, display: formatRupees(a.refusedTotal), color: 'fill-purple-600' },
        ]}
      />
      <p className="text-sm text-ink-800" data-testid="rto-rate">
        <span className="font-semibold">{a.rtoRate === null ? t('superadmin.rtoRateNone') : t('superadmin.rtoRateIs', { rate: a.rtoRate })}</span>
        <span className="block text-xs text-ink-600">{t('superadmin.rtoExplain')}</span>
      </p>
    </div>
  );
}
