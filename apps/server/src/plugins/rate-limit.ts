import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';
import { rateLimitStore, SharedHits, type HitStore } from './rate-limit-store.js';

export interface Limit {
  max: number;
  windowMs: number;
}

export interface RateLimits {
  login: Limit;
  /** Failed logins (and wrong current passwords) per account and client IP: the lock a guesser meets first. */
  loginPerAccountClient: Limit;
  /**
   * Failed logins per account from every client together: a slower throttle against guessing spread over many
   * IPs. Its maximum is far above the per-client one, so one stranger cannot lock a known account (decision 012).
   */
  loginPerAccount: Limit;
  register: Limit;
  contact: Limit;
  /** Complaints filed without an account, per client IP (issue 26 #5): a logged-in person is not counted. */
  grievancesAnonymous: Limit;
  shopRegistration: Limit;
  /** Review writes (rate, change, reply) per account. */
  reviews: Limit;
  /** Forgot-password and reset-password requests per client IP. */
  passwordReset: Limit;
  /** Reset links asked for one email, from every client together (counted whether or not the account exists). */
  passwordResetPerEmail: Limit;
  /** Invoice and credit-note downloads per account, each route counted on its own (decision 035). */
  documentDownloads: Limit;
  /** Text messages (COD codes) to one phone number, from every account together (issue 21 #7). */
  smsPerPhone: Limit;
  /** Text messages (COD codes) caused by one account, to any numbers. */
  smsPerAccount: Limit;
  /** Login codes asked for per client IP, whatever the numbers (each number has its own caps, decision 078). */
  otpRequest: Limit;
  /** Login codes tried per client IP (each code also dies after 5 wrong tries). */
  otpVerify: Limit;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 20, windowMs: 60_000 },
  loginPerAccountClient: { max: 5, windowMs: 15 * 60_000 },
  loginPerAccount: { max: 100, windowMs: 60 * 60_000 },
  register: { max: 10, windowMs: 60 * 60_000 },
  contact: { max: 5, windowMs: 10 * 60_000 },
  grievancesAnonymous: { max: 5, windowMs: 60 * 60_000 },
  shopRegistration: { max: 5, windowMs: 60 * 60_000 },
  reviews: { max: 30, windowMs: 60 * 60_000 },
  passwordReset: { max: 10, windowMs: 60 * 60_000 },
  passwordResetPerEmail: { max: 3, windowMs: 60 * 60_000 },
  documentDownloads: { max: 30, windowMs: 60_000 },
  smsPerPhone: { max: 5, windowMs: 24 * 60 * 60_000 },
  smsPerAccount: { max: 10, windowMs: 24 * 60 * 60_000 },
  otpRequest: { max: 20, windowMs: 60 * 60_000 },
  otpVerify: { max: 30, windowMs: 10 * 60_000 },
};

/**
 * Route limits (@fastify/rate-limit). With shared counters (PostgreSQL) every instance counts into one table;
 * otherwise the plugin's own per-process store, as before (decision 026).
 */
export async function registerRateLimit(app: FastifyInstance, hits?: HitStore): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(hits instanceof SharedHits ? { store: rateLimitStore(hits) } : {}),
    errorResponseBuilder: (_req, ctx) => {
      const seconds = Math.max(1, Math.ceil(ctx.ttl / 1000));
      return new AppError('RATE_LIMITED', `Too many requests. Please wait ${humanWait(seconds)} and try again.`, { retryAfter: seconds });
    },
  });
}

/** The limits with every maximum multiplied by `scale` (RATE_LIMIT_SCALE); windows stay as they are. */
export function scaledRateLimits(scale: number, base: RateLimits = DEFAULT_RATE_LIMITS): RateLimits {
  const scaled = {} as RateLimits;
  for (const [k, l] of Object.entries(base) as Array<[keyof RateLimits, Limit]>)
    scaled[k] = { max: Math.max(1, Math.round(l.max * scale)), windowMs: l.windowMs };
  return scaled;
}

/** Per-route config for @fastify/rate-limit (keyed by client IP). */
export const routeLimit = (l: Limit) => ({ rateLimit: { max: l.max, timeWindow: l.windowMs } });

/**
 * Per-route config keyed by the logged-in account instead of the IP: counted after the route's `allow()` guard
 * (a preValidation hook placed after it), so it is the caller's own budget whichever address they use.
 */
export const userRouteLimit = (l: Limit) => ({
  rateLimit: {
    max: l.max,
    timeWindow: l.windowMs,
    hook: 'preValidation' as const,
    keyGenerator: (req: FastifyRequest) => (req.caller ? `user:${req.caller.id}` : req.ip),
  },
});

export function humanWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const m = Math.ceil(seconds / 60);
  return `${m} minute${m === 1 ? '' : 's'}`;
}

/** Counts failures per key in a fixed window, in memory (per instance). */
export class FailureCounter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();
  constructor(private readonly limit: Limit) {}

  /** Seconds to wait when the key is blocked, else 0. */
  blockedFor(key: string, now = Date.now()): number {
    const h = this.hits.get(key);
    if (!h || h.resetAt <= now) return 0;
    return h.count >= this.limit.max ? Math.ceil((h.resetAt - now) / 1000) : 0;
  }

  fail(key: string, now = Date.now()): void {
    const h = this.hits.get(key);
    if (!h || h.resetAt <= now) this.hits.set(key, { count: 1, resetAt: now + this.limit.windowMs });
    else h.count++;
    if (this.hits.size > 100_000) this.sweep(now);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(now: number): void {
    for (const [k, h] of this.hits) if (h.resetAt <= now) this.hits.delete(k);
  }
}

