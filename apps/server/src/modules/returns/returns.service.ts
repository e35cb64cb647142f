// Over 300 lines: the return's whole life (ask, decide, move, refund, list) over one transition table.
import {
  allowedResolutions,
  canMoveReturn,
  maskAccountNumber,
  NO_RETURNS,
  orderNumber,
  RETURN_REASON_LABELS,
  returnWindowEnd,
  toRupees,
  type ReturnDto,
  type RefundAccountDto,
  type RefundConfirmationBody,
  type ReturnMoveBody,
  type ReturnPolicy,
  type ReturnPolicyBody,
  type ReturnRequestBody,
  type ReturnStatus,
  type ShopReturnPolicyReply,
} from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { opensWith, type DataKey } from '../../lib/data-seal.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { isUuid, newId } from '../../lib/ids.js';
import type { SessionUser } from '../../plugins/auth.js';
import { returnStock } from '../products/stock.service.js';
import { issueReturnCreditNote } from '../invoices/issue.service.js';
import { recordEvent } from '../events/events.service.js';
import { platformOwnerEmails } from '../auth/auth.service.js';
import { appUrl, queueMail } from '../mail/mail.service.js';
import { returnClocksAt } from './return-settings.service.js';
import { selectPhotosOf } from './return-photos.repo.js';
import { photoUrl } from './return-photos.service.js';
import { returnEscalatedMail, returnRequestedMail, returnStatusMail, type MailReturn } from '../mail/return-messages.js';
import {
  insertPolicyVersion,
  insertReturn,
  lockReturn,
  lockUndecidedReturns,
  markEscalated,
  selectCurrentPolicy,
  selectLinesOf,
  selectOrderForReturn,
  selectReturnableItems,
  selectReturnParties,
  selectReturns,
  selectShopIdOfAdmin,
  updateRefundAnswer,
  updateReturnStatus,
  type ReturnRow,
} from './returns.repo.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

async function shopOf(db: Db, adminId: string): Promise<string> {
  const shopId = await selectShopIdOfAdmin(db, adminId);
  if (!shopId) throw notFound('Shop');
  return shopId;
}

/** The shop's return policy in force (issue 26 #1): its latest dated version, else no returns (version 0). */
export async function returnPolicyOfAdmin(db: Db, adminId: string): Promise<ShopReturnPolicyReply> {
  const row = await selectCurrentPolicy(db, await shopOf(db, adminId));
  return row
    ? { kind: row.kind, days: row.days, version: row.version, effectiveFrom: row.effectiveFrom.toISOString() }
    : { ...NO_RETURNS, version: 0, effectiveFrom: null };
}

/** The policy a product of the shop is sold under now (its page shows it, issue 26 #1): no returns for a product sold as not returnable. */
export async function returnPolicyOfProduct(db: Db, shopId: string, returnable: boolean): Promise<{ kind: ReturnPolicy['kind']; days: number }> {
  if (!returnable) return { ...NO_RETURNS };
  const row = await selectCurrentPolicy(db, shopId);
  return row ? { kind: row.kind, days: row.days } : { ...NO_RETURNS };
}

/**
 * Appends a version of the shop's policy (never edits one, decision 021); orders placed from now on record it, the
 * ones placed before keep theirs. Of two owners' changes at once, the loser of the version number tries again.
 */
export async function setReturnPolicy(db: Db, user: SessionUser, body: ReturnPolicyBody): Promise<ShopReturnPolicyReply> {
  const shopId = await shopOf(db, user.id);
  const days = body.kind === 'none' ? 0 : body.days!;
  for (let attempt = 0; attempt < 5; attempt++) {
    const version = ((await selectCurrentPolicy(db, shopId))?.version ?? 0) + 1;
    // With `catalog.changed` in its transaction: product pages show the policy, and every instance's cached product drops it.
    const saved = await db.transaction(async (tx) => {
      const inserted = await insertPolicyVersion(tx, { shopId, version, kind: body.kind, days, changedBy: user.id });
      if (inserted) await recordEvent(tx, { type: 'catalog.changed' });
      return inserted;
    });
    if (saved) return returnPolicyOfAdmin(db, user.id);
  }
  throw conflict('The return policy was being changed by someone else at the same time: please try again');
}

const mailReturn = ({ orderId, shopName, items, resolution }: MailReturn): MailReturn => ({ orderId, shopName, items, resolution });

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Where the refund goes, as every reply shows it (decision 100): a bank account's number masked to its last four
 * digits (kept beside the sealed number, so no read opens it); `askAgain` when no key of this server's ring sealed it.
 */
