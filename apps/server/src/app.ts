// Over 300 lines: the one place the app is assembled: plugins, modules and hooks in the order they must register.
import crypto from 'node:crypto';
import net from 'node:net';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type RouteOptions } from 'fastify';
import multipart from '@fastify/multipart';
import { DEFAULT_HTTP_TIMEOUTS, type Config, type HttpTimeouts, type S3Config, type TrustProxy } from './config.js';
import type { Database } from './db/client.js';
import { queryScope } from './db/query-count.js';
import { registerAuth } from './plugins/auth.js';
import { sessionStore } from './modules/auth/session.service.js';
import { registerContracts } from './plugins/contracts.js';
import { createCatalogCache, type CatalogCache, type CatalogCacheOptions } from './plugins/catalog-cache.js';
import { createLiveEvents, type LiveEvents, type LiveEventsOptions } from './plugins/live-events.js';
import { createSessionCache, type SessionCache, type SessionCacheOptions } from './plugins/session-cache.js';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler.js';
import { registerErrorLanguage, requestLanguage } from './plugins/i18n.js';
import { registerMetrics } from './plugins/metrics.js';
import { DEFAULT_RATE_LIMITS, registerRateLimit, type RateLimits } from './plugins/rate-limit.js';
import { hitStoreFor, type HitStore } from './plugins/rate-limit-store.js';
import { registerSecurity } from './plugins/security.js';
import { registerStatic } from './plugins/static.js';
import { LocalImageStore, type ImageStore } from './storage/image-store.js';
import { S3ImageStore } from './storage/s3-image-store.js';
import { MAX_IMAGE_BYTES } from './storage/images.js';
import { DEFAULT_SEARCH_LIMITS, SearchGuard, type SearchLimits } from './lib/search-guard.js';
import { redactUrl, serializeError } from './lib/log-redact.js';
import { modules } from './modules/index.js';
import { DEFAULT_APP_URL, mailScope, type MailScope } from './modules/mail/mail.service.js';
import { DEFAULT_WORKER_OPTIONS, OutboxWorker, type MailTransport, type WorkerOptions } from './modules/mail/outbox-worker.js';
import { outboxKey, type OutboxKey } from './modules/mail/secrets.js';
import { dataKey, type DataKey } from './lib/data-seal.js';
import type { SmsSender } from './modules/sms/sms.js';
import { codSmsSubscriber } from './modules/cod-confirmation/cod-confirmation.service.js';
import { codSmsWanted, codWhatsAppSubscriber } from './modules/channels/cod-code-channels.js';
import { otpSmsSubscriber } from './modules/auth/otp.service.js';
import { documentsSubscriber, liveSubscriber } from './modules/orders/order-events.service.js';
import {
  DEFAULT_DISPATCHER_OPTIONS,
  EventDispatcher,
  eventScope,
  type DispatcherOptions,
  type EventScope,
  type Subscriber,
} from './modules/events/events.service.js';
import { catalogSubscriber, mailSubscriber } from './modules/events/subscribers.js';
import { registerCodSweep } from './jobs/cod-sweep.js';
import type { OndcConfig } from './modules/ondc/ondc-config.js';
import { ondcSubscriber, type OndcRuntime } from './modules/ondc/ondc.service.js';
import { Registry } from './modules/ondc/registry.js';
import { ChannelWorker, DEFAULT_CHANNEL_WORKER_OPTIONS, type ChannelWorkerOptions } from './modules/channels/channels.service.js';
import { channelsSubscriber } from './modules/channels/order-messages.js';
import { WhatsAppCloudSender, type WhatsAppOptions, type WhatsAppSender } from './modules/channels/whatsapp.js';
import { registerGrievanceSweep } from './jobs/grievance-sweep.js';
import { registerReturnSweep } from './jobs/return-sweep.js';

