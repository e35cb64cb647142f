/**
 * The embedded database in its own thread (decision 034): drizzle's results, errors and transactions are what
 * PGlite gives in one thread, and a long query no longer holds up the server's main thread.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ENGINE, createTestApp, type TestApp } from '../../test/support/harness.js';
import { openDatabase, type Database } from './client.js';
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
    let release = () => {};
    const open = db.transaction(async (tx) => {
      await tx.insert(users).values(user('late@example.in'));
      await new Promise<void>((r) => (release = r));
      order.push('commit');
    });
    await new Promise((r) => setTimeout(r, 50));
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