export function refundAccountView(
  r: Pick<ReturnRow, 'refundUpiId' | 'refundAccountSealed' | 'refundAccountLast4' | 'refundIfsc' | 'refundHolder'>,
  key?: DataKey,
): RefundAccountDto | null {
  if (r.refundUpiId) return { kind: 'upi', upiId: r.refundUpiId, accountNumber: null, last4: null, ifsc: null, holder: null, askAgain: false };
  if (!r.refundAccountSealed || !r.refundAccountLast4) return null;
  return {
    kind: 'bank',
    upiId: null,
    accountNumber: maskAccountNumber(r.refundAccountLast4),
    last4: r.refundAccountLast4,
    ifsc: r.refundIfsc,
    holder: r.refundHolder,
    askAgain: key ? !opensWith(r.refundAccountSealed, key) : false,
  };
}

async function toDtos(db: Db, rows: ReturnRow[], now: Date, key?: DataKey): Promise<ReturnDto[]> {
  const ids = rows.map((r) => r.id);
  const [lines, photos] = await Promise.all([selectLinesOf(db, ids), selectPhotosOf(db, ids)]);
  return rows.map((r) => {
    const own = lines.filter((l) => l.returnId === r.id);
    return {
      _id: r.id,
      orderId: r.orderId,
      orderNumber: orderNumber(r.orderId),
      shopId: r.shopId,
      status: r.status,
      resolution: r.resolution,
      reason: r.reason as ReturnDto['reason'],
      reasonLabel: RETURN_REASON_LABELS[r.reason as ReturnDto['reason']] ?? r.reason,
      note: r.note,
      declineReason: r.declineReason,
      resellable: r.resellable,
      lines: own.map((l) => ({ itemId: l.itemId, name: l.name, quantity: l.quantity, price: toRupees(l.pricePaise) })),
      photos: photos.filter((p) => p.returnId === r.id).map((p) => ({ _id: p.id, url: photoUrl(r.id, p.id) })),
      amount: toRupees(own.reduce((s, l) => s + l.pricePaise * l.quantity, 0)),
      createdAt: r.createdAt.toISOString(),
      decideBy: r.decideBy.toISOString(),
      decidedAt: iso(r.decidedAt),
      pickedUpAt: iso(r.pickedUpAt),
      receivedAt: iso(r.receivedAt),
      closedAt: iso(r.closedAt),
      escalatedAt: iso(r.escalatedAt),
      refundDueBy: iso(r.refundDueBy),
      refundOverdue: r.status === 'Received' && r.resolution === 'refund' && r.refundDueBy !== null && r.refundDueBy < now,
      refund:
        r.refundReference && r.refundDate && r.refundRecordedAt
          ? { reference: r.refundReference, date: r.refundDate, recordedAt: r.refundRecordedAt.toISOString(), confirmed: r.refundConfirmed, note: r.refundNote }
          : null,
      refundAccount: refundAccountView(r, key),
      creditNote: r.creditNoteId && r.creditNoteNumber ? { _id: r.creditNoteId, number: r.creditNoteNumber } : null,
    };
  });
}

export async function oneDto(db: Db, id: string, now: Date, key?: DataKey): Promise<ReturnDto> {
  const [dto] = await toDtos(db, await selectReturns(db, { id }), now, key);
  return dto!;
}

/**
 * The shopper asks to return some lines of a delivered order (issue 26 #2), under the policy the order was placed
 * with: within its window from delivery, for lines that were returnable, no more of a line than was delivered less
 * what earlier requests (not declined) took, and a resolution the policy allows. The order's row is locked first,
 * so two requests for one line at once (on any instances) are counted one after the other.
 */
