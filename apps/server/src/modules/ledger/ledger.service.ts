import {
  formatRupees,
  istDate,
  isValidPan,
  LEDGER_KIND_LABELS,
  orderNumber,
  toPaise,
  toRupees,
  type LedgerDueDto,
  type LedgerEntryDto,
  type LedgerEntryReply,
  type LedgerOverviewDto,
  type RecordPaymentBody,
  type ShopLedgerDto,
} from '@bazaar/shared';
import { applyBasisPoints, blockedMessage, commissionGstRateOn, isBlocked } from './domain/ledger-maths.js';
import { tcsBaseOf, tcsOfDocument, tdsBaseOf, tdsOn } from './domain/withholding.js';
import type { Db } from '../../db/client.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { isUuid, newId } from '../../lib/ids.js';
import { toPaged } from '../../lib/paging.js';
import type { SessionUser } from '../../plugins/auth.js';
import { csvCell, csvMoney } from '../../lib/csv.js';
import { getPlatformSettings as ledgerSettings } from '../settings/settings.service.js';
import {
  insertEntries,
  selectBalance,
  selectEntriesPage,
  selectEntryById,
  selectEntryByKey,
  selectEntryWithBalance,
  selectOrderForPosting,
  selectOverdue,
  selectShopBalances,
  selectShopForLedger,
  selectUnpaidDueGroups,
  selectUnreversedOfOrder,
  type EntryWithBalance,
  type LedgerEntryRow,
  type NewLedgerEntry,
} from './ledger.repo.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MS = 330 * 60 * 1000;

/**
 * The instant a charge posted at `postedAt` becomes overdue: the start (IST) of the day after its due date, the
 * due date being the posting's IST date plus `graceDays`. A due is payable through the whole of its due date.
 */
export function overdueFrom(postedAt: Date, graceDays: number): Date {
  const day = istDate(postedAt); // YYYY-MM-DD in IST
  const startOfDayIst = Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS;
  return new Date(startOfDayIst + (graceDays + 1) * DAY_MS);
}

/** The due date (IST) of an entry that becomes overdue at `dueAt`: the day before. */
const dueDateOf = (dueAt: Date) => istDate(new Date(dueAt.getTime() - 1));

/**
 * Posts what a delivered order costs its shop, in the transaction `tx` that marks it Delivered (decision 024):
 * commission on the goods' taxable value (without GST, delivery and fees) at the rate the order was placed with,
 * GST on that commission, and the TCS (CGST s.52, when the order was placed with tcsOnCod on and the invoice
 * carries a GSTIN) and TDS (s.194-O, on the PAN the order recorded) the platform pays for the shop: the terms
 * recorded on the order, never today's shop row or setting (decision 037). Each entry's idempotency key names
 * the order, so a retried or doubled delivery posts once.
 */
export async function postDelivery(tx: Db, orderId: string, now: Date): Promise<void> {
  const order = await selectOrderForPosting(tx, orderId);
  if (!order) return;
  const settings = await ledgerSettings(tx);
  const rateBp = order.commissionRateBp;
  const snap = order.snapshot;
  // Orders confirmed before invoices existed have no snapshot: their subtotal is the best base there is.
  const goodsTaxable = snap ? snap.lines.filter((l) => l.kind === 'goods').reduce((s, l) => s + l.taxablePaise, 0) : order.subtotalPaise;
  const dueAt = overdueFrom(now, settings.duesGraceDays);
  const base = { shopId: order.shopId, orderId, postedAt: now, dueAt };
  const entries: NewLedgerEntry[] = [];
  const commission = applyBasisPoints(goodsTaxable, rateBp);
  entries.push({
    ...base,
    id: newId(),
    kind: 'commission',
    amountPaise: commission,
    basePaise: goodsTaxable,
    rateBp,
    idempotencyKey: `order:${orderId}:commission`,
  });
  const gstBp = Math.round(commissionGstRateOn(now) * 100);
  const gst = applyBasisPoints(commission, gstBp);
  if (gst !== 0)
    entries.push({
      ...base,
      id: newId(),
      kind: 'commission_gst',
      amountPaise: gst,
      basePaise: commission,
      rateBp: gstBp,
      idempotencyKey: `order:${orderId}:commission_gst`,
    });
  // TCS and TDS exactly as the platform's reports compute them from the invoice (ledger/domain/withholding.ts).
  const tcsBase = snap ? tcsBaseOf(snap) : null;
  const tcs = order.tcsOnCod && snap && tcsBase !== null ? tcsOfDocument(snap) : null;
  if (tcs && tcs.totalPaise !== 0)
    entries.push({
      ...base,
      id: newId(),
      kind: 'tcs',
      amountPaise: tcs.totalPaise,
      basePaise: tcsBase,
      rateBp: Math.round(tcs.ratePercent * 100),
      idempotencyKey: `order:${orderId}:tcs`,
    });
  const tdsBase = snap ? tdsBaseOf(snap) : order.subtotalPaise;
  // A PAN that is not a valid one counts as none (5 %, s.206AA), as in the TDS report (decision 023).
  const tds = tdsOn(tdsBase, now, { hasPan: isValidPan(order.sellerPan) });
  if (tds.tdsPaise !== 0)
    entries.push({
      ...base,
      id: newId(),
      kind: 'tds',
      amountPaise: tds.tdsPaise,
      basePaise: tdsBase,
      rateBp: Math.round(tds.ratePercent * 100),
      idempotencyKey: `order:${orderId}:tds`,
    });
  await insertEntries(tx, entries);
}

