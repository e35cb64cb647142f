import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { dismiss, getToasts, subscribe, type ToastKind } from '@/lib/toast';
import { cn } from './cn';
import { t as tr } from '@/i18n/i18n';

const tones: Record<ToastKind, string> = {
  success: 'border-green-600 bg-green-50 text-green-900',
  error: 'border-red-600 bg-red-50 text-red-900',
  info: 'border-accent-600 bg-white text-ink-900',
};
const icons: Record<ToastKind, string> = { success: '✓', error: '!', info: 'i' };

/** Some of the spec's texts carry their own icon ('✅ Admin created successfully!'): then ours is left out. */
const OWN_ICON = /^\p{Extended_Pictographic}/u;

/** The top-right toast container (spec §2). */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribe, getToasts, getToasts);
  return (
    <div
      className="pointer-events-none fixed top-20 right-4 z-[100] flex w-[min(22rem,calc(100vw-2rem))] flex-col gap-2"
      aria-live="polite"
      role="region"
      aria-label={tr('nav.notifications')}
    >
      {toasts.map((t) => (
        <div
          key={t.id}
          role={t.kind === 'error' ? 'alert' : 'status'}
          className={cn('pointer-events-auto flex items-start gap-3 rounded-xl border-l-4 px-4 py-3 shadow-lg', tones[t.kind])}
          data-toast={t.kind}
        >
          {!OWN_ICON.test(t.message) && (
            <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-current/10 text-xs font-bold" aria-hidden="true">
              {icons[t.kind]}
            </span>
          )}
          <p className="min-w-0 flex-1 text-sm font-medium break-words">
            {t.message}
            {t.count > 1 && (
              <span className="ml-1.5 rounded-full bg-current/10 px-1.5 text-xs font-bold" data-testid="toast-count">
                <span className="sr-only">shown </span>×{t.count}
              </span>
            )}
            {t.action && (
              <Link
                to={t.action.to}
                state={t.action.state}
                onClick={() => dismiss(t.id)}
                className="ml-2 font-bold whitespace-nowrap underline underline-offset-2 focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:outline-none"
              >
                {t.action.label}
              </Link>
            )}
          </p>
          <button
            type="button"
            onClick={() => dismiss(t.id)}
            className="rounded text-lg leading-none opacity-70 hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600"
            aria-label={tr('ui.dismiss')}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
