import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ENGINE, freshDatabase } from './harness.js';
import { PG_TEMPLATE_ENV, PGLITE_TEMPLATE_ENV } from './db-template.js';

describe('test databases are copies of one migrated template (db-template.ts, decision 062)', () => {
  it('the run wrote the template for its engine', () => {
    const file = process.env[PGLITE_TEMPLATE_ENV];
    expect(file, 'the PGlite template file').toBeTruthy();
    expect(fs.statSync(file!).size).toBeGreaterThan(1_000_000);
    if (ENGINE === 'postgres') expect(process.env[PG_TEMPLATE_ENV], 'the PostgreSQL template database').toMatch(/_tpl_\d+$/);
  });

  it('each copy is migrated and independent of the others', async () => {
    const a = await freshDatabase();
    const b = await freshDatabase();
    try {
      const applied = async (d: typeof a) => {
        const r = await d.database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
        return Number((r as unknown as { rows: { n: number }[] }).rows[0]!.n);
      };
      const journal = JSON.parse(fs.readFileSync(new URL('../../src/db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] };
      expect(await applied(a)).toBe(journal.entries.length);
      expect(await applied(b)).toBe(journal.entries.length);
      await a.database.db.execute(sql`create table only_in_a (x int)`);
      const seen = await b.database.db.execute(sql`select to_regclass('only_in_a') is not null as found`);
      expect((seen as unknown as { rows: { found: boolean }[] }).rows[0]!.found).toBe(false);
    } finally {
      await a.database.close();
      await a.drop();
      await b.database.close();
      await b.drop();
    }
  });
});
