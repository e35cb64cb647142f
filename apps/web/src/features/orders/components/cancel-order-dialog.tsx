import { useState, type ReactNode } from 'react';
import { CANCEL_NOTE_MAX, CANCEL_REASONS } from '@bazaar/shared';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Field, Select, Textarea } from '@/components/ui/field';
import type { Body } from '@/lib/api';

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
      title="Cancel this order?"
      confirmLabel="Yes, cancel order"
      cancelLabel="Keep order"
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
        <Field label="Reason (optional)">
          {(p) => (
            <Select {...p} value={reason} onChange={(e) => setReason(e.target.value)} data-testid="cancel-reason">
              <option value="">Choose a reason</option>
              {CANCEL_REASONS.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Anything the shop should know? (optional)" hint={`${note.length}/${CANCEL_NOTE_MAX} characters. The shop sees your reason.`}>
          {(p) => <Textarea {...p} value={note} maxLength={CANCEL_NOTE_MAX} rows={2} className="min-h-16" onChange={(e) => setNote(e.target.value)} />}
        </Field>
      </div>
    </ConfirmDialog>
  );
}
