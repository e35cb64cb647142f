/**
 * One CSV cell: RFC 4180 quoting, and a text cell a spreadsheet would run as a formula (starting with = + - @,
 * a tab or a carriage return) gets a leading apostrophe. Amounts are written as plain numbers and pass as they are.
 */
export function csvCell(v: string): string {
  let s = v;
  if (/^[=+\-@\t\r]/.test(s) && !/^-?\d+(?:\.\d+)?$/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Integer paise as rupees with two decimals, exactly (no floating point): -1234 → "-12.34". */
export function csvMoney(paise: number | null): string {
  if (paise === null) return '';
  const sign = paise < 0 ? '-' : '';
  const a = Math.abs(paise);
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}
