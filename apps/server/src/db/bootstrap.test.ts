import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { freshDatabase } from '../../test/support/harness.js';
import { loadConfig } from '../config.js';
import { LocalImageStore } from '../storage/image-store.js';
import { authenticate, upsertAccount } from '../modules/auth/auth.service.js';
import { insertSession } from '../modules/auth/session.repo.js';
import type { Database } from './client.js';
import { bootstrapAccounts, type StartLog } from './bootstrap.js';
import { DEMO_ACCOUNTS } from './demo-data.js';
import { sessions, shops, users } from './schema.js';

const DATA_KEY = 'd4'.repeat(32); // required in production (decision 100)
const OWNER = { SUPERADMIN_EMAIL: 'Boss@Example.in', SUPERADMIN_PASSWORD: 'a-long-secret-2026' };

/** Collects what start-up logs, as pino would receive it. */
function captureLog(): StartLog & { lines: { level: string; obj: object; msg: string }[]; text: () => string } {
  const lines: { level: string; obj: object; msg: string }[] = [];
  return {
    lines,
    info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
    warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
    text: () => JSON.stringify(lines),
  };
}

let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.reverse()) await c();
  cleanups = [];
});

/** A fresh database that start-up treats as a fresh embedded one (the default only applies to PGlite). */
async function freshStart(): Promise<{ database: Database; images: LocalImageStore }> {
  const { database, drop } = await freshDatabase();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-bootstrap-test-'));
  cleanups.push(async () => {
    await database.close();
    await drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return { database: { ...database, kind: 'pglite' }, images: new LocalImageStore(dir) };
}

const demoOwnerLogin = (database: Database) =>
  authenticate(database.db, { email: DEMO_ACCOUNTS.superadmin.email, password: DEMO_ACCOUNTS.superadmin.password });

describe('accounts at start (issue 9 #3: demo data in production)', { timeout: 120_000 }, () => {
  it('NODE_ENV=production on a fresh embedded database loads no demo data, and logs the accounts that exist', async () => {
    const { database, images } = await freshStart();
    const log = captureLog();
    const banner = await bootstrapAccounts(database, loadConfig({ NODE_ENV: 'production', DATA_KEY, ...OWNER }), images, log);
    expect(banner).toBeNull();
    const people = await database.db.select().from(users);
    expect(people.map((u) => [u.email, u.role])).toEqual([['boss@example.in', 'superadmin']]);
    expect(await database.db.select().from(shops)).toEqual([]);
    await expect(demoOwnerLogin(database)).rejects.toThrow('Invalid email or password');
    expect(log.lines).toContainEqual({
      level: 'info',
      obj: { accounts: { superadmin: 1, admin: 0, user: 0 }, ondcBuyerApps: 0, superadmins: ['boss@example.in'] },
      msg: 'accounts at start',
    });
    expect(log.text()).not.toContain(OWNER.SUPERADMIN_PASSWORD);
    expect(log.lines.filter((l) => l.level === 'warn')).toEqual([]);
  });

  it('DEMO_DATA=true in production with SUPERADMIN_EMAIL loads the demo, but no demo account is a superadmin', async () => {
    const { database, images } = await freshStart();
    const log = captureLog();
    const banner = await bootstrapAccounts(database, loadConfig({ NODE_ENV: 'production', DATA_KEY, DEMO_DATA: 'true', ...OWNER }), images, log);
    expect((await database.db.select().from(shops)).length).toBeGreaterThanOrEqual(10);
    const owners = await database.db.select().from(users).where(eq(users.role, 'superadmin'));
    expect(owners.map((u) => u.email)).toEqual(['boss@example.in']);
    await expect(demoOwnerLogin(database)).rejects.toThrow('Invalid email or password');
    expect(banner).not.toContain(DEMO_ACCOUNTS.superadmin.password);
    expect(banner).toContain('boss@example.in');
    expect(banner).toContain(DEMO_ACCOUNTS.admin.password); // the rest of the demo works as documented
    const admin = await authenticate(database.db, { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password });
    expect(admin.role).toBe('admin');
    const summary = log.lines.find((l) => l.msg === 'accounts at start')!.obj as { accounts: Record<string, number>; superadmins: string[] };
    expect(summary.superadmins).toEqual(['boss@example.in']);
    expect(summary.accounts.superadmin).toBe(1);
    expect(summary.accounts.admin).toBeGreaterThanOrEqual(10);
    expect(summary.accounts.user).toBeGreaterThanOrEqual(3);
    for (const secret of [OWNER.SUPERADMIN_PASSWORD, DEMO_ACCOUNTS.admin.password, DEMO_ACCOUNTS.shopper.password]) expect(log.text()).not.toContain(secret);
  });

  it('a demo platform owner left by an earlier start loses the superadmin role and its sessions once SUPERADMIN_EMAIL is set', async () => {
    const { database, images } = await freshStart();
    const demoOwner = await upsertAccount(database.db, { ...DEMO_ACCOUNTS.superadmin, role: 'superadmin' });
    await insertSession(database.db, { idHash: 'a'.repeat(64), userId: demoOwner.id, expiresAt: new Date(Date.now() + 86_400_000) });

    // Started again without a real owner: it stays, and start-up warns loudly.
    const before = captureLog();
    await bootstrapAccounts(database, loadConfig({ NODE_ENV: 'production', DATA_KEY }), images, before);
    expect((await demoOwnerLogin(database)).role).toBe('superadmin');
    expect(before.lines).toContainEqual(expect.objectContaining({ level: 'warn', obj: { superadmin: DEMO_ACCOUNTS.superadmin.email } }));

    const log = captureLog();
    await bootstrapAccounts(database, loadConfig({ NODE_ENV: 'production', DATA_KEY, ...OWNER }), images, log);
    expect((await demoOwnerLogin(database)).role).toBe('user');
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, demoOwner.id))).toEqual([]);
    expect(log.lines).toContainEqual(expect.objectContaining({ level: 'warn', obj: { demoted: [DEMO_ACCOUNTS.superadmin.email] } }));
    expect(log.lines).toContainEqual(
      expect.objectContaining({
        msg: 'accounts at start',
        obj: { accounts: { superadmin: 1, admin: 0, user: 1 }, ondcBuyerApps: 0, superadmins: ['boss@example.in'] },
      }),
    );
  });

  it('warns when no platform owner exists at all', async () => {
    const { database, images } = await freshStart();
    const log = captureLog();
    await bootstrapAccounts(database, loadConfig({ NODE_ENV: 'production', DATA_KEY }), images, log);
    expect(log.lines).toContainEqual(expect.objectContaining({ level: 'warn', msg: expect.stringContaining('no platform owner') }));
    expect(log.lines).toContainEqual(expect.objectContaining({ obj: { accounts: { superadmin: 0, admin: 0, user: 0 }, ondcBuyerApps: 0, superadmins: [] } }));
  });
});
