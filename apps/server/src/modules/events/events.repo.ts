import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { domainEvents } from '../../db/schema.js';
import { rows } from '../../db/rows.js';

export type EventRow = typeof domainEvents.$inferSelect;
export type EventInsert = typeof domainEvents.$inferInsert;

export async function insertEvents(db: Db, events: EventInsert[]): Promise<void> {
  if (events.length) await db.insert(domainEvents).values(events);
}

/**
 * Claims the events a request or job recorded, right after its commit: only those never tried (a rolled-back
 * transaction's ids match nothing), for `leaseMs`. A conditional update, so a poller that got there first keeps them.
 */
export async function claimRecorded(db: Db, ids: readonly string[], leaseMs: number): Promise<EventRow[]> {
  if (!ids.length) return [];
  return db
    .update(domainEvents)
    .set({ attempts: sql`${domainEvents.attempts} + 1`, nextAttemptAt: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
    .where(and(inArray(domainEvents.id, [...ids]), eq(domainEvents.status, 'pending'), eq(domainEvents.attempts, 0)))
    .returning();
}

/**
 * Claims up to `limit` due events (a retry's time has come, or a recording instance never dispatched them): one
 * statement with `FOR UPDATE SKIP LOCKED`, so two instances never claim the same event; the claim holds for `leaseMs`.
 * Events whose secret another process sealed are left to it (it alone can open them).
 */
export async function claimDueEvents(db: Db, limit: number, leaseMs: number, sealedPrefix: string): Promise<EventRow[]> {
  const claimed = await rows<{ id: string }>(
    db,
    sql`
    update domain_events set attempts = attempts + 1, next_attempt_at = now() + ${`${leaseMs} milliseconds`}::interval
    where id in (
      select id from domain_events
      where status = 'pending' and next_attempt_at <= now()
        and (secret is null or starts_with(secret, ${sealedPrefix}))
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    returning id`,
  );
  const ids = claimed.map((r) => r.id);
  if (!ids.length) return [];
  return db.select().from(domainEvents).where(inArray(domainEvents.id, ids)).orderBy(asc(domainEvents.createdAt), asc(domainEvents.id));
}

/** Every subscriber has handled these events: done, their secrets wiped. */
export async function markEventsDone(db: Db, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await db
    .update(domainEvents)
    .set({ status: 'done', secret: null, lastError: null, dispatchedAt: sql`now()` })
    .where(inArray(domainEvents.id, ids));
}

/** Some subscriber failed: those in `done` are not run again; retried after `retryInMs`, or `failed` when `final`. */
export async function markEventRetry(db: Db, id: string, done: string[], error: string, retryInMs: number, final: boolean): Promise<void> {
  await db
    .update(domainEvents)
    .set({
      status: final ? 'failed' : 'pending',
      done,
      ...(final ? { secret: null } : {}),
      lastError: error.slice(0, 500),
      nextAttemptAt: sql`now() + ${`${retryInMs} milliseconds`}::interval`,
    })
    .where(eq(domainEvents.id, id));
}
