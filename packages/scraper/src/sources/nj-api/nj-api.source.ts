import { drawGamesApi } from '../draw-games-api.js';

/**
 * The New Jersey Lottery draw-games API (api/v1) for Pick 3 (Georgia's platform), and its parser
 * `parseNjApi`. The Regular result is one token (`["893"]`); the FIREBALL result (`["FB-7", …]`,
 * since 2017) is never read.
 *
 * @example
 * ```ts
 * parseNjApi('{"draws":[{"name":"MIDDAY","drawTime":1778605140000,"status":"CLOSED","results":[' +
 *   '{"drawType":"Regular","primary":["893"]},{"drawType":"FIREBALL","primary":["FB-7"]}]}]}');
 * // [{ state: 'NJ', date: '2026-05-12', drawTime: 'DAY', number: '893' }]
 * ```
 */
export const { source: njApiSource, parse: parseNjApi } = drawGamesApi('NJ', {
  api: 'https://www.njlottery.com/api/v1',
  game: 'Pick 3',
  gameParam: 'Pick 3',
});
