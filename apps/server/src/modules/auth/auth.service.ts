import type { LoginBody, RegisterBody, Role } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { AppError, conflict } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { countUsers, findUserByEmail, findUserById, insertUser, updateUser, type UserRow } from './users.repo.js';
import { deleteUserSessions } from './session.repo.js';

export const INVALID_LOGIN = 'Invalid email or password';

export function toUserDto(u: Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'phone'>) {
  return { _id: u.id, name: u.name, email: u.email, role: u.role as Role, phone: u.phone ?? null };
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

/** Registration creates role `user` only, whatever the body says. */
export async function registerUser(db: Db, body: RegisterBody): Promise<UserRow> {
  return createAccount(db, { name: body.name, email: body.email, phone: body.phone, role: 'user', password: body.password });
}

export function findAccount(db: Db, id: string): Promise<UserRow | undefined> {
  return findUserById(db, id);
}

export function countAccounts(db: Db): Promise<number> {
  return countUsers(db);
}

/** Same message whether the email is unknown or the password wrong, and about the same time. */
export async function authenticate(db: Db, body: LoginBody): Promise<UserRow> {
  const user = await findUserByEmail(db, body.email);
  const ok = await verifyPassword(user?.passwordHash, body.password);
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
  if (!created) throw new Error(`could not create account ${a.email}`);
  return created;
}

/** Changes a password after checking the current one, and ends every session of the account. */
export async function changePassword(db: Db, userId: string, currentPassword: string, newPassword: string): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) throw new AppError('VALIDATION', 'Current password is incorrect');
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await updateUser(tx, userId, { passwordHash });
    await deleteUserSessions(tx, userId);
  });
}
