import { desc, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { platformSettings } from '../../db/schema.js';

export type PlatformSettingsRow = typeof platformSettings.$inferSelect;

/**
 * One value of the settings in force, as a scalar subquery (null while the defaults were never changed): for a
 * statement that reads other things too (the cart, decision 095). One index probe, as `selectCurrentSettings`.
 */
export function currentSettingSql(column: 'cod_fee_paise' | 'dues_block_threshold_paise'): SQL<number | null> {
  return sql<number | null>`(select ${sql.raw(`ps.${column}`)} from platform_settings ps order by ps.version desc limit 1)`;
}

/** The row in force (highest version), or undefined when the defaults were never changed. One index probe. */
export async function selectCurrentSettings(db: Db): Promise<PlatformSettingsRow | undefined> {
  const [row] = await db.select().from(platformSettings).orderBy(desc(platformSettings.version)).limit(1);
  return row;
}

/** The row in force just before `instant` (the dated history), or undefined when the defaults were. */
export async function selectSettingsBefore(db: Db, instant: Date): Promise<PlatformSettingsRow | undefined> {
  const [row] = await db.select().from(platformSettings).where(lt(platformSettings.effectiveFrom, instant)).orderBy(desc(platformSettings.version)).limit(1);
  return row;
}

/** Every change, newest first. */
export function selectSettingsHistory(db: Db, limit: number): Promise<PlatformSettingsRow[]> {
  return db.select().from(platformSettings).orderBy(desc(platformSettings.version)).limit(limit);
}

/** Appends a version; false when another change took that version first (primary key), nothing written. */
export async function insertSettingsVersion(db: Db, row: typeof platformSettings.$inferInsert): Promise<boolean> {
  const written = await db
    .insert(platformSettings)
    .values(row)
    .onConflictDoNothing({ target: platformSettings.version })
    .returning({ version: platformSettings.version });
  return written.length === 1;
}
