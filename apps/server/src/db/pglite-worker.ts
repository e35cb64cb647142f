/**
 * The embedded database's own thread (decision 034). PGlite runs PostgreSQL compiled to WebAssembly on the
 * thread that calls it, so in the server's main thread one slow query stalls every request, cached catalog
 * reads included. Here it runs in a worker thread: the main thread sends SQL and gets rows back
 * (pglite-thread.ts), and keeps serving HTTP meanwhile.
 *
 * Messages in: `query` (optionally inside an open transaction), `begin`/`end` of a transaction, `dump` (a
 * copy of the data folder) and `close`. Every message carries an id; the answer carries it back with the
 * result or the error's own fields (code, constraint, detail...), which the server's error handling reads.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { OwnerOnlyNodeFS } from './owner-only-fs.js';

export interface WorkerOptions {
  /** The data folder (PGlite's own, `<DATA_DIR>/pg`), or none for a database in memory. */
  dir?: string;
  migrationsFolder: string;
  /**
   * A database in memory only: starts from this copy of a data folder (dumpDataDir's tar) instead of an empty
   * one, so initdb is skipped and only migrations newer than the copy run (the tests migrate once into it).
   */
  template?: Uint8Array;
}

/** The worker's `workerData`: PGlite's WebAssembly compiled once by the main thread and shared, and its file bundle. */
export type WasmModule = NonNullable<PGliteOptions['pgliteWasmModule']>;

export interface Artifacts {
  pgliteWasmModule: WasmModule;
  initdbWasmModule: WasmModule;
  fsBundle: Uint8Array<ArrayBuffer>;
}

export type Request =
  | ({ id: number; op: 'open' } & WorkerOptions)
  | { id: number; op: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object'; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

export type Answer = { id: number; ok: true; result?: unknown } | { id: number; ok: false; error: SerializedError };

export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, unknown>;
}

/** The same types drizzle-orm's PGlite driver keeps as text (drizzle-orm/pglite/session.js), so rows match. */
const asText = (value: string) => value;
const parsers = Object.fromEntries([types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((t) => [t, asText]));

function serializeError(err: unknown): SerializedError {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(err)) if (v === null || ['string', 'number', 'boolean'].includes(typeof v)) fields[k] = v;
  return { name: err.name, message: err.message, stack: err.stack, fields };
}

interface OpenTransaction {
  tx: Transaction;
  finish: (commit: boolean) => void;
  done: Promise<unknown>;
}

const ROLLBACK = Symbol('rollback');

async function main(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('pglite-worker.ts runs in a worker thread');
  const artifacts = workerData as Artifacts;
  // One database at a time; after `close` the thread waits for the next `open` (pglite-thread.ts reuses it).
  let db: PGlite | undefined;
  const current = (): PGlite => {
    if (!db) throw new Error('no database is open in this thread');
    return db;
  };

  const open = new Map<number, OpenTransaction>();
  let nextTx = 1;

  const handle = async (msg: Request): Promise<unknown> => {
    switch (msg.op) {
      case 'open': {
        if (db) throw new Error('a database is already open in this thread');
        const options = {
          extensions: { pg_trgm },
          pgliteWasmModule: artifacts.pgliteWasmModule,
          initdbWasmModule: artifacts.initdbWasmModule,
          fsBundle: new Blob([artifacts.fsBundle]),
        };
        // On disk: files 0600 and folders 0700, which NODEFS alone does not give (owner-only-fs.ts).
        const pg = msg.dir
          ? await PGlite.create({ ...options, fs: new OwnerOnlyNodeFS(msg.dir) })
          : await PGlite.create(msg.template ? { ...options, loadDataDir: new Blob([new Uint8Array(msg.template)]) } : options);
        try {
          await migrate(drizzle({ client: pg }), { migrationsFolder: msg.migrationsFolder });
        } catch (err) {
          await pg.close().catch(() => {});
          throw err;
        }
        db = pg;
        nextTx = 1;
        return undefined;
      }
      case 'query': {
        const on = msg.tx === undefined ? current() : open.get(msg.tx)?.tx;
        if (!on) throw new Error(`transaction ${msg.tx} is not open`);
        const r = await on.query(msg.sql, msg.params, { rowMode: msg.rowMode, parsers });
        return { rows: r.rows, affectedRows: r.affectedRows, fields: r.fields };
      }
      case 'begin': {
        const pg = current();
        const id = nextTx++;
        // PGlite holds its transaction lock until this callback's promise settles; `end` settles it.
        return new Promise<number>((began, failed) => {
          let started = false;
          const done: Promise<unknown> = pg
            .transaction(
              (tx) =>
                new Promise((resolve, reject) => {
                  started = true;
                  open.set(id, { tx, finish: (commit) => (commit ? resolve(undefined) : reject(ROLLBACK)), done });
                  began(id);
                }),
            )
            .finally(() => open.delete(id));
          done.catch((err: unknown) => {
            if (!started) failed(err); // BEGIN itself failed; later errors go to `end`
          });
        });
      }
      case 'end': {
        const t = open.get(msg.tx);
        if (!t) throw new Error(`transaction ${msg.tx} is not open`);
        t.finish(msg.commit);
        try {
          await t.done;
        } catch (err) {
          if (err !== ROLLBACK) throw err;
        }
        return undefined;
      }
      case 'dump': {
        const pg = current();
        await pg.query('CHECKPOINT');
        // Inside PGlite's transaction lock, so the copy is taken when no transaction is open.
        const tar = await pg.transaction(() => pg.dumpDataDir('none'));
        return await tar.arrayBuffer();
      }
      case 'close': {
        const pg = current();
        db = undefined;
        open.clear();
        await pg.close();
        return undefined;
      }
    }
  };

  port.on('message', (msg: Request) => {
    handle(msg).then(
      (result) => {
        const answer: Answer = { id: msg.id, ok: true, result };
        if (result instanceof ArrayBuffer) port.postMessage(answer, [result]);
        else port.postMessage(answer);
      },
      (err: unknown) => port.postMessage({ id: msg.id, ok: false, error: serializeError(err) } satisfies Answer),
    );
  });
  port.postMessage({ id: 0, ok: true } satisfies Answer);
}

main().catch((err: unknown) => {
  parentPort?.postMessage({ id: 0, ok: false, error: serializeError(err) } satisfies Answer);
});
