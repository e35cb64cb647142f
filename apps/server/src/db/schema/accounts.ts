/** Accounts: people, their sessions and password resets, and the shared rate-limit counters. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    /** Always stored lower-cased; unique. */
    email: text('email').notNull(),
    phone: text('phone'),
    role: text('role', { enum: ['user', 'admin', 'superadmin'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_role_created_idx').on(t.role, t.createdAt),
    check('users_role_ck', sql`${t.role} in ('user','admin','superadmin')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the opaque cookie value; the value itself is never stored. */
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** A forgotten password's reset link: only the sha256 of the token is kept; single use, short-lived. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Rate-limit and login-lockout counters shared by every instance on one PostgreSQL database (decision 026):
 * one row per key (limit, route, client or account), `hits` in the fixed window that ends at `reset_at`.
 * Written only through plugins/rate-limit-hits.repo.ts, with an atomic upsert; expired rows are pruned. Unused on the
 * embedded database, where the counters live in memory.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_reset_idx').on(t.resetAt)],
);
