import crypto from 'node:crypto';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { appUrl, queueMail } from '../mail/mail.service.js';
import { passwordChangedMail, passwordResetMail } from '../mail/messages.js';
import { shopApprovedMail } from '../mail/onboarding-messages.js';
import { SECRET_MARK } from '../mail/secrets.js';
import { hashPassword } from './passwords.js';
import { deleteUserSessions } from './session.repo.js';
import { insertResetToken, retireResetTokens, takeResetToken } from './reset-tokens.repo.js';
import { findUserByEmail, findUserById, updateUser } from './users.repo.js';

export const RESET_TOKEN_MINUTES = 30;
export const RESET_REQUESTED = 'If an account uses this email, we have sent it a link to choose a new password. The link works for 30 minutes.';
export const RESET_LINK_INVALID = 'This reset link is invalid, already used or expired. Ask for a new one.';
export const RESET_DONE = 'Your password is changed and every device has been logged out. Log in with the new password.';

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * Sends a reset link to the account with this email, if there is one. The caller answers the same either way
 * (RESET_REQUESTED), so the answer does not tell whether an account exists. The token is random (256 bits), only
 * its sha256 is stored, it works once and for 30 minutes; asking again retires the older links.
 */
export async function requestPasswordReset(db: Db, email: string, now: Date): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = crypto.randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await retireResetTokens(tx, user.id, now);
    await insertResetToken(tx, {
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000),
      createdAt: now,
    });
    // The token goes in at send time; the outbox keeps it sealed, never in clear (decision 039).
    await queueMail(tx, [
      { to: user.email, kind: 'password-reset', content: (l) => passwordResetMail(appUrl(), user.name, SECRET_MARK, RESET_TOKEN_MINUTES, l), secret: token },
    ]);
  });
}

/**
 * Sets a new password with a reset link's token: the token is used up, every other link of the account retired,
 * every session of the account ended, and a notice queued, in one transaction; answers the account's id.
 * 400 for a bad, used or expired token.
 */
export async function resetPassword(db: Db, token: string, password: string, now: Date): Promise<string> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const userId = await takeResetToken(tx, hashToken(token), now);
    const user = userId ? await findUserById(tx, userId) : undefined;
    if (!user) throw new AppError('VALIDATION', RESET_LINK_INVALID);
    await retireResetTokens(tx, user.id, now);
    await updateUser(tx, user.id, { passwordHash });
    await deleteUserSessions(tx, user.id);
    await queueMail(tx, [{ to: user.email, kind: 'password-changed', content: (l) => passwordChangedMail(appUrl(), user.name, 'reset', l) }]);
    return user.id;
  });
}

/** How long the link in a new shop owner's invitation works (they may not read mail every day). */
export const INVITATION_DAYS = 7;

/**
 * A new shop owner chooses their first password through the reset page (issue 22 #13): the same one-time token
 * as a reset link (random, only its sha256 stored, once), valid for INVITATION_DAYS, in the approval mail. Runs in
 * the caller's transaction, so no mail is queued for an approval that did not happen.
 */
export async function queueInvitation(tx: Db, user: { id: string; name: string; email: string | null }, shopName: string, now: Date): Promise<void> {
  const token = crypto.randomBytes(32).toString('base64url');
  await retireResetTokens(tx, user.id, now);
  await insertResetToken(tx, {
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60_000),
    createdAt: now,
  });
  // As for a reset link, the token goes in at send time; the outbox keeps it sealed, never in clear (decision 039).
  await queueMail(tx, [
    {
      to: user.email,
      kind: 'shop-approved',
      content: (l) => shopApprovedMail(appUrl(), { ownerName: user.name, shopName, email: user.email ?? '' }, SECRET_MARK, INVITATION_DAYS, l),
      secret: token,
    },
  ]);
}
