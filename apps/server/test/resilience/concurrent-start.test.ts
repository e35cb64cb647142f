import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS } from '../../src/db/demo-data.js';
import { DEMO_SHOPS } from '../../src/db/demo/dataset.js';
import { newId } from '../../src/lib/ids.js';
import { ENGINE } from '../support/harness.js';
import { killHard, START_TIMEOUT_MS, startServer, type ServerProcess } from '../../../../test-support/server-process.js';

const INSTANCES = 4;
const ROUNDS = 3;
const OWNER = { SUPERADMIN_EMAIL: 'start-owner@example.in', SUPERADMIN_PASSWORD: 'start-owner-pw-2026' };

/**
 * Issue 21 #11: two instances started together on a fresh database could crash one ("could not create account …",
 * 1 of 4 rounds): both saw no platform owner, both inserted it. Start-up writes now run under a PostgreSQL advisory
 * lock (db/bootstrap.ts). Here: N instances of the compiled server at once on an empty database, several rounds;
 * every one starts, and there is exactly one platform owner and one demo dataset.
 */
describe.runIf(ENGINE === 'postgres')(`${INSTANCES} instances starting together on one fresh PostgreSQL database`, () => {
  const base = process.env.TEST_DATABASE_URL!;
  const created: string[] = [];
  const servers: ServerProcess[] = [];
  const admin = async <T>(fn: (c: pg.Client) => Promise<T>, url = base): Promise<T> => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      return await fn(c);
    } finally {
      await c.end();
    }
  };
  afterAll(async () => {
    for (const s of servers) await killHard(s);
    for (const name of created) await admin((c) => c.query(`drop database if exists ${name} with (force)`));
  });

  it(`all start, with one platform owner and one demo dataset, in ${ROUNDS} rounds`, { timeout: ROUNDS * START_TIMEOUT_MS + 60_000 }, async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      // An empty database: no tables yet, so the instances also race for the migrations.
      const name = `bz_start_${newId().replace(/-/g, '').slice(-16)}`;
      await admin((c) => c.query(`create database ${name}`));
      created.push(name);
      const url = new URL(base);
      url.pathname = `/${name}`;
      const env = { DATABASE_URL: url.toString(), DEMO_DATA: 'true', LOG_LEVEL: 'info', ...OWNER };

      const started = await Promise.allSettled(Array.from({ length: INSTANCES }, () => startServer(env)));
      const up = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      servers.push(...up);
      expect(
        started.flatMap((s) => (s.status === 'rejected' ? [String((s.reason as Error).message).slice(0, 500)] : [])),
        `round ${round}`,
      ).toEqual([]);
      for (const s of up) expect((await fetch(`${s.base}/readyz`)).status, `round ${round}`).toBe(200);

      const counts = await admin(async (c) => {
        const owners = await c.query<{ email: string }>(`select email from users where role = 'superadmin'`);
        const shops = await c.query<{ name: string; n: string }>(`select name, count(*) as n from shops group by name`);
        const emails = await c.query<{ email: string; n: string }>(`select lower(email) as email, count(*) as n from users group by lower(email)`);
        const products = await c.query<{ n: string }>(`select count(*) as n from products`);
        return { owners: owners.rows.map((r) => r.email), shops: shops.rows, emails: emails.rows, products: Number(products.rows[0]!.n) };
      }, url.toString());
      expect(counts.owners, `round ${round}`).toEqual([OWNER.SUPERADMIN_EMAIL]);
      expect(counts.shops.length, `round ${round}`).toBe(DEMO_SHOPS.length);
      expect(
        counts.shops.filter((s) => Number(s.n) !== 1),
        `round ${round}`,
      ).toEqual([]);
      expect(
        counts.emails.filter((e) => Number(e.n) !== 1),
        `round ${round}`,
      ).toEqual([]);
      const demoEmails = counts.emails.map((e) => e.email).filter((e) => DEMO_EMAILS.includes(e));
      expect(demoEmails.length, `round ${round}`).toBe(DEMO_EMAILS.length - 1); // every demo account but its platform owner
      expect(counts.products, `round ${round}`).toBe(DEMO_SHOPS.reduce((n, s) => n + s.products.length, 0));

      for (const s of up.splice(0)) {
        await killHard(s);
        servers.splice(servers.indexOf(s), 1);
      }
    }
  });
});
