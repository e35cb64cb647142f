import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { error: 'must be true or false' })
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .refine((u) => /^postgres(ql)?:\/\//.test(u), 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().min(1).default('./data'),
  UPLOADS_DIR: z.string().min(1).optional(),
  SUPERADMIN_EMAIL: z.email('must be an email address').optional(),
  SUPERADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SUPERADMIN_NAME: z.string().min(1).default('Platform Owner'),
  COOKIE_SECURE: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_DATA: bool.optional(),
  TRUST_PROXY: bool.default(false),
  /** Extra origins allowed to make state-changing requests (comma-separated), besides the server's own. */
  ALLOWED_ORIGINS: z.string().default(''),
  WEB_DIST: z.string().optional(),
  COUNT_QUERIES: bool.default(false),
  CATALOG_CACHE: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  /** Multiplies every rate limit (login, register, contact, shop registration); 1 = the defaults. */
  RATE_LIMIT_SCALE: z.coerce.number({ error: 'must be a number' }).min(0.01).max(10_000).default(1),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  poolMax: number;
  dataDir: string;
  uploadsDir: string;
  superadmin?: { email: string; password: string; name: string };
  cookieSecure: boolean;
  logLevel: string;
  /** undefined = the default: on for a fresh embedded database, off for PostgreSQL. */
  demoData?: boolean;
  trustProxy: boolean;
  allowedOrigins: string[];
  webDist: string;
  countQueries: boolean;
  catalogCache: boolean;
  rateLimitScale: number;
}

/** Parses the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const r = envSchema.safeParse(cleaned);
  if (!r.success) {
    const lines = r.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = r.data;
  if (!!e.SUPERADMIN_EMAIL !== !!e.SUPERADMIN_PASSWORD) {
    throw new Error('Invalid configuration:\n  SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD must be set together');
  }
  // `npm start` runs in a workspace folder; relative paths mean the folder npm was started from.
  const base = env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(base, e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    poolMax: e.DATABASE_POOL_MAX,
    dataDir,
    uploadsDir: path.resolve(base, e.UPLOADS_DIR ?? path.join(e.DATA_DIR, 'uploads')),
    superadmin:
      e.SUPERADMIN_EMAIL && e.SUPERADMIN_PASSWORD
        ? { email: e.SUPERADMIN_EMAIL.toLowerCase(), password: e.SUPERADMIN_PASSWORD, name: e.SUPERADMIN_NAME }
        : undefined,
    cookieSecure: e.COOKIE_SECURE,
    logLevel: e.LOG_LEVEL,
    demoData: e.DEMO_DATA,
    trustProxy: e.TRUST_PROXY,
    allowedOrigins: e.ALLOWED_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    countQueries: e.COUNT_QUERIES,
    catalogCache: e.CATALOG_CACHE === 'on',
    rateLimitScale: e.RATE_LIMIT_SCALE,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
  };
}