/** What the login and change-password routes ask of a throttle: in memory (LoginThrottle) or shared (SharedLoginThrottle). */
export interface LoginGuard {
  check(account: string, ip: string, what?: string): void | Promise<void>;
  fail(account: string, ip: string): void | Promise<void>;
  succeed(account: string, ip: string): void | Promise<void>;
}

function tooMany(what: string, wait: number): AppError {
  return new AppError('RATE_LIMITED', `Too many ${what} for this account. Please wait ${humanWait(wait)} and try again.`, { retryAfter: wait });
}

const pairKey = (account: string, ip: string) => `${account.toLowerCase()}\n${ip}`;

/**
 * Password guessing, counted twice (decision 012): per (account, client IP) with a small maximum — the guesser's
 * own lock — and per account from all clients with a much larger one, so a stranger from one address cannot lock
 * the owner out, while guessing spread over many addresses is still slowed. Login and change-password share it.
 */
export class LoginThrottle implements LoginGuard {
  private readonly perClient: FailureCounter;
  private readonly perAccount: FailureCounter;
  constructor(limits: Pick<RateLimits, 'loginPerAccountClient' | 'loginPerAccount'>) {
    this.perClient = new FailureCounter(limits.loginPerAccountClient);
    this.perAccount = new FailureCounter(limits.loginPerAccount);
  }

  /** Throws 429 with a message when this client may not try this account now. */
  check(account: string, ip: string, what = 'failed logins', now = Date.now()): void {
    const wait = Math.max(this.perClient.blockedFor(pairKey(account, ip), now), this.perAccount.blockedFor(account.toLowerCase(), now));
    if (wait) throw tooMany(what, wait);
  }

  fail(account: string, ip: string, now = Date.now()): void {
    this.perClient.fail(pairKey(account, ip), now);
    this.perAccount.fail(account.toLowerCase(), now);
  }

  /** A right password clears this client's count (the account-wide count runs out with its window). */
  succeed(account: string, ip: string): void {
    this.perClient.reset(pairKey(account, ip));
  }
}

/**
 * LoginThrottle's counts kept in shared counters (PostgreSQL), so guesses spread over several instances meet the
 * same lock as on one. Same keys, maxima, windows and messages.
 */
export class SharedLoginThrottle implements LoginGuard {
  constructor(
    private readonly limits: Pick<RateLimits, 'loginPerAccountClient' | 'loginPerAccount'>,
    private readonly hits: HitStore,
  ) {}

  private static blockedFor(h: { hits: number; ttlMs: number } | undefined, limit: Limit): number {
    return h && h.hits >= limit.max ? Math.max(1, Math.ceil(h.ttlMs / 1000)) : 0;
  }

  async check(account: string, ip: string, what = 'failed logins'): Promise<void> {
    const [client, all] = await Promise.all([this.hits.peek(`login-client:${pairKey(account, ip)}`), this.hits.peek(`login-account:${account.toLowerCase()}`)]);
    const wait = Math.max(
      SharedLoginThrottle.blockedFor(client, this.limits.loginPerAccountClient),
      SharedLoginThrottle.blockedFor(all, this.limits.loginPerAccount),
    );
    if (wait) throw tooMany(what, wait);
  }

  async fail(account: string, ip: string): Promise<void> {
    await Promise.all([
      this.hits.hit(`login-client:${pairKey(account, ip)}`, this.limits.loginPerAccountClient.windowMs),
      this.hits.hit(`login-account:${account.toLowerCase()}`, this.limits.loginPerAccount.windowMs),
    ]);
  }

  async succeed(account: string, ip: string): Promise<void> {
    await this.hits.clear(`login-client:${pairKey(account, ip)}`);
  }
}

/** The login throttle for these counters: shared on PostgreSQL, in this process's memory otherwise. */
export function loginGuard(limits: Pick<RateLimits, 'loginPerAccountClient' | 'loginPerAccount'>, hits?: HitStore): LoginGuard {
  return hits instanceof SharedHits ? new SharedLoginThrottle(limits, hits) : new LoginThrottle(limits);
}

/** A failure counter (FailureCounter's contract) that may answer later: the shared one asks the database. */
export interface Counter {
  /** Seconds to wait when the key is blocked, else 0. */
  blockedFor(key: string, now?: number): number | Promise<number>;
  fail(key: string, now?: number): void | Promise<void>;
}

/**
 * A FailureCounter for `limit`: in this process's memory, or in the shared counters (PostgreSQL) under keys
 * `name:key`, so every instance counts into one budget. The shared one times windows by the database's clock.
 */
export function failureCounter(name: string, limit: Limit, hits?: HitStore): Counter {
  if (!(hits instanceof SharedHits)) return new FailureCounter(limit);
  return {
    async blockedFor(key) {
      const h = await hits.peek(`${name}:${key}`);
      return h && h.hits >= limit.max ? Math.max(1, Math.ceil(h.ttlMs / 1000)) : 0;
    },
    async fail(key) {
      await hits.hit(`${name}:${key}`, limit.windowMs);
    },
  };
}
