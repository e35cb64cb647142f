import type { OrderDto } from '@bazaar/shared';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/components/ui/cn';

interface Step {
  label: string;
  at: string | null;
  done: boolean;
  tone: 'done' | 'todo' | 'stopped';
}

/**
 * Placed → Confirmed → Delivered, Placed → Cancelled, or Placed → Confirmed → Refused (the parcel came back):
 * what happened, when (IST), and what comes next.
 */
function stepsOf(o: OrderDto): Step[] {
  const placed: Step = { label: 'Placed', at: o.createdAt, done: true, tone: 'done' };
  if (o.status === 'Cancelled') {
    const confirmed: Step[] = o.confirmedAt ? [{ label: 'Confirmed by the shop', at: o.confirmedAt, done: true, tone: 'done' }] : [];
    return [placed, ...confirmed, { label: 'Cancelled', at: o.cancelledAt, done: true, tone: 'stopped' }];
  }
  if (o.status === 'Refused') {
    const why = o.refusal?.label;
    return [
      placed,
      { label: 'Confirmed by the shop', at: o.confirmedAt, done: true, tone: 'done' },
      { label: why ? `Refused · ${why}` : 'Refused', at: o.refusedAt, done: true, tone: 'stopped' },
    ];
  }
  const confirmed = o.status === 'Confirmed' || o.status === 'Delivered';
  const delivered = o.status === 'Delivered';
  return [
    placed,
    { label: 'Confirmed by the shop', at: o.confirmedAt, done: confirmed, tone: confirmed ? 'done' : 'todo' },
    { label: 'Delivered (paid cash)', at: o.deliveredAt, done: delivered, tone: delivered ? 'done' : 'todo' },
  ];
}

export function StatusTimeline({ order }: { order: OrderDto }) {
  return (
    <ol className="space-y-0" aria-label="Order status" data-testid="status-timeline">
      {stepsOf(order).map((s, i, all) => (
        <li key={s.label} className="relative flex gap-3 pb-5 last:pb-0" aria-current={s.done && !all[i + 1]?.done ? 'step' : undefined}>
          {i < all.length - 1 && <span className={cn('absolute top-6 left-[11px] h-full w-0.5', s.done ? 'bg-green-600' : 'bg-ink-200')} aria-hidden="true" />}
          <span
            className={cn(
              'relative z-10 mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold text-white',
              s.tone === 'done' && 'bg-green-700',
              s.tone === 'stopped' && 'bg-red-700',
              s.tone === 'todo' && 'border-2 border-ink-300 bg-white',
            )}
            aria-hidden="true"
          >
            {s.tone === 'done' ? '✓' : s.tone === 'stopped' ? '×' : ''}
          </span>
          <div>
            <p className={cn('font-semibold', s.done ? 'text-ink-900' : 'text-ink-600')}>
              {s.label}
              <span className="sr-only">{s.done ? ' (done)' : ' (not yet)'}</span>
            </p>
            {s.at && (
              <p className="text-sm text-ink-700">
                <time dateTime={s.at}>{formatDateTime(s.at)}</time>
              </p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
