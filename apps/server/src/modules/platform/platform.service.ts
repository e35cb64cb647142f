import QRCode from 'qrcode';
import {
  DEFAULT_PROFILE,
  PROFILE_FIELDS,
  formatRupees,
  istDate,
  publicProfile,
  toPaise,
  toRupees,
  upiPayUri,
  type PayeeReply,
  type PaymentClaimBody,
  type PaymentClaimDto,
  type PaymentMethod,
  type PlatformProfile,
  type PlatformProfilePatchBody,
  type PlatformProfileView,
  type PublicProfileReply,
} from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { isUuid, newId } from '../../lib/ids.js';
import type { SessionUser } from '../../plugins/auth.js';
import { ledgerOfAdmin, recordPayment } from '../ledger/ledger.service.js';
import { shopOfAdmin } from '../shops/shops.service.js';
import {
  decideClaim,
  insertClaim,
  insertProfileVersion,
  lockPendingClaim,
  selectClaim,
  selectClaims,
  selectCurrentProfile,
  type PaymentClaimRow,
  type PlatformProfileRow,
} from './platform.repo.js';

/** How many reports the lists show (a shop reports a few payments a month; the platform owner works the pending ones). */
const CLAIMS_SHOWN = 100;

const valuesOf = (row: PlatformProfileRow | undefined): PlatformProfile => ({ ...DEFAULT_PROFILE, ...(row?.values ?? {}) });

/** The platform's details in force: the latest version, or every value empty. */
export async function getPlatformProfile(db: Db): Promise<PlatformProfile> {
  return valuesOf(await selectCurrentProfile(db));
}

/** GET /api/platform/profile: what the contact page and the footer may show (empty values left out). */
export async function publicPlatformProfile(db: Db): Promise<PublicProfileReply> {
  return publicProfile(await getPlatformProfile(db));
}

function viewOf(row: PlatformProfileRow | undefined): PlatformProfileView {
  return {
    profile: valuesOf(row),
    version: row?.version ?? 0,
    effectiveFrom: row?.effectiveFrom.toISOString() ?? null,
    changedBy: row?.changedByName ?? null,
  };
}

export async function platformProfileView(db: Db): Promise<PlatformProfileView> {
  return viewOf(await selectCurrentProfile(db));
}

/**
 * PATCH /api/superadmin/platform-profile: appends a version with every value after the change (earlier versions are
 * kept, like settings). Of two changes at once, the loser of the version re-reads and re-applies its own fields.
 */
export async function changePlatformProfile(
  db: Db,
  user: SessionUser,
  change: PlatformProfilePatchBody,
  now: Date,
): Promise<{ message: string; profile: PlatformProfileView }> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const row = await selectCurrentProfile(db);
    const current = valuesOf(row);
    const next: PlatformProfile = { ...current };
    for (const f of PROFILE_FIELDS) if (change[f] !== undefined) next[f] = change[f];
    const changed = PROFILE_FIELDS.filter((f) => current[f] !== next[f]);
    if (changed.length === 0) return { message: 'Nothing changed', profile: viewOf(row) };
    const written = await insertProfileVersion(db, {
      version: (row?.version ?? 0) + 1,
      values: next,
      changed,
      changedBy: user.id,
      changedByName: user.name,
      effectiveFrom: now,
    });
    if (written) return { message: `Saved (${changed.join(', ')})`, profile: await platformProfileView(db) };
  }
  throw conflict('These details were being changed by someone else at the same time; please try again');
}

/**
 * GET /api/admin/payee: how the owner pays Bazaar — the payee's UPI ID and bank details, the amount owed now, the
 * `upi://pay` link for that amount and its QR code (drawn on the server, so the browser loads no QR library).
 */
export async function payeeForAdmin(db: Db, user: SessionUser, now: Date): Promise<PayeeReply> {
  const ledger = await ledgerOfAdmin(db, user, 1, 1, now);
  const p = await getPlatformProfile(db);
  const duePaise = Math.max(0, toPaise(ledger.balance));
  const uri = upiPayUri(p, duePaise, `Bazaar fees ${ledger.shop.name}`);
  const bank =
    p.bankAccountNumber && p.bankIfsc
      ? { accountName: p.bankAccountName || p.payeeName, accountNumber: p.bankAccountNumber, ifsc: p.bankIfsc, bankName: p.bankName }
      : null;
  return {
    payeeName: p.payeeName || null,
    upiId: p.upiId || null,
    bank,
    amountDue: toRupees(duePaise),
    upiUri: uri,
    qrSvg: uri ? await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }) : null,
  };
}

