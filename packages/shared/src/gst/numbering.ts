import { type DateInput, istDate } from './dates.js';

/**
 * Document numbers (docs/decisions, "GST document numbering"). Rule 46(b): a consecutive serial number of at
 * most 16 characters, letters, digits, `-` and `/` only, unique for a financial year.
 *   tax invoice / bill of supply: `{PREFIX}/{FY}/{NNNNNN}`  e.g. `SKS/2627/000123`  (≤ 4 + 1 + 4 + 1 + 6 = 16)
 *   credit note:                  `{PREFIX}/{FY}/C{NNNNN}`  e.g. `SKS/2627/C00007`  (≤ 16)
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

/** `SKS/2627/000123`. `counter` is 1-based; at most 999 999 documents per shop per year. */
export function formatInvoiceNumber(prefix: string, fy: string, counter: number): string {
  checkPrefix(prefix);
  checkFy(fy);
  if (!Number.isSafeInteger(counter) || counter < 1 || counter > 999_999) throw new RangeError(`invoice counter out of range: ${counter}`);
  return `${prefix}/${fy}/${String(counter).padStart(6, '0')}`;
}

/** `SKS/2627/C00007`: a series distinct from the invoices. At most 99 999 credit notes per shop per year. */
export function formatCreditNoteNumber(prefix: string, fy: string, counter: number): string {
  checkPrefix(prefix);
  checkFy(fy);
  if (!Number.isSafeInteger(counter) || counter < 1 || counter > 99_999) throw new RangeError(`credit note counter out of range: ${counter}`);
  return `${prefix}/${fy}/C${String(counter).padStart(5, '0')}`;
}
