import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.js';
import { countingLogger } from './query-count.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any fixed 64-bit number: all instances agree on it, so only one migrates at a time. */
const MIGRATION_LOCK_KEY = 728_194_603;

export interface OpenOptions {
  url?: string;
  dataDir?: string;
  poolMax?: number;
  /** Count queries per request (see query-count.ts); off by default. */
  countQueries?: boolean;
  /** Sees every query (tests capture SQL to EXPLAIN it). */
  logger?: Logger;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const logger = opts.logger ?? (opts.countQueries ? countingLogger : undefined);
  return opts.url ? openPostgres(opts.url, opts.poolMax ?? 10, logger) : openPglite(opts.dataDir, logger);
}

async function openPostgres(url: string, poolMax: number, logger?: Logger): Promise<Database> {
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // BIGINT counts come back as strings; we convert where we read them.
  const pool = new pg.Pool({ connectionString: url, max: poolMax, connectionTimeoutMillis: 5000 });
  pool.on('error', () => {
    /* an idle client died (e.g. server restart); the pool replaces it */
  });
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
  const db = drizzle({ client: pool, schema, logger }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir?: string, logger?: Logger): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  // Trigram indexes (pg_trgm) serve the case-insensitive substring searches; PostgreSQL ships it in contrib.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let releaseLock = () => {};
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    releaseLock = lockDataDir(dataDir);
  }
  let client;
  try {
    client = dataDir ? await PGlite.create(path.join(dataDir, 'pg'), { extensions: { pg_trgm } }) : await PGlite.create({ extensions: { pg_trgm } });
    await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS });
    const db = drizzle({ client, schema, logger }) as unknown as Db;
    const c = client;
    return {
      db,
      kind: 'pglite',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        await c.close();
        releaseLock();
      },
    };
  } catch (err) {
    await client?.close().catch(() => {});
    releaseLock();
    throw err;
  }
}

/** PGlite is single-process: a second server on the same DATA_DIR must fail fast, not corrupt it. */
function lockDataDir(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(lockPath, 'utf8'));
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new Error(`DATA_DIR ${dataDir} is in use by another Bazaar server (pid ${pid}). Stop it first, or set DATA_DIR to another folder.`);
      }
      fs.unlinkSync(lockPath); // stale lock left by a crashed process
    }
  }
  throw new Error(`Could not lock DATA_DIR ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
