import { isPick3Error, Pick3Error } from '../errors/errors.js';
import { isoDateNumber, type StateDraw } from '../dates/dates.js';
import {
  DRAW_TIME_LABELS,
  DRAW_TIME_RANK,
  parseDrawTime,
  type DrawTimeCode,
} from '../draw-times/draw-times.js';
import { straightValue } from '../numbers/numbers.js';
import { readCsv } from './rfc4180.js';
import { writeCsv } from './write-csv.js';

/**
 * One row of a draws CSV: a {@link StateDraw} plus the game name and the 1-based line it came from.
 *
 * @example
 * ```ts
 * import type { CsvDraw } from '@pick3/core';
 * const row: CsvDraw = { state: 'GA', game: 'Cash 3', date: '2025-07-04', drawTime: 'DAY', number: '610', line: 2 };
 * ```
 */
export interface CsvDraw extends StateDraw {
  game: string;
  line: number;
}

/**
 * The columns of the shared draw histories, in order.
 *
 * @example
 * ```ts
 * import { DRAWS_CSV_COLUMNS } from '@pick3/core';
 * DRAWS_CSV_COLUMNS.join(','); // 'state,game,date,draw_time,number'
 * ```
 */
export const DRAWS_CSV_COLUMNS = Object.freeze([
  'state',
  'game',
  'date',
  'draw_time',
  'number',
] as const);

function csvError(line: number, field: string | undefined, problem: string): Pick3Error {
  return new Pick3Error(
    'INVALID_CSV',
    `line ${line}${field === undefined ? '' : `, ${field}`}: ${problem}.`,
    {
      field: field ?? 'line',
    },
  );
}

/**
 * Parses the draws CSV of the shared histories (`state,game,date,draw_time,number`, header first; the
 * columns may come in any order and unknown columns are ignored). The optional `extra_ball` (one
 * digit) and `double_draw` (three digits) columns the draws export writes are read when present. Draw times may be any label
 * {@link parseDrawTime} accepts (Morning, Midday, Evening, Night…); numbers must be exactly three
 * digits; dates strict ISO. A byte-order mark, CRLF line ends and blank lines are accepted. A second row
 * for the same state, date and draw time is rejected.
 *
 * @throws {@link Pick3Error} `INVALID_CSV` whose message names the line and the field (`field` is the column).
 * @example
 * ```ts
 * import { parseDrawsCsv } from '@pick3/core';
 * const { rows } = parseDrawsCsv('state,game,date,draw_time,number\nGA,Cash 3,2025-07-04,Midday,061\n');
 * rows[0]; // { state: 'GA', game: 'Cash 3', date: '2025-07-04', drawTime: 'DAY', number: '061', line: 2 }
 * parseDrawsCsv('state,game,date,draw_time,number\nGA,Cash 3,2025-07-04,Midday,61\n');
 * // throws Pick3Error INVALID_CSV: line 2, number: "61" is not three digits …
 * ```
 */
