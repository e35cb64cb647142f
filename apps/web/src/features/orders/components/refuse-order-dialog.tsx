import { useState } from 'react';
import { REFUSE_REASONS, type OrderDto, type RefuseReason } from '@bazaar/shared';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Field, Select } from '@/components/ui/field';
import { t } from '@/i18n/i18n';
import { rich } from '@/i18n/rich';
import { REFUSE_TEXT } from './shop-order-reasons';

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
      title={t('admin.refuseTitle')}
      confirmLabel={t('admin.refuseYes')}
      cancelLabel={t('admin.refuseNo')}
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
            {rich(
              order.invoiceNumber ? 'admin.refuseText' : 'admin.refuseTextNoInvoice',
              { number: <strong className="font-mono">#{order.orderNumber}</strong>, name: <strong>{order.user.name}</strong> },
              { invoice: order.invoiceNumber ?? '' },
            )}
          </p>
          <Field label={t('admin.refuseWhy')} hint={t('admin.reasonSeen')}>
            {(p) => (
              <Select {...p} value={reason} onChange={(e) => setReason(e.target.value as RefuseReason | '')} data-testid="refuse-reason">
                <option value="">{t('admin.chooseReason')}</option>
                {REFUSE_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {t(REFUSE_TEXT[r])}
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
