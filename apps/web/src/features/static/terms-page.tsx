import { Link } from 'react-router';
import { usePageTitle } from '@/hooks/use-page-title';
import { Page } from '@/components/ui/page';
import { Section, TextHero } from './components';
import { t, type MessageId } from '@/i18n/i18n';
import { rich } from '@/i18n/rich';

/** The sections, in order: each a title and a paragraph (the contact section's paragraph has a link). */
const SECTIONS: Array<{ id: string; title: MessageId; body: MessageId | null }> = [
  { id: 'eligibility', title: 'static.terms.eligibility', body: 'static.terms.eligibilityBody' },
  { id: 'registration', title: 'static.terms.registration', body: 'static.terms.registrationBody' },
  { id: 'listing', title: 'static.terms.listing', body: 'static.terms.listingBody' },
  { id: 'payments', title: 'static.terms.payments', body: 'static.terms.paymentsBody' },
  { id: 'commission', title: 'static.terms.commission', body: 'static.terms.commissionBody' },
  { id: 'conduct', title: 'static.terms.conduct', body: 'static.terms.conductBody' },
  { id: 'ip', title: 'static.terms.ip', body: 'static.terms.ipBody' },
  { id: 'platform-rights', title: 'static.terms.platformRights', body: 'static.terms.platformRightsBody' },
  { id: 'disclaimer', title: 'static.terms.disclaimer', body: 'static.terms.disclaimerBody' },
  { id: 'privacy', title: 'static.terms.privacy', body: 'static.terms.privacyBody' },
  { id: 'termination', title: 'static.terms.termination', body: 'static.terms.terminationBody' },
  { id: 'changes', title: 'static.terms.changes', body: 'static.terms.changesBody' },
  { id: 'contact', title: 'static.terms.contact', body: null },
];

export function TermsPage() {
  usePageTitle(t('footer.terms'));
  return (
    <Page narrow>
      <TextHero eyebrow={t('static.terms.eyebrow')} title={t('footer.terms')}>
        {t('static.terms.intro')}
      </TextHero>
      <nav aria-label={t('static.terms.sections')} className="mb-10 rounded-2xl border border-ink-200 bg-white p-5 shadow-sm">
        <h2 className="mb-3 font-bold text-ink-900">{t('static.terms.onThisPage')}</h2>
        <ol className="grid list-decimal gap-1 pl-5 text-sm sm:grid-cols-2">
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-accent-700 hover:underline">
                {t(s.title)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="space-y-8">
        {SECTIONS.map((s, i) => (
          <Section key={s.id} id={s.id} title={t(s.title)} number={i + 1}>
            {s.body ? (
              <p>{t(s.body)}</p>
            ) : (
              <p>
                {rich('static.terms.contactBody', {
                  link: (
                    <Link to="/contact" className="font-semibold text-saffron-800 underline">
                      {t('static.terms.contactPage')}
                    </Link>
                  ),
                })}
              </p>
            )}
          </Section>
        ))}
      </div>
    </Page>
  );
}
