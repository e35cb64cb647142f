import { useId, useState } from 'react';
import type { GstRegisterDto } from '@bazaar/shared';
import { usePageTitle } from '@/hooks/use-page-title';
import { messageOf } from '@/lib/api';
import { formatRupees } from '@/lib/format';
import { Card } from '@/components/ui/card';
import { DownloadButton } from '@/components/ui/download-button';
import { Field, Select } from '@/components/ui/field';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { StatTile } from '@/components/ui/stat-tile';
import { DataTable, Td, Th, Tr } from '@/components/ui/table';
import { gstRegisterCsvPath, useGstRegister } from '../api/get-gst-register';

const IST_OFFSET_MS = 330 * 60 * 1000;
const monthName = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayName = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

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

const labelOf = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));
const dayOf = (date: string) => dayName.format(new Date(`${date}T00:00:00Z`));

const KIND: Record<GstRegisterDto['documents'][number]['kind'], string> = {
  'tax-invoice': 'Tax invoice',
  'bill-of-supply': 'Bill of supply',
  'credit-note': 'Credit note',
};

const money = (rupees: number) => <span className="tabular-nums">{formatRupees(rupees)}</span>;

/** /admin/gst-register — the shop's GST sales register of a month: its totals, documents and HSN summary, and the CSV. */
export default function GstRegisterPage() {
  usePageTitle('GST Register');
  const months = recentMonths();
  const [month, setMonth] = useState(months[0]!);
  const register = useGstRegister(month);
  const r = register.data;
  const taxed = r?.shop.gstRegistration === 'regular';

  return (
    <Page>
      <PageHeader
        title="GST Register"
        subtitle="Every invoice and credit note your shop issued in a month, with the totals your accountant needs for GSTR-1."
        actions={
          <DownloadButton
            href={gstRegisterCsvPath(month)}
            fileName={`GST_register_${month}.csv`}
            errorMessage="Could not download the register. Please try again."
          >
            Download CSV<span className="sr-only"> of {labelOf(month)}</span>
          </DownloadButton>
        }
      />
      <div className="mb-6 flex flex-wrap items-end gap-4">
        <Field label="Month" className="w-56">
          {(p) => (
            <Select {...p} value={month} onChange={(e) => setMonth(e.target.value)}>
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
            {r.shop.name} · {r.shop.gstin ? `GSTIN ${r.shop.gstin}` : 'no GSTIN'} · {r.shop.stateName}
            {!taxed && ` · ${r.shop.gstRegistration === 'composition' ? 'composition scheme' : 'unregistered'}: bills of supply, no tax collected`}
          </p>
        )}
      </div>

      {register.isPending ? (
        <Spinner label="Loading the register" />
      ) : register.isError ? (
        <Card className="p-6 text-center" role="alert">
          <p className="font-semibold text-ink-800">{messageOf(register.error, 'Could not load the register. Please try again.')}</p>
        </Card>
      ) : (
        <RegisterView r={r!} />
      )}

      <p className="mt-8 text-xs text-ink-600">
        The register follows Indian GST law as of November 2026 (CGST Act and Rules). It is not tax advice: your accountant decides how your shop files.
      </p>
    </Page>
  );
}

