/** Indian formats the server validates. */

/** 10 digits starting 6–9; an optional +91 / 91 / 0 prefix, spaces and dashes are accepted. Returns the 10 digits or null. */
export function normalizeIndianPhone(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '');
  const m = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(compact);
  return m ? m[1]! : null;
}

/**
 * A mobile number in E.164 (`+<country code><number>`), or null when it cannot be one (issue 27 #4). Spaces, dashes,
 * dots and brackets are ignored. Without a `+` the number is Indian (`defaultCountry`, 91): 10 digits starting 6–9,
 * with an optional 0 or 91 before them. With a `+` an Indian number must still be 10 digits starting 6–9; another
 * country's is kept as written when it has 8 to 15 digits in all (E.164's maximum) and no leading 0 in its code.
 * `00` in front is the international prefix, read as `+`.
 */
export function toE164(input: string, defaultCountry = '91'): string | null {
  const compact = input.trim().replace(/[\s().-]/g, '');
  const intl = compact.startsWith('+') ? compact.slice(1) : compact.startsWith('00') ? compact.slice(2) : null;
  if (intl === null) {
    if (defaultCountry !== '91') return /^\d{4,14}$/.test(compact) ? `+${defaultCountry}${compact.replace(/^0/, '')}` : null;
    const india = normalizeIndianPhone(compact);
    return india ? `+91${india}` : null;
  }
  if (!/^[1-9]\d{7,14}$/.test(intl)) return null;
  if (intl.startsWith('91')) return /^91[6-9]\d{9}$/.test(intl) ? `+${intl}` : null;
  return `+${intl}`;
}

export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export function isValidPan(input: string): boolean {
  return PAN_PATTERN.test(input);
}

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The GSTIN check character for the first 14 characters (mod-36 weighted sum). */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_CHARS.indexOf(first14[i]!);
    if (value < 0) throw new RangeError('invalid GSTIN character');
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

export function isValidGstin(input: string): boolean {
  if (!GSTIN_PATTERN.test(input)) return false;
  const state = Number(input.slice(0, 2));
  if (state < 1 || (state > 38 && state !== 97 && state !== 99)) return false;
  return gstinCheckChar(input.slice(0, 14)) === input[14];
}

export const PIN_PATTERN = /^[1-9][0-9]{5}$/;
