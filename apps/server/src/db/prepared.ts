import type { Db } from './client.js';

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * A named prepared statement per database handle (pool or transaction) and query shape: built once, then
 * executed with parameters, so PostgreSQL parses and plans it once per connection instead of every request.
 * `name` must identify the SQL text exactly (one name, one text).
 */
export function prepared<T>(db: Db, name: string, build: () => T): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (!statement) byName.set(name, (statement = build()));
  return statement;
}
