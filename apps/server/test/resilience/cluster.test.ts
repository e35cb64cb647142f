import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ENGINE, freshDatabase } from '../support/harness.js';
import { killHard, START_TIMEOUT_MS, startServer, postJson } from '../../../../test-support/server-process.js';

/** Issue 14 #5: WEB_CONCURRENCY=N runs N server processes on one port (apps/server/src/cluster.ts, decision 030). */

const TIMEOUT = 2 * START_TIMEOUT_MS + 30_000;
const OWNER = { SUPERADMIN_EMAIL: 'cluster-owner@example.in', SUPERADMIN_PASSWORD: 'cluster-owner-pw' };

/** The JSON log lines the processes wrote (the primary's and the workers'). */
const logLines = (out: string) =>
  out
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { pid: number; msg: string; worker?: number; workerPid?: number; reqId?: string });

async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.runIf(ENGINE === 'postgres')('WEB_CONCURRENCY=2 on PostgreSQL', () => {
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => drop?.());

  it('starts two workers on one port, both answer, a dead one comes back, SIGTERM stops every process with exit 0', { timeout: TIMEOUT }, async () => {
    const fresh = await freshDatabase();
    await fresh.database.close();
    drop = fresh.drop;
    const server = await startServer({ DATABASE_URL: fresh.url!, WEB_CONCURRENCY: '2', LOG_LEVEL: 'info', ...OWNER });
    try {
      const started = () => logLines(server.stdout()).filter((l) => l.msg === 'worker started');
      await until(() => started().length >= 2, 'two workers to start');
      const workers = started().map((l) => l.workerPid!);
      expect(started().map((l) => l.worker)).toEqual([1, 2]);
      expect(new Set(workers).size).toBe(2);
      // The start-up writes ran once: only worker 1 logged the accounts.
      expect(
        logLines(server.stdout())
          .filter((l) => l.msg === 'accounts at start')
          .map((l) => l.pid),
      ).toEqual([workers[0]]);

      const login = await postJson(server.base, '/api/auth/login', { email: OWNER.SUPERADMIN_EMAIL, password: OWNER.SUPERADMIN_PASSWORD });
      expect(login.status).toBe(200);
      // 50 concurrent requests (several connections, spread round-robin by the primary): every one succeeds.
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          i % 2 ? fetch(`${server.base}/healthz`) : fetch(`${server.base}/api/auth/me`, { headers: { cookie: login.cookie! } }),
        ),
      );
      expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200));
      const me = (await answers[0]!.json()) as { email?: string; user?: { email: string } };
      expect(JSON.stringify(me)).toContain(OWNER.SUPERADMIN_EMAIL);
      // Both workers answered requests (each logs its requests with its own pid).
      await until(
        () =>
          new Set(
            logLines(server.stdout())
              .filter((l) => l.msg === 'request completed')
              .map((l) => l.pid),
          ).size >= 2,
        'both workers',
      );
      const answeredBy = new Set(
        logLines(server.stdout())
          .filter((l) => l.msg === 'request completed')
          .map((l) => l.pid),
      );
      expect([...answeredBy].sort()).toEqual([...workers].sort());

      // A worker that dies is started again (after the 1 s back-off), and the port keeps answering meanwhile.
      process.kill(workers[1]!, 'SIGKILL');
      await until(() => started().length >= 3, 'worker 2 to be restarted');
      const restarted = started()[2]!;
      expect(restarted.worker).toBe(2);
      expect(restarted.workerPid).not.toBe(workers[1]);
      expect(logLines(server.stdout()).some((l) => l.msg === 'worker died: restarting it')).toBe(true);
      expect((await fetch(`${server.base}/healthz`)).status).toBe(200);

      server.proc.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      for (const pid of [...workers, restarted.workerPid!]) expect(() => process.kill(pid, 0)).toThrow(); // no worker left behind
    } finally {
      await killHard(server);
    }
  });
});

// An embedded database whatever TEST_DATABASE_URL says: it runs in the PGlite step alone.
describe.runIf(ENGINE === 'pglite')('WEB_CONCURRENCY on the embedded database', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-cluster-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('refuses more than one process at start, with a clear message and exit 1', { timeout: TIMEOUT }, async () => {
    const server = await startServer({ DATABASE_URL: '', DATA_DIR: dir, WEB_CONCURRENCY: '2' }, { waitReady: false });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toMatch(/WEB_CONCURRENCY=2 needs PostgreSQL \(DATABASE_URL\)/);
    expect(fs.readdirSync(dir)).toEqual([]); // it did not touch the folder
  });
});
