import { usToIso, type StateDraw } from '@pick3/core';
import { assignCaDrawTimes, type CaDrawRow } from '../ca-draw-times.js';
import {
  atRow,
  finishDraws,
  invalidRow,
  layoutChanged,
  splitLines,
  straightFromDigits,
} from '../parse-helpers.js';
import type { ParseContext } from '../source.types.js';

const SOURCE_ID = 'ca-download';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** `13243     Wed. Sep 09, 2015          9          8          2     ` */
const ROW =
  /^\s*(\d+)\s+[A-Za-z]{3}\.?\s+([A-Za-z]{3})\s+(\d{1,2}),\s+(\d{4})\s+(\d)\s+(\d)\s+(\d)\s*$/;

/**
 * Parses the old California "Download Winning Numbers … for DAILY 3" text file (discontinued;
 * kept for importing saved copies of the full 1992–2015 history): a banner, a column header, then
 * fixed-width rows `Draw #  Draw Date  Number_1..3`, newest first.
 *
 * Midday and evening are not labelled; see {@link assignCaDrawTimes} for how the draw number decides.
 *
 * @example
 * ```ts
 * parseCaDownload(text).at(-1); // { state: 'CA', date: '2015-09-09', drawTime: 'EVE', number: '982' }
 * ```
 */
export function parseCaDownload(body: string, ctx?: ParseContext): StateDraw[] {
  const lines = splitLines(body);
  if (!lines.some((line) => /Download Winning Numbers.*for DAILY 3/i.test(line))) {
    throw layoutChanged(
      { sourceId: SOURCE_ID, ctx, line: 1 },
      'no "Download Winning Numbers … for DAILY 3" banner',
    );
  }
  const rows: CaDrawRow[] = [];
  lines.forEach((text, index) => {
    const line = index + 1;
    if (!/^\s*\d/.test(text)) return; // banner, header, rule and blank lines
    const match = ROW.exec(text);
    if (match === null)
      throw invalidRow(
        { sourceId: SOURCE_ID, ctx, line },
        `unrecognised row ${JSON.stringify(text.trim())}`,
      );
    const [, drawNumber, monthName, day, year, d1, d2, d3] = match as unknown as string[];
    const month = MONTHS.indexOf(monthName ?? '') + 1;
    if (month === 0)
      throw invalidRow(
        { sourceId: SOURCE_ID, ctx, line, field: 'Draw Date' },
        `unknown month ${JSON.stringify(monthName)}`,
      );
    const date = atRow({ sourceId: SOURCE_ID, ctx, line, field: 'Draw Date' }, () =>
      usToIso(`${month}/${day}/${year}`),
    );
    const number = atRow({ sourceId: SOURCE_ID, ctx, line, field: 'Number_1..3' }, () =>
      straightFromDigits([d1 ?? '', d2 ?? '', d3 ?? '']),
    );
    rows.push({ drawNumber: Number(drawNumber), date, number, where: `line ${line}` });
  });
  return finishDraws(assignCaDrawTimes(rows, SOURCE_ID, ctx), SOURCE_ID, ctx);
}
