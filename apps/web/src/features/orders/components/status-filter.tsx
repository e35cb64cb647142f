import { orderStatusText } from '@/lib/labels';
import { cn } from '@/components/ui/cn';
import { t } from '@/i18n/i18n';
import { ORDER_FILTERS, type OrderFilter } from '../api/get-shop-orders';

/** All / Pending / Confirmed / Packed / Out for delivery / Delivered / Cancelled / Refused as a row of toggle buttons. */
export function StatusFilter({ value, onChange }: { value: OrderFilter; onChange: (v: OrderFilter) => void }) {
  return (
    <div role="group" aria-label={t('admin.filterStatus')} className="flex flex-wrap gap-2">
      {ORDER_FILTERS.map((f) => (
        <button
          key={f}
          type="button"
          aria-pressed={value === f}
          onClick={() => onChange(f)}
          className={cn(
            'h-9 rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:ring-offset-2 focus-visible:outline-none',
            value === f ? 'border-saffron-700 bg-saffron-700 text-white' : 'border-ink-300 bg-white text-ink-800 hover:bg-saffron-50',
          )}
        >
          {f === 'All' ? t('admin.all') : orderStatusText(f)}
        </button>
      ))}
    </div>
  );
}
