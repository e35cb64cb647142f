import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { sessions, users } from '../../db/schema.js';
import type { SessionUser } from '../../lib/session-user.js';

export async function insertSession(db: Db, row: { idHash: string; userId: string; expiresAt: Date }): Promise<void> {
  await db.insert(sessions).values(row);
}

function buildSessionLookup(db: Db) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: sql<string>`coalesce(${users.email}, '')`, // '' for an account with only a mobile number (decision 078)
      mobile: users.mobile,
      language: users.language,
      role: users.role,
      phone: users.phone,
      sessionHash: sessions.idHash,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.idHash, sql.placeholder('idHash')),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`${sql.placeholder('idleSince')}::timestamptz`),
      ),
    )
    .limit(1)
    .prepare('bazaar_session_user');
}

/** Every request with a cookie runs this: a named prepared statement skips parsing and planning each time. */
export async function findSessionUser(db: Db, idHash: string, idleSince: Date): Promise<SessionUser | null> {
  const lookup = prepared(db, 'bazaar_session_user', () => buildSessionLookup(db));
  const rows = await lookup.execute({ idHash, idleSince: idleSince.toISOString() });
  const row = rows[0];
  return row ? { ...row, lastSeenAt: new Date(row.lastSeenAt) } : null;
}

export async function touchSession(db: Db, idHash: string): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(sessions.idHash, idHash));
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
