// Over 300 lines: one screen whose parts (month totals, a page of documents with its pager, B2C Small, HSN summary) share the month's reply.
import { useId, useRef, useState } from 'react';
import type { GstRegisterDto } from '@bazaar/shared';
import { usePageTitle } from '@/hooks/use-page-title';
import { messageOf } from '@/lib/api';
import { formatRupees } from '@/lib/format';
import { stateText } from '@/lib/states';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DownloadButton } from '@/components/ui/download-button';
import { Field, Select } from '@/components/ui/field';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { StatTile } from '@/components/ui/stat-tile';
import { DataTable, Td, Th, Tr } from '@/components/ui/table';
import { intlLocale, t, type MessageId } from '@/i18n/i18n';
import { GstB2csTable } from '../components/gst-b2cs-table';
import { GST_REGISTER_PAGE_SIZE, gstRegisterCsvPath, gstRegisterPages, useGstRegister } from '../api/get-gst-register';

const IST_OFFSET_MS = 330 * 60 * 1000;

/** This month and the eleven before it (IST), newest first, as `YYYY-MM`. */
export function recentMonths(now = new Date(), count = 12): string[] {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const d = new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() - i, 1));
    out.push(d.toISOString().slice(0, 7));
  }
  return out;
}

/** Month and day names in the active language (hi-IN in Hindi), digits 0–9. */
const dateFormat = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(intlLocale(), { ...options, timeZone: 'UTC', numberingSystem: 'latn' });
const labelOf = (month: string) => dateFormat({ month: 'long', year: 'numeric' }).format(new Date(`${month}-01T00:00:00Z`));
const dayOf = (date: string) => dateFormat({ day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(`${date}T00:00:00Z`));

const KIND: Record<GstRegisterDto['documents'][number]['kind'], MessageId> = {
  'tax-invoice': 'admin.taxInvoice',
  'bill-of-supply': 'admin.billOfSupply',
  'credit-note': 'admin.registerCreditNote',
};

const money = (rupees: number) => <span className="tabular-nums">{formatRupees(rupees)}</span>;

/**
 * /admin/gst-register — the shop's GST sales register of a month: its totals, documents (50 a page, issue 30) and
 * B2C Small (GSTR-1 table 7) and HSN summary, and the CSV of the whole month.
 */
export default function GstRegisterPage() {
  usePageTitle(t('nav.gstRegister'));
  const months = recentMonths();
  const [month, setMonth] = useState(months[0]!);
  const [page, setPage] = useState(1);
  const register = useGstRegister(month, page);
  const r = register.data;
  const taxed = r?.shop.gstRegistration === 'regular';

  return (
    <Page>
      <PageHeader
        title={t('nav.gstRegister')}
        subtitle={t('admin.gstSubtitle')}
        actions={
          <DownloadButton href={gstRegisterCsvPath(month)} fileName={`GST_register_${month}.csv`} errorMessage={t('admin.registerDownloadFailed')}>
            <span aria-hidden="true">{t('admin.downloadCsv')}</span>
            <span className="sr-only">{t('admin.downloadCsvOf', { month: labelOf(month) })}</span>
          </DownloadButton>
        }
      />
      <div className="mb-6 flex flex-wrap items-end gap-4">
        <Field label={t('admin.month')} className="w-56">
          {(p) => (
            <Select
              {...p}
              value={month}
              onChange={(e) => {
                setMonth(e.target.value);
                setPage(1);
              }}
            >
              {months.map((m) => (
                <option key={m} value={m}>
                  {labelOf(m)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {r && (
          <p className="pb-2 text-sm text-ink-700">
            {r.shop.name} · {r.shop.gstin ? t('admin.gstin', { gstin: r.shop.gstin }) : t('admin.noGstin')} · {stateText(r.shop.stateName)}
            {!taxed && ` · ${r.shop.gstRegistration === 'composition' ? t('admin.compositionNote') : t('admin.unregisteredNote')}`}
          </p>
        )}
      </div>

      {register.isPending ? (
        <Spinner label={t('admin.registerLoading')} />
      ) : register.isError ? (
        <Card className="p-6 text-center">
          <p className="font-semibold text-ink-800" role="alert">
            {messageOf(register.error, t('admin.registerFailed'))}
          </p>
          <Button variant="outline" className="mt-4" onClick={() => void register.refetch()}>
            {t('admin.registerRetry')}
          </Button>
        </Card>
      ) : (
        <RegisterView r={r!} page={page} onPage={setPage} turning={register.isPlaceholderData} />
      )}

      <p className="mt-8 text-xs text-ink-600">{t('admin.gstNote')}</p>
    </Page>
  );
}

interface RegisterViewProps {
  /** The reply: the documents of `page` (or, while `turning`, of the page before), the whole month's totals and tables. */
  r: GstRegisterDto;
  page: number;
  onPage: (page: number) => void;
  turning: boolean;
}

function RegisterView({ r, page, onPage, turning }: RegisterViewProps) {
  const headingId = useId();
  const documentsHeading = useRef<HTMLHeadingElement>(null);
  const tax = r.totals.cgst + r.totals.sgst + r.totals.igst;
  const pages = gstRegisterPages(r.totals.documentCount);
  const first = (page - 1) * GST_REGISTER_PAGE_SIZE + 1;
  const last = Math.min(page * GST_REGISTER_PAGE_SIZE, r.totals.documentCount);
  // The pressed button may vanish or be disabled on the new page (the last page has no Next), so focus goes to
  // the documents' heading, which says the page: a screen reader reads "Page 2 of 7", the table starts below it.
  const turn = (p: number) => {
    onPage(p);
    documentsHeading.current?.focus({ preventScroll: true });
    documentsHeading.current?.scrollIntoView({ block: 'start' });
  };
  return (
    <div className="space-y-8">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={t('admin.monthTotals')}>
        <StatTile label={t('admin.documents')} value={r.totals.documentCount} />
        <StatTile label={t('admin.taxableValue')} value={formatRupees(r.totals.taxableAmount)} tone="blue" />
        <StatTile
          label={t('admin.gst')}
          value={formatRupees(tax)}
          tone="saffron"
          hint={t('admin.gstSplit', { cgst: formatRupees(r.totals.cgst), sgst: formatRupees(r.totals.sgst), igst: formatRupees(r.totals.igst) })}
        />
        <StatTile label={t('admin.registerTotal')} value={formatRupees(r.totals.total)} tone="green" hint={t('admin.creditSubtracted')} />
      </dl>

      {r.totals.documentCount === 0 ? (
        <Card className="p-6 text-center">
          <p className="font-semibold text-ink-800">{t('admin.noDocuments', { month: labelOf(r.month) })}</p>
          <p className="mt-1 text-sm text-ink-600">{t('admin.invoiceWhen')}</p>
        </Card>
      ) : (
        <section aria-labelledby={headingId}>
          <h2
            id={headingId}
            ref={documentsHeading}
            tabIndex={-1}
            className="mb-3 w-fit scroll-mt-24 rounded text-lg font-bold text-ink-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:ring-offset-2"
          >
            {t('admin.documents')}
            {pages > 1 && <span className="text-base font-semibold text-ink-700"> · {t('admin.registerPageOf', { page, pages })}</span>}
          </h2>
          {pages > 1 && (
            <p className="-mt-2 mb-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-700">
              <span>
                {first === last
                  ? t('admin.registerShowingOne', { first, count: r.totals.documentCount })
                  : t('admin.registerShowing', { first, last, count: r.totals.documentCount })}
              </span>
              {turning && (
                <span className="inline-flex items-center gap-2 text-ink-600" role="status">
                  <span className="size-4 animate-spin rounded-full border-2 border-saffron-300 border-t-saffron-700" aria-hidden="true" />
                  {t('admin.registerPageLoading', { page })}
                </span>
              )}
            </p>
          )}
          <div aria-busy={turning || undefined} className={turning ? 'opacity-60 transition-opacity' : undefined}>
            <DataTable label={t('admin.documentsOf', { month: labelOf(r.month) })} minWidth="56rem" stackOnPhone>
              <thead>
                <tr>
                  <Th>{t('admin.document')}</Th>
                  <Th>{t('admin.date')}</Th>
                  <Th>{t('admin.placeOfSupply')}</Th>
                  <Th className="text-right">{t('admin.taxableValue')}</Th>
                  <Th className="text-right">{t('admin.cgst')}</Th>
                  <Th className="text-right">{t('admin.sgst')}</Th>
                  <Th className="text-right">{t('admin.igst')}</Th>
                  <Th className="text-right">{t('admin.registerTotal')}</Th>
                </tr>
              </thead>
              <tbody>
                {r.documents.map((d) => (
                  <Tr key={d.number}>
                    <Td data-label={t('admin.document')}>
                      <p className="font-semibold text-ink-900 tabular-nums">{d.number}</p>
                      <p className="text-xs text-ink-600">
                        {d.againstNumber ? t('admin.kindAgainst', { kind: t(KIND[d.kind]), number: d.againstNumber }) : t(KIND[d.kind])}
                      </p>
                    </Td>
                    <Td className="whitespace-nowrap" data-label={t('admin.date')}>
                      {dayOf(d.date)}
                    </Td>
                    <Td data-label={t('admin.placeOfSupply')}>{stateText(d.placeOfSupply)}</Td>
                    <Td className="text-right" data-label={t('admin.taxableValue')}>
                      {d.kind === 'bill-of-supply' ? '--' : money(d.taxableAmount)}
                    </Td>
                    <Td className="text-right" data-label={t('admin.cgst')}>
                      {money(d.cgst)}
                    </Td>
                    <Td className="text-right" data-label={t('admin.sgst')}>
                      {money(d.sgst)}
                    </Td>
                    <Td className="text-right" data-label={t('admin.igst')}>
                      {money(d.igst)}
                    </Td>
                    <Td className="text-right font-semibold" data-label={t('admin.registerTotal')}>
                      {money(d.total)}
                    </Td>
                  </Tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="bg-ink-50 font-bold">
                  <Td colSpan={3}>{t('admin.monthTotalCount', { count: r.totals.documentCount })}</Td>
                  <Td className="text-right" data-label={t('admin.taxableValue')}>
                    {money(r.totals.taxableAmount)}
                  </Td>
                  <Td className="text-right" data-label={t('admin.cgst')}>
                    {money(r.totals.cgst)}
                  </Td>
                  <Td className="text-right" data-label={t('admin.sgst')}>
                    {money(r.totals.sgst)}
                  </Td>
                  <Td className="text-right" data-label={t('admin.igst')}>
                    {money(r.totals.igst)}
                  </Td>
                  <Td className="text-right" data-label={t('admin.registerTotal')}>
                    {money(r.totals.total)}
                  </Td>
                </tr>
              </tfoot>
            </DataTable>
          </div>
          <div className="mt-4">
            <Pagination page={page} totalPages={pages} onChange={turn} label={t('admin.registerPages')} />
          </div>
        </section>
      )}

      <GstB2csTable rows={r.b2cs} monthLabel={labelOf(r.month)} />

      {r.hsn.length > 0 && (
        <section aria-labelledby={`${headingId}-hsn`}>
          <h2 id={`${headingId}-hsn`} className="mb-3 text-lg font-bold text-ink-900">
            {t('admin.hsnSummary')}
          </h2>
          <DataTable label={t('admin.hsnOf', { month: labelOf(r.month) })} minWidth="48rem" stackOnPhone>
            <thead>
              <tr>
                <Th>{t('admin.hsn')}</Th>
                <Th>{t('admin.hsnDescription')}</Th>
                <Th className="text-right">{t('admin.hsnQuantity')}</Th>
                <Th className="text-right">{t('admin.rate')}</Th>
                <Th className="text-right">{t('admin.taxableValue')}</Th>
                <Th className="text-right">{t('admin.tax')}</Th>
                <Th className="text-right">{t('admin.registerTotal')}</Th>
              </tr>
            </thead>
            <tbody>
              {r.hsn.map((h) => (
                <Tr key={`${h.hsnCode}-${h.uqc}-${h.rate}`}>
                  <Td className="tabular-nums" data-label={t('admin.hsn')}>
                    {h.hsnCode}
                  </Td>
                  <Td data-label={t('admin.hsnDescription')}>{h.description}</Td>
                  <Td className="text-right tabular-nums" data-label={t('admin.hsnQuantity')}>
                    {h.quantity} {h.uqc}
                  </Td>
                  <Td className="text-right tabular-nums" data-label={t('admin.rate')}>
                    {h.rate}%
                  </Td>
                  <Td className="text-right" data-label={t('admin.taxableValue')}>
                    {money(h.taxableAmount)}
                  </Td>
                  <Td className="text-right" data-label={t('admin.tax')}>
                    {money(h.cgst + h.sgst + h.igst)}
                  </Td>
                  <Td className="text-right" data-label={t('admin.registerTotal')}>
                    {money(h.total)}
                  </Td>
                </Tr>
              ))}
            </tbody>
          </DataTable>
        </section>
      )}
    </div>
  );
}
