import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { listenChannel } from '../db/listen.js';
import type { SessionUser } from '../lib/session-user.js';

/**
 * A short-lived in-process cache of session lookups (issue 15 #3): a burst of requests with one cookie (a page
 * load, a shopper browsing) reads the session and its user once instead of once per request.
 *
 * A session that ends must stop working at once on this instance and within a second on every other:
 * - whoever ends sessions calls `forgetSession(hash)` (logout, a new login replacing the cookie) or
 *   `forgetUser(userId)` (password change or reset, account deleted) after the write committed; that evicts here
 *   and, on PostgreSQL, NOTIFYs `bazaar_sessions`, which every other instance LISTENs to and evicts on;
 * - an entry lives at most `ttlMs` (default 1 s): the bound when a notification is lost (an instance that dies
 *   between its commit and its NOTIFY) or a write is made outside the services;
 * - a lookup that was under way while anything was forgotten is not kept (it may have read the row before the
 *   delete), and while the LISTEN connection is down nothing is kept at all.
 */
export interface SessionCache {
  readonly enabled: boolean;
  /** The cached user of a session, or runs `load` (the database lookup) and keeps its answer for `ttlMs`. */
  lookup(sessionHash: string, load: () => Promise<SessionUser | null>): Promise<SessionUser | null>;
  /** Replaces a cached user's `lastSeenAt` after the session was touched. */
  touched(sessionHash: string, at: Date): void;
  forgetSession(sessionHash: string): Promise<void>;
  forgetUser(userId: string): Promise<void>;
  stats(): { entries: number; hits: number; misses: number; notifications: number; listening: boolean };
  close(): Promise<void>;
}

export interface SessionCacheOptions {
  /** How long an answer is kept; 0 turns the cache off (SESSION_CACHE_MS). Default 1000. */
  ttlMs?: number;
  maxEntries?: number;
  /** How long to wait before listening again after the LISTEN connection is lost (default 500 ms). */
  relistenDelayMs?: number;
}

export const SESSION_CHANNEL = 'bazaar_sessions';

interface Entry {
  user: SessionUser;
  at: number;
}

export async function createSessionCache(database: Database, opts: SessionCacheOptions = {}): Promise<SessionCache> {
  const ttlMs = opts.ttlMs ?? 1000;
  const enabled = ttlMs > 0;
  const maxEntries = opts.maxEntries ?? 10_000;
  const relistenDelayMs = opts.relistenDelayMs ?? 500;
  const instance = crypto.randomUUID();
  const entries = new Map<string, Entry>(); // insertion order: oldest first
  const counters = { hits: 0, misses: 0, notifications: 0 };
  // Bumped by every eviction: a lookup that started under an older generation is served but not kept.
  let generation = 0;

  const evict = (kind: 's' | 'u' | '*', id: string) => {
    generation++;
    if (kind === '*') entries.clear();
    else if (kind === 's') entries.delete(id);
    else for (const [hash, e] of entries) if (e.user.id === id) entries.delete(hash);
  };

  // ---------- cross-instance eviction (PostgreSQL LISTEN/NOTIFY, db/listen.ts) ----------
  let closed = false;
  const subscription = enabled
    ? await listenChannel(
        database,
        SESSION_CHANNEL,
        {
          message: (payload) => {
            const [from, kind, id] = payload.split(':');
            if (from === instance || (kind !== 's' && kind !== 'u')) return;
            counters.notifications++;
            evict(kind, id ?? '');
          },
          // Whatever was missed while deaf: forget everything; nothing is kept until listening again.
          listening: () => evict('*', ''),
          lost: () => evict('*', ''),
        },
        { relistenDelayMs },
      )
    : undefined;
  const listening = () => subscription?.listening() ?? false;

  const forget = async (kind: 's' | 'u', id: string) => {
    if (!enabled) return;
    evict(kind, id);
    if (database.kind === 'postgres') await database.db.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${`${instance}:${kind}:${id}`})`).catch(() => {});
  };

  return {
    enabled,
    async lookup(sessionHash, load) {
      if (!enabled) return load();
      const e = entries.get(sessionHash);
      if (e && Date.now() - e.at < ttlMs) {
        counters.hits++;
        return e.user;
      }
      if (e) entries.delete(sessionHash);
      counters.misses++;
      const before = generation;
      const at = Date.now();
      const user = await load();
      // Only sessions are kept: a cookie that names none (stale, forged) is looked up each time and fills nothing.
      if (user && generation === before && listening() && !closed) {
        entries.set(sessionHash, { user, at });
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      }
      return user;
    },
    touched(sessionHash, at) {
      const e = entries.get(sessionHash);
      if (e) e.user = { ...e.user, lastSeenAt: at };
    },
    forgetSession: (hash) => forget('s', hash),
    forgetUser: (userId) => forget('u', userId),
    stats: () => ({ entries: entries.size, ...counters, listening: listening() }),
    async close() {
      closed = true;
      entries.clear();
      await subscription?.close();
    },
  };
}
