// Over 300 lines: opening either engine (PGlite or PostgreSQL) with the same migrations, pool and logging.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.js';
import { makePrivateDir, PRIVATE_FILE_MODE, tightenTree } from '../lib/private-files.js';
import { countingLogger } from './query-count.js';
import { oneQueryAtATime } from './one-query-at-a-time.js';
import type { RestartPolicy, ThreadEvent } from './pglite-thread.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The embedded database only: a consistent copy of its data folder as a tar (PGlite's dumpDataDir). */
  dumpDataDir?(): Promise<Buffer>;
  /** Called with every query's duration in seconds (the metrics histogram); add and delete freely. */
  queryObservers?: Set<(seconds: number) => void>;
  /**
   * Runs `fn` while holding the start-up lock: on PostgreSQL an advisory lock on a connection of its own (not one
   * of the pool's, which `fn` uses), so N instances starting together run their start-up writes one after another.
   * The embedded database has one process per folder (DATA_DIR's lock): `fn` simply runs (as without this).
   */
  exclusive?<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * The embedded database only: hears when its thread dies, is opened again, or is given up (decision 043). The
   * server logs each and stops when it was given up.
   */
  watch?(listener: (event: ThreadEvent) => void): void;
  /** The embedded database only: ends its thread as a crash would (tests). */
  killThread?(): Promise<void>;
  /** The connection pool's counts (PostgreSQL only): connections open, idle, and callers waiting for one. */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

interface Queryable {
  query: (...args: never[]) => unknown;
}

/**
 * Wraps `target.query` so every call reports its duration to the observers: promise calls when they settle,
 * callback calls (pg's Pool.query hands its client a callback) when the callback runs.
 */
function timeQueries(target: Queryable, observers: Set<(seconds: number) => void>): void {
  const original = target.query.bind(target) as (...args: unknown[]) => unknown;
  (target as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    if (!observers.size) return original(...args);
    const started = performance.now();
    const report = () => {
      const seconds = (performance.now() - started) / 1000;
      for (const o of observers) o(seconds);
    };
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...results: unknown[]) => {
        report();
        return (callback as (...a: unknown[]) => unknown)(...results);
      };
      return original(...args);
    }
    const result = original(...args);
    if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(report, report);
    return result;
  };
}

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any fixed 64-bit number: all instances agree on it, so only one migrates at a time. */
const MIGRATION_LOCK_KEY = 728_194_603;
/** Held around the start-up writes (the platform owner from the environment, the demo data): see `exclusive`. */
const STARTUP_LOCK_KEY = 728_194_604;

export interface OpenOptions {
  url?: string;
  dataDir?: string;
  poolMax?: number;
  /** Count queries per request (see query-count.ts); off by default. */
  countQueries?: boolean;
  /** Sees every query (tests capture SQL to EXPLAIN it). */
  logger?: Logger;
  /** The embedded database: when its thread is opened again after dying (tests shorten the delays). */
  restart?: Partial<RestartPolicy>;
  /** The embedded database in memory only: start from this copy of a migrated data folder (tests; see pglite-worker.ts). */
  template?: Uint8Array;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const logger = opts.logger ?? (opts.countQueries ? countingLogger : undefined);
  return opts.url ? openPostgres(opts.url, opts.poolMax ?? 10, logger) : openPglite(opts.dataDir, logger, opts.restart, opts.template);
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
  const queryObservers = new Set<(seconds: number) => void>();
  // Every query, pooled or inside a transaction, runs on one of the pool's clients: timed from when it is sent,
  // and sent only once the client's query before it has settled.
  pool.on('connect', (client) => {
    timeQueries(client as unknown as Queryable, queryObservers);
    oneQueryAtATime(client as unknown as Queryable);
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
    exclusive: async (fn) => {
      const lock = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
      lock.on('error', () => {
        /* the lock's connection dropped: PostgreSQL released the lock; fn's own queries report any failure */
      });
      await lock.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await fn();
      } finally {
        await lock.end().catch(() => {}); // ending the session releases the lock
      }
    },
    queryObservers,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/**
 * The embedded database runs in its own worker thread (pglite-thread.ts, decision 034), so a slow query never
 * stalls the main thread's requests; drizzle's PGlite driver talks to it through the thread's client.
 */
async function openPglite(dataDir?: string, logger?: Logger, restart?: Partial<RestartPolicy>, template?: Uint8Array): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { startPgliteThread } = await import('./pglite-thread.js');
  let releaseLock = () => {};
  if (dataDir) {
    makePrivateDir(dataDir);
    releaseLock = lockDataDir(dataDir);
    // Files 0600, folders 0700 (issue 21 #10): PGlite's new files are created so (owner-only-fs.ts); its folder
    // as an earlier version left it (0666 files) is made private here, before the database opens. Only what Bazaar
    // wrote: DATA_DIR may hold other things.
    makePrivateDir(pgDir(dataDir));
    tightenTree(pgDir(dataDir));
  }
  try {
    const listeners = new Set<(event: ThreadEvent) => void>();
    const client = await startPgliteThread({
      dir: dataDir ? pgDir(dataDir) : undefined,
      migrationsFolder: MIGRATIONS,
      template: dataDir ? undefined : template,
      restart,
      onEvent: (event) => {
        for (const l of listeners) l(event);
      },
    });
    const queryObservers = new Set<(seconds: number) => void>();
    timeQueries(client as unknown as Queryable, queryObservers);
    const transaction = client.transaction.bind(client);
    client.transaction = ((fn: (tx: Queryable) => Promise<unknown>) =>
      transaction((tx) => {
        timeQueries(tx as unknown as Queryable, queryObservers);
        return fn(tx as unknown as Queryable);
      })) as typeof client.transaction;
    const db = drizzle({ client: client as never, schema, logger }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        await client.close();
        releaseLock();
      },
      dumpDataDir: () => client.dumpDataDir(),
      watch: (listener) => void listeners.add(listener),
      killThread: () => client.killThread(),
      exclusive: (fn) => fn(),
      queryObservers,
    };
  } catch (err) {
    releaseLock();
    throw err;
  }
}

