import type { OrderStatus } from '@bazaar/shared';
import { t, type MessageId } from '@/i18n/i18n';

/** An order status in words (ORDER_STATUS_LABELS in English: Shipped reads "Out for delivery"). */
const STATUS_TEXT: Record<OrderStatus, MessageId> = {
  Pending: 'status.pending',
  Confirmed: 'status.confirmed',
  Packed: 'status.packed',
  Shipped: 'status.shipped',
  Delivered: 'status.delivered',
  Cancelled: 'status.cancelled',
  Refused: 'status.refused',
};

/** The status's words in the active language; a value that is not an order status as it is. */
export const orderStatusText = (status: string): string => (Object.hasOwn(STATUS_TEXT, status) ? t(STATUS_TEXT[status as OrderStatus]) : status);
