import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import { rows } from '../../src/db/rows.js';
import { upsertAccount } from '../../src/modules/auth/auth.service.js';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../../src/plugins/rate-limit.js';
import { MemoryHits, SharedHits } from '../../src/plugins/rate-limit-store.js';
import { ENGINE, freshDatabase } from '../support/harness.js';

const LIMITS: RateLimits = {
  ...DEFAULT_RATE_LIMITS,
  login: { max: 10_000, windowMs: 60_000 },
  register: { max: 10_000, windowMs: 60_000 },
  loginPerAccountClient: { max: 3, windowMs: 60_000 },
  loginPerAccount: { max: 8, windowMs: 60_000 },
  contact: { max: 4, windowMs: 60_000 },
};
const CONTACT = { name: 'Asha Rao', email: 'asha@example.in', phone: '+91 98765 43210', yourmessage: 'Where is my order?' };

/**
 * Issue 14 #2: two server instances (two apps, two pools) on one PostgreSQL database, as behind a load balancer,
 * count one budget for every rate limit and the login lockout (decision 026), not one per instance.
 */
describe.runIf(ENGINE === 'postgres')('limits shared by two instances on one PostgreSQL database', () => {
  let first: Awaited<ReturnType<typeof freshDatabase>>;
  let second: Database;
  let apps: [FastifyInstance, FastifyInstance];
  let dir: string;

  beforeAll(async () => {
    first = await freshDatabase();
    second = await openDatabase({ url: first.url!, poolMax: 5 });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-limits-'));
    const config = { cookieSecure: false, allowedOrigins: [], webDist: path.join(dir, 'none'), trustProxy: false, uploadsDir: dir };
    apps = [await buildApp({ database: first.database, config, rateLimits: LIMITS }), await buildApp({ database: second, config, rateLimits: LIMITS })];
    await Promise.all(apps.map((a) => a.ready()));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await second.close();
    await first.database.close();
    await first.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Request i goes to instance i % 2. */
  const on = (i: number) => apps[i % 2]!;
  const login = (i: number, remoteAddress: string, email: string, password: string) =>
    on(i).inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password } });
  const owner = async (email: string) => {
    await upsertAccount(first.database.db, { name: 'Owner', email, password: 'the-right-password', role: 'user', phone: '9876543210' });
    return email;
  };

  it('failed logins from one address, spread over both instances, lock after the same 3 as on one', async () => {
    const email = await owner('spread@example.in');
    for (let i = 0; i < 3; i++) expect((await login(i, '203.0.113.9', email, `guess-${i}-xx`)).statusCode).toBe(401);
    for (const i of [0, 1]) {
      const blocked = await login(i, '203.0.113.9', email, 'the-right-password');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe('Too many failed logins for this account. Please wait 1 minute and try again.');
      expect(blocked.json().details).toMatchObject({ retryAfter: expect.any(Number) });
    }
    // The owner, from another address, still logs in through either instance (decision 012).
    expect((await login(1, '198.51.100.7', email, 'the-right-password')).statusCode).toBe(200);
  });

  it('guessing spread over many addresses and both instances meets the account-wide lock at 8', async () => {
    const email = await owner('many@example.in');
    for (let i = 0; i < 8; i++) expect((await login(i, `203.0.113.${20 + (i % 4)}`, email, `guess-${i}-xx`)).statusCode).toBe(401);
    for (const i of [0, 1]) expect((await login(i, '198.51.100.8', email, 'the-right-password')).statusCode).toBe(429);
  });

  it('a right password on one instance clears that address’s count on the other', async () => {
    const email = await owner('clears@example.in');
    for (let i = 0; i < 2; i++) expect((await login(i, '203.0.113.40', email, `guess-${i}-xx`)).statusCode).toBe(401);
    expect((await login(0, '203.0.113.40', email, 'the-right-password')).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await login(i + 1, '203.0.113.40', email, `again-${i}-xx`)).statusCode).toBe(401);
    expect((await login(1, '203.0.113.40', email, 'the-right-password')).statusCode).toBe(200);
  });

  it('the contact form limit, spread over both instances, refuses at the same count as on one', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await on(i).inject({ method: 'POST', url: '/api/contact-form', remoteAddress: '192.0.2.50', payload: CONTACT })).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
    const blocked = await on(0).inject({ method: 'POST', url: '/api/contact-form', remoteAddress: '192.0.2.50', payload: CONTACT });
    expect(blocked.json().message).toMatch(/^Too many requests\. Please wait \d+ (seconds|minutes?) and try again\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address has its own budget, and the counts live in one table.
    expect((await on(1).inject({ method: 'POST', url: '/api/contact-form', remoteAddress: '192.0.2.51', payload: CONTACT })).statusCode).toBe(201);
    const [row] = await rows<{ hits: number }>(
      first.database.db,
      sql`select hits from rate_limit_hits where key = ${'route:POST /api/contact-form|192.0.2.50'}`,
    );
    expect(row?.hits).toBe(7);
  });

  it('restarts an expired window and prunes expired rows', async () => {
    const hits = new SharedHits(first.database);
    try {
      expect(await hits.hit('test:short', 150)).toMatchObject({ hits: 1 });
      expect((await hits.hit('test:short', 150)).hits).toBe(2);
      expect((await hits.peek('test:short'))?.hits).toBe(2);
      await new Promise((r) => setTimeout(r, 250));
      expect(await hits.peek('test:short')).toBeUndefined();
      await hits.hit('test:gone', 50);
      await new Promise((r) => setTimeout(r, 100));
      expect(await hits.prune()).toBeGreaterThanOrEqual(1);
      expect(await rows(first.database.db, sql`select 1 from rate_limit_hits where key = 'test:gone'`)).toEqual([]);
      const restarted = await hits.hit('test:short', 150);
      expect(restarted.hits).toBe(1);
      expect(restarted.ttlMs).toBeGreaterThan(0);
      expect(restarted.ttlMs).toBeLessThanOrEqual(150);
    } finally {
      await hits.close();
    }
  });

  it('counts concurrent hits exactly once each (one atomic upsert per hit)', async () => {
    const a = new SharedHits(first.database);
    const b = new SharedHits(second);
    try {
      const results = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).hit('test:concurrent', 60_000)));
      expect(results.map((r) => r.hits).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('an unreachable database falls back to counting in memory: no error reaches the caller', async () => {
    const lost = await openDatabase({ url: first.url!, poolMax: 1 });
    await lost.close(); // every query now fails
    const hits = new SharedHits(lost);
    try {
      expect((await hits.hit('test:down', 60_000)).hits).toBe(1);
      expect((await hits.hit('test:down', 60_000)).hits).toBe(2);
      expect((await hits.peek('test:down'))?.hits).toBe(2);
      await hits.clear('test:down');
      expect(await hits.peek('test:down')).toBeUndefined();
      expect(await hits.prune()).toBe(0);
    } finally {
      await hits.close();
    }
  });
});

describe(`limits in memory (${ENGINE})`, () => {
  it('MemoryHits counts a fixed window and starts a new one when it ends', async () => {
    const hits = new MemoryHits();
    expect(hits.hitNow('k', 1000, 0)).toEqual({ hits: 1, ttlMs: 1000 });
    expect(hits.hitNow('k', 1000, 400)).toEqual({ hits: 2, ttlMs: 600 });
    expect(hits.peekNow('k', 999)).toEqual({ hits: 2, ttlMs: 1 });
    expect(hits.peekNow('k', 1000)).toBeUndefined();
    expect(hits.hitNow('k', 1000, 1000)).toEqual({ hits: 1, ttlMs: 1000 });
  });

  it('keeps at most maxKeys keys under a flood of addresses', () => {
    const hits = new MemoryHits(10);
    for (let i = 0; i < 50; i++) hits.hitNow(`ip-${i}`, 60_000, 0);
    expect(hits.peekNow('ip-0', 1)).toBeUndefined();
    expect(hits.peekNow('ip-49', 1)?.hits).toBe(1);
  });
});
