import { useEffect, useId, useState } from 'react';
import { FileInput } from '@/components/ui/file-input';
import { useQueryClient } from '@tanstack/react-query';
import { usePageTitle } from '@/hooks/use-page-title';
import { messageOf } from '@/lib/api';
import { t } from '@/i18n/i18n';
import { queryKeys } from '@/lib/query-keys';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DownloadButton } from '@/components/ui/download-button';
import { Field } from '@/components/ui/field';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { DataTable, Td, Th, Tr } from '@/components/ui/table';
import { CATALOG_CSV_PATH, importCatalog, TEMPLATE_CSV_PATH, type ImportReport } from '../api/bulk-catalog';

type Stage =
  | { step: 'idle' }
  | { step: 'busy'; dryRun: boolean; products?: number }
  | { step: 'checked' | 'applied'; report: ImportReport }
  | { step: 'failed'; message: string };

/**
 * /admin/bulk-upload — the owner's bulk catalog (issue 24 #6): download the template or the catalog, choose a CSV,
 * see the dry run's report row by row and column, then apply it (all or nothing). `sku,quantity` updates stock.
 */
export default function BulkUploadPage() {
  usePageTitle(t('admin.bulkTitle'));
  const qc = useQueryClient();
  const reportId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>({ step: 'idle' });

  async function run(dryRun: boolean) {
    if (!file) return;
    // Applying follows a clean dry run, whose counts say how many products the one transaction writes.
    const products = !dryRun && stage.step === 'checked' ? stage.report.created + stage.report.updated : undefined;
    setStage({ step: 'busy', dryRun, products });
    try {
      const report = await importCatalog(file, dryRun);
      setStage({ step: dryRun || report.errors.length ? 'checked' : 'applied', report });
      if (!dryRun && !report.errors.length) await qc.invalidateQueries({ queryKey: queryKeys.admin });
    } catch (err) {
      setStage({ step: 'failed', message: messageOf(err, t('admin.bulkReadFailed')) });
    }
  }

  const report = stage.step === 'checked' || stage.step === 'applied' ? stage.report : null;
  const canApply = stage.step === 'checked' && stage.report.errors.length === 0 && stage.report.dryRun;

  return (
    <Page>
      <PageHeader
        title={t('admin.bulkTitle')}
        subtitle={t('admin.bulkSubtitle')}
        actions={
          <div className="flex flex-wrap gap-2">
            <DownloadButton href={TEMPLATE_CSV_PATH} fileName="catalog-template.csv" errorMessage={t('admin.bulkTemplateFailed')}>
              {t('admin.bulkDownloadTemplate')}
            </DownloadButton>
            <DownloadButton href={CATALOG_CSV_PATH} fileName="catalog.csv" errorMessage={t('admin.bulkExportFailed')}>
              {t('admin.bulkExport')}
            </DownloadButton>
          </div>
        }
      />
      <Card className="mb-6 space-y-4 p-4 sm:p-6">
        <ul className="list-disc space-y-1 pl-5 text-sm text-ink-700">
          <li>{t('admin.bulkRule1')}</li>
          <li>{t('admin.bulkRule2')}</li>
          <li>{t('admin.bulkRule3', { max: '5,000' })}</li>
        </ul>
        <Field label={t('admin.bulkFile')} hint={t('admin.bulkFileHint')}>
          {(p) => (
            <FileInput
              {...p}
              accept=".csv,text/csv"
              chosen={file?.name ?? t('ui.noFileChosen')}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setStage({ step: 'idle' });
              }}
            />
          )}
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void run(true)} disabled={!file} loading={stage.step === 'busy' && stage.dryRun}>
            {t('admin.bulkCheck')}
          </Button>
          <Button variant="accent" onClick={() => void run(false)} disabled={!canApply} loading={stage.step === 'busy' && !stage.dryRun}>
            {t('admin.bulkApply')}
          </Button>
        </div>
        <p className="text-sm text-ink-700" role="status" aria-live="polite">
          {stage.step === 'idle' && (file ? t('admin.bulkChosen', { name: file.name }) : t('admin.bulkChoose'))}
          {stage.step === 'busy' && (stage.dryRun ? t('admin.bulkChecking') : t('admin.bulkApplying'))}
          {stage.step === 'applied' && t('admin.bulkApplied', { created: stage.report.created, updated: stage.report.updated })}
          {stage.step === 'checked' &&
            (stage.report.errors.length
              ? t('admin.bulkProblems', { count: stage.report.errors.length })
              : t('admin.bulkReady', { created: stage.report.created, updated: stage.report.updated }))}
        </p>
        {stage.step === 'busy' && !stage.dryRun && <ApplyProgress products={stage.products} />}
        {stage.step === 'failed' && (
          <p className="text-sm font-semibold text-red-700" role="alert">
            {stage.message}
          </p>
        )}
      </Card>
      {report && report.errors.length > 0 && (
        <section aria-labelledby={reportId}>
          <h2 id={reportId} className="mb-3 text-lg font-bold text-ink-900">
            {t('admin.bulkProblemsTitle')}
          </h2>
          <DataTable label={t('admin.bulkProblemsTable')} minWidth="36rem" stackOnPhone>
            <thead>
              <tr>
                <Th>{t('admin.bulkRow')}</Th>
                <Th>{t('admin.bulkColumn')}</Th>
                <Th>{t('admin.bulkProblem')}</Th>
              </tr>
            </thead>
            <tbody>
              {report.errors.map((e, i) => (
                <Tr key={`${e.row}-${e.column}-${i}`}>
                  <Td data-label={t('admin.bulkRow')} className="tabular-nums">
                    {e.row}
                  </Td>
                  <Td data-label={t('admin.bulkColumn')}>{e.column}</Td>
                  <Td data-label={t('admin.bulkProblem')}>{e.message}</Td>
                </Tr>
              ))}
            </tbody>
          </DataTable>
        </section>
      )}
    </Page>
  );
}

/**
 * While an apply runs (issue 24 #6): the apply is one request and one transaction, so there is no row count to
 * report part-way; the bar says it is working, the line says what and for how long, and that it is all or nothing.
 */
function ApplyProgress({ products }: { products: number | undefined }) {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="space-y-1" data-testid="apply-progress">
      <progress className="h-2 w-full accent-saffron-600" aria-label={t('admin.bulkApplyingLabel')} />
      <p className="text-sm text-ink-700">
        {products === undefined ? t('admin.bulkWritingRows', { seconds }) : t('admin.bulkWritingProducts', { count: products, seconds })}
      </p>
    </div>
  );
}
