import type { StateDraw } from '@pick3/core';
import { drawGamesQuery, parseDrawGamesJson } from '../draw-games-api.js';
import { joinUrl, type ParseContext, type Source } from '../source.types.js';

const DEFAULT_BASE_URL = 'https://www.njlottery.com';
const SOURCE_ID = 'nj-api';

/**
 * Parses the New Jersey Lottery draw-games API for Pick 3 (same platform as Georgia's). The Regular
 * result is one token (`["893"]`); the FIREBALL result (`["FB-7", …]`) is never read.
 *
 * @example
 * ```ts
 * parseNjApi('{"draws":[{"name":"MIDDAY","drawTime":1778605140000,"status":"CLOSED","results":[' +
 *   '{"drawType":"Regular","primary":["893"]},{"drawType":"FIREBALL","primary":["FB-7"]}]}]}');
 * // [{ state: 'NJ', date: '2026-05-12', drawTime: 'DAY', number: '893' }]
 * ```
 */
export function parseNjApi(body: string, ctx?: ParseContext): StateDraw[] {
  return parseDrawGamesJson(
    body,
    { sourceId: SOURCE_ID, state: 'NJ', timeZone: 'America/New_York' },
    ctx,
  );
}

export const njApiSource: Source = {
  id: SOURCE_ID,
  state: 'NJ',
  game: 'Pick 3',
  name: 'New Jersey Lottery draw-games API (api/v1)',
  describe:
    'Same vendor platform and JSON shape as Georgia: draws[] with name MIDDAY/EVENING and drawTime in ' +
    'UTC milliseconds (dated in America/New_York). The Regular result is one 3-digit token; the ' +
    'FIREBALL result (since 2017) is never read.',
  defaultBaseUrl: DEFAULT_BASE_URL,
  defaultEnabled: true,
  kind: 'official',
  verified: false,
  requests({ baseUrl = DEFAULT_BASE_URL, now, days }) {
    return [
      {
        url: joinUrl(
          baseUrl,
          `/api/v1/draw-games/draws/page?${drawGamesQuery('Pick 3', now, days)}`,
        ),
        recordAs: joinUrl(baseUrl, `/api/v1/draw-games/draws/page?game-names=Pick%203`),
        timeLabel: '',
        ctx: {},
      },
    ];
  },
  parse: parseNjApi,
};
