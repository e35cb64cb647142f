import type { TcsReportDto } from '@bazaar/shared';
import { formatRupees } from '@/lib/format';
import { Card } from '@/components/ui/card';
import { StatTile } from '@/components/ui/stat-tile';
import { DataTable, Td, Th, Tr } from '@/components/ui/table';
import { useTcsReport } from '../api/get-tax-reports';
import { monthLabel, ratesText, useReportMonth } from '../components/report-month';
import { TaxReportFrame } from '../components/tax-report-frame';

const money = (rupees: number) => <span className="tabular-nums">{formatRupees(rupees)}</span>;

/** /superadmin/tcs-report — TCS under CGST s.52 of a month (GSTR-8 shape), its totals and the CSV. */
export default function TcsReportPage() {
  const { month, months, setMonth } = useReportMonth();
  const report = useTcsReport(month);
  return (
    <TaxReportFrame
      kind="tcs"
      title="TCS Report"
      subtitle="Tax collected at source under CGST s.52 on the shops' sales in a month, per supplier GSTIN and place of supply, as GSTR-8 asks."
      fileName={(m) => `TCS_GSTR-8_${m}.csv`}
      month={month}
      months={months}
      onMonth={setMonth}
      report={report}
      note={
        <>
          Rates: 1 % until 9 July 2024, 0.5 % from 10 July 2024, at the rate of each invoice&rsquo;s date; a credit note reverses what its invoice collected.
          Values without GST. Indian law as of November 2026; not tax advice.
        </>
      }
    >
      {(r) => <TcsView r={r} />}
    </TaxReportFrame>
  );
}

