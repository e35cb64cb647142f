import { useId } from 'react';
import type { GstRegisterDto } from '@bazaar/shared';
import { formatRupees } from '@/lib/format';
import { stateText } from '@/lib/states';
import { Card } from '@/components/ui/card';
import { DataTable, Td, Th, Tr } from '@/components/ui/table';
import { t } from '@/i18n/i18n';

const money = (rupees: number) => <span className="tabular-nums">{formatRupees(rupees)}</span>;

/**
 * GSTR-1 table 7 of the month (B2C Small): the supplies to unregistered buyers that are not B2C Large, net of
 * their credit notes, by place of supply and rate, as the register's CSV has it (issue 30).
 */
export function GstB2csTable({ rows, monthLabel }: { rows: GstRegisterDto['b2cs']; monthLabel: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-bold text-ink-900">
        {t('admin.b2csTitle')}
      </h2>
      <p className="mb-3 text-sm text-ink-600">{t('admin.b2csHint')}</p>
      {rows.length === 0 ? (
        <Card className="p-6 text-center">
          <p className="font-semibold text-ink-800">{t('admin.b2csEmpty', { month: monthLabel })}</p>
        </Card>
      ) : (
        <DataTable label={t('admin.b2csOf', { month: monthLabel })} minWidth="40rem" stackOnPhone>
          <thead>
            <tr>
              <Th>{t('admin.placeOfSupply')}</Th>
              <Th className="text-right">{t('admin.rate')}</Th>
              <Th className="text-right">{t('admin.taxableValue')}</Th>
              <Th className="text-right">{t('admin.cgst')}</Th>
              <Th className="text-right">{t('admin.sgst')}</Th>
              <Th className="text-right">{t('admin.igst')}</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((b) => (
              <Tr key={`${b.placeOfSupply}-${b.rate}`}>
                <Td data-label={t('admin.placeOfSupply')}>{stateText(b.placeOfSupply)}</Td>
                <Td className="text-right tabular-nums" data-label={t('admin.rate')}>
                  {b.rate}%
                </Td>
                <Td className="text-right" data-label={t('admin.taxableValue')}>
                  {money(b.taxableAmount)}
                </Td>
                <Td className="text-right" data-label={t('admin.cgst')}>
                  {money(b.cgst)}
                </Td>
                <Td className="text-right" data-label={t('admin.sgst')}>
                  {money(b.sgst)}
                </Td>
                <Td className="text-right" data-label={t('admin.igst')}>
                  {money(b.igst)}
                </Td>
              </Tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </section>
  );
}
