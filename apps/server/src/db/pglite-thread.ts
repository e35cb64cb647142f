/**
 * The main thread's side of the embedded database's worker thread (pglite-worker.ts; decision 034): a client
 * with the two calls drizzle-orm's PGlite driver makes, `query(sql, params, config)` and
 * `transaction(fn)`, answered by PGlite in the worker. A transaction holds PGlite's lock in the worker from
 * `begin` to `end`, as it does in one thread; queries outside it wait for it there.
 *
 * If the worker dies, every waiting and later call fails with code `57P01` (PostgreSQL's "terminating
 * connection"), which the error handler answers with 503, as it does when PostgreSQL goes away.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Answer, Artifacts, Request, SerializedError, WasmModule, WorkerOptions } from './pglite-worker.js';

export interface ThreadResults {
  rows: unknown[];
  affectedRows?: number;
  fields: { name: string; dataTypeID: number }[];
}

interface QueryConfig {
  rowMode?: 'array' | 'object';
}

export interface ThreadClient {
  query(sql: string, params?: unknown[], config?: QueryConfig): Promise<ThreadResults>;
  transaction<T>(fn: (tx: ThreadTransaction) => Promise<T>): Promise<T>;
}

export interface ThreadTransaction {
  query(sql: string, params?: unknown[], config?: QueryConfig): Promise<ThreadResults>;
}

export interface PgliteThread extends ThreadClient {
  dumpDataDir(): Promise<Buffer>;
  close(): Promise<void>;
}

/** A request before it gets its id (Omit over each member of the union). */
type Message = Request extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

type Pending = { resolve: (v: unknown) => void; reject: (e: unknown) => void };

function rebuildError(e: SerializedError): Error {
  const err = Object.assign(new Error(e.message), e.fields);
  err.name = e.name;
  if (e.stack) err.stack = e.stack;
  return err;
}

function gone(reason: string): Error {
  return Object.assign(new Error(`The embedded database stopped: ${reason}`), { code: '57P01' });
}

/**
 * PGlite's WebAssembly, compiled once per process and handed to every worker (a compiled module is shared
 * between threads, code and all), and its file-system bundle read once.
 */
let artifacts: Promise<Artifacts> | undefined;
/** The global WebAssembly (Node has it; the server's TypeScript settings do not declare it). */
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> } }).WebAssembly;
function pgliteArtifacts(): Promise<Artifacts> {
  artifacts ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const compile = async (file: string) => wasm.compile(await fs.promises.readFile(path.join(dist, file)));
    const [pgliteWasmModule, initdbWasmModule, data] = await Promise.all([
      compile('pglite.wasm'),
      compile('initdb.wasm'),
      fs.promises.readFile(path.join(dist, 'pglite.data')),
    ]);
    return { pgliteWasmModule, initdbWasmModule, fsBundle: new Uint8Array(data) };
  })();
  return artifacts;
}

/**
 * The worker beside this module: the bundle's sibling in dist, or, when this module is TypeScript source
 * (tsx, the tests), the source file loaded through tsx's ESM hooks registered in the worker first.
 */
function newWorker(data: Artifacts): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData: data });
  const source = new URL('./pglite-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(boot, { eval: true, workerData: data });
}

/**
 * Threads whose database was closed, kept for the next one (unreferenced: they never keep the process alive).
 * The server opens one database; the tests open hundreds, one after another, and a new thread each time cost
 * its start and module loading again (about 0.8 s each on this machine, under tsx).
 */
const idle = new Set<Worker>();

async function takeWorker(): Promise<Worker> {
  for (const w of idle) {
    idle.delete(w);
    return w;
  }
  const worker = newWorker(await pgliteArtifacts());
  try {
    await new Promise<void>((resolve, reject) => {
      const onMessage = (a: Answer) => {
        if (a.id !== 0) return;
        off();
        if (a.ok) resolve();
        else reject(rebuildError(a.error));
      };
      const onError = (err: Error) => (off(), reject(err));
      const onExit = (code: number) => (off(), reject(gone(`its thread exited (code ${code})`)));
      const off = () => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
    });
  } catch (err) {
    await worker.terminate();
    throw err;
  }
  return worker;
}

function keepIdle(worker: Worker): void {
  worker.unref();
  idle.add(worker);
  worker.once('exit', () => idle.delete(worker));
}

/** Opens (and migrates) the database in a thread of its own, and resolves when it is ready. */
export async function startPgliteThread(opts: WorkerOptions): Promise<PgliteThread> {
  const worker = await takeWorker();
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let dead: Error | undefined;

  const onMessage = (a: Answer) => {
    const p = pending.get(a.id);
    if (!p) return;
    pending.delete(a.id);
    // The thread keeps the process alive only while a call waits for it, as PGlite in one thread did.
    if (pending.size === 0) worker.unref();
    if (a.ok) p.resolve(a.result);
    else p.reject(rebuildError(a.error));
  };
  const fail = (err: Error) => {
    dead ??= err;
    for (const p of pending.values()) p.reject(dead);
    pending.clear();
  };
  const onError = (err: Error) => fail(gone(err.message));
  const onExit = (code: number) => fail(gone(`its thread exited (code ${code})`));
  worker.on('message', onMessage);
  worker.on('error', onError);
  worker.on('exit', onExit);
  const detach = () => {
    worker.off('message', onMessage);
    worker.off('error', onError);
    worker.off('exit', onExit);
  };

  const call = <T>(msg: Message): Promise<T> => {
    if (dead) return Promise.reject(dead);
    const id = nextId++;
    if (pending.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ ...msg, id });
    });
  };

  try {
    await call({ op: 'open', dir: opts.dir, migrationsFolder: opts.migrationsFolder });
  } catch (err) {
    detach();
    await worker.terminate();
    throw err;
  }

  const query =
    (tx: number | undefined) =>
    (sql: string, params: unknown[] = [], config?: QueryConfig) =>
      call<ThreadResults>({ op: 'query', sql, params, rowMode: config?.rowMode ?? 'object', tx });

  return {
    query: query(undefined),
    async transaction<T>(fn: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
      const tx = await call<number>({ op: 'begin' });
      let result: T;
      try {
        result = await fn({ query: query(tx) });
      } catch (err) {
        await call({ op: 'end', tx, commit: false }).catch(() => {});
        throw err;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    async dumpDataDir() {
      return Buffer.from(await call<ArrayBuffer>({ op: 'dump' }));
    },
    async close() {
      if (dead) return;
      try {
        await call({ op: 'close' });
      } catch (err) {
        detach();
        await worker.terminate();
        throw err;
      }
      dead = gone('it was closed');
      detach();
      keepIdle(worker);
    },
  };
}
