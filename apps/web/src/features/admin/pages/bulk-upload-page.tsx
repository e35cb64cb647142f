import { useEffect, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { usePageTitle } from '@/hooks/use-page-title';
import { messageOf } from '@/lib/api';
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
  | { step: 'busy'; what: string; products?: number }
  | { step: 'checked' | 'applied'; report: ImportReport }
  | { step: 'failed'; message: string };

const count = (n: number, one: string) => `${n.toLocaleString('en-IN')} ${one}${n === 1 ? '' : 's'}`;

/**
 * /admin/bulk-upload — the owner's bulk catalog (issue 24 #6): download the template or the catalog, choose a CSV,
 * see the dry run's report row by row and column, then apply it (all or nothing). `sku,quantity` updates stock.
 */
export default function BulkUploadPage() {
  usePageTitle('Bulk upload');
  const qc = useQueryClient();
  const reportId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>({ step: 'idle' });

  async function run(dryRun: boolean) {
    if (!file) return;
    // Applying follows a clean dry run, whose counts say how many products the one transaction writes.
    const products = !dryRun && stage.step === 'checked' ? stage.report.created + stage.report.updated : undefined;
    setStage({ step: 'busy', what: dryRun ? 'Checking every row…' : 'Applying the file…', products });
    try {
      const report = await importCatalog(file, dryRun);
      setStage({ step: dryRun || report.errors.length ? 'checked' : 'applied', report });
      if (!dryRun && !report.errors.length) await qc.invalidateQueries({ queryKey: queryKeys.admin });
    } catch (err) {
      setStage({ step: 'failed', message: messageOf(err, 'Could not read the file. Please try again.') });
    }
  }

  const report = stage.step === 'checked' || stage.step === 'applied' ? stage.report : null;
  const canApply = stage.step === 'checked' && stage.report.errors.length === 0 && stage.report.dryRun;

  return (
    <Page>
      <PageHeader
        title="Bulk upload"
        subtitle="Add or change many products at once from a spreadsheet saved as CSV: one row per variant, found by its SKU."
        actions={
          <div className="flex flex-wrap gap-2">
            <DownloadButton href={TEMPLATE_CSV_PATH} fileName="catalog-template.csv" errorMessage="Could not download the template. Please try again.">
              Download template
            </DownloadButton>
            <DownloadButton href={CATALOG_CSV_PATH} fileName="catalog.csv" errorMessage="Could not download your catalog. Please try again.">
              Export catalog
            </DownloadButton>
          </div>
        }
      />
      <Card className="mb-6 space-y-4 p-4 sm:p-6">
        <ul className="list-disc space-y-1 pl-5 text-sm text-ink-700">
          <li>Rows with the same name are one product; give them option columns (option1Name Size, option1Value 8) for sizes or colours.</li>
          <li>A SKU your shop already has updates that product; new SKUs create products (add photos later on the product’s page).</li>
          <li>Only the columns sku and quantity: a quick stock update. At most 5,000 rows.</li>
        </ul>
        <Field label="CSV file" hint="Saved from Excel or Google Sheets as CSV (UTF-8).">
          {(p) => (
            <input
              {...p}
              type="file"
              accept=".csv,text/csv"
              className="block w-full text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setStage({ step: 'idle' });
              }}
            />
          )}
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void run(true)} disabled={!file} loading={stage.step === 'busy' && stage.what.startsWith('Checking')}>
            Check file
          </Button>
          <Button variant="accent" onClick={() => void run(false)} disabled={!canApply} loading={stage.step === 'busy' && stage.what.startsWith('Applying')}>
            Apply
          </Button>
        </div>
        <p className="text-sm text-ink-700" role="status" aria-live="polite">
          {stage.step === 'idle' && (file ? `${file.name} chosen: check it first, nothing is written until you apply.` : 'Choose a file to check.')}
          {stage.step === 'busy' && stage.what}
          {stage.step === 'applied' && `Applied: ${count(stage.report.created, 'product')} created, ${count(stage.report.updated, 'product')} updated.`}
          {stage.step === 'checked' &&
            (stage.report.errors.length
              ? `${count(stage.report.errors.length, 'problem')} to fix. Nothing was written: correct the file and check it again.`
              : `Ready: ${count(stage.report.created, 'product')} to create, ${count(stage.report.updated, 'product')} to update. Press Apply to write them all.`)}
        </p>
        {stage.step === 'busy' && stage.what.startsWith('Applying') && <ApplyProgress products={stage.products} />}
        {stage.step === 'failed' && (
          <p className="text-sm font-semibold text-red-700" role="alert">
            {stage.message}
          </p>
        )}
      </Card>
      {report && report.errors.length > 0 && (
        <section aria-labelledby={reportId}>
          <h2 id={reportId} className="mb-3 text-lg font-bold text-ink-900">
            Problems by row
          </h2>
          <DataTable label="Problems in the file, by row and column" minWidth="36rem" stackOnPhone>
            <thead>
              <tr>
                <Th>Row</Th>
                <Th>Column</Th>
                <Th>Problem</Th>
              </tr>
            </thead>
            <tbody>
              {report.errors.map((e, i) => (
                <Tr key={`${e.row}-${e.column}-${i}`}>
                  <Td data-label="Row" className="tabular-nums">
                    {e.row}
                  </Td>
                  <Td data-label="Column">{e.column}</Td>
                  <Td data-label="Problem">{e.message}</Td>
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
      <progress className="h-2 w-full accent-saffron-600" aria-label="Applying the file" />
      <p className="text-sm text-ink-700">
        {products === undefined ? 'Writing every row' : `Writing ${count(products, 'product')}`} in one go: {seconds} s so far. Nothing is saved unless every
        row is; large files take up to half a minute. Please keep this page open.
      </p>
    </div>
  );
}
