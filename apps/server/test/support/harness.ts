import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Role } from '@bazaar/shared';
import { buildApp, type AppOptions } from '../../src/app.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import { upsertAccount } from '../../src/modules/auth/auth.service.js';
import { newId } from '../../src/lib/ids.js';
import { PG_TEMPLATE_ENV, PGLITE_TEMPLATE_ENV } from './db-template.js';

export const ENGINE = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

let pgliteTemplate: Uint8Array | undefined;

/** The migrated PGlite data folder that db-template.ts wrote for this run (read once per test file), if any. */
function embeddedTemplate(): Uint8Array | undefined {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (!file) return undefined;
  pgliteTemplate ??= fs.readFileSync(file);
  return pgliteTemplate;
}

/**
 * A fresh database: in-memory PGlite, or a new database on the server named by TEST_DATABASE_URL
 * (`embedded`: PGlite whatever the engine, for tests of the embedded database itself). Both are copies of the
 * run's migrated template (db-template.ts) when there is one.
 */
export async function freshDatabase(
  opts: { countQueries?: boolean; embedded?: boolean } = {},
): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  const base = opts.embedded ? undefined : process.env.TEST_DATABASE_URL;
  if (!base) {
    const database = await openDatabase({ countQueries: opts.countQueries, template: embeddedTemplate() });
    return { database, drop: async () => {} };
  }
  const pg = (await import('pg')).default;
  const name = `bz_t_${newId().replace(/-/g, '').slice(-16)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const template = process.env[PG_TEMPLATE_ENV];
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolMax: 20, countQueries: opts.countQueries });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  uploadsDir: string;
  close(): Promise<void>;
  /** Creates an account directly (any role) and returns its id and a logged-in cookie. */
  account(
    role: Role,
    overrides?: { name?: string; email?: string; password?: string },
  ): Promise<{ id: string; email: string; password: string; cookie: string }>;
  login(email: string, password: string): Promise<string>;
}

let counter = 0;

export async function createTestApp(
  extra: Omit<Partial<AppOptions>, 'config'> & { webDist?: string; embedded?: boolean; config?: Partial<AppOptions['config']> } = {},
): Promise<TestApp> {
  const { webDist, embedded, ...options } = extra;
  const { database, drop } = await freshDatabase({ countQueries: options.countQueries, embedded });
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-uploads-'));
  const app = await buildApp({
    database,
    config: { cookieSecure: false, allowedOrigins: [], webDist: webDist ?? path.join(uploadsDir, 'no-web'), trustProxy: false, uploadsDir, ...options.config },
    rateLimits: {
      login: { max: 10_000, windowMs: 60_000 },
      loginPerAccountClient: { max: 10_000, windowMs: 60_000 },
      loginPerAccount: { max: 10_000, windowMs: 60_000 },
      register: { max: 10_000, windowMs: 60_000 },
      contact: { max: 10_000, windowMs: 60_000 },
      grievancesAnonymous: { max: 10_000, windowMs: 60_000 },
      shopRegistration: { max: 10_000, windowMs: 60_000 },
      reviews: { max: 10_000, windowMs: 60_000 },
      passwordReset: { max: 10_000, windowMs: 60_000 },
      passwordResetPerEmail: { max: 10_000, windowMs: 60_000 },
      documentDownloads: { max: 10_000, windowMs: 60_000 },
      smsPerPhone: { max: 10_000, windowMs: 60_000 },
      smsPerAccount: { max: 10_000, windowMs: 60_000 },
      otpRequest: { max: 10_000, windowMs: 60_000 },
      otpVerify: { max: 10_000, windowMs: 60_000 },
      ...options.rateLimits,
    },
    ...(options.countQueries ? { countQueries: true } : {}),
    ...(options.session ? { session: options.session } : {}),
    ...(options.imageStore ? { imageStore: options.imageStore } : {}),
    ...(options.search ? { search: options.search } : {}),
    ...(options.catalogCache ? { catalogCache: options.catalogCache } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.mail ? { mail: options.mail } : {}),
    ...(options.liveEvents ? { liveEvents: options.liveEvents } : {}),
    ...(options.metricsToken ? { metricsToken: options.metricsToken } : {}),
    ...(options.sms ? { sms: options.sms } : {}),
    ...(options.codSweepMs ? { codSweepMs: options.codSweepMs } : {}),
    ...(options.events ? { events: options.events } : {}),
    ...(options.ondc ? { ondc: options.ondc } : {}),
    ...(options.whatsapp ? { whatsapp: options.whatsapp } : {}),
    ...(options.channelWorker ? { channelWorker: options.channelWorker } : {}),
    ...(options.dataKey ? { dataKey: options.dataKey } : {}),
    ...(options.dataKeysPrevious ? { dataKeysPrevious: options.dataKeysPrevious } : {}),
  });
  await app.ready();

  const login = async (email: string, password: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login failed for ${email}: ${res.statusCode} ${res.body}`);
    return cookieFrom(res);
  };

  return {
    app,
    database,
    uploadsDir,
    login,
    async account(role, overrides = {}) {
      const n = ++counter;
      const email = overrides.email ?? `${role}${n}.${Date.now()}@example.in`;
      const password = overrides.password ?? `secret-pass-${n}`;
      const user = await upsertAccount(database.db, { name: overrides.name ?? `${role} ${n}`, email, password, role, phone: '9876543210' });
      return { id: user.id, email, password, cookie: await login(email, password) };
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

/** The `name=value` pair of the session cookie set by a response. */
export function cookieFrom(res: LightMyRequestResponse): string {
  const set = res.headers['set-cookie'];
  const first = (Array.isArray(set) ? set : [set]).find((c) => c && /bazaar_sid=/.test(c));
  if (!first) throw new Error('no session cookie in response');
  return first.split(';')[0]!;
}

/** A small real PNG, for upload tests. */
export async function samplePng(width = 64, height = 48): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();
}

/** Builds a multipart body for inject(). */
export function multipart(fields: Record<string, string | number | undefined>, file?: { name?: string; filename: string; content: Buffer; type?: string }) {
  const boundary = `----bazaar${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'image'}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
    );
    chunks.push(file.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