function RegisterView({ r }: { r: GstRegisterDto }) {
  const headingId = useId();
  const tax = r.totals.cgst + r.totals.sgst + r.totals.igst;
  return (
    <div className="space-y-8">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Month totals">
        <StatTile label="Documents" value={r.totals.documentCount} />
        <StatTile label="Taxable value" value={formatRupees(r.totals.taxableAmount)} tone="blue" />
        <StatTile
          label="GST"
          value={formatRupees(tax)}
          tone="saffron"
          hint={`CGST ${formatRupees(r.totals.cgst)} · SGST ${formatRupees(r.totals.sgst)} · IGST ${formatRupees(r.totals.igst)}`}
        />
        <StatTile label="Total" value={formatRupees(r.totals.total)} tone="green" hint="credit notes subtracted" />
      </dl>

      {r.documents.length === 0 ? (
        <Card className="p-6 text-center">
          <p className="font-semibold text-ink-800">No invoices or credit notes in {labelOf(r.month)}.</p>
          <p className="mt-1 text-sm text-ink-600">An invoice is issued when you confirm an order.</p>
        </Card>
      ) : (
        <section aria-labelledby={headingId}>
          <h2 id={headingId} className="mb-3 text-lg font-bold text-ink-900">
            Documents
          </h2>
          <DataTable label={`GST documents of ${labelOf(r.month)}`} minWidth="56rem" stackOnPhone>
            <thead>
              <tr>
                <Th>Document</Th>
                <Th>Date</Th>
                <Th>Place of supply</Th>
                <Th className="text-right">Taxable value</Th>
                <Th className="text-right">CGST</Th>
                <Th className="text-right">SGST/UTGST</Th>
                <Th className="text-right">IGST</Th>
                <Th className="text-right">Total</Th>
              </tr>
            </thead>
            <tbody>
              {r.documents.map((d) => (
                <Tr key={d.number}>
                  <Td data-label="Document">
                    <p className="font-semibold text-ink-900 tabular-nums">{d.number}</p>
                    <p className="text-xs text-ink-600">
                      {KIND[d.kind]}
                      {d.againstNumber && ` against ${d.againstNumber}`}
                    </p>
                  </Td>
                  <Td className="whitespace-nowrap" data-label="Date">
                    {dayOf(d.date)}
                  </Td>
                  <Td data-label="Place of supply">{d.placeOfSupply}</Td>
                  <Td className="text-right" data-label="Taxable value">
                    {d.kind === 'bill-of-supply' ? '--' : money(d.taxableAmount)}
                  </Td>
                  <Td className="text-right" data-label="CGST">
                    {money(d.cgst)}
                  </Td>
                  <Td className="text-right" data-label="SGST/UTGST">
                    {money(d.sgst)}
                  </Td>
                  <Td className="text-right" data-label="IGST">
                    {money(d.igst)}
                  </Td>
                  <Td className="text-right font-semibold" data-label="Total">
                    {money(d.total)}
                  </Td>
                </Tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="bg-ink-50 font-bold">
                <Td colSpan={3}>Total ({r.totals.documentCount})</Td>
                <Td className="text-right" data-label="Taxable value">
                  {money(r.totals.taxableAmount)}
                </Td>
                <Td className="text-right" data-label="CGST">
                  {money(r.totals.cgst)}
                </Td>
                <Td className="text-right" data-label="SGST/UTGST">
                  {money(r.totals.sgst)}
                </Td>
                <Td className="text-right" data-label="IGST">
                  {money(r.totals.igst)}
                </Td>
                <Td className="text-right" data-label="Total">
                  {money(r.totals.total)}
                </Td>
              </tr>
            </tfoot>
          </DataTable>
        </section>
      )}

      {r.hsn.length > 0 && (
        <section aria-labelledby={`${headingId}-hsn`}>
          <h2 id={`${headingId}-hsn`} className="mb-3 text-lg font-bold text-ink-900">
            HSN summary
          </h2>
          <DataTable label={`HSN summary of ${labelOf(r.month)}`} minWidth="48rem" stackOnPhone>
            <thead>
              <tr>
                <Th>HSN</Th>
                <Th>Description</Th>
                <Th className="text-right">Quantity</Th>
                <Th className="text-right">Rate</Th>
                <Th className="text-right">Taxable value</Th>
                <Th className="text-right">Tax</Th>
                <Th className="text-right">Total</Th>
              </tr>
            </thead>
            <tbody>
              {r.hsn.map((h) => (
                <Tr key={`${h.hsnCode}-${h.uqc}-${h.rate}`}>
                  <Td className="tabular-nums" data-label="HSN">
                    {h.hsnCode}
                  </Td>
                  <Td data-label="Description">{h.description}</Td>
                  <Td className="text-right tabular-nums" data-label="Quantity">
                    {h.quantity} {h.uqc}
                  </Td>
                  <Td className="text-right tabular-nums" data-label="Rate">
                    {h.rate}%
                  </Td>
                  <Td className="text-right" data-label="Taxable value">
                    {money(h.taxableAmount)}
                  </Td>
                  <Td className="text-right" data-label="Tax">
                    {money(h.cgst + h.sgst + h.igst)}
                  </Td>
                  <Td className="text-right" data-label="Total">
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
