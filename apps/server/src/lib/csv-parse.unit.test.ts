import { describe, expect, it } from 'vitest';
import { csvFile, csvRow } from './csv.js';
import { CsvSyntaxError, parseCsv } from './csv-parse.js';

const cells = (t: string) => parseCsv(t).map((r) => r.cells);

describe('parseCsv (RFC 4180)', () => {
  it('reads plain rows with CRLF or LF and skips blank lines', () => {
    expect(cells('a,b\r\n1,2\n\n3,\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', ''],
    ]);
  });
  it('reads quoted cells with commas, quotes and line breaks, and tells the line each row starts on', () => {
    const rows = parseCsv('"x, y","say ""hi""","two\r\nlines"\r\nlast,""\n');
    expect(rows[0]).toEqual({ line: 1, cells: ['x, y', 'say "hi"', 'two\r\nlines'] });
    expect(rows[1]).toEqual({ line: 3, cells: ['last', ''] });
  });
  it('drops a byte-order mark and reads a last row without a line end', () => {
    expect(cells('\ufeffsku,quantity\r\nA-1,4')).toEqual([
      ['sku', 'quantity'],
      ['A-1', '4'],
    ]);
  });
  it('refuses an unclosed quote and text after a closing quote, naming the line', () => {
    expect(() => parseCsv('a\n"open,b')).toThrow(CsvSyntaxError);
    expect(() => parseCsv('a\n"open,b')).toThrow(/Line 2/);
    expect(() => parseCsv('"a"b')).toThrow(/closing quote/);
    expect(() => parseCsv('ab"c')).toThrow(/quote may only open/);
  });
  it('reads back what the CSV writer writes', () => {
    const rows = [
      ['name', 'note'],
      ['Saree, silk', 'He said "ok"\nthen left'],
      ['=SUM(A1)', '-12.50'],
    ];
    expect(cells(csvFile(rows.map((r) => csvRow(r))))).toEqual([rows[0], rows[1], ["'=SUM(A1)", '-12.50']]);
  });
});
