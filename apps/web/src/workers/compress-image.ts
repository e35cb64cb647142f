import type { CompressRequest, CompressResponse } from './compress-image.worker';

/** Main-thread side of the compression worker: one worker, started on first use, many requests. */
let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (f: File) => void; reject: (e: Error) => void }>();

function failAll(error: Error) {
  for (const p of pending.values()) p.reject(error);
  pending.clear();
}

function getWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(new URL('./compress-image.worker.ts', import.meta.url), { type: 'module', name: 'compress-image' });
  w.onmessage = (event: MessageEvent<CompressResponse>) => {
    const msg = event.data;
    const p = pending.get(msg.id);
    if (!p) return;
    pending.delete(msg.id);
    if (msg.ok) p.resolve(msg.file);
    else p.reject(new Error(msg.error));
  };
  w.onerror = (event) => {
    event.preventDefault();
    failAll(new Error(event.message || 'Image compression worker failed'));
    w.terminate();
    if (worker === w) worker = null;
  };
  worker = w;
  return w;
}

/** Compresses an image in a web worker (≤ 0.5 MB, ≤ 1920 px). Rejects when the file cannot be compressed. */
export function compressImage(file: File): Promise<File> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    try {
      getWorker().postMessage({ id, file } satisfies CompressRequest);
    } catch (err) {
      pending.delete(id);
      reject(err instanceof Error ? err : new Error(String(err)));
    }
  });
}
