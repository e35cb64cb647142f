/** Messages by SMS and WhatsApp (issue 27; decision 086): the per-channel outbox, its tries, consent and choices. */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt } from './columns.js';

export const CHANNEL_STATUSES = ['pending', 'sending', 'sent', 'delivered', 'read', 'failed', 'capped'] as const;

/**
 * One message to one number on one channel. `dedupeKey` (event, person, channel) is unique: written twice (two
 * instances, a retried event), the second insert does nothing. `providerMessageId` is the provider's id (WhatsApp's
 * `wamid`), which its status webhooks name.
 */
export const channelMessages = pgTable(
  'channel_messages',
  {
    id: uuid('id').primaryKey(),
    dedupeKey: text('dedupe_key').notNull(),
    channel: text('channel', { enum: ['sms', 'whatsapp'] }).notNull(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The template's body variables, in order (never a one-time code: those go through the sealed events). */
    params: jsonb('params')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status', { enum: CHANNEL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    providerMessageId: text('provider_message_id'),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    statusAt: timestamp('status_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('channel_messages_dedupe_uq').on(t.dedupeKey),
    uniqueIndex('channel_messages_provider_uq')
      .on(t.channel, t.providerMessageId)
      .where(sql`provider_message_id is not null`),
    index('channel_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status in ('pending', 'sending')`),
    index('channel_messages_created_idx').on(t.createdAt, t.id),
    /** The daily caps count a number's messages on a channel sent since the day began (migration 0048)… */
    index('channel_messages_cap_idx').on(t.recipient, t.channel, t.sentAt),
    /** …and an account's (migration 0051). */
    index('channel_messages_account_cap_idx').on(t.userId, t.channel, t.sentAt),
    check('channel_messages_channel_ck', sql`${t.channel} in ('sms', 'whatsapp')`),
    check('channel_messages_status_ck', sql`${t.status} in ('pending', 'sending', 'sent', 'delivered', 'read', 'failed', 'capped')`),
  ],
);

/** Every try of a channel message, with the provider's message id or its error. */
export const channelAttempts = pgTable(
  'channel_attempts',
  {
    id: uuid('id').primaryKey(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => channelMessages.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    outcome: text('outcome', { enum: ['sent', 'failed'] }).notNull(),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('channel_attempts_message_idx').on(t.messageId, t.attempt), check('channel_attempts_outcome_ck', sql`${t.outcome} in ('sent', 'failed')`)],
);

/** WhatsApp consent per number (E.164): in since when and how, or out (a "STOP" message). */
export const whatsappConsents = pgTable('whatsapp_consents', {
  phone: text('phone').primaryKey(),
  optedInAt: timestamp('opted_in_at', { withTimezone: true }),
  optedInVia: text('opted_in_via'),
  optedOutAt: timestamp('opted_out_at', { withTimezone: true }),
  optedOutVia: text('opted_out_via'),
});

/** A person's channels per kind of message; no row = the defaults (decision 086). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  choices: jsonb('choices').$type<Record<string, { email: boolean; sms: boolean; whatsapp: boolean }>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per cap reached (a day in India, a channel, `number` or `account`, and the E.164 number or the account's
 * id): written with the first message capped, so the platform owners are alerted once whichever instance caps it
 * (migration 0051).
 */
export const channelCapAlerts = pgTable(
  'channel_cap_alerts',
  {
    day: date('day').notNull(),
    channel: text('channel', { enum: ['sms', 'whatsapp'] }).notNull(),
    scope: text('scope', { enum: ['number', 'account'] }).notNull(),
    subject: text('subject').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.day, t.channel, t.scope, t.subject] }), check('channel_cap_alerts_scope_ck', sql`${t.scope} in ('number', 'account')`)],
);
