import type { TdsReportDto } from '@bazaar/shared';
import { formatRupees } from '@/lib/format';
import { Card } from '@/components/ui/card';
import { StatTile } from '@/components/ui/stat-tile';
import { DataTable, Td, Th, Tr } from '@/components/ui/table';
import { useTdsReport } from '../api/get-tax-reports';
import { monthLabel, ratesText, useReportMonth } from '../components/report-month';
import { TaxReportFrame } from '../components/tax-report-frame';

const money = (rupees: number) => <span className="tabular-nums">{formatRupees(rupees)}</span>;

/** /superadmin/tds-report — TDS under Income-tax s.194-O of a month, per shop PAN, its totals and the CSV. */
export default function TdsReportPage() {
  const { month, months, setMonth } = useReportMonth();
  const report = useTdsReport(month);
  return (
    <TaxReportFrame
      kind="tds"
      title="TDS Report"
      subtitle="Tax deducted at source under Income-tax s.194-O on the orders delivered in a month, per shop and PAN."
      fileName={(m) => `TDS_194-O_${m}.csv`}
      month={month}
      months={months}
      onMonth={setMonth}
      report={report}
      note={
        <>
          Rates: 1 % until 30 September 2024, 0.1 % from 1 October 2024, 5 % without a valid PAN (s.206AA), at the rate of the delivery date. Gross amount
          without the GST shown on the invoice (CBDT Circular 17/2020). Indian law as of November 2026; not tax advice.
        </>
      }
    >
      {(r) => <TdsView r={r} />}
    </TaxReportFrame>
  );
}

function TdsView({ r }: { r: TdsReportDto }) {
  const t = r.totals;
  const noPan = r.rows.filter((x) => !x.panValid).length;
  return (
    <div className="space-y-8">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Month totals">
        <StatTile label="Delivered orders" value={t.orderCount} />
        <StatTile label="Gross amount" value={formatRupees(t.grossAmount)} tone="blue" hint="without GST" />
        <StatTile label="TDS" value={formatRupees(t.tds)} tone="saffron" />
        <StatTile label="Shops without a valid PAN" value={noPan} tone={noPan ? 'red' : 'green'} hint="5 % under s.206AA" />
      </dl>
      {r.rows.length === 0 ? (
        <Card className="p-6 text-center">
          <p className="font-semibold text-ink-800">No orders were delivered in {monthLabel(r.month)}.</p>
        </Card>
      ) : (
        <DataTable label={`TDS of ${monthLabel(r.month)}`} minWidth="44rem">
          <thead>
            <tr>
              <Th>PAN</Th>
              <Th>Shop</Th>
              <Th className="text-right">Delivered orders</Th>
              <Th className="text-right">Gross amount</Th>
              <Th className="text-right">Rate</Th>
              <Th className="text-right">TDS</Th>
            </tr>
          </thead>
          <tbody>
            {r.rows.map((x) => (
              <Tr key={x.shopId}>
                <Td>
                  <p className="font-semibold text-ink-900 tabular-nums">{x.pan}</p>
                  {!x.panValid && <p className="text-xs font-semibold text-red-700">not a valid PAN</p>}
                </Td>
                <Td>{x.shopName}</Td>
                <Td className="text-right tabular-nums">{x.orderCount}</Td>
                <Td className="text-right">{money(x.grossAmount)}</Td>
                <Td className="text-right whitespace-nowrap tabular-nums">{ratesText(x.rates)}</Td>
                <Td className="text-right font-semibold">{money(x.tds)}</Td>
              </Tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="bg-ink-50 font-bold">
              <Td colSpan={2}>Total ({r.rows.length})</Td>
              <Td className="text-right tabular-nums">{t.orderCount}</Td>
              <Td className="text-right">{money(t.grossAmount)}</Td>
              <Td />
              <Td className="text-right">{money(t.tds)}</Td>
            </tr>
          </tfoot>
        </DataTable>
      )}
    </div>
  );
}
