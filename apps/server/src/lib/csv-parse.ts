/**
 * The CSV reader of the catalog import (decision 089): RFC 4180 (quoted cells with "" for a quote, commas and line
 * breaks inside quotes, CRLF or LF line ends), a leading byte-order mark dropped, blank lines skipped. No package
 * in the dependencies reads CSV, so this small one is the project's.
 */
export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

/** Rows of cells; `line` is the 1-based line each row starts on (for messages). */
export function parseCsv(text: string): Array<{ line: number; cells: string[] }> {
  const out: Array<{ line: number; cells: string[] }> = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  let rowLine = 1;
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let wasQuoted = false;
  const endRow = () => {
    cells.push(cell);
    if (!(cells.length === 1 && cells[0] === '' && !wasQuoted)) out.push({ line: rowLine, cells });
    cells = [];
    cell = '';
    wasQuoted = false;
  };
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        cell += c;
      }
      continue;
    }
    if (c === '"') {
      if (cell !== '') throw new CsvSyntaxError(`Line ${line}: a quote may only open a cell (write "" inside a quoted cell)`, line);
      quoted = true;
      wasQuoted = true;
    } else if (c === ',') {
      cells.push(cell);
      cell = '';
      wasQuoted = false;
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else {
      if (wasQuoted) throw new CsvSyntaxError(`Line ${line}: text after a closing quote (write "" for a quote inside a quoted cell)`, line);
      cell += c;
    }
  }
  if (quoted) throw new CsvSyntaxError(`Line ${rowLine}: a quoted cell is never closed`, rowLine);
  if (cell !== '' || cells.length || wasQuoted) endRow();
  return out;
}
