import { useState } from 'react';
import { CANCEL_NOTE_MAX, SHOP_CANCEL_REASONS, type OrderDto, type ShopCancelReason } from '@bazaar/shared';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Field, Select, Textarea } from '@/components/ui/field';
import { t } from '@/i18n/i18n';
import { rich } from '@/i18n/rich';
import { SHOP_CANCEL_TEXT } from './shop-order-reasons';

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
      title={t('admin.cancelTitle')}
      confirmLabel={t('admin.cancelYes')}
      cancelLabel={t('admin.cancelKeep')}
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
          <p>{rich('admin.cancelText', { number: <strong className="font-mono">#{order.orderNumber}</strong>, name: <strong>{order.user.name}</strong> })}</p>
          <Field label={t('admin.cancelWhy')} required hint={t('admin.reasonSeen')} error={missing ? t('admin.chooseReason') : undefined}>
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
                <option value="">{t('admin.chooseReason')}</option>
                {SHOP_CANCEL_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {t(SHOP_CANCEL_TEXT[r])}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('admin.cancelNote')} hint={t('admin.characters', { count: note.length, max: CANCEL_NOTE_MAX })}>
            {(p) => <Textarea {...p} value={note} maxLength={CANCEL_NOTE_MAX} rows={2} className="min-h-16" onChange={(e) => setNote(e.target.value)} />}
          </Field>
        </div>
      )}
    </ConfirmDialog>
  );
}
