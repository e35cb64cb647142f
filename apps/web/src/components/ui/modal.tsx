import { useId, type ReactNode } from 'react';
import { cn } from './cn';
import { useNativeDialog } from './use-native-dialog';
import { t } from '@/i18n/i18n';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Extra classes for the panel (e.g. a wider max width). */
  className?: string;
}

/**
 * A general modal built on <dialog>: the browser traps focus, closes on Escape and restores focus
 * to the opener. (ConfirmDialog covers yes/no questions; this one holds forms.)
 */
export function Modal({ open, title, onClose, children, className }: ModalProps) {
  const dialog = useNativeDialog(open, onClose);
  const titleId = useId();
  return (
    <dialog
      {...dialog}
      aria-labelledby={titleId}
      className={cn(
        'm-auto max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl p-0 shadow-2xl backdrop:bg-ink-900/50',
        className,
      )}
    >
      {open && (
        <div className="p-5 sm:p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-lg font-bold text-ink-900">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('ui.close')}
              className="-mt-1 -mr-1 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-xl leading-none text-ink-700 hover:bg-ink-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600"
            >
              ×
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
