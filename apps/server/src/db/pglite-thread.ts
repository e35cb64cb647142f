// Over 300 lines: one protocol with the worker (queries, transactions, shutdown); its halves only make sense together.
/**
 * The main thread's side of the embedded database's worker thread (pglite-worker.ts; decision 034): a client
 * with the two calls drizzle-orm's PGlite driver makes, `query(sql, params, config)` and
 * `transaction(fn)`, answered by PGlite in the worker. A transaction holds PGlite's lock in the worker from
 * `begin` to `end`, as it does in one thread; queries outside it wait for it there.
 *
 * If the worker dies, every waiting call fails with code `57P01` (PostgreSQL's "terminating connection"), which
 * the error handler answers with 503, as it does when PostgreSQL goes away; so does every call until the database
 * is open again in a new thread (RestartPolicy below; decision 043).
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
  /** Ends the thread at once, as a crash would: tests of what follows (decision 043). */
  killThread(): Promise<void>;
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

/** The exit listener of each idle thread, taken off when the thread is reused (else one more each time). */
const forgetOnExit = new WeakMap<Worker, () => void>();

/** The exit listeners of each idle thread (tests: reusing a thread must not add one each time). */
export function idleThreadExitListeners(): number[] {
  return [...idle].map((w) => w.listenerCount('exit'));
}

async function takeWorker(): Promise<Worker> {
  for (const w of idle) {
    idle.delete(w);
    const forget = forgetOnExit.get(w);
    if (forget) w.off('exit', forget);
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
  const forget = () => idle.delete(worker);
  forgetOnExit.set(worker, forget);
  worker.once('exit', forget);
}

/** One thread with the database open in it; `onDeath` hears once if the thread ends other than by `close`. */
interface Session {
  call<T>(msg: Message): Promise<T>;
  /** Closes the database and keeps the thread for the next one. */
  close(): Promise<void>;
  /** Ends the thread at once, as a crash would (tests). */
  kill(): Promise<void>;
}

async function openSession(opts: WorkerOptions, onDeath: (session: Session, err: Error) => void): Promise<Session> {
  const worker = await takeWorker();
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let dead: Error | undefined;
  let closing = false;
  /** Deaths before the database is open are the opener's error, not an event. */
  let opened = false;

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
    const first = !dead;
    dead ??= err;
    for (const p of pending.values()) p.reject(dead);
    pending.clear();
    if (first && opened && !closing) onDeath(session, dead);
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

  const session: Session = {
    call,
    async close() {
      if (dead) return;
      closing = true;
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
    async kill() {
      await worker.terminate();
    },
  };

  try {
    await call({ op: 'open', dir: opts.dir, migrationsFolder: opts.migrationsFolder, template: opts.template });
  } catch (err) {
    closing = true;
    detach();
    await worker.terminate();
    throw err;
  }
  opened = true;
  return session;
}

/**
 * What happens when the thread dies (a crash in PostgreSQL's WebAssembly, memory exhausted, a bug): the database
 * on disk is opened again in a new thread after each delay in turn (PostgreSQL's crash recovery replays its log,
 * as after kill -9); calls meanwhile fail at once with 57P01 (503). When every delay has passed without success,
 * or the thread died more than `maxDeaths` times within `windowMs` (a crash loop), it gives up (decision 043).
 */
export interface RestartPolicy {
  delaysMs: number[];
  maxDeaths: number;
  windowMs: number;
}

export const DEFAULT_RESTART_POLICY: RestartPolicy = { delaysMs: [250, 1_000, 2_000, 4_000, 8_000], maxDeaths: 5, windowMs: 10 * 60_000 };

/** The life of the thread, for the server's log and its decision to stop (server.ts). */
export type ThreadEvent =
  | { type: 'died'; error: Error }
  | { type: 'restarted'; attempt: number }
  /** Calls fail for good from now on: the server exits so that a supervisor starts it again. */
  | { type: 'gave-up'; error: Error };

export interface ThreadOptions extends WorkerOptions {
  restart?: Partial<RestartPolicy>;
  onEvent?: (event: ThreadEvent) => void;
}

/**
 * Opens (and migrates) the database in a thread of its own, and resolves when it is ready. If the thread dies, an
 * on-disk database is opened again in a new one (RestartPolicy); a database in memory died with its thread.
 */
export async function startPgliteThread(opts: ThreadOptions): Promise<PgliteThread> {
  const policy = { ...DEFAULT_RESTART_POLICY, ...opts.restart };
  const emit = (event: ThreadEvent) => {
    try {
      opts.onEvent?.(event);
    } catch {
      /* a listener's error is not the database's */
    }
  };
  let closed = false;
  /** Set while the thread is being opened again, and for good once it gave up or was closed. */
  let down: Error | undefined;
  const deaths: number[] = [];

  const giveUp = (reason: string, cause?: unknown) => {
    down = gone(reason);
    emit({ type: 'gave-up', error: cause instanceof Error ? Object.assign(down, { cause }) : down });
  };
  const onDeath = (s: Session, err: Error) => {
    if (closed || s !== session) return;
    emit({ type: 'died', error: err });
    const now = Date.now();
    deaths.push(now);
    while (deaths.length && deaths[0]! < now - policy.windowMs) deaths.shift();
    if (!opts.dir) return giveUp('its thread stopped, and a database kept in memory is lost with it', err);
    if (deaths.length > policy.maxDeaths) {
      return giveUp(`its thread stopped ${deaths.length} times within ${Math.round(policy.windowMs / 1000)} s`, err);
    }
    down = gone('its thread stopped; it is being opened again');
    void reopen();
  };
  const reopen = async () => {
    for (let attempt = 1; attempt <= policy.delaysMs.length; attempt++) {
      await new Promise((r) => setTimeout(r, policy.delaysMs[attempt - 1]).unref());
      if (closed) return;
      let next: Session;
      try {
        next = await openSession(opts, onDeath);
      } catch (err) {
        if (attempt === policy.delaysMs.length) return giveUp(`it could not be opened again after ${attempt} attempts`, err);
        continue;
      }
      if (closed) return void (await next.close().catch(() => {}));
      session = next;
      down = undefined;
      emit({ type: 'restarted', attempt });
      return;
    }
  };

  let session: Session = await openSession(opts, onDeath);

  const call = <T>(msg: Message): Promise<T> => (down ? Promise.reject(down) : session.call<T>(msg));

  return {
    query: (sql, params, config) => call<ThreadResults>({ op: 'query', sql, params: params ?? [], rowMode: config?.rowMode ?? 'object' }),
    async transaction<T>(fn: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
      if (down) throw down;
      // A transaction lives in the thread it began in: if that thread dies, its calls fail (the new thread never
      // saw it), and PostgreSQL's recovery has undone its writes.
      const s = session;
      const tx = await s.call<number>({ op: 'begin' });
      const inTx = (sql: string, params: unknown[] = [], config?: QueryConfig) =>
        s.call<ThreadResults>({ op: 'query', sql, params, rowMode: config?.rowMode ?? 'object', tx });
      let result: T;
      try {
        result = await fn({ query: inTx });
      } catch (err) {
        await s.call({ op: 'end', tx, commit: false }).catch(() => {});
        throw err;
      }
      await s.call({ op: 'end', tx, commit: true });
      return result;
    },
    async dumpDataDir() {
      return Buffer.from(await call<ArrayBuffer>({ op: 'dump' }));
    },
    async close() {
      if (closed) return;
      closed = true;
      const wasDown = down;
      down = gone('it was closed');
      if (!wasDown) await session.close();
    },
    async killThread() {
      await session.kill();
    },
  };
}