type PGliteClient = InstanceType<typeof import('@electric-sql/pglite').PGlite>;

/**
 * A copy of the data folder at a moment when no transaction is open: dumpDataDir runs inside PGlite's
 * transaction lock (taken here through `transaction`, whose own BEGIN writes nothing), which every query and
 * transaction of the server also takes. The checkpoint first makes the copy start without replaying much log.
 */
async function dumpPglite(client: PGliteClient): Promise<Buffer> {
  await client.query('CHECKPOINT');
  const tar = await client.transaction(() => client.dumpDataDir('none'));
  return Buffer.from(await tar.arrayBuffer());
}

const pgDir = (dataDir: string) => path.join(dataDir, 'pg');

/** Whether DATA_DIR already holds an embedded database. */
export function hasPgliteDatabase(dataDir: string): boolean {
  return fs.existsSync(path.join(pgDir(dataDir), 'PG_VERSION'));
}

/** The pid of a live server holding DATA_DIR's lock (not this process), or null. */
export function serverPidOf(dataDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8'));
    return pid && pid !== process.pid && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

/** Copies a stopped server's embedded database (`npm run backup`): locked meanwhile, so no server starts on it. */
export async function exportPgliteDataDir(dataDir: string): Promise<Buffer> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { OwnerOnlyNodeFS } = await import('./owner-only-fs.js');
  const releaseLock = lockDataDir(dataDir);
  try {
    const client = await PGlite.create({ fs: new OwnerOnlyNodeFS(pgDir(dataDir)), extensions: { pg_trgm } });
    try {
      return await dumpPglite(client);
    } finally {
      await client.close();
    }
  } finally {
    releaseLock();
  }
}

/** Writes a database copied by dumpDataDir into an empty DATA_DIR (`npm run restore`). */
export async function importPgliteDataDir(dataDir: string, tar: Buffer): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { OwnerOnlyNodeFS } = await import('./owner-only-fs.js');
  makePrivateDir(dataDir);
  const releaseLock = lockDataDir(dataDir);
  try {
    if (hasPgliteDatabase(dataDir)) throw new Error(`DATA_DIR ${dataDir} already holds a database`);
    makePrivateDir(pgDir(dataDir));
    const client = await PGlite.create({
      fs: new OwnerOnlyNodeFS(pgDir(dataDir)),
      extensions: { pg_trgm },
      loadDataDir: new Blob([new Uint8Array(tar)]),
    });
    await client.query('select 1');
    await client.close();
  } finally {
    releaseLock();
  }
}

/** PGlite is single-process: a second server on the same DATA_DIR must fail fast, not corrupt it. */
function lockDataDir(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx', mode: PRIVATE_FILE_MODE });
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
