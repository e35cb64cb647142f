import type { TcsReportDto } from '@bazaar/shared';
import { formatRupees } from '@/lib/format';
import { stateText } from '@/lib/states';
import { Card } from '@/components/ui/card';
import { StatTile } from '@/components/ui/stat-tile';
import { DataTable, Td, Th, Tr } from '@/components/ui/table';
import { useTcsReport } from '../api/get-tax-reports';
import { monthLabel, ratesText, useReportMonth } from '../components/report-month';
import { TaxReportFrame } from '../components/tax-report-frame';
import { t, type MessageId } from '@/i18n/i18n';

const SUPPLY: Record<TcsReportDto['rows'][number]['supplyType'], MessageId> = {
  'intra-state': 'superadmin.intraState',
  'inter-state': 'superadmin.interState',
};

const money = (rupees: number) => <span className="tabular-nums">{formatRupees(rupees)}</span>;

/** /superadmin/tcs-report — TCS under CGST s.52 of a month (GSTR-8 shape), its totals and the CSV. */
export default function TcsReportPage() {
  const { month, months, setMonth } = useReportMonth();
  const report = useTcsReport(month);
  return (
    <TaxReportFrame
      kind="tcs"
      title={t('superadmin.tcsTitle')}
      subtitle={t('superadmin.tcsSubtitle')}
      fileName={(m) => `TCS_GSTR-8_${m}.csv`}
      month={month}
      months={months}
      onMonth={setMonth}
      report={report}
      note={t('superadmin.tcsNote')}
    >
      {(r) => <TcsView r={r} />}
    </TaxReportFrame>
  );
}

function TcsView({ r }: { r: TcsReportDto }) {
  const tot = r.totals;
  return (
    <div className="space-y-8">
      {r.note && (
        <Card className="border-saffron-300 bg-saffron-50 p-4" role="note">
          <p className="text-sm font-semibold text-saffron-900">{r.note}</p>
        </Card>
      )}
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={t('superadmin.monthTotals')}>
        <StatTile label={t('superadmin.grossValue')} value={formatRupees(tot.grossValue)} hint={t('superadmin.invoiceCount', { count: tot.invoiceCount })} />
        <StatTile
          label={t('superadmin.returned')}
          value={formatRupees(tot.returnedValue)}
          hint={t('superadmin.creditNoteCount', { count: tot.creditNoteCount })}
        />
        <StatTile label={t('superadmin.netValue')} value={formatRupees(tot.netValue)} tone="blue" />
        <StatTile
          label={t('superadmin.tcs')}
          value={formatRupees(tot.tcs)}
          tone="saffron"
          hint={t('superadmin.gstSplit', { igst: formatRupees(tot.igst), cgst: formatRupees(tot.cgst), sgst: formatRupees(tot.sgst) })}
        />
      </dl>

      <section aria-labelledby="tcs-rows">
        <h2 id="tcs-rows" className="mb-3 text-lg font-bold text-ink-900">
          {t('superadmin.bySupplier')}
        </h2>
        {r.rows.length === 0 ? (
          <Card className="p-6 text-center">
            <p className="font-semibold text-ink-800">{t('superadmin.noTcsRows', { month: monthLabel(r.month) })}</p>
          </Card>
        ) : (
          <DataTable label={t('superadmin.tcsOf', { month: monthLabel(r.month) })} minWidth="64rem">
            <thead>
              <tr>
                <Th>{t('superadmin.supplier')}</Th>
                <Th>{t('superadmin.placeOfSupply')}</Th>
                <Th className="text-right">{t('superadmin.rate')}</Th>
                <Th className="text-right">{t('superadmin.grossValue')}</Th>
                <Th className="text-right">{t('superadmin.returned')}</Th>
                <Th className="text-right">{t('superadmin.netValue')}</Th>
                <Th className="text-right">{t('superadmin.igst')}</Th>
                <Th className="text-right">{t('superadmin.cgst')}</Th>
                <Th className="text-right">{t('superadmin.sgstUtgst')}</Th>
                <Th className="text-right">{t('superadmin.tcs')}</Th>
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
                    <p>{stateText(x.placeOfSupply)}</p>
                    <p className="text-xs text-ink-600">{t(SUPPLY[x.supplyType])}</p>
                  </Td>
                  <Td className="text-right whitespace-nowrap tabular-nums">{ratesText(x.rates)}</Td>
                  <Td className="text-right">
                    {money(x.grossValue)}
                    <p className="text-xs text-ink-600">{t('superadmin.invShort', { count: x.invoiceCount })}</p>
                  </Td>
                  <Td className="text-right">
                    {money(x.returnedValue)}
                    <p className="text-xs text-ink-600">{t('superadmin.cnShort', { count: x.creditNoteCount })}</p>
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
                <Td colSpan={3}>{t('superadmin.total', { count: r.rows.length })}</Td>
                <Td className="text-right">{money(tot.grossValue)}</Td>
                <Td className="text-right">{money(tot.returnedValue)}</Td>
                <Td className="text-right">{money(tot.netValue)}</Td>
                <Td className="text-right">{money(tot.igst)}</Td>
                <Td className="text-right">{money(tot.cgst)}</Td>
                <Td className="text-right">{money(tot.sgst)}</Td>
                <Td className="text-right">{money(tot.tcs)}</Td>
              </tr>
            </tfoot>
          </DataTable>
        )}
      </section>

      <section aria-labelledby="tcs-unregistered">
        <h2 id="tcs-unregistered" className="mb-1 text-lg font-bold text-ink-900">
          {t('superadmin.noGstinTitle')}
        </h2>
        <p className="mb-3 text-sm text-ink-600">{t('superadmin.noGstinText')}</p>
        {r.unregistered.length === 0 ? (
          <Card className="p-6 text-center">
            <p className="font-semibold text-ink-800">{t('superadmin.noGstinNone')}</p>
          </Card>
        ) : (
          <DataTable label={t('superadmin.noGstinOf', { month: monthLabel(r.month) })} minWidth="44rem">
            <thead>
              <tr>
                <Th>{t('superadmin.shop')}</Th>
                <Th>{t('superadmin.tcsState')}</Th>
                <Th className="text-right">{t('superadmin.documents')}</Th>
                <Th className="text-right">{t('superadmin.grossValue')}</Th>
                <Th className="text-right">{t('superadmin.returned')}</Th>
                <Th className="text-right">{t('superadmin.netValue')}</Th>
              </tr>
            </thead>
            <tbody>
              {r.unregistered.map((u) => (
                <Tr key={u.shopId}>
                  <Td>
                    <p className="font-semibold text-ink-900">{u.shopName}</p>
                    <p className="text-xs text-ink-600 tabular-nums">{t('superadmin.panValue', { pan: u.pan })}</p>
                  </Td>
                  <Td>{stateText(u.stateName)}</Td>
                  <Td className="text-right tabular-nums">{u.documentCount}</Td>
                  <Td className="text-right">{money(u.grossValue)}</Td>
                  <Td className="text-right">{money(u.returnedValue)}</Td>
                  <Td className="text-right">{money(u.netValue)}</Td>
                </Tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="bg-ink-50 font-bold">
                <Td colSpan={2}>{t('superadmin.total', { count: r.unregistered.length })}</Td>
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
