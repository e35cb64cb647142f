import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app.js';
import { openDatabase } from '../../src/db/client.js';
import { rows } from '../../src/db/rows.js';
import { ENGINE, freshDatabase } from '../support/harness.js';
import { killHard, START_TIMEOUT_MS, startServer } from '../../../../test-support/server-process.js';

/** Room for two server starts and the test's own work. */
const PROCESS_TEST_TIMEOUT = 2 * START_TIMEOUT_MS + 30_000;

describe.runIf(ENGINE === 'pglite')('one server per PGlite folder', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-lock-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('a second process on the same DATA_DIR fails fast with a clear message', { timeout: PROCESS_TEST_TIMEOUT }, async () => {
    const first = await startServer({ DATA_DIR: dir });
    try {
      const second = await startServer({ DATA_DIR: dir }, { waitReady: false });
      const t0 = Date.now();
      const code = await second.exited;
      expect(code).toBe(1);
      expect(Date.now() - t0).toBeLessThan(15_000);
      expect(second.stderr()).toMatch(/DATA_DIR .* is in use by another Bazaar server \(pid \d+\)/);
      expect((await fetch(`${first.base}/readyz`)).status).toBe(200); // the first one is unharmed
    } finally {
      await killHard(first);
    }
  });

  it('takes over the lock of a process that died', { timeout: PROCESS_TEST_TIMEOUT }, async () => {
    const crashed = await startServer({ DATA_DIR: dir });
    await killHard(crashed);
    const next = await startServer({ DATA_DIR: dir });
    expect((await fetch(`${next.base}/readyz`)).status).toBe(200);
    await killHard(next);
  });
});

describe(`graceful shutdown (${ENGINE})`, () => {
  let cleanup: (() => Promise<void>) | undefined;
  afterAll(async () => cleanup?.());

  it('SIGTERM lets in-flight requests finish, then exits 0', { timeout: PROCESS_TEST_TIMEOUT }, async () => {
    let env: Record<string, string>;
    if (ENGINE === 'postgres') {
      const fresh = await freshDatabase();
      await fresh.database.close();
      env = { DATABASE_URL: fresh.url! };
      cleanup = fresh.drop;
    } else {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-term-'));
      env = { DATA_DIR: dir };
      cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
    }
    const server = await startServer(env);
    // A request whose body is still arriving when SIGTERM comes: it is in flight and must be answered.
    const url = new URL(`${server.base}/api/auth/register`);
    const body = JSON.stringify({ name: 'Drain', email: 'drain@example.in', phone: '9876543210', password: 'long-enough-pw' });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.on('data', (d) => (text += d));
          res.on('end', () => resolve({ status: res.statusCode!, body: text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 20));
      req.on('socket', (socket) =>
        socket.on('connect', () =>
          setTimeout(() => {
            server.proc.kill('SIGTERM');
            setTimeout(() => req.end(body.slice(20)), 300);
          }, 100),
        ),
      );
    });
    const result = await answered;
    expect(result.status).toBe(201);
    expect(JSON.parse(result.body).message).toBe('Registration successful! You are logged in.');
    expect(await server.exited).toBe(0);
  });
});

/** A TCP proxy in front of PostgreSQL that the test can cut, as a network failure would. */
async function cuttableProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await open();
  return {
    get port() {
      return port;
    },
    cut: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server!.close(() => resolve());
      }),
    restore: open,
  };
}

describe.runIf(ENGINE === 'postgres')('database unreachable', () => {
  it('answers 503 with a message, /readyz says so, and nothing is half-written once it returns', { timeout: 60_000 }, async () => {
    const fresh = await freshDatabase();
    await fresh.database.close();
    const real = new URL(fresh.url!);
    const proxy = await cuttableProxy({ host: real.hostname, port: Number(real.port || 5432) });
    const viaProxy = new URL(fresh.url!);
    viaProxy.port = String(proxy.port);
    const database = await openDatabase({ url: viaProxy.toString(), poolMax: 4 });
    const app = await buildApp({
      database,
      config: {
        cookieSecure: false,
        allowedOrigins: [],
        webDist: '/nonexistent',
        trustProxy: false,
        uploadsDir: fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-up-')),
      },
    });
    try {
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
      await proxy.cut();

      const ready = await app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'unavailable', message: 'The database is unreachable' });
      const read = await app.inject({ url: '/api/shops/all' });
      expect(read.statusCode).toBe(503);
      expect(read.json().message).toMatch(/temporarily unavailable/);
      expect(read.headers['retry-after']).toBe('1');
      const write = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Lost', email: 'lost@example.in', phone: '9876543210', password: 'long-enough-pw' },
      });
      expect(write.statusCode).toBe(503);
      expect(JSON.stringify(write.json())).not.toMatch(/ECONN|select|insert|stack/i);

      await proxy.restore();
      let status = 0;
      for (let i = 0; i < 50 && status !== 200; i++) {
        status = (await app.inject({ url: '/readyz' })).statusCode;
        if (status !== 200) await new Promise((r) => setTimeout(r, 100));
      }
      expect(status).toBe(200);
      const users = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from users where email = 'lost@example.in'`);
      expect(Number(users[0]!.n)).toBe(0);
      const again = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Found', email: 'lost@example.in', phone: '9876543210', password: 'long-enough-pw' },
      });
      expect(again.statusCode).toBe(201);
    } finally {
      await app.close();
      await database.close();
      await proxy.cut().catch(() => {});
      await fresh.drop();
    }
  });
});
