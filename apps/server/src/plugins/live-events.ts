import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LiveByeReason, OrderEvent } from '@bazaar/shared';
import type { Database } from '../db/client.js';
import { listenChannel } from '../db/listen.js';

/**
 * The fan-out behind the shop owners' live feed (`GET /api/admin/events`, decision 029).
 *
 * Writers call `publish(shopId, event)` after their transaction committed. The event goes at once to this
 * instance's subscribers of that shop (an in-process emitter: all there is on PGlite, one process), and on
 * PostgreSQL also out with NOTIFY on `bazaar_live`; every other instance LISTENs on one pooled connection, as
 * the catalog cache does (plugins/catalog-cache.ts), and hands it to its own subscribers of that shop.
 *
 * Every event is authorised at delivery, not only at connect (issue 21 #2): before a stream is sent an event,
 * its `check()` reads the stream's session, its account and the shop that account owns now; a stream whose
 * session ended or whose account no longer owns that shop is ended instead (`bye`), and the event is not sent.
 * Changes of who may hear (logout: `sessionEnded`; a password change or reset, an account deleted, a shop
 * reassigned: `recheck`) are sent the same way, so a stream held on another instance is checked and ended too.
 * Events for one stream are delivered in order (one chain per stream).
 *
 * While the LISTEN connection is down, other instances' events go unheard: when it is back, every local
 * stream is ended (`bye: resync`), the browsers reconnect at once and recount from the database.
 * A heartbeat (`: ping`) every `heartbeatMs` keeps proxies from closing idle streams, and runs every stream's
 * `check()` (a lost notification): no stream outlives its right to hear by more than one beat.
 * A session holds at most `maxPerSession` streams on one instance (`LIVE_STREAMS_PER_SESSION`).
 */
export interface LiveSubscriber {
  /** null: an admin without a shop, who hears no order events (only the session's end). */
  shopId: string | null;
  sessionHash: string;
  userId: string;
  send(event: OrderEvent): void;
  ping(): void;
  /** Sends `bye` and ends the stream. */
  end(reason: LiveByeReason): void;
  /**
   * Whether the stream may still hear its shop: null if so, else why not (`session-ended`: the session is gone
   * or expired; `access-changed`: the account is no longer the admin of `shopId`). Runs before every event.
   */
  check(): Promise<LiveByeReason | null>;
}

/** Streams one session may hold open on one instance (each browser tab of a shop owner opens one). */
export const LIVE_STREAMS_PER_SESSION = 5;

/** Who a `recheck` is about: every stream of these accounts, and every stream of this shop. */
export interface LiveRecheck {
  userIds?: string[];
  shopId?: string;
}

export interface LiveEvents {
  publish(shopId: string, event: OrderEvent): Promise<void>;
  /** A session was ended (logout): its streams end, on every instance. */
  sessionEnded(sessionHash: string): Promise<void>;
  /**
   * Who may hear changed (password changed or reset, account deleted, shop reassigned): on every instance, each
   * stream of these accounts or this shop runs its `check()` now and ends if it fails. Call after the commit.
   */
  recheck(who: LiveRecheck): Promise<void>;
  /** Streams this instance holds for a session (to cap them). */
  streamsOf(sessionHash: string): number;
  /** Adds a stream; returns its removal. */
  subscribe(sub: LiveSubscriber): () => void;
  stats(): { subscribers: number; delivered: number; refused: number; notifications: number; listening: boolean; listenerPid?: number };
  /** Ends every stream (`bye: server-closing`) and stops listening: runs before the HTTP server closes. */
  close(): Promise<void>;
}

export interface LiveEventsOptions {
  /** Default 25 s. */
  heartbeatMs?: number;
  /** How long to wait before listening again after the LISTEN connection is lost (default 500 ms). */
  relistenDelayMs?: number;
}

export const LIVE_CHANNEL = 'bazaar_live';

type Message =
  | { from: string; kind: 'order'; shopId: string; event: OrderEvent }
  | { from: string; kind: 'session'; sessionHash: string }
  | { from: string; kind: 'recheck'; userIds: string[]; shopId?: string };