export async function requestReturn(db: Db, user: SessionUser, orderId: string, body: ReturnRequestBody, now: Date): Promise<ReturnDto> {
  if (!isUuid(orderId)) throw notFound('Order');
  const id = await db.transaction(async (tx) => {
    const order = await selectOrderForReturn(tx, orderId, true);
    if (!order || order.userId !== user.id) throw notFound('Order');
    if (order.status !== 'Delivered' || !order.deliveredAt)
      throw conflict(`Items can be returned once the order is delivered; this order is ${order.status}`, { status: order.status });
    const policy: ReturnPolicy = order.returnPolicy ?? NO_RETURNS;
    const end = returnWindowEnd(policy, order.deliveredAt);
    if (!end) throw conflict('This shop does not take returns: its policy when you ordered was no returns', { field: 'returnPolicy' });
    if (now > end)
      throw conflict(`The return window of ${policy.days} days after delivery closed on ${end.toISOString().slice(0, 10)}`, { field: 'returnPolicy' });
    if (!allowedResolutions(policy).includes(body.resolution))
      throw conflict('This shop offers a replacement only: choose resolution replacement', { field: 'resolution' });
    const items = await selectReturnableItems(tx, orderId);
    for (const [i, line] of body.lines.entries()) {
      const item = items.find((it) => it.id === line.itemId);
      if (!item) throw new AppError('VALIDATION', `lines[${i}].itemId is not an item of this order`, { field: `lines[${i}].itemId` });
      if (!item.returnable) throw conflict(`'${item.name}' cannot be returned: it was sold as not returnable`, { field: `lines[${i}].itemId` });
      const left = item.quantity - item.taken;
      if (line.quantity > left)
        throw conflict(
          left === 0
            ? `'${item.name}' has already been asked back in full`
            : `At most ${left} of '${item.name}' can be returned (${item.quantity} delivered, ${item.taken} already asked back)`,
          { field: `lines[${i}].quantity`, left },
        );
    }
    const id = newId();
    // The decide clock in force now (decision 092): a later change of the setting never moves this deadline.
    const decideBy = new Date(now.getTime() + (await returnClocksAt(tx, now)).decideHours * HOUR_MS);
    await insertReturn(
      tx,
      {
        id,
        orderId,
        shopId: order.shopId,
        userId: user.id,
        resolution: body.resolution,
        reason: body.reason,
        note: body.note ?? null,
        createdAt: now,
        decideBy,
      },
      body.lines,
    );
    // Both sides hear of it with the change (the outbox, decision 028): the shop must decide, the shopper waits.
    const parties = (await selectReturnParties(tx, id))!;
    const mail = mailReturn(parties);
    await queueMail(tx, [
      { to: parties.adminEmail, kind: 'return-requested', content: (l) => returnRequestedMail(appUrl(), mail, RETURN_REASON_LABELS[body.reason], decideBy, l) },
      { to: parties.shopperEmail, kind: 'return-status', content: (l) => returnStatusMail(appUrl(), mail, 'Requested', null, l) },
    ]);
    return id;
  });
  return oneDto(db, id, now);
}

/** The returns of an order, for its shopper or its shop's admin (anyone else: 404). */
export async function listOrderReturns(db: Db, user: SessionUser, orderId: string, now: Date, key?: DataKey): Promise<ReturnDto[]> {
  if (!isUuid(orderId)) throw notFound('Order');
  const order = await selectOrderForReturn(db, orderId, false);
  if (!order || !(order.userId === user.id || order.shopAdminId === user.id)) throw notFound('Order');
  return toDtos(db, await selectReturns(db, { orderId }), now, key);
}

/** The shop's returns, by status; `overdue`: only refunds not recorded by their due date (issue 26 #3). */
export async function listShopReturns(db: Db, adminId: string, status: ReturnStatus | 'all', overdue: boolean, now: Date, key?: DataKey): Promise<ReturnDto[]> {
  const shopId = await shopOf(db, adminId);
  return toDtos(db, await selectReturns(db, { shopId, status: status === 'all' ? undefined : status, refundOverdueAt: overdue ? now : undefined }), now, key);
}

/**
 * The shop moves a return along the one transition table (`canMoveReturn` in packages/shared), under the return's
 * row lock and `WHERE status = from`: of two moves at once exactly one wins, the other answers 409. Received puts the
 * returned quantities back on stock when the items are resellable (the default).
 */