/**
 * A credit note reverses what its order posted, in the transaction that issues it (the one place credit notes
 * are issued, so cancellation, refusal and any later path get it). Each reversal keeps the due date of what it
 * reverses, so the two cancel out in "due by when" too.
 */
export async function reverseOrderPostings(tx: Db, orderId: string, creditNoteId: string, creditNoteNumber: string, now: Date): Promise<void> {
  const posted = await selectUnreversedOfOrder(tx, orderId);
  await insertEntries(
    tx,
    posted.map((e) => ({
      id: newId(),
      shopId: e.shopId,
      kind: 'reversal' as const,
      amountPaise: -e.amountPaise,
      orderId,
      creditNoteId,
      reversesId: e.id,
      note: `Credit note ${creditNoteNumber}`,
      postedAt: now,
      dueAt: e.dueAt,
      idempotencyKey: `reverse:${e.id}`,
    })),
  );
}

async function shopOr404(db: Db, shopId: string) {
  const shop = isUuid(shopId) ? await selectShopForLedger(db, { shopId }) : undefined;
  if (!shop) throw notFound('Shop');
  return shop;
}

/** A payment date (IST, not in the future) as the instant it is posted at: now for today, else noon IST that day. */
function paymentInstant(date: string | undefined, now: Date): Date {
  const today = istDate(now);
  if (date === undefined || date === today) return now;
  if (date > today)
    throw new AppError('VALIDATION', `date must not be in the future (today is ${today})`, {
      issues: [{ field: 'date', message: 'date must not be in the future' }],
    });
  return new Date(Date.parse(`${date}T12:00:00+05:30`));
}

/**
 * The platform owner records money received from a shop. With an Idempotency-Key, a retry of the same request
 * answers the entry already written instead of recording the payment twice.
 */
export async function recordPayment(
  db: Db,
  user: Pick<SessionUser, 'id'> | null,
  shopId: string,
  body: RecordPaymentBody,
  now: Date,
  key?: string,
): Promise<LedgerEntryReply & { created: boolean }> {
  const shop = await shopOr404(db, shopId);
  const postedAt = paymentInstant(body.date, now);
  const paymentId = newId();
  const idempotencyKey = key ? `payment:${user?.id ?? 'system'}:${key}` : `payment:${paymentId}`;
  const [written] = await insertEntries(db, [
    {
      id: newId(),
      shopId: shop.id,
      kind: 'payment',
      amountPaise: -toPaise(body.amount),
      paymentId,
      method: body.method,
      reference: body.reference || null,
      postedAt,
      dueAt: postedAt,
      idempotencyKey,
      createdBy: user?.id ?? null,
    },
  ]);
  const entry = written ?? (await selectEntryByKey(db, idempotencyKey));
  if (!entry) throw new Error('payment neither written nor found');
  if (!written && (entry.shopId !== shop.id || entry.amountPaise !== -toPaise(body.amount)))
    throw new AppError('UNPROCESSABLE', 'This Idempotency-Key was already used for a different payment: use a new key for a new payment');
  const balance = await balanceOf(db, shop.id);
  return {
    created: !!written,
    message: written ? `Payment of ${formatRupees(body.amount)} recorded for ${shop.name}` : 'This payment was already recorded',
    entry: await entryDto(db, entry),
    balance,
  };
}

