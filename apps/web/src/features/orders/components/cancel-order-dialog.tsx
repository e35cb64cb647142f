import { useState, type ReactNode } from 'react';
import { CANCEL_NOTE_MAX, CANCEL_REASONS } from '@bazaar/shared';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Field, Select, Textarea } from '@/components/ui/field';
import type { Body } from '@/lib/api';
import { t, type MessageId } from '@/i18n/i18n';

/** The reasons of `CANCEL_REASONS` and `SHOP_CANCEL_REASONS` (English in packages/shared, sent as they are), as shown. */
const REASONS: Record<string, MessageId> = {
  'Ordered by mistake': 'orders.reason.mistake',
  'Found a better price elsewhere': 'orders.reason.betterPrice',
  'Delivery is taking too long': 'orders.reason.tooLong',
  'Want to change items or quantity': 'orders.reason.changeItems',
  'Want to change the delivery address': 'orders.reason.changeAddress',
  'Item out of stock': 'orders.reason.outOfStock',
  'Cannot deliver to this address': 'orders.reason.cannotDeliver',
  'Shop closed for now': 'orders.reason.shopClosed',
  'Price or item listed wrongly': 'orders.reason.listedWrongly',
  'The shopper asked to cancel': 'orders.reason.shopperAsked',
  Other: 'orders.reason.other',
};

/** A cancel reason in the active language; a reason the list does not know is shown as it is. */
export function cancelReasonText(reason: string): string {
  const id = REASONS[reason];
  return id ? t(id) : reason;
}

/** What a client may send to cancel an order (the route's body; every field optional). */
export type CancelReasonInput = NonNullable<Body<'/api/orders/{id}/cancel', 'patch'>>;

/**
 * The shopper's cancel confirmation with an optional reason (a short list) and note, which the shop owner sees.
 * Nothing is required: "Yes, cancel order" with no reason sends the spec's empty call.
 */
export function CancelOrderDialog({
  open,
  children,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  children?: ReactNode;
  onCancel: () => void;
  onConfirm: (why: CancelReasonInput) => void;
}) {
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const reset = () => {
    setReason('');
    setNote('');
  };
  return (
    <ConfirmDialog
      open={open}
      title={t('orders.cancelTitle')}
      confirmLabel={t('orders.cancelYes')}
      cancelLabel={t('orders.keepOrder')}
      onCancel={() => {
        reset();
        onCancel();
      }}
      onConfirm={() => {
        const why: CancelReasonInput = {};
        if (reason) why.reason = reason as CancelReasonInput['reason'];
        if (note.trim()) why.note = note.trim();
        reset();
        onConfirm(why);
      }}
    >
      <div className="space-y-4">
        {children}
        <Field label={t('orders.reasonOptional')}>
          {(p) => (
            <Select {...p} value={reason} onChange={(e) => setReason(e.target.value)} data-testid="cancel-reason">
              <option value="">{t('orders.chooseReason')}</option>
              {CANCEL_REASONS.map((r) => (
                <option key={r} value={r}>
                  {cancelReasonText(r)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('orders.noteLabel')} hint={t('orders.noteHint', { length: note.length, max: CANCEL_NOTE_MAX })}>
          {(p) => <Textarea {...p} value={note} maxLength={CANCEL_NOTE_MAX} rows={2} className="min-h-16" onChange={(e) => setNote(e.target.value)} />}
        </Field>
      </div>
    </ConfirmDialog>
  );
}
