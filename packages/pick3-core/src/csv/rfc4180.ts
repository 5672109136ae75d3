import { Pick3Error } from '../errors/errors.js';

/**
 * One record of a CSV text: its cells and the 1-based line it starts on (a quoted cell may span
 * lines, so the next record's line is not always this one's plus one).
 *
 * @example
 * ```ts
 * import type { CsvRecord } from '@pick3/core';
 * const record: CsvRecord = { cells: ['GA', 'Cash 3'], line: 2 };
 * ```
 */
export interface CsvRecord {
  cells: string[];
  line: number;
}

/**
 * Reads CSV text as RFC 4180 records: cells split on commas, a cell in double quotes may hold
 * commas, quotes (doubled) and line breaks; records end at CRLF or LF. A byte-order mark is dropped
 * and blank lines are skipped. A quote inside an unquoted cell is kept as text (the servers we read
 * write `5" ball` that way); text after a closing quote is an error, as is a quote never closed.
 * This is the one CSV reader of the project: core has no runtime dependencies, so it is written here
 * once (its property tests compare it with `csv-parse`) and the scraper, the API and the web use it.
 * Its writer, `writeCsv`, has its own module (write-csv.ts): the web's downloads load only that.
 *
 * @throws {@link Pick3Error} `INVALID_CSV` naming the line of the broken cell (`field` is `line`).
 * @example
 * ```ts
 * import { readCsv } from '@pick3/core';
 * readCsv('a,"b, c"\r\n"multi\nline",d\n');
 * // [{ cells: ['a', 'b, c'], line: 1 }, { cells: ['multi\nline', 'd'], line: 2 }]
 * ```
 */
export function readCsv(text: string): CsvRecord[] {
  if (typeof text !== 'string') throw csvSyntaxError(1, 'expected CSV text');
  const records: CsvRecord[] = [];
  const length = text.length;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  while (i < length) {
    const start = line;
    const cells: string[] = [];
    let blank = true;
    for (;;) {
      let cell: string;
      if (text[i] === '"') {
        blank = false;
        const opened = line;
        let value = '';
        i++;
        for (;;) {
          const close = text.indexOf('"', i);
          if (close < 0) throw csvSyntaxError(opened, 'a quoted cell is not closed');
          value += text.slice(i, close);
          line += countNewlines(text, i, close);
          i = close + 1;
          if (text[i] !== '"') break;
          value += '"';
          i++;
        }
        if (i < length && text[i] !== ',' && text[i] !== '\n' && text[i] !== '\r') {
          throw csvSyntaxError(line, 'text follows a closing quote');
        }
        cell = value;
      } else {
        let end = i;
        while (end < length) {
          const ch = text.charCodeAt(end);
          if (ch === 44 || ch === 10 || ch === 13) break; // , \n \r
          end++;
        }
        cell = text.slice(i, end);
        i = end;
      }
      if (cell !== '') blank = false;
      cells.push(cell);
      if (text[i] === ',') {
        blank = false;
        i++;
        continue;
      }
      break;
    }
    // The record ends at CRLF, LF, a lone CR, or the end of the text.
    if (text[i] === '\r') i++;
    if (text[i] === '\n') i++;
    line++;
    if (!blank) records.push({ cells, line: start });
  }
  return records;
}

function countNewlines(text: string, from: number, to: number): number {
  let n = 0;
  for (let k = from; k < to; k++) {
    const ch = text.charCodeAt(k);
    // CRLF counts once, a lone CR or LF once each.
    if (ch === 10 || (ch === 13 && text.charCodeAt(k + 1) !== 10)) n++;
  }
  return n;
}

function csvSyntaxError(line: number, problem: string): Pick3Error {
  return new Pick3Error('INVALID_CSV', `line ${line}: ${problem}.`, { field: 'line' });
}
