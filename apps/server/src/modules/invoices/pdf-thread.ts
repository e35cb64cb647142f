/**
 * The main thread's side of the PDF thread (decision 035): `drawPdf(snapshot)` sends a document snapshot to one
 * worker thread per process and resolves with its PDF. The thread starts at the first draw, keeps the process
 * alive only while a draw waits, and is started again if it ever dies (the draws it had fail and are retried by
 * their callers: a stored document is drawn again on its next download).
 */
import { Worker } from 'node:worker_threads';
import type { InvoiceSnapshot } from './domain/invoice.js';
import type { DrawAnswer, DrawRequest } from './pdf-worker.js';

/**
 * The worker beside this module: the bundle's sibling in dist, or, when this module is TypeScript source (tsx,
 * the tests), the source loaded through tsx's ESM hooks registered in the worker first (as db/pglite-thread.ts).
 */
function newWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./pdf-worker.js', import.meta.url));
  const source = new URL('./pdf-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(boot, { eval: true });
}

let worker: Worker | undefined;
const waiting = new Map<number, { resolve: (pdf: Buffer) => void; reject: (err: Error) => void }>();
let nextId = 1;
let started = 0;
/** Draws the thread has begun and not yet answered (at most one: it draws one at a time). */
const underWay = new Set<number>();

function failAll(err: Error): void {
  for (const w of waiting.values()) w.reject(err);
  waiting.clear();
  underWay.clear();
}

function theWorker(): Worker {
  if (worker) return worker;
  const w = newWorker();
  w.on('message', (a: DrawAnswer) => {
    if ('drawing' in a) {
      underWay.add(a.id);
      return;
    }
    underWay.delete(a.id);
    const w8 = waiting.get(a.id);
    if (!w8) return;
    waiting.delete(a.id);
    if ('pdf' in a) w8.resolve(Buffer.from(a.pdf));
    else w8.reject(new Error(`the PDF could not be drawn: ${a.error}`));
    if (waiting.size === 0) w.unref();
  });
  w.on('error', (err) => {
    if (worker === w) worker = undefined;
    failAll(err);
  });
  w.on('exit', (code) => {
    if (worker === w) worker = undefined;
    failAll(new Error(`the PDF thread exited (code ${code})`));
  });
  w.unref();
  worker = w;
  return w;
}

/** Draws a document's PDF on the PDF thread. */
export function drawPdf(snapshot: InvoiceSnapshot): Promise<Buffer> {
  started++;
  const w = theWorker();
  const id = nextId++;
  return new Promise<Buffer>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    w.ref();
    w.postMessage({ id, snapshot } satisfies DrawRequest);
  });
}

/**
 * How many draws this process has asked for, how many have not been answered yet, and how many the thread is
 * drawing right now (tests and diagnostics).
 */
export function pdfDraws(): { started: number; inFlight: number; drawing: number } {
  return { started, inFlight: waiting.size, drawing: underWay.size };
}
