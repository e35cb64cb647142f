import { toRupees, type LedgerOverviewDto } from '@bazaar/shared';
import { isBlocked } from './domain/ledger-maths.js';
import type { Db } from '../../db/client.js';
import { toPaged } from '../../lib/paging.js';
import { getPlatformSettings } from '../settings/settings.service.js';
import { unpaidDues } from './domain/dues.js';
import { toEntryDto } from './entries.js';
import { selectEntriesPage, selectShopBalances, selectUnpaidDueGroups } from './ledger.repo.js';
import { selectOverdue } from './dues.repo.js';

/** Every shop's balance, what is overdue and its oldest unpaid due; and every entry, newest first. */
export async function ledgerOverview(db: Db, page: number, limit: number, now: Date): Promise<LedgerOverviewDto> {
  const settings = await getPlatformSettings(db);
  const [balances, unpaid, overdue, entries] = await Promise.all([
    selectShopBalances(db),
    selectUnpaidDueGroups(db),
    selectOverdue(db, undefined, now),
    selectEntriesPage(db, undefined, page, limit),
  ]);
  const unpaidOf = new Map<string, Array<{ dueAt: Date; amountPaise: number }>>();
  for (const g of unpaid) {
    const list = unpaidOf.get(g.shopId) ?? [];
    list.push(g);
    unpaidOf.set(g.shopId, list);
  }
  const shops = balances.map((b) => {
    const dues = unpaidDues(b.balancePaise, unpaidOf.get(b.shopId) ?? [], now);
    const overduePaise = overdue.get(b.shopId) ?? 0;
    return {
      shopId: b.shopId,
      shopName: b.shopName,
      active: b.active,
      balance: toRupees(b.balancePaise),
      overdue: toRupees(overduePaise),
      oldestUnpaidDue: dues[0]?.dueDate ?? null,
      blocked: isBlocked(overduePaise, settings.duesBlockThresholdPaise),
    };
  });
  return {
    balance: toRupees(balances.reduce((s, b) => s + b.balancePaise, 0)),
    shops,
    entries: toPaged(entries.items.map(toEntryDto), entries.total, page, limit),
  };
}
