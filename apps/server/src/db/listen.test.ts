/**
 * One LISTEN connection per instance (db/listen.ts): the catalog cache, the session cache and the live events
 * share it, and all three hear again after it is lost.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ENGINE, createTestApp, type TestApp } from '../../test/support/harness.js';
import { rows } from './rows.js';

const listeners = (t: TestApp) =>
  rows<{ pid: number }>(
    t.database.db,
    sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`,
  );

async function until(what: string, ok: () => boolean | Promise<boolean>): Promise<void> {
  const end = Date.now() + 15_000;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.runIf(ENGINE === 'postgres')('the LISTEN connection (postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const hearing = () => [t.app.ctx.catalog.stats(), t.app.ctx.sessions.stats(), t.app.ctx.live.stats()].map((s) => s.listening);

  it('is one connection for the catalog cache, the session cache and the live events', async () => {
    expect(hearing()).toEqual([true, true, true]);
    const l = await listeners(t);
    expect(l).toHaveLength(1);
    expect(t.app.ctx.catalog.stats().listenerPid).toBe(l[0]!.pid);
    expect(t.app.ctx.live.stats().listenerPid).toBe(l[0]!.pid);
  });

  it('when it is lost, all three know at once and hear again on a new one', async () => {
    const pid = (await listeners(t))[0]!.pid;
    await t.database.db.execute(sql`select pg_terminate_backend(${pid})`);
    await until('all three to notice', () => hearing().every((h) => !h));
    await until('all three listening again', () => hearing().every(Boolean));
    const again = await listeners(t);
    expect(again).toHaveLength(1);
    expect(again[0]!.pid).not.toBe(pid);
  });
});
