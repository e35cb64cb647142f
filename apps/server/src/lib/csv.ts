/**
 * The one CSV writer of every export (the ledger, the GST sales register, the TCS and TDS reports): RFC 4180
 * quoting, CRLF line ends, amounts as exact rupees with two decimals, and a text cell that a spreadsheet would run
 * as a formula (starting with = + - @, a tab or a carriage return) defused with a leading apostrophe.
 */
export type CsvValue = string | number;

/** One cell. Numbers and amounts (`-12.50`) pass as they are; other text starting like a formula gets an apostrophe. */
export function csvCell(v: CsvValue): string {
  let s = String(v);
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s) && !/^-?\d+(?:\.\d+)?$/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One line of cells, without its line end. */
export function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(',');
}

/** Integer paise as rupees with two decimals, exactly (no floating point): -1234 → "-12.34"; null → "". */
export function csvMoney(paise: number | null): string {
  if (paise === null) return '';
  const sign = paise < 0 ? '-' : '';
  const a = Math.abs(paise);
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}

/** The file: lines written by `csvRow` (or '' to separate sections), each ended by CRLF. */
export function csvFile(lines: readonly string[]): string {
  return lines.map((l) => `${l}\r\n`).join('');
}
