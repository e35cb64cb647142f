/**
 * The `rate_limit_hits` table (decision 026), owned by the rate-limit plugin: its only reader and writer is
 * rate-limit-store.ts, which reaches it through these functions, as a module reaches its own repo (decision 057).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rows } from '../db/rows.js';

/** One atomic upsert: a new key or an ended window starts at 1, a live window adds 1; timed by the database's clock. */
export async function upsertHit(db: Db, key: string, windowMs: number): Promise<{ hits: number; ttlMs: number }> {
  const [r] = await rows<{ hits: number; ttl_ms: string | number }>(
    db,
    sql`insert into rate_limit_hits as h (key, hits, reset_at)
        values (${key}, 1, now() + make_interval(secs => ${windowMs}::double precision / 1000))
        on conflict (key) do update set
          hits = case when h.reset_at <= now() then 1 else h.hits + 1 end,
          reset_at = case when h.reset_at <= now() then excluded.reset_at else h.reset_at end
        returning h.hits, greatest(0, ceil(extract(epoch from (h.reset_at - now())) * 1000))::bigint as ttl_ms`,
  );
  return { hits: r!.hits, ttlMs: Number(r!.ttl_ms) };
}

/** The key's live window, or undefined. */
export async function selectLiveHit(db: Db, key: string): Promise<{ hits: number; ttlMs: number } | undefined> {
  const [r] = await rows<{ hits: number; ttl_ms: string | number }>(
    db,
    sql`select hits, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::bigint as ttl_ms
        from rate_limit_hits where key = ${key} and reset_at > now()`,
  );
  return r ? { hits: r.hits, ttlMs: Number(r.ttl_ms) } : undefined;
}

export async function deleteHits(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limit_hits where key = ${key}`);
}

/** Deletes windows that ended; returns how many rows went. */
export async function deleteEndedHits(db: Db): Promise<number> {
  const r = await rows<{ n: number }>(
    db,
    sql`with gone as (delete from rate_limit_hits where reset_at <= now() returning 1) select count(*)::int as n from gone`,
  );
  return r[0]?.n ?? 0;
}
