import { useState } from 'react';
import { CANCEL_NOTE_MAX, SHOP_CANCEL_REASONS, type OrderDto, type ShopCancelReason } from '@bazaar/shared';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Field, Select, Textarea } from '@/components/ui/field';

export interface ShopCancelWhy {
  reason: ShopCancelReason;
  note?: string;
}

/**
 * The owner's "Cancel this order?" (issue 22 #11): a reason from the shop's short list, which the shopper reads on
 * the order page and in the cancellation mail, and an optional note. The reason is asked for before anything is sent.
 */
export function ShopCancelDialog({
  order,
  onCancel,
  onConfirm,
}: {
  order: OrderDto | null;
  onCancel: () => void;
  onConfirm: (order: OrderDto, why: ShopCancelWhy) => void;
}) {
  const [reason, setReason] = useState<ShopCancelReason | ''>('');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const reset = () => {
    setReason('');
    setNote('');
    setMissing(false);
  };
  return (
    <ConfirmDialog
      open={!!order}
      title="Cancel this order?"
      confirmLabel="Yes, cancel order"
      cancelLabel="Keep order"
      onCancel={() => {
        reset();
        onCancel();
      }}
      onConfirm={() => {
        if (!order) return;
        if (!reason) {
          setMissing(true);
          return;
        }
        const why: ShopCancelWhy = { reason };
        if (note.trim()) why.note = note.trim();
        reset();
        onConfirm(order, why);
      }}
    >
      {order && (
        <div className="space-y-4">
          <p>
            Order <strong className="font-mono">#{order.orderNumber}</strong> from <strong>{order.user.name}</strong> will be cancelled and its stock returned
            to your shop. This cannot be undone.
          </p>
          <Field label="Why are you cancelling?" required hint="The shopper sees this reason." error={missing ? 'Choose a reason' : undefined}>
            {(p) => (
              <Select
                {...p}
                required
                value={reason}
                onChange={(e) => {
                  setReason(e.target.value as ShopCancelReason | '');
                  setMissing(false);
                }}
                data-testid="shop-cancel-reason"
              >
                <option value="">Choose a reason</option>
                {SHOP_CANCEL_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {r}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="A note for the shopper (optional)" hint={`${note.length}/${CANCEL_NOTE_MAX} characters`}>
            {(p) => <Textarea {...p} value={note} maxLength={CANCEL_NOTE_MAX} rows={2} className="min-h-16" onChange={(e) => setNote(e.target.value)} />}
          </Field>
        </div>
      )}
    </ConfirmDialog>
  );
}
