import type { ReactNode } from 'react';
import type { LedgerEntryDto, ShopLedgerDto } from '@bazaar/shared';
import { formatDate, formatRupees } from '@/lib/format';
import { intlLocale, t } from '@/i18n/i18n';
import { Card } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { StatGrid, StatTile } from '@/components/ui/stat-tile';
import { DataTable, Td, Th, Tr } from '@/components/ui/table';

/** An IST calendar date `YYYY-MM-DD` as "8 Dec 2026" ("8 दिस॰ 2026" in Hindi). */
export const dayOf = (date: string) =>
  new Intl.DateTimeFormat(intlLocale(), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC', numberingSystem: 'latn' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** Signed rupees: what the shop owes in ink, what it paid or was credited in green with a minus. */
export function Amount({ rupees }: { rupees: number }) {
  return <span className={rupees < 0 ? 'text-green-800 tabular-nums' : 'tabular-nums'}>{formatRupees(rupees)}</span>;
}

/** Balance, overdue, next due and the blocking notice; then what falls due by when. */
export function LedgerSummary({ l, owner }: { l: ShopLedgerDto; owner: boolean }) {
  return (
    <div className="space-y-6">
      {l.blocked && (
        <div role="alert" className="rounded-2xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
          <p className="font-semibold">
            {owner
              ? t('ledger.blockedOwn', { overdue: formatRupees(l.overdue), limit: formatRupees(l.blockThreshold) })
              : t('ledger.blockedShop', { shop: l.shop.name, overdue: formatRupees(l.overdue), limit: formatRupees(l.blockThreshold) })}
          </p>
          {owner && (
            <p className="mt-1">
              {t('ledger.blockedPay', { least: formatRupees(Math.round((l.overdue - l.blockThreshold) * 100) / 100), overdue: formatRupees(l.overdue) })}
            </p>
          )}
        </div>
      )}
      <StatGrid label={t('ledger.account')}>
        <StatTile
          label={t('ledger.balance')}
          value={formatRupees(l.balance)}
          tone={l.balance > 0 ? 'saffron' : 'green'}
          hint={l.balance < 0 ? t('ledger.balanceAdvance') : t('ledger.balanceOwed')}
        />
        <StatTile
          label={t('ledger.overdue')}
          value={formatRupees(l.overdue)}
          tone={l.overdue > 0 ? 'red' : 'ink'}
          hint={t('ledger.overdueHint', { days: l.graceDays })}
        />
        <StatTile label={t('ledger.oldestDue')} value={l.oldestUnpaidDue ? dayOf(l.oldestUnpaidDue) : t('ledger.none')} tone="blue" />
        <StatTile
          label={t('ledger.commission')}
          value={`${l.shop.commissionRate}%`}
          hint={l.shop.commissionRateIsDefault ? t('ledger.rateDefault') : t('ledger.rateShop')}
        />
      </StatGrid>
      <section aria-labelledby="dues-heading">
        <h2 id="dues-heading" className="mb-2 text-lg font-semibold text-ink-900">
          {t('ledger.dues')}
        </h2>
        {l.dues.length === 0 ? (
          <p className="text-sm text-ink-700">{t('ledger.noDues')}</p>
        ) : (
          <ul className="divide-y divide-ink-100 rounded-2xl border border-ink-200 bg-white">
            {l.dues.map((d) => (
              <li key={d.dueDate} className="flex items-center justify-between gap-3 px-4 py-2 text-sm">
                <span>
                  {d.overdue ? t('ledger.wasDue', { date: dayOf(d.dueDate) }) : t('ledger.dueBy', { date: dayOf(d.dueDate) })}
                  {d.overdue && <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">{t('ledger.overdue')}</span>}
                </span>
                <span className="font-semibold tabular-nums">{formatRupees(d.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function describe(e: LedgerEntryDto): string {
  const parts: string[] = [];
  if (e.orderNumber) parts.push(t('ledger.order', { number: e.orderNumber }));
  if (e.base !== null && e.ratePercent !== null) parts.push(t('ledger.rateOf', { rate: e.ratePercent, base: formatRupees(e.base) }));
  if (e.method) parts.push(e.method);
  if (e.reference) parts.push(e.reference);
  if (e.note) parts.push(e.note);
  return parts.join(' · ');
}

/** The entries, newest first, with the running balance; `action` adds a last column (the platform's reverse button). */
export function EntriesTable({
  entries,
  onPage,
  showShop = false,
  action,
}: {
  entries: ShopLedgerDto['entries'];
  onPage: (page: number) => void;
  showShop?: boolean;
  action?: (e: LedgerEntryDto) => ReactNode;
}) {
  if (entries.total === 0) return <Card className="p-6 text-center text-ink-700">{t('ledger.noEntries')}</Card>;
  return (
    <div className="space-y-4">
      <DataTable label={t('ledger.entriesLabel')} minWidth={showShop ? '60rem' : '52rem'} stackOnPhone>
        <thead>
          <tr>
            <Th>{t('ledger.date')}</Th>
            {showShop && <Th>{t('ledger.shop')}</Th>}
            <Th>{t('ledger.entry')}</Th>
            <Th>{t('ledger.details')}</Th>
            <Th className="text-right">{t('ledger.amount')}</Th>
            <Th className="text-right">{t('ledger.balance')}</Th>
            {action && <Th>{t('ledger.action')}</Th>}
          </tr>
        </thead>
        <tbody>
          {entries.items.map((e) => (
            <Tr key={e._id}>
              <Td className="whitespace-nowrap" data-label={t('ledger.date')}>
                {formatDate(e.postedAt)}
              </Td>
              {showShop && <Td data-label={t('ledger.shop')}>{e.shopName}</Td>}
              <Td data-label={t('ledger.entry')}>
                {e.label}
                {e.reversedById && <span className="ml-2 rounded-full bg-ink-100 px-2 py-0.5 text-xs text-ink-700">{t('ledger.reversed')}</span>}
              </Td>
              <Td className="text-ink-700" data-label={t('ledger.details')}>
                {describe(e)}
              </Td>
              <Td className="text-right" data-label={t('ledger.amount')}>
                <Amount rupees={e.amount} />
              </Td>
              <Td className="text-right tabular-nums" data-label={t('ledger.balance')}>
                {formatRupees(e.balanceAfter)}
              </Td>
              {action && <Td>{action(e)}</Td>}
            </Tr>
          ))}
        </tbody>
      </DataTable>
      <Pagination page={entries.page} totalPages={entries.totalPages} onChange={onPage} label={t('ledger.pages')} />
    </div>
  );
}
