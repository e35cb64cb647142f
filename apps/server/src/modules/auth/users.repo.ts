import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return rows[0];
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/** Inserts a user; returns null when the email is already taken (unique index on lower(email)). */
export async function insertUser(db: Db, row: typeof users.$inferInsert): Promise<UserRow | null> {
  const rows = await db
    .insert(users)
    .values({ ...row, email: row.email.toLowerCase() })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

export async function updateUser(db: Db, id: string, patch: Partial<Pick<UserRow, 'name' | 'passwordHash' | 'role'>>): Promise<void> {
  await db.update(users).set(patch).where(eq(users.id, id));
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0);
}

/** Accounts per role. */
export async function countUsersByRole(db: Db): Promise<{ role: UserRow['role']; n: number }[]> {
  const rows = await db.select({ role: users.role, n: count() }).from(users).groupBy(users.role);
  return rows.map((r) => ({ role: r.role, n: Number(r.n) }));
}

/** The first `limit` superadmins' emails, alphabetically. */
export async function superadminEmails(db: Db, limit: number): Promise<string[]> {
  const rows = await db.select({ email: users.email }).from(users).where(eq(users.role, 'superadmin')).orderBy(asc(users.email)).limit(limit);
  return rows.map((r) => r.email);
}
