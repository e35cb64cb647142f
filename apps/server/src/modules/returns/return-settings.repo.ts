import { desc, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { returnSettings } from '../../db/schema.js';

const columns = {
  version: returnSettings.version,
  decideHours: returnSettings.decideHours,
  refundDays: returnSettings.refundDays,
  effectiveFrom: returnSettings.effectiveFrom,
};

/** The version in force at `at`: the latest one that started by then. */
export async function selectReturnSettingsAt(db: Db, at: Date) {
  const rows = await db
    .select(columns)
    .from(returnSettings)
    .where(lte(returnSettings.effectiveFrom, at))
    .orderBy(desc(returnSettings.effectiveFrom), desc(returnSettings.version))
    .limit(1);
  return rows[0];
}

/** Every version, newest first. */
export async function selectReturnSettingsHistory(db: Db) {
  return db.select(columns).from(returnSettings).orderBy(desc(returnSettings.version)).limit(100);
}

/** Appends a version; false when another writer took that version number first (the caller reads again). */
export async function insertReturnSettings(
  db: Db,
  row: { version: number; decideHours: number; refundDays: number; effectiveFrom: Date; changedBy: string },
): Promise<boolean> {
  const rows = await db.insert(returnSettings).values(row).onConflictDoNothing().returning({ version: returnSettings.version });
  return rows.length > 0;
}