export function parseDrawsCsv(text: string): { rows: CsvDraw[] } {
  if (typeof text !== 'string') throw csvError(1, undefined, 'expected CSV text');
  const [head, ...records] = readCsv(text);
  const header = (head?.cells ?? []).map((h) => h.trim().toLowerCase());
  const at = DRAWS_CSV_COLUMNS.map((c) => header.indexOf(c));
  const missing = DRAWS_CSV_COLUMNS.filter((_, i) => at[i]! < 0);
  if (missing.length > 0) {
    throw csvError(
      1,
      undefined,
      `the header must name the columns ${DRAWS_CSV_COLUMNS.join(',')}; missing ${missing.join(', ')}`,
    );
  }
  const [iState, iGame, iDate, iTime, iNumber] = at as [number, number, number, number, number];
  // Optional: what was drawn beside the number, as the draws export writes it (empty when none).
  const iExtraBall = header.indexOf('extra_ball');
  const iDoubleDraw = header.indexOf('double_draw');
  const rows: CsvDraw[] = [];
  // A history has a handful of distinct states, games and labels: validate each once.
  const goodStates = new Set<string>();
  const times = new Map<string, DrawTimeCode>();
  const seen = new Map<string, Map<number, number>>(); // state → (date·4 + draw time) → line
  for (const { cells, line } of records) {
    if (cells.length < header.length) {
      throw csvError(line, undefined, `expected ${header.length} cells, got ${cells.length}`);
    }
    const state = cells[iState]!;
    if (!goodStates.has(state)) {
      if (!/^[A-Z]{2}$/.test(state))
        throw csvError(
          line,
          'state',
          `${JSON.stringify(state)} is not a two-letter upper-case state code`,
        );
      goodStates.add(state);
    }
    const game = cells[iGame]!;
    if (game.trim() === '') throw csvError(line, 'game', 'the game name is empty');
    const date = cells[iDate]!;
    const dateNumber = isoDateNumber(date);
    if (dateNumber < 0)
      throw csvError(
        line,
        'date',
        `${JSON.stringify(date)} is not an ISO date (YYYY-MM-DD, a real calendar date)`,
      );
    const label = cells[iTime]!;
    let drawTime = times.get(label);
    if (drawTime === undefined) {
      try {
        drawTime = parseDrawTime(label);
      } catch (error) {
        if (!isPick3Error(error)) throw error;
        throw csvError(
          line,
          'draw_time',
          `${JSON.stringify(label)} is not a draw time (Morning, Midday, Day, Evening, Night, or Morn, Eve, Nite)`,
        );
      }
      times.set(label, drawTime);
    }
    const number = cells[iNumber]!;
    if (straightValue(number) < 0) {
      throw csvError(line, 'number', `${JSON.stringify(number)} is not three digits 000–999`);
    }
    let ofState = seen.get(state);
    if (ofState === undefined) seen.set(state, (ofState = new Map()));
    const key = dateNumber * 4 + DRAW_TIME_RANK[drawTime]!;
    const earlier = ofState.get(key);
    if (earlier !== undefined) {
      throw csvError(
        line,
        'date',
        `${state} ${date} ${DRAW_TIME_LABELS[drawTime]} is already on line ${earlier}`,
      );
    }
    ofState.set(key, line);
    const extraBall = iExtraBall < 0 ? '' : (cells[iExtraBall] ?? '');
    if (extraBall !== '' && !/^[0-9]$/.test(extraBall))
      throw csvError(line, 'extra_ball', `${JSON.stringify(extraBall)} is not one digit`);
    const doubleDraw = iDoubleDraw < 0 ? '' : (cells[iDoubleDraw] ?? '');
    if (doubleDraw !== '' && straightValue(doubleDraw) < 0)
      throw csvError(
        line,
        'double_draw',
        `${JSON.stringify(doubleDraw)} is not three digits 000–999`,
      );
    rows.push({
      state,
      game,
      date,
      drawTime,
      number,
      ...(extraBall === '' ? {} : { extraBall }),
      ...(doubleDraw === '' ? {} : { doubleDraw }),
      line,
    });
  }
  return { rows };
}

/**
 * Writes draws as CSV in the shared histories' format (header, `\n` line ends, labels Morning, Midday,
 * Evening, Night), in the order given. The inverse of {@link parseDrawsCsv}.
 *
 * @example
 * ```ts
 * import { formatDrawsCsv } from '@pick3/core';
 * formatDrawsCsv([{ state: 'GA', game: 'Cash 3', date: '2025-07-04', drawTime: 'DAY', number: '061' }]);
 * // 'state,game,date,draw_time,number\nGA,Cash 3,2025-07-04,Midday,061\n'
 * ```
 */
export function formatDrawsCsv(rows: ReadonlyArray<StateDraw & { game: string }>): string {
  const label = { MORN: 'Morning', DAY: 'Midday', EVE: 'Evening', NITE: 'Night' } as const;
  return writeCsv([
    DRAWS_CSV_COLUMNS,
    ...rows.map((r) => [r.state, r.game, r.date, label[r.drawTime], r.number]),
  ]);
}
