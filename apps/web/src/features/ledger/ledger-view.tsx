import type { ReactNode } from 'react';
import type { LedgerEntryDto, ShopLedgerDto } from '@bazaar/shared';
import { formatDate, formatRupees } from '@/lib/format';
import { Card } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { StatGrid, StatTile } from '@/components/ui/stat-tile';
import { DataTable, Td, Th, Tr } from '@/components/ui/table';

const dayName = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** An IST calendar date `YYYY-MM-DD` as "8 Dec 2026". */
export const dayOf = (date: string) => dayName.format(new Date(`${date}T00:00:00Z`));

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
            {owner ? 'Your shop is not taking new orders' : `${l.shop.name} is not taking new orders`}: {formatRupees(l.overdue)} is overdue, more than the{' '}
            {formatRupees(l.blockThreshold)} allowed.
          </p>
          {owner && (
            <p className="mt-1">
              Pay at least {formatRupees(Math.round((l.overdue - l.blockThreshold) * 100) / 100)} (or the whole {formatRupees(l.overdue)}) to Bazaar and
              shoppers can order again as soon as the payment is recorded.
            </p>
          )}
        </div>
      )}
      <StatGrid label="Account with Bazaar">
        <StatTile
          label="Balance"
          value={formatRupees(l.balance)}
          tone={l.balance > 0 ? 'saffron' : 'green'}
          hint={l.balance < 0 ? 'paid in advance' : 'what is owed to Bazaar now'}
        />
        <StatTile label="Overdue" value={formatRupees(l.overdue)} tone={l.overdue > 0 ? 'red' : 'ink'} hint={`unpaid ${l.graceDays} days after it posted`} />
        <StatTile label="Oldest unpaid due" value={l.oldestUnpaidDue ? dayOf(l.oldestUnpaidDue) : 'None'} tone="blue" />
        <StatTile label="Commission" value={`${l.shop.commissionRate}%`} hint={l.shop.commissionRateIsDefault ? 'platform default' : 'this shop’s rate'} />
      </StatGrid>
      <section aria-labelledby="dues-heading">
        <h2 id="dues-heading" className="mb-2 text-lg font-semibold text-ink-900">
          Due by when
        </h2>
        {l.dues.length === 0 ? (
          <p className="text-sm text-ink-700">Nothing is due. Payments settle the oldest dues first.</p>
        ) : (
          <ul className="divide-y divide-ink-100 rounded-2xl border border-ink-200 bg-white">
            {l.dues.map((d) => (
              <li key={d.dueDate} className="flex items-center justify-between gap-3 px-4 py-2 text-sm">
                <span>
                  {d.overdue ? 'Was due' : 'Due by'} {dayOf(d.dueDate)}
                  {d.overdue && <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">Overdue</span>}
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
  if (e.orderNumber) parts.push(`Order ${e.orderNumber}`);
  if (e.base !== null && e.ratePercent !== null) parts.push(`${e.ratePercent}% of ${formatRupees(e.base)}`);
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
  if (entries.total === 0) return <Card className="p-6 text-center text-ink-700">No entries yet. Delivered orders post their commission here.</Card>;
  return (
    <div className="space-y-4">
      <DataTable label="Ledger entries" minWidth={showShop ? '60rem' : '52rem'} stackOnPhone>
        <thead>
          <tr>
            <Th>Date</Th>
            {showShop && <Th>Shop</Th>}
            <Th>Entry</Th>
            <Th>Details</Th>
            <Th className="text-right">Amount</Th>
            <Th className="text-right">Balance</Th>
            {action && <Th>Action</Th>}
          </tr>
        </thead>
        <tbody>
          {entries.items.map((e) => (
            <Tr key={e._id}>
              <Td className="whitespace-nowrap" data-label="Date">
                {formatDate(e.postedAt)}
              </Td>
              {showShop && <Td data-label="Shop">{e.shopName}</Td>}
              <Td data-label="Entry">
                {e.label}
                {e.reversedById && <span className="ml-2 rounded-full bg-ink-100 px-2 py-0.5 text-xs text-ink-700">reversed</span>}
              </Td>
              <Td className="text-ink-700" data-label="Details">
                {describe(e)}
              </Td>
              <Td className="text-right" data-label="Amount">
                <Amount rupees={e.amount} />
              </Td>
              <Td className="text-right tabular-nums" data-label="Balance">
                {formatRupees(e.balanceAfter)}
              </Td>
              {action && <Td>{action(e)}</Td>}
            </Tr>
          ))}
        </tbody>
      </DataTable>
      <Pagination page={entries.page} totalPages={entries.totalPages} onChange={onPage} label="Ledger pages" />
    </div>
  );
}
