import {
  ERASURE_KEPT,
  normalizeIndianPhone,
  type EraseAccountBody,
  type EraseAccountReply,
  type ErasureRequestDto,
  type OndcBuyerErasureBody,
  type OndcBuyerErasureReply,
} from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { findAccount, checkAccountPassword } from '../auth/auth.service.js';
import { useMobileCode } from '../auth/otp.service.js';
import { eraseReturnPhotos } from '../returns/return-photos.service.js';
import type { ImageStore } from '../../storage/image-store.js';
import {
  accountNamedBy,
  CLOSED,
  completeErasureRequests,
  countOpenOrdersOf,
  countShopsOf,
  eraseAccountData,
  insertErasureRequest,
  listErasureRequests,
  lockErasureRequest,
  selectOndcOrdersOf,
  type ErasedPerson,
  type ErasureRequestRow,
} from './privacy.repo.js';

/**
 * Erasing an account (issue 26 #7, the DPDP Act 2023's right to erasure; decision 085). Everything personal is removed
 * or anonymised in one transaction, except the tax invoices and credit notes the CGST Act s.36 keeps for 72 months.
 * An account with open orders is not erased at once: the request is recorded for a platform owner to complete.
 */
export const ERASED = 'Your account is erased. You are logged out, and nothing personal of yours is left on Bazaar except what is listed as kept.';
export const ERASURE_PENDING =
  'Your request is recorded. You have orders that are not delivered, cancelled or refused yet: the shops still need your address. ' +
  'A platform owner erases the account once they are closed; until then you can still log in and follow them.';
export const WRONG_PASSWORD = 'password: The password is wrong';
export const SHOP_OWNER_BLOCKED =
  'Your account owns a shop, and a shop’s records (its invoices, dues and tax details) name its owner. Ask the platform owner to hand the shop over or close it, then erase the account.';
export const PLATFORM_OWNER_BLOCKED = 'A platform owner’s account cannot be erased from here: another platform owner must take over the platform first.';
const OPEN_ORDERS_REASON = (n: number) => `${n} open order${n === 1 ? '' : 's'} (not Delivered, Cancelled or Refused) when it was asked`;

/** The person's identifiers as free text may hold them: email, numbers (E.164 and 10-digit), and a name long enough. */
export function needlesOf(p: ErasedPerson): string[] {
  const out = new Set<string>();
  if (p.email) out.add(p.email.toLowerCase());
  for (const ph of [p.phone, p.mobile]) {
    if (!ph) continue;
    out.add(ph);
    const national = normalizeIndianPhone(ph);
    if (national) out.add(national);
  }
  if (p.name.trim().length >= 4) out.add(p.name.trim());
  return [...out];
}

async function proveItIsThem(db: Db, account: { passwordHash: string | null; mobile: string | null }, body: EraseAccountBody, now: Date): Promise<void> {
  if (account.passwordHash) {
    if (body.password === undefined) throw new AppError('VALIDATION', 'password: Give your password to erase the account');
    if (!(await checkAccountPassword(account.passwordHash, body.password))) throw new AppError('VALIDATION', WRONG_PASSWORD);
    return;
  }
  if (!account.mobile || body.code === undefined)
    throw new AppError('VALIDATION', 'code: Ask for a code to your mobile number (POST /api/auth/otp), then give it here to erase the account');
  const wrong = await useMobileCode(db, account.mobile, body.code, now);
  if (wrong) throw new AppError('VALIDATION', `code: ${wrong}`);
}

/** POST /api/account/erase: erases now, or records a request when orders are open. */
export async function eraseMyAccount(db: Db, images: ImageStore, userId: string, body: EraseAccountBody, now: Date): Promise<EraseAccountReply> {
  const account = await findAccount(db, userId);
  if (!account || account.erasedAt) throw notFound('Account');
  if (account.role === 'superadmin') throw conflict(PLATFORM_OWNER_BLOCKED);
  if ((await countShopsOf(db, userId)) > 0) throw conflict(SHOP_OWNER_BLOCKED);
  await proveItIsThem(db, account, body, now);
  return db.transaction(async (tx): Promise<EraseAccountReply> => {
    const open = await countOpenOrdersOf(tx, account);
    if (open > 0) {
      await insertErasureRequest(tx, { id: newId(), userId, status: 'Pending', reason: OPEN_ORDERS_REASON(open), requestedAt: now });
      return { message: ERASURE_PENDING, status: 'Pending', kept: [...ERASURE_KEPT] };
    }
    await eraseAccountData(tx, account, needlesOf(account), now);
    await eraseReturnPhotos(tx, images, userId);
    await completeErasureRequests(tx, userId, now, userId);
    return { message: ERASED, status: 'Completed', kept: [...ERASURE_KEPT] };
  });
}

function toDto(r: ErasureRequestRow, name: string, openOrders: number): ErasureRequestDto {
  return {
    _id: r.id,
    userId: r.userId,
    name,
    status: r.status,
    reason: r.reason,
    openOrders,
    requestedAt: r.requestedAt.toISOString(),
    completedAt: r.completedAt?.toISOString() ?? null,
  };
}

