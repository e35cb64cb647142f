import type { CancelReason, RefuseReason, ShopCancelReason } from '@bazaar/shared';
import { t, type MessageId } from '@/i18n/i18n';

/** The shop's reasons to cancel (SHOP_CANCEL_REASONS): the value sent stays the English text, the option reads in the active language. */
export const SHOP_CANCEL_TEXT: Record<ShopCancelReason, MessageId> = {
  'Item out of stock': 'admin.reasonOutOfStock',
  'Cannot deliver to this address': 'admin.reasonCannotDeliver',
  'Shop closed for now': 'admin.reasonShopClosed',
  'Price or item listed wrongly': 'admin.reasonListedWrongly',
  'The shopper asked to cancel': 'admin.reasonShopperAsked',
  Other: 'admin.reasonOther',
};

/** The shopper's reasons (CANCEL_REASONS), as the owner reads them on a cancelled order. */
const SHOPPER_CANCEL_TEXT: Record<CancelReason, MessageId> = {
  'Ordered by mistake': 'admin.reasonMistake',
  'Found a better price elsewhere': 'admin.reasonBetterPrice',
  'Delivery is taking too long': 'admin.reasonTooLong',
  'Want to change items or quantity': 'admin.reasonChangeItems',
  'Want to change the delivery address': 'admin.reasonChangeAddress',
  Other: 'admin.reasonOther',
};

/** Why a parcel came back (REFUSE_REASONS). */
export const REFUSE_TEXT: Record<RefuseReason, MessageId> = {
  refused_at_door: 'admin.refusedAtDoor',
  not_reachable: 'admin.notReachable',
  wrong_address: 'admin.wrongAddress',
  other: 'admin.reasonOther',
};

/** A stored cancel reason in words: one of the lists' in the active language, anything else as it was written. */
export function cancelReasonText(reason: string): string {
  const id = Object.hasOwn(SHOP_CANCEL_TEXT, reason)
    ? SHOP_CANCEL_TEXT[reason as ShopCancelReason]
    : Object.hasOwn(SHOPPER_CANCEL_TEXT, reason)
      ? SHOPPER_CANCEL_TEXT[reason as CancelReason]
      : null;
  return id ? t(id) : reason;
}

/** A refusal's reason in words: its code's text, else the label the server sent. */
export function refuseReasonText(reason: RefuseReason | null, label: string): string {
  return reason ? t(REFUSE_TEXT[reason]) : label;
}