/**
 * A reversing entry for a mistaken payment or posting: the opposite amount, pointing at the original, with the
 * reason. Once only (a unique index on `reverses_id`); a reversal itself is not reversed (record the entry again).
 */
export async function reverseEntry(db: Db, user: SessionUser, entryId: string, reason: string, now: Date): Promise<LedgerEntryReply> {
  const original = isUuid(entryId) ? await selectEntryById(db, entryId) : undefined;
  if (!original) throw notFound('Ledger entry');
  if (original.kind === 'reversal') throw conflict('A reversal cannot be reversed: record the payment or charge again instead');
  const [written] = await insertEntries(db, [
    {
      id: newId(),
      shopId: original.shopId,
      kind: 'reversal',
      amountPaise: -original.amountPaise,
      orderId: original.orderId,
      reversesId: original.id,
      note: reason,
      postedAt: now,
      dueAt: original.dueAt,
      idempotencyKey: `reverse:${original.id}`,
      createdBy: user.id,
    },
  ]);
  if (!written) throw conflict('This entry has already been reversed', { entryId: original.id });
  return { message: 'Entry reversed', entry: await entryDto(db, written), balance: await balanceOf(db, original.shopId) };
}

/** The shop's kept balance in rupees: one row, whatever the number of its entries. */
async function balanceOf(db: Db, shopId: string): Promise<number> {
  return toRupees(await selectBalance(db, shopId));
}

/** An entry as the API shows it, with the balance after it: the kept balance less what posted after it. */
async function entryDto(db: Db, e: LedgerEntryRow): Promise<LedgerEntryDto> {
  const found = await selectEntryWithBalance(db, e.id);
  return toEntryDto(found ?? { ...e, balanceAfterPaise: 0, reversedById: null, shopName: '' });
}

function toEntryDto(e: EntryWithBalance): LedgerEntryDto {
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

/**
 * Unpaid amounts per due date, oldest first: payments and credits settle the oldest dues first. Also what is
 * overdue at `now` (the sum of every entry already due, never below zero: the blocking test's figure).
 */
export function duesOf(groups: ReadonlyArray<{ dueAt: Date; amountPaise: number }>, now: Date): { dues: LedgerDueDto[]; overduePaise: number } {
  const byDate = new Map<string, { amountPaise: number; overdue: boolean }>();
  let pool = 0;
  let dueSum = 0;
  for (const g of groups) {
    if (g.dueAt.getTime() <= now.getTime()) dueSum += g.amountPaise;
    if (g.amountPaise < 0) {
      pool += -g.amountPaise;
      continue;
    }
    const d = dueDateOf(g.dueAt);
    const cur = byDate.get(d) ?? { amountPaise: 0, overdue: false };
    cur.amountPaise += g.amountPaise;
    cur.overdue = cur.overdue || g.dueAt.getTime() <= now.getTime();
    byDate.set(d, cur);
  }
  const dues: LedgerDueDto[] = [];
  for (const [dueDate, v] of [...byDate].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const covered = Math.min(pool, v.amountPaise);
    pool -= covered;
    const left = v.amountPaise - covered;
    if (left > 0) dues.push({ dueDate, amount: toRupees(left), overdue: v.overdue });
  }
  return { dues, overduePaise: Math.max(0, dueSum) };
}

/**
 * Unpaid amounts per due date, oldest first, from a shop's balance and its unpaid kept due groups newest first
 * (`selectUnpaidDueGroups`): payments settle the oldest dues first, so what remains is the newest charges that
 * add up to the balance, the oldest of them in part. The same figures as `duesOf` over every entry, from a few rows.
 */
export function unpaidDues(balancePaise: number, newestFirst: ReadonlyArray<{ dueAt: Date; amountPaise: number }>, now: Date): LedgerDueDto[] {
  const byDate = new Map<string, { amountPaise: number; overdue: boolean }>();
  let left = Math.max(0, balancePaise);
  for (const g of newestFirst) {
    if (left <= 0) break;
    if (g.amountPaise <= 0) continue;
    const take = Math.min(left, g.amountPaise);
    left -= take;
    const d = dueDateOf(g.dueAt);
    const cur = byDate.get(d) ?? { amountPaise: 0, overdue: false };
    cur.amountPaise += take;
    cur.overdue = cur.overdue || g.dueAt.getTime() <= now.getTime();
    byDate.set(d, cur);
  }
  return [...byDate].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([dueDate, v]) => ({ dueDate, amount: toRupees(v.amountPaise), overdue: v.overdue }));
}

