import { drawGamesApi } from '../draw-games-api.js';

/**
 * The Georgia Lottery draw-games API (api/v2) for CASH 3, and its parser `parseGaApi`. Draws are
 * dated in Eastern time: the Night draw (about 23:34 ET) is on the next UTC day.
 *
 * @example
 * ```ts
 * parseGaApi('{"draws":[{"name":"NIGHT","drawTime":1753500840000,"status":"CLOSED",' +
 *   '"results":[{"drawType":"Regular","primary":["3","7","7"]}]}]}');
 * // [{ state: 'GA', date: '2025-07-25', drawTime: 'NITE', number: '377' }]
 * ```
 */
export const { source: gaApiSource, parse: parseGaApi } = drawGamesApi('GA', {
  api: 'https://www.galottery.com/api/v2',
  game: 'Cash 3',
  gameParam: 'CASH 3',
});
