import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { rows } from '../../src/db/rows.js';

/**
 * Every row of every table of the database, as text, that contains one of `secrets` (issue 21 #6: a reset token or a
 * COD code must not rest in clear anywhere a dump or a backup would carry it). Answers `table: row` lines.
 */
export async function rowsHolding(db: Db, secrets: readonly string[]): Promise<string[]> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const found: string[] = [];
  for (const { name } of tables) {
    const all = await rows<{ row: string }>(db, sql`select t::text as row from ${sql.identifier(name)} t`);
    for (const { row } of all) if (secrets.some((s) => row.includes(s))) found.push(`${name}: ${row.slice(0, 200)}`);
  }
  return found;
}
