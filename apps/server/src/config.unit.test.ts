import { describe, expect, it } from 'vitest';
import { demoWanted, loadConfig } from './config.js';

describe('configuration from the environment', () => {
  it('has working defaults: embedded database, port 3000, demo data decided at start', () => {
    const c = loadConfig({ INIT_CWD: '/srv/bazaar' });
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: '/srv/bazaar/data',
      uploadsDir: '/srv/bazaar/data/uploads',
      cookieSecure: false,
      demoData: undefined,
      production: false,
      catalogCache: true,
      sessionCacheMs: 1000,
      rateLimitScale: 1,
      sweepSeconds: 60,
      http: { headersTimeoutMs: 10_000, requestTimeoutMs: 60_000, keepAliveTimeoutMs: 65_000 },
      smtpUrl: undefined,
      mailFrom: 'Bazaar <no-reply@localhost>',
      appUrl: 'http://localhost:3000',
    });
    expect(c.superadmin).toBeUndefined();
    expect(c.metricsToken).toBeUndefined(); // GET /metrics is off
  });

  it('reads every setting', () => {
    const c = loadConfig({
      INIT_CWD: '/srv',
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/bazaar',
      SUPERADMIN_EMAIL: 'Boss@Example.in',
      SUPERADMIN_PASSWORD: 'a-long-secret',
      COOKIE_SECURE: 'true',
      DEMO_DATA: 'off',
      NODE_ENV: 'production',
      DATA_KEY: 'ab'.repeat(32),
      ALLOWED_ORIGINS: 'https://a.in, https://b.in',
      CATALOG_CACHE: 'off',
      FIRST_SCREEN: 'off',
      SESSION_CACHE_MS: '0',
      RATE_LIMIT_SCALE: '2.5',
      SWEEP_SECONDS: '15',
      HTTP_HEADERS_TIMEOUT_MS: '5000',
      HTTP_REQUEST_TIMEOUT_MS: '30000',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '75000',
      SMTP_URL: 'smtp://mailer:secret@mail.example.in:587',
      MAIL_FROM: 'Bazaar <orders@example.in>',
      APP_URL: 'https://bazaar.example.in/',
      METRICS_TOKEN: 'scrape-me-0123456789abcdef',
    });
    expect(c).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@db:5432/bazaar',
      cookieSecure: true,
      demoData: false,
      production: true,
      allowedOrigins: ['https://a.in', 'https://b.in'],
      catalogCache: false,
      firstScreen: false,
      sessionCacheMs: 0,
      rateLimitScale: 2.5,
      sweepSeconds: 15,
      http: { headersTimeoutMs: 5000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 75_000 },
      smtpUrl: 'smtp://mailer:secret@mail.example.in:587',
      mailFrom: 'Bazaar <orders@example.in>',
      appUrl: 'https://bazaar.example.in',
      metricsToken: 'scrape-me-0123456789abcdef',
      dataKey: Buffer.alloc(32, 0xab),
    });
    expect(c.superadmin).toEqual({ email: 'boss@example.in', password: 'a-long-secret', name: 'Platform Owner' });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL: must start with postgres:\/\//],
    [{ COOKIE_SECURE: 'maybe' }, /COOKIE_SECURE: must be true or false/],
    [{ SESSION_CACHE_MS: '5000' }, /SESSION_CACHE_MS/],
    [{ SESSION_CACHE_MS: 'soon' }, /SESSION_CACHE_MS: must be a number of milliseconds/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ SUPERADMIN_EMAIL: 'not-an-email', SUPERADMIN_PASSWORD: 'a-long-secret' }, /SUPERADMIN_EMAIL: must be an email address/],
    [{ SUPERADMIN_EMAIL: 'a@b.in' }, /SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD must be set together/],
    [{ SUPERADMIN_EMAIL: 'a@b.in', SUPERADMIN_PASSWORD: 'short' }, /SUPERADMIN_PASSWORD: must be at least 8 characters/],
    [{ CATALOG_CACHE: 'maybe' }, /CATALOG_CACHE: must be on or off/],
    [{ FIRST_SCREEN: 'sometimes' }, /FIRST_SCREEN: must be on or off/],
    [{ RATE_LIMIT_SCALE: 'lots' }, /RATE_LIMIT_SCALE/],
    [{ SWEEP_SECONDS: 'often' }, /SWEEP_SECONDS: must be a number of seconds/],
    [{ SWEEP_SECONDS: '0' }, /SWEEP_SECONDS: must be at least 1/],
    [{ SWEEP_SECONDS: '2.5' }, /SWEEP_SECONDS: must be a whole number of seconds/],
    [{ SWEEP_SECONDS: '86400' }, /SWEEP_SECONDS: must be at most 3600/],
    [{ HTTP_HEADERS_TIMEOUT_MS: 'soon' }, /HTTP_HEADERS_TIMEOUT_MS: must be a number of milliseconds/],
    [{ HTTP_REQUEST_TIMEOUT_MS: '0' }, /HTTP_REQUEST_TIMEOUT_MS: must be at least 100/],
    [{ HTTP_KEEP_ALIVE_TIMEOUT_MS: '1.5' }, /HTTP_KEEP_ALIVE_TIMEOUT_MS: must be a whole number/],
    [{ SMTP_URL: 'mail.example.in:587' }, /SMTP_URL: must start with smtp:\/\/ or smtps:\/\//],
    [{ APP_URL: 'bazaar.example.in' }, /APP_URL: must be an origin/],
    [{ APP_URL: 'https://bazaar.example.in/shop' }, /APP_URL: must be an origin/],
    [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN: must be at least 16 characters/],
    [{ METRICS_TOKEN: 'a token with spaces in it' }, /METRICS_TOKEN: must be printable ASCII without spaces/],
    [{ HTTP_HEADERS_TIMEOUT_MS: '90000' }, /HTTP_HEADERS_TIMEOUT_MS must not be larger than HTTP_REQUEST_TIMEOUT_MS/],
  ])('stops start-up on a bad value %#, naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  describe('images in an S3-compatible bucket (issue 14 #1, all or nothing)', () => {
    const bucket = { S3_BUCKET: 'bazaar-images', S3_ACCESS_KEY_ID: 'AKIA123', S3_SECRET_ACCESS_KEY: 'secret' };

    it('keeps images in the local folder unless S3_BUCKET is set', () => {
      expect(loadConfig({}).s3).toBeUndefined();
    });

    it('reads every S3 setting', () => {
      const c = loadConfig({
        ...bucket,
        S3_REGION: 'ap-south-1',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PUBLIC_URL: 'https://cdn.example.in/images/',
        S3_TIMEOUT_MS: '4000',
      });
      expect(c.s3).toEqual({
        bucket: 'bazaar-images',
        region: 'ap-south-1',
        endpoint: 'http://127.0.0.1:9000',
        accessKeyId: 'AKIA123',
        secretAccessKey: 'secret',
        forcePathStyle: true,
        publicUrl: 'https://cdn.example.in/images',
        timeoutMs: 4000,
      });
    });

    it('gives every call to the bucket a 10 s deadline unless S3_TIMEOUT_MS says otherwise (issue 21 #8)', () => {
      expect(loadConfig({ ...bucket, S3_REGION: 'ap-south-1' }).s3?.timeoutMs).toBe(10_000);
      expect(() => loadConfig({ ...bucket, S3_REGION: 'x', S3_TIMEOUT_MS: '0' })).toThrow(/S3_TIMEOUT_MS: must be at least 100/);
      expect(() => loadConfig({ ...bucket, S3_REGION: 'x', S3_TIMEOUT_MS: '600000' })).toThrow(/S3_TIMEOUT_MS: must be at most 120000/);
      expect(() => loadConfig({ S3_TIMEOUT_MS: '5000' })).toThrow(/S3_TIMEOUT_MS is set but S3_BUCKET is not/);
    });

    it('signs with region `auto` for an endpoint without a region (R2), and uses virtual-host addressing by default', () => {
      expect(loadConfig({ ...bucket, S3_ENDPOINT: 'https://acc.r2.cloudflarestorage.com' }).s3).toMatchObject({ region: 'auto', forcePathStyle: false });
    });

    it.each([
      [{ S3_BUCKET: 'b' }, /S3_BUCKET is set but S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are not/],
      [{ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_REGION: 'x' }, /S3_BUCKET is set but S3_SECRET_ACCESS_KEY is not/],
      [{ ...bucket }, /S3_BUCKET needs S3_REGION \(AWS\) or S3_ENDPOINT/],
      [{ S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_REGION: 'x' }, /S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set but S3_BUCKET is not/],
      [{ ...bucket, S3_REGION: 'x', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT: must be an http:\/\/ or https:\/\/ URL/],
      [{ ...bucket, S3_REGION: 'x', S3_PUBLIC_URL: 'ftp://cdn' }, /S3_PUBLIC_URL: must be an http:\/\/ or https:\/\/ URL/],
      [{ ...bucket, S3_REGION: 'x', S3_FORCE_PATH_STYLE: 'sometimes' }, /S3_FORCE_PATH_STYLE: must be true or false/],
    ])('stops start-up on an incomplete or bad S3 setting %#', (env, message) => {
      expect(() => loadConfig(env)).toThrow(message);
    });
  });

  describe('WEB_CONCURRENCY (issue 14 #5: several processes on PostgreSQL only)', () => {
    it('is one process by default, N on PostgreSQL', () => {
      expect(loadConfig({}).webConcurrency).toBe(1);
      expect(loadConfig({ WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1);
      expect(loadConfig({ WEB_CONCURRENCY: '4', DATABASE_URL: 'postgres://u@db/bazaar' }).webConcurrency).toBe(4);
    });

    it('the embedded database refuses more than one process, naming the way out', () => {
      expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY=2 needs PostgreSQL \(DATABASE_URL\)/);
    });

    it.each(['0', '1.5', 'many', '65'])('stops start-up on WEB_CONCURRENCY=%s', (n) => {
      expect(() => loadConfig({ WEB_CONCURRENCY: n, DATABASE_URL: 'postgres://u@db/bazaar' })).toThrow(/WEB_CONCURRENCY/);
    });
  });

  describe('demo data (issue 9 #3: never in production unless asked for)', () => {
    const KEY = 'ab'.repeat(32);
    const wanted = (env: NodeJS.ProcessEnv, kind: 'pglite' | 'postgres', isEmpty: boolean) => demoWanted(loadConfig(env), kind, isEmpty);

    it('`npm start` on a fresh machine (development, empty embedded database) loads it', () => {
      expect(wanted({}, 'pglite', true)).toBe(true);
      expect(wanted({ NODE_ENV: 'development' }, 'pglite', true)).toBe(true);
    });

    it('not on a database that already has accounts, nor on PostgreSQL, unless DEMO_DATA=true', () => {
      expect(wanted({}, 'pglite', false)).toBe(false);
      expect(wanted({}, 'postgres', true)).toBe(false);
      expect(wanted({ DEMO_DATA: 'true' }, 'postgres', false)).toBe(true);
    });

    it('NODE_ENV=production never loads it by default, even on a fresh embedded database', () => {
      expect(wanted({ NODE_ENV: 'production', DATA_KEY: KEY }, 'pglite', true)).toBe(false);
      expect(wanted({ NODE_ENV: 'production', DATA_KEY: KEY, SUPERADMIN_EMAIL: 'boss@example.in', SUPERADMIN_PASSWORD: 'a-long-secret' }, 'pglite', true)).toBe(
        false,
      );
      expect(wanted({ NODE_ENV: 'production', DATA_KEY: KEY, DEMO_DATA: '' }, 'pglite', true)).toBe(false);
    });

    it('NODE_ENV=production with DEMO_DATA=true loads it (asked for explicitly); DEMO_DATA=false always wins', () => {
      expect(wanted({ NODE_ENV: 'production', DATA_KEY: KEY, DEMO_DATA: 'true' }, 'pglite', true)).toBe(true);
      expect(wanted({ DEMO_DATA: 'false' }, 'pglite', true)).toBe(false);
    });
  });
});

