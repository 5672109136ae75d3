import { usToIso, type DrawTimeCode, type StateDraw } from '@pick3/core';
import {
  atRow,
  finishDraws,
  invalidRow,
  layoutChanged,
  csvRecords,
  straightFromDigits,
} from '../parse-helpers.js';
import { wholeHistoryRequests, type ParseContext, type Source } from '../source.types.js';

const DEFAULT_BASE_URL = 'https://www.nclottery.com';
const SOURCE_ID = 'nc-csv';
const TIME_ZONE = 'America/New_York';
const REQUIRED = ['Date', 'Day/Eve', 'Ball 1', 'Ball 2', 'Ball 3'] as const;
/** NC's names of its two draws: "Daytime" (D) is our DAY, Evening (E) is EVE. */
const DRAW_TIMES: Readonly<Record<string, DrawTimeCode>> = {
  d: 'DAY',
  day: 'DAY',
  daytime: 'DAY',
  e: 'EVE',
  eve: 'EVE',
  evening: 'EVE',
};

interface NcRow extends StateDraw {
  /** The row's DoubleDraw cell is set: a second-chance draw held right after the regular one. */
  doubleDraw: boolean;
}

/**
 * One draw per date and draw time. NC's Double Draw promotion holds a second Evening drawing right
 * after the regular one on some nights, and the file then has two rows for that draw: the row with
 * an empty DoubleDraw cell is the regular draw. Two rows that still cannot be told apart are left
 * out rather than guessed (the bundled history drops such draws too, see conflicts_NC.csv).
 */
function oneRowPerDraw(rows: NcRow[]): StateDraw[] {
  const byKey = new Map<string, NcRow[]>();
  for (const row of rows) {
    const key = `${row.date}|${row.drawTime}`;
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  const draws: StateDraw[] = [];
  for (const group of byKey.values()) {
    const numbers = new Set(group.map((row) => row.number));
    const regular = group.filter((row) => !row.doubleDraw);
    const chosen = numbers.size === 1 ? group[0] : regular.length === 1 ? regular[0] : undefined;
    if (chosen !== undefined) {
      const { state, date, drawTime, number } = chosen;
      draws.push({ state, date, drawTime, number });
    }
  }
  return draws;
}

/**
 * Parses the North Carolina Education Lottery Pick 3 download (`/pick3-download`): a CSV of the
 * whole history since 2006, every cell quoted,
 * `"Date","Day/Eve","Ball 1","Ball 2","Ball 3","Fireball","GreenBall","DoubleDraw*"` then
 * `"06/10/2026","E","3","0","5","5","",""`. Columns are found by their header, so Fireball and
 * GreenBall are never read. `D` (Daytime) is DAY, `E` is EVE. Quirks handled: a footnote line
 * (`"*DoubleDraw Key…"`) after the rows; rows whose Day/Eve is empty or `null` (the source has a
 * few; they are not draws we can file); Double Draw nights (see below). With `ctx.since`, rows dated
 * before it are validated and left out.
 *
 * @example
 * ```ts
 * parseNcCsv('"Date","Day/Eve","Ball 1","Ball 2","Ball 3","Fireball"\n"06/10/2026","E","3","0","5","5"\n');
 * // [{ state: 'NC', date: '2026-06-10', drawTime: 'EVE', number: '305' }]
 * ```
 */
export function parseNcCsv(body: string, ctx?: ParseContext): StateDraw[] {
  const [head, ...records] = csvRecords(body, SOURCE_ID, ctx);
  // Cells are trimmed: the footnote and some years pad them with spaces.
  const header = (head?.cells ?? []).map((cell) => cell.trim());
  const at = REQUIRED.map((name) => header.indexOf(name));
  const missing = REQUIRED.filter((_, i) => at[i] === -1);
  if (missing.length > 0) {
    throw layoutChanged(
      { sourceId: SOURCE_ID, ctx, line: 1 },
      `the header lacks ${missing.map((m) => JSON.stringify(m)).join(', ')} ` +
        `(starts with ${JSON.stringify(header.join(',').slice(0, 40))})`,
    );
  }
  const [iDate, iTime, ...iBalls] = at as [number, number, number, number, number];
  const iDouble = header.findIndex((name) => /^DoubleDraw/i.test(name));
  const rows: NcRow[] = [];
  for (const record of records) {
    const { line } = record;
    const row = record.cells.map((cell) => cell.trim());
    // The footnote explaining the DoubleDraw column.
    if ((row[0] ?? '').startsWith('*')) continue;
    const ref = { sourceId: SOURCE_ID, ctx, line };
    if (row.length < header.length) {
      throw invalidRow(ref, `expected ${header.length} cells, got ${row.length}`);
    }
    const date = atRow({ ...ref, field: 'Date' }, () => usToIso(row[iDate] ?? ''));
    const label = (row[iTime] ?? '').toLowerCase();
    // A handful of rows carry no draw time (empty or the text null): no draw to file them under.
    if (label === '' || label === 'null') continue;
    const drawTime = DRAW_TIMES[label];
    if (drawTime === undefined) {
      throw invalidRow(
        { ...ref, field: 'Day/Eve' },
        `expected D or E, got ${JSON.stringify(row[iTime])}`,
      );
    }
    const number = atRow({ ...ref, field: 'Ball 1-3' }, () =>
      straightFromDigits(iBalls.map((i) => row[i] ?? '')),
    );
    const doubleDraw = iDouble !== -1 && (row[iDouble] ?? '') !== '';
    rows.push({ state: 'NC', date, drawTime, number, doubleDraw });
  }
  // An empty file is NO_RESULTS; a file whose rows all predate the window is an answer (nothing new).
  const since = ctx?.since;
  if (rows.length > 0 && since !== undefined) {
    const recent = oneRowPerDraw(rows).filter((draw) => draw.date >= since);
    return finishDraws(recent, SOURCE_ID, { ...ctx, allowEmpty: true });
  }
  return finishDraws(oneRowPerDraw(rows), SOURCE_ID, ctx);
}

export const ncCsvSource: Source = {
  id: SOURCE_ID,
  state: 'NC',
  game: 'Pick 3',
  name: 'North Carolina Education Lottery Pick 3 download (CSV)',
  describe:
    'One CSV of the whole history since 2006, every cell quoted: Date (MM/DD/YYYY), Day/Eve (D ' +
    'Daytime, E Evening), Ball 1..3, Fireball, GreenBall, DoubleDraw*. Columns by header; Fireball ' +
    'and GreenBall never read; the footnote line and rows without a draw time skipped; on Double ' +
    'Draw nights the regular draw (empty DoubleDraw cell) is kept. Only the last N days are stored.',
  defaultBaseUrl: DEFAULT_BASE_URL,
  defaultEnabled: true,
  kind: 'official',
  verified: false,
  requests: wholeHistoryRequests(DEFAULT_BASE_URL, '/pick3-download', TIME_ZONE),
  parse: parseNcCsv,
};
