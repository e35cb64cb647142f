/**
 * Words from `@bazaar/shared`'s fixed lists, in the active language (issue 28): an order's status and the
 * category names shops and products share. The lists stay English in `packages/shared` (the server, the CSVs and
 * the tests read them); the screens show these. A value the catalog does not know is shown as it is.
 */
import { t, type MessageId } from '@/i18n/i18n';

const STATUS: Record<string, MessageId> = {
  Pending: 'status.pending',
  Confirmed: 'status.confirmed',
  Packed: 'status.packed',
  Shipped: 'status.shipped',
  Delivered: 'status.delivered',
  Cancelled: 'status.cancelled',
  Refused: 'status.refused',
};

/** An order status (`Shipped`) as people read it: "Out for delivery", "डिलीवरी के लिए निकला". */
export function orderStatusText(status: string): string {
  const id = STATUS[status];
  return id ? t(id) : status;
}

const CATEGORY: Record<string, MessageId> = {
  Grocery: 'category.grocery',
  Food: 'category.food',
  'Fashion&Design': 'category.fashion',
  Electronics: 'category.electronics',
  'Building&Construction': 'category.building',
  Other: 'category.other',
};

/** A category's label (from `shopCategoryLabel` or `categoryLabel`) in the active language. */
export function categoryText(label: string): string {
  const id = CATEGORY[label];
  return id ? t(id) : label;
}
