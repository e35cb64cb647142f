import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, shops, users } from '../../db/schema.js';

/**
 * What a live stream may hear now (issue 21 #2): the session's account, its role and the shop it owns at this
 * moment, or null when the session is gone, expired or idle past `idleSince`. One query, read before every event.
 */
export async function selectStreamAccess(
  db: Db,
  sessionHash: string,
  idleSince: Date,
): Promise<{ userId: string; role: string; shopId: string | null } | null> {
  const rows = await db
    .select({ userId: users.id, role: users.role, shopId: shops.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(shops, eq(shops.adminId, users.id))
    .where(and(eq(sessions.idHash, sessionHash), gt(sessions.expiresAt, sql`now()`), gt(sessions.lastSeenAt, idleSince)))
    .limit(1);
  return rows[0] ?? null;
}
