import { REFUND_ACCOUNT_STATUSES, type RefundAccountBody, type RefundAccountDto, type RefundAccountViewsReply, type ReturnDto } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { openData, sealData, type DataKey } from '../../lib/data-seal.js';
import { insertAccountView, selectAccountViews, selectSealedNotUnder, updateSealedIf } from './refund-account.repo.js';
import { conflict, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { SessionUser } from '../../plugins/auth.js';
import { platformOwnerEmails } from '../auth/auth.service.js';
import { appUrl, queueMail } from '../mail/mail.service.js';
import { returnRefundAccountMail, returnRefundOverdueMail } from '../mail/return-messages.js';
import { oneDto, refundAccountView } from './returns.service.js';
import {
  lockOverdueRefundsToMail,
  lockReturn,
  markOverdueMailed,
  selectOrderForReturn,
  selectReturnParties,
  selectReturns,
  selectShopIdOfAdmin,
  updateRefundAccount,
} from './returns.repo.js';

const mayGive = (status: string): boolean => (REFUND_ACCOUNT_STATUSES as readonly string[]).includes(status);

/**
 * The shopper says where a cash order's refund goes (issue 26 #3; decision 100): a UPI ID, or a bank account whose
 * number is sealed under DATA_KEY, bound to this return, with its last four digits beside it. Once the shop accepted
 * the return and until it records the refund; given again, it replaces the earlier one. The return's row lock puts
 * it in line with the shop's moves, so an account never changes under a refund being recorded.
 */
export async function setRefundAccount(db: Db, user: SessionUser, id: string, body: RefundAccountBody, key: DataKey, now: Date): Promise<ReturnDto> {
  if (!isUuid(id)) throw notFound('Return');
  await db.transaction(async (tx) => {
    const ret = await lockReturn(tx, id);
    if (!ret || ret.userId !== user.id) throw notFound('Return');
    if (ret.resolution !== 'refund') throw conflict('This return is for a replacement: there is no refund to send', { status: ret.status });
    const order = await selectOrderForReturn(tx, ret.orderId, false);
    if (order?.paymentMethod !== 'COD') throw conflict('This order was not paid in cash: its refund goes back the way it was paid', { field: 'paymentMethod' });
    if (ret.status === 'Requested') throw conflict('The shop has not accepted this return yet: give the refund account once it does', { status: ret.status });
    if (!mayGive(ret.status)) throw conflict(`This return is ${ret.status}: its refund account can no longer be given or changed`, { status: ret.status });
    if (body.upiId !== undefined) await updateRefundAccount(tx, id, { upiId: body.upiId });
    else {
      const number = body.accountNumber!;
      await updateRefundAccount(tx, id, { sealed: sealData(number, key, id), last4: number.slice(-4), ifsc: body.ifsc!, holder: body.holder! });
    }
    // The shop's owner is told in the same transaction (the outbox), with the kind and last four digits only.
    const p = (await selectReturnParties(tx, id))!;
    if (p.adminEmail) {
      const mail = { orderId: p.orderId, shopName: p.shopName, items: p.items, resolution: p.resolution };
      const account = body.upiId !== undefined ? ({ kind: 'upi' } as const) : ({ kind: 'bank', last4: body.accountNumber!.slice(-4) } as const);
      await queueMail(tx, [
        { to: p.adminEmail, kind: 'return-refund-account', content: (l) => returnRefundAccountMail(appUrl(), mail, account, ret.hasRefundAccount, l) },
      ]);
    }
  });
  return oneDto(db, id, now, key);
}

/**
 * The shop's owner reads the whole account number while it has to pay the refund (the return is Received, no refund
 * recorded), and only then; every other reply masks it. A number sealed under another key (DATA_KEY changed, or unset
 * and the process restarted) is answered with `askAgain`, not an error: the shop asks the shopper to give it again.
 */
export async function revealRefundAccount(db: Db, user: SessionUser, id: string, key: DataKey, now: Date): Promise<RefundAccountDto> {
  if (!isUuid(id)) throw notFound('Return');
  const [ret] = await selectReturns(db, { id });
  if (!ret || ret.shopId !== (await selectShopIdOfAdmin(db, user.id))) throw notFound('Return');
  if (ret.status !== 'Received' || ret.resolution !== 'refund')
    throw conflict('The full account number is shown only while the refund is to be paid (a refund return that is Received)', { status: ret.status });
  const view = refundAccountView(ret, key);
  if (!view) throw conflict('The shopper has not given a refund account yet', { status: ret.status });
  if (view.kind === 'upi' || !ret.refundAccountSealed) return view;
  const number = openData(ret.refundAccountSealed, key, id);
  if (!number) return { ...view, accountNumber: null, askAgain: true };
  // Who saw the whole number and when (issue 26 #3): written before the number leaves, so no reveal goes unlogged.
  await insertAccountView(db, id, user.id, now);
  return { ...view, accountNumber: number, askAgain: false };
}

/** The platform owner reads who was shown a return's whole account number, newest first (404 for no such return). */
export async function listRefundAccountViews(db: Db, id: string): Promise<RefundAccountViewsReply> {
  if (!isUuid(id)) throw notFound('Return');
  const [ret] = await selectReturns(db, { id });
  if (!ret) throw notFound('Return');
  const rows = await selectAccountViews(db, id);
  return { views: rows.map((r) => ({ viewerId: r.viewerId, viewerName: r.viewerName, viewerEmail: r.viewerEmail, viewedAt: r.viewedAt.toISOString() })) };
}

/**
 * After DATA_KEY is rotated (the old key moved to DATA_KEY_PREVIOUS), re-seals every refund account number sealed
 * under a previous key with the current one (`npm run data-key:rotate`, decision 100 addendum). Page by page and
 * conditional, so it can run beside the servers and be run again: a number the shopper replaced meanwhile is left
 * as given; one no key of the ring opens is counted, left alone (the shop will ask again).
 */
export async function resealRefundAccounts(db: Db, key: DataKey, pageSize = 200): Promise<{ resealed: number; unreadable: number }> {
  if (key.ephemeral) throw new Error('DATA_KEY is not set: there is no key to re-seal under');
  let resealed = 0;
  let unreadable = 0;
  let after: string | null = null;
  for (;;) {
    const page = await selectSealedNotUnder(db, key.id, after, pageSize);
    if (!page.length) break;
    for (const r of page) {
      const number = openData(r.sealed!, key, r.id);
      if (number === undefined) unreadable += 1;
      else if (await updateSealedIf(db, r.id, r.sealed!, sealData(number, key, r.id))) resealed += 1;
    }
    after = page[page.length - 1]!.id;
  }
  return { resealed, unreadable };
}

/**
 * Refunds overdue (issue 26 #3): each refund not recorded by its `refundDueBy` is mailed to the platform owners once,
 * besides the flag every read computes. Run by jobs/return-sweep.ts on every instance; the rows are locked and skipped
 * by the others' sweeps, and stamped, so a return is mailed once however many instances run.
 */
export async function mailOverdueRefunds(db: Db, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const due = await lockOverdueRefundsToMail(tx, now);
    if (!due.length) return [];
    await markOverdueMailed(
      tx,
      due.map((r) => r.id),
      now,
    );
    const owners = await platformOwnerEmails(tx);
    for (const r of due) {
      const p = (await selectReturnParties(tx, r.id))!;
      const mail = { orderId: p.orderId, shopName: p.shopName, items: p.items, resolution: p.resolution };
      await queueMail(
        tx,
        owners.map((to) => ({ to, kind: 'return-refund-overdue', content: (l) => returnRefundOverdueMail(appUrl(), mail, r.refundDueBy!, l) })),
      );
    }
    return due.map((r) => r.id);
  });
}
