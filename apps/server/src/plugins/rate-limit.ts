import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.js';

export interface Limit {
  max: number;
  windowMs: number;
}

export interface RateLimits {
  login: Limit;
  /** Failed logins per account (email), whoever tries them. */
  loginPerAccount: Limit;
  register: Limit;
  contact: Limit;
  shopRegistration: Limit;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 20, windowMs: 60_000 },
  loginPerAccount: { max: 5, windowMs: 15 * 60_000 },
  register: { max: 10, windowMs: 60 * 60_000 },
  contact: { max: 5, windowMs: 10 * 60_000 },
  shopRegistration: { max: 5, windowMs: 60 * 60_000 },
};

export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
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
