import { usePageTitle } from '@/hooks/use-page-title';
import { formatDate } from '@/lib/format';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { usePrivacyNotice } from './api/privacy-notice';
import { ContactBlock, LAW_NOTE, Loading } from './components';

/** /privacy — the privacy notice in force (dated versions on the server; decision 085), and who to write to. */
export function PrivacyPage() {
  usePageTitle('Privacy notice');
  const q = usePrivacyNotice();
  const n = q.data;
  return (
    <Page narrow>
      <PageHeader
        title="Privacy notice"
        subtitle={n ? `Version ${n.version}, in force from ${formatDate(n.effectiveFrom)}.` : 'What Bazaar keeps about you, why, and your rights.'}
      />
      <div className="space-y-6 text-ink-800" data-testid="privacy-notice">
        {!n ? (
          <Loading what="privacy notice" error={q.isError} />
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
        <p>From your account page you can download everything Bazaar holds about you, and delete your account.</p>
        <ContactBlock />
        <p className="text-xs text-ink-600">Under the Digital Personal Data Protection Act 2023 and the CGST Act s.36. {LAW_NOTE}</p>
      </div>
    </Page>
  );
}
