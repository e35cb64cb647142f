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
 * Logout is sent the same way (`sessionEnded`), so a stream held on another instance ends too.
 *
 * While the LISTEN connection is down, other instances' events go unheard: when it is back, every local
 * stream is ended (`bye: resync`), the browsers reconnect at once and recount from the database.
 * A heartbeat (`: ping`) every `heartbeatMs` keeps proxies from closing idle streams, and checks that each
 * stream's session still exists (expired, or ended by a password change): if not, the stream ends.
 */
export interface LiveSubscriber {
  /** null: an admin without a shop, who hears no order events (only the session's end). */
  shopId: string | null;
  sessionHash: string;
  send(event: OrderEvent): void;
  ping(): void;
  /** Sends `bye` and ends the stream. */
  end(reason: LiveByeReason): void;
  /** Whether the stream's session is still valid (checked at each heartbeat). */
  alive(): Promise<boolean>;
}

export interface LiveEvents {
  publish(shopId: string, event: OrderEvent): Promise<void>;
  /** A session was ended (logout): its streams end, on every instance. */
  sessionEnded(sessionHash: string): Promise<void>;
  /** Adds a stream; returns its removal. */
  subscribe(sub: LiveSubscriber): () => void;
  stats(): { subscribers: number; delivered: number; notifications: number; listening: boolean; listenerPid?: number };
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

type Message = { from: string; kind: 'order'; shopId: string; event: OrderEvent } | { from: string; kind: 'session'; sessionHash: string };

export async function createLiveEvents(database: Database, opts: LiveEventsOptions = {}): Promise<LiveEvents> {
  const heartbeatMs = opts.heartbeatMs ?? 25_000;
  const relistenDelayMs = opts.relistenDelayMs ?? 500;
  const instance = crypto.randomUUID();
  const subscribers = new Set<LiveSubscriber>();
  const counters = { delivered: 0, notifications: 0 };
  let closed = false;

  const deliver = (m: Message) => {
    for (const s of [...subscribers]) {
      if (m.kind === 'order' && s.shopId === m.shopId) {
        counters.delivered++;
        s.send(m.event);
      } else if (m.kind === 'session' && s.sessionHash === m.sessionHash) s.end('session-ended');
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
      s.alive().then(
        (ok) => {
          if (!ok && subscribers.has(s)) s.end('session-ended');
        },
        () => {}, // the database is unreachable: keep the stream, check again at the next beat
      );
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
