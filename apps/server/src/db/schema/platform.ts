/** The platform's dated settings and profile, and the kept row counts. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The platform's settings as dated data (decision 021): one row per change holding every value after it,
 * never updated or deleted (a trigger, migration 0014, refuses both). The row of highest `version` is in force;
 * no row means the defaults (DEFAULT_PLATFORM_SETTINGS). `version` is 1, 2, 3, …: two changes racing for the
 * same version cannot both be written (primary key), so neither is lost.
 */
export const platformSettings = pgTable(
  'platform_settings',
  {
    version: integer('version').primaryKey(),
    codMaxOrderPaise: bigint('cod_max_order_paise', { mode: 'number' }).notNull(),
    codFeePaise: integer('cod_fee_paise').notNull(),
    /** Hundredths of a percent (500 = 5 %). */
    commissionRateBp: integer('commission_rate_bp').notNull(),
    duesGraceDays: integer('dues_grace_days').notNull(),
    duesBlockThresholdPaise: bigint('dues_block_threshold_paise', { mode: 'number' }).notNull(),
    tcsOnCod: boolean('tcs_on_cod').notNull(),
    /** Null: no order needs the shopper's code. Versions written before it existed read as off and 24 hours. */
    codConfirmAbovePaise: bigint('cod_confirm_above_paise', { mode: 'number' }),
    codConfirmHours: integer('cod_confirm_hours').notNull().default(24),
    /** Daily caps of order messages per channel (issue 27 #4, migration 0051); versions written before read as 50. */
    smsDailyCapPerNumber: integer('sms_daily_cap_per_number').notNull().default(50),
    smsDailyCapPerAccount: integer('sms_daily_cap_per_account').notNull().default(50),
    whatsappDailyCapPerNumber: integer('whatsapp_daily_cap_per_number').notNull().default(50),
    whatsappDailyCapPerAccount: integer('whatsapp_daily_cap_per_account').notNull().default(50),
    /** The API names this change set, e.g. ['codFee']. */
    changed: jsonb('changed').$type<string[]>().notNull(),
    /**
     * Who changed it, and their name as it was. No foreign key: history outlives accounts, and a cascading
     * `set null` would be an UPDATE, which the trigger refuses.
     */
    changedBy: uuid('changed_by').notNull(),
    changedByName: text('changed_by_name').notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('platform_settings_version_ck', sql`${t.version} > 0`),
    check('platform_settings_cod_max_ck', sql`${t.codMaxOrderPaise} > 0`),
    check('platform_settings_cod_fee_ck', sql`${t.codFeePaise} >= 0`),
    check('platform_settings_commission_ck', sql`${t.commissionRateBp} between 0 and 10000`),
    check('platform_settings_grace_ck', sql`${t.duesGraceDays} >= 0`),
    check('platform_settings_threshold_ck', sql`${t.duesBlockThresholdPaise} >= 0`),
    check('platform_settings_cod_confirm_ck', sql`${t.codConfirmAbovePaise} is null or ${t.codConfirmAbovePaise} >= 0`),
    check('platform_settings_cod_hours_ck', sql`${t.codConfirmHours} between 1 and 168`),
    check(
      'platform_settings_channel_caps_ck',
      sql`${t.smsDailyCapPerNumber} between 0 and 10000 and ${t.smsDailyCapPerAccount} between 0 and 10000 and ${t.whatsappDailyCapPerNumber} between 0 and 10000 and ${t.whatsappDailyCapPerAccount} between 0 and 10000`,
    ),
  ],
);

/**
 * The platform's public contact details, social links and payee details (issue 22 #7, #8; decision 051): dated
 * versions like `platform_settings`, every value after the change in `values`; a trigger refuses UPDATE and DELETE.
 * No row: nothing is shown (no made-up phone, address or link).
 */
export const platformProfile = pgTable(
  'platform_profile',
  {
    version: integer('version').primaryKey(),
    values: jsonb('values').$type<Record<string, string>>().notNull(),
    changed: jsonb('changed').$type<string[]>().notNull(),
    changedBy: uuid('changed_by').notNull(),
    changedByName: text('changed_by_name').notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('platform_profile_version_ck', sql`${t.version} > 0`)],
);

/**
 * Row counts of large tables kept by statement-level triggers (migration 0005), so an unfiltered total
 * (the home page's "N shops") is one primary-key read instead of a full count.
 */
export const tableCounts = pgTable('table_counts', {
  name: text('name').primaryKey(),
  n: integer('n').notNull(),
});
