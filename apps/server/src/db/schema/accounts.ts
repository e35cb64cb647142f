/** Accounts: people, their sessions and password resets, and the shared rate-limit counters. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '@bazaar/shared';
import { createdAt } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    /** Always stored lower-cased; unique. Null for an account made with a mobile number (migration 0040). */
    email: text('email'),
    /** The contact number typed at registration: never proven, so never a way to log in. */
    phone: text('phone'),
    /** The mobile number proven by a one-time code (E.164, unique): logs in with a code (issue 27, decision 078). */
    mobile: text('mobile'),
    role: text('role', { enum: ['user', 'admin', 'superadmin'] }).notNull(),
    /** Null for an account made with a mobile number: it logs in with codes only until it sets a password. */
    passwordHash: text('password_hash'),
    createdAt: createdAt(),
    /**
     * Consent to the privacy notice (issue 26 #7, decision 085): the notice's version, when, and how — `ticked` (the
     * form's box) or `registered` (the spec's register call, which has no field: registering was the act of consent).
     * Null for accounts made before consent was recorded (migration 0044).
     */
    privacyNoticeVersion: integer('privacy_notice_version'),
    privacyConsentAt: timestamp('privacy_consent_at', { withTimezone: true }),
    privacyConsentHow: text('privacy_consent_how', { enum: ['ticked', 'registered'] }),
    /** When the account was erased: its name is "Deleted user" and it holds nothing personal (decision 085). */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /** The language of the account's messages, mails and screens (issue 28, decision 091). */
    language: text('language').$type<Language>().notNull().default('en'),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_mobile_uq').on(t.mobile),
    check('users_email_or_mobile_ck', sql`${t.email} is not null or ${t.mobile} is not null`),
    index('users_role_created_idx').on(t.role, t.createdAt),
    check('users_role_ck', sql`${t.role} in ('user','admin','superadmin')`),
    check('users_language_ck', sql`${t.language} in ('en', 'hi')`),
    check('users_privacy_consent_how_ck', sql`${t.privacyConsentHow} is null or ${t.privacyConsentHow} in ('ticked', 'registered')`),
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

/**
 * The one-time code a mobile number waits for (issue 27, decision 078): one row per number, the code salted and
 * hashed, replaced by each new code. Locked (`FOR UPDATE`) while a send is counted or a code tried, so two
 * instances never both pass a limit. `purpose`: logging in, or proving a new number for the account `userId`.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    phone: text('phone').primaryKey(),
    purpose: text('purpose', { enum: ['login', 'change-number'] })
      .notNull()
      .default('login'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    tries: integer('tries').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [check('otp_codes_purpose_ck', sql`${t.purpose} in ('login', 'change-number')`)],
);

/** Every code sent to a number, for its caps per hour and per day; pruned after a day. */
export const otpSends = pgTable(
  'otp_sends',
  {
    id: uuid('id').primaryKey(),
    phone: text('phone').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('otp_sends_phone_sent_idx').on(t.phone, t.sentAt)],
);
