import { isoDateInZone, parseDrawTime, type StateDraw } from '@pick3/core';
import {
  extraBallOf,
  invalidRow,
  jsonArrayDraws,
  straightFromDigitFields,
} from '../parse-helpers.js';
import { joinUrl, type ParseContext, type Source } from '../source.types.js';

const DEFAULT_BASE_URL = 'https://www.palottery.pa.gov';
const SOURCE_ID = 'pa-ashx';
const PATH = '/Custom/uploadedfiles/winning-numbers-history/PastWinningNumbers.ashx';
/** Game ids of the history handler: one per draw time. */
const GAMES = [
  { id: 32, label: 'Day' },
  { id: 28, label: 'Evening' },
] as const;
/** While January is young, the previous year is asked for too, so the turn of the year loses nothing. */
const PREVIOUS_YEAR_DAYS = 7;

export const paAshxSource: Source = {
  id: SOURCE_ID,
  state: 'PA',
  game: 'Pick 3',
  name: 'Pennsylvania Lottery PastWinningNumbers.ashx (g=32 Day, g=28 Evening)',
  describe:
    'One JSON array per game id and year: drawingNumberDate in .NET /Date(ms)/ form (midnight ' +
    'Eastern) and drawingNumber1..3; drawingNumber4 is the Wild Ball, kept beside the draw. The current ' +
    'year is always fetched (and the previous one during the first week of January).',
  defaultBaseUrl: DEFAULT_BASE_URL,
  defaultEnabled: true,
  kind: 'official',
  verified: false,
  // No saved real response of this endpoint exists: tested only on one built from its documentation.
  verifiedBy: [],
  requests({ baseUrl = DEFAULT_BASE_URL, now }) {
    const today = isoDateInZone(now.getTime(), 'America/New_York');
    const year = Number(today.slice(0, 4));
    const dayOfYear = Number(today.slice(5, 7)) === 1 ? Number(today.slice(8, 10)) : Infinity;
    const years = dayOfYear <= PREVIOUS_YEAR_DAYS ? [year - 1, year] : [year];
    return GAMES.flatMap(({ id, label }) =>
      years.map((y) => ({
        url: joinUrl(baseUrl, `${PATH}?g=${id}&y=${y}`),
        timeLabel: label,
        // Early in January the current year may have no drawing yet; the previous year covers it.
        ctx: { drawTime: parseDrawTime(label), allowEmpty: years.length > 1 && y === year },
      })),
    );
  },
  parse: parsePaAshx,
};

/**
 * Parses the Pennsylvania Lottery `PastWinningNumbers.ashx?g=<game>&y=<year>` JSON: an array of
 * `{ drawingNumberDate: "/Date(1779940800000)/", drawingNumber1..4 }` for one game, i.e. one draw
 * time, which the request names (`ctx.drawTime`, from `g`). The .NET date is an instant (midnight
 * Eastern) and is dated in America/New_York. `drawingNumber4` is the Wild Ball, the draw's `extraBall`.
 *
 * @example
 * ```ts
 * parsePaAshx('[{"drawingNumberDate":"/Date(1779940800000)/","drawingNumber1":4,' +
 *   '"drawingNumber2":0,"drawingNumber3":9,"drawingNumber4":3}]', { drawTime: 'EVE' });
 * // [{ state: 'PA', date: '2026-05-28', drawTime: 'EVE', number: '409' }]
 * ```
 */
export function parsePaAshx(body: string, ctx?: ParseContext): StateDraw[] {
  const drawTime = ctx?.drawTime;
  if (drawTime === undefined) {
    throw new TypeError(
      'parsePaAshx needs ctx.drawTime: each game id (g=32 Day, g=28 Evening) is one draw time',
    );
  }
  return jsonArrayDraws(body, SOURCE_ID, ctx, 'drawing', (draw, where) => {
    const rawDate = draw['drawingNumberDate'];
    const match =
      typeof rawDate === 'string' ? /^\/Date\((-?\d+)(?:[+-]\d{4})?\)\/$/.exec(rawDate) : null;
    if (match?.[1] === undefined) {
      throw invalidRow(
        { sourceId: SOURCE_ID, ctx, where, field: 'drawingNumberDate' },
        `expected "/Date(ms)/", got ${JSON.stringify(rawDate)}`,
      );
    }
    const date = isoDateInZone(Number(match[1]), 'America/New_York');
    const number = straightFromDigitFields(
      [1, 2, 3].map((n) => [`drawingNumber${n}`, draw[`drawingNumber${n}`]] as const),
      { sourceId: SOURCE_ID, ctx, where, field: 'drawingNumber1-3' },
    );
    // drawingNumber4 is the Wild Ball: kept beside the draw.
    return { state: 'PA', date, drawTime, number, ...extraBallOf(draw['drawingNumber4']) };
  });
}
