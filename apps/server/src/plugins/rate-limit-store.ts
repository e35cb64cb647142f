import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/client.js';
import { deleteEndedHits, deleteHits, selectLiveHit, upsertHit } from './rate-limit-hits.repo.js';

/**
 * Fixed-window hit counters behind every rate limit and the login lockout (decision 026).
 *
 * - In memory (`MemoryHits`) on the embedded database: one process, nothing to share.
 * - In the `rate_limit_hits` table (`SharedHits`) on PostgreSQL, so N instances behind a load balancer count one
 *   budget, not N. One atomic upsert per hit: a new key or an expired window starts at 1, a live window adds 1.
 *   The window is timed by the database's clock, so instances with skewed clocks still agree.
 *
 * A database error never becomes a 500 for the caller: `SharedHits` then counts in this process's memory
 * (the limit still holds per instance, as it did before this store) and logs a warning once per outage.
 */
export interface Hit {
  hits: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

export interface HitStore {
  /** Counts one hit for `key` in a window of `windowMs` (a new window if there is none or it has ended). */
  hit(key: string, windowMs: number): Promise<Hit>;
  /** The key's live window, without counting; undefined when there is none. */
  peek(key: string): Promise<Hit | undefined>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Per-process counters (the embedded database, and the fallback while PostgreSQL is unreachable). */
export class MemoryHits implements HitStore {
  private readonly map = new Map<string, { hits: number; resetAt: number }>();
  constructor(private readonly maxKeys = 100_000) {}

  hitNow(key: string, windowMs: number, now = Date.now()): Hit {
    let h = this.map.get(key);
    if (!h || h.resetAt <= now) {
      h = { hits: 1, resetAt: now + windowMs };
      this.map.set(key, h);
      if (this.map.size > this.maxKeys) this.sweep(now);
    } else h.hits++;
    return { hits: h.hits, ttlMs: h.resetAt - now };
  }

  peekNow(key: string, now = Date.now()): Hit | undefined {
    const h = this.map.get(key);
    return h && h.resetAt > now ? { hits: h.hits, ttlMs: h.resetAt - now } : undefined;
  }

  async hit(key: string, windowMs: number): Promise<Hit> {
    return this.hitNow(key, windowMs);
  }
  async peek(key: string): Promise<Hit | undefined> {
    return this.peekNow(key);
  }
  async clear(key: string): Promise<void> {
    this.map.delete(key);
  }
  async close(): Promise<void> {
    this.map.clear();
  }

  private sweep(now: number): void {
    for (const [k, h] of this.map) if (h.resetAt <= now) this.map.delete(k);
    // Still full of live keys (a flood of addresses): drop the oldest, as an LRU would.
    for (const k of this.map.keys()) {
      if (this.map.size <= this.maxKeys) break;
      this.map.delete(k);
    }
  }
}

export interface SharedHitsOptions {
  log?: FastifyBaseLogger;
  /** How often expired rows are deleted (default 5 minutes; each instance prunes, the delete is idempotent). */
  pruneEveryMs?: number;
}

/** Counters in PostgreSQL's `rate_limit_hits`, shared by every instance on the database. */
export class SharedHits implements HitStore {
  private readonly fallback = new MemoryHits();
  private failing = false;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly database: Database,
    private readonly opts: SharedHitsOptions = {},
  ) {
    this.timer = setInterval(() => void this.prune(), opts.pruneEveryMs ?? 5 * 60_000);
    this.timer.unref();
  }

  async hit(key: string, windowMs: number): Promise<Hit> {
    const ms = Math.max(1, Math.trunc(windowMs));
    try {
      const hit = await upsertHit(this.database.db, key, ms);
      this.recovered();
      return hit;
    } catch (err) {
      this.failed(err);
      return this.fallback.hitNow(key, ms);
    }
  }

  async peek(key: string): Promise<Hit | undefined> {
    try {
      const shared = await selectLiveHit(this.database.db, key);
      this.recovered();
      const local = this.fallback.peekNow(key);
      // Hits counted locally during an outage still count until their window ends.
      if (!shared) return local;
      return local && local.hits > shared.hits ? local : shared;
    } catch (err) {
      this.failed(err);
      return this.fallback.peekNow(key);
    }
  }

  async clear(key: string): Promise<void> {
    await this.fallback.clear(key);
    try {
      await deleteHits(this.database.db, key);
      this.recovered();
    } catch (err) {
      this.failed(err);
    }
  }

  /** Deletes windows that ended; returns how many rows went. */
  async prune(): Promise<number> {
    try {
      return await deleteEndedHits(this.database.db);
    } catch (err) {
      this.failed(err);
      return 0;
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.fallback.close();
  }

  private failed(err: unknown): void {
    if (this.failing) return;
    this.failing = true;
    this.opts.log?.warn({ err }, 'rate limits: the shared counters are unreachable; counting in this instance until the database answers');
  }

  private recovered(): void {
    if (!this.failing) return;
    this.failing = false;
    this.opts.log?.info('rate limits: the shared counters answer again');
  }
}

/** The counters for this database: shared on PostgreSQL, in memory on the embedded database. */
export function hitStoreFor(database: Database, opts: SharedHitsOptions = {}): HitStore {
  return database.kind === 'postgres' ? new SharedHits(database, opts) : new MemoryHits();
}

interface RouteInfo {
  method?: string | string[];
  url?: string;
}

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store class for @fastify/rate-limit over a HitStore. The plugin constructs it itself (`new Store(options)`),
 * so the class is made per app around its HitStore. Each route gets a child whose keys carry the route, as
 * the plugin's own LocalStore keeps one map per route: login and change-password share a limit's size, not
 * its count.
 */
export function rateLimitStore(hits: HitStore): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'route:',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      hits.hit(`${this.prefix}${key}`, timeWindow).then(
        (h) => callback(null, { current: h.hits, ttl: h.ttlMs }),
        (err: Error) => callback(err),
      );
    }

    read(key: string, callback: IncrCallback): void {
      hits.peek(`${this.prefix}${key}`).then(
        (h) => callback(null, { current: h?.hits ?? 0, ttl: h?.ttlMs ?? 0 }),
        (err: Error) => callback(err),
      );
    }

    child(routeOptions: object) {
      const info = (routeOptions as { routeInfo?: RouteInfo }).routeInfo ?? {};
      const method = Array.isArray(info.method) ? info.method.join(',') : (info.method ?? '');
      return new SharedRateLimitStore(undefined, `route:${method} ${info.url ?? ''}|`);
    }
  };
}
