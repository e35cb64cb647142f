import crypto from 'node:crypto';
import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';

/**
 * WEB_CONCURRENCY=N (PostgreSQL only): the primary process only forks N workers, each a whole server
 * (server.ts) sharing the port through node:cluster. See docs/decisions/030-web-concurrency.md.
 *
 * - Start: worker 1 starts alone (migrations under their advisory lock, then the accounts and demo data); the
 *   others are forked once it listens, with BAZAAR_WORKER_BOOTSTRAP=skip, so the start-up writes run once.
 * - A worker that dies is forked again after a back-off (1 s, doubling to 30 s while it keeps dying young).
 *   A worker that dies before any worker of the cluster ever listened stops the whole start with exit 1
 *   (a bad DATABASE_URL must fail the start as it does with one process, not loop).
 * - SIGTERM/SIGINT: forwarded to every worker (each drains its requests); exit 0 when all exited 0.
 * - Started with an IPC channel (`npm run bench`, a process manager), it sends `{ bazaar: 'ready', workers: N }`
 *   once all N workers listen.
 */

/** Set by the primary in the environment of the workers that skip the start-up writes. */
export const BOOTSTRAP_ENV = 'BAZAAR_WORKER_BOOTSTRAP';
/** The worker's number (1..N), for its log lines. */
export const WORKER_ENV = 'BAZAAR_WORKER';

const LEVELS = { info: 30, warn: 40, error: 50 } as const;
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
/** A worker that ran this long is healthy again: its next restart waits FIRST_DELAY_MS. */
const HEALTHY_AFTER_MS = 30_000;
const STOP_TIMEOUT_MS = 20_000;

/** Lines like pino's (the workers' logger), so one log reader reads both. */
function primaryLogger(level: string) {
  const min = ({ fatal: 60, error: 50, warn: 40, info: 30, debug: 20, trace: 10, silent: Infinity } as Record<string, number>)[level] ?? 30;
  const write = (lvl: keyof typeof LEVELS, obj: object, msg: string) => {
    if (LEVELS[lvl] < min) return;
    const line = JSON.stringify({ level: LEVELS[lvl], time: Date.now(), pid: process.pid, hostname: os.hostname(), role: 'primary', ...obj, msg });
    process.stdout.write(`${line}\n`); // every level to stdout, as pino does
  };
  return {
    info: (obj: object, msg: string) => write('info', obj, msg),
    warn: (obj: object, msg: string) => write('warn', obj, msg),
    error: (obj: object, msg: string) => write('error', obj, msg),
  };
}

interface Slot {
  n: number;
  worker?: Worker;
  startedAt: number;
  delayMs: number;
  timer?: NodeJS.Timeout;
}

export function runPrimary(count: number, logLevel: string): void {
  const log = primaryLogger(logLevel);
  const slots: Slot[] = Array.from({ length: count }, (_, i) => ({ n: i + 1, startedAt: 0, delayMs: FIRST_DELAY_MS }));
  let anyListened = false;
  const listened = new Set<number>();
  let stopping = false;
  let failed = false;

  // Without OUTBOX_KEY every worker would seal the outbox's secrets with a key of its own and send only its own
  // messages (decision 039): the primary gives them one, made now and kept only in the processes' memory.
  const outboxKey = process.env.OUTBOX_KEY || crypto.randomBytes(32).toString('hex');
  // The same for DATA_KEY outside production (decision 100): one key for the workers, so a refund account sealed by
  // one opens on the others (until the cluster restarts; production requires DATA_KEY).
  const dataKey = process.env.DATA_KEY || crypto.randomBytes(32).toString('hex');
  if (!process.env.DATA_KEY)
    log.warn(
      {},
      'DATA_KEY is not set: refund bank accounts are sealed with a key of this cluster only, unreadable after it restarts; set DATA_KEY (64 hex digits)',
    );
  const fork = (slot: Slot, bootstrap: boolean) => {
    slot.startedAt = Date.now();
    slot.worker = cluster.fork({ [WORKER_ENV]: String(slot.n), OUTBOX_KEY: outboxKey, DATA_KEY: dataKey, ...(bootstrap ? {} : { [BOOTSTRAP_ENV]: 'skip' }) });
  };
  const slotOf = (w: Worker) => slots.find((s) => s.worker === w);
  const alive = () => slots.filter((s) => s.worker && !s.worker.isDead());

  const stop = (signal: NodeJS.Signals, reason: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, workers: alive().length }, reason);
    for (const s of slots) clearTimeout(s.timer);
    for (const s of alive()) s.worker!.process.kill(signal === 'SIGINT' ? 'SIGINT' : 'SIGTERM');
    setTimeout(() => {
      log.error({ workers: alive().map((s) => s.worker!.process.pid) }, 'workers did not stop in time: killing them');
      for (const s of alive()) s.worker!.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
    if (alive().length === 0) process.exit(failed ? 1 : 0);
  };

  cluster.on('listening', (w, address) => {
    const slot = slotOf(w);
    if (!slot) return;
    log.info({ worker: slot.n, workerPid: w.process.pid, port: address.port }, 'worker started');
    if (listened.size < count && listened.add(slot.n).size === count) process.send?.({ bazaar: 'ready', workers: count });
    if (!anyListened) {
      anyListened = true;
      // Worker 1 has run the migrations and the start-up writes: the others only open the pool and listen.
      for (const s of slots) if (!s.worker) fork(s, false);
    }
  });

  cluster.on('exit', (w, code, signal) => {
    const slot = slotOf(w);
    if (!slot) return;
    slot.worker = undefined;
    if (stopping) {
      // A worker still starting has no handler yet: the signal ends it, which is the stop asked for.
      if (code !== 0 && signal !== 'SIGTERM' && signal !== 'SIGINT') failed = true;
      if (alive().length === 0) process.exit(failed ? 1 : 0);
      return;
    }
    if (!anyListened) {
      failed = true;
      log.error({ worker: slot.n, workerPid: w.process.pid, code, signal }, 'worker could not start: stopping');
      stop('SIGTERM', 'start failed');
      return;
    }
    const ran = Date.now() - slot.startedAt;
    slot.delayMs = ran >= HEALTHY_AFTER_MS ? FIRST_DELAY_MS : slot.delayMs;
    log.warn({ worker: slot.n, workerPid: w.process.pid, code, signal, restartInMs: slot.delayMs }, 'worker died: restarting it');
    const delay = slot.delayMs;
    slot.delayMs = Math.min(slot.delayMs * 2, MAX_DELAY_MS);
    slot.timer = setTimeout(() => {
      slot.timer = undefined;
      if (!stopping) fork(slot, false);
    }, delay);
  });

  process.on('SIGTERM', () => stop('SIGTERM', 'shutting down: stopping the workers'));
  process.on('SIGINT', () => stop('SIGINT', 'shutting down: stopping the workers'));

  log.info({ workers: count }, 'starting workers');
  fork(slots[0]!, true);
}
