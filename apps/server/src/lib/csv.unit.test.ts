import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, csvFile, csvMoney, csvRow } from './csv.js';

/** Reads one CSV line back (RFC 4180: quoted cells, doubled quotes). */
function parseRow(line: string): string[] {
  const cells: string[] = [];
  let i = 0;
  for (;;) {
    let cell = '';
    if (line[i] === '"') {
      i++;
      for (;;) {
        const q = line.indexOf('"', i);
        cell += line.slice(i, q);
        i = q + 1;
        if (line[i] === '"') {
          cell += '"';
          i++;
        } else break;
      }
    } else {
      const end = line.indexOf(',', i);
      cell = line.slice(i, end === -1 ? line.length : end);
      i = end === -1 ? line.length : end;
    }
    cells.push(cell);
    if (i >= line.length) return cells;
    i++; // the comma
  }
}

describe('the CSV writer of every export', () => {
  it('quotes cells with a comma, a quote or a line break, and leaves plain text alone', () => {
    expect(csvCell('Asha Rao')).toBe('Asha Rao');
    expect(csvCell('Rao, Asha')).toBe('"Rao, Asha"');
    expect(csvCell('12" pipe')).toBe('"12"" pipe"');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
  });

  it('defuses text a spreadsheet would run as a formula, but not numbers or amounts', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    for (const s of ['+91 98765', '-rm', '@SUM(A1)', '\tx', '\rx']) expect(csvCell(s).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('-3')).toBe('-3');
    expect(csvCell(-7)).toBe('-7');
    expect(csvCell(18)).toBe('18');
  });

  it('writes paise as exact rupees with two decimals, and null as an empty cell', () => {
    expect(csvMoney(0)).toBe('0.00');
    expect(csvMoney(5)).toBe('0.05');
    expect(csvMoney(-1234)).toBe('-12.34');
    expect(csvMoney(2_00_000_00)).toBe('200000.00');
    expect(csvMoney(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
    expect(csvMoney(null)).toBe('');
  });

  it('ends every line of a file with CRLF, blank section breaks included', () => {
    expect(csvFile([csvRow(['a', 1]), '', csvRow(['b', 'c,d'])])).toBe('a,1\r\n\r\nb,"c,d"\r\n');
    expect(csvFile([])).toBe('');
  });

  it('reads back as the cells written (apart from the apostrophe of a defused formula)', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 6 }), (cells) => {
        const back = parseRow(csvRow(cells));
        expect(back).toEqual(cells.map((c) => (csvCell(c).replace(/^"/, '').startsWith("'") && !c.startsWith("'") ? `'${c}` : c)));
      }),
    );
  });
});
