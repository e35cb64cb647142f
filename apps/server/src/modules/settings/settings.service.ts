import {
  applySettingsChange,
  cashCeilingOn,
  DEFAULT_PLATFORM_SETTINGS,
  DELIVERY_CHARGE_PER_SHOP_PAISE,
  SETTING_NAMES,
  settingsToApi,
  type PlatformSettings,
  type PlatformSettingsView,
  type SettingsPatchBody,
  type ShippingTermsDto,
} from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/auth.js';
import { insertSettingsVersion, selectCurrentSettings, selectSettingsBefore, selectSettingsHistory, type PlatformSettingsRow } from './settings.repo.js';

/** How many past changes the settings screen lists. */
const HISTORY_SHOWN = 100;

const valuesOf = (row: PlatformSettingsRow): PlatformSettings => ({
  codMaxOrderPaise: row.codMaxOrderPaise,
  codFeePaise: row.codFeePaise,
  commissionRateBp: row.commissionRateBp,
  duesGraceDays: row.duesGraceDays,
  duesBlockThresholdPaise: row.duesBlockThresholdPaise,
  tcsOnCod: row.tcsOnCod,
  codConfirmAbovePaise: row.codConfirmAbovePaise,
  codConfirmHours: row.codConfirmHours,
  smsDailyCapPerNumber: row.smsDailyCapPerNumber,
  smsDailyCapPerAccount: row.smsDailyCapPerAccount,
  whatsappDailyCapPerNumber: row.whatsappDailyCapPerNumber,
  whatsappDailyCapPerAccount: row.whatsappDailyCapPerAccount,
});

/**
 * The platform's settings in force now (paise, hundredths of a percent): the latest row, or the defaults.
 * One primary-key probe and no cache, so every instance sees a change at its next request (decision 021).
 * Pass a transaction to read them in the same snapshot as the work that uses them (checkout).
 */
export async function getPlatformSettings(db: Db): Promise<PlatformSettings> {
  const row = await selectCurrentSettings(db);
  return row ? valuesOf(row) : { ...DEFAULT_PLATFORM_SETTINGS };
}

/**
 * The settings that were in force just before `instant`, from the dated history (the defaults before the first
 * change): what a report of a past period shows, never today's values.
 */
export async function platformSettingsAt(db: Db, instant: Date): Promise<PlatformSettings> {
  const row = await selectSettingsBefore(db, instant);
  return row ? valuesOf(row) : { ...DEFAULT_PLATFORM_SETTINGS };
}

/** GET /api/superadmin/settings: the values in force, the law's ceiling and the history of changes. */
export async function platformSettingsView(db: Db, now: Date): Promise<PlatformSettingsView> {
  const rows = await selectSettingsHistory(db, HISTORY_SHOWN);
  const current = rows[0] ? valuesOf(rows[0]) : DEFAULT_PLATFORM_SETTINGS;
  const ceiling = cashCeilingOn(now);
  return {
    ...settingsToApi(current),
    version: rows[0]?.version ?? 0,
    effectiveFrom: rows[0]?.effectiveFrom.toISOString() ?? null,
    defaults: settingsToApi(DEFAULT_PLATFORM_SETTINGS),
    cashCeiling: ceiling ? { amount: ceiling.ceilingPaise / 100, law: ceiling.law, from: ceiling.from } : null,
    history: rows.map((r) => ({
      version: r.version,
      effectiveFrom: r.effectiveFrom.toISOString(),
      changedBy: { _id: r.changedBy, name: r.changedByName },
      changed: r.changed,
      settings: settingsToApi(valuesOf(r)),
    })),
  };
}

/**
 * PATCH /api/superadmin/settings: appends a version holding every value after the change (never edits one).
 * Two changes at once: each writes the version after the one it read; the loser of the primary key reads again
 * and re-applies its own fields, so neither change is lost. Sending the values in force writes nothing.
 */
export async function changePlatformSettings(
  db: Db,
  user: SessionUser,
  change: SettingsPatchBody,
  now: Date,
): Promise<{ message: string; settings: PlatformSettingsView }> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const row = await selectCurrentSettings(db);
    const current = row ? valuesOf(row) : DEFAULT_PLATFORM_SETTINGS;
    const next = applySettingsChange(current, change);
    const before = settingsToApi(current);
    const after = settingsToApi(next);
    const changed = SETTING_NAMES.filter((n) => before[n] !== after[n]);
    if (changed.length === 0) return { message: 'Nothing changed: these are the settings in force', settings: await platformSettingsView(db, now) };
    const written = await insertSettingsVersion(db, {
      version: (row?.version ?? 0) + 1,
      ...next,
      changed,
      changedBy: user.id,
      changedByName: user.name,
      effectiveFrom: now,
    });
    if (written) return { message: `Settings saved (${changed.join(', ')}); they apply to new orders`, settings: await platformSettingsView(db, now) };
  }
  throw conflict('The settings were being changed by someone else at the same time; please try again');
}

/** GET /api/policies/shipping: the public part of the settings in force, for the shipping and returns pages (issue 26 #6). */
export async function shippingTerms(db: Db, now: Date): Promise<ShippingTermsDto> {
  const s = await getPlatformSettings(db);
  const ceiling = cashCeilingOn(now);
  return {
    deliveryChargePerShop: DELIVERY_CHARGE_PER_SHOP_PAISE / 100,
    codFee: s.codFeePaise / 100,
    codMaxOrderValue: s.codMaxOrderPaise / 100,
    codConfirmAbove: s.codConfirmAbovePaise === null ? null : s.codConfirmAbovePaise / 100,
    codConfirmHours: s.codConfirmHours,
    cashCeiling: ceiling ? ceiling.ceilingPaise / 100 : null,
    cashCeilingLaw: ceiling?.law ?? null,
  };
}
