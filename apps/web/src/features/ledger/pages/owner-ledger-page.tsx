import { useState } from 'react';
import { usePageTitle } from '@/hooks/use-page-title';
import { messageOf } from '@/lib/api';
import { Card } from '@/components/ui/card';
import { DownloadButton } from '@/components/ui/download-button';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { ownerCsvPath, useOwnerLedger } from '../api/ledger';
import { EntriesTable, LedgerSummary } from '../ledger-view';
import { HowToPay, ReportedPayments, ReportPayment } from '../pay-bazaar';
import { t } from '@/i18n/i18n';

/** /admin/payments — "Payments to Bazaar": the shop's running balance with the platform, what is due by when, every entry. */
export default function OwnerLedgerPage() {
  usePageTitle(t('ledger.ownerTitle'));
  const [page, setPage] = useState(1);
  const ledger = useOwnerLedger(page);
  return (
    <Page>
      <PageHeader
        title={t('ledger.ownerTitle')}
        subtitle={t('ledger.ownerSubtitle')}
        actions={
          <DownloadButton href={ownerCsvPath} fileName="Bazaar_ledger.csv" errorMessage={t('ledger.downloadFailed')}>
            {t('ledger.downloadCsv')}
          </DownloadButton>
        }
      />
      {ledger.isPending ? (
        <Spinner label={t('ledger.loadingOwn')} />
      ) : ledger.isError ? (
        <Card className="p-6 text-center" role="alert">
          <p className="font-semibold text-ink-800">{messageOf(ledger.error, t('ledger.loadOwnFailed'))}</p>
        </Card>
      ) : (
        <div className="space-y-8">
          <LedgerSummary l={ledger.data} owner />
          <section aria-labelledby="pay-heading" className="space-y-4">
            <h2 id="pay-heading" className="text-lg font-semibold text-ink-900">
              {t('ledger.howToPay')}
            </h2>
            <HowToPay />
            <ReportPayment amountDue={Math.max(0, ledger.data.balance)} />
            <h3 className="text-base font-semibold text-ink-900">{t('ledger.reported')}</h3>
            <ReportedPayments />
          </section>
          <section aria-labelledby="entries-heading">
            <h2 id="entries-heading" className="mb-2 text-lg font-semibold text-ink-900">
              {t('ledger.entries')}
            </h2>
            <EntriesTable entries={ledger.data.entries} onPage={setPage} />
          </section>
          <p className="text-xs text-ink-600">{t('ledger.taxNote')}</p>
        </div>
      )}
    </Page>
  );
}
