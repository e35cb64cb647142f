/**
 * Vitest global setup of the API project: migrates once into a template that every test database is copied
 * from (decision 062), instead of running initdb and every migration in each test file.
 *
 * - PGlite: a migrated in-memory database's data folder (dumpDataDir's tar) in a temporary file; a test database
 *   in memory starts from it (`loadDataDir`) and skips initdb.
 * - PostgreSQL (when TEST_DATABASE_URL is set): a migrated database on that server; each test database is made
 *   with `CREATE DATABASE … TEMPLATE` it.
 *
 * Each test database still runs the migrator when it opens: it finds every migration applied and does nothing,
 * so a template can never be older than the migrations folder. The names reach the test files through the
 * environment (harness.ts reads them); without them (a script run outside vitest) each database migrates itself.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db/client.js';

export const PGLITE_TEMPLATE_ENV = 'BAZAAR_TEST_PGLITE_TEMPLATE';
export const PG_TEMPLATE_ENV = 'BAZAAR_TEST_PG_TEMPLATE';

export default async function dbTemplate(): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-template-'));
  const file = path.join(dir, 'pglite.tar');
  const embedded = await openDatabase({});
  try {
    fs.writeFileSync(file, await embedded.dumpDataDir!());
  } finally {
    await embedded.close();
  }
  process.env[PGLITE_TEMPLATE_ENV] = file;

  const base = process.env.TEST_DATABASE_URL;
  let dropTemplate = async () => {};
  if (base) {
    const pg = (await import('pg')).default;
    const name = `${new URL(base).pathname.slice(1) || 'bz'}_tpl_${process.pid}`;
    const admin = async (sql: string) => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      try {
        await c.query(sql);
      } finally {
        await c.end();
      }
    };
    await admin(`drop database if exists ${name} with (force)`);
    await admin(`create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    // Migrated, then closed: CREATE DATABASE … TEMPLATE refuses a template anyone is connected to.
    const database = await openDatabase({ url: url.toString(), poolMax: 1 });
    await database.close();
    process.env[PG_TEMPLATE_ENV] = name;
    dropTemplate = () => admin(`drop database if exists ${name} with (force)`);
  }

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    await dropTemplate();
  };
}
