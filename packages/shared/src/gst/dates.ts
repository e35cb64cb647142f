/** Calendar dates in India Standard Time (UTC+05:30, no daylight saving), as `YYYY-MM-DD` strings. */

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The range of calendar dates and months the API accepts (order filters, payment dates, report months): wide
 * enough for any real record, narrow enough that a typo such as 0001-01-01 or month=0000-01 is a 400 with a
 * message, not a year 1 payment or a month read as 1900 (issue 21).
 */
export const EARLIEST_DATE = '2000-01-01';
export const LATEST_DATE = '2100-12-31';
export const EARLIEST_MONTH = EARLIEST_DATE.slice(0, 7);
export const LATEST_MONTH = LATEST_DATE.slice(0, 7);

/** A date as given to the GST functions: a `Date` (an instant, read in IST) or a `YYYY-MM-DD` IST calendar date. */
export type DateInput = Date | string;

/** The IST calendar date (`YYYY-MM-DD`) of an instant, or the date itself when given as `YYYY-MM-DD`. */
export function istDate(date: DateInput): string {
  if (typeof date === 'string') {
    if (ISO_DATE.test(date)) return date;
    const parsed = new Date(date);
    if (Number.isNaN(parsed.getTime())) throw new RangeError(`not a date: ${date}`);
    return istDate(parsed);
  }
  if (Number.isNaN(date.getTime())) throw new RangeError('not a date');
  return new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The IST wall-clock time of an instant as `YYYY-MM-DD HH:MM`. */
export function istDateTime(date: Date): string {
  const s = new Date(date.getTime() + IST_OFFSET_MS).toISOString();
  return `${s.slice(0, 10)} ${s.slice(11, 16)}`;
}
