import type { OrderDto, OrderStatus } from '@bazaar/shared';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/components/ui/cn';
import { t } from '@/i18n/i18n';

interface Step {
  label: string;
  at: string | null;
  done: boolean;
  tone: 'done' | 'todo' | 'stopped';
}

/**
 * Placed → Confirmed → Packed → Out for delivery → Delivered (issue 29), Placed → Cancelled, or Placed → Confirmed →
 * Refused (the parcel came back): what happened, when (IST), and what comes next. Packed and Out for delivery are
 * steps a shop may skip: while the order is on its way both are shown ahead; once it has ended, only those it passed.
 */
function stepsOf(o: OrderDto): Step[] {
  const placed: Step = { label: t('orders.step.placed'), at: o.createdAt, done: true, tone: 'done' };
  if (o.status === 'Cancelled') {
    const confirmed: Step[] = o.confirmedAt ? [{ label: t('orders.step.confirmed'), at: o.confirmedAt, done: true, tone: 'done' }] : [];
    return [placed, ...confirmed, { label: t('status.cancelled'), at: o.cancelledAt, done: true, tone: 'stopped' }];
  }
  const ended = o.status === 'Delivered' || o.status === 'Refused';
  const reached = (at: string | null, status: OrderStatus) => !!at || o.status === status;
  const step = (label: string, at: string | null, done: boolean): Step => ({ label, at, done, tone: done ? 'done' : 'todo' });
  const confirmed = o.status !== 'Pending';
  const packed = reached(o.packedAt, 'Packed');
  const shipped = reached(o.shippedAt, 'Shipped');
  // A step is shown when the order passed it, or while it is still ahead; a step the shop skipped disappears.
  const onTheWay: Step[] = [
    ...(packed || !(shipped || ended) ? [step(t('status.packed'), o.packedAt, packed)] : []),
    ...(shipped || !ended ? [step(t('status.shipped'), o.shippedAt, shipped)] : []),
  ];
  if (o.status === 'Refused') {
    const why = o.refusal?.label;
    return [
      placed,
      step(t('orders.step.confirmed'), o.confirmedAt, true),
      ...onTheWay,
      { label: why ? `${t('status.refused')} · ${why}` : t('status.refused'), at: o.refusedAt, done: true, tone: 'stopped' },
    ];
  }
  const delivered = o.status === 'Delivered';
  return [placed, step(t('orders.step.confirmed'), o.confirmedAt, confirmed), ...onTheWay, step(t('orders.step.delivered'), o.deliveredAt, delivered)];
}

export function StatusTimeline({ order }: { order: OrderDto }) {
  return (
    <ol className="space-y-0" aria-label={t('orders.statusLabel')} data-testid="status-timeline">
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
              <span className="sr-only">{s.done ? ` ${t('orders.step.done')}` : ` ${t('orders.step.notYet')}`}</span>
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
