/** Messages: the contact form and the mail outbox. */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    /** new → replied (a reply was mailed) or closed (nothing to answer); decision 052. */
    status: text('status', { enum: ['new', 'replied', 'closed'] })
      .notNull()
      .default('new'),
    reply: text('reply'),
    repliedBy: uuid('replied_by'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt, t.id), check('contact_messages_status_ck', sql`${t.status} in ('new', 'replied', 'closed')`)],
);

/**
 * Mail waiting to go out (decision 028): written in the transaction of the event that causes it, sent after commit
 * by the outbox worker. `pending` → `sending` (claimed; `next_attempt_at` is then the lease) → `sent`, or back to
 * `pending` with a later `next_attempt_at` after a failed try, `failed` after the last try; `held` when the
 * instance that wrote it has no SMTP_URL (kept for the platform owner's Outbox screen, never sent).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey(),
    recipient: text('recipient').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Rendered at send time, e.g. `{ "kind": "invoice", "orderId": "…" }`: the invoice PDF of that order. */
    attachment: jsonb('attachment').$type<{ kind: 'invoice'; orderId: string }>(),
    /**
     * The secret the message carries (reset token, COD code), sealed with a key held only in server memory
     * (decision 039); the texts hold a mark in its place. Null once sent or failed, and always for held messages.
     */
    secret: text('secret'),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed', 'held'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status in ('pending', 'sending')`),
    index('outbox_created_idx').on(t.createdAt, t.id),
  ],
);

/** Domain events: recorded in the transaction that made the change, dispatched after commit (decision 054). */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: uuid('id').primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    secret: text('secret'),
    status: text('status', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    done: text('done')
      .array()
      .notNull()
      .default(sql`'{}'`),
    attempts: integer('attempts').notNull().default(0),
    /** First the grace the recording request has to dispatch it itself; then the lease, then the next retry. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '30 seconds'`),
    lastError: text('last_error'),
    createdAt: createdAt(),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
  },
  (t) => [
    index('domain_events_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    check('domain_events_status_ck', sql`${t.status} in ('pending', 'done', 'failed')`),
  ],
);
