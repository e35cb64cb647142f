/**
 * The ledger's pure rules (decision 024, 056): when a charge falls due, what a delivered order costs its shop, and
 * which dues are still unpaid. No database, no clock: every input is an argument, so unit and property tests
 * cover them (dues.unit.test.ts, delivery-charges.unit.test.ts).
 */
import { istDate, isValidPan, toRupees, type LedgerDueDto } from '@bazaar/shared';
import type { InvoiceSnapshot } from '../../invoices/domain/invoice.js';
import { applyBasisPoints, commissionGstRateOn } from './ledger-maths.js';
import { tcsBaseOf, tcsOfDocument, tdsBaseOf, tdsOn } from './withholding.js';

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
export const dueDateOf = (dueAt: Date) => istDate(new Date(dueAt.getTime() - 1));

/** The terms a delivered order recorded when it was placed (decision 037), and its invoice if it has one. */
export interface DeliveredOrderTerms {
  subtotalPaise: number;
  commissionRateBp: number;
  tcsOnCod: boolean;
  sellerPan: string;
  snapshot: InvoiceSnapshot | null;
}

/** One charge of a delivered order: what `postDelivery` writes, less the ids and the order's keys. */
export interface DeliveryCharge {
  kind: 'commission' | 'commission_gst' | 'tcs' | 'tds';
  amountPaise: number;
  basePaise: number | null;
  rateBp: number;
}

/**
 * What a delivered order costs its shop (decision 024): commission on the goods' taxable value (without GST,
 * delivery and fees) at the rate the order was placed with, GST on that commission, and the TCS (CGST s.52, when
 * the order was placed with tcsOnCod on and the invoice carries a GSTIN) and TDS (s.194-O, on the PAN the order
 * recorded) the platform pays for the shop. Charges of zero are left out, except the commission.
 */
export function deliveryCharges(order: DeliveredOrderTerms, now: Date): DeliveryCharge[] {
  const snap = order.snapshot;
  // Orders confirmed before invoices existed have no snapshot: their subtotal is the best base there is.
  const goodsTaxable = snap ? snap.lines.filter((l) => l.kind === 'goods').reduce((s, l) => s + l.taxablePaise, 0) : order.subtotalPaise;
  const rateBp = order.commissionRateBp;
  const commission = applyBasisPoints(goodsTaxable, rateBp);
  const charges: DeliveryCharge[] = [{ kind: 'commission', amountPaise: commission, basePaise: goodsTaxable, rateBp }];
  const gstBp = Math.round(commissionGstRateOn(now) * 100);
  const gst = applyBasisPoints(commission, gstBp);
  if (gst !== 0) charges.push({ kind: 'commission_gst', amountPaise: gst, basePaise: commission, rateBp: gstBp });
  // TCS and TDS exactly as the platform's reports compute them from the invoice (./withholding.ts).
  const tcsBase = snap ? tcsBaseOf(snap) : null;
  const tcs = order.tcsOnCod && snap && tcsBase !== null ? tcsOfDocument(snap) : null;
  if (tcs && tcs.totalPaise !== 0) charges.push({ kind: 'tcs', amountPaise: tcs.totalPaise, basePaise: tcsBase, rateBp: Math.round(tcs.ratePercent * 100) });
  const tdsBase = snap ? tdsBaseOf(snap) : order.subtotalPaise;
  // A PAN that is not a valid one counts as none (5 %, s.206AA), as in the TDS report (decision 023).
  const tds = tdsOn(tdsBase, now, { hasPan: isValidPan(order.sellerPan) });
  if (tds.tdsPaise !== 0) charges.push({ kind: 'tds', amountPaise: tds.tdsPaise, basePaise: tdsBase, rateBp: Math.round(tds.ratePercent * 100) });
  return charges;
}

const byKey = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

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
  for (const [dueDate, v] of [...byDate].sort(byKey)) {
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
  return [...byDate].sort(byKey).map(([dueDate, v]) => ({ dueDate, amount: toRupees(v.amountPaise), overdue: v.overdue }));
}
