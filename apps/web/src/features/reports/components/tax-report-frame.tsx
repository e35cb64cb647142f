import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/hooks/use-page-title';
import { messageOf } from '@/lib/api';
import { Card } from '@/components/ui/card';
import { DownloadButton } from '@/components/ui/download-button';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { taxReportCsvPath } from '../api/get-tax-reports';
import { monthLabel, ReportMonth } from './report-month';
import { t } from '@/i18n/i18n';

/**
 * What the TCS and the TDS report pages share: title, the month picker, the CSV download of that month, the
 * loading and error states and the legal note under the figures. Each page brings its own figures (`children`).
 */
export function TaxReportFrame<T>(props: {
  kind: 'tcs' | 'tds';
  title: string;
  subtitle: string;
  /** The CSV's file name for a month, e.g. `TCS_GSTR-8_2024-07.csv`. */
  fileName: (month: string) => string;
  month: string;
  months: string[];
  onMonth: (month: string) => void;
  report: UseQueryResult<T>;
  /** The rates and legal basis, shown under the figures. */
  note: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { kind, title, month, report } = props;
  usePageTitle(title);
  return (
    <Page>
      <PageHeader
        title={title}
        subtitle={props.subtitle}
        actions={
          <DownloadButton href={taxReportCsvPath(kind, month)} fileName={props.fileName(month)} errorMessage={t('superadmin.reportDownloadFailed')}>
            {t('superadmin.downloadCsv')}
            <span className="sr-only"> {t('superadmin.ofMonth', { month: monthLabel(month) })}</span>
          </DownloadButton>
        }
      />
      <div className="mb-6">
        <ReportMonth month={month} months={props.months} onChange={props.onMonth} />
      </div>
      {report.isPending ? (
        <Spinner label={t('superadmin.reportLoading')} />
      ) : report.isError ? (
        <Card className="p-6 text-center" role="alert">
          <p className="font-semibold text-ink-800">{messageOf(report.error, t('superadmin.reportFailed'))}</p>
        </Card>
      ) : (
        props.children(report.data)
      )}
      <p className="mt-8 text-xs text-ink-600">{props.note}</p>
    </Page>
  );
}
