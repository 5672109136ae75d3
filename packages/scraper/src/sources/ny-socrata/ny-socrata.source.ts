import { padStraight, parseIsoDate, usToIso, type DrawTimeCode, type StateDraw } from '@pick3/core';
import {
  atRow,
  finishDraws,
  invalidRow,
  isRecord,
  layoutChanged,
  parseJsonBody,
  csvRecords,
  type RowRef,
} from '../parse-helpers.js';
import { wholeHistoryRequests, type ParseContext, type Source } from '../source.types.js';

const DEFAULT_BASE_URL = 'https://data.ny.gov';
const SOURCE_ID = 'ny-socrata';
const DATASET = 'hsys-3def';
const TIME_ZONE = 'America/New_York';
/**
 * Socrata's "Export → CSV" of the dataset: the whole history (about 16,400 rows, 575 kB), rows in
 * the dataset's own order, headers by display name (`Draw Date,Midday Daily #,…`), dates
 * MM/DD/YYYY. The saved real file (`fixtures/ny/data_ny_gov_hsys-3def_export_slice.csv`) is this
 * export, so the live request reads exactly the format the tests prove.
 */
const EXPORT_PATH = `/api/views/${DATASET}/rows.csv?accessType=DOWNLOAD`;

/** The two Numbers columns, by their export header and by their API field name. */
const COLUMNS = [
  { drawTime: 'DAY', header: 'Midday Daily #', field: 'midday_daily' },
  { drawTime: 'EVE', header: 'Evening Daily #', field: 'evening_daily' },
] as const satisfies readonly { drawTime: DrawTimeCode; header: string; field: string }[];

/**
 * A Numbers value as published. data.ny.gov strips leading zeros in most years (`7` is 007,
 * `84` is 084), so 1–3 digits are zero-padded by core; empty means no draw ran (no Midday before
 * December 2001).
 */
function numbersValue(raw: string, ref: RowRef): string | undefined {
  const value = raw.trim();
  if (value === '') return undefined;
  if (!/^\d{1,3}$/.test(value))
    throw invalidRow(ref, `expected 1 to 3 digits, got ${JSON.stringify(value)}`);
  return atRow(ref, () => padStraight(value));
}

/** `09/29/2025` (CSV export) or `2025-09-29T00:00:00.000` (API): a calendar date, no zone. */
function drawDate(raw: string, ref: RowRef): string {
  const value = raw.trim();
  return atRow(ref, () =>
    /^\d{4}-\d{2}-\d{2}/.test(value) ? parseIsoDate(value.slice(0, 10)) : usToIso(value),
  );
}

export const nySocrataSource: Source = {
  id: SOURCE_ID,
  state: 'NY',
  game: 'Numbers',
  name: 'data.ny.gov Socrata dataset hsys-3def (Daily Numbers/Win 4), CSV export',
  describe:
    'The CSV export of the whole dataset: one row per date with Midday and Evening Numbers (and ' +
    'Win 4, Sums and Boosters, never read); columns by header. Leading zeros are stripped in most ' +
    'years and re-padded; rows are unsorted; Midday is absent before 2001-12-02. Posted once a day ' +
    "(about 5 AM ET) with the previous day's draws. Only the last N days are stored.",
  defaultBaseUrl: DEFAULT_BASE_URL,
  defaultEnabled: true,
  kind: 'official',
  verified: true,
  verifiedBy: ['ny/data_ny_gov_hsys-3def_export_slice.csv'],
  requests: wholeHistoryRequests(DEFAULT_BASE_URL, EXPORT_PATH, TIME_ZONE),
  parse: parseNySocrataCsv,
};

/**
 * Parses data.ny.gov's "Lottery Daily Numbers/Win-4 Winning Numbers" CSV: the export
 * (`Draw Date,Midday Daily #,…`) or the API's `.csv` (`draw_date,midday_daily,…`). Columns are
 * found by header. Only the two Numbers columns are read: never Win 4, a Sum or a Booster
 * (a multiplier, 2018–2019). Rows come unsorted and are returned in chronological order; the same
 * date may appear twice (1982, 1985) and both rows are returned for ingest to reconcile. With
 * `ctx.since` (the export is the whole history), draws dated before it are validated and left out,
 * and a file whose rows all predate it is an answer (nothing new), not `NO_RESULTS`.
 *
 * @example
 * ```ts
 * parseNySocrataCsv('Draw Date,Midday Daily #,Evening Daily #\n09/28/2025,367,84\n');
 * // [{ state: 'NY', date: '2025-09-28', drawTime: 'DAY', number: '367' },
 * //  { state: 'NY', date: '2025-09-28', drawTime: 'EVE', number: '084' }]
 * ```
 */