export async function moveReturn(db: Db, user: SessionUser, id: string, body: ReturnMoveBody, now: Date, key?: DataKey): Promise<ReturnDto> {
  if (!isUuid(id)) throw notFound('Return');
  await db.transaction(async (tx) => {
    const ret = await lockReturn(tx, id);
    if (!ret || ret.shopAdminId !== user.id) throw notFound('Return');
    // A refund is recorded once (#3): the same call again (a retry, a double tap) answers the same refund; another
    // reference or date is refused, never written over the first.
    if (ret.status === 'Refunded' && body.status === 'Refunded' && body.refund) {
      if (ret.refundReference === body.refund.reference && ret.refundDate === body.refund.date) return;
      throw conflict(`A refund is already recorded for this return (reference ${ret.refundReference}, ${ret.refundDate}); it cannot be changed`, {
        status: ret.status,
      });
    }
    const move = canMoveReturn(ret.status, body.status, ret.resolution);
    if (!move.ok) throw conflict(move.message, { status: ret.status });
    const resellable = body.status === 'Received' ? (body.resellable ?? true) : undefined;
    const extra =
      body.status === 'Declined'
        ? { declineReason: body.reason ?? null }
        : body.refund
          ? { refundReference: body.refund.reference, refundDate: body.refund.date, refundRecordedAt: now }
          : body.status === 'Received' && ret.resolution === 'refund'
            ? { resellable, refundDueBy: new Date(now.getTime() + (await returnClocksAt(tx, now)).refundDays * DAY_MS) }
            : resellable === undefined
              ? {}
              : { resellable };
    // A refund return's goods back at the shop: its credit note, in this transaction (issue 26 #4; decision 084).
    // The order's row lock puts two returns of one order in line, so each note counts the ones before it.
    let creditNoteId: string | undefined;
    if (body.status === 'Received' && ret.resolution === 'refund') {
      await selectOrderForReturn(tx, ret.orderId, true);
      const note = await issueReturnCreditNote(tx, { orderId: ret.orderId, returnId: id, lines: await selectLinesOf(tx, [id]), now, reason: 'Goods returned' });
      creditNoteId = note?.id;
    }
    if (!(await updateReturnStatus(tx, id, ret.status, body.status, now, creditNoteId ? { ...extra, creditNoteId } : extra)))
      throw conflict('This return was changed at the same time: reload it', { status: ret.status });
    if (body.status === 'Received' && resellable) {
      await returnStock(tx, await selectLinesOf(tx, [id]));
      await recordEvent(tx, { type: 'catalog.changed', shopId: ret.shopId });
    }
    await recordEvent(tx, { type: 'return.status-changed', returnId: id, orderId: ret.orderId, to: body.status });
    const parties = (await selectReturnParties(tx, id))!;
    await queueMail(tx, [
      {
        to: parties.shopperEmail,
        kind: 'return-status',
        content: (l) => returnStatusMail(appUrl(), mailReturn(parties), body.status, parties.declineReason, l),
      },
    ]);
  });
  return oneDto(db, id, now, key);
}

/**
 * The decision clock (jobs/return-sweep.ts): every request the shop neither accepted nor declined by `decideBy` is
 * escalated to the platform owners, once: the rows are locked and skipped by other instances' sweeps, and marked.
 * The shop may still decide it afterwards; the platform owner sees it on the escalated list meanwhile.
 */
export async function escalateUndecidedReturns(db: Db, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const due = await lockUndecidedReturns(tx, now);
    if (!due.length) return [];
    await markEscalated(
      tx,
      due.map((r) => r.id),
      now,
    );
    const owners = await platformOwnerEmails(tx);
    for (const r of due) {
      const mail = mailReturn((await selectReturnParties(tx, r.id))!);
      await queueMail(
        tx,
        owners.map((to) => ({ to, kind: 'return-escalated', content: (l) => returnEscalatedMail(appUrl(), mail, l) })),
      );
    }
    return due.map((r) => r.id);
  });
}

/**
 * The platform owner's list: returns escalated by the clock, newest first; `overdue`: instead, every shop's refunds
 * not recorded by their due date (issue 26 #3).
 */
export async function listEscalatedReturns(db: Db, overdue: boolean, now: Date, key?: DataKey): Promise<ReturnDto[]> {
  return toDtos(db, await selectReturns(db, overdue ? { refundOverdueAt: now } : { escalated: true }), now, key);
}

/** The person's own returns, for their data export (issue 26 #7): the refund account masked as everywhere. */
export async function listMyReturns(db: Db, userId: string, now: Date): Promise<ReturnDto[]> {
  return toDtos(db, await selectReturns(db, { userId }), now);
}

/** The shopper confirms the refund arrived, or disputes it with a note (#3): once, after the shop recorded it. */
export async function answerRefund(db: Db, user: SessionUser, id: string, body: RefundConfirmationBody, now: Date): Promise<ReturnDto> {
  if (!isUuid(id)) throw notFound('Return');
  await db.transaction(async (tx) => {
    const ret = await lockReturn(tx, id);
    if (!ret || ret.userId !== user.id) throw notFound('Return');
    if (ret.status !== 'Refunded') throw conflict('The shop has not recorded a refund for this return yet', { status: ret.status });
    if (!(await updateRefundAnswer(tx, id, body.ok, body.note ?? null, now)))
      throw conflict(`You already ${ret.refundConfirmed ? 'confirmed' : 'disputed'} this refund`, { status: ret.status });
  });
  return oneDto(db, id, now);
}
