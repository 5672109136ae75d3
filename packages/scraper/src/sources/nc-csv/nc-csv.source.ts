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
/**
 * The columns read, each under every name NC's download has used: the 2019 file says
 * `"Number 1".."Number 3"`, the 2026 file `"Ball 1".."Ball 3"`.
 */
const COLUMNS = [
  ['Date'],
  ['Day/Eve'],
  ['Ball 1', 'Number 1'],
  ['Ball 2', 'Number 2'],
  ['Ball 3', 'Number 3'],
] as const;
/** NC's names of its two draws: "Daytime" (D) is our DAY, Evening (E) is EVE. */
const DRAW_TIMES: Readonly<Record<string, DrawTimeCode>> = {
  d: 'DAY',
  day: 'DAY',
  daytime: 'DAY',
  e: 'EVE',
  eve: 'EVE',
  evening: 'EVE',
};
/**
 * The file's own DoubleDraw key (its footnote: "W=Whiteball,R=Redball,D=DoubleDraw"): W and R rows
 * are the night's regular draw (the ball colour of the promotion), D the extra Double Draw.
 */
const REGULAR_FLAGS = new Set(['', 'W', 'R']);
const DOUBLE_DRAW_FLAG = 'D';

interface NcRow extends StateDraw {
  /** The row is the night's Double Draw (flag D), not its regular draw. */
  doubleDrawRow: boolean;
}

/**
 * One draw per date and draw time. On Double-Draw nights the file has two rows for the Evening: the
 * regular draw (W, R or no flag) is the draw, and the D row's number is kept beside it as
 * `doubleDraw`, never in its place. Regular rows that still disagree are left out rather than
 * guessed (the bundled history drops such draws too, see conflicts_NC.csv), and so is a D row with
 * no regular draw beside it.
 */
function oneRowPerDraw(rows: NcRow[]): StateDraw[] {
  const byKey = new Map<string, NcRow[]>();
  for (const row of rows) {
    const key = `${row.date}|${row.drawTime}`;
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  const draws: StateDraw[] = [];
  for (const group of byKey.values()) {
    const regular = group.filter((row) => !row.doubleDrawRow);
    const chosen = regular[0];
    if (chosen === undefined || new Set(regular.map((row) => row.number)).size > 1) continue;
    const doubles = new Set(group.filter((row) => row.doubleDrawRow).map((row) => row.number));
    const { doubleDrawRow: _flag, ...draw } = chosen;
    const [doubleDraw] = doubles;
    draws.push(doubles.size === 1 && doubleDraw !== undefined ? { ...draw, doubleDraw } : draw);
  }
  return draws;
}

/** Where each column sits in the header; LAYOUT_CHANGED names every column it cannot place. */
function placeColumns(header: string[], ctx: ParseContext | undefined) {
  const at = COLUMNS.map((names) => header.findIndex((cell) => names.some((n) => n === cell)));
  const missing = COLUMNS.filter((_, i) => at[i] === -1);
  if (missing.length > 0) {
    throw layoutChanged(
      { sourceId: SOURCE_ID, ctx, line: 1 },
      `the header lacks ${missing.map((names) => names.map((n) => JSON.stringify(n)).join(' or ')).join(', ')} ` +
        `(starts with ${JSON.stringify(header.join(',').slice(0, 40))})`,
    );
  }
  return {
    at: at as [number, number, number, number, number],
    fireball: header.indexOf('Fireball'),
    doubleDraw: header.findIndex((name) => /^DoubleDraw/i.test(name)),
  };
}

/**
 * Parses the North Carolina Education Lottery Pick 3 download (`/pick3-download`): a CSV of the
 * whole history since 2006, every cell quoted. Two headers are known and both read:
 * `"Date","Day/Eve","Number 1","Number 2","Number 3","GreenBall","DoubleDraw*"` (the real 2019 file)
 * and `"Date","Day/Eve","Ball 1","Ball 2","Ball 3","Fireball","GreenBall","DoubleDraw*"` (2026).
 * `D` (Daytime) is DAY, `E` is EVE. The Fireball, where the file has it, is the draw's `extraBall`;
 * GreenBall is never read. Quirks handled: a footnote line (`"*DoubleDraw Key…"`) after the rows;
 * rows whose Day/Eve is empty or `null` (the source has a few; they are not draws we can file);
 * Double-Draw nights (see {@link oneRowPerDraw}). With `ctx.since`, rows dated before it are
 * validated and left out.
 *
 * @example
 * ```ts
 * parseNcCsv('"Date","Day/Eve","Ball 1","Ball 2","Ball 3","Fireball"\n"06/10/2026","E","3","0","5","5"\n');
 * // [{ state: 'NC', date: '2026-06-10', drawTime: 'EVE', number: '305', extraBall: '5' }]
 * ```
 */
export function parseNcCsv(body: string, ctx?: ParseContext): StateDraw[] {
  const [head, ...records] = csvRecords(body, SOURCE_ID, ctx);
  // Cells are trimmed: the footnote and some years pad them with spaces.
  const header = (head?.cells ?? []).map((cell) => cell.trim());
  const columns = placeColumns(header, ctx);
  const [iDate, iTime, ...iBalls] = columns.at;
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
    const flag = columns.doubleDraw === -1 ? '' : (row[columns.doubleDraw] ?? '').toUpperCase();
    if (!REGULAR_FLAGS.has(flag) && flag !== DOUBLE_DRAW_FLAG) {
      throw invalidRow(
        { ...ref, field: 'DoubleDraw*' },
        `expected W, R, D or nothing, got ${JSON.stringify(flag)}`,
      );
    }
    const fireball = columns.fireball === -1 ? '' : (row[columns.fireball] ?? '');
    rows.push({
      state: 'NC',
      date,
      drawTime,
      number,
      ...(/^[0-9]$/.test(fireball) ? { extraBall: fireball } : {}),
      doubleDrawRow: flag === DOUBLE_DRAW_FLAG,
    });
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
    'Daytime, E Evening), Ball 1..3 (Number 1..3 in the 2019 file), Fireball, GreenBall, ' +
    'DoubleDraw*. Columns by header; the Fireball kept beside the draw, GreenBall never read; the ' +
    'footnote line and rows without a draw time skipped; on Double Draw nights the W/R row is the ' +
    'draw and the D row its Double Draw, kept beside it. Only the last N days are stored.',
  defaultBaseUrl: DEFAULT_BASE_URL,
  defaultEnabled: true,
  kind: 'official',
  // The real 2019 download (the "Number 1..3" header); the 2026 header is built from the docs.
  verified: true,
  verifiedBy: ['nc/NCELPick3_2019-06-14.csv'],
  requests: wholeHistoryRequests(DEFAULT_BASE_URL, '/pick3-download', TIME_ZONE),
  parse: parseNcCsv,
};
