/**
 * A stand-in ONDC buyer app on loopback for the ONDC tests (issue 29): signs requests as a buyer app does, and takes
 * Bazaar's callbacks (`POST /on_*`), keeping each with its Authorization header. `down` makes it answer 503 (a buyer
 * app that is down). Not a test file itself.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { authorizationHeader, generateKeys, parseSigningKey, type SigningKey } from '../../src/modules/ondc/domain/signing.js';

export interface Callback {
  action: string;
  authorization: string | undefined;
  raw: string;
  body: { context: Record<string, string>; message: Record<string, unknown> };
}

export interface StandInBuyerApp {
  subscriberId: string;
  ukId: string;
  uri: string;
  keys: ReturnType<typeof generateKeys>;
  key: SigningKey;
  callbacks: Callback[];
  /** Refused tries (while down). */
  refused: number;
  down: boolean;
  /** Resolves with the next callback received (or the first already received when `since` is behind). */
  next(since?: number, timeoutMs?: number): Promise<Callback>;
  sign(body: string, created?: number, ttlSeconds?: number): string;
  close(): Promise<void>;
}

export async function startBuyerApp(subscriberId = 'buyer-app.example.in', ukId = 'buyer-key-1'): Promise<StandInBuyerApp> {
  const keys = generateKeys();
  const key = parseSigningKey(keys.signingPrivateKey)!;
  const waiters: Array<() => void> = [];
  const app = {
    subscriberId,
    ukId,
    uri: '',
    keys,
    key,
    callbacks: [] as Callback[],
    refused: 0,
    down: false,
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      if (app.down) {
        app.refused++;
        res.writeHead(503).end();
        return;
      }
      app.callbacks.push({
        action: (req.url ?? '').replace(/^\//, ''),
        authorization: req.headers.authorization,
        raw,
        body: JSON.parse(raw) as Callback['body'],
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ message: { ack: { status: 'ACK' } } }));
      for (const w of waiters.splice(0)) w();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  app.uri = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(app, {
    async next(since = app.callbacks.length, timeoutMs = 10_000): Promise<Callback> {
      const deadline = Date.now() + timeoutMs;
      while (app.callbacks.length <= since) {
        if (Date.now() > deadline) throw new Error('no callback reached the buyer app in time');
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return app.callbacks[since]!;
    },
    sign: (body: string, created = Math.floor(Date.now() / 1000), ttlSeconds = 30) =>
      authorizationHeader(body, { subscriberId, uniqueKeyId: ukId, key, created, ttlSeconds }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
