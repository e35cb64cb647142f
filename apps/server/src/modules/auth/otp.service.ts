import crypto from 'node:crypto';
import { normalizeIndianPhone, type Language } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { AppError, conflict } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { humanWait } from '../../plugins/rate-limit.js';
import { appUrl } from '../mail/mail.service.js';
import type { SmsSender } from '../sms/sms.js';
import { recordEvent, textsEnabled, type Delivered, type Subscriber } from '../events/events.service.js';
import { countOtpSends, findUserByMobile, lockExistingOtpRow, lockOtpRow, recordOtpSend, setUserMobile, updateOtpRow, type OtpRow } from './otp.repo.js';
import { insertUser, type UserRow } from './users.repo.js';
import { consentAt } from '../data-rights/privacy-notice.service.js';

/**
 * Logging in with a mobile number and a one-time code (issue 27 #1, decision 078). A code is 6 random digits, kept
 * salted and hashed, valid OTP_MINUTES, OTP_TRIES wrong tries; a new one can be asked for after OTP_RESEND_SECONDS,
 * at most OTP_PER_HOUR an hour and OTP_PER_DAY a day per number. Each send and each try runs under the number's row
 * lock, so two instances never both pass a limit. The code goes by SMS after commit, sealed in its event (decision
 * 039): never in clear in the database, the outbox or a log.
 */
export const OTP_MINUTES = 10;
export const OTP_TRIES = 5;
export const OTP_RESEND_SECONDS = 30;
export const OTP_PER_HOUR = 5;
export const OTP_PER_DAY = 10;

export const OTP_SENT = 'We have sent a 6-digit code to this number by SMS. It works for 10 minutes.';
export const OTP_WRONG = 'This code is wrong or has expired. Check the SMS, or ask for a new code.';
export const OTP_TOO_MANY_TRIES = 'Too many wrong codes for this number. Ask for a new code.';
export const OTP_NEEDS_NAME = 'This number has no account yet. Give your name to create one.';
export const OTP_UNAVAILABLE = 'Logging in with a mobile number is not available right now: this server sends no text messages. Log in with your email.';

export type OtpPurpose = 'login' | 'change-number';