function claimDto(c: PaymentClaimRow): PaymentClaimDto {
  return {
    _id: c.id,
    shopId: c.shopId,
    shopName: c.shopName,
    amount: toRupees(c.amountPaise),
    method: c.method,
    reference: c.reference,
    paidOn: c.paidOn,
    note: c.note,
    status: c.status,
    reportedAt: c.reportedAt.toISOString(),
    decidedAt: c.decidedAt?.toISOString() ?? null,
    decisionReason: c.decisionReason,
    ledgerEntryId: c.ledgerEntryId,
  };
}

async function ownShop(db: Db, user: SessionUser) {
  const shop = await shopOfAdmin(db, user.id);
  if (!shop) throw notFound('Shop');
  return shop;
}

async function claimOr404(db: Db, id: string): Promise<PaymentClaimRow> {
  const c = isUuid(id) ? await selectClaim(db, id) : undefined;
  if (!c) throw notFound('Payment report');
  return c;
}

/** POST /api/admin/payment-claims: the owner says they paid; pending until the platform owner confirms it. */
export async function reportPayment(db: Db, user: SessionUser, body: PaymentClaimBody, now: Date): Promise<{ message: string; claim: PaymentClaimDto }> {
  if (body.paidOn > istDate(now)) throw new AppError('VALIDATION', 'paidOn cannot be in the future');
  const shop = await ownShop(db, user);
  const id = newId();
  const written = await insertClaim(db, {
    id,
    shopId: shop.id,
    amountPaise: toPaise(body.amount),
    method: body.method,
    reference: body.reference,
    paidOn: body.paidOn,
    note: body.note || null,
    reportedBy: user.id,
    reportedAt: now,
  });
  if (!written) throw conflict(`A payment with reference ${body.reference} is already reported for your shop`);
  return {
    message: `Thank you: your payment of ${formatRupees(body.amount)} (reference ${body.reference}) is reported. Bazaar will confirm it once it arrives.`,
    claim: claimDto(await claimOr404(db, id)),
  };
}

export async function claimsOfAdmin(db: Db, user: SessionUser): Promise<{ claims: PaymentClaimDto[] }> {
  const shop = await ownShop(db, user);
  return { claims: (await selectClaims(db, { shopId: shop.id }, CLAIMS_SHOWN)).map(claimDto) };
}

export async function claimsForPlatform(db: Db, status: PaymentClaimRow['status'] | 'all'): Promise<{ claims: PaymentClaimDto[] }> {
  return { claims: (await selectClaims(db, { status: status === 'all' ? undefined : status }, CLAIMS_SHOWN)).map(claimDto) };
}

const alreadyDecided = (c: PaymentClaimRow) => conflict(`This payment report was already ${c.status}`, { status: c.status });

/**
 * POST /api/superadmin/payment-claims/:id/confirm: records the payment in the shop's ledger (dated the day the owner
 * paid) and marks the report confirmed, in one transaction; the report's row lock makes a double click or two
 * platform owners at once record it once.
 */
export async function confirmClaim(db: Db, user: SessionUser, id: string, now: Date): Promise<{ message: string; claim: PaymentClaimDto }> {
  const before = await claimOr404(db, id);
  await db.transaction(async (tx) => {
    const c = await lockPendingClaim(tx, id);
    if (!c) throw alreadyDecided(await claimOr404(tx, id));
    const paid = await recordPayment(
      tx,
      user,
      c.shopId,
      { amount: toRupees(c.amountPaise), method: c.method as PaymentMethod, reference: c.reference, date: c.paidOn },
      now,
      `claim:${c.id}`,
    );
    await decideClaim(tx, id, { status: 'confirmed', decidedBy: user.id, decidedAt: now, ledgerEntryId: paid.entry._id });
  });
  return {
    message: `Payment of ${formatRupees(toRupees(before.amountPaise))} from ${before.shopName} confirmed and recorded`,
    claim: claimDto(await claimOr404(db, id)),
  };
}

/** POST /api/superadmin/payment-claims/:id/reject: nothing is recorded; the owner reads the reason. */
export async function rejectClaim(db: Db, user: SessionUser, id: string, reason: string, now: Date): Promise<{ message: string; claim: PaymentClaimDto }> {
  const c = await claimOr404(db, id);
  const done = await decideClaim(db, id, { status: 'rejected', decidedBy: user.id, decidedAt: now, decisionReason: reason });
  if (!done) throw alreadyDecided(await claimOr404(db, id));
  return { message: `Payment report from ${c.shopName} rejected`, claim: claimDto(await claimOr404(db, id)) };
}
