import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCsv } from './rfc4180.js';
import { writeCsv } from './write-csv.js';

// Cells drawn from the characters that matter to CSV (separators, quotes, line breaks, spaces)
// plus any other text, so the shrinker finds the smallest breaking cell.
const cell = fc.oneof(
  fc.string({ unit: fc.constantFrom(',', '"', '\n', '\r', ' ', 'a', 'é', '1') }),
  fc.string(),
);
// A row of one empty cell is a blank line, which both readers skip: leave it out of the rows.
const rows = fc.array(
  fc.array(cell, { minLength: 1, maxLength: 6 }).filter((r) => !(r.length === 1 && r[0] === '')),
  { maxLength: 8 },
);
const cellsOf = (text: string): string[][] => readCsv(text).map((r) => r.cells);

describe('readCsv and writeCsv (RFC 4180)', () => {
  it('reads back what it writes, with either line end', () => {
    fc.assert(
      fc.property(rows, fc.constantFrom('\n' as const, '\r\n' as const), (table, eol) => {
        expect(cellsOf(writeCsv(table, eol))).toEqual(table);
      }),
    );
  });

  it('agrees with csv-parse and csv-stringify', () => {
    fc.assert(
      fc.property(rows, (table) => {
        // Our writer's text, read by the library; the library's text, read by ours.
        expect(parse(writeCsv(table), { relax_column_count: true })).toEqual(table);
        expect(cellsOf(stringify(table, { quoted_match: /^\s|\s$/ }))).toEqual(table);
      }),
    );
  });

  it('keeps quoted commas and line breaks in their cell, and names the line each record starts on', () => {
    expect(readCsv('\uFEFFa,"b, c"\r\n"two\r\nlines","say ""hi"""\n\nlast,\n')).toEqual([
      { cells: ['a', 'b, c'], line: 1 },
      { cells: ['two\r\nlines', 'say "hi"'], line: 2 },
      { cells: ['last', ''], line: 5 },
    ]);
  });

  it('keeps a quote inside an unquoted cell as text', () => {
    expect(cellsOf('5" ball,x\n')).toEqual([['5" ball', 'x']]);
  });

  it.each([
    ['a,"open\nb,c\n', 'line 1: a quoted cell is not closed'],
    ['ok\na,"b"c\n', 'line 2: text follows a closing quote'],
  ])('rejects %j: %s', (text, message) => {
    expect(() => readCsv(text)).toThrow(
      expect.objectContaining({ code: 'INVALID_CSV', field: 'line', message: `${message}.` }),
    );
  });

  it('quotes only the cells that need it', () => {
    expect(writeCsv([['NY', 'Numbers, NY', 'say "hi"', ' pad', 7]], '\r\n')).toBe(
      'NY,"Numbers, NY","say ""hi"""," pad",7\r\n',
    );
  });
});