/** Six random digits (a CSPRNG, leading zeros kept). */
export function newOtp(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** `salt:sha256(salt:phone:code)`: the defence of a 6-digit code is online (5 tries, 10 minutes); the hash keeps a read of the table from showing live codes. */
export function hashOtp(phone: string, code: string, salt = crypto.randomBytes(16).toString('hex')): string {
  return `${salt}:${crypto.createHash('sha256').update(`${salt}:${phone}:${code}`).digest('hex')}`;
}

export function otpMatches(stored: string, phone: string, code: string): boolean {
  const [salt] = stored.split(':');
  if (!salt) return false;
  const a = Buffer.from(hashOtp(phone, code, salt));
  const b = Buffer.from(stored);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** The text: the code first, and the Web OTP API's last line (`@host #code`) so a phone's browser can fill it in. */
export function otpText(code: string, purpose: OtpPurpose, host: string): string {
  const what = purpose === 'login' ? 'log in to Bazaar' : 'confirm your new number on Bazaar';
  return `${code} is your code to ${what}. It works for ${OTP_MINUTES} minutes. Do not share it with anyone.\n\n@${host} #${code}`;
}

const rateLimited = (message: string, seconds: number) => new AppError('RATE_LIMITED', message, { retryAfter: Math.max(1, Math.ceil(seconds)) });

/**
 * Sends a new code to `phone` (E.164), replacing any earlier one. Does the same work whether or not the number has
 * an account (nothing here looks one up), so its answer and its time tell nobody (decision 040). 429 before
 * OTP_RESEND_SECONDS or past the caps; 503 when this server sends no texts.
 */
export async function requestOtp(db: Db, phone: string, now: Date, purpose: OtpPurpose = 'login', userId: string | null = null): Promise<void> {
  if (!textsEnabled()) throw new AppError('UNAVAILABLE', OTP_UNAVAILABLE);
  const host = new URL(appUrl()).hostname;
  await db.transaction(async (tx) => {
    const row = await lockOtpRow(tx, phone);
    if (row.sentAt) {
      const wait = OTP_RESEND_SECONDS - (now.getTime() - row.sentAt.getTime()) / 1000;
      if (wait > 0) throw rateLimited(`A code was sent a moment ago. Please wait ${humanWait(Math.ceil(wait))} before asking for a new one.`, wait);
    }
    const hourAgo = new Date(now.getTime() - 3600_000);
    const dayAgo = new Date(now.getTime() - 24 * 3600_000);
    if ((await countOtpSends(tx, phone, hourAgo)) >= OTP_PER_HOUR)
      throw rateLimited(`Too many codes for this number: at most ${OTP_PER_HOUR} an hour. Please try again later.`, 3600);
    if ((await countOtpSends(tx, phone, dayAgo)) >= OTP_PER_DAY)
      throw rateLimited(`Too many codes for this number: at most ${OTP_PER_DAY} a day. Please try again tomorrow.`, 24 * 3600);
    const code = newOtp();
    await recordOtpSend(tx, { id: newId(), phone, sentAt: now }, dayAgo);
    await updateOtpRow(tx, phone, {
      purpose,
      userId,
      codeHash: hashOtp(phone, code),
      expiresAt: new Date(now.getTime() + OTP_MINUTES * 60_000),
      tries: 0,
      sentAt: now,
    });
    // The code travels sealed in the event and is put into the text only when it is sent (decision 039).
    await recordEvent(tx, { event: { type: 'otp.code-issued', phone, purpose, host }, secret: code });
  });
}

type Tried = { ok: true; row: OtpRow } | { ok: false; message: string };

/** Tries `code` against the number's code under its lock; a wrong one counts, a right one is used up. */
async function tryCode(tx: Db, phone: string, code: string, now: Date, purpose: OtpPurpose, userId: string | null): Promise<Tried> {
  const row = await lockExistingOtpRow(tx, phone);
  if (!row || row.purpose !== purpose || (purpose === 'change-number' && row.userId !== userId)) return { ok: false, message: OTP_WRONG };
  if (row.tries >= OTP_TRIES) return { ok: false, message: OTP_TOO_MANY_TRIES };
  if (!row.codeHash || !row.expiresAt || row.expiresAt <= now) return { ok: false, message: OTP_WRONG };
  if (!otpMatches(row.codeHash, phone, code)) {
    const tries = row.tries + 1;
    await updateOtpRow(tx, phone, { tries, ...(tries >= OTP_TRIES ? { codeHash: null } : {}) });
    return { ok: false, message: tries >= OTP_TRIES ? OTP_TOO_MANY_TRIES : OTP_WRONG };
  }
  return { ok: true, row };
}

/**
 * Logs in with a code: the account with this mobile number, or a new shopper account when the number has none and
 * a `name` is given. Only someone holding the number learns whether it has an account (the code is checked first).
 * 400 for a wrong, used or expired code (each wrong one counts; after OTP_TRIES the code is dead).
 */
export async function verifyOtp(
  db: Db,
  body: { phone: string; code: string; name?: string | undefined; privacyConsent?: boolean | undefined },
  now: Date,
  language?: Language,
): Promise<UserRow> {
  const outcome = await db.transaction(async (tx): Promise<{ user: UserRow } | { message: string; details?: Record<string, unknown> }> => {
    const tried = await tryCode(tx, body.phone, body.code, now, 'login', null);
    if (!tried.ok) return { message: tried.message };
    let user = await findUserByMobile(tx, body.phone);
    if (!user) {
      // The code stays good: the person gives their name and sends it again. `details.field` tells a screen in any
      // language to ask for the name.
      if (!body.name) return { message: OTP_NEEDS_NAME, details: { field: 'name' } };
      const created = await insertUser(tx, {
        id: newId(),
        name: body.name,
        email: null,
        phone: normalizeIndianPhone(body.phone),
        mobile: body.phone,
        role: 'user',
        passwordHash: null,
        ...(language ? { language } : {}),
        ...(await consentAt(tx, now, body.privacyConsent)),
      });
      if (!created) throw conflict('An account with this mobile number already exists. Log in with it.');
      user = created;
    }
    await updateOtpRow(tx, body.phone, { codeHash: null, expiresAt: null, tries: 0 });
    return { user };
  });
  if ('message' in outcome) throw new AppError('VALIDATION', outcome.message, outcome.details);
  return outcome.user;
}

/**
 * Uses up the login code of `phone` to prove that the caller holds the number (erasing an account without a password;
 * decision 085). Returns null when it was right, else the message to show.
 */
export async function useMobileCode(db: Db, phone: string, code: string, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    const tried = await tryCode(tx, phone, code, now, 'login', null);
    if (!tried.ok) return tried.message;
    await updateOtpRow(tx, phone, { codeHash: null, expiresAt: null, tries: 0 });
    return null;
  });
}

/** Changing the account's number: a code goes to the new number first (issue 27 #1). */
export function requestMobileChange(db: Db, userId: string, phone: string, now: Date): Promise<void> {
  return requestOtp(db, phone, now, 'change-number', userId);
}

/** Proves the new number with its code and makes it the account's. 409 when another account has it. */
export async function confirmMobileChange(db: Db, userId: string, phone: string, code: string, now: Date): Promise<void> {
  const outcome = await db.transaction(async (tx): Promise<string | null> => {
    const tried = await tryCode(tx, phone, code, now, 'change-number', userId);
    if (!tried.ok) return tried.message;
    if (!(await setUserMobile(tx, userId, phone))) throw conflict('Another account uses this mobile number. Log in with it, or use another number.');
    await updateOtpRow(tx, phone, { codeHash: null, expiresAt: null, tries: 0, userId: null });
    return null;
  });
  if (outcome) throw new AppError('VALIDATION', outcome);
}

/**
 * The `otp-sms` subscriber: texts each code after commit. A provider that fails is retried by the dispatcher (with
 * back-off) while the code lasts; the log line never holds the code.
 */
export function otpSmsSubscriber(sms: SmsSender, log: { warn: (o: object, m: string) => void }): Subscriber {
  return {
    name: 'otp-sms',
    takes: (type) => type === 'otp.code-issued',
    async handle(e: Delivered) {
      if (e.type !== 'otp.code-issued' || e.secret === undefined) return;
      try {
        await sms.send(e.phone, { kind: 'otp', text: otpText(e.secret, e.purpose, e.host), vars: { otp: e.secret } });
      } catch (err) {
        log.warn({ err }, 'one-time code SMS not sent; tried again later');
        throw err;
      }
    },
  };
}