export interface AppOptions {
  database: Database;
  config: Pick<Config, 'cookieSecure' | 'allowedOrigins' | 'webDist'> & {
    uploadsDir?: string;
    s3?: S3Config;
    /** TRUST_PROXY: `true` is one hop (the proxy in front), never "every hop" (issue 21 #3). */
    trustProxy: TrustProxy | true;
  };
  imageStore?: ImageStore;
  rateLimits?: Partial<RateLimits>;
  /** `stream`: where the JSON log lines go (default stdout); tests capture them. */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  session?: { idleMs?: number; absoluteMs?: number; cache?: SessionCacheOptions };
  /** Adds `x-db-queries` to every reply (benchmarks); the database must be opened with countQueries. */
  countQueries?: boolean;
  /** The catalog read cache (default on; CATALOG_CACHE=off disables it, for benchmarks). */
  catalogCache?: CatalogCacheOptions;
  /** First catalog reads and preloads in the HTML of / and /shop/:id (default on; FIRST_SCREEN=off, for benchmarks). */
  firstScreen?: boolean;
  /** The shop owners' live feed (heartbeat interval; tests shorten it). */
  liveEvents?: LiveEventsOptions;
  /** Socket timeouts (HTTP_*_TIMEOUT_MS); default 10 s for headers, 60 s per request, 65 s keep-alive. */
  http?: HttpTimeouts;
  /** Bounds on free-text searches (lib/search-guard.ts). */
  search?: Partial<SearchLimits>;
  /** The time documents are issued at (invoice dates, financial years); tests inject one. Default: the system clock. */
  clock?: () => Date;
  /**
   * Mail (decision 028). With a `transport` (nodemailer's, from SMTP_URL) the app runs the outbox worker and sends;
   * without one, messages are kept as `held` for the Outbox screen. `appUrl` (APP_URL) is the links' origin.
   */
  mail?: {
    transport?: MailTransport;
    appUrl?: string;
    worker?: Partial<WorkerOptions>;
    /** OUTBOX_KEY (32 bytes): seals the secrets of messages until they are sent (decision 039); default a random key. */
    key?: Buffer;
  };
  /** DATA_KEY (32 bytes): seals personal data at rest, a refund's bank account (decision 100); default a random key, with a warning. */
  dataKey?: Buffer;
  /** DATA_KEY_PREVIOUS: keys DATA_KEY replaced, which still open what they sealed (decision 100 addendum). */
  dataKeysPrevious?: Buffer[];
  /** Called for every route as it is registered (tests collect the route table with it). */
  onRoute?: (route: RouteOptions) => void;
  /** METRICS_TOKEN: GET /metrics answers only with this bearer token; unset, /metrics is a 404. */
  metricsToken?: string;
  /** Text messages (the COD confirmation code); unset = codes go by email only (decision 031). */
  sms?: SmsSender;
  /** How often unconfirmed COD orders past their time are cancelled (default 60 s; tests shorten it). */
  codSweepMs?: number;
  /** How often complaints past their clock are escalated (default 60 s). */
  grievanceSweepMs?: number;
  /** How often return requests past their decision deadline are escalated (default 60 s). */
  returnSweepMs?: number;
  /** The domain events' dispatcher (decision 054): retries and polling; tests shorten them. */
  events?: Partial<DispatcherOptions>;
  /** ONDC seller app (ONDC_*, issue 29); unset = no /ondc routes. */
  ondc?: OndcConfig;
  /** WhatsApp Cloud API (WHATSAPP_*, decision 086); unset = no WhatsApp messages and no webhook route. */
  whatsapp?: WhatsAppOptions;
  /** The SMS and WhatsApp messages' worker: polling and retries; tests shorten them. */
  channelWorker?: Partial<ChannelWorkerOptions>;
}

