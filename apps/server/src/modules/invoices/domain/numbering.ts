import { type DateInput, istDate } from '@bazaar/shared';

/**
 * Document numbers (docs/decisions, "GST document numbering"). Rule 46(b): a consecutive serial number of at
 * most 16 characters, letters, digits, `-` and `/` only, unique for a financial year.
 *   tax invoice / bill of supply: `{PREFIX}/{FY}/{NNNNNN}`  e.g. `SKS/2627/000123`  (≤ 4 + 1 + 4 + 1 + 6 = 16)
 *   credit note:                  `{PREFIX}/{FY}/C{NNNNN}`  e.g. `SKS/2627/C00007`  (≤ 16)
 * Larger counts widen the number rather than fail (`fitNumber`).
 * PREFIX is 2–4 ASCII capitals derived from the shop, FY the Indian financial year in IST (April–March).
 */

export const DOCUMENT_NUMBER_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;

/** The Indian financial year (1 April – 31 March, IST) of a date as four digits: 23 Nov 2026 → `2627`. */
export function financialYear(date: DateInput): string {
  const day = istDate(date);
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${String(start % 100).padStart(2, '0')}${String((start + 1) % 100).padStart(2, '0')}`;
}

/** First and last IST calendar day of the financial year containing `date`. */
export function financialYearRange(date: DateInput): { from: string; to: string } {
  const day = istDate(date);
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * A 2–4 letter ASCII prefix for a shop's series, deterministic: the initials of the first three Latin words of
 * its name (`Sharma Kirana Store` → `SKS`), the first three letters of a single Latin word (`Bazaar` → `BAZ`),
 * accents dropped (`Café Élan` → `CE`); a name without two Latin letters (`राजेश किराना`) gets three letters
 * derived from the shop id, so the prefix is still stable.
 */
export function shopDocumentPrefix(shopName: string, shopId: string): string {
  const words = shopName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .map((w) => w.replace(/[^A-Z]/g, ''))
    .filter((w) => w.length > 0);
  let prefix = '';
  if (words.length >= 2)
    prefix = words
      .slice(0, 3)
      .map((w) => w[0])
      .join('');
  else if (words.length === 1) prefix = words[0]!.slice(0, 3);
  if (prefix.length >= 2) return prefix;
  let h = fnv1a(shopId);
  let out = '';
  for (let i = 0; i < 3; i++) {
    out += String.fromCharCode(65 + (h % 26));
    h = Math.floor(h / 26);
  }
  return out;
}

function checkPrefix(prefix: string): void {
  if (!/^[A-Z0-9]{2,4}$/.test(prefix)) throw new RangeError(`document prefix must be 2–4 capitals or digits, got ${prefix}`);
}
function checkFy(fy: string): void {
  if (!/^\d{4}$/.test(fy)) throw new RangeError(`financial year must be 4 digits such as 2627, got ${fy}`);
}

/**
 * The printed number: `{prefix}/{fy}/{body}` while that fits 16 characters (every count up to 999 999 invoices or
 * 99 999 credit notes with a 4-letter prefix). Past that the number widens instead of failing: first the slash
 * after the prefix goes (`ABCD2627/1000000`), then the other one (`ABCD26271000000`), then the prefix is cut from
 * the right (`AB26272147483647`). Within one series and year the prefix and year are fixed, so each count still
 * gives its own number, and the shapes never meet: a normal number has two slashes, a widened one fewer.
 */
function fitNumber(prefix: string, fy: string, body: string, what: string): string {
  const candidates = [`${prefix}/${fy}/${body}`, `${prefix}${fy}/${body}`, `${prefix}${fy}${body}`];
  for (let k = prefix.length - 1; k >= 0; k--) candidates.push(`${prefix.slice(0, k)}${fy}${body}`);
  const fits = candidates.find((c) => c.length <= 16);
  if (!fits) throw new RangeError(`${what} counter too large for a 16-character number: ${body}`);
  return fits;
}

/** The largest count a series holds (its counter is a 32-bit column); every count up to it has a number. */
export const MAX_SERIES_COUNT = 2_147_483_647;

function checkCounter(counter: number, what: string): void {
  if (!Number.isSafeInteger(counter) || counter < 1 || counter > MAX_SERIES_COUNT) throw new RangeError(`${what} counter out of range: ${counter}`);
}

/** `SKS/2627/000123`. `counter` is 1-based; past 999 999 the number widens (`fitNumber`). */
export function formatInvoiceNumber(prefix: string, fy: string, counter: number): string {
  checkPrefix(prefix);
  checkFy(fy);
  checkCounter(counter, 'invoice');
  return fitNumber(prefix, fy, String(counter).padStart(6, '0'), 'invoice');
}

/** `SKS/2627/C00007`: a series distinct from the invoices (`C` before the count); past 99 999 it widens. */
export function formatCreditNoteNumber(prefix: string, fy: string, counter: number): string {
  checkPrefix(prefix);
  checkFy(fy);
  checkCounter(counter, 'credit note');
  return fitNumber(prefix, fy, `C${String(counter).padStart(5, '0')}`, 'credit note');
}
