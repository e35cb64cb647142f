import { useId, type ReactNode } from 'react';
import { Button } from './button';
import { useNativeDialog } from './use-native-dialog';
import { t } from '@/i18n/i18n';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

/** A modal confirm dialog built on <dialog> (focus trap and Escape come from the browser). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel = t('ui.confirm'),
  cancelLabel = t('ui.cancel'),
  onConfirm,
  onCancel,
  busy,
}: ConfirmDialogProps) {
  const dialog = useNativeDialog(open, onCancel);
  const titleId = useId();
  return (
    <dialog {...dialog} aria-labelledby={titleId} className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-ink-900/50">
      <div className="space-y-4 p-6">
        <h2 id={titleId} className="text-lg font-bold text-ink-900">
          {title}
        </h2>
        {children && <div className="text-ink-700">{children}</div>}
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
