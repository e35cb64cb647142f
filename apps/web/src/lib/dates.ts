/**
 * Dates typed the Indian way, day first: "05/11/2026" (also with - or . between, one-digit day and month).
 * The app keeps them as ISO days (`YYYY-MM-DD`) in URLs and API calls; these convert both ways.
 */

/** "2026-11-05" → "05/11/2026"; anything else → "". */
export function isoToDmy(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/** "5/11/2026", "05-11-2026" or "05.11.2026" → "2026-11-05"; null when it is not a real calendar day. */
export function dmyToIso(text: string): string | null {
  const m = /^(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1900 || month < 1 || month > 12 || day < 1) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return d.toISOString().slice(0, 10);
}