/** The platform owner's "Erasure requests": pending first, newest first. */
export async function listErasures(db: Db): Promise<{ items: ErasureRequestDto[] }> {
  const rows = await listErasureRequests(db, 200);
  return { items: rows.map((r) => toDto(r.request, r.name, Number(r.openOrders))) };
}

/**
 * A platform owner completes a recorded request once the account's orders are closed: 409 while any is still open
 * (its shop needs the address to deliver it), or when it is already completed. Returns the erased account's id.
 */
export async function completeErasure(
  db: Db,
  images: ImageStore,
  requestId: string,
  by: string,
  now: Date,
): Promise<{ dto: ErasureRequestDto; userId: string }> {
  return db.transaction(async (tx) => {
    const req = await lockErasureRequest(tx, requestId);
    if (!req) throw notFound('Erasure request');
    if (req.status !== 'Pending') throw conflict('This erasure request is already completed.');
    const account = await findAccount(tx, req.userId);
    if (!account) throw notFound('Account');
    const open = await countOpenOrdersOf(tx, account);
    if (open > 0)
      throw conflict(
        `This account still has ${open} open order${open === 1 ? '' : 's'}. Complete the erasure once ${open === 1 ? 'it is' : 'they are'} delivered, cancelled or refused.`,
      );
    await eraseAccountData(tx, account, needlesOf(account), now);
    await eraseReturnPhotos(tx, images, req.userId);
    await completeErasureRequests(tx, req.userId, now, by);
    return { dto: toDto({ ...req, status: 'Completed', completedAt: now, completedBy: by }, 'Deleted user', 0), userId: req.userId };
  });
}

export const ONDC_BUYER_HAS_ACCOUNT =
  'This email or number belongs to a Bazaar account. Erase the account instead: its owner does it from the Privacy page, or you complete its erasure request.';
export const NO_ONDC_ORDER = 'No ONDC order names this email or number.';

/**
 * POST /api/superadmin/ondc-buyer-erasure (decision 110): a person who ordered through an ONDC buyer app has no
 * Bazaar account to erase from. Their details go from every ONDC order that names them, and their identifiers (email,
 * number, the billing name) from the records kept about others, as an account's erasure does; amounts, items, the
 * ONDC ids and the tax documents stay. 409 while any of those orders is open (its shop needs the address to deliver
 * it), or when a Bazaar account has that email or number; 404 when no ONDC order names them.
 */
export async function eraseOndcBuyer(db: Db, body: OndcBuyerErasureBody, now: Date): Promise<OndcBuyerErasureReply> {
  const email = body.email ?? null;
  const phone = body.phone ?? null;
  return db.transaction(async (tx) => {
    if (await accountNamedBy(tx, email, phone)) throw conflict(ONDC_BUYER_HAS_ACCOUNT);
    const found = await selectOndcOrdersOf(tx, { email, phone, mobile: null });
    if (!found.length) throw new AppError('NOT_FOUND', NO_ONDC_ORDER);
    const open = found.filter((o) => !(CLOSED as readonly string[]).includes(o.status)).length;
    if (open > 0) throw conflict(`Open ONDC orders of this buyer: ${open}. Erase their details once every one is delivered, cancelled or refused.`);
    // Their identifiers as the orders give them too: erased by number, the email the buyer app sent goes as well.
    type Party = { name?: string; email?: string; phone?: string; contact?: { email?: string; phone?: string }; person?: { name?: string } } | null;
    const parties = found.flatMap((o) => [o.billing as Party, o.end as Party]);
    const names = unique(parties.flatMap((p) => [p?.name, p?.person?.name]));
    const emails = unique([email, ...parties.flatMap((p) => [p?.email, p?.contact?.email])].map((e) => e?.toLowerCase()));
    const phones = unique([phone, ...parties.flatMap((p) => [p?.phone, p?.contact?.phone])].map((n) => (n ? (normalizeIndianPhone(n) ?? n) : n)));
    for (const e of emails) if (await accountNamedBy(tx, e, null)) throw conflict(ONDC_BUYER_HAS_ACCOUNT);
    for (const n of phones) if (await accountNamedBy(tx, null, n)) throw conflict(ONDC_BUYER_HAS_ACCOUNT);
    const people: ErasedPerson[] = Array.from({ length: Math.max(emails.length, phones.length, 1) }, (_, i) => ({
      id: newId(),
      name: names[0] ?? '',
      email: emails[i] ?? null,
      phone: phones[i] ?? null,
      mobile: null,
    }));
    const needles = unique([...people.flatMap(needlesOf), ...names.filter((n) => n.length >= 4)]);
    for (const person of people) await eraseAccountData(tx, person, needles, now);
    return {
      message: `The buyer’s details are erased from ${found.length} ONDC order(s). Amounts, items, the ONDC ids and the tax documents are kept.`,
      orders: found.length,
    };
  });
}

/** The distinct non-empty strings of `xs`, trimmed, in their first order. */
function unique(xs: Array<string | null | undefined>): string[] {
  return [...new Set(xs.map((x) => x?.trim()).filter((x): x is string => !!x))];
}
