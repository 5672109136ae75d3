import { parseDrawTime, usToIso, type DrawTimeCode, type StateDraw } from '@pick3/core';
import {
  atRow,
  finishDraws,
  invalidRow,
  csvRecords,
  layoutChanged,
  straightFromDigits,
} from '../parse-helpers.js';
import { joinUrl, type ParseContext, type Source } from '../source.types.js';

const DEFAULT_BASE_URL = 'https://www.texaslottery.com';
const SOURCE_ID = 'tx-csv';
const PATH = '/export/sites/lottery/Games/Pick_3/Winning_Numbers/';
const FILES = [
  { file: 'pick3morning.csv', label: 'Morning' },
  { file: 'pick3day.csv', label: 'Day' },
  { file: 'pick3evening.csv', label: 'Evening' },
  { file: 'pick3night.csv', label: 'Night' },
] as const;

export const txCsvSource: Source = {
  id: SOURCE_ID,
  state: 'TX',
  game: 'Pick 3',
  name: 'Texas Lottery winning-numbers CSV (one file per draw time)',
  describe:
    'Four headerless CSVs (pick3morning/day/evening/night.csv) with the full history since 2013. ' +
    'Rows before 29 April 2019 carry a Sum and no Fireball (8 or 9 fields); later rows leave the Sum ' +
    'empty and end with the Fireball, kept beside the draw. Month and day are not zero-padded; dates ' +
    'are Texas (Central) calendar dates; there are no Sunday draws.',
  defaultBaseUrl: DEFAULT_BASE_URL,
  defaultEnabled: true,
  kind: 'official',
  verified: true,
  verifiedBy: [
    'tx/pick3morning_csv_2016-04_slice.csv',
    'tx/pick3day_csv_offset226900-227280.chunk.csv',
    'tx/pick3evening_csv_2026-06_slice.csv',
    'tx/pick3night_csv_offset320880-324880.chunk.csv',
  ],
  requests({ baseUrl = DEFAULT_BASE_URL }) {
    return FILES.map(({ file, label }) => ({
      url: joinUrl(baseUrl, PATH + file),
      timeLabel: label,
      ctx: { drawTime: parseDrawTime(label) },
    }));
  },
  parse: parseTxCsv,
};

/**
 * Parses one of Texas's per-draw-time CSVs (`pick3evening.csv` …): no header, one draw per line,
 * `Game Name,Month,Day,Year,Num1,Num2,Num3,Sum[,Fireball]`.
 *
 * Two shapes coexist: before the Fireball (29 April 2019) lines have 8 fields, or 9 with an empty
 * Fireball; later lines leave the Sum empty and put the Fireball last. The Sum is not read; the
 * Fireball, where the line has one digit there, is the draw's `extraBall`. The draw time comes from the game name (`Pick 3 Evening`); when the request
 * named one (`ctx.drawTime`), a file carrying another draw time is a changed layout.
 *
 * @example
 * ```ts
 * parseTxCsv('Pick 3 Evening,4,29,2019,7,7,6,,2\n');
 * // [{ state: 'TX', date: '2019-04-29', drawTime: 'EVE', number: '776', extraBall: '2' }]
 * ```
 */
export function parseTxCsv(body: string, ctx?: ParseContext): StateDraw[] {
  const draws: StateDraw[] = [];
  for (const record of csvRecords(body, SOURCE_ID, ctx)) {
    const { line } = record;
    const fields = record.cells.map((field) => field.trim());
    const text = record.cells.join(',');
    const gameName = fields[0] ?? '';
    if (!/^pick 3\b/i.test(gameName) || fields.length < 8) {
      // The first line decides whether this is the CSV at all (an error page is not).
      if (draws.length === 0) {
        throw layoutChanged(
          { sourceId: SOURCE_ID, ctx, line },
          `expected "Pick 3 <draw time>,M,D,YYYY,n1,n2,n3,sum[,fireball]", got ${JSON.stringify(text.slice(0, 60))}`,
        );
      }
      throw invalidRow(
        { sourceId: SOURCE_ID, ctx, line },
        `not a Pick 3 row: ${JSON.stringify(text.slice(0, 60))}`,
      );
    }
    if (fields.length > 9) {
      throw invalidRow(
        { sourceId: SOURCE_ID, ctx, line },
        `${fields.length} fields, expected 8 or 9`,
      );
    }
    const [, month, day, year, d1, d2, d3] = fields as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const drawTime: DrawTimeCode = atRow(
      { sourceId: SOURCE_ID, ctx, line, field: 'Game Name' },
      () => parseDrawTime(gameName.replace(/^pick 3\s*/i, '')),
    );
    if (ctx?.drawTime !== undefined && drawTime !== ctx.drawTime) {
      throw layoutChanged(
        { sourceId: SOURCE_ID, ctx, line, field: 'Game Name' },
        `the file for ${ctx.drawTime} holds a ${JSON.stringify(gameName)} row`,
      );
    }
    const date = atRow({ sourceId: SOURCE_ID, ctx, line, field: 'Month/Day/Year' }, () =>
      usToIso(`${month}/${day}/${year}`),
    );
    const number = atRow({ sourceId: SOURCE_ID, ctx, line, field: 'Num1-Num3' }, () =>
      straightFromDigits([d1, d2, d3]),
    );
    const fireball = fields[8] ?? '';
    draws.push({
      state: 'TX',
      date,
      drawTime,
      number,
      ...(/^[0-9]$/.test(fireball) ? { extraBall: fireball } : {}),
    });
  }
  return finishDraws(draws, SOURCE_ID, ctx);
}
