import type { SQL } from 'drizzle-orm';
import type { Db } from './client.js';

/**
 * The rows of a raw SQL query, on either driver: PGlite's `Results` and node-postgres's `QueryResult` both
 * carry `rows`. Drizzle does not type raw SQL, so the row shape `T` is the caller's word for what the
 * SELECT returns (cast numbers from `count(*)` with `::int`, or read them with `Number()`).
 */
export async function rows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute<T>(query);
  if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows))
    throw new Error('the database driver answered a query without rows');
  return result.rows as T[];
}