export interface AppContext {
  database: Database;
  images: ImageStore;
  limits: RateLimits;
  /** The counters behind the rate limits and the login lockout: shared on PostgreSQL, in memory on PGlite. */
  hits: HitStore;
  catalog: CatalogCache;
  /** Session lookups kept for a moment; forget a session or a user's sessions after ending them. */
  sessions: SessionCache;
  /** Order events for the shop owners' live feed (GET /api/admin/events). */
  live: LiveEvents;
  search: SearchGuard;
  clock: () => Date;
  /** The outbox worker; undefined when the app has no mail transport (messages are held). */
  mailWorker?: OutboxWorker;
  sms?: SmsSender;
  /** Hands committed domain events to their subscribers (decision 054). */
  events: EventDispatcher;
  /** APP_URL: the origin of links in messages. */
  appUrl: string;
  /** Seals the secrets of messages and events until they are used (decision 039). */
  mailKey: OutboxKey;
  /** Seals personal data kept at rest (a refund's bank account number) under DATA_KEY (decision 100). */
  dataKey: DataKey;
  /** Set when Bazaar is an ONDC seller app: its settings and the registry's keys (issue 29). */
  ondc?: OndcRuntime;
  /** Set when WhatsApp is configured: its settings, its sender and the worker sending its messages (decision 086). */
  whatsapp?: { options: WhatsAppOptions; sender: WhatsAppSender; worker: ChannelWorker };
  /** Sends the order updates by SMS and WhatsApp; set when either provider is configured (decision 086). */
  channelWorker?: ChannelWorker;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/** Builds the whole app: plugins first, then one module per resource. Tests call this and use inject(). */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const timeouts = opts.http ?? DEFAULT_HTTP_TIMEOUTS;
  const app = Fastify({
    // Fastify's own defaults are 0 (never): a client that sends headers or a body slowly would hold its socket
    // for ever. Node checks these limits every `connectionsCheckingInterval` (30 s by default): checked often
    // enough here that a limit is kept within a quarter of itself.
    requestTimeout: timeouts.requestTimeoutMs,
    keepAliveTimeout: timeouts.keepAliveTimeoutMs,
    http: {
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(25, Math.min(1000, Math.floor(timeouts.headersTimeoutMs / 4))),
    },
    logger:
      opts.logger === undefined
        ? false
        : opts.logger === true
          ? loggerOptions('info')
          : opts.logger === false
            ? false
            : loggerOptions(opts.logger.level, opts.logger.stream),
    // One line per request instead of Fastify's two ('incoming request' and 'request completed').
    logController: new OneLinePerRequest(),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : crypto.randomUUID();
    },
    bodyLimit: 100 * 1024,
    // One hop for `true`: the address the proxy in front appended, not the left-most one a client may have written.
    trustProxy: fastifyTrustProxy(opts.config.trustProxy),
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    frameworkErrors,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  // S3 when configured (every instance then serves every image), else the local folder (decision 027).
  const images: ImageStore =
    opts.imageStore ??
    (opts.config.s3
      ? new S3ImageStore(opts.config.s3, (err, what) => app.log.error({ err }, `image storage failed while ${what}`))
      : new LocalImageStore(opts.config.uploadsDir ?? 'uploads'));
  if (!opts.imageStore) app.addHook('onClose', async () => images.close?.());
  const catalog = await createCatalogCache(opts.database, opts.catalogCache);
  app.addHook('onClose', () => catalog.close());
  const live = await createLiveEvents(opts.database, opts.liveEvents);
  const sessions = await createSessionCache(opts.database, opts.session?.cache);
  app.addHook('onClose', () => sessions.close());
  // Before the HTTP server closes: open event streams would otherwise keep it (and app.close()) waiting for ever.
  app.addHook('preClose', () => live.close());
  const search = new SearchGuard(opts.database, { ...DEFAULT_SEARCH_LIMITS, ...opts.search });
  const hits = hitStoreFor(opts.database, { log: app.log });
  // Held only in this process's memory: the outbox keeps secrets sealed with it, never in clear (decision 039).
  const mailKey = outboxKey(opts.mail?.key);
  app.addHook('onClose', () => hits.close());
  const sealKey = dataKey(opts.dataKey, opts.dataKeysPrevious);
  if (sealKey.ephemeral)
    app.log.warn(
      'DATA_KEY is not set: refund bank accounts are sealed with a key of this process only, unreadable after a restart or on another instance (the shop is then told to ask the shopper again); set DATA_KEY (64 hex digits) to keep them',
    );
  const appUrl = opts.mail?.appUrl ?? DEFAULT_APP_URL;
  app.decorate('ctx', {
    database: opts.database,
    images,
    limits: { ...DEFAULT_RATE_LIMITS, ...opts.rateLimits },
    hits,
    catalog,
    sessions,
    live,
    search,
    clock: opts.clock ?? (() => new Date()),
    mailWorker: opts.mail?.transport
      ? new OutboxWorker(opts.database.db, opts.mail.transport, { ...DEFAULT_WORKER_OPTIONS, ...opts.mail.worker }, app.log, mailKey)
      : undefined,
    sms: opts.sms,
    events: undefined as unknown as EventDispatcher, // set just below: its subscribers need the context
    appUrl,
    mailKey,
    dataKey: sealKey,
    ondc: opts.ondc ? { config: opts.ondc, registry: new Registry(opts.ondc.registryUrl), clock: opts.clock ?? (() => new Date()) } : undefined,
    ...channelsContext(app, opts),
  });
  app.ctx.events = createDispatcher(app, opts.events);
  registerMail(app, appUrl, mailKey);
  registerEvents(app);
  registerCodSweep(app, opts.codSweepMs ?? 60_000);
  registerGrievanceSweep(app, opts.grievanceSweepMs ?? 60_000);
  registerReturnSweep(app, opts.returnSweepMs ?? 60_000);
  if (opts.countQueries) {
    app.addHook('onRequest', (_req, _reply, done) => queryScope.run({ n: 0 }, done));
    app.addHook('onSend', async (_req, reply) => {
      reply.header('x-db-queries', String(queryScope.getStore()?.n ?? 0));
    });
  }
  // Synchronous hooks (no promise per request) for the work every request pays (issue 15 #2, decision 033).
  app.addHook('onSend', (req, reply, payload, done) => {
    reply.header('x-request-id', req.id);
    // JSON is personal unless a route says otherwise (the catalog cache does): orders, addresses, phones, PAN,
    // GSTIN, the session's user. Nothing may keep it: not the browser's disk cache, not a shared proxy.
    if (!reply.hasHeader('cache-control')) {
      const type = reply.getHeader('content-type');
      if (typeof type === 'string' && type.startsWith('application/json')) reply.header('cache-control', 'private, no-store');
    }
    done(null, payload);
  });
  registerErrorHandler(app);
  registerErrorLanguage(app); // issue 28: every error's message in the user's language
  await registerContracts(app, { onRoute: opts.onRoute });
  registerSecurity(app, opts.config);
  await registerRateLimit(app, hits);
  await registerAuth(app, {
    store: sessionStore(opts.database.db),
    cookieSecure: opts.config.cookieSecure,
    idleMs: opts.session?.idleMs,
    absoluteMs: opts.session?.absoluteMs,
    cache: sessions,
  });
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 30, fieldSize: 16 * 1024, parts: 32, headerPairs: 200 },
    throwFileSizeLimit: true,
  });
  await registerMetrics(app, { token: opts.metricsToken, database: opts.database, catalog });
  for (const m of modules) await app.register(m);
  await registerStatic(app, { webDist: opts.config.webDist, images, firstScreen: opts.firstScreen ?? true });
  return app;
}

