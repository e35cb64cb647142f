import { usePageTitle } from '@/hooks/use-page-title';
import { formatDate } from '@/lib/format';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { usePrivacyNotice } from './api/privacy-notice';
import { ContactBlock, lawNote, Loading } from './components';
import { t } from '@/i18n/i18n';

/**
 * /privacy — the privacy notice in force (dated versions on the server; decision 085), in the reader's language where
 * the server has it, and who to write to. A line starting with "## " is a heading, any other line a paragraph.
 */
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
          // The server sends the notice in the reader's language where it has it; `lang` says which it came in.
          <div lang={n.language} className="space-y-3">
            {n.text
              .split('\n')
              .filter((line) => line.trim() !== '')
              .map((line, i) =>
                line.startsWith('## ') ? (
                  <h2 key={i} className="pt-3 text-xl font-bold text-ink-900">
                    {line.slice(3)}
                  </h2>
                ) : (
                  <p key={i} className="leading-relaxed">
                    {line}
                  </p>
                ),
              )}
          </div>
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
