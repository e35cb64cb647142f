import { Link, useLocation } from 'react-router';
import { ERASURE_KEPT } from '@bazaar/shared';
import { usePageTitle } from '@/hooks/use-page-title';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { t } from '@/i18n/i18n';
import { keptText } from './erasure-kept';

/** /account/deleted — the final notice after an erasure: what was done, what was kept and why (decision 085). */
export function AccountDeletedPage() {
  usePageTitle(t('account.deletedTitle'));
  const state = (useLocation().state ?? {}) as { message?: string; kept?: string[] };
  const kept = state.kept ?? [...ERASURE_KEPT];
  return (
    <Page narrow className="max-w-lg">
      <PageHeader title={t('account.deletedHeading')} />
      <div className="space-y-3 text-ink-800" data-testid="account-deleted">
        <p role="status">{state.message ?? t('account.deletedText')}</p>
        <p className="font-semibold">{t('account.keptHeading')}</p>
        <ul className="list-disc space-y-1 pl-6">
          {kept.map((k) => (
            <li key={k}>{keptText(k)}</li>
          ))}
        </ul>
        <p>
          <Link to="/" className="font-semibold text-accent-800 underline">
            {t('account.backToBazaar')}
          </Link>
        </p>
      </div>
    </Page>
  );
}