/** Loopback and private networks: where a proxy counted in hops (TRUST_PROXY=true or a number) must be. */
const PRIVATE = new net.BlockList();
for (const [a, bits] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  PRIVATE.addSubnet(a, bits, 'ipv4');
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');
const isPrivate = (address: string) => {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (v4 || net.isIPv4(address)) return PRIVATE.check(v4 ?? address, 'ipv4');
  return net.isIPv6(address) && PRIVATE.check(address, 'ipv6');
};

/**
 * TRUST_PROXY as Fastify takes it (issue 21 #3). `true` is 1 hop and a number n is n hops: the client is the address
 * the n-th proxy from us appended to X-Forwarded-For (counted from the right), never the left-most one a client
 * wrote; and each of those n proxies must be on loopback or a private network, so a client that reaches the server
 * directly from outside is not believed either. Proxies elsewhere are named by address (the list, as given).
 */
export function fastifyTrustProxy(t: TrustProxy | true): false | string[] | ((address: string, hop: number) => boolean) {
  if (t === false || Array.isArray(t)) return t;
  const hops = t === true ? 1 : t;
  return (address, hop) => hop < hops && isPrivate(address);
}

/** The SMS and WhatsApp messages' worker, and WhatsApp's sender (decision 086); the worker starts and stops with the app. */
function channelsContext(app: FastifyInstance, opts: AppOptions): Pick<AppContext, 'whatsapp' | 'channelWorker'> {
  if (!opts.whatsapp && !opts.sms) return {};
  const sender = opts.whatsapp ? new WhatsAppCloudSender(opts.whatsapp) : undefined;
  const worker = new ChannelWorker(
    opts.database.db,
    { whatsapp: sender, sms: opts.sms },
    { ...DEFAULT_CHANNEL_WORKER_OPTIONS, ...opts.channelWorker },
    app.log,
  );
  app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', () => worker.stop());
  return { channelWorker: worker, whatsapp: opts.whatsapp && sender ? { options: opts.whatsapp, sender, worker } : undefined };
}

/**
 * Every request runs in a mail scope (what queueMail needs: hold or send, the links' origin, the request's language);
 * the worker is woken once a request that queued mail has answered, i.e. after its transaction committed. It stops
 * with the app.
 */
function registerMail(app: FastifyInstance, appUrl: string, key: OutboxKey): void {
  const worker = app.ctx.mailWorker;
  const scopes = new WeakMap<object, MailScope>();
  app.addHook('onRequest', (req, _reply, done) => {
    const scope: MailScope = { hold: !worker, appUrl, queued: false, key, language: () => requestLanguage(req) };
    scopes.set(req, scope);
    mailScope.run(scope, done);
  });
  if (!worker) return;
  app.addHook('onResponse', (req, _reply, done) => {
    if (scopes.get(req)?.queued) worker.kick();
    done();
  });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', () => worker.stop());
}

/**
 * The subscribers of the domain events (decision 054), in the order they run for each event: the catalog cache,
 * the live feed, the PDFs, texts (when an SMS provider is set), the mail worker (when the app sends mail) and the
 * order updates by SMS and WhatsApp (when either is configured).
 */
function createDispatcher(app: FastifyInstance, opts: Partial<DispatcherOptions> = {}): EventDispatcher {
  const { database, catalog, live, sms, mailWorker } = app.ctx;
  const subscribers: Subscriber[] = [catalogSubscriber(catalog), liveSubscriber(database.db, live), documentsSubscriber(database.db, app.log)];
  const whatsapp = app.ctx.whatsapp;
  if (sms)
    subscribers.push(
      codSmsSubscriber(sms, app.ctx, app.log, (accountId) => codSmsWanted(database.db, accountId, !!whatsapp)),
      otpSmsSubscriber(sms, app.log),
    );
  // The COD code by WhatsApp to whoever chose it (decision 086 addendum 2).
  if (whatsapp) subscribers.push(codWhatsAppSubscriber(database.db, whatsapp.sender, app.log));
  if (mailWorker) subscribers.push(mailSubscriber(mailWorker));
  if (app.ctx.channelWorker)
    subscribers.push(channelsSubscriber(database.db, app.ctx.channelWorker, app.ctx.appUrl, { sms: !!app.ctx.sms, whatsapp: !!app.ctx.whatsapp }));
  if (app.ctx.ondc) subscribers.push(ondcSubscriber(database.db, app.ctx.ondc, app.ctx.appUrl, app.log, (fn) => app.ctx.events.run(fn, !!sms)));
  return new EventDispatcher(database.db, subscribers, { ...DEFAULT_DISPATCHER_OPTIONS, ...opts }, app.log, app.ctx.mailKey);
}

/**
 * Every request runs in an events scope; what its services recorded is dispatched once the handler is done (its
 * transactions committed), before the reply is sent: the next request already sees the catalog and the live feed
 * as they are now. The poller (retries, events an instance never dispatched) runs on every instance.
 */
function registerEvents(app: FastifyInstance): void {
  const { events } = app.ctx;
  const scopes = new WeakMap<object, EventScope>();
  const sms = !!app.ctx.sms;
  const whatsapp = !!app.ctx.whatsapp;
  app.addHook('onRequest', (req, _reply, done) => {
    const scope = events.scope(sms, whatsapp);
    scopes.set(req, scope);
    eventScope.run(scope, done);
  });
  // Synchronous unless the request recorded events (decision 033: no promise per request for work all pay).
  app.addHook('onSend', (req, _reply, payload, done) => {
    const scope = scopes.get(req);
    if (!scope?.recorded.length) return done(null, payload);
    const send = () => done(null, payload);
    void events.dispatch(scope).then(send, send);
  });
  app.addHook('onReady', async () => events.start());
  app.addHook('preClose', () => events.stop());
}

/**
 * Fastify logs each request twice, when it comes in and when it is answered (issue 15 #2: a JSON line each). This
 * writes only the second, with what the first had: the request id (reqId), method, URL, route, client address,
 * status and time in ms. Errors are logged as before ('request errored', and the error handler's own lines).
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply): void {
    const line = {
      req, // Fastify's serializer: method, URL, host, remote address and port, as the incoming line had them
      route: req.routeOptions.url,
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    ...(stream ? { stream } : {}),
    // Never log credentials: cookies, auth headers, passwords.
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', 'password'], censor: '[redacted]' },
    // Nor personal data from a failed query: its parameters, the failing row, emails, phones (lib/log-redact.ts).
    serializers: {
      err: serializeError,
      // Fastify's own request fields, with one-time secrets cut out of the URL (a reset link's token).
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}
