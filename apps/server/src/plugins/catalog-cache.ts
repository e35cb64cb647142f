import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { listenChannel } from '../db/listen.js';

/**
 * A small in-process LRU of serialized JSON answers for the public catalog reads (shop lists, facets, a shop,
 * a shop's products), with a strong ETag and 304 on If-None-Match.
 *
 * Freshness is by version counters, not by scanning the cache: one global version (shops created, anything
 * that changes the lists) and one per shop (its products and their stock). An entry remembers the versions
 * it was computed under — read BEFORE the database was queried, so a write that lands during the query makes
 * the entry stale at once. Writers call `invalidate(shopId?)` after their transaction commits; on PostgreSQL
 * the bump is also sent with NOTIFY on `bazaar_catalog`, and every other instance LISTENing bumps too.
 * A time-to-live bounds any staleness a missed notification could leave (e.g. a crash between commit and
 * NOTIFY, or a write made outside the services).
 */
export interface CatalogCache {
  readonly enabled: boolean;
  /**
   * Answers a catalog read from the cache, or runs `load` and caches its JSON. `shopId` scopes the entry to
   * one shop's version; `anyShop` makes the entry stale when any shop's catalog changes (an answer drawn from
   * every shop: a search); `projection` names what the viewer may see (the key is projection + URL).
   */
  serve<T>(
    req: FastifyRequest,
    reply: FastifyReply,
    opts: { projection?: string; shopId?: string; shopOf?: (answer: T) => string; anyShop?: boolean },
    load: () => Promise<T>,
  ): Promise<T | FastifyReply>;
  /** After a committed write: one shop's catalog changed (products, stock), or everything (no shop id). */
  invalidate(shopId?: string): Promise<void>;
  /** Local counters (tests, diagnostics); `listening` is false while the PostgreSQL LISTEN connection is down. */
  stats(): { entries: number; bytes: number; hits: number; misses: number; loads: number; notifications: number; listening: boolean; listenerPid?: number };
  close(): Promise<void>;
}

export interface CatalogCacheOptions {
  enabled?: boolean;
  maxEntries?: number;
  maxBytes?: number;
  /** Bodies larger than this are served but not kept. */
  maxEntryBytes?: number;
  ttlMs?: number;
  /** How long to wait before listening again after the LISTEN connection is lost (default 500 ms). */
  relistenDelayMs?: number;
}

export const CATALOG_CHANNEL = 'bazaar_catalog';

interface Entry {
  /** The answer's UTF-8 bytes, ready to write: a hit neither serializes nor encodes (issue 15 #2). */
  body: Buffer;
  etag: string;
  global: number;
  shopId?: string;
  shop: number;
  /** For an `anyShop` entry: the count of every bump when its read began; any bump since makes it stale. */
  anyBumps?: number;
  at: number;
}

