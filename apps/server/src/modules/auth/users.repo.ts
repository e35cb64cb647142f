import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { BUYER_APP_EMAIL_DOMAIN } from '../../lib/buyer-app-accounts.js';

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

/** Inserts a user; returns null when the email or the mobile number is already taken (their unique indexes). */
export async function insertUser(db: Db, row: typeof users.$inferInsert): Promise<UserRow | null> {
  const rows = await db
    .insert(users)
    .values({ ...row, email: row.email?.toLowerCase() ?? null })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

export async function updateUser(db: Db, id: string, patch: Partial<Pick<UserRow, 'name' | 'passwordHash' | 'role' | 'language'>>): Promise<void> {
  await db.update(users).set(patch).where(eq(users.id, id));
}

/** An ONDC buyer app's placeholder account, not a person (lib/buyer-app-accounts.ts). */
// A constant pattern written into the SQL, so that the grouping below is one expression, not two parameters.
const isBuyerApp = sql`coalesce(${users.email} like ${sql.raw(`'%@${BUYER_APP_EMAIL_DOMAIN}'`)}, false)`;

/** Accounts of people (ONDC buyer apps' placeholders left out). */
export async function countUsers(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(sql`not ${isBuyerApp}`);
  return Number(row?.n ?? 0);
}

/** Accounts per role, with the ONDC buyer apps' placeholders counted apart as `buyerApp`. */
export async function countUsersByRole(db: Db): Promise<{ role: UserRow['role'] | 'buyerApp'; n: number }[]> {
  const kind = sql<UserRow['role'] | 'buyerApp'>`case when ${isBuyerApp} then 'buyerApp' else ${users.role} end`;
  const rows = await db
    .select({ role: kind, n: count() })
    .from(users)
    .groupBy(sql`1`);
  return rows.map((r) => ({ role: r.role, n: Number(r.n) }));
}

/** The first `limit` superadmins' emails, alphabetically. */
export async function superadminEmails(db: Db, limit: number): Promise<string[]> {
  const rows = await db.select({ email: users.email }).from(users).where(eq(users.role, 'superadmin')).orderBy(asc(users.email)).limit(limit);
  return rows.flatMap((r) => (r.email ? [r.email] : []));
}
