// Over 300 lines: every environment variable in one schema, so a deployment reads one file to know them all.
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { parseOutboxKey } from './modules/mail/secrets.js';
import { parseDataKey, parseDataKeys } from './lib/data-seal.js';
import { parseOndcConfig, type OndcConfig } from './modules/ondc/ondc-config.js';
import { parseMsg91Config, parseWhatsAppConfig } from './modules/channels/channels-config.js';
import type { WhatsAppOptions } from './modules/channels/whatsapp.js';
import type { Msg91Options } from './modules/sms/sms.js';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { error: 'must be true or false' })
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const ms = z.coerce
  .number({ error: 'must be a number of milliseconds' })
  .int('must be a whole number of milliseconds')
  .min(100, 'must be at least 100 (milliseconds)')
  .max(3_600_000, 'must be at most 3600000 (one hour)');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .refine((u) => /^postgres(ql)?:\/\//.test(u), 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** Server processes sharing the port (node:cluster; PostgreSQL only); 1 = one process, no cluster. */
  WEB_CONCURRENCY: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1).max(64).default(1),
  DATA_DIR: z.string().min(1).default('./data'),
  UPLOADS_DIR: z.string().min(1).optional(),
  SUPERADMIN_EMAIL: z.email('must be an email address').optional(),
  SUPERADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SUPERADMIN_NAME: z.string().min(1).default('Platform Owner'),
  COOKIE_SECURE: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_DATA: bool.optional(),
  /** `production` turns the demo data's default off (it then loads only with DEMO_DATA=true). */
  NODE_ENV: z.string().optional(),
  /**
   * Which reverse proxies to believe about the client's address (X-Forwarded-For) and the origin (X-Forwarded-Proto,
   * -Host): `false`; `true` = 1 hop (one proxy in front, e.g. nginx); a number of hops (1–10); or the proxies'
   * addresses (comma-separated IPs or CIDRs, e.g. `127.0.0.1,10.0.0.0/8`). Never the left-most address a client
   * wrote (issue 21 #3).
   */
  TRUST_PROXY: z
    .string()
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (parsed === undefined)
        ctx.addIssue({
          code: 'custom',
          message: 'must be true or false, a number of proxy hops (1 to 10), or the proxies’ addresses (comma-separated IPs or CIDRs)',
        });
      return parsed ?? false;
    })
    .default(false),
  /** Extra origins allowed to make state-changing requests (comma-separated), besides the server's own. */
  ALLOWED_ORIGINS: z.string().default(''),
  WEB_DIST: z.string().optional(),
  COUNT_QUERIES: bool.default(false),
  CATALOG_CACHE: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  /** The home and shop pages' HTML carries their first catalog reads and preloads (decision 053); off: benchmarks' before. */
  FIRST_SCREEN: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  /** How long a session lookup is kept in memory (ms); 0 = every request reads the session from the database. */
  SESSION_CACHE_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int('must be a whole number of milliseconds').min(0).max(1000).default(1000),
  /** How often each instance runs the clock jobs (COD codes run out, complaints and returns past their clock), in seconds. */
  SWEEP_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(1, 'must be at least 1')
    .max(3600, 'must be at most 3600 (an hour)')
    .default(60),
  /** Multiplies every rate limit (login, register, contact, shop registration); 1 = the defaults. */
  RATE_LIMIT_SCALE: z.coerce.number({ error: 'must be a number' }).min(0.01).max(10_000).default(1),
  /** Where mail goes out (smtp://user:pass@host:587 or smtps://…); unset = messages are kept for the Outbox screen. */
  SMTP_URL: z
    .string()
    .refine((u) => /^smtps?:\/\/[^/]/.test(u), 'must start with smtp:// or smtps://')
    .optional(),
  /** The sender of every message, e.g. `Bazaar <orders@example.in>`. */
  MAIL_FROM: z.string().min(3).default('Bazaar <no-reply@localhost>'),
  /**
   * Seals the secrets of messages waiting in the outbox (reset links, COD codes; decision 039): 64 hex digits or 32
   * bytes in base64. Unset: a random key per process (a cluster's primary gives its workers one). Several instances
   * on one database must share it, or each sends only the messages it wrote.
   */
  OUTBOX_KEY: z
    .string()
    .refine((k) => parseOutboxKey(k) !== undefined, 'must be 32 random bytes as 64 hex digits or base64 (e.g. openssl rand -hex 32)')
    .optional(),
  /**
   * Seals personal data kept at rest, a refund's bank account number (decision 100): exactly 64 hex digits. Required
   * with NODE_ENV=production; unset elsewhere, a random key per process (what it sealed is unreadable after a restart).
   */
  DATA_KEY: z
    .string()
    .refine((k) => parseDataKey(k) !== undefined, 'must be 32 random bytes as exactly 64 hex digits (e.g. openssl rand -hex 32)')
    .optional(),
  /**
   * Keys DATA_KEY replaced, comma-separated (decision 100 addendum): they open what they sealed until
   * `npm run data-key:rotate` has re-sealed it under DATA_KEY; then they can be removed.
   */
  DATA_KEY_PREVIOUS: z
    .string()
    .refine((k) => parseDataKeys(k) !== undefined, 'must be keys as DATA_KEY (64 hex digits each), separated by commas')
    .optional(),
  /** The origin of links in messages (reset links, orders); default http://localhost:PORT. */
  APP_URL: z
    .string()
    .refine((u) => /^https?:\/\/[^/]+\/?$/.test(u), 'must be an origin such as https://bazaar.example.in (no path)')
    .optional(),
  /** A client must have sent all request headers within this time (slow-headers clients are cut off with 408). */
  HTTP_HEADERS_TIMEOUT_MS: ms.default(10_000),
  /** A client must have sent the whole request (headers and body) within this time. */
  HTTP_REQUEST_TIMEOUT_MS: ms.default(60_000),
  /** An idle keep-alive connection is closed after this; longer than a proxy's idle timeout (often 60 s). */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: ms.default(65_000),
  /** Images in an S3-compatible bucket instead of UPLOADS_DIR (all S3_* below together; see s3Config). */
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  /** The deadline of every call to the bucket (connection, request and the object's bytes); after it, a 503. */
  S3_TIMEOUT_MS: ms.max(120_000, 'must be at most 120000 (two minutes)').optional(),
  /** Text messages through Twilio (the COD confirmation code; decision 031): all three together, or none. */
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  /** The sender: a Twilio number (+1…, +91…) or an approved sender ID. */
  SMS_FROM: z.string().min(1).optional(),
  /** Twilio's API origin (default https://api.twilio.com); a test or a relay can stand in for it. */
  SMS_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  /** Turns GET /metrics on; a scraper must send `Authorization: Bearer <token>`. Unset: /metrics is a 404. */
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters (a long random secret)')
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
    .optional(),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  poolMax: number;
  /** Server processes (WEB_CONCURRENCY); more than 1 only with PostgreSQL. See cluster.ts. */
  webConcurrency: number;
  dataDir: string;
  uploadsDir: string;
  superadmin?: { email: string; password: string; name: string };
  cookieSecure: boolean;
  logLevel: string;
  /** undefined = the default: on for a fresh embedded database outside production, else off (see demoWanted). */
  demoData?: boolean;
  /** NODE_ENV=production. */
  production: boolean;
  /** TRUST_PROXY: false, a number of hops (true = 1), or the proxies' addresses. */
  trustProxy: TrustProxy;
  allowedOrigins: string[];
  webDist: string;
  countQueries: boolean;
  catalogCache: boolean;
  firstScreen: boolean;
  /** SESSION_CACHE_MS: at most 1000, the promise that an ended session stops working within a second everywhere. */
  sessionCacheMs: number;
  rateLimitScale: number;
  /** SWEEP_SECONDS: how often the clock jobs run on this instance. */
  sweepSeconds: number;
  http: HttpTimeouts;
  /** SMTP_URL; undefined = mail is held, not sent. */
  smtpUrl?: string;
  mailFrom: string;
  /** OUTBOX_KEY; undefined = a random key of this process. */
  outboxKey?: Buffer;
  /** DATA_KEY; undefined (never in production) = a random key of this process. */
  dataKey?: Buffer;
  /** DATA_KEY_PREVIOUS: earlier keys that still open (never seal). */
  dataKeysPrevious: Buffer[];
  /** APP_URL without a trailing slash. */
  appUrl: string;
  /** Set when images live in an S3-compatible bucket (S3_BUCKET and its credentials); unset = UPLOADS_DIR. */
  s3?: S3Config;
  /** METRICS_TOKEN; undefined = GET /metrics is off (404). */
  metricsToken?: string;
  /** Set when texts go through Twilio; unset = COD codes by email only. */
  sms?: { accountSid: string; authToken: string; from: string; apiUrl?: string };
  /** Set when texts go through MSG91 (MSG91_AUTH_KEY and the rest, decision 086); it wins over Twilio. */
  msg91?: Msg91Options;
  /** Set when order updates may go by WhatsApp (WHATSAPP_ACCESS_TOKEN and the rest, decision 086). */
  whatsapp?: WhatsAppOptions;
  /** Set when Bazaar is an ONDC seller app (ONDC_SUBSCRIBER_ID and the rest, issue 29); unset = no /ondc routes. */
  ondc?: OndcConfig;
}

