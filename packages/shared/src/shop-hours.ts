/**
 * A shop's opening hours and contact email (issue 29 #7 and #3, decision 107): the days and times the shop is open,
 * set by its owner, read by the shop page ("Open now", "Opens at 9:00") and by ONDC's catalog (the location's `time`
 * and the provider's `timing` tags). Times are India's (IST); one opening per day, closing the same day. No hours
 * given (an empty list) means none are known: the shop page says nothing and ONDC hears every day, all day.
 */
import { z } from 'zod';

/** ISO days: 1 Monday … 7 Sunday (ONDC's `days` use the same numbers). */
export type WeekDay = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export interface OpeningHour {
  day: WeekDay;
  /** "HH:MM", 24-hour, IST. */
  open: string;
  /** "HH:MM", after `open` on the same day. */
  close: string;
}

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const dayName = (day: WeekDay) => DAY_NAMES[day - 1]!;

const openingHour = z.strictObject({
  day: z
    .number({ error: 'day must be a number from 1 (Monday) to 7 (Sunday)' })
    .int('day must be a number from 1 (Monday) to 7 (Sunday)')
    .min(1, 'day must be a number from 1 (Monday) to 7 (Sunday)')
    .max(7, 'day must be a number from 1 (Monday) to 7 (Sunday)'),
  open: z.string({ error: 'open must be a time such as 09:00' }).regex(HH_MM, 'open must be a time such as 09:00 (24-hour)'),
  close: z.string({ error: 'close must be a time such as 21:00' }).regex(HH_MM, 'close must be a time such as 21:00 (24-hour)'),
});

/** The body of PUT /api/admin/shop/hours. */
export const shopHoursBody = z.strictObject(
  {
    hours: z
      .array(openingHour, { error: 'hours must be a list of { day, open, close } (an empty list: no hours given)' })
      .max(7, 'hours can hold one opening per day, at most 7')
      .superRefine((list, ctx) => {
        const seen = new Set<number>();
        list.forEach((h, i) => {
          // An entry already refused (a bad day or time) is not compared again.
          if (!Number.isInteger(h.day) || h.day < 1 || h.day > 7 || !HH_MM.test(h.open) || !HH_MM.test(h.close)) return;
          const day = dayName(h.day as WeekDay);
          const { open } = h;
          if (seen.has(h.day)) ctx.addIssue({ code: 'custom', path: [i, 'day'], message: `hours[${i}]: ${day} is given twice` });
          seen.add(h.day);
          if (h.close <= h.open) ctx.addIssue({ code: 'custom', path: [i, 'close'], message: `hours[${i}]: ${day} must close after it opens (${open})` });
        });
      })
      .transform((list) => [...list].sort((a, b) => a.day - b.day) as OpeningHour[]),
    contactEmail: z
      .string({ error: 'contactEmail must be an email address, or null for none' })
      .trim()
      .toLowerCase()
      .max(254, 'contactEmail can be at most 254 characters')
      .pipe(z.email('contactEmail must be an email address such as orders@myshop.in'))
      .nullable(),
  },
  { error: (iss) => (iss.code === 'unrecognized_keys' ? `Unknown field: ${iss.keys.join(', ')} (send { hours, contactEmail })` : undefined) },
);
export type ShopHoursBody = z.infer<typeof shopHoursBody>;

/** IST is UTC+5:30 all year. */
const IST_MS = 330 * 60_000;
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether the shop is open at `now`, and when it closes or next opens. */
export type OpenState =
  | { state: 'unknown' }
  | { state: 'open'; closes: string }
  | { state: 'closed'; opens: string; day: WeekDay; /** 0 today, 1 tomorrow, … */ inDays: number }
  | { state: 'closed-always' };

/** Any list of hours, as a JSON reply types them (day a number). */
export type HoursLike = ReadonlyArray<{ day: number; open: string; close: string }>;

export function openStateAt(hours: HoursLike, now: Date): OpenState {
  if (hours.length === 0) return { state: 'unknown' };
  const ist = new Date(now.getTime() + IST_MS);
  const today = (((ist.getUTCDay() + 6) % 7) + 1) as WeekDay;
  const nowMin = ist.getUTCHours() * 60 + ist.getUTCMinutes();
  const byDay = new Map<number, { open: string; close: string }>(hours.map((h) => [h.day, h]));
  const t = byDay.get(today);
  if (t && nowMin >= minutes(t.open) && nowMin < minutes(t.close)) return { state: 'open', closes: t.close };
  for (let inDays = 0; inDays <= 7; inDays++) {
    const day = (((today - 1 + inDays) % 7) + 1) as WeekDay;
    const h = byDay.get(day);
    if (h && (inDays > 0 || nowMin < minutes(h.open))) return { state: 'closed', opens: h.open, day, inDays };
  }
  return { state: 'closed-always' };
}

/** "09:00" → "9:00", as people read a time. */
export const shortTime = (hhmm: string) => hhmm.replace(/^0(\d)/, '$1');

/** ONDC's "HHMM". */
export const ondcTime = (hhmm: string) => hhmm.replace(':', '');

/** Days in a row with the same hours, as ONDC's timing tags give them (day_from…day_to, time_from…time_to). */
export function hourRuns(hours: readonly OpeningHour[]): Array<{ dayFrom: WeekDay; dayTo: WeekDay; open: string; close: string }> {
  const runs: Array<{ dayFrom: WeekDay; dayTo: WeekDay; open: string; close: string }> = [];
  for (const h of [...hours].sort((a, b) => a.day - b.day)) {
    const last = runs.at(-1);
    if (last && last.dayTo === h.day - 1 && last.open === h.open && last.close === h.close) last.dayTo = h.day;
    else runs.push({ dayFrom: h.day, dayTo: h.day, open: h.open, close: h.close });
  }
  return runs;
}

/** A shop's hours and contact email, as GET/PUT /api/admin/shop/hours answer them. */
export interface ShopHoursDto {
  hours: OpeningHour[];
  contactEmail: string | null;
}
