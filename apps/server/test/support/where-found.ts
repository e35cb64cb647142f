/**
 * Where a person's identifiers are still found in the whole database (decision 085's erasure tests): every text,
 * varchar, json(b) and array column of every table, searched for each needle. Not a test file.
 */
import { sql } from 'drizzle-orm';
import type { TestApp } from './harness.js';

/** The hits as `table.column` → the needles found there. */
export async function whereFound(t: TestApp, needles: string[]): Promise<Map<string, Set<string>>> {
  const db = t.database.db;
  const cols = (await db.execute(
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')
        order by table_name, column_name`,
  )) as unknown as { rows: { table_name: string; column_name: string }[] };
  const found = new Map<string, Set<string>>();
  for (const { table_name, column_name } of cols.rows) {
    for (const n of needles) {
      const res = (await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table_name)} where position(lower(${n}) in lower(${sql.identifier(column_name)}::text)) > 0`,
      )) as unknown as { rows: { n: number }[] };
      if (Number(res.rows[0]?.n) > 0) {
        const key = `${table_name}.${column_name}`;
        if (!found.has(key)) found.set(key, new Set());
        found.get(key)!.add(n);
      }
    }
  }
  return found;
}
