import { z } from 'zod';
import { cashCeilingOn } from './law/cash-limits.js';
import { formatRupeesShort, hasAtMostTwoDecimals, toPaise } from './money.js';
import type { DateInput } from './gst/dates.js';

/**
 * The platform's settings (issue 12 #3), set by the platform owner. Inside the server: paise, hundredths of a
 * percent, days. In the API: rupees and percent as numbers, under these names.
 */
export interface PlatformSettings {
  /** Largest COD shop order (total, delivery and fee included). */
  codMaxOrderPaise: number;
  /** COD handling fee charged per shop order. */
  codFeePaise: number;
  /** Platform default commission, in hundredths of a percent (500 = 5 %). */
  commissionRateBp: number;
  /** Days a due may stay unpaid before it counts towards blocking the shop. */
  duesGraceDays: number;
  /** A shop whose dues older than the grace period exceed this stops taking orders. */
  duesBlockThresholdPaise: number;
  /** Whether the platform collects TCS (CGST s.52) on COD orders whose cash the shop collects. */
  tcsOnCod: boolean;
  /** COD shop orders above this need the shopper's 6-digit code before the shop may confirm; null = off. */
  codConfirmAbovePaise: number | null;
  /** Hours an order may wait for that code before it is cancelled by itself (stock returned). */
  codConfirmHours: number;
  /** At most this many order updates a day (India's day) by SMS to one number; more are kept as capped (issue 27 #4). */
  smsDailyCapPerNumber: number;
  /** …and to one account, whatever its number. */
  smsDailyCapPerAccount: number;
  /** The same two caps for WhatsApp. */
  whatsappDailyCapPerNumber: number;
  whatsappDailyCapPerAccount: number;
}

/** What a platform that never changed its settings runs with (docs/decisions/021-platform-settings.md). */
export const DEFAULT_PLATFORM_SETTINGS: Readonly<PlatformSettings> = {
  codMaxOrderPaise: 50_000_00,
  codFeePaise: 0,
  commissionRateBp: 500,
  duesGraceDays: 15,
  duesBlockThresholdPaise: 1_000_00,
  tcsOnCod: true,
  codConfirmAbovePaise: null,
  codConfirmHours: 24,
  smsDailyCapPerNumber: 50,
  smsDailyCapPerAccount: 50,
  whatsappDailyCapPerNumber: 50,
  whatsappDailyCapPerAccount: 50,
};

/** The API's names, in the order screens show them. */
export const SETTING_NAMES = [
  'codMaxOrderValue',
  'codFee',
  'commissionRate',
  'duesGraceDays',
  'duesBlockThreshold',
  'tcsOnCod',
  'codConfirmAbove',
  'codConfirmHours',
  'smsDailyCapPerNumber',
  'smsDailyCapPerAccount',
  'whatsappDailyCapPerNumber',
  'whatsappDailyCapPerAccount',
] as const;
export type SettingName = (typeof SETTING_NAMES)[number];

/** The settings as the API shows them: rupees and percent as numbers. */
export interface PlatformSettingsValues {
  codMaxOrderValue: number;
  codFee: number;
  commissionRate: number;
  duesGraceDays: number;
  duesBlockThreshold: number;
  tcsOnCod: boolean;
  /** Rupees; null = no order needs the shopper's code. */
  codConfirmAbove: number | null;
  codConfirmHours: number;
  smsDailyCapPerNumber: number;
  smsDailyCapPerAccount: number;
  whatsappDailyCapPerNumber: number;
  whatsappDailyCapPerAccount: number;
}

/** The daily caps of messages by SMS and WhatsApp, named alike inside the server and in the API. */
export const CHANNEL_CAP_NAMES = ['smsDailyCapPerNumber', 'smsDailyCapPerAccount', 'whatsappDailyCapPerNumber', 'whatsappDailyCapPerAccount'] as const;
/** Our own bound: no person needs more than this many order messages a day on one channel. */
export const MAX_CHANNEL_DAILY_CAP = 10_000;

export function settingsToApi(s: PlatformSettings): PlatformSettingsValues {
  return {
    codMaxOrderValue: s.codMaxOrderPaise / 100,
    codFee: s.codFeePaise / 100,
    commissionRate: s.commissionRateBp / 100,
    duesGraceDays: s.duesGraceDays,
    duesBlockThreshold: s.duesBlockThresholdPaise / 100,
    tcsOnCod: s.tcsOnCod,
    codConfirmAbove: s.codConfirmAbovePaise === null ? null : s.codConfirmAbovePaise / 100,
    codConfirmHours: s.codConfirmHours,
    smsDailyCapPerNumber: s.smsDailyCapPerNumber,
    smsDailyCapPerAccount: s.smsDailyCapPerAccount,
    whatsappDailyCapPerNumber: s.whatsappDailyCapPerNumber,
    whatsappDailyCapPerAccount: s.whatsappDailyCapPerAccount,
  };
}

