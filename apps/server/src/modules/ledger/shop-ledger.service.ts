import { toRupees, type ShopLedgerDto } from '@bazaar/shared';
import { isBlocked } from './domain/ledger-maths.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { toPaged } from '../../lib/paging.js';
import type { SessionUser } from '../../plugins/auth.js';
import { getPlatformSettings } from '../settings/settings.service.js';
import { unpaidDues } from './domain/dues.js';
import { shopOr404, toEntryDto } from './entries.js';
import { selectBalance, selectEntriesPage, selectShopForLedger, selectUnpaidDueGroups } from './ledger.repo.js';
import { selectOverdue } from './dues.repo.js';

async function shopLedger(
  db: Db,
  shop: { id: string; name: string; commissionRateBp: number | null },
  page: number,
  limit: number,
  now: Date,
): Promise<ShopLedgerDto> {
  const settings = await getPlatformSettings(db);
  const [balancePaise, unpaid, overdue, entries] = await Promise.all([
    selectBalance(db, shop.id),
    selectUnpaidDueGroups(db, [shop.id]),
    selectOverdue(db, [shop.id], now),
    selectEntriesPage(db, shop.id, page, limit),
  ]);
  const dues = unpaidDues(balancePaise, unpaid, now);
  const overduePaise = overdue.get(shop.id) ?? 0;
  return {
    shop: {
      _id: shop.id,
      name: shop.name,
      commissionRate: (shop.commissionRateBp ?? settings.commissionRateBp) / 100,
      commissionRateIsDefault: shop.commissionRateBp === null,
    },
    balance: toRupees(balancePaise),
    overdue: toRupees(overduePaise),
    oldestUnpaidDue: dues[0]?.dueDate ?? null,
    blocked: isBlocked(overduePaise, settings.duesBlockThresholdPaise),
    blockThreshold: toRupees(settings.duesBlockThresholdPaise),
    graceDays: settings.duesGraceDays,
    dues,
    entries: toPaged(entries.items.map(toEntryDto), entries.total, page, limit),
  };
}

/** The shop owner's own ledger ("Payments to Bazaar"). 404 for an admin without a shop. */
export async function ledgerOfAdmin(db: Db, user: SessionUser, page: number, limit: number, now: Date): Promise<ShopLedgerDto> {
  const shop = await selectShopForLedger(db, { adminId: user.id });
  if (!shop) throw notFound('Shop');
  return shopLedger(db, shop, page, limit, now);
}

/** One shop's ledger, for the platform owner. */
export async function ledgerOfShop(db: Db, shopId: string, page: number, limit: number, now: Date): Promise<ShopLedgerDto> {
  return shopLedger(db, await shopOr404(db, shopId), page, limit, now);
}
