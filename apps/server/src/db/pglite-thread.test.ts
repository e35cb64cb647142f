/**
 * The embedded database in its own thread (decision 034): drizzle's results, errors and transactions are what
 * PGlite gives in one thread, and a long query no longer holds up the server's main thread.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ENGINE, createTestApp, freshDatabase, type TestApp } from '../../test/support/harness.js';
import { buildApp } from '../app.js';
import { openDatabase, type Database } from './client.js';
import { idleThreadExitListeners, type ThreadEvent } from './pglite-thread.js';
import { rows } from './rows.js';
import { users } from './schema.js';

const user = (email: string) => ({ id: crypto.randomUUID(), name: 'Asha', email, passwordHash: 'x', role: 'user' as const });

// PGlite whatever TEST_DATABASE_URL says: the PostgreSQL run of the API suite would only repeat it.
describe.runIf(ENGINE === 'pglite')('the embedded database in a worker thread', () => {
  // Opening a database (a thread, initdb, the migrations) is the slow part: the tests share two.
  let shared: Database;
  let t: TestApp;
  beforeAll(async () => {
    shared = await openDatabase({});
    t = await createTestApp({ embedded: true });
  });
  afterAll(async () => {
    await shared.close();
    await t.close().catch(() => {}); // its database was closed by the last test
  });

  it('answers drizzle queries with the types it gets in one thread: timestamps as text, numerics as text, json as objects', async () => {
    const { db } = shared;
    const r = await rows<{ at: string; amount: string; doc: { a: number[] }; n: number; missing: null }>(
      db,
      sql`select timestamptz '2026-11-24 10:00:00+05:30' as at, 12.50::numeric(12,2) as amount, '{"a":[1,2]}'::jsonb as doc, 7 as n, null as missing`,
    );
    expect(r).toEqual([{ at: '2026-11-24 04:30:00+00', amount: '12.50', doc: { a: [1, 2] }, n: 7, missing: null }]);
    await db.insert(users).values(user('asha@example.in'));
    const [u] = await db.select({ email: users.email, createdAt: users.createdAt }).from(users).where(eq(users.email, 'asha@example.in'));
    expect(u?.email).toBe('asha@example.in');
    expect(u?.createdAt).toBeInstanceOf(Date);
  });

  it("passes PostgreSQL's error fields through: a unique violation keeps its code and constraint", async () => {
    const { db } = shared;
    await db.insert(users).values(user('dup@example.in'));
    const err = await db
      .insert(users)
      .values(user('dup@example.in'))
      .then(() => undefined)
      .catch((e: unknown) => e as { cause?: { code?: string; constraint?: string } });
    expect(err?.cause?.code).toBe('23505');
    expect(err?.cause?.constraint).toBe('users_email_lower_uq');
  });

  it('commits a transaction, rolls one back on an error (nested savepoints included), and makes other queries wait for it', async () => {
    const { db } = shared;
    await db.transaction(async (tx) => {
      await tx.insert(users).values(user('kept@example.in'));
      await tx
        .transaction(async (inner) => {
          await inner.insert(users).values(user('inner@example.in'));
          throw new Error('undo the inner one');
        })
        .catch(() => {});
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(users).values(user('gone@example.in'));
        throw new Error('undo all');
      }),
    ).rejects.toThrow('undo all');
    const emails = (await db.select({ email: users.email }).from(users)).map((u) => u.email);
    expect(emails).toContain('kept@example.in');
    expect(emails).not.toContain('inner@example.in');
    expect(emails).not.toContain('gone@example.in');

    // A query from outside an open transaction runs after it ends, as on one connection.
    const order: string[] = [];
    let release: (() => void) | undefined;
    const open = db.transaction(async (tx) => {
      await tx.insert(users).values(user('late@example.in'));
      await new Promise<void>((r) => (release = r));
      order.push('commit');
    });
    // Until the transaction holds its row (on a loaded machine that can take longer than any fixed pause).
    while (!release) await new Promise((r) => setTimeout(r, 10));
    const outside = db
      .select({ email: users.email })
      .from(users)
      .then((rows) => {
        order.push('outside');
        return rows;
      });
    await new Promise((r) => setTimeout(r, 50));
    release();
    await open;
    expect((await outside).map((u) => u.email)).toContain('late@example.in');
    expect(order).toEqual(['commit', 'outside']);
  });

  it('keeps the main thread free while a long query runs: timers fire and /healthz answers before it ends', async () => {
    let done = false;
    const long = t.database.db.execute(sql`select count(*) from generate_series(1, 3000000)`).then(() => (done = true));
    await new Promise((r) => setTimeout(r, 20));
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(done).toBe(false); // in one thread the query would have finished before the timer could fire
    await long;
    expect(done).toBe(true);
  });

  it('keeps its data in DATA_DIR across a reopen, and copies it with dumpDataDir', { timeout: 120_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-thread-'));
    try {
      const first = await openDatabase({ dataDir: dir });
      try {
        await first.db.insert(users).values(user('stays@example.in'));
        const tar = await first.dumpDataDir!();
        expect(tar.subarray(257, 262).toString()).toBe('ustar'); // a tar archive
      } finally {
        await first.close();
      }
      const again = await openDatabase({ dataDir: dir });
      try {
        expect((await again.db.select({ email: users.email }).from(users)).map((u) => u.email)).toEqual(['stays@example.in']);
      } finally {
        await again.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  // Last: it stops the shared app's database.
  it('fails every call with a "database unavailable" code once its thread has stopped, which the API answers with 503', async () => {
    await t.database.close();
    const err = await t.database.db
      .execute(sql`select 1`)
      .then(() => undefined)
      .catch((e: unknown) => e as { code?: string; cause?: { code?: string } });
    expect(err?.cause?.code ?? err?.code).toBe('57P01');
    const res = await t.app.inject({ method: 'GET', url: '/api/shops?page=1' });
    expect(res.statusCode).toBe(503);
    expect(res.json<{ message: string }>().message).toMatch(/\w/);
  });
});

/**
 * Issue 21, weak spot: the worker thread dying left the process answering 503 for ever while /healthz said 200.
 * Now the database on disk is opened again in a new thread, /readyz answers 503 meanwhile, and a thread that cannot
 * be brought back (or keeps dying, or held a database in memory) is given up: the server then exits (decision 043).
 */
