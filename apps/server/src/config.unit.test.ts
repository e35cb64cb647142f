import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

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
      catalogCache: true,
      rateLimitScale: 1,
    });
    expect(c.superadmin).toBeUndefined();
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
      ALLOWED_ORIGINS: 'https://a.in, https://b.in',
      CATALOG_CACHE: 'off',
      RATE_LIMIT_SCALE: '2.5',
    });
    expect(c).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@db:5432/bazaar',
      cookieSecure: true,
      demoData: false,
      allowedOrigins: ['https://a.in', 'https://b.in'],
      catalogCache: false,
      rateLimitScale: 2.5,
    });
    expect(c.superadmin).toEqual({ email: 'boss@example.in', password: 'a-long-secret', name: 'Platform Owner' });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL: must start with postgres:\/\//],
    [{ COOKIE_SECURE: 'maybe' }, /COOKIE_SECURE: must be true or false/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ SUPERADMIN_EMAIL: 'not-an-email', SUPERADMIN_PASSWORD: 'a-long-secret' }, /SUPERADMIN_EMAIL: must be an email address/],
    [{ SUPERADMIN_EMAIL: 'a@b.in' }, /SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD must be set together/],
    [{ SUPERADMIN_EMAIL: 'a@b.in', SUPERADMIN_PASSWORD: 'short' }, /SUPERADMIN_PASSWORD: must be at least 8 characters/],
    [{ CATALOG_CACHE: 'maybe' }, /CATALOG_CACHE: must be on or off/],
    [{ RATE_LIMIT_SCALE: 'lots' }, /RATE_LIMIT_SCALE/],
  ])('stops start-up on a bad value %#, naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
