/**
 * The Vendure configuration the peer bench runs: Vendure's production setup as its project template makes it
 * (DefaultCachePlugin, DefaultJobQueuePlugin, DefaultSchedulerPlugin, DefaultSearchPlugin, playgrounds off,
 * synchronize off once the schema exists), on the same PostgreSQL server as Bazaar, in its own database.
 * A cash-on-delivery PaymentMethodHandler (`cod`) settles on creation, the documented way to add a payment method.
 *
 * Env: PEER_DATABASE_URL (postgres://user@host:port/database), PEER_PORT, PEER_SYNCHRONIZE=true only when seeding.
 */
import {
  DefaultCachePlugin,
  DefaultJobQueuePlugin,
  DefaultLogger,
  DefaultSchedulerPlugin,
  DefaultSearchPlugin,
  LanguageCode,
  LogLevel,
  PaymentMethodHandler,
} from '@vendure/core';

export const SUPERADMIN = { identifier: 'superadmin', password: 'bench-superadmin-1' };

export const codHandler = new PaymentMethodHandler({
  code: 'cod',
  description: [{ languageCode: LanguageCode.en, value: 'Cash on delivery' }],
  args: {},
  createPayment: (_ctx, order, amount) => ({ amount, state: 'Settled', transactionId: `cod-${order.code}`, metadata: { method: 'COD' } }),
  settlePayment: () => ({ success: true }),
});

/** @returns {import('@vendure/core').VendureConfig} */
export function vendureConfig({ port = Number(process.env.PEER_PORT ?? 3000), synchronize = process.env.PEER_SYNCHRONIZE === 'true' } = {}) {
  const db = new URL(process.env.PEER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bazaar_peer_vendure');
  return {
    apiOptions: {
      hostname: '127.0.0.1',
      port,
      adminApiPath: 'admin-api',
      shopApiPath: 'shop-api',
      adminApiPlayground: false,
      shopApiPlayground: false,
      adminApiDebug: false,
      shopApiDebug: false,
      // Production advice Vendure prints at start: explicit CORS origins, CSRF prevention on.
      cors: { origin: ['http://127.0.0.1'], credentials: true },
      csrfPrevention: true,
    },
    authOptions: {
      tokenMethod: ['bearer', 'cookie'],
      superadminCredentials: SUPERADMIN,
      cookieOptions: { secret: 'bench-cookie-secret' },
      requireVerification: false,
    },
    dbConnectionOptions: {
      type: 'postgres',
      host: db.hostname,
      port: Number(db.port || 5432),
      username: decodeURIComponent(db.username || 'postgres'),
      password: decodeURIComponent(db.password) || undefined,
      database: db.pathname.slice(1),
      schema: 'public',
      synchronize,
      migrations: [],
      logging: false,
      // Bazaar's bench runs with DATABASE_POOL_MAX=16. Vendure needs more than its concurrency: inside a request's
      // transaction it still reads some rows (stock levels) on a second pooled connection, so with 16 concurrent
      // addItemToOrder calls on a pool of 16 every connection waits for a 17th and the server hangs for good
      // (the known pool-starvation case; the workaround Vendure's maintainers give is a larger pool). 32 = 2 × 16.
      extra: { max: Number(process.env.PEER_POOL_MAX ?? 32) },
    },
    paymentOptions: { paymentMethodHandlers: [codHandler] },
    logger: new DefaultLogger({ level: LogLevel.Info }),
    plugins: [
      DefaultCachePlugin.init({ cacheSize: 10_000 }),
      DefaultSchedulerPlugin.init(),
      DefaultJobQueuePlugin.init({ useDatabaseForBuffer: true }),
      DefaultSearchPlugin.init({ bufferUpdates: false, indexStockStatus: true }),
    ],
  };
}