export async function createCatalogCache(database: Database, opts: CatalogCacheOptions = {}): Promise<CatalogCache> {
  const enabled = opts.enabled ?? true;
  const maxEntries = opts.maxEntries ?? 1000;
  const maxBytes = opts.maxBytes ?? 64 * 2 ** 20;
  const maxEntryBytes = opts.maxEntryBytes ?? 8 * 2 ** 20;
  const ttlMs = opts.ttlMs ?? 60_000;
  const relistenDelayMs = opts.relistenDelayMs ?? 500;
  const instance = crypto.randomUUID();

  const entries = new Map<string, Entry>(); // insertion order = LRU order (oldest first)
  let bytes = 0;
  let global = 0;
  /** Counts every bump, of any shop: an answer whose shop is known only once loaded is kept only when none came meanwhile. */
  let bumps = 0;
  const shopVersions = new Map<string, number>();
  const counters = { hits: 0, misses: 0, loads: 0, notifications: 0 };
  // Single flight: concurrent misses of one key under one version share one database read and one
  // serialization (issue 9 #5: 100 concurrent `/api/shops/all` at 10,000 shops each read and stringified 4.6 MB).
  const inflight = new Map<string, { global: number; shop: number; anyBumps?: number; entry: Promise<Entry> }>();
  const keep = (key: string, e: Entry) => {
    // While the LISTEN connection is down another instance's writes go unnoticed: serve, do not keep.
    if (!subscription?.listening() || e.body.length > maxEntryBytes) return;
    const old = entries.get(key);
    if (old) drop(key, old);
    entries.set(key, e);
    bytes += e.body.length;
    for (const [k, v] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      drop(k, v);
    }
  };

  const bump = (shopId?: string) => {
    bumps++;
    if (shopId) shopVersions.set(shopId, (shopVersions.get(shopId) ?? 0) + 1);
    else {
      global++;
      shopVersions.clear(); // every entry is stale through `global`; the per-shop counters may restart
    }
  };
  const drop = (key: string, e: Entry) => {
    entries.delete(key);
    bytes -= e.body.length;
  };
  const fresh = (e: Entry) =>
    e.global === global &&
    (e.shopId === undefined || e.shop === (shopVersions.get(e.shopId) ?? 0)) &&
    (e.anyBumps === undefined || e.anyBumps === bumps) &&
    Date.now() - e.at < ttlMs;

  // ---------- cross-instance invalidation (PostgreSQL LISTEN/NOTIFY, db/listen.ts) ----------
  const subscription = enabled
    ? await listenChannel(
        database,
        CATALOG_CHANNEL,
        {
          message: (payload) => {
            const [from, shopId] = payload.split(':');
            if (from === instance) return;
            counters.notifications++;
            bump(shopId || undefined);
          },
          // Notifications sent before LISTEN was (back) in place were missed: nothing computed before may be
          // served (issue 9 #4); an answer whose query started in the gap carries the old version and `fresh`
          // drops it. Until LISTEN is back nothing is stored (see `keep`).
          listening: () => bump(),
          lost: () => bump(),
        },
        { relistenDelayMs },
      )
    : undefined;

  return {
    enabled,
    async serve(req, reply, { projection = '', shopId: knownShop, shopOf, anyShop }, load) {
      if (!enabled) return load();
      const key = `${projection}|${req.url}`;
      let e = entries.get(key);
      if (e && !fresh(e)) {
        drop(key, e);
        e = undefined;
      }
      if (e) {
        counters.hits++;
        entries.delete(key); // LRU: move to the newest end
        entries.set(key, e);
      } else {
        counters.misses++;
        const version = { global, shop: knownShop ? (shopVersions.get(knownShop) ?? 0) : 0, anyBumps: anyShop ? bumps : undefined };
        const flying = inflight.get(key);
        if (flying && flying.global === version.global && flying.shop === version.shop && flying.anyBumps === version.anyBumps) {
          e = await flying.entry; // an identical read is under way: share its database read and its bytes
        } else {
          const entry = (async (): Promise<Entry> => {
            counters.loads++;
            const before = bumps;
            const answer = await load();
            const body = Buffer.from(JSON.stringify(answer));
            // `shopOf`: the shop is known from the answer (one product). Its version now is the one the read saw
            // when nothing was bumped during the read; otherwise the entry is made stale at once (-1).
            const shopId = knownShop ?? (shopOf ? shopOf(answer) : undefined);
            const shop = knownShop || !shopId ? version.shop : bumps === before ? (shopVersions.get(shopId) ?? 0) : -1;
            return {
              body,
              etag: `"${crypto.createHash('sha1').update(body).digest('base64url')}"`,
              global: version.global,
              shopId,
              shop,
              anyBumps: version.anyBumps,
              at: Date.now(),
            };
          })();
          const flight = { ...version, entry };
          inflight.set(key, flight);
          try {
            e = await entry;
          } finally {
            if (inflight.get(key) === flight) inflight.delete(key);
          }
          keep(key, e);
        }
      }
      // The same URL answers differently per viewer (the session cookie): shared caches must key on it, and a
      // projection with private fields (PAN, GSTIN, payment account) is never stored anywhere.
      // Replies without a projection (facets, products) are the same for everyone.
      reply.header('etag', e.etag).header('cache-control', projection === 'public' || projection === '' ? 'no-cache' : 'private, no-store');
      if (projection !== '') reply.header('vary', 'Cookie');
      if (matches(req.headers['if-none-match'], e.etag)) return reply.status(304).send();
      return reply.type('application/json; charset=utf-8').send(e.body);
    },
    async invalidate(shopId) {
      if (!enabled) return;
      bump(shopId);
      if (database.kind === 'postgres') {
        // Best effort: the write has committed; an instance that misses this is bounded by the TTL.
        await database.db.execute(sql`select pg_notify(${CATALOG_CHANNEL}, ${`${instance}:${shopId ?? ''}`})`).catch(() => {});
      }
    },
    stats: () => ({ entries: entries.size, bytes, ...counters, listening: subscription?.listening() ?? false, listenerPid: subscription?.pid() }),
    async close() {
      await subscription?.close();
      entries.clear();
      bytes = 0;
    },
  };
}

/** If-None-Match: `*`, or a list of (possibly weak) tags; a strong tag matches weakly as RFC 9110 allows for GET. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

/** What a viewer may see of shops: the public projection, the superadmin's, or one admin's (their own shop's private fields). */
export function shopProjection(viewer: { id: string; role: string } | null): string {
  if (!viewer || viewer.role === 'user') return 'public';
  return viewer.role === 'superadmin' ? 'super' : `admin:${viewer.id}`;
}
