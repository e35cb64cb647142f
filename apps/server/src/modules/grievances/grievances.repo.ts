import { and, asc, desc, eq, inArray, lt, or, isNull, sql, type SQL } from 'drizzle-orm';
import type { GrievanceStatus } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { rows } from '../../db/rows.js';
import { grievanceMessages, grievances, grievanceSettings, shops } from '../../db/schema.js';

export type GrievanceRow = typeof grievances.$inferSelect;
export type GrievanceMessageRow = typeof grievanceMessages.$inferSelect;
export type GrievanceSettingsRow = typeof grievanceSettings.$inferSelect;
export type GrievanceWithShop = GrievanceRow & { shopName: string | null };

/** The next ticket number: GRV-000001, … (a sequence; a rollback may leave a gap, harmless for a ticket). */
export async function nextTicketNumber(db: Db): Promise<string> {
  const [row] = await rows<{ n: string }>(db, sql`select nextval('grievance_ticket_seq')::text as n`);
  return `GRV-${String(row?.n).padStart(6, '0')}`;
}

export async function insertGrievance(db: Db, row: typeof grievances.$inferInsert): Promise<void> {
  await db.insert(grievances).values(row);
}

export async function insertGrievanceMessage(db: Db, row: typeof grievanceMessages.$inferInsert): Promise<void> {
  await db.insert(grievanceMessages).values(row);
}

const selectWithShop = (db: Db) => db.select({ g: grievances, shopName: shops.name }).from(grievances).leftJoin(shops, eq(shops.id, grievances.shopId));

const flat = (r: { g: GrievanceRow; shopName: string | null }): GrievanceWithShop => ({ ...r.g, shopName: r.shopName });

export async function selectGrievance(db: Db, id: string, forUpdate = false): Promise<GrievanceWithShop | undefined> {
  const q = selectWithShop(db).where(eq(grievances.id, id));
  const [row] = forUpdate ? await q.for('update', { of: grievances }) : await q;
  return row ? flat(row) : undefined;
}

export async function selectGrievances(
  db: Db,
  where: { shopId?: string; userId?: string; status?: GrievanceStatus },
  limit = 200,
): Promise<GrievanceWithShop[]> {
  const conds: SQL[] = [];
  if (where.shopId) conds.push(eq(grievances.shopId, where.shopId));
  if (where.userId) conds.push(eq(grievances.userId, where.userId));
  if (where.status) conds.push(eq(grievances.status, where.status));
  const found = await selectWithShop(db)
    .where(conds.length ? and(...conds) : undefined)
    .orderBy(desc(grievances.createdAt), desc(grievances.id))
    .limit(limit);
  return found.map(flat);
}

export function selectMessages(db: Db, grievanceIds: string[]): Promise<GrievanceMessageRow[]> {
  if (!grievanceIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(grievanceMessages)
    .where(inArray(grievanceMessages.grievanceId, grievanceIds))
    .orderBy(asc(grievanceMessages.createdAt), asc(grievanceMessages.id));
}

/** Writes the move only if the ticket is still in `from` (two racing moves: one wins, the other sees false). */
export async function updateGrievanceStatus(
  db: Db,
  id: string,
  from: GrievanceStatus,
  set: Partial<Pick<GrievanceRow, 'status' | 'answeredAt' | 'escalatedAt' | 'resolvedAt' | 'respondBy' | 'dueBy'>>,
): Promise<boolean> {
  const written = await db
    .update(grievances)
    .set(set)
    .where(and(eq(grievances.id, id), eq(grievances.status, from)))
    .returning({ id: grievances.id });
  return written.length === 1;
}

/** Tickets whose clock ran out at `now`, locked and skipped by other instances' sweeps. */
export function selectOverdueForUpdate(db: Db, now: Date, limit = 100): Promise<GrievanceRow[]> {
  return db
    .select()
    .from(grievances)
    .where(
      and(
        inArray(grievances.status, ['Open', 'InProgress', 'Reopened']),
        or(lt(grievances.dueBy, now), and(isNull(grievances.answeredAt), lt(grievances.respondBy, now))),
      ),
    )
    .orderBy(asc(grievances.dueBy))
    .limit(limit)
    .for('update', { skipLocked: true });
}

// ---------- settings ----------
export async function selectCurrentGrievanceSettings(db: Db): Promise<GrievanceSettingsRow | undefined> {
  const [row] = await db.select().from(grievanceSettings).orderBy(desc(grievanceSettings.version)).limit(1);
  return row;
}

/** The version in force just before `instant` (dated history). */
export async function selectGrievanceSettingsBefore(db: Db, instant: Date): Promise<GrievanceSettingsRow | undefined> {
  const [row] = await db.select().from(grievanceSettings).where(lt(grievanceSettings.effectiveFrom, instant)).orderBy(desc(grievanceSettings.version)).limit(1);
  return row;
}

export async function insertGrievanceSettings(db: Db, row: typeof grievanceSettings.$inferInsert): Promise<boolean> {
  const written = await db
    .insert(grievanceSettings)
    .values(row)
    .onConflictDoNothing({ target: grievanceSettings.version })
    .returning({ version: grievanceSettings.version });
  return written.length === 1;
}
