import crypto from 'node:crypto';
import { orderNumber, toE164, toRupees, type OrderDto, type PlatformSettings } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { SessionUser } from '../../plugins/auth.js';
import { appUrl, queueMail } from '../mail/mail.service.js';
import { codConfirmationMail } from '../mail/messages.js';
import { istTime } from '../mail/mail-text.js';
import { SECRET_MARK } from '../mail/secrets.js';
import type { SmsSender } from '../sms/sms.js';
import type { RateLimits } from '../../plugins/rate-limit.js';
import type { HitStore } from '../../plugins/rate-limit-store.js';
import { countWrongCode, findCodState, insertCodCodes, markCodConfirmed, replaceCodCode, selectUnconfirmedDue } from './cod-confirmation.repo.js';
import { loadOrders, phoneIn } from '../orders/order-dto.js';
import { changeOrderStatus } from '../orders/order-status.service.js';
import { withRetry } from '../../lib/tx-retry.js';
import { recordEvent, textsEnabled, whatsappCodesEnabled, type Delivered, type Subscriber } from '../events/events.service.js';

/**
 * COD confirmation (issue 13 #5, decision 031). When the platform sets `codConfirmAbove`, a COD shop order above
 * it waits for a 6-digit code sent to its shopper (email through the outbox, and SMS when a provider is set):
 * until the shopper gives it the shop cannot confirm the order (409), and after `codConfirmHours` it is cancelled
 * by itself, its stock returned once. Codes are kept hashed, last COD_CODE_MINUTES, allow COD_CODE_TRIES wrong
 * tries, and a new one can be asked for every COD_RESEND_SECONDS, COD_MAX_SENDS in all.
 */
export const COD_CODE_MINUTES = 30;
export const COD_CODE_TRIES = 5;
export const COD_RESEND_SECONDS = 60;
export const COD_MAX_SENDS = 5;

const IST = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });
export const istDateTime = (d: Date) => `${IST.format(d)} IST`;