/** Whom to believe about X-Forwarded-*: nobody, the last `n` hops, or these proxy addresses (Fastify's trustProxy). */
export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY's value: false/0/no/off → false; true/yes/on → 1 hop (the address the proxy in front appended, the
 * right-most; never the left-most, which a client writes); a whole number of hops 1–10; or comma-separated IPv4/IPv6
 * addresses or CIDRs of the proxies (then X-Forwarded-For is read only from them, right to left up to the first
 * address that is not one of them). Undefined for anything else.
 */
export function parseTrustProxy(text: string): TrustProxy | undefined {
  const v = text.trim().toLowerCase();
  if (['false', '0', 'no', 'off'].includes(v)) return false;
  if (['true', 'yes', 'on'].includes(v)) return 1;
  if (/^\d+$/.test(v)) {
    const n = Number(v);
    return n >= 1 && n <= 10 ? n : undefined;
  }
  const list = v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const ok = (a: string) => {
    const [ip, bits, extra] = a.split('/');
    if (extra !== undefined || !ip || !net.isIP(ip)) return false;
    if (bits === undefined) return true;
    const max = net.isIPv4(ip) ? 32 : 128;
    return /^\d+$/.test(bits) && Number(bits) <= max;
  };
  return list.length > 0 && list.every(ok) ? list : undefined;
}