function TcsView({ r }: { r: TcsReportDto }) {
  const t = r.totals;
  return (
    <div className="space-y-8">
      {r.note && (
        <Card className="border-saffron-300 bg-saffron-50 p-4" role="note">
          <p className="text-sm font-semibold text-saffron-900">{r.note}</p>
        </Card>
      )}
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Month totals">
        <StatTile label="Gross value" value={formatRupees(t.grossValue)} hint={`${t.invoiceCount} ${t.invoiceCount === 1 ? 'invoice' : 'invoices'}`} />
        <StatTile
          label="Returned"
          value={formatRupees(t.returnedValue)}
          hint={`${t.creditNoteCount} ${t.creditNoteCount === 1 ? 'credit note' : 'credit notes'}`}
        />
        <StatTile label="Net value" value={formatRupees(t.netValue)} tone="blue" />
        <StatTile
          label="TCS"
          value={formatRupees(t.tcs)}
          tone="saffron"
          hint={`IGST ${formatRupees(t.igst)} · CGST ${formatRupees(t.cgst)} · SGST ${formatRupees(t.sgst)}`}
        />
      </dl>

      <section aria-labelledby="tcs-rows">
        <h2 id="tcs-rows" className="mb-3 text-lg font-bold text-ink-900">
          By supplier GSTIN and place of supply
        </h2>
        {r.rows.length === 0 ? (
          <Card className="p-6 text-center">
            <p className="font-semibold text-ink-800">No invoices or credit notes from registered shops in {monthLabel(r.month)}.</p>
          </Card>
        ) : (
          <DataTable label={`TCS of ${monthLabel(r.month)}`} minWidth="64rem">
            <thead>
              <tr>
                <Th>Supplier</Th>
                <Th>Place of supply</Th>
                <Th className="text-right">Rate</Th>
                <Th className="text-right">Gross value</Th>
                <Th className="text-right">Returned</Th>
                <Th className="text-right">Net value</Th>
                <Th className="text-right">IGST</Th>
                <Th className="text-right">CGST</Th>
                <Th className="text-right">SGST/UTGST</Th>
                <Th className="text-right">TCS</Th>
              </tr>
            </thead>
            <tbody>
              {r.rows.map((x) => (
                <Tr key={`${x.gstin}-${x.placeOfSupply}`}>
                  <Td>
                    <p className="font-semibold text-ink-900 tabular-nums">{x.gstin}</p>
                    <p className="text-xs text-ink-600">{x.shopName}</p>
                  </Td>
                  <Td>
                    <p>{x.placeOfSupply}</p>
                    <p className="text-xs text-ink-600">{x.supplyType}</p>
                  </Td>
                  <Td className="text-right whitespace-nowrap tabular-nums">{ratesText(x.rates)}</Td>
                  <Td className="text-right">
                    {money(x.grossValue)}
                    <p className="text-xs text-ink-600">{x.invoiceCount} inv.</p>
                  </Td>
                  <Td className="text-right">
                    {money(x.returnedValue)}
                    <p className="text-xs text-ink-600">{x.creditNoteCount} CN</p>
                  </Td>
                  <Td className="text-right">{money(x.netValue)}</Td>
                  <Td className="text-right">{money(x.igst)}</Td>
                  <Td className="text-right">{money(x.cgst)}</Td>
                  <Td className="text-right">{money(x.sgst)}</Td>
                  <Td className="text-right font-semibold">{money(x.tcs)}</Td>
                </Tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="bg-ink-50 font-bold">
                <Td colSpan={3}>Total ({r.rows.length})</Td>
                <Td className="text-right">{money(t.grossValue)}</Td>
                <Td className="text-right">{money(t.returnedValue)}</Td>
                <Td className="text-right">{money(t.netValue)}</Td>
                <Td className="text-right">{money(t.igst)}</Td>
                <Td className="text-right">{money(t.cgst)}</Td>
                <Td className="text-right">{money(t.sgst)}</Td>
                <Td className="text-right">{money(t.tcs)}</Td>
              </tr>
            </tfoot>
          </DataTable>
        )}
      </section>

      <section aria-labelledby="tcs-unregistered">
        <h2 id="tcs-unregistered" className="mb-1 text-lg font-bold text-ink-900">
          Shops without a GSTIN
        </h2>
        <p className="mb-3 text-sm text-ink-600">Enrolled by PAN: no TCS is collected on their sales and they have no GSTR-8 row.</p>
        {r.unregistered.length === 0 ? (
          <Card className="p-6 text-center">
            <p className="font-semibold text-ink-800">No shop is enrolled without a GSTIN.</p>
          </Card>
        ) : (
          <DataTable label={`Shops without a GSTIN, ${monthLabel(r.month)}`} minWidth="44rem">
            <thead>
              <tr>
                <Th>Shop</Th>
                <Th>State</Th>
                <Th className="text-right">Documents</Th>
                <Th className="text-right">Gross value</Th>
                <Th className="text-right">Returned</Th>
                <Th className="text-right">Net value</Th>
              </tr>
            </thead>
            <tbody>
              {r.unregistered.map((u) => (
                <Tr key={u.shopId}>
                  <Td>
                    <p className="font-semibold text-ink-900">{u.shopName}</p>
                    <p className="text-xs text-ink-600 tabular-nums">PAN {u.pan}</p>
                  </Td>
                  <Td>{u.stateName}</Td>
                  <Td className="text-right tabular-nums">{u.documentCount}</Td>
                  <Td className="text-right">{money(u.grossValue)}</Td>
                  <Td className="text-right">{money(u.returnedValue)}</Td>
                  <Td className="text-right">{money(u.netValue)}</Td>
                </Tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="bg-ink-50 font-bold">
                <Td colSpan={2}>Total ({r.unregistered.length})</Td>
                <Td className="text-right tabular-nums">{r.unregisteredTotals.documentCount}</Td>
                <Td className="text-right">{money(r.unregisteredTotals.grossValue)}</Td>
                <Td className="text-right">{money(r.unregisteredTotals.returnedValue)}</Td>
                <Td className="text-right">{money(r.unregisteredTotals.netValue)}</Td>
              </tr>
            </tfoot>
          </DataTable>
        )}
      </section>
    </div>
  );
}
