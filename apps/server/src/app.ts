import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { queryScope } from './db/query-count.js';
import { registerAuth } from './plugins/auth.js';
import { createCatalogCache, type CatalogCache, type CatalogCacheOptions } from './plugins/catalog-cache.js';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler.js';
import { DEFAULT_RATE_LIMITS, registerRateLimit, type RateLimits } from './plugins/rate-limit.js';
import { registerSecurity } from './plugins/security.js';
import { registerStatic } from './plugins/static.js';
import { LocalImageStore, type ImageStore } from './storage/image-store.js';
import { MAX_IMAGE_BYTES } from './storage/images.js';
import { modules } from './modules/index.js';

export interface AppOptions {
  database: Database;
  config: Pick<Config, 'cookieSecure' | 'allowedOrigins' | 'webDist' | 'trustProxy'> & { uploadsDir?: string };
  imageStore?: ImageStore;
  rateLimits?: Partial<RateLimits>;
  logger?: boolean | { level: string };
  session?: { idleMs?: number; absoluteMs?: number };
  /** Adds `x-db-queries` to every reply (benchmarks); the database must be opened with countQueries. */
  countQueries?: boolean;
  /** The catalog read cache (default on; CATALOG_CACHE=off disables it, for benchmarks). */
  catalogCache?: CatalogCacheOptions;
}

export interface AppContext {
  database: Database;
  images: ImageStore;
  limits: RateLimits;
  catalog: CatalogCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/** Builds the whole app: plugins first, then one module per resource. Tests call this and use inject(). */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === undefined ? false : opts.logger === true ? loggerOptions('info') : opts.logger === false ? false : loggerOptions(opts.logger.level),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : crypto.randomUUID();
    },
    bodyLimit: 100 * 1024,
    trustProxy: opts.config.trustProxy,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    frameworkErrors,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  const images = opts.imageStore ?? new LocalImageStore(opts.config.uploadsDir ?? 'uploads');
  const catalog = await createCatalogCache(opts.database, opts.catalogCache);
  app.addHook('onClose', () => catalog.close());
  app.decorate('ctx', { database: opts.database, images, limits: { ...DEFAULT_RATE_LIMITS, ...opts.rateLimits }, catalog });
  if (opts.countQueries) {
    app.addHook('onRequest', (_req, _reply, done) => queryScope.run({ n: 0 }, done));
    app.addHook('onSend', async (_req, reply) => {
      reply.header('x-db-queries', String(queryScope.getStore()?.n ?? 0));
    });
  }
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  registerErrorHandler(app);
  await registerSecurity(app, opts.config);
  await registerRateLimit(app);
  await registerAuth(app, opts.database.db, { cookieSecure: opts.config.cookieSecure, ...opts.session });
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 30, fieldSize: 16 * 1024, parts: 32, headerPairs: 200 },
    throwFileSizeLimit: true,
  });
  for (const m of modules) await app.register(m);
  await registerStatic(app, { webDist: opts.config.webDist, uploadsDir: images.localRoot });
  return app;
}

function loggerOptions(level: string) {
  return {
    level,
    // Never log credentials: cookies, auth headers, passwords.
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', 'password'], censor: '[redacted]' },
  };
}
