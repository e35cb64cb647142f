import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import { outbox } from '../../src/db/schema.js';
import { upsertAccount } from '../../src/modules/auth/auth.service.js';
import { compose } from '../../src/modules/mail/layout.js';
import { queueMail } from '../../src/modules/mail/mail.service.js';
import { smtpTransport } from '../../src/modules/mail/smtp.js';
import { newId } from '../../src/lib/ids.js';
import { ENGINE, freshDatabase } from '../support/harness.js';
import { closedPort, startSmtp, until, type TestSmtp } from '../support/smtp.js';

const FAST_WORKER = { pollMs: 50, retryBaseMs: 50, retryMaxMs: 200, leaseMs: 5_000, from: 'Bazaar <no-reply@bazaar.test>' };

function appConfig(dir: string): AppOptions['config'] {
  return { cookieSecure: false, allowedOrigins: [], webDist: path.join(dir, 'none'), trustProxy: false, uploadsDir: dir };
}

const statuses = async (db: Database['db']) => (await db.select({ status: outbox.status }).from(outbox)).map((r) => r.status);

/** Each message sent exactly once: every row `sent`, and every subject received once. */
async function expectEachOnce(db: Database['db'], smtp: TestSmtp, subjects: string[]) {
  await until(async () => (await statuses(db)).every((s) => s === 'sent'), 20_000, 'every message sent');
  await new Promise((r) => setTimeout(r, 300));
  const counts = new Map<string, number>();
  for (const m of smtp.received) counts.set(m.subject, (counts.get(m.subject) ?? 0) + 1);
  for (const s of subjects) expect(counts.get(s), s).toBe(1);
  expect(smtp.received).toHaveLength(subjects.length);
}

describe.runIf(ENGINE === 'postgres')('two server instances on one PostgreSQL database share the outbox', () => {
  let first: Awaited<ReturnType<typeof freshDatabase>>;
  let second: Database;
  let apps: FastifyInstance[] = [];
  let smtp: TestSmtp;
  let dir: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    first = await freshDatabase();
    second = await openDatabase({ url: first.url!, poolMax: 10 });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-outbox-'));
    const worker = { ...FAST_WORKER, batch: 3 };
    apps = [
      await buildApp({ database: first.database, config: appConfig(dir), mail: { transport: smtp.transport(), worker } }),
      await buildApp({ database: second, config: appConfig(dir), mail: { transport: smtp.transport(), worker } }),
    ];
  }, 60_000);
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await second.close();
    await first.database.close();
    await first.drop();
    await smtp.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('60 messages, both workers claiming at once (FOR UPDATE SKIP LOCKED): each is sent exactly once', async () => {
    const subjects = Array.from({ length: 60 }, (_, i) => `Shared work ${i}`);
    // Written before either worker starts, so both find the whole backlog due at the same moment.
    await first.database.db.transaction((tx) =>
      queueMail(
        tx,
        subjects.map((s, i) => ({ to: `person${i}@example.in`, kind: 'test', content: compose(s, s, [{ p: 'Hello' }]) })),
      ),
    );
    await Promise.all(apps.map((a) => a.ready()));
    await expectEachOnce(first.database.db, smtp, subjects);
  });
});

describe(`mail written but not sent when an instance stops is sent by the next one (${ENGINE})`, () => {
  let dir: string;
  let url: string | undefined;
  let drop: () => Promise<void> = async () => {};
  let smtp: TestSmtp;

  /** The same database again, as a restarted server opens it (a PGlite folder, or the PostgreSQL database). */
  const reopen = () => (url ? openDatabase({ url, poolMax: 5 }) : openDatabase({ dataDir: path.join(dir, 'db') }));

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-outbox-restart-'));
    if (ENGINE === 'postgres') {
      const fresh = await freshDatabase();
      await fresh.database.close();
      url = fresh.url;
      drop = fresh.drop;
    }
    smtp = await startSmtp();
  }, 60_000);
  afterAll(async () => {
    await drop();
    await smtp.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a message still waiting (its mail server was down), and one claimed by an instance that died mid-send', async () => {
    // Instance 1: its mail server is down, so the contact message stays pending after a few tries; then it stops.
    let database = await reopen();
    const deadPort = await closedPort();
    let app = await buildApp({ database, config: appConfig(dir), mail: { transport: smtpTransport(`smtp://127.0.0.1:${deadPort}`), worker: FAST_WORKER } });
    await app.ready();
    await upsertAccount(database.db, { name: 'Owner', email: 'owner@example.in', password: 'owner-password', role: 'superadmin' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact-form',
      payload: { name: 'Before restart', email: 'a@example.in', phone: '9876543210', yourmessage: 'Hello' },
    });
    expect(res.statusCode).toBe(201);
    await until(async () => (await database.db.select().from(outbox))[0]!.attempts >= 1, 10_000, 'a failed try');
    // A row an instance claimed and then died with (kill -9 between claim and send): its lease has run out.
    const crashed = compose('Claimed by a dead instance', 'Claimed by a dead instance', [{ p: 'Hello' }]);
    await database.db.insert(outbox).values({
      id: newId(),
      recipient: 'b@example.in',
      kind: 'test',
      subject: crashed.subject,
      html: crashed.html,
      text: crashed.text,
      status: 'sending',
      attempts: 1,
      nextAttemptAt: sql`now() - interval '1 second'`,
    });
    await app.close();
    await database.close();
    expect(smtp.received).toHaveLength(0);

    // Instance 2, on the same database, with a working mail server.
    database = await reopen();
    app = await buildApp({ database, config: appConfig(dir), mail: { transport: smtp.transport(), worker: FAST_WORKER } });
    await app.ready();
    try {
      await expectEachOnce(database.db, smtp, ['Contact message from Before restart', 'Claimed by a dead instance']);
    } finally {
      await app.close();
      await database.close();
    }
    // Two opens of an on-disk PGlite, each running the migrations: slow on a busy machine.
  }, 120_000);
});
