import { usePageTitle } from '@/hooks/use-page-title';
import { formatDate } from '@/lib/format';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { usePrivacyNotice } from './api/privacy-notice';
import { ContactBlock, lawNote, Loading } from './components';
import { t } from '@/i18n/i18n';

/** /privacy — the privacy notice in force (dated versions on the server; decision 085), and who to write to. */
export function PrivacyPage() {
  usePageTitle(t('policies.privacyTitle'));
  const q = usePrivacyNotice();
  const n = q.data;
  return (
    <Page narrow>
      <PageHeader
        title={t('policies.privacyTitle')}
        subtitle={n ? t('policies.version', { version: n.version, date: formatDate(n.effectiveFrom) }) : t('policies.privacySubtitle')}
      />
      <div className="space-y-6 text-ink-800" data-testid="privacy-notice">
        {!n ? (
          <Loading what="notice" error={q.isError} />
        ) : (
          n.text.split(/\n{2,}/).map((block, i) =>
            block.startsWith('## ') ? (
              <h2 key={i} className="text-xl font-bold text-ink-900">
                {block.slice(3)}
              </h2>
            ) : (
              <p key={i} className="leading-relaxed">
                {block}
              </p>
            ),
          )
        )}
        <p>{t('policies.privacyAccount')}</p>
        <ContactBlock />
        <p className="text-xs text-ink-600">
          {t('policies.privacyLaw')} {lawNote()}
        </p>
      </div>
    </Page>
  );
}
