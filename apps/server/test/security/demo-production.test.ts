/**
 * Issue 9 #3 as it was found: the compiled server started with NODE_ENV=production and SUPERADMIN_EMAIL on a
 * fresh embedded database loaded the demo data, and `owner@bazaar.demo` with the README's password logged in as
 * superadmin. The rules themselves are tested in `db/bootstrap.test.ts`; this is the real start.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ENGINE } from '../support/harness.js';
import { killHard, postJson, START_TIMEOUT_MS, startServer } from '../../../../test-support/server-process.js';

describe.runIf(ENGINE === 'pglite')('a production start on a fresh embedded database', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-prod-start-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('loads no demo data, lets no demo login in, and logs which accounts exist', { timeout: START_TIMEOUT_MS + 30_000 }, async () => {
    const server = await startServer({
      DATA_DIR: dir,
      NODE_ENV: 'production',
      DATA_KEY: 'c3'.repeat(32), // required in production (decision 100)
      DEMO_DATA: '', // unset: the default decides
      SUPERADMIN_EMAIL: 'owner@shop-platform.example.in',
      SUPERADMIN_PASSWORD: 'a-real-secret-2026',
      LOG_LEVEL: 'info',
    });
    try {
      const demo = await postJson(server.base, '/api/auth/login', { email: 'owner@bazaar.demo', password: 'bazaar-owner-2026' });
      expect(demo.status).toBe(401);
      const owner = await postJson(server.base, '/api/auth/login', { email: 'owner@shop-platform.example.in', password: 'a-real-secret-2026' });
      expect(owner.status).toBe(200);
      expect((owner.json as { user: { role: string } }).user.role).toBe('superadmin');
      const shops = (await (await fetch(`${server.base}/api/shops/all`)).json()) as unknown[];
      expect(shops).toEqual([]);

      const start = server
        .stdout()
        .split('\n')
        .filter((l) => l.includes('accounts at start'))
        .map((l) => JSON.parse(l) as { accounts: object; superadmins: string[] });
      expect(start).toHaveLength(1);
      expect(start[0]).toMatchObject({ accounts: { superadmin: 1, admin: 0, user: 0 }, superadmins: ['owner@shop-platform.example.in'] });
      expect(server.stdout()).not.toContain('a-real-secret-2026');
      expect(server.stdout()).not.toContain('Demo logins');
    } finally {
      await killHard(server);
    }
  });
});
