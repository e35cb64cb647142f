/**
 * Reads at once inside a transaction (a page and its count, a search's rows and its shops): on PostgreSQL they
 * share the transaction's one connection. pg would warn for each and pg@9 refuses them; the API workers run with
 * --throw-deprecation (vitest.config.ts), so a query handed to a busy client fails this file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ENGINE, freshDatabase } from '../../test/support/harness.js';
import type { Database } from './client.js';

describe(`reads at once inside a transaction (${ENGINE})`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('answers each read, in a transaction that still commits', async () => {
    const answers = await database.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table reads_at_once (n int) on commit drop`);
      await tx.execute(sql`insert into reads_at_once select generate_series(1, 50)`);
      return Promise.all(
        [1, 2, 3, 4, 5].map(async (k) => {
          const r = (await tx.execute(sql`select sum(n * ${k})::text as total from reads_at_once, pg_sleep(0.01)`)) as unknown as { rows: { total: string }[] };
          return Number(r.rows[0]!.total);
        }),
      );
    });
    expect(answers).toEqual([1275, 2550, 3825, 5100, 6375]);
  });
});
