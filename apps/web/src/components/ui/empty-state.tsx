import type { ReactNode } from 'react';
import { messageOf } from '@/lib/api';
import { t } from '@/i18n/i18n';
import { Button } from './button';
import { Icon, toIconName, type IconName } from './icons';

/** An empty or failed list. `icon` is an icon name (or an emoji, mapped to an icon). */
export function EmptyState({ title, children, icon = 'bag' }: { title: ReactNode; children?: ReactNode; icon?: IconName | string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-saffron-300 bg-saffron-50/60 px-6 py-12 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-saffron-100 text-saffron-800">
        <Icon name={toIconName(icon)} className="size-7" />
      </span>
      <p className="text-lg font-semibold text-ink-800">{title}</p>
      {children}
    </div>
  );
}

/**
 * A list that could not be read, where the list would be: what failed (`title`), the server's reason (or, without
 * one, to check the connection), and a button that asks again (`onRetry`, a query's refetch).
 */
export function LoadFailed({ title, error, onRetry }: { title: ReactNode; error: unknown; onRetry: () => void }) {
  return (
    <EmptyState title={title} icon="alert">
      <p role="alert" className="text-sm text-ink-700">
        {messageOf(error, t('ui.checkConnection'))}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        {t('ui.tryAgain')}
      </Button>
    </EmptyState>
  );
}
