import type { GrievanceOfficer } from '@bazaar/shared';
import { t } from '@/i18n/i18n';

/** The grievance officer (E-Commerce Rules 2020 r.4(4)): name, designation and contact, as the platform owner entered them. */
export function OfficerCard({ officer, className = '' }: { officer: GrievanceOfficer | null | undefined; className?: string }) {
  return (
    <section aria-labelledby="grievance-officer" className={`rounded-xl border border-ink-200 bg-ink-50 p-4 text-sm ${className}`}>
      <h2 id="grievance-officer" className="mb-1 font-semibold text-ink-900">
        {t('griev.officer')}
      </h2>
      {officer ? (
        <p className="text-ink-700">
          {officer.name}, {officer.designation}
          <br />
          <a className="font-medium text-accent-800 underline underline-offset-2" href={`mailto:${officer.email}`}>
            {officer.email}
          </a>
          {' · '}
          <a className="font-medium text-accent-800 underline underline-offset-2" href={`tel:${officer.phone}`}>
            {officer.phone}
          </a>
        </p>
      ) : (
        <p className="text-ink-700">{t('griev.noOfficer')}</p>
      )}
    </section>
  );
}
