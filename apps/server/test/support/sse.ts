/** A Server-Sent Events reader over a real socket (inject() waits for a reply's end, which a stream never has). */
import http from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface SseMessage {
  event: string;
  data: string;
}

export interface SseStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every event received so far, in order; comments (`: ping`) are counted in `pings`. */
  events: SseMessage[];
  pings: number;
  /** Everything received, as text. */
  raw(): string;
  ended: Promise<void>;
  isEnded(): boolean;
  /** Resolves with the first event (from `from` on) that matches, or rejects after `ms`. */
  next(match: (m: SseMessage) => boolean, ms?: number, from?: number): Promise<SseMessage>;
  close(): void;
}

/** The base URL of an app listening on a free loopback port (listens if it does not yet). */
export async function baseUrl(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  const addr = app.server.address();
  if (!addr || typeof addr === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${addr.port}`;
}

export function openSse(base: string, path: string, headers: Record<string, string> = {}): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${path}`, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      const events: SseMessage[] = [];
      const waiters = new Set<() => void>();
      let text = '';
      let buffer = '';
      let pings = 0;
      let ended = false;
      const endedPromise = new Promise<void>((done) => {
        const finish = () => {
          ended = true;
          for (const w of waiters) w();
          done();
        };
        res.on('end', finish);
        res.on('close', finish);
        res.on('error', finish);
      });
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let event = 'message';
          const data: string[] = [];
          let comment = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comment = true;
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length) events.push({ event, data: data.join('\n') });
          else if (comment) pings++;
        }
        for (const w of waiters) w();
      });
      const stream: SseStream = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        get pings() {
          return pings;
        },
        raw: () => text,
        ended: endedPromise,
        isEnded: () => ended,
        next(match, ms = 1000, from = 0) {
          return new Promise((ok, fail) => {
            const check = () => {
              const found = events.slice(from).find(match);
              if (found) {
                cleanup();
                ok(found);
              } else if (ended) {
                cleanup();
                fail(new Error(`stream ended without the event; got ${JSON.stringify(events)}`));
              }
            };
            const timer = setTimeout(() => {
              cleanup();
              fail(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events)}`));
            }, ms);
            const cleanup = () => {
              clearTimeout(timer);
              waiters.delete(check);
            };
            waiters.add(check);
            check();
          });
        },
        close: () => req.destroy(),
      };
      resolve(stream);
    });
    req.on('error', reject);
  });
}
