/**
 * The thread that draws document PDFs (decision 035). Drawing a long order with Indian-script names takes
 * seconds of CPU; here it never holds up the server's main thread. Messages: `{ id, snapshot }` in,
 * `{ id, drawing }` as it starts, then `{ id, pdf }` (the bytes,
 * transferred) or `{ id, error }` out. Started by pdf-thread.ts.
 */
import { parentPort } from 'node:worker_threads';
import type { InvoiceSnapshot } from './domain/invoice.js';
import { renderInvoicePdf } from './invoice-pdf.js';

export interface DrawRequest {
  id: number;
  snapshot: InvoiceSnapshot;
}
/** `drawing` is sent as a draw begins (the main thread can tell queued from under way); then the bytes or the error. */
export type DrawAnswer = { id: number; drawing: true } | { id: number; pdf: ArrayBuffer } | { id: number; error: string };

const port = parentPort;
if (port) {
  // One at a time: a queue of draws shares one core, never both.
  let chain = Promise.resolve();
  port.on('message', (m: DrawRequest) => {
    chain = chain.then(async () => {
      try {
        port.postMessage({ id: m.id, drawing: true } satisfies DrawAnswer);
        const pdf = await renderInvoicePdf(m.snapshot);
        const bytes = pdf.buffer.slice(pdf.byteOffset, pdf.byteOffset + pdf.byteLength) as ArrayBuffer;
        port.postMessage({ id: m.id, pdf: bytes } satisfies DrawAnswer, [bytes]);
      } catch (err) {
        port.postMessage({ id: m.id, error: err instanceof Error ? err.message : String(err) } satisfies DrawAnswer);
      }
    });
  });
}