export function parseNySocrataCsv(body: string, ctx?: ParseContext): StateDraw[] {
  const [head, ...records] = csvRecords(body, SOURCE_ID, ctx);
  const header = (head?.cells ?? []).map((name) => name.trim());
  const find = (...names: string[]) => header.findIndex((name) => names.includes(name));
  const dateColumn = find('Draw Date', 'draw_date');
  const numberColumns = COLUMNS.map((column) => ({
    ...column,
    index: find(column.header, column.field),
  }));
  if (dateColumn === -1 || numberColumns.some((column) => column.index === -1)) {
    if (head === undefined) return finishDraws([], SOURCE_ID, ctx);
    throw layoutChanged(
      { sourceId: SOURCE_ID, ctx, line: head.line },
      `expected columns "Draw Date", "Midday Daily #", "Evening Daily #", got ${JSON.stringify(header.join(',').slice(0, 80))}`,
    );
  }
  const draws: StateDraw[] = [];
  for (const { cells: fields, line } of records) {
    if (fields.length !== header.length) {
      throw invalidRow(
        { sourceId: SOURCE_ID, ctx, line },
        `${fields.length} fields, the header has ${header.length}`,
      );
    }
    const date = drawDate(fields[dateColumn] ?? '', {
      sourceId: SOURCE_ID,
      ctx,
      line,
      field: header[dateColumn] ?? '',
    });
    for (const column of numberColumns) {
      const field = header[column.index] ?? column.header;
      const number = numbersValue(fields[column.index] ?? '', {
        sourceId: SOURCE_ID,
        ctx,
        line,
        field,
      });
      if (number !== undefined)
        draws.push({ state: 'NY', date, drawTime: column.drawTime, number });
    }
  }
  const since = ctx?.since;
  if (draws.length > 0 && since !== undefined) {
    const recent = draws.filter((draw) => draw.date >= since);
    return finishDraws(recent, SOURCE_ID, { ...ctx, allowEmpty: true });
  }
  return finishDraws(draws, SOURCE_ID, ctx);
}

/**
 * Parses the Socrata JSON API (`/resource/hsys-3def.json`): an array of rows
 * `{ draw_date, midday_daily?, evening_daily?, midday_win_4?, … }`. Socrata leaves a field out
 * when it is empty. Same rules as {@link parseNySocrataCsv}. Not fetched (the source reads the CSV
 * export, the format a saved real response proves); kept for a manual query of the API.
 *
 * @example
 * ```ts
 * parseNySocrataJson('[{"draw_date":"2025-09-28T00:00:00.000","midday_daily":"367","evening_daily":"84"}]');
 * ```
 */
export function parseNySocrataJson(body: string, ctx?: ParseContext): StateDraw[] {
  const json = parseJsonBody(body, SOURCE_ID, ctx);
  if (!Array.isArray(json)) {
    throw layoutChanged({ sourceId: SOURCE_ID, ctx }, 'expected a JSON array of rows');
  }
  const draws: StateDraw[] = [];
  json.forEach((row: unknown, index) => {
    const where = `row ${index}`;
    if (!isRecord(row) || typeof row['draw_date'] !== 'string') {
      throw layoutChanged(
        { sourceId: SOURCE_ID, ctx, where, field: 'draw_date' },
        'a row without a draw_date string',
      );
    }
    const date = drawDate(row['draw_date'], {
      sourceId: SOURCE_ID,
      ctx,
      where,
      field: 'draw_date',
    });
    for (const column of COLUMNS) {
      const value = row[column.field];
      if (value === undefined || value === null) continue;
      if (typeof value !== 'string') {
        throw invalidRow(
          { sourceId: SOURCE_ID, ctx, where, field: column.field },
          `expected a string, got ${typeof value}`,
        );
      }
      const number = numbersValue(value, { sourceId: SOURCE_ID, ctx, where, field: column.field });
      if (number !== undefined)
        draws.push({ state: 'NY', date, drawTime: column.drawTime, number });
    }
  });
  return finishDraws(draws, SOURCE_ID, ctx);
}