export interface S3Config {
  bucket: string;
  region: string;
  /** For MinIO, Cloudflare R2 and the like; unset = AWS. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO needs it). */
  forcePathStyle: boolean;
  /** A CDN or public bucket: /uploads/... answers with a redirect there instead of streaming the object. */
  publicUrl?: string;
  /** The deadline of one call to the bucket, everything included (S3_TIMEOUT_MS); default S3_DEFAULT_TIMEOUT_MS. */
  timeoutMs?: number;
}

/** 10 s: an upload or an image read waits at most this long for the bucket before answering 503. */
export const S3_DEFAULT_TIMEOUT_MS = 10_000;

export interface HttpTimeouts {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = { headersTimeoutMs: 10_000, requestTimeoutMs: 60_000, keepAliveTimeoutMs: 65_000 };

/**
 * The demo dataset loads when DEMO_DATA says so; unset, only for an embedded database that is still empty and
 * never with NODE_ENV=production (a production start loads it only when asked for with DEMO_DATA=true).
 */
export function demoWanted(config: Pick<Config, 'demoData' | 'production'>, kind: 'pglite' | 'postgres', isEmpty: boolean): boolean {
  if (config.demoData !== undefined) return config.demoData;
  return !config.production && kind === 'pglite' && isEmpty;
}

const S3_VARS = ['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PUBLIC_URL', 'S3_TIMEOUT_MS'] as const;

/**
 * All or nothing: with S3_BUCKET the credentials must be there (a half-configured bucket would only fail at the
 * first upload); without it no other S3_* variable may be set (a typo in S3_BUCKET's name would otherwise fall
 * back to the local folder silently).
 */
function s3Config(e: z.infer<typeof envSchema>): S3Config | undefined {
  if (!e.S3_BUCKET) {
    const stray = S3_VARS.filter((k) => e[k] !== undefined);
    if (stray.length)
      throw new Error(
        `Invalid configuration:\n  ${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set but S3_BUCKET is not: set S3_BUCKET too, or unset them to keep images in UPLOADS_DIR`,
      );
    return undefined;
  }
  const missing = (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((k) => !e[k]);
  if (missing.length)
    throw new Error(
      `Invalid configuration:\n  S3_BUCKET is set but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not: the bucket needs both credentials`,
    );
  if (!e.S3_REGION && !e.S3_ENDPOINT) throw new Error('Invalid configuration:\n  S3_BUCKET needs S3_REGION (AWS) or S3_ENDPOINT (MinIO, R2 and the like)');
  return {
    bucket: e.S3_BUCKET,
    // S3-compatible services sign with a region too; most accept any (R2 wants `auto`).
    region: e.S3_REGION ?? 'auto',
    endpoint: e.S3_ENDPOINT,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
    timeoutMs: e.S3_TIMEOUT_MS ?? S3_DEFAULT_TIMEOUT_MS,
  };
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
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS) {
    throw new Error('Invalid configuration:\n  HTTP_HEADERS_TIMEOUT_MS must not be larger than HTTP_REQUEST_TIMEOUT_MS');
  }
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    // PGlite is one process's database (decision 003): a second process cannot open the folder.
    throw new Error(
      `Invalid configuration:\n  WEB_CONCURRENCY=${e.WEB_CONCURRENCY} needs PostgreSQL (DATABASE_URL): the embedded database serves one process only; unset WEB_CONCURRENCY or set DATABASE_URL`,
    );
  }
  if (e.NODE_ENV === 'production' && !e.DATA_KEY) {
    // A key per process would seal refund bank accounts that no other instance, and no restart, could read again.
    throw new Error(
      'Invalid configuration:\n  DATA_KEY is required when NODE_ENV=production: 64 hex digits (openssl rand -hex 32), the same on every instance, kept out of the database and its backups',
    );
  }
  const s3 = s3Config(e);
  const smsKeys = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'SMS_FROM'] as const;
  const smsSet = smsKeys.filter((k) => e[k]);
  if (smsSet.length > 0 && smsSet.length < smsKeys.length) {
    const missing = smsKeys.filter((k) => !e[k]);
    throw new Error(`Invalid configuration:\n  ${smsSet.join(', ')} set but ${missing.join(' and ')} not: text messages need all three (or none)`);
  }
  const msg91 = parseMsg91Config(cleaned);
  if (msg91 && 'errors' in msg91) throw new Error(`Invalid configuration:\n${msg91.errors.join('\n')}`);
  const whatsapp = parseWhatsAppConfig(cleaned);
  if (whatsapp && 'errors' in whatsapp) throw new Error(`Invalid configuration:\n${whatsapp.errors.join('\n')}`);
  const ondc = parseOndcConfig(cleaned);
  if (ondc && 'errors' in ondc) throw new Error(`Invalid configuration:\n${ondc.errors.join('\n')}`);
  // `npm start` runs in a workspace folder; relative paths mean the folder npm was started from.
  const base = env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(base, e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    poolMax: e.DATABASE_POOL_MAX,
    webConcurrency: e.WEB_CONCURRENCY,
    dataDir,
    uploadsDir: path.resolve(base, e.UPLOADS_DIR ?? path.join(e.DATA_DIR, 'uploads')),
    superadmin:
      e.SUPERADMIN_EMAIL && e.SUPERADMIN_PASSWORD
        ? { email: e.SUPERADMIN_EMAIL.toLowerCase(), password: e.SUPERADMIN_PASSWORD, name: e.SUPERADMIN_NAME }
        : undefined,
    cookieSecure: e.COOKIE_SECURE,
    logLevel: e.LOG_LEVEL,
    demoData: e.DEMO_DATA,
    production: e.NODE_ENV === 'production',
    trustProxy: e.TRUST_PROXY,
    allowedOrigins: e.ALLOWED_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    countQueries: e.COUNT_QUERIES,
    catalogCache: e.CATALOG_CACHE === 'on',
    firstScreen: e.FIRST_SCREEN === 'on',
    sessionCacheMs: e.SESSION_CACHE_MS,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    sweepSeconds: e.SWEEP_SECONDS,
    http: { headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS, requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS, keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS },
    s3,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    outboxKey: e.OUTBOX_KEY ? parseOutboxKey(e.OUTBOX_KEY) : undefined,
    dataKey: e.DATA_KEY ? parseDataKey(e.DATA_KEY) : undefined,
    dataKeysPrevious: e.DATA_KEY_PREVIOUS ? parseDataKeys(e.DATA_KEY_PREVIOUS)! : [],
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    metricsToken: e.METRICS_TOKEN,
    sms:
      smsSet.length === smsKeys.length
        ? { accountSid: e.TWILIO_ACCOUNT_SID!, authToken: e.TWILIO_AUTH_TOKEN!, from: e.SMS_FROM!, apiUrl: e.SMS_API_URL }
        : undefined,
    msg91,
    whatsapp,
    ondc,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
  };
}
