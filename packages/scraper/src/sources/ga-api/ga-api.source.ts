import type { StateDraw } from '@pick3/core';
import { drawGamesQuery, parseDrawGamesJson } from '../draw-games-api.js';
import { joinUrl, type ParseContext, type Source } from '../source.types.js';

const DEFAULT_BASE_URL = 'https://www.galottery.com';
const SOURCE_ID = 'ga-api';

/**
 * Parses the Georgia Lottery draw-games API for CASH 3. Draws are dated in Eastern time: the Night
 * draw (about 23:34 ET) is on the next UTC day.
 *
 * @example
 * ```ts
 * parseGaApi('{"draws":[{"name":"NIGHT","drawTime":1753500840000,"status":"CLOSED",' +
 *   '"results":[{"drawType":"Regular","primary":["3","7","7"]}]}]}');
 * // [{ state: 'GA', date: '2025-07-25', drawTime: 'NITE', number: '377' }]
 * ```
 */
export function parseGaApi(body: string, ctx?: ParseContext): StateDraw[] {
  return parseDrawGamesJson(
    body,
    { sourceId: SOURCE_ID, state: 'GA', timeZone: 'America/New_York' },
    ctx,
  );
}

export const gaApiSource: Source = {
  id: SOURCE_ID,
  state: 'GA',
  game: 'Cash 3',
  name: 'Georgia Lottery draw-games API (api/v2)',
  describe:
    'JSON draws[] with name MIDDAY/EVENING/NIGHT, drawTime in UTC milliseconds and results[] whose ' +
    'Regular entry holds the digits. Dated in America/New_York because the Night draw falls on the ' +
    'next UTC day. Asks for the CLOSED draws of the last N days.',
  defaultBaseUrl: DEFAULT_BASE_URL,
  defaultEnabled: true,
  kind: 'official',
  verified: false,
  requests({ baseUrl = DEFAULT_BASE_URL, now, days }) {
    return [
      {
        url: joinUrl(
          baseUrl,
          `/api/v2/draw-games/draws/page?${drawGamesQuery('CASH 3', now, days)}`,
        ),
        recordAs: joinUrl(baseUrl, `/api/v2/draw-games/draws/page?game-names=CASH%203`),
        timeLabel: '',
        ctx: {},
      },
    ];
  },
  parse: parseGaApi,
};
