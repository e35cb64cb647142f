import { useState } from 'react';
import { REFUSE_REASON_LABELS, REFUSE_REASONS, type OrderDto, type RefuseReason } from '@bazaar/shared';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Field, Select } from '@/components/ui/field';

/**
 * "Mark Refused" on a Confirmed order: the parcel came back (decision 022). The reason is optional, from the
 * short list; the shopper sees it in words. Stock goes back and the invoice gets its credit note.
 */
export function RefuseOrderDialog({
  order,
  onCancel,
  onConfirm,
}: {
  order: OrderDto | null;
  onCancel: () => void;
  onConfirm: (order: OrderDto, reason: RefuseReason | undefined) => void;
}) {
  const [reason, setReason] = useState<RefuseReason | ''>('');
  const close = () => setReason('');
  return (
    <ConfirmDialog
      open={!!order}
      title="Mark this parcel refused?"
      confirmLabel="Yes, mark refused"
      cancelLabel="Not refused"
      onCancel={() => {
        close();
        onCancel();
      }}
      onConfirm={() => {
        if (order) onConfirm(order, reason || undefined);
        close();
      }}
    >
      {order && (
        <div className="space-y-4">
          <p>
            Order <strong className="font-mono">#{order.orderNumber}</strong> for <strong>{order.user.name}</strong> came back undelivered. Its stock returns to
            your shop and {order.invoiceNumber ? <>invoice {order.invoiceNumber} gets a credit note</> : 'its invoice gets a credit note'}. This cannot be
            undone.
          </p>
          <Field label="Why did it come back? (optional)" hint="The shopper sees this reason.">
            {(p) => (
              <Select {...p} value={reason} onChange={(e) => setReason(e.target.value as RefuseReason | '')} data-testid="refuse-reason">
                <option value="">Choose a reason</option>
                {REFUSE_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {REFUSE_REASON_LABELS[r]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
      )}
    </ConfirmDialog>
  );
}
