/** What the ledger's use cases share: the shop they act on, its kept balance, and an entry as the API shows it. */
import { LEDGER_KIND_LABELS, orderNumber, toRupees, type LedgerEntryDto } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { dueDateOf } from './domain/dues.js';
import { selectBalance, selectEntryWithBalance, selectShopForLedger, type EntryWithBalance, type LedgerEntryRow } from './ledger.repo.js';

export async function shopOr404(db: Db, shopId: string) {
  const shop = isUuid(shopId) ? await selectShopForLedger(db, { shopId }) : undefined;
  if (!shop) throw notFound('Shop');
  return shop;
}

/** The shop's kept balance in rupees: one row, whatever the number of its entries. */
export async function balanceOf(db: Db, shopId: string): Promise<number> {
  return toRupees(await selectBalance(db, shopId));
}

/** An entry as the API shows it, with the balance after it: the kept balance less what posted after it. */
export async function entryDto(db: Db, e: LedgerEntryRow): Promise<LedgerEntryDto> {
  const found = await selectEntryWithBalance(db, e.id);
  return toEntryDto(found ?? { ...e, balanceAfterPaise: 0, reversedById: null, shopName: '' });
}

export function toEntryDto(e: EntryWithBalance): LedgerEntryDto {
  return {
    _id: e.id,
    shopId: e.shopId,
    shopName: e.shopName,
    kind: e.kind,
    label: LEDGER_KIND_LABELS[e.kind],
    amount: toRupees(e.amountPaise),
    balanceAfter: toRupees(e.balanceAfterPaise),
    base: e.basePaise === null ? null : toRupees(e.basePaise),
    ratePercent: e.rateBp === null ? null : e.rateBp / 100,
    orderId: e.orderId,
    orderNumber: e.orderId ? orderNumber(e.orderId) : null,
    creditNoteId: e.creditNoteId,
    paymentId: e.paymentId,
    reversesId: e.reversesId,
    reversedById: e.reversedById,
    method: e.method,
    reference: e.reference,
    note: e.note,
    postedAt: e.postedAt.toISOString(),
    dueAt: e.dueAt.toISOString(),
    dueDate: dueDateOf(e.dueAt),
  };
}
