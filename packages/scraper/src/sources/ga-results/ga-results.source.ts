import { parseDrawTime, usToIso, type StateDraw } from '@pick3/core';
import {
  atRow,
  finishDraws,
  invalidRow,
  layoutChanged,
  splitLines,
  straightFromDigits,
} from '../parse-helpers.js';
import type { ParseContext } from '../source.types.js';

const SOURCE_ID = 'ga-results';

/** A line that starts with a draw date (`07/25/2025` or `10-07-2013`) must parse as a draw. */
const DATED = /^\s*(\d{2})[/-](\d{2})[/-](\d{4})\b/;
/**
 * One draw per line, as in `pdftotext -layout` of the winning-numbers PDF
 * (`07/25/2025   Night   3 7 7   808   $126,139`, later `… Night   790   …`) and in the old
 * results listing (`10-07-2013 Evening 7 1 1  10,518 $2,538,730`).
 */
const ONE_LINE =
  /^\s*(\d{2})[/-](\d{2})[/-](\d{4})\s+([A-Za-z]+)(\s+Bonus)?\s+(?:(\d)\s+(\d)\s+(\d)|(\d{3}))\s+[\d,]+\s+\$[\d,.]+\s*$/;
/** Three lines per draw, as in the 2019 listing: `11/09/2019<TAB>EVENING<TAB>`, `4 9 5`, `1,061<TAB>$86,993`. */
const HEAD_LINE = /^\s*(\d{2})\/(\d{2})\/(\d{4})\t([A-Za-z]+)\t?\s*$/;
const DIGITS_LINE = /^\s*(\d)\s+(\d)\s+(\d)\s*$/;

/**
 * Parses Georgia Cash 3 results as text: the official winning-numbers PDF run through
 * `pdftotext -layout` (digits as `3 7 7` or as one token `790`), or a copy of the galottery.com
 * results listing (one line per draw, or three lines per draw). Winners and payouts are not read.
 *
 * The 2006/2008 `Evening Bonus` draws were extra promotional draws with no draw time of their own;
 * they are skipped so they never take the Evening draw's place.
 *
 * @example
 * ```ts
 * parseGaResultsText('Date  Draw  Winning Numbers  Winners  Total payout\n' +
 *   '07/25/2025   Night        3 7 7             808       $126,139\n');
 * // [{ state: 'GA', date: '2025-07-25', drawTime: 'NITE', number: '377' }]
 * ```
 */
export function parseGaResultsText(body: string, ctx?: ParseContext): StateDraw[] {
  const lines = splitLines(body);
  const draws: StateDraw[] = [];
  let dated = 0;
  for (let index = 0; index < lines.length; index++) {
    const text = lines[index] ?? '';
    if (!DATED.test(text)) continue;
    dated++;
    const line = index + 1;
    const one = ONE_LINE.exec(text);
    const head = one === null ? HEAD_LINE.exec(text) : null;
    let month: string, day: string, year: string, label: string, digits: string[];
    if (one !== null) {
      if (one[5] !== undefined) continue; // Evening Bonus
      [month, day, year, label] = [one[1] ?? '', one[2] ?? '', one[3] ?? '', one[4] ?? ''];
      digits = one[9] !== undefined ? one[9].split('') : [one[6] ?? '', one[7] ?? '', one[8] ?? ''];
    } else if (head !== null) {
      const digitLine = DIGITS_LINE.exec(lines[index + 1] ?? '');
      if (digitLine === null) {
        throw invalidRow(
          { sourceId: SOURCE_ID, ctx, line: line + 1 },
          `expected the digits "d d d" after ${JSON.stringify(text.trim())}`,
        );
      }
      [month, day, year, label] = [head[1] ?? '', head[2] ?? '', head[3] ?? '', head[4] ?? ''];
      digits = [digitLine[1] ?? '', digitLine[2] ?? '', digitLine[3] ?? ''];
      index++;
    } else {
      throw invalidRow(
        { sourceId: SOURCE_ID, ctx, line },
        `unrecognised draw line ${JSON.stringify(text.trim().slice(0, 70))}`,
      );
    }
    const date = atRow({ sourceId: SOURCE_ID, ctx, line, field: 'Date' }, () =>
      usToIso(`${month}/${day}/${year}`),
    );
    const drawTime = atRow({ sourceId: SOURCE_ID, ctx, line, field: 'Draw' }, () =>
      parseDrawTime(label),
    );
    const number = atRow({ sourceId: SOURCE_ID, ctx, line, field: 'Winning Numbers' }, () =>
      straightFromDigits(digits),
    );
    draws.push({ state: 'GA', date, drawTime, number });
  }
  // A listing with its column header and no draw is empty; text without either is something else.
  if (
    dated === 0 &&
    !/^\s*Date\s+Draw\s+Winning Numbers/m.test(body) &&
    lines.some((line) => line.trim() !== '')
  ) {
    throw layoutChanged(
      { sourceId: SOURCE_ID, ctx },
      'no line starts with a draw date (MM/DD/YYYY or MM-DD-YYYY)',
    );
  }
  return finishDraws(draws, SOURCE_ID, ctx);
}
