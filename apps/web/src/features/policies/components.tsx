import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePublicProfile } from '@/lib/public-profile';
import { useGrievanceInfo } from '@/lib/grievance-officer';
import { t } from '@/i18n/i18n';
import { rich } from '@/i18n/rich';

/** A page's state in words while its data loads or when it cannot. */
export function Loading({ what, error }: { what: 'notice' | 'terms'; error?: boolean }) {
  return error ? (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
      {what === 'notice' ? t('policies.noticeFailed') : t('policies.termsFailed')}
    </p>
  ) : (
    <p role="status" className="text-ink-700">
      {what === 'notice' ? t('policies.noticeLoading') : t('policies.termsLoading')}
    </p>
  );
}

export function PolicySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h2 className="text-xl font-bold text-ink-900">{title}</h2>
      <div className="space-y-2 leading-relaxed text-ink-800">{children}</div>
    </section>
  );
}

/** Who to write to: the platform's support contacts and the grievance officer, from the platform settings. */
export function ContactBlock() {
  const profile = usePublicProfile().data;
  const officer = useGrievanceInfo().data?.grievanceOfficer;
  return (
    <PolicySection title={t('policies.whoToContact')}>
      {profile && (profile.supportEmail || profile.supportPhone || profile.supportAddress) ? (
        <p data-testid="policy-support">
          {t('policies.support', { contacts: [profile.supportEmail, profile.supportPhone, profile.supportAddress].filter(Boolean).join(' · ') })}
        </p>
      ) : (
        <p>
          {rich('policies.writeToUs', {
            link: (
              <Link to="/contact" className="font-semibold text-accent-800 underline">
                {t('policies.contactPage')}
              </Link>
            ),
          })}
        </p>
      )}
      {officer ? (
        <p data-testid="policy-officer">
          {t('policies.officer', { name: officer.name, designation: officer.designation, email: officer.email, phone: officer.phone })}
        </p>
      ) : (
        <p>{t('policies.officerLater')}</p>
      )}
      <p>
        <Link to="/grievance-redressal" className="font-semibold text-accent-800 underline">
          {t('policies.howComplaints')}
        </Link>
      </p>
    </PolicySection>
  );
}

/** The note under each policy page: the law's date, and that the page is not legal advice. */
export const lawNote = () => t('policies.lawNote');