/** Six random digits (a CSPRNG, leading zeros kept). */
export function newCode(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * `salt:sha256(salt, order, code)`. A slow hash would buy little for a 6-digit code (a million guesses), so the
 * defence is online: 5 tries, 30 minutes, 5 codes. The hash keeps a read of the table from showing live codes.
 */
export function hashCode(orderId: string, code: string, salt = crypto.randomBytes(16).toString('hex')): string {
  return `${salt}:${crypto.createHash('sha256').update(`${salt}:${orderId}:${code}`).digest('hex')}`;
}

export function codeMatches(stored: string, orderId: string, code: string): boolean {
  const [salt] = stored.split(':');
  if (!salt) return false;
  const a = Buffer.from(hashCode(orderId, code, salt));
  const b = Buffer.from(stored);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** Whether a COD shop order of this total needs the shopper's code under these settings ("above": strictly). */
export function needsCodConfirmation(settings: PlatformSettings, totalPaise: number): boolean {
  return settings.codConfirmAbovePaise !== null && totalPaise > settings.codConfirmAbovePaise;
}

export const confirmByOf = (settings: PlatformSettings, now: Date) => new Date(now.getTime() + settings.codConfirmHours * 3600_000);

const smsText = (code: string, number: string) =>
  `${code} is your Bazaar code to confirm COD order ${number}. It works for ${COD_CODE_MINUTES} minutes. Do not share it with anyone.`;

interface CodeFor {
  id: string;
  /** The shopper's account (the texts' daily cap per account). */
  accountId: string;
  userName: string;
  userEmail: string;
  shopName: string;
  totalPaise: number;
  phone: string | null;
  confirmBy: Date;
}

/**
 * Queues the code's email in `tx`, and records the text to send after commit (`cod.code-issued`, the code sealed)
 * when the app sends texts and the order has a phone number.
 */
async function queueCode(tx: Db, o: CodeFor, code: string): Promise<void> {
  const number = orderNumber(o.id);
  await queueMail(tx, [
    {
      to: o.userEmail,
      kind: 'cod-code',
      content: (l) =>
        codConfirmationMail(
          appUrl(),
          { _id: o.id, orderNumber: number, userName: o.userName, shopName: o.shopName, totalAmount: toRupees(o.totalPaise) },
          SECRET_MARK,
          COD_CODE_MINUTES,
          istTime(o.confirmBy, l),
          l,
        ),
      // The code goes in at send time; the outbox keeps it sealed, never in clear (decision 039).
      secret: code,
    },
  ]);
  // By SMS to the order's number, or by WhatsApp to the account's (as the shopper chose; decision 086 addendum 2).
  if ((o.phone && textsEnabled()) || whatsappCodesEnabled())
    await recordEvent(tx, { event: { type: 'cod.code-issued', orderId: o.id, orderNumber: number, phone: o.phone, accountId: o.accountId }, secret: code });
}

/** At checkout, in its transaction, for the orders that need it: the first code of each. */
export async function issueFirstCodes(tx: Db, orders: CodeFor[], now: Date): Promise<void> {
  const codes = orders.map((o) => ({ o, code: newCode() }));
  await insertCodCodes(
    tx,
    codes.map(({ o, code }) => ({
      orderId: o.id,
      codeHash: hashCode(o.id, code),
      expiresAt: new Date(now.getTime() + COD_CODE_MINUTES * 60_000),
      sentAt: now,
    })),
  );
  for (const { o, code } of codes) await queueCode(tx, o, code);
}

/** What the texts' caps need: the shared counters (PostgreSQL: every instance's) and the two limits. */
export interface SmsCaps {
  hits: HitStore;
  limits: Pick<RateLimits, 'smsPerPhone' | 'smsPerAccount'>;
}

/**
 * The `sms` subscriber (decision 054): texts each code after commit. A provider that fails is retried by the
 * dispatcher (the email has the code meanwhile). Each text is counted first, on its first try only, against its
 * phone number and the account that caused it (`smsPerPhone`, `smsPerAccount`, a day each, counted in the database
 * across instances on PostgreSQL): past either cap the text is not sent (logged without the code) and the code goes
 * by email only, so a shopper cannot use checkout or "send a new code" to flood a number they typed (issue 21 #7).
 * `wanted`: whether the shopper's choices want the code by SMS (issue 27 #2); it always goes when nothing else would.
 */
export function codSmsSubscriber(
  sms: SmsSender,
  caps: SmsCaps,
  log: { warn: (o: object, m: string) => void },
  wanted: (accountId: string) => Promise<boolean> = async () => true,
): Subscriber {
  return {
    name: 'sms',
    takes: (type) => type === 'cod.code-issued',
    async handle(e: Delivered) {
      if (e.type !== 'cod.code-issued' || e.secret === undefined || !e.phone) return;
      // The shopper turned SMS off for the code and another way carries it (decision 086 addendum 2).
      if (!(await wanted(e.accountId))) return;
      const phone = toE164(e.phone);
      if (!phone) {
        log.warn({ accountId: e.accountId }, 'COD confirmation SMS not sent: the order’s phone is not a mobile number (the email has the code)');
        return;
      }
      if (e.attempt <= 1) {
        const [perPhone, perAccount] = await Promise.all([
          caps.hits.hit(`sms-phone:${phone}`, caps.limits.smsPerPhone.windowMs),
          caps.hits.hit(`sms-account:${e.accountId}`, caps.limits.smsPerAccount.windowMs),
        ]);
        if (perPhone.hits > caps.limits.smsPerPhone.max || perAccount.hits > caps.limits.smsPerAccount.max) {
          log.warn(
            { phoneTexts: perPhone.hits, accountTexts: perAccount.hits, accountId: e.accountId },
            'COD confirmation SMS not sent: the daily cap for this number or account is reached (the email has the code)',
          );
          return;
        }
      }
      try {
        await sms.send(e.phone, { kind: 'cod-code', text: smsText(e.secret, e.orderNumber), vars: { otp: e.secret, order: e.orderNumber } });
      } catch (err) {
        log.warn({ err }, 'COD confirmation SMS not sent (the email has the code); tried again later');
        throw err;
      }
    },
  };
}

type CodState = NonNullable<Awaited<ReturnType<typeof findCodState>>>;

/** The shopper's own order that needs a code and is still waiting for it; anything else says why. */
function assertAwaiting(user: SessionUser, s: CodState | undefined, now: Date): asserts s is CodState & { codConfirmBy: Date } {
  if (!s || user.role !== 'user' || s.userId !== user.id) throw notFound('Order');
  if (!s.codConfirmBy) throw conflict('This order needs no confirmation code');
  if (s.codConfirmedAt) throw conflict('You have already confirmed this order');
  if (s.status !== 'Pending') throw conflict(`This order is ${s.status}; there is nothing to confirm`);
  if (s.codConfirmBy <= now) throw conflict('The time to confirm this order is over: it is being cancelled. You can order again.');
}

async function orderFor(db: Db, orderId: string): Promise<OrderDto> {
  const [dto] = await loadOrders(db, { ids: [orderId] }, 'customer');
  return dto!;
}

/**
 * POST /api/orders/:id/cod-confirmation: the shopper gives the code. The order row is locked, so concurrent tries
 * are counted one after the other and the fifth wrong one is the last. A wrong try is committed before the 400.
 */
export async function confirmWithCode(db: Db, user: SessionUser, orderId: string, code: string, now: Date): Promise<{ message: string; order: OrderDto }> {
  if (!isUuid(orderId)) throw notFound('Order');
  const outcome = await withRetry(() =>
    db.transaction(
      async (tx) => {
        const s = await findCodState(tx, orderId, true);
        assertAwaiting(user, s, now);
        if (!s.codeHash || s.attempts === null || s.expiresAt === null) return { kind: 'locked' as const };
        if (s.attempts >= COD_CODE_TRIES) return { kind: 'locked' as const };
        if (s.expiresAt <= now) return { kind: 'expired' as const };
        if (!codeMatches(s.codeHash, orderId, code)) {
          const used = await countWrongCode(tx, orderId, COD_CODE_TRIES);
          return used === null ? { kind: 'locked' as const } : { kind: 'wrong' as const, left: COD_CODE_TRIES - used };
        }
        if (!(await markCodConfirmed(tx, orderId, now))) throw conflict('This order can no longer be confirmed');
        await recordEvent(tx, {
          type: 'order.cod-confirmed',
          order: { id: orderId, number: orderNumber(orderId), shopId: s.shopId, shopperName: s.userName, status: 'Pending' },
        });
        return { kind: 'ok' as const };
      },
      { isolationLevel: 'read committed' },
    ),
  );
  if (outcome.kind === 'locked') throw new AppError('RATE_LIMITED', `That was ${COD_CODE_TRIES} wrong codes: this code no longer works. Ask for a new code.`);
  if (outcome.kind === 'expired') throw new AppError('VALIDATION', `This code has expired (a code works for ${COD_CODE_MINUTES} minutes). Ask for a new code.`);
  if (outcome.kind === 'wrong')
    throw new AppError(
      'VALIDATION',
      outcome.left > 0
        ? `That code is not right. ${outcome.left === 1 ? '1 try left' : `${outcome.left} tries left`}.`
        : `That code is not right, and that was the last try: ask for a new code.`,
      { triesLeft: outcome.left },
    );
  return { message: 'Thank you: your order is confirmed and the shop can now prepare it', order: await orderFor(db, orderId) };
}

/** POST /api/orders/:id/cod-confirmation/resend: a new code replaces the old one (60 s apart, 5 in all). */
export async function resendCode(db: Db, user: SessionUser, orderId: string, now: Date): Promise<{ message: string; order: OrderDto }> {
  if (!isUuid(orderId)) throw notFound('Order');
  await withRetry(() =>
    db.transaction(
      async (tx) => {
        const s = await findCodState(tx, orderId, true);
        assertAwaiting(user, s, now);
        if (s.sentAt && s.sends !== null) {
          const wait = Math.ceil((s.sentAt.getTime() + COD_RESEND_SECONDS * 1000 - now.getTime()) / 1000);
          if (wait > 0)
            throw new AppError('RATE_LIMITED', `You can ask for a new code in ${wait} ${wait === 1 ? 'second' : 'seconds'}`, { retryAfterSeconds: wait });
          if (s.sends >= COD_MAX_SENDS)
            throw new AppError(
              'RATE_LIMITED',
              `${COD_MAX_SENDS} codes have been sent for this order, the most we send. Use the latest one; an order not confirmed by ${istDateTime(s.codConfirmBy)} is cancelled by itself.`,
            );
        }
        const code = newCode();
        const replaced = await replaceCodCode(
          tx,
          orderId,
          hashCode(orderId, code),
          new Date(now.getTime() + COD_CODE_MINUTES * 60_000),
          now,
          COD_MAX_SENDS,
          COD_RESEND_SECONDS * 1000,
        );
        if (!replaced) throw new AppError('RATE_LIMITED', 'A new code was sent a moment ago: use that one, or ask again in a minute');
        await queueCode(
          tx,
          {
            id: orderId,
            accountId: user.id,
            userName: s.userName,
            userEmail: s.userEmail,
            shopName: s.shopName,
            totalPaise: s.totalPaise,
            phone: s.deliveryPhone ?? phoneIn(s.address),
            confirmBy: s.codConfirmBy,
          },
          code,
        );
      },
      { isolationLevel: 'read committed' },
    ),
  );
  return { message: 'A new code is on its way: the one sent before no longer works', order: await orderFor(db, orderId) };
}

/**
 * Cancels, by the platform, the orders whose shopper never gave the code in time: through changeOrderStatus, like
 * any other cancel (stock back, the shopper told, the events recorded), each in its own transaction. Of several
 * instances sweeping at once (or a sweep and the shopper's own cancel or code) exactly one changes an order; the
 * others meet a conflict and pass. Returns the orders it cancelled (as the shop sees them).
 */
export async function cancelUnconfirmedOrders(db: Db, now: Date, limit = 100): Promise<OrderDto[]> {
  const cancelled: OrderDto[] = [];
  for (const id of await selectUnconfirmedDue(db, now, limit)) {
    try {
      cancelled.push(await changeOrderStatus(db, 'platform', id, 'Cancelled', now));
    } catch (err) {
      if (!(err instanceof AppError) || (err.code !== 'CONFLICT' && err.code !== 'NOT_FOUND')) throw err;
    }
  }
  return cancelled;
}
