import { drawGamesApi } from '../draw-games-api.js';

/**
 * The New Jersey Lottery draw-games API (api/v1) for Pick 3 (Georgia's platform), and its parser
 * `parseNjApi`. The Regular result is one token (`["893"]`); the FIREBALL result (`["FB-7", …]`,
 * since 2017) gives the draw's Fireball (`extraBall`). Verified on a trimmed real payload of
 * 2026-06-15 quoted in a public project's test (fixtures/README.md), whose draws and Fireballs
 * agree with the bundled NJ history.
 *
 * @example
 * ```ts
 * parseNjApi('{"draws":[{"name":"MIDDAY","drawTime":1778605140000,"status":"CLOSED","results":[' +
 *   '{"drawType":"Regular","primary":["893"]},{"drawType":"FIREBALL","primary":["FB-7"]}]}]}');
 * // [{ state: 'NJ', date: '2026-05-12', drawTime: 'DAY', number: '893', extraBall: '7' }]
 * ```
 */
export const { source: njApiSource, parse: parseNjApi } = drawGamesApi('NJ', {
  api: 'https://www.njlottery.com/api/v1',
  game: 'Pick 3',
  gameParam: 'Pick 3',
  verifiedBy: ['nj/njlottery_api_v1_pick3_draws_2026-06-15_trimmed.json'],
});