describe('TRUST_PROXY (issue 21 #3) and OUTBOX_KEY (decision 039)', () => {
  const trust = (v: string) => loadConfig({ TRUST_PROXY: v }).trustProxy;
  it('true is one hop, a number is that many hops, a list names the proxies; false is off', () => {
    expect(trust('true')).toBe(1);
    expect(trust('on')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(trust('127.0.0.1, 10.0.0.0/8,::1')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
  });
  it('anything else stops the start with a message naming the variable', () => {
    for (const bad of ['maybe', '11', '10.0.0.0/33', '300.1.1.1', '127.0.0.1,nginx'])
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY: must be true or false, a number of proxy hops/);
  });
  it('DATA_KEY is 64 hex digits, required in production, and a bad value stops the start naming it (decision 100)', () => {
    expect(loadConfig({ DATA_KEY: 'ab'.repeat(32) }).dataKey).toEqual(Buffer.alloc(32, 0xab));
    expect(loadConfig({}).dataKey).toBeUndefined();
    expect(() => loadConfig({ DATA_KEY: 'short' })).toThrow(/DATA_KEY: must be 32 random bytes as exactly 64 hex digits/);
    expect(() => loadConfig({ DATA_KEY: Buffer.alloc(32, 7).toString('base64') })).toThrow(/DATA_KEY: must be/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/DATA_KEY is required when NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production', DATA_KEY: 'CD'.repeat(32) }).dataKey).toEqual(Buffer.alloc(32, 0xcd));
    expect(loadConfig({ DATA_KEY: 'ab'.repeat(32), DATA_KEY_PREVIOUS: `${'cd'.repeat(32)},${'ef'.repeat(32)}` }).dataKeysPrevious).toEqual([
      Buffer.alloc(32, 0xcd),
      Buffer.alloc(32, 0xef),
    ]);
    expect(loadConfig({}).dataKeysPrevious).toEqual([]);
    expect(() => loadConfig({ DATA_KEY_PREVIOUS: 'ab'.repeat(32) + ',nope' })).toThrow(/DATA_KEY_PREVIOUS: must be keys as DATA_KEY/);
  });
  it('OUTBOX_KEY is 32 bytes in hex or base64', () => {
    expect(loadConfig({ OUTBOX_KEY: 'ab'.repeat(32) }).outboxKey).toEqual(Buffer.alloc(32, 0xab));
    expect(loadConfig({ OUTBOX_KEY: Buffer.alloc(32, 7).toString('base64') }).outboxKey).toEqual(Buffer.alloc(32, 7));
    expect(loadConfig({}).outboxKey).toBeUndefined();
    expect(() => loadConfig({ OUTBOX_KEY: 'short' })).toThrow(/OUTBOX_KEY: must be 32 random bytes/);
  });
});
