import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Language } from '@bazaar/shared';
import { outbox, users } from '../../db/schema.js';
import { rows } from '../../db/rows.js';
import { offsetOf } from '../../lib/paging.js';

export type OutboxRow = typeof outbox.$inferSelect;
export type OutboxInsert = typeof outbox.$inferInsert;

export async function insertOutbox(db: Db, messages: OutboxInsert[]): Promise<void> {
  if (messages.length) await db.insert(outbox).values(messages);
}

/** The language of each account among `emails`, by lower-cased address (one query, over users_email_lower_uq). */
export async function selectAccountLanguages(db: Db, emails: string[]): Promise<Map<string, Language>> {
  const wanted = [...new Set(emails.map((e) => e.toLowerCase()))];
  const found = await db
    .select({ email: sql<string>`lower(${users.email})`, language: users.language })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, wanted));
  return new Map(found.map((r) => [r.email, r.language]));
}

/**
 * Claims up to `limit` messages that are due, for `leaseMs`: one statement, `FOR UPDATE SKIP LOCKED`, so two
 * instances never claim the same row. A claimed row is `sending` with `next_attempt_at` = the lease's end: if the
 * instance dies before it records the outcome, another one claims it again after the lease (at least once).
 */
export async function claimDue(db: Db, limit: number, leaseMs: number, sealedPrefix: string): Promise<OutboxRow[]> {
  const claimed = await rows<{ id: string }>(
    db,
    sql`
    update outbox set status = 'sending', attempts = attempts + 1, next_attempt_at = now() + ${`${leaseMs} milliseconds`}::interval
    where id in (
      select id from outbox
      where status in ('pending', 'sending') and next_attempt_at <= now()
        and (secret is null or starts_with(secret, ${sealedPrefix}))
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    returning id`,
  );
  const ids = claimed.map((r) => r.id);
  if (!ids.length) return [];
  // Sent in the order they were written (a newer code's message after the older one's).
  return db.select().from(outbox).where(inArray(outbox.id, ids)).orderBy(asc(outbox.createdAt), asc(outbox.id));
}

/** Gives back claimed messages this instance did not start (it is stopping): due again now, the try not counted. */
export async function releaseClaims(db: Db, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await db
    .update(outbox)
    .set({ status: 'pending', attempts: sql`${outbox.attempts} - 1`, nextAttemptAt: sql`now()` })
    .where(and(inArray(outbox.id, ids), eq(outbox.status, 'sending')));
}

/**
 * Messages whose secret was sealed by another process's key (an instance without the shared OUTBOX_KEY, or before a
 * restart) and that no one could send for `olderThanMs`: failed for good, the sealed secret wiped (decision 039).
 */
export async function failUnopenable(db: Db, sealedPrefix: string, olderThanMs: number): Promise<number> {
  const done = await rows<{ id: string }>(
    db,
    sql`
    update outbox set status = 'failed', secret = null,
      last_error = 'not sent: its secret was sealed by another server process (set the same OUTBOX_KEY on every instance); ask again'
    where status in ('pending', 'sending') and secret is not null and not starts_with(secret, ${sealedPrefix})
      and created_at <= now() - ${`${olderThanMs} milliseconds`}::interval
    returning id`,
  );
  return done.length;
}

/** Records a sent message, and wipes its sealed secret; only while this claim still holds it (`sending`). */
export async function markSent(db: Db, id: string): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null, secret: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'sending')));
}

/** A failed try: back to `pending` after `retryInMs`, or `failed` for good when `final`. */
export async function markFailed(db: Db, id: string, error: string, retryInMs: number, final: boolean): Promise<void> {
  await db
    .update(outbox)
    .set({
      status: final ? 'failed' : 'pending',
      ...(final ? { secret: null } : {}),
      lastError: error.slice(0, 500),
      nextAttemptAt: sql`now() + ${`${retryInMs} milliseconds`}::interval`,
    })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'sending')));
}

const listColumns = {
  id: outbox.id,
  recipient: outbox.recipient,
  kind: outbox.kind,
  subject: outbox.subject,
  status: outbox.status,
  attempts: outbox.attempts,
  lastError: outbox.lastError,
  hasAttachment: sql<boolean>`${outbox.attachment} is not null`,
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
};
export type OutboxListRow = { [K in keyof typeof listColumns]: K extends 'hasAttachment' ? boolean : OutboxRow[K & keyof OutboxRow] };

export async function selectOutboxPage(db: Db, page: number, pageSize: number): Promise<{ rows: OutboxListRow[]; total: number }> {
  const [found, counted] = await Promise.all([
    db.select(listColumns).from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(pageSize).offset(offsetOf(page, pageSize)),
    db.select({ n: sql<number>`count(*)::int` }).from(outbox),
  ]);
  return { rows: found as OutboxListRow[], total: Number(counted[0]?.n ?? 0) };
}

export async function selectOutboxMessage(db: Db, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
  return row;
}

/** The messages addressed to one email, newest first (a person's data export, issue 26 #7). */
export async function selectOutboxForRecipient(db: Db, email: string, limit = 1000): Promise<OutboxListRow[]> {
  const found = await db
    .select(listColumns)
    .from(outbox)
    .where(sql`lower(${outbox.recipient}) = lower(${email})`)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
  return found as OutboxListRow[];
}
