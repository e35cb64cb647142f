import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.js';
import { AppError } from './errors.js';

export interface SearchLimits {
  /** PostgreSQL `statement_timeout` for one search's queries (PGlite cannot interrupt a query: the gate bounds it). */
  timeoutMs: number;
  /** Searches that may run against the database at once, per instance. */
  concurrency: number;
  /** Searches that may wait for a slot; beyond that a search is refused with 503 and Retry-After. */
  queue: number;
}

export const DEFAULT_SEARCH_LIMITS: SearchLimits = { timeoutMs: 2000, concurrency: 8, queue: 64 };

export const SEARCH_BUSY = 'Too many searches are running right now. Please try again in a moment.';
export const SEARCH_TOO_SLOW = 'This search took too long. Please try a shorter or more specific search.';

/**
 * Bounds the work free-text searches can cause (issue 9 #6). A search term is a `%…%` pattern no index can
 * always serve (e.g. only punctuation), so one search may scan a whole table. Each search query (1) waits for
 * one of `concurrency` slots, with at most `queue` waiting — further searches get 503 + Retry-After at once
 * instead of piling up — and (2) on PostgreSQL runs in a transaction with `SET LOCAL statement_timeout`,
 * a cancelled query answering 503 with a message. Length limits (100 characters) and literal `%` `_` `\`
 * are in the shared schemas and `lib/paging.ts` `containsPattern`.
 */
export class SearchGuard {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(
    private readonly database: Database,
    private readonly limits: SearchLimits = DEFAULT_SEARCH_LIMITS,
  ) {}

  async run<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      if (this.database.kind !== 'postgres') return await fn(this.database.db);
      return await this.database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local statement_timeout = ${Math.floor(this.limits.timeoutMs)}`));
        return fn(tx as unknown as Db);
      });
    } catch (err) {
      if (hasCode(err, '57014')) throw new AppError('UNAVAILABLE', SEARCH_TOO_SLOW, { retryAfter: 1 });
      throw err;
    } finally {
      this.release();
    }
  }

  /** Searches running and waiting (tests, diagnostics). */
  stats() {
    return { running: this.running, waiting: this.waiting.length };
  }

  private acquire(): Promise<void> {
    if (this.running < this.limits.concurrency) {
      this.running++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.limits.queue) return Promise.reject(new AppError('UNAVAILABLE', SEARCH_BUSY, { retryAfter: 1 }));
    return new Promise((resolve) => this.waiting.push(resolve)); // the slot is handed over by release()
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}

/** PostgreSQL's `query_canceled` (57014), on the error or a cause it wraps (drizzle wraps driver errors). */
function hasCode(err: unknown, code: string): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++) if (e.code === code) return true;
  return false;
}
