import { useGrievanceInfo } from '@/lib/grievance-officer';
import { usePageTitle } from '@/hooks/use-page-title';
import { ButtonLink } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { OfficerCard } from './components/officer-card';
import { t } from '@/i18n/i18n';

/**
 * The grievance redressal page (issue 26 #6): how a complaint is handled, with the clocks and the officer from the
 * platform settings. Law as of November 2026 (Consumer Protection (E-Commerce) Rules 2020, r.4); not legal advice.
 */
export function GrievanceRedressalPage() {
  usePageTitle(t('griev.redressalTitle'));
  const info = useGrievanceInfo().data;
  const ack = info?.ackHours ?? 48;
  const days = info?.resolveDays ?? 30;
  const reopen = info?.reopenDays ?? 14;
  return (
    <Page narrow>
      <PageHeader title={t('griev.redressalTitle')} subtitle={t('griev.redressalSubtitle')} />
      <div className="space-y-4 text-ink-800">
        <ol className="list-decimal space-y-2 pl-6">
          <li>{t('griev.step1')}</li>
          <li>{t('griev.step2', { ack, days })}</li>
          <li>{t('griev.step3')}</li>
          <li>{t('griev.step4', { reopen })}</li>
        </ol>
        <ButtonLink to="/grievances/new">{t('griev.file')}</ButtonLink>
        <OfficerCard officer={info?.grievanceOfficer} />
        <p className="text-xs text-ink-600">{t('griev.lawNote')}</p>
      </div>
    </Page>
  );
}
