import type { Language, LoginBody, RegisterBody, Role } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { AppError, conflict } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { countUsers, countUsersByRole, findUserByEmail, superadminEmails, findUserById, insertUser, updateUser, type UserRow } from './users.repo.js';
import { deleteUserSessions } from './session.repo.js';
import { appUrl, queueMail } from '../mail/mail.service.js';
import { passwordChangedMail } from '../mail/messages.js';
import { consentAt } from '../data-rights/privacy-notice.service.js';

export const INVALID_LOGIN = 'Invalid email or password';
export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';

export function toUserDto(u: Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'phone' | 'mobile' | 'language'>) {
  return { _id: u.id, name: u.name, email: u.email ?? '', role: u.role as Role, phone: u.phone ?? null, mobile: u.mobile ?? null, language: u.language };
}

/** A new account with the role its caller decides (never the request body); 409 when the email is taken. */
export async function createAccount(db: Db, a: { name: string; email: string; phone: string | null; role: Role; password: string }): Promise<UserRow> {
  const user = await insertUser(db, {
    id: newId(),
    name: a.name,
    email: a.email,
    phone: a.phone,
    role: a.role,
    passwordHash: await hashPassword(a.password),
  });
  if (!user) throw conflict('An account with this email already exists');
  return user;
}

/**
 * Registration creates role `user` only, whatever the body says, and records consent to the privacy notice in force
 * (its version and the moment; decision 085).
 */
export async function registerUser(db: Db, body: RegisterBody, now: Date, language?: Language): Promise<UserRow> {
  const user = await insertUser(db, {
    id: newId(),
    name: body.name,
    email: body.email,
    phone: body.phone,
    role: 'user',
    passwordHash: await hashPassword(body.password),
    ...(language ? { language } : {}),
    ...(await consentAt(db, now, body.privacyConsent)),
  });
  if (!user) throw conflict('An account with this email already exists');
  return user;
}

/** Sets the account's language (issue 28): its messages, mails and documents follow it from the next request. */
export async function setAccountLanguage(db: Db, userId: string, language: Language): Promise<void> {
  await updateUser(db, userId, { language });
}

/** Whether `password` is the account's (for a step that asks for it again, such as erasing the account). */
export function checkAccountPassword(passwordHash: string, password: string): Promise<boolean> {
  return verifyPassword(passwordHash, password);
}

export function findAccount(db: Db, id: string): Promise<UserRow | undefined> {
  return findUserById(db, id);
}

export function countAccounts(db: Db): Promise<number> {
  return countUsers(db);
}

export interface AccountSummary {
  /** Accounts of people per role. */
  roles: { superadmin: number; admin: number; user: number };
  /** ONDC buyer apps' placeholder shopper accounts (decision 087): not people, so not in `roles.user`. */
  buyerApps: number;
  /** The platform owners' emails (at most 10). */
  superadmins: string[];
}

/** Which accounts exist: counts per role and the superadmins' emails (never a password or hash). */
export async function accountSummary(db: Db): Promise<AccountSummary> {
  const roles = { superadmin: 0, admin: 0, user: 0 };
  let buyerApps = 0;
  for (const r of await countUsersByRole(db)) {
    if (r.role === 'buyerApp') buyerApps = r.n;
    else roles[r.role] = r.n;
  }
  return { roles, buyerApps, superadmins: await superadminEmails(db, 10) };
}

/** Where messages for the platform owner go: every superadmin's email (at most 10). */
export function platformOwnerEmails(db: Db): Promise<string[]> {
  return superadminEmails(db, 10);
}

/** Same message whether the email is unknown or the password wrong, and about the same time. */
export async function authenticate(db: Db, body: LoginBody): Promise<UserRow> {
  const user = await findUserByEmail(db, body.email);
  const ok = await verifyPassword(user?.passwordHash ?? undefined, body.password);
  if (!user || !ok) throw new AppError('UNAUTHENTICATED', INVALID_LOGIN);
  return user;
}

/** Creates or updates an account with a fixed role (the superadmin from env, demo accounts). */
export async function upsertAccount(db: Db, a: { name: string; email: string; password: string; role: Role; phone?: string }): Promise<UserRow> {
  const existing = await findUserByEmail(db, a.email);
  const passwordHash = await hashPassword(a.password);
  if (existing) {
    await updateUser(db, existing.id, { passwordHash, role: a.role, name: a.name });
    return { ...existing, passwordHash, role: a.role, name: a.name };
  }
  const created = await insertUser(db, { id: newId(), name: a.name, email: a.email, phone: a.phone ?? null, role: a.role, passwordHash });
  if (created) return created;
  // Created meanwhile by someone else (another instance starting, a registration): update that account instead.
  const raced = await findUserByEmail(db, a.email);
  if (!raced) throw new Error(`could not create account ${a.email}`);
  await updateUser(db, raced.id, { passwordHash, role: a.role, name: a.name });
  return { ...raced, passwordHash, role: a.role, name: a.name };
}

/** Changes a password after checking the current one, and ends every session of the account. */
export async function changePassword(db: Db, userId: string, currentPassword: string, newPassword: string): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user || !(await verifyPassword(user.passwordHash ?? undefined, currentPassword))) throw new AppError('VALIDATION', CURRENT_PASSWORD_WRONG);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await updateUser(tx, userId, { passwordHash });
    await deleteUserSessions(tx, userId);
    await queueMail(tx, [{ to: user.email, kind: 'password-changed', content: (l) => passwordChangedMail(appUrl(), user.name, 'changed', l) }]);
  });
}
