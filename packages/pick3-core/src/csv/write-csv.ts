/**
 * Writes rows as RFC 4180 CSV, quoting only the cells that need it (a comma, a quote, a line
 * break, or a leading or trailing space) and doubling their quotes; each record ends with `eol`.
 * The one CSV writer of the project, the inverse of `readCsv` (rfc4180.ts).
 *
 * @example
 * ```ts
 * import { writeCsv } from '@pick3/core';
 * writeCsv([['state', 'game'], ['NY', 'Numbers, NY']]); // 'state,game\nNY,"Numbers, NY"\n'
 * ```
 */
export function writeCsv(
  rows: ReadonlyArray<ReadonlyArray<string | number>>,
  eol: '\n' | '\r\n' = '\n',
): string {
  let out = '';
  for (const row of rows) out += row.map(csvCell).join(',') + eol;
  return out;
}

function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\n\r]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
