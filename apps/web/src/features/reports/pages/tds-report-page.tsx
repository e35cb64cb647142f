import type { TdsReportDto } from '@bazaar/shared';
import { formatRupees } from '@/lib/format';
import { Card } from '@/components/ui/card';
import { StatTile } from '@/components/ui/stat-tile';
import { DataTable, Td, Th, Tr } from '@/components/ui/table';
import { useTdsReport } from '../api/get-tax-reports';
import { monthLabel, ratesText, useReportMonth } from '../components/report-month';
import { TaxReportFrame } from '../components/tax-report-frame';
import { t } from '@/i18n/i18n';

const money = (rupees: number) => <span className="tabular-nums">{formatRupees(rupees)}</span>;

/** /superadmin/tds-report — TDS under Income-tax s.194-O of a month, per shop PAN, its totals and the CSV. */
export default function TdsReportPage() {
  const { month, months, setMonth } = useReportMonth();
  const report = useTdsReport(month);
  return (
    <TaxReportFrame
      kind="tds"
      title={t('superadmin.tdsTitle')}
      subtitle={t('superadmin.tdsSubtitle')}
      fileName={(m) => `TDS_194-O_${m}.csv`}
      month={month}
      months={months}
      onMonth={setMonth}
      report={report}
      note={t('superadmin.tdsNote')}
    >
      {(r) => <TdsView r={r} />}
    </TaxReportFrame>
  );
}

function TdsView({ r }: { r: TdsReportDto }) {
  const tot = r.totals;
  const noPan = r.rows.filter((x) => !x.panValid).length;
  return (
    <div className="space-y-8">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={t('superadmin.monthTotals')}>
        <StatTile label={t('superadmin.tdsDeliveredOrders')} value={tot.orderCount} />
        <StatTile
          label={t('superadmin.netAmount')}
          value={formatRupees(tot.netAmount)}
          tone="blue"
          hint={t('superadmin.netAmountHint', { gross: formatRupees(tot.grossAmount), returned: formatRupees(tot.returnedAmount) })}
        />
        <StatTile label={t('superadmin.tds')} value={formatRupees(tot.tds)} tone="saffron" />
        <StatTile label={t('superadmin.noPan')} value={noPan} tone={noPan ? 'red' : 'green'} hint={t('superadmin.noPanHint')} />
      </dl>
      {r.rows.length === 0 ? (
        <Card className="p-6 text-center">
          <p className="font-semibold text-ink-800">{t('superadmin.noDeliveries', { month: monthLabel(r.month) })}</p>
        </Card>
      ) : (
        <DataTable label={t('superadmin.tdsOf', { month: monthLabel(r.month) })} minWidth="44rem">
          <thead>
            <tr>
              <Th>{t('superadmin.tdsPan')}</Th>
              <Th>{t('superadmin.shop')}</Th>
              <Th className="text-right">{t('superadmin.tdsDeliveredOrders')}</Th>
              <Th className="text-right">{t('superadmin.grossAmount')}</Th>
              <Th className="text-right">{t('superadmin.returned')}</Th>
              <Th className="text-right">{t('superadmin.rate')}</Th>
              <Th className="text-right">{t('superadmin.tds')}</Th>
            </tr>
          </thead>
          <tbody>
            {r.rows.map((x) => (
              <Tr key={x.shopId}>
                <Td>
                  <p className="font-semibold text-ink-900 tabular-nums">{x.pan}</p>
                  {!x.panValid && <p className="text-xs font-semibold text-red-700">{t('superadmin.panInvalid')}</p>}
                </Td>
                <Td>{x.shopName}</Td>
                <Td className="text-right tabular-nums">{x.orderCount}</Td>
                <Td className="text-right">{money(x.grossAmount)}</Td>
                <Td className="text-right">
                  {money(x.returnedAmount)}
                  {x.creditNoteCount > 0 && <p className="text-xs text-ink-600">{x.creditNoteCount} CN</p>}
                </Td>
                <Td className="text-right whitespace-nowrap tabular-nums">{ratesText(x.rates)}</Td>
                <Td className="text-right font-semibold">{money(x.tds)}</Td>
              </Tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="bg-ink-50 font-bold">
              <Td colSpan={2}>{t('superadmin.total', { count: r.rows.length })}</Td>
              <Td className="text-right tabular-nums">{tot.orderCount}</Td>
              <Td className="text-right">{money(tot.grossAmount)}</Td>
              <Td className="text-right">{money(tot.returnedAmount)}</Td>
              <Td />
              <Td className="text-right">{money(tot.tds)}</Td>
            </tr>
          </tfoot>
        </DataTable>
      )}
    </div>
  );
}