describe.runIf(ENGINE === 'pglite')('the embedded database thread dying', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-thread-death-'));
    dirs.push(dir);
    return dir;
  };
  const until = async (check: () => boolean, what: string, ms = 60_000) => {
    const deadline = Date.now() + ms;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  const codeOf = (p: Promise<unknown>) =>
    p.then(
      () => 'resolved',
      (e: { code?: string; cause?: { code?: string } }) => e?.cause?.code ?? e?.code,
    );

  it(
    'opens the database again in a new thread: calls answer 503 and /readyz fails meanwhile, committed rows survive, the open transaction is undone',
    { timeout: 180_000 },
    async () => {
      const dir = tempDir();
      const database = await openDatabase({ dataDir: dir, restart: { delaysMs: [300, 300, 300] } });
      const events: ThreadEvent[] = [];
      database.watch!((e) => events.push(e));
      const app = await buildApp({
        database,
        config: { cookieSecure: false, allowedOrigins: [], webDist: path.join(dir, 'no-web'), trustProxy: false, uploadsDir: path.join(dir, 'uploads') },
      });
      try {
        await database.db.insert(users).values(user('committed@example.in'));
        expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);

        // A transaction open in the thread when it dies.
        let release: (() => void) | undefined;
        const open = database.db.transaction(async (tx) => {
          await tx.insert(users).values(user('uncommitted@example.in'));
          await new Promise<void>((r) => (release = r));
          await tx.insert(users).values(user('after-death@example.in'));
        });
        await until(() => release !== undefined, 'the transaction to start');
        await database.killThread!();
        await until(() => events.some((e) => e.type === 'died'), 'the death to be noticed');
        release!();
        expect(await codeOf(open)).toBe('57P01');

        // Meanwhile: every call fails at once with "database unavailable", the API answers 503, /readyz fails, and
        // /healthz (the process is alive and recovering) answers 200.
        expect(await codeOf(database.db.execute(sql`select 1`))).toBe('57P01');
        const during = await app.inject({ url: '/api/shops?page=1' });
        expect(during.statusCode).toBe(503);
        expect(during.json()).toMatchObject({ code: 'UNAVAILABLE', message: expect.stringMatching(/\w/) });
        const notReady = await app.inject({ url: '/readyz' });
        expect(notReady.statusCode).toBe(503);
        expect(notReady.json()).toMatchObject({ status: 'unavailable', database: 'unreachable' });
        expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);

        await until(() => events.some((e) => e.type === 'restarted'), 'the thread to be opened again');
        expect(events.map((e) => e.type)).toEqual(['died', 'restarted']);
        expect((await app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready', database: 'ok' });
        expect((await app.inject({ url: '/api/shops?page=1' })).statusCode).toBe(200);
        const emails = (await database.db.select({ email: users.email }).from(users)).map((u) => u.email).sort();
        expect(emails).toEqual(['committed@example.in']);
        await database.db.insert(users).values(user('later@example.in')); // and it takes writes again
      } finally {
        await app.close();
        await database.close();
      }
    },
  );

  it('gives up on a thread that keeps dying, and at once on a database kept in memory: calls fail for good', { timeout: 180_000 }, async () => {
    const database = await openDatabase({ dataDir: tempDir(), restart: { delaysMs: [100], maxDeaths: 1 } });
    const events: ThreadEvent[] = [];
    database.watch!((e) => events.push(e));
    try {
      await database.killThread!();
      await until(() => events.some((e) => e.type === 'restarted'), 'the first restart');
      await database.killThread!();
      await until(() => events.some((e) => e.type === 'gave-up'), 'giving up');
      expect(events.map((e) => e.type)).toEqual(['died', 'restarted', 'died', 'gave-up']);
      await new Promise((r) => setTimeout(r, 300)); // no restart comes after giving up
      expect(events).toHaveLength(4);
      expect(await codeOf(database.db.execute(sql`select 1`))).toBe('57P01');
    } finally {
      await database.close();
    }

    const memory = await openDatabase({});
    const memoryEvents: ThreadEvent[] = [];
    memory.watch!((e) => memoryEvents.push(e));
    try {
      await memory.killThread!();
      await until(() => memoryEvents.some((e) => e.type === 'gave-up'), 'giving up the in-memory database');
      expect(memoryEvents.map((e) => e.type)).toEqual(['died', 'gave-up']);
      expect(await codeOf(memory.db.execute(sql`select 1`))).toBe('57P01');
    } finally {
      await memory.close();
    }
  });

  it('reuses a closed database’s thread for the next one without adding a listener to it each time (decision 116)', { timeout: 120_000 }, async () => {
    const cycle = async () => {
      const { database } = await freshDatabase({ embedded: true });
      await database.close();
      return idleThreadExitListeners();
    };
    const first = await cycle();
    expect(first.length).toBeGreaterThan(0);
    await cycle();
    expect(await cycle()).toEqual(first);
  });
});