export async function createLiveEvents(database: Database, opts: LiveEventsOptions = {}): Promise<LiveEvents> {
  const heartbeatMs = opts.heartbeatMs ?? 25_000;
  const relistenDelayMs = opts.relistenDelayMs ?? 500;
  const instance = crypto.randomUUID();
  const subscribers = new Set<LiveSubscriber>();
  /** Each stream's pending work (checks, then sends), chained so that its events arrive in order. */
  const chains = new WeakMap<LiveSubscriber, Promise<void>>();
  const counters = { delivered: 0, notifications: 0, refused: 0 };
  let closed = false;

  const enqueue = (s: LiveSubscriber, work: () => Promise<void>) => {
    const next = (chains.get(s) ?? Promise.resolve()).then(work).catch(() => {});
    chains.set(s, next);
  };
  /** Runs the stream's check; ends it when it fails. The database unreachable: keep it (the next check decides). */
  const verify = async (s: LiveSubscriber): Promise<boolean> => {
    let reason: LiveByeReason | null;
    try {
      reason = await s.check();
    } catch {
      return false; // not known to be allowed: this event is not sent, the stream stays
    }
    if (reason && subscribers.has(s)) {
      subscribers.delete(s);
      s.end(reason);
    }
    return !reason;
  };

  const deliver = (m: Message) => {
    for (const s of [...subscribers]) {
      if (m.kind === 'order' && s.shopId === m.shopId)
        enqueue(s, async () => {
          if (!subscribers.has(s)) return;
          if (!(await verify(s))) {
            counters.refused++;
            return;
          }
          if (!subscribers.has(s)) return;
          counters.delivered++;
          s.send(m.event);
        });
      else if (m.kind === 'session' && s.sessionHash === m.sessionHash) {
        subscribers.delete(s);
        s.end('session-ended');
      } else if (m.kind === 'recheck' && (m.userIds.includes(s.userId) || (m.shopId !== undefined && s.shopId === m.shopId)))
        enqueue(s, async () => {
          if (subscribers.has(s)) await verify(s);
        });
    }
  };

  // ---------- cross-instance fan-out (PostgreSQL LISTEN/NOTIFY, db/listen.ts) ----------
  let wasListening = false;
  const subscription = await listenChannel(
    database,
    LIVE_CHANNEL,
    {
      message: (payload) => {
        let m: Message;
        try {
          m = JSON.parse(payload) as Message;
        } catch {
          return;
        }
        if (m.from === instance) return; // delivered locally when published
        counters.notifications++;
        deliver(m);
      },
      listening: () => {
        // Events NOTIFYed while we were not listening were missed: every browser reconnects and recounts.
        if (wasListening) for (const s of [...subscribers]) s.end('resync');
        wasListening = true;
      },
    },
    { relistenDelayMs },
  );

  const notify = async (m: Message) => {
    if (database.kind !== 'postgres') return;
    // Best effort: the write has committed; a missed notification leaves a stale badge until the next event or reconnect.
    await database.db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(m)})`).catch(() => {});
  };

  const heartbeat = setInterval(() => {
    for (const s of [...subscribers]) {
      s.ping();
      enqueue(s, async () => {
        if (subscribers.has(s)) await verify(s);
      });
    }
  }, heartbeatMs);
  heartbeat.unref();

  return {
    async publish(shopId, event) {
      if (closed) return;
      const m: Message = { from: instance, kind: 'order', shopId, event };
      deliver(m);
      await notify(m);
    },
    async sessionEnded(sessionHash) {
      const m: Message = { from: instance, kind: 'session', sessionHash };
      deliver(m);
      await notify(m);
    },
    async recheck(who) {
      const m: Message = { from: instance, kind: 'recheck', userIds: who.userIds ?? [], ...(who.shopId ? { shopId: who.shopId } : {}) };
      deliver(m);
      await notify(m);
    },
    streamsOf(sessionHash) {
      let n = 0;
      for (const s of subscribers) if (s.sessionHash === sessionHash) n++;
      return n;
    },
    subscribe(sub) {
      if (closed) {
        sub.end('server-closing');
        return () => {};
      }
      subscribers.add(sub);
      return () => subscribers.delete(sub);
    },
    stats: () => ({ subscribers: subscribers.size, ...counters, listening: subscription.listening(), listenerPid: subscription.pid() }),
    async close() {
      closed = true;
      clearInterval(heartbeat);
      for (const s of [...subscribers]) s.end('server-closing');
      subscribers.clear();
      await subscription.close();
    },
  };
}
