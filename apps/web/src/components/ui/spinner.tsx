import { cn } from './cn';
import { t } from '@/i18n/i18n';

export function Spinner({ label = t('ui.loading'), className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-3 py-10 text-ink-600', className)}>
      <span className="size-6 animate-spin rounded-full border-[3px] border-saffron-300 border-t-saffron-700" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