async function shopLedger(
  db: Db,
  shop: { id: string; name: string; commissionRateBp: number | null },
  page: number,
  limit: number,
  now: Date,
): Promise<ShopLedgerDto> {
  const settings = await ledgerSettings(db);
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

export async function ledgerOfShop(db: Db, shopId: string, page: number, limit: number, now: Date): Promise<ShopLedgerDto> {
  return shopLedger(db, await shopOr404(db, shopId), page, limit, now);
}

/** Every shop's balance, what is overdue and its oldest unpaid due; and every entry, newest first. */
export async function ledgerOverview(db: Db, page: number, limit: number, now: Date): Promise<LedgerOverviewDto> {
  const settings = await ledgerSettings(db);
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

const CSV_HEADER = [
  'Date (IST)',
  'Shop',
  'Entry',
  'Order',
  'Base (Rs)',
  'Rate (%)',
  'Amount (Rs)',
  'Balance after (Rs)',
  'Due date',
  'Method',
  'Reference',
  'Note',
  'Entry id',
  'Reverses',
];

/** Every entry of one shop (or of all), oldest first, as CSV; the last line is the balance. */
export async function ledgerCsv(db: Db, scope: { shopId?: string; adminId?: string }): Promise<{ fileName: string; csv: string }> {
  let shopId = scope.shopId;
  let label = 'all_shops';
  if (scope.adminId) {
    const shop = await selectShopForLedger(db, { adminId: scope.adminId });
    if (!shop) throw notFound('Shop');
    shopId = shop.id;
  }
  if (shopId) {
    const shop = await shopOr404(db, shopId);
    label = shop.name.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '') || 'shop';
  }
  const { items } = await selectEntriesPage(db, shopId, 1, 1, true);
  const money = csvMoney;
  const lines = [CSV_HEADER];
  let total = 0;
  for (const e of [...items].reverse()) {
    total += e.amountPaise;
    lines.push([
      istDate(e.postedAt),
      e.shopName,
      LEDGER_KIND_LABELS[e.kind],
      e.orderId ? orderNumber(e.orderId) : '',
      money(e.basePaise),
      e.rateBp === null ? '' : (e.rateBp / 100).toString(),
      money(e.amountPaise),
      money(e.balanceAfterPaise),
      e.amountPaise > 0 && e.kind !== 'reversal' ? dueDateOf(e.dueAt) : '',
      e.method ?? '',
      e.reference ?? '',
      e.note ?? '',
      e.id,
      e.reversesId ?? '',
    ]);
  }
  lines.push(['', '', 'Balance', '', '', '', money(total), money(total), '', '', '', '', '', '']);
  return { fileName: `Bazaar_ledger_${label}.csv`, csv: lines.map((l) => l.map(csvCell).join(',')).join('\r\n') + '\r\n' };
}

/**
 * Refuses (409) when a shop among `shopIds` is blocked for overdue dues: the message names the shop and says what
 * the shopper can do. One balance row per shop plus the entries of the last grace period: cheap on the checkout.
 */
export async function assertShopsTakingOrders(db: Db, shops: ReadonlyArray<{ shopId: string; shopName: string }>, now: Date, suffix = ''): Promise<void> {
  if (shops.length === 0) return;
  const overdue = await selectOverdue(
    db,
    shops.map((s) => s.shopId),
    now,
  );
  if (overdue.size === 0) return;
  const { duesBlockThresholdPaise } = await ledgerSettings(db);
  for (const s of shops) {
    const o = overdue.get(s.shopId) ?? 0;
    if (isBlocked(o, duesBlockThresholdPaise)) throw conflict(blockedMessage(s.shopName) + suffix, { shopId: s.shopId, shopName: s.shopName });
  }
}

/** Which of `shopIds` are blocked now (the shop page's and the cart's notice). */
export async function blockedShops(db: Db, shopIds: string[], now: Date): Promise<Set<string>> {
  const overdue = await selectOverdue(db, shopIds, now);
  if (overdue.size === 0) return new Set();
  const { duesBlockThresholdPaise } = await ledgerSettings(db);
  return new Set([...overdue].filter(([, o]) => isBlocked(o, duesBlockThresholdPaise)).map(([id]) => id));
}
