import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE } from '../support/harness.js';
import { killHard, START_TIMEOUT_MS, startServer, type ServerProcess } from '../../../../test-support/server-process.js';

/**
 * Issue 9, defect 12: sockets with unfinished headers or body, and idle keep-alive sockets, must be closed.
 * The real server process with short limits (HTTP_*_TIMEOUT_MS); the defaults are 10 s / 60 s / 65 s.
 * The timeouts are the HTTP layer's, the same on either database, so this runs on the embedded one only.
 */
describe.runIf(ENGINE === 'pglite')('HTTP timeouts (slow clients are cut off, normal clients served)', () => {
  let server: ServerProcess;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-timeouts-'));
    server = await startServer({ DATA_DIR: dir, HTTP_HEADERS_TIMEOUT_MS: '400', HTTP_REQUEST_TIMEOUT_MS: '1200', HTTP_KEEP_ALIVE_TIMEOUT_MS: '600' });
  }, START_TIMEOUT_MS + 10_000);
  afterAll(async () => {
    if (server) await killHard(server);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Opens a raw socket, writes `first`, and reports what came back and whether the server closed it (by `waitMs`). */
  const rawClient = (first: string, waitMs: number) =>
    new Promise<{ closedByServer: boolean; received: string }>((resolve, reject) => {
      const url = new URL(server.base);
      const socket = net.connect(Number(url.port), url.hostname);
      let received = '';
      let settled = false;
      const done = (closedByServer: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        socket.destroy();
        resolve({ closedByServer, received });
      };
      const timer = setTimeout(() => done(false), waitMs);
      socket.on('data', (d) => (received += String(d)));
      socket.on('close', () => done(true));
      socket.on('end', () => done(true));
      socket.on('error', (err) => (settled ? undefined : reject(err)));
      socket.on('connect', () => socket.write(first));
    });

  it('a client that never finishes its headers is answered 408 and disconnected, while others are served', { timeout: 30_000 }, async () => {
    const slow = rawClient(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: `, 15_000);
    // Meanwhile ordinary requests go through.
    for (let i = 0; i < 5; i++) expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    const r = await slow;
    expect(r.closedByServer).toBe(true);
    expect(r.received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('a client that sends its body too slowly is cut off after the request timeout', { timeout: 30_000 }, async () => {
    const slow = rawClient(
      `POST /api/contact-form HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"name":`,
      15_000,
    );
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    const r = await slow;
    expect(r.closedByServer).toBe(true);
    expect(r.received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('an idle keep-alive connection is closed after the keep-alive timeout, after its answer', { timeout: 30_000 }, async () => {
    const r = await rawClient(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`, 15_000);
    expect(r.received).toMatch(/^HTTP\/1\.1 200/);
    expect(r.received).toMatch(/keep-alive: timeout=\d+/i);
    expect(r.closedByServer).toBe(true);
  });
});
