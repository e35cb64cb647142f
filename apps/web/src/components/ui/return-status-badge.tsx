import type { ReturnDto } from '@bazaar/shared';
import { returnStatusText } from '@/lib/labels';
import { Badge } from './badge';

type ReturnStatus = ReturnDto['status'];

/**
 * A return's status colour, the same on every return screen (issue 26): declined red, closed (refunded or replaced)
 * green, waiting for the shop yellow, on its way (accepted, collected, received) blue.
 */
export function returnStatusTone(status: ReturnStatus): string {
  if (status === 'Declined') return 'bg-red-100 text-red-800 ring-red-600/30';
  if (status === 'Refunded' || status === 'Replaced') return 'bg-green-100 text-green-800 ring-green-600/30';
  if (status === 'Requested') return 'bg-yellow-100 text-yellow-900 ring-yellow-600/40';
  return 'bg-blue-100 text-blue-800 ring-blue-600/30';
}

/** The chip of a return's status: the shopper's order page, the shop's queue and the platform owner's list. */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return (
    <Badge className={returnStatusTone(status)}>
      <span data-testid="return-status">{returnStatusText(status)}</span>
    </Badge>
  );
}
