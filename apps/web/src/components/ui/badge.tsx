import type { ReactNode } from 'react';
import { orderStatusText } from '@/lib/order-status';
import { cn } from './cn';

/**
 * Spec §4: Delivered green, Cancelled red, Confirmed blue, anything else yellow; a refused parcel purple (decision 022);
 * Packed and Out for delivery (issue 29) sky and teal, on the way from blue to green.
 */
export function statusTone(status: string): string {
  switch (status) {
    case 'Delivered':
      return 'bg-green-100 text-green-800 ring-green-600/30';
    case 'Cancelled':
      return 'bg-red-100 text-red-800 ring-red-600/30';
    case 'Confirmed':
      return 'bg-blue-100 text-blue-800 ring-blue-600/30';
    case 'Packed':
      return 'bg-sky-100 text-sky-900 ring-sky-600/30';
    case 'Shipped':
      return 'bg-teal-100 text-teal-900 ring-teal-600/30';
    case 'Refused':
      return 'bg-purple-100 text-purple-800 ring-purple-600/30';
    default:
      return 'bg-yellow-100 text-yellow-900 ring-yellow-600/40';
  }
}

export function Badge({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        className ?? 'bg-ink-100 text-ink-800 ring-ink-300',
      )}
    >
      {children}
    </span>
  );
}

export function StatusBadge({ status }: { status: string }) {
  return <Badge className={statusTone(status)}>{orderStatusText(status)}</Badge>;
}