/** Applies a validated partial change (API names) to the current settings; returns the new settings. */
export function applySettingsChange(current: PlatformSettings, change: Partial<PlatformSettingsValues>): PlatformSettings {
  return {
    codMaxOrderPaise: change.codMaxOrderValue === undefined ? current.codMaxOrderPaise : toPaise(change.codMaxOrderValue),
    codFeePaise: change.codFee === undefined ? current.codFeePaise : toPaise(change.codFee),
    commissionRateBp: change.commissionRate === undefined ? current.commissionRateBp : Math.round(change.commissionRate * 100),
    duesGraceDays: change.duesGraceDays ?? current.duesGraceDays,
    duesBlockThresholdPaise: change.duesBlockThreshold === undefined ? current.duesBlockThresholdPaise : toPaise(change.duesBlockThreshold),
    tcsOnCod: change.tcsOnCod ?? current.tcsOnCod,
    codConfirmAbovePaise:
      change.codConfirmAbove === undefined ? current.codConfirmAbovePaise : change.codConfirmAbove === null ? null : toPaise(change.codConfirmAbove),
    codConfirmHours: change.codConfirmHours ?? current.codConfirmHours,
    smsDailyCapPerNumber: change.smsDailyCapPerNumber ?? current.smsDailyCapPerNumber,
    smsDailyCapPerAccount: change.smsDailyCapPerAccount ?? current.smsDailyCapPerAccount,
    whatsappDailyCapPerNumber: change.whatsappDailyCapPerNumber ?? current.whatsappDailyCapPerNumber,
    whatsappDailyCapPerAccount: change.whatsappDailyCapPerAccount ?? current.whatsappDailyCapPerAccount,
  };
}

/** Upper bounds of our own (not the law's): each keeps a setting to what a marketplace of small shops could mean. */
export const MAX_COD_FEE_RUPEES = 10_000;
export const MAX_COMMISSION_PERCENT = 50;
export const MAX_DUES_GRACE_DAYS = 365;
export const MAX_DUES_BLOCK_THRESHOLD_RUPEES = 1_00_00_000;
/** An order waits at most a week for the shopper's code. */
export const MAX_COD_CONFIRM_HOURS = 168;

const num = (name: string, unit: string) =>
  z
    .number({ error: (iss) => (iss.input === undefined ? `${name} is required` : `${name} must be a number (${unit})`) })
    .refine(Number.isFinite, `${name} must be a number (${unit})`);

const money = (name: string, min: number, max: number, minText: string) =>
  num(name, 'rupees')
    .refine((n) => n >= min, `${name} must be ${minText}`)
    .refine((n) => n <= max, `${name} must be at most ${formatRupeesShort(max)}`)
    .refine(hasAtMostTwoDecimals, `${name} can have at most 2 decimals (paise)`);

/**
 * The body of PATCH /api/superadmin/settings: any of the settings, each checked on its own; at least one. The COD
 * cap must stay below the s.269ST cash ceiling in force on `date` (default: the day of parsing).
 */
export function settingsPatchBodyOn(date?: DateInput) {
  return z
    .strictObject(
      {
        codMaxOrderValue: money('codMaxOrderValue', 0.01, Number.MAX_SAFE_INTEGER / 100, 'more than 0')
          .superRefine((n, ctx) => {
            const ceiling = cashCeilingOn(date ?? new Date());
            if (ceiling && toPaise(n) >= ceiling.ceilingPaise) {
              ctx.addIssue({
                code: 'custom',
                message: `codMaxOrderValue must be less than ${formatRupeesShort(ceiling.ceilingPaise / 100)}: the ${ceiling.law} does not allow cash of ${formatRupeesShort(ceiling.ceilingPaise / 100)} or more for one order`,
              });
            }
          })
          .optional(),
        codFee: money('codFee', 0, MAX_COD_FEE_RUPEES, '0 or more').optional(),
        commissionRate: num('commissionRate', 'percent')
          .refine((n) => n >= 0 && n <= MAX_COMMISSION_PERCENT, `commissionRate must be between 0 and ${MAX_COMMISSION_PERCENT} (percent)`)
          .refine(hasAtMostTwoDecimals, 'commissionRate can have at most 2 decimals')
          .optional(),
        duesGraceDays: num('duesGraceDays', 'days')
          .refine(Number.isInteger, 'duesGraceDays must be a whole number of days')
          .refine((n) => n >= 0 && n <= MAX_DUES_GRACE_DAYS, `duesGraceDays must be between 0 and ${MAX_DUES_GRACE_DAYS} days`)
          .optional(),
        duesBlockThreshold: money('duesBlockThreshold', 0, MAX_DUES_BLOCK_THRESHOLD_RUPEES, '0 or more').optional(),
        tcsOnCod: z.boolean({ error: 'tcsOnCod must be true or false' }).optional(),
        codConfirmAbove: money('codConfirmAbove', 0, MAX_DUES_BLOCK_THRESHOLD_RUPEES, '0 or more (or null to turn it off)').nullable().optional(),
        codConfirmHours: num('codConfirmHours', 'hours')
          .refine(Number.isInteger, 'codConfirmHours must be a whole number of hours')
          .refine((n) => n >= 1 && n <= MAX_COD_CONFIRM_HOURS, `codConfirmHours must be between 1 and ${MAX_COD_CONFIRM_HOURS} hours`)
          .optional(),
        ...(Object.fromEntries(
          CHANNEL_CAP_NAMES.map((name) => [
            name,
            num(name, 'messages a day')
              .refine(Number.isInteger, `${name} must be a whole number of messages`)
              .refine((n) => n >= 0 && n <= MAX_CHANNEL_DAILY_CAP, `${name} must be between 0 and ${MAX_CHANNEL_DAILY_CAP} messages a day`)
              .optional(),
          ]),
        ) as Record<(typeof CHANNEL_CAP_NAMES)[number], z.ZodOptional<ReturnType<typeof num>>>),
      },
      { error: (iss) => (iss.code === 'unrecognized_keys' ? `Unknown setting: ${iss.keys.join(', ')} (settings are ${SETTING_NAMES.join(', ')})` : undefined) },
    )
    .refine((b) => Object.values(b).some((v) => v !== undefined), `Send at least one setting to change: ${SETTING_NAMES.join(', ')}`);
}

export const settingsPatchBody = settingsPatchBodyOn();
export type SettingsPatchBody = z.infer<typeof settingsPatchBody>;
