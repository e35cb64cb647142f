import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import type { Db } from '../../src/db/client.js';
import { createTestApp, ENGINE, freshDatabase } from './harness.js';

/**
 * Two server instances (two apps, two connection pools) on one fresh PostgreSQL database, as behind a load
 * balancer. Call `open()` in beforeAll and `close()` in afterAll; `on(i)` sends request i to instance i % 2.
 * PostgreSQL only: guard the suite with `describe.runIf(ENGINE === 'postgres')`. `extra` is given to both apps.
 */
type InstanceOptions = Pick<Partial<AppOptions>, 'session' | 'mail' | 'sms' | 'rateLimits'>;

export function twoInstances(tmpPrefix: string, extra: InstanceOptions = {}) {
  let first: { database: Database; drop: () => Promise<void>; url?: string } | undefined;
  let second: Database | undefined;
  let apps: [FastifyInstance, FastifyInstance] | undefined;
  let uploadsDir = '';
  const must = <T>(v: T | undefined): T => {
    if (v === undefined) throw new Error('twoInstances: call open() in beforeAll first');
    return v;
  };
  return {
    async open() {
      first = await freshDatabase();
      second = await openDatabase({ url: first.url!, poolMax: 20 });
      uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), tmpPrefix));
      const config = { cookieSecure: false, allowedOrigins: [], webDist: path.join(uploadsDir, 'none'), trustProxy: false, uploadsDir };
      apps = [await buildApp({ database: first.database, config, ...extra }), await buildApp({ database: second, config, ...extra })];
      await Promise.all(apps.map((a) => a.ready()));
    },
    async close() {
      await Promise.all((apps ?? []).map((a) => a.close()));
      await second?.close();
      await first?.database.close();
      await first?.drop();
      if (uploadsDir) fs.rmSync(uploadsDir, { recursive: true, force: true });
    },
    /** The first instance's database (its pool); `secondDatabase` is the other instance's pool. */
    get database(): Database {
      return must(first).database;
    },
    get secondDatabase(): Database {
      return must(second);
    },
    get apps(): [FastifyInstance, FastifyInstance] {
      return must(apps);
    },
    on(i: number): FastifyInstance {
      return must(apps)[i % 2]!;
    },
  };
}

/**
 * For a suite that runs on both engines: two instances on PostgreSQL (as `twoInstances`), one app on PGlite (one
 * process is all an embedded database serves). `on(i)` is the instance request i goes to, `db()` the database.
 */
export function instancesOfEngine(tmpPrefix: string, extra: InstanceOptions = {}) {
  const notOpen = (): never => {
    throw new Error('instancesOfEngine: call open() in beforeAll first');
  };
  let on: (i: number) => FastifyInstance = notOpen;
  let db: () => Db = notOpen;
  let close: () => Promise<void> = async () => {};
  return {
    async open() {
      if (ENGINE === 'postgres') {
        const pair = twoInstances(tmpPrefix, extra);
        await pair.open();
        on = (i) => pair.on(i);
        db = () => pair.database.db;
        close = () => pair.close();
      } else {
        const t = await createTestApp(extra);
        on = () => t.app;
        db = () => t.database.db;
        close = () => t.close();
      }
    },
    on: (i: number) => on(i),
    db: () => db(),
    close: () => close(),
  };
}
