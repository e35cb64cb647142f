import { describe, expect, it } from 'vitest';
import { hourRuns, openStateAt, shopHoursBody, shortTime, type OpeningHour } from './shop-hours.js';

const weekdays: OpeningHour[] = [1, 2, 3, 4, 5].map((day) => ({ day: day as OpeningHour['day'], open: '09:00', close: '21:00' }));
/** 2026-11-30 is a Monday; the times are IST (UTC+5:30). */
const ist = (isoLocal: string) => new Date(`${isoLocal}+05:30`);

describe('shop opening hours (issue 29 #7)', () => {
  it('says open until closing, and when it next opens: later today, tomorrow, or on a later day', () => {
    expect(openStateAt(weekdays, ist('2026-11-30T10:00:00'))).toEqual({ state: 'open', closes: '21:00' });
    expect(openStateAt(weekdays, ist('2026-11-30T08:59:00'))).toEqual({ state: 'closed', opens: '09:00', day: 1, inDays: 0 });
    expect(openStateAt(weekdays, ist('2026-11-30T21:00:00'))).toEqual({ state: 'closed', opens: '09:00', day: 2, inDays: 1 });
    // Friday night: closed Saturday and Sunday, opens Monday.
    expect(openStateAt(weekdays, ist('2026-12-04T22:00:00'))).toEqual({ state: 'closed', opens: '09:00', day: 1, inDays: 3 });
    expect(openStateAt([], ist('2026-11-30T10:00:00'))).toEqual({ state: 'unknown' });
  });

  it('reads the day in India’s time, not the server’s: 23:00 UTC Sunday is Monday 04:30 IST', () => {
    expect(openStateAt([{ day: 1, open: '04:00', close: '05:00' }], new Date('2026-11-29T23:00:00Z'))).toEqual({ state: 'open', closes: '05:00' });
  });

  it('accepts one opening a day, sorted; refuses a repeated day, a closing before opening, a bad time or email, naming it', () => {
    const ok = shopHoursBody.parse({ hours: [{ day: 3, open: '10:00', close: '18:30' }, weekdays[0]], contactEmail: ' Orders@MyShop.in ' });
    expect(ok).toEqual({ hours: [weekdays[0], { day: 3, open: '10:00', close: '18:30' }], contactEmail: 'orders@myshop.in' });
    const fail = (body: unknown) => shopHoursBody.safeParse(body).error?.issues.map((i) => i.message);
    expect(fail({ hours: [weekdays[0], weekdays[0]], contactEmail: null })).toEqual(['hours[1]: Monday is given twice']);
    expect(fail({ hours: [{ day: 2, open: '21:00', close: '09:00' }], contactEmail: null })).toEqual(['hours[0]: Tuesday must close after it opens (21:00)']);
    expect(fail({ hours: [{ day: 8, open: '9', close: '24:00' }], contactEmail: null })).toEqual([
      'day must be a number from 1 (Monday) to 7 (Sunday)',
      'open must be a time such as 09:00 (24-hour)',
      'close must be a time such as 21:00 (24-hour)',
    ]);
    expect(fail({ hours: [], contactEmail: 'not-an-email' })).toEqual(['contactEmail must be an email address such as orders@myshop.in']);
  });

  it('groups days in a row with the same hours, as ONDC’s timing tags give them', () => {
    const hours: OpeningHour[] = [...weekdays, { day: 6, open: '10:00', close: '14:00' }, { day: 7, open: '10:00', close: '14:00' }];
    expect(hourRuns(hours)).toEqual([
      { dayFrom: 1, dayTo: 5, open: '09:00', close: '21:00' },
      { dayFrom: 6, dayTo: 7, open: '10:00', close: '14:00' },
    ]);
    expect(hourRuns([weekdays[0]!, weekdays[2]!])).toHaveLength(2);
    expect(shortTime('09:00')).toBe('9:00');
  });
});
